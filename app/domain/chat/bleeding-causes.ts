import { GINKGO_WARFARIN, OMEGA3_BLEEDING, TURMERIC_WARFARIN, VITAMIN_E_WARFARIN } from "~/domain/safety/condition-sources";
import type { Source } from "~/domain/source";
import { listJoin } from "~/domain/text";
import { CARE_NOW } from "./reactions";
import { FISH_OIL_BRUISING } from "./sources";

/*
 * Bleeding or bruising said beside the supplements the person takes: the answer names the ones
 * they named (vitamin E, ginkgo and garlic are not fish oil), with what our sources say of each,
 * and says plainly where we hold no source (garlic). Each sentence restates its source.
 */

interface BleedingCause {
  named: RegExp;
  /** How the answer names it. */
  label: string;
  /** What our sources say of it; null when we hold none. */
  says: string | null;
  sources: Source[];
}

const CAUSES: readonly BleedingCause[] = [
  {
    named: /\bfish oil\b|\bomega\b|\bomega-?3s?\b|\bkrill\b/,
    label: "fish oil",
    says: "Fish oil slows clotting, which can show up as bruising and bleeding, above all beside aspirin, an NSAID (ibuprofen, naproxen) or a blood thinner.",
    sources: [FISH_OIL_BRUISING, OMEGA3_BLEEDING],
  },
  { named: /\bturmeric\b|\bcurcumin\b/, label: "turmeric", says: "Turmeric can add to a blood thinner's effect.", sources: [TURMERIC_WARFARIN] },
  { named: /\bvitamin e\b|\btocopherol\b/, label: "vitamin E", says: "Large doses of vitamin E can strengthen warfarin's effect.", sources: [VITAMIN_E_WARFARIN] },
  { named: /\bginkgo\b/, label: "ginkgo", says: "Ginkgo taken with warfarin has been reported to raise bleeding risk.", sources: [GINKGO_WARFARIN] },
  { named: /\bgarlic\b/, label: "garlic", says: null, sources: [] },
];


/** The bleeding answer for what the person takes, or null when they named none of these (the general answer stands). */
export function bleedingText(normalized: string): { text: string; sources: Source[] } | null {
  const named = CAUSES.filter((c) => c.named.test(normalized));
  if (!named.length) return null;
  const labels = named.map((c) => c.label);
  const unsourced = named.filter((c) => c.says === null).map((c) => c.label);
  const says = named.flatMap((c) => (c.says ? [c.says] : []));
  const noSource = unsourced.length ? [`We hold no source of our own on ${listJoin(unsourced)} pills and bleeding, so name them too when you're seen.`] : [];
  return {
    text: [
      `**Hold off on the ${listJoin(labels)} and tell your provider: nosebleeds, bleeding gums or bruising more easily since you began can mean ${named.length > 1 ? "they are" : "it is"} slowing your blood's clotting.**`,
      ...says,
      ...noSource,
      `See sick call or your PCM and bring the labels. If you vomit blood, pass black or bloody stool, or bleeding will not stop, ${CARE_NOW}.`,
    ].join(" "),
    sources: named.flatMap((c) => c.sources),
  };
}
