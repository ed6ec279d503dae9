import { describe, expect, it } from "vitest";
import { screenMessage } from "~/.server/chat/products";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { engineAnswer } from "~/domain/chat/engine";
import { detailsLinkLabel } from "~/domain/chat/links";
import type { PassageHit } from "~/domain/chat/passages";
import type { Understanding } from "~/domain/chat/understanding";
import { picksSource } from "~/domain/chat/picks";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { seededCatalogue } from "./priced-catalogue";

/*
 * A conversation with the embedded engine through the path a request takes (the request schema,
 * the understanding, the DoD screen of the message), each answer added to the history the next
 * turn sends: what the chat paraphrase tests ask with.
 */

export type EngineAnswerOf = ReturnType<typeof engineAnswer>;

/** The answer to the last of `turns`, each earlier one answered first. */
export function converse(turns: readonly string[], passages: PassageHit[] = []): EngineAnswerOf {
  return converseRead(turns, passages).answer;
}

/** The answer to the last of `turns` with the understanding it was answered from. */
export function converseRead(turns: readonly string[], passages: PassageHit[] = []): { answer: EngineAnswerOf; understanding: Understanding } {
  const catalogue = seededCatalogue();
  const history: Array<{ role: "user" | "assistant"; content: string }> = [];
  let last: { answer: EngineAnswerOf; understanding: Understanding } | null = null;
  for (const message of turns) {
    const understanding = understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: history.slice(-6) } }));
    const answer = engineAnswer({
      understanding,
      passages,
      catalogue,
      picksFor: picksSource(null, catalogue),
      screened: screenMessage(message, BUNDLED_SAFETY.matcher),
    });
    history.push({ role: "user", content: message }, { role: "assistant", content: answer.text });
    last = { answer, understanding };
  }
  if (!last) throw new Error("a conversation needs at least one turn");
  return last;
}

/** The first paragraph that is not empty: what the person reads first. */
/** Words a person reads in an answer: a link counts by the text shown, not its address or accessible name. */
export const shownWords = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, (_, label: string) => detailsLinkLabel(label)?.shown ?? label)
    .split(/\s+/)
    .filter(Boolean).length;

export const opening = (text: string) => text.split(/\n\s*\n/).find((p) => p.trim().length > 0) ?? "";

/** What every wording of one situation must get, read the way a person reads the answer. */
export interface AnswerExpectation {
  /** Said somewhere in the answer. */
  says: readonly RegExp[];
  /** Said in the opening paragraph. */
  opens?: RegExp;
  /** No product at all. */
  noProducts?: boolean;
  /** No product whose name or ingredients match. */
  noProductLike?: RegExp;
  /** No product with caffeine or another stimulant. */
  noStimulants?: boolean;
  /** Said nowhere in the answer. */
  never?: RegExp | readonly RegExp[];
}

/** One situation, said in several wordings (each a conversation of one or more turns). */
export interface WordingGroup extends AnswerExpectation {
  kind: string;
  messages: string[][];
}

/** Checks one answer; every unmet expectation shows in the failure, not only the first. */
export function expectAnswer(answer: EngineAnswerOf, e: AnswerExpectation): void {
  expect(e.says.filter((pattern) => !pattern.test(answer.text)).map(String)).toEqual([]);
  if (e.opens) expect(opening(answer.text)).toMatch(e.opens);
  if (e.noProducts) expect(answer.products.map((p) => p.name)).toEqual([]);
  const like = e.noProductLike;
  if (like) expect(answer.products.filter((p) => like.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
  if (e.noStimulants) expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
  const never = e.never === undefined ? [] : e.never instanceof RegExp ? [e.never] : e.never;
  expect(never.filter((pattern) => pattern.test(answer.text)).map(String)).toEqual([]);
}

/** A test per wording, grouped by situation: the table the chat paraphrase tests are written as. */
export function describeWordingGroups(title: string, groups: readonly WordingGroup[]): void {
  describe(title, () => {
    for (const group of groups) {
      describe(group.kind, () => {
        it.each(group.messages.map((turns) => [turns.join(" / "), turns] as const))("%s", (_label, turns) => {
          expectAnswer(converse(turns), group);
        });
      });
    }
  });
}
