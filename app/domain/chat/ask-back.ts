import { questionSources } from "./ask-frame";
import { Draft, type EngineAnswer, finish } from "./draft";

export { askBackFor, dutyQuestion, ENERGY_WITHOUT_STIMS } from "./clarify";

/*
 * The answer every unclear request gets: the one question ./clarify.ts builds from what the
 * person said (their goal, job, move, event, who it is for, a product never named), on its own
 * and with no product; the engine takes every question it asks back from here. Kept apart from ./clarify.ts, which the understanding step reads, so the
 * answer's drafting does not loop back into it.
 */

/** An unclear request: its one question, and no product. */
export function clarifyingAnswer(question: string): EngineAnswer {
  const d = new Draft();
  d.add(question);
  d.sources.push(...questionSources(question));
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Ask the one clarifying question as written; suggest no product." });
}
