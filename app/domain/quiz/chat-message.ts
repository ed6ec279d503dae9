import { getCategoryInfo } from "~/domain/categories";
import type { QuizAnswers } from "./answers";
import type { QuizDefinition } from "./question-types";
import { listJoin, withoutParentheses } from "~/domain/text";

/*
 * The first message CLEARED AI receives from "Ask CLEARED AI about these": plain words that carry
 * the quiz's category, what the person told us and the picks, so the assistant understands the
 * constraints from the conversation text alone, as it would from anyone typing.
 */


/** The person's answers in their own words, in question order ("I take an SSRI", "no melatonin"). */
export function answersInWords(quiz: QuizDefinition, answers: QuizAnswers): string[] {
  const words: string[] = [];
  for (const question of quiz.questions) {
    const value = answers[question.id];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const say = question.options.find((o) => o.value === v)?.say;
      if (say) words.push(say);
    }
  }
  return words;
}

export function quizChatMessage(quiz: QuizDefinition, answers: QuizAnswers, picks: readonly { name: string; brand: string }[]): string {
  const category = (getCategoryInfo(quiz.category)?.title ?? quiz.category).toLowerCase();
  const words = answersInWords(quiz, answers);
  const context = `From my ${category} quiz${words.length > 0 ? `: ${words.join(", ")}` : ""}.`;
  if (picks.length === 0) return `${context} Nothing in the catalogue fit. What should I look for?`;
  const names = picks.map((p) => {
    const name = withoutParentheses(p.name);
    // "Klean Magnesium" already names its brand (Klean Athlete); "Dream" needs "SwissRX" before it.
    const brandWord = p.brand.split(" ")[0].toLowerCase();
    return name.toLowerCase().startsWith(brandWord) ? name : `${p.brand} ${name}`;
  });
  return `${context} Tell me more about ${listJoin(names)}.`;
}
