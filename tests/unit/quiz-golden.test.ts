import { describe, expect, it } from "vitest";
import type { GuideRef } from "~/domain/guides";
import { deriveProductFacts } from "~/domain/catalogue/facts";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import { answersToQuery, type QuizAnswers } from "~/domain/quiz/answers";
import { quizChatMessage } from "~/domain/quiz/chat-message";
import { type QuizProduct, type QuizResult, runQuiz } from "~/domain/quiz/engine";
import { excludedHeadline } from "~/domain/quiz/rule-types";
import { getQuiz } from "~/domain/quiz/questions";
import { seededCatalogue } from "./priced-catalogue";

/*
 * What a person reads on a quiz result, word for word: the picks with their reasons, label checks
 * and cautions, what was left out and why, the notices, the planner's figures, the empty state
 * and the message handed to CLEARED AI. The property tests in quiz-engine.test.ts check what the
 * answers promise; this file pins the words, so a changed reason, figure or guide link shows up
 * as a diff in tests/unit/golden/quiz-<category>.txt. After an intended change, rewrite the files
 * with `npx vitest run --project unit tests/unit/quiz-golden.test.ts -u` and read the diff like code.
 *
 * The answer sheets: every option of every question appears in at least one sheet (sheet i takes
 * option i of each question, wrapping around), plus every box ticked and the strictest answers.
 */

function answerSheets(category: CategoryId): { name: string; answers: QuizAnswers }[] {
  const { questions } = getQuiz(category);
  const widest = Math.max(...questions.map((q) => q.options.length));
  const sheets: { name: string; answers: QuizAnswers }[] = [];
  for (let i = 0; i < widest; i++) {
    const answers = Object.fromEntries(
      questions.map((q) => [q.id, q.multiple ? [q.options[i % q.options.length]?.value ?? ""] : (q.options[i % q.options.length]?.value ?? "")]),
    );
    sheets.push({ name: `option ${i + 1} of each question`, answers });
  }
  sheets.push({
    name: "every box ticked, the last option elsewhere",
    answers: Object.fromEntries(questions.map((q) => [q.id, q.multiple ? q.options.map((o) => o.value) : (q.options.at(-1)?.value ?? "")])),
  });
  sheets.push({
    name: "no box ticked, the first option elsewhere",
    answers: Object.fromEntries(questions.map((q) => [q.id, q.multiple ? [] : (q.options[0]?.value ?? "")])),
  });
  return sheets;
}

const guide = (ref: GuideRef | undefined) => (ref ? ` [guide: ${ref.slug}, "${ref.title}"]` : "");

/** One result as plain text, a line per thing a person reads. */
function render(category: CategoryId, answers: QuizAnswers, result: QuizResult): string {
  const quiz = getQuiz(category);
  const lines: string[] = [`query: ${answersToQuery(quiz, answers)}`, `considered: ${result.considered}`];
  for (const s of result.stated) lines.push(`stated: ${s}`);
  for (const n of result.notices) lines.push(`notice (${n.tone}): ${n.text}${guide(n.guide)}`);
  for (const p of result.picks) {
    lines.push(`pick: ${p.id} | ${p.name} | ${p.brand} | fit ${p.fitScore} | rating ${p.rating} | ${p.pricePerServingText ?? "no price"} | ${p.buy.option.href}`);
    for (const r of p.reasons) lines.push(`  reason: ${r.text}${r.evidence ? ` <- ${r.evidence}` : ""}${guide(r.guide)}`);
    for (const c of p.checkLabel) lines.push(`  check label: ${c}`);
    for (const c of p.cautions) lines.push(`  caution: ${c}`);
  }
  for (const g of result.excluded) {
    lines.push(`excluded (${g.filterId}): ${excludedHeadline(g)} | you said: ${g.youSaid}`);
    for (const p of g.products) lines.push(`  ${p.id}${p.evidence ? ` <- ${p.evidence}` : ""}`);
  }
  for (const section of result.plan) lines.push(`plan: ${JSON.stringify(section)}`);
  if (result.empty) {
    for (const l of result.empty.lookFor) lines.push(`look for: ${l.text}${guide(l.guide)}`);
    for (const l of result.empty.loosen) lines.push(`loosen: ${l.questionId} | ${l.prompt} | ${l.from} -> ${l.to} | ${l.fits} fit | ${l.query}`);
    for (const e of result.empty.elsewhere) lines.push(`elsewhere: ${e.id} (${e.category})`);
  }
  lines.push(`chat: ${quizChatMessage(quiz, answers, result.picks)}`);
  return lines.join("\n");
}

describe("quiz results, word for word", () => {
  it.each(CATEGORY_IDS)("%s: every option of every question", async (category) => {
      const catalogue: QuizProduct[] = seededCatalogue()
        .listProducts()
        .map((p) => ({ product: p, facts: deriveProductFacts(p), pricePerServing: p.pricePerServing }));
      const text = answerSheets(category)
        .map(({ name, answers }) => `## ${name}\n${render(category, answers, runQuiz({ quiz: getQuiz(category), answers, catalogue }))}`)
        .join("\n\n");
      await expect(`${text}\n`).toMatchFileSnapshot(`./golden/quiz-${category}.txt`);
  });
});
