import { z } from "zod";
import type { QuizDefinition, QuizQuestion } from "./question-types";

/*
 * A quiz's answers live in the URL (`/quiz/sleep?problem=falling&melatonin=no&meds=ssri...`), so a
 * result can be shared, bookmarked and rendered without JavaScript. One schema per quiz, built
 * from its questions, validates the query on the page and the saved copy in the save action.
 * Keys that are not questions (a campaign tag on a shared link) are ignored; a wrong value for
 * a question is an error the page explains.
 */

/** Single-choice answers are strings; multiple-choice answers are lists (empty: none applies). */
export type QuizAnswers = Record<string, string | string[]>;

export interface AnswerError {
  questionId: string;
  message: string;
}

export type ParsedAnswers =
  | { kind: "blank" }
  | { kind: "partial"; answers: QuizAnswers; missing: string[] }
  | { kind: "invalid"; answers: QuizAnswers; errors: AnswerError[] }
  | { kind: "complete"; answers: QuizAnswers };

function valuesOf(question: QuizQuestion): [string, ...string[]] {
  const values = question.options.map((o) => o.value);
  return values as [string, ...string[]];
}

function questionSchema(question: QuizQuestion) {
  const allowed = valuesOf(question);
  const message = `“${question.prompt}” has no answer “{value}”. Choose one of the listed answers.`;
  const value = z.enum(allowed, { error: (issue) => message.replace("{value}", String(issue.input)) });
  if (!question.multiple) return value;
  return z.array(value).refine((list) => new Set(list).size === list.length, { message: `“${question.prompt}” lists an answer twice.` });
}

/** The schema of one quiz's complete answers. */
export function answersSchema(quiz: QuizDefinition) {
  return z.object(Object.fromEntries(quiz.questions.map((q) => [q.id, questionSchema(q)])));
}

/** Reads a quiz's answers from a query string; never throws. */
export function parseAnswers(quiz: QuizDefinition, params: URLSearchParams): ParsedAnswers {
  const raw: Record<string, string | string[]> = {};
  const errors: AnswerError[] = [];
  const missing: string[] = [];
  let seen = 0;
  for (const question of quiz.questions) {
    const values = params.getAll(question.id);
    if (values.length > 0) seen++;
    if (question.multiple) {
      raw[question.id] = values;
    } else if (values.length === 0) {
      missing.push(question.id);
    } else if (values.length > 1) {
      errors.push({ questionId: question.id, message: `“${question.prompt}” has more than one answer. Choose one.` });
    } else {
      raw[question.id] = values[0];
    }
  }
  if (seen === 0) return { kind: "blank" };

  const schema = answersSchema(quiz).partial();
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const questionId = String(issue.path[0] ?? "");
      if (!errors.some((e) => e.questionId === questionId)) errors.push({ questionId, message: issue.message });
    }
  }
  // Keep the valid answers so the form comes back filled in.
  const answers: QuizAnswers = {};
  for (const question of quiz.questions) {
    const value = raw[question.id];
    if (value === undefined || errors.some((e) => e.questionId === question.id)) continue;
    answers[question.id] = value;
  }
  if (errors.length > 0) return { kind: "invalid", answers, errors };
  if (missing.length > 0) return { kind: "partial", answers, missing };
  return { kind: "complete", answers };
}

/** The canonical query string of a quiz's answers: question order, one key per ticked answer. */
export function answersToQuery(quiz: QuizDefinition, answers: QuizAnswers): string {
  const params = new URLSearchParams();
  for (const question of quiz.questions) {
    const value = answers[question.id];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(question.id, v);
  }
  return params.toString();
}

/** One answer as a single value ("" when missing) or as a list. */
export function single(answers: QuizAnswers, id: string): string {
  const value = answers[id];
  return typeof value === "string" ? value : "";
}

export function ticked(answers: QuizAnswers, id: string): string[] {
  const value = answers[id];
  return Array.isArray(value) ? value : [];
}
