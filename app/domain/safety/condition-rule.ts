import type { Constraint } from "~/domain/catalogue/constraints";
import type { Source } from "~/domain/source";

/*
 * The shape of a medicine or condition rule and the ids of every rule, apart from the rules
 * themselves (./conditions.ts, ./medicine-conditions.ts) so both tables can use them.
 */

/** An ingredient to leave out that the shared constraints do not name: matched on the label panel. */
export interface Avoid {
  /** As a person reads it: "vitamin K", "beta-alanine". */
  ingredient: string;
  pattern: RegExp;
  /** A label claim that the product is free of it ("Sugar-Free" in the name): the product meets the wish. */
  freeClaim?: RegExp;
  /** Left out only where the label data names it: a missing full label keeps the product, the answer saying to check the label. */
  namedOnly?: true;
}

export const CONDITION_IDS = [
  "ssri",
  "antidepressant",
  "maoi",
  "blood-thinner",
  "blood-pressure",
  "heart",
  "stimulant-medication",
  "sedating-medication",
  "thyroid",
  "isotretinoin",
  "pregnancy",
  "breastfeeding",
  "ace-arb",
  "asthma-inhaler",
  "insulin",
  "metformin",
  "kidney",
  "liver",
  "seizure",
  "gout",
  "eating-disorder",
  "surgery",
  "high-bp-reading",
  "high-resting-heart-rate",
  "nsaid",
  "tetracycline",
  "dependence",
  "medication",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** A question said with a condition, and its sourced answer. */
export interface ConditionNeed {
  /** Tested on the normalized message. */
  asks: RegExp;
  text: string;
  sources: Source[];
}

export interface ConditionRule {
  id: ConditionId;
  /** How the answer names it: "an SSRI", "a blood thinner". */
  label: string;
  pattern: RegExp;
  /** The interaction caution, always followed by the referral. */
  caution: string;
  /** Products with these are not suggested while the condition is part of the conversation. */
  excludes: Constraint[];
  avoid: Avoid[];
  /**
   * Ingredients the caution is about that are not left out of every list (the quiz still shows
   * an omega-3 to someone on a blood thinner, with the caution): a question about adding one is
   * answered by the caution and a referral, without picks.
   */
  askFirst?: Avoid[];
  /** A caution in a product's label data that warns against use with it: such a product is left out. */
  warnedIn?: RegExp;
  /** No product picks at all: the provider decides first. */
  referOnly?: boolean;
  /** Who to ask, when not the prescriber or pharmacist of `REFERRAL` ("your OB or midwife"). */
  referral?: string;
  /** The caution's core in one clause, for answers after the one that gave it in full. */
  reminder?: string;
  /** Further sources of the caution. */
  sources?: Source[];
  /**
   * What the person asked for beside the condition, answered from a source before the caution
   * ("what can I take for energy" in pregnancy, ashwagandha with an antidepressant).
   */
  needs?: ConditionNeed[];
  /**
   * When the message asks about none of `unlessAsked`, or speaks of someone else: the caution in
   * one line (`text`), or none when a rule in `coveredBy` is in the answer too (the same medicine
   * named by a more specific rule). Its referral still follows.
   */
  short?: { unlessAsked: RegExp; text: string | null; coveredBy?: ConditionId[] };
  /** Words to find the condition's own article section; none when the caution says all a section would. */
  search?: string;
  /** Said even beside urgent care (a symptom answer): what the medicine changes about it ("black stool on an NSAID"). */
  urgent?: { when: RegExp; text: string };
  /** A passage quoted for this condition must mention one of these. */
  about: RegExp;
  source: Source;
}
