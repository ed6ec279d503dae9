import { ARMY_HYDRATION, HPRC_HYDRATION } from "~/domain/safety/condition-sources";
import type { Source } from "~/domain/source";
import type { SymptomId } from "./concepts";
import { CAFFEINE_HEAT } from "./sources";
import { episodeOver } from "./symptom-time";

/*
 * A faint or a heat illness told as over ("fell out on a ruck last week, got IVs, I'm good now")
 * is answered with the check before training again (the symptom's own text), what keeps it from
 * happening again on hard or hot work, and a close on being cleared rather than on a reaction
 * "going on". ./symptom-time.ts reads when the episode was told.
 */

/** Hard or hot work the episode came with, or the next one the person asks about. */
const EXERTION = /\bruck\w*|\bmarch\w*|\brun\b|\bruns\b|\brunning\b|\bpt\b|\bpft\b|\bacft\b|\bfield\b|\bheat\b|\bhot\b|\bhike\w*|\bformation\b|\btraining\b|\bworkout\b|\bhumid\w*|\bivs?\b/;

/** The closing line once the episode is over: help after clearance, not "while this is going on". */
export const AFTER_CLEARED = {
  you: "Once medical has cleared you to train again, I can help you pick a certified option that fits.",
  them: "Once medical has cleared them to train again, I can help pick a certified option that fits.",
};

/** What keeps a faint or heat illness on hard work from happening again, when the episode is told as over. */
export function preventionAfterEpisode(normalized: string, shown: readonly SymptomId[]): { text: string; sources: Source[] } | null {
  if (!episodeOver(normalized) || !EXERTION.test(normalized) || !shown.some((id) => id === "faint" || id === "heat" || id === "heatstroke")) return null;
  return {
    text: "To keep it from happening again on hard or hot days: drink to the heat category your unit posts (½ to 1 quart an hour, never more than 1.5 quarts an hour or 12 quarts a day), eat your meals for the salt or use an electrolyte drink mixed as its label directs on long, sweaty days, and leave stimulant pre-workouts out of hot training: caffeine raised core temperature in heat studies without a clear performance gain.",
    sources: [ARMY_HYDRATION, HPRC_HYDRATION, CAFFEINE_HEAT],
  };
}
