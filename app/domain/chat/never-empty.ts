import type { EngineAnswer } from "./draft";
import { NO_GUIDE_REPLY } from "./licence";
import { ASK_THE_EXPERT_SOURCE } from "./sources";

/*
 * No answer goes out empty. The engine writes an answer in stages (./engine.ts): the draft, then
 * each pass that adds to it or rewrites it. A stage that leaves no words keeps what the stage
 * before it wrote, and a draft that wrote nothing at all says plainly that our guides hold no
 * answer, with where to ask instead.
 */

/** Whether an answer has words to show. */
export const hasWords = (answer: Pick<EngineAnswer, "text">): boolean => answer.text.trim() !== "";

/** `after`, unless the stage that wrote it left no words: then `before`, as the earlier stage wrote it. */
export function keptIfEmptied(before: EngineAnswer, after: EngineAnswer): EngineAnswer {
  return hasWords(after) || !hasWords(before) ? after : before;
}

/** A draft with nothing written says our guides hold no answer, and where to ask. */
export function withWordsOrNoGuide(answer: EngineAnswer): EngineAnswer {
  if (hasWords(answer)) return answer;
  const sources = answer.sources.some((s) => s.url === ASK_THE_EXPERT_SOURCE.url) ? answer.sources : [...answer.sources, ASK_THE_EXPERT_SOURCE];
  return { ...answer, text: NO_GUIDE_REPLY, sources };
}

/** The answer after each stage in turn, a stage that empties it keeping the one before. */
export function throughStages(first: EngineAnswer, stages: ReadonlyArray<(answer: EngineAnswer) => EngineAnswer>): EngineAnswer {
  return stages.reduce((answer, stage) => keptIfEmptied(answer, stage(answer)), withWordsOrNoGuide(first));
}
