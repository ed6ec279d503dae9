import { CERTIFICATION_WHY } from "~/domain/safety/condition-sources";
import type { Draft } from "./draft";
import type { Understanding } from "./understand";

/*
 * "Which whey actually tastes best?", "what mixes best with just water, I hate clumps": a question
 * we hold no data for. The honest answer comes first, before the picks: we hold no taste or mixing
 * tests, and a certification seal covers what is in the tub, not how it tastes or mixes. The
 * flavour stays in each pick's name, so the person can still choose by it.
 */

/** Asks how a product tastes or mixes. */
const MIXES = String.raw`mix(?:es|ing)|mix (?:well|good|easy|easily|better|with|in)|clump\w*|dissolv\w*`;
const TASTE_OR_MIX = new RegExp(
  String.raw`\b(?:tastes?|tasting|tasty|flavou?rs?|${MIXES}|chalky|gritty|grainy|texture|drinkable)\b[^.?!]*\b(?:best|better|good|well|actually|least|easiest|smooth\w*|most)\b|\b(?:best|better|good|actually|least|easiest)\b[^.?!]*\b(?:tast(?:es?|ing)|flavou?rs?|${MIXES})\b`,
);

const TASTE_LINE =
  "Straight answer on taste and mixing: we hold no taste or mixing tests for any of these, so I can't honestly rank them on that, and a certification seal covers what's in the tub, not how it tastes or mixes. Each pick below is named with its flavour; a smaller tub or a single serving is the cheap way to try one first.";

/** The honest line on taste or mixing, when the person asks which tastes or mixes best. */
export function tasteNote(u: Understanding, d: Draft): void {
  if (TASTE_OR_MIX.test(u.normalized) || TASTE_OR_MIX.test(u.message.toLowerCase())) d.caution(TASTE_LINE, CERTIFICATION_WHY);
}
