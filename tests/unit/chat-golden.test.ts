import { describe, expect, it } from "vitest";
import { BUNDLED_SAFETY } from "./bundled-safety";
import { engineAnswer } from "~/domain/chat/engine";
import { screenMessage } from "~/.server/chat/products";
import { understandRequest } from "~/.server/chat/respond";
import { picksSource } from "~/domain/chat/picks";
import { chatRequestSchema } from "~/domain/chat/context";
import { extractSuggestedNames, mentionedPrimaryCategories } from "~/domain/chat/extract";
import { EVAL_CASES } from "../chat-eval/cases";
import { seededCatalogue } from "./priced-catalogue";

/*
 * What CLEARED AI reads from each conversation of the evaluation set, and what the embedded engine
 * answers, word for word. The evaluation in workerd (tests/worker/chat-eval.test.ts) judges the
 * answers against the real articles; this file pins the understanding step and the engine's
 * wording on Node, without article passages, so a changed reading, caution or figure shows up as
 * a diff in tests/unit/golden/chat-<kind>.txt. After an intended change, rewrite the files with
 * `npx vitest run --project unit tests/unit/chat-golden.test.ts -u` and read the diff like code.
 */

type HistoryTurn = { role: "user" | "assistant"; content: string };

/** A conversation as the chat sees it, turn by turn: the understanding and the answer. */
function transcript(turns: readonly { say: string }[]): string {
  const catalogue = seededCatalogue();
  const history: HistoryTurn[] = [];
  const lines: string[] = [];
  for (const { say } of turns) {
    const understanding = understandRequest(chatRequestSchema.parse({ message: say, context: { conversationHistory: history } }));
    const answer = engineAnswer({ understanding, passages: [], catalogue, picksFor: picksSource(null, catalogue), screened: screenMessage(understanding.message, BUNDLED_SAFETY.matcher) });
    const { message: _message, ...read } = understanding;
    // What is carried to the next turn repeats the constraints and conditions already shown.
    lines.push(`> ${say}`, `understood: ${JSON.stringify(read, (key, value) => (key === "lastReply" || key === "earlierReplies" || key === "carried" || key === "vocabulary" ? undefined : value instanceof RegExp ? String(value) : value))}`);
    lines.push(`answer (${answer.intent}, ${answer.category ?? "no category"}): ${answer.products.map((p) => p.id).join(", ") || "no products"}`);
    lines.push(`candidates: ${answer.candidates.map((p) => p.id).join(", ") || "none"}`);
    for (const caution of answer.cautions) lines.push(`caution: ${caution}`);
    for (const source of answer.sources) lines.push(`source: ${JSON.stringify(source)}`);
    for (const [id, notes] of Object.entries(answer.fitNotes)) lines.push(`fit ${id}: ${notes.join(" | ")}`);
    lines.push(`suggested names: ${extractSuggestedNames(answer.text).join(" | ")}`);
    lines.push(`categories linked: ${mentionedPrimaryCategories(answer.text).map((c) => c.id).join(", ")}`);
    lines.push(answer.text, "");
    history.push({ role: "user", content: say }, { role: "assistant", content: answer.text });
  }
  return lines.join("\n");
}

const KINDS = [...new Set(EVAL_CASES.map((c) => c.kind))];

describe("chat conversations of the evaluation set, word for word", () => {
  it("covers every kind of the evaluation set", () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(KINDS)("%s", async (kind) => {
    const text = EVAL_CASES.filter((c) => c.kind === kind)
      .map((c) => `## ${c.id}\n${transcript(c.turns)}`)
      .join("\n");
    await expect(text).toMatchFileSnapshot(`./golden/chat-${kind}.txt`);
  });
});
