import { describe, expect, it } from "vitest";
import { answersSchema, answersToQuery, parseAnswers, single, ticked, type QuizAnswers } from "~/domain/quiz/answers";
import type { QuizDefinition } from "~/domain/quiz/question-types";
import { getQuiz } from "~/domain/quiz/questions";

/*
 * A quiz's answers as they travel in the URL: which query strings are blank, partial, invalid or
 * complete, the errors a person reads word for word, and the canonical query string. A small
 * quiz of three questions (single, multiple, single) keeps every case readable.
 */

const QUIZ: QuizDefinition = {
  category: "sleep",
  intro: "Three questions.",
  questions: [
    { id: "a", prompt: "Pick A?", options: [{ value: "x", label: "X" }, { value: "y", label: "Y" }] },
    { id: "b", prompt: "Tick B?", multiple: true, options: [{ value: "p", label: "P" }, { value: "q", label: "Q" }, { value: "r", label: "R" }] },
    { id: "c", prompt: "Pick C?", options: [{ value: "m", label: "M" }, { value: "n", label: "N" }] },
  ],
};

const parse = (query: string) => parseAnswers(QUIZ, new URLSearchParams(query));

const noAnswer = (prompt: string, value: string) => `“${prompt}” has no answer “${value}”. Choose one of the listed answers.`;

describe("parseAnswers", () => {
  it.each([
    ["", "no query at all"],
    ["utm_source=mail&ref=friend", "only keys that are not questions"],
  ])("%j is blank (%s)", (query) => {
    expect(parse(query)).toStrictEqual({ kind: "blank" });
  });

  it.each<[string, QuizAnswers]>([
    ["a=x&b=p&b=q&c=m", { a: "x", b: ["p", "q"], c: "m" }],
    ["c=n&b=r&a=y", { a: "y", b: ["r"], c: "n" }],
    // A multiple-choice question with nothing ticked is answered: none applies.
    ["a=x&c=m", { a: "x", b: [], c: "m" }],
    // Keys that are not questions are dropped.
    ["a=x&c=n&utm_source=mail", { a: "x", b: [], c: "n" }],
    ["b=q&b=p&b=r&a=y&c=m", { a: "y", b: ["q", "p", "r"], c: "m" }],
  ])("%j is complete", (query, answers) => {
    expect(parse(query)).toStrictEqual({ kind: "complete", answers });
  });

  it.each<[string, QuizAnswers, string[]]>([
    ["a=y", { a: "y", b: [] }, ["c"]],
    ["c=m", { b: [], c: "m" }, ["a"]],
    // One ticked box is enough for the query not to be blank.
    ["b=p", { b: ["p"] }, ["a", "c"]],
    ["b=p&utm_source=mail", { b: ["p"] }, ["a", "c"]],
  ])("%j is partial", (query, answers, missing) => {
    expect(parse(query)).toStrictEqual({ kind: "partial", answers, missing });
  });

  it("explains an answer a single-choice question does not offer, and keeps the other answers", () => {
    expect(parse("a=z&c=m")).toStrictEqual({
      kind: "invalid",
      answers: { b: [], c: "m" },
      errors: [{ questionId: "a", message: "“Pick A?” has no answer “z”. Choose one of the listed answers." }],
    });
  });

  it("explains two answers to a single-choice question", () => {
    expect(parse("a=x&a=y&c=m")).toStrictEqual({
      kind: "invalid",
      answers: { b: [], c: "m" },
      errors: [{ questionId: "a", message: "“Pick A?” has more than one answer. Choose one." }],
    });
  });

  it("explains an unknown box in a multiple-choice question and drops the whole list", () => {
    expect(parse("a=x&b=p&b=zz&c=n")).toStrictEqual({
      kind: "invalid",
      answers: { a: "x", c: "n" },
      errors: [{ questionId: "b", message: noAnswer("Tick B?", "zz") }],
    });
  });

  it("names only the first unknown box of a list", () => {
    expect(parse("a=x&b=zz&b=yy&c=n")).toStrictEqual({
      kind: "invalid",
      answers: { a: "x", c: "n" },
      errors: [{ questionId: "b", message: noAnswer("Tick B?", "zz") }],
    });
  });

  it("explains a box ticked twice", () => {
    expect(parse("a=x&b=p&b=q&b=p&c=m")).toStrictEqual({
      kind: "invalid",
      answers: { a: "x", c: "m" },
      errors: [{ questionId: "b", message: "“Tick B?” lists an answer twice." }],
    });
  });

  it("explains an empty value as an answer the question does not offer", () => {
    expect(parse("a=&c=m")).toStrictEqual({
      kind: "invalid",
      answers: { b: [], c: "m" },
      errors: [{ questionId: "a", message: noAnswer("Pick A?", "") }],
    });
  });

  it("lists the errors of repeated answers first, then the wrong values, each in question order", () => {
    expect(parse("c=m&c=n&a=z&b=p&b=p")).toStrictEqual({
      kind: "invalid",
      answers: {},
      errors: [
        { questionId: "c", message: "“Pick C?” has more than one answer. Choose one." },
        { questionId: "a", message: noAnswer("Pick A?", "z") },
        { questionId: "b", message: "“Tick B?” lists an answer twice." },
      ],
    });
  });

  it("reports an error before a missing answer", () => {
    expect(parse("a=z")).toStrictEqual({
      kind: "invalid",
      answers: { b: [] },
      errors: [{ questionId: "a", message: noAnswer("Pick A?", "z") }],
    });
  });

  it("reads a real quiz's query, with the prompt in the message", () => {
    const quiz = getQuiz("sleep");
    expect(parseAnswers(quiz, new URLSearchParams("problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any"))).toStrictEqual({
      kind: "complete",
      answers: { problem: "falling", melatonin: "no", meds: ["ssri"], duty: "flight", form: "any", budget: "any" },
    });
    expect(parseAnswers(quiz, new URLSearchParams("problem=falling&melatonin=maybe"))).toStrictEqual({
      kind: "invalid",
      answers: { problem: "falling", meds: [] },
      errors: [{ questionId: "melatonin", message: "“How do you feel about melatonin?” has no answer “maybe”. Choose one of the listed answers." }],
    });
  });
});

describe("answersSchema", () => {
  it.each<[string, unknown, boolean]>([
    ["every answer", { a: "x", b: ["p", "r"], c: "n" }, true],
    ["no box ticked", { a: "y", b: [], c: "m" }, true],
    ["a missing answer", { a: "x", b: [] }, false],
    ["a list for a single-choice question", { a: ["x"], b: [], c: "m" }, false],
    ["a single value for a multiple-choice question", { a: "x", b: "p", c: "m" }, false],
    ["a box ticked twice", { a: "x", b: ["q", "q"], c: "m" }, false],
    ["an unknown value", { a: "w", b: [], c: "m" }, false],
  ])("%s: valid %s", (_name, answers, valid) => {
    expect(answersSchema(QUIZ).safeParse(answers).success).toBe(valid);
  });

  it("drops keys that are not questions", () => {
    expect(answersSchema(QUIZ).parse({ a: "x", b: ["p"], c: "m", other: "1" })).toStrictEqual({ a: "x", b: ["p"], c: "m" });
  });

  it("words its errors like the page", () => {
    const result = answersSchema(QUIZ).safeParse({ a: "w", b: ["p", "p"], c: "m" });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["a"], noAnswer("Pick A?", "w")],
      [["b"], "“Tick B?” lists an answer twice."],
    ]);
  });
});

describe("answersToQuery", () => {
  it.each<[QuizAnswers, string]>([
    // Question order, whatever the order of the answers.
    [{ c: "m", b: ["q", "p"], a: "x" }, "a=x&b=q&b=p&c=m"],
    // Unanswered questions and empty lists add no key.
    [{ a: "y" }, "a=y"],
    [{ b: [], c: "n" }, "c=n"],
    [{ b: ["r"] }, "b=r"],
    [{}, ""],
    // Keys that are not questions are dropped; values are encoded.
    [{ a: "x y&z", other: "1" }, "a=x+y%26z"],
  ])("%j -> %j", (answers, query) => {
    expect(answersToQuery(QUIZ, answers)).toBe(query);
  });

  it("round-trips through parseAnswers", () => {
    const answers = { a: "y", b: ["r", "p"], c: "n" };
    expect(parse(answersToQuery(QUIZ, answers))).toStrictEqual({ kind: "complete", answers });
  });
});

describe("single and ticked", () => {
  const answers: QuizAnswers = { a: "x", b: ["p", "q"], e: [] };

  it.each([
    ["a", "x"],
    ["b", ""],
    ["e", ""],
    ["c", ""],
  ])("single(%s) is %j", (id, value) => {
    expect(single(answers, id)).toBe(value);
  });

  it.each<[string, string[]]>([
    ["a", []],
    ["b", ["p", "q"]],
    ["e", []],
    ["c", []],
  ])("ticked(%s) is %j", (id, value) => {
    expect(ticked(answers, id)).toStrictEqual(value);
  });
});
