import type { Avoid, ConditionRule } from "./condition-rule";
import type { ConditionNeed } from "./condition-rule";
import { ASHWAGANDHA, ASHWAGANDHA_WITH_MEDICINE, ELECTROLYTES_WITH_ACE } from "./condition-needs";
import { ALBUTEROL_LABEL, DIABETES_EXERCISE, DOXYCYCLINE_MINERALS, HPRC_HYDRATION, LISINOPRIL_LABEL, METFORMIN_B12, TETRACYCLINE_MINERALS } from "./condition-sources";

/*
 * Medicines whose caution is about one ingredient class rather than stimulants in general,
 * kept apart from ./conditions.ts so that table stays readable. Same shape, same use: the chat
 * and the quiz read them through `CONDITIONS`.
 */

/** Sugar in a label: "<1 g sugar" and "Sugar-Free" name no sugar added; "~10 g carbs (cane syrup)" does. */
export const SUGAR: Avoid = {
  ingredient: "sugar",
  pattern: /(?<!(?:\bno|\bzero|\b0 ?g|<\s?1 ?g)\s)\bsugars?\b(?![- ]?free)|cane syrup|dextrose|maltodextrin|\bcarbs?\b(?![- ]?free)|carbohydrate/i,
  freeClaim: /\bsugar[- ]free\b|\bzero sugar\b|\bno sugar\b/i,
};

/** "Type 1 diabetic" is insulin's caution, not metformin's. */
const TYPE_ONE = "(?:type (?:1|i|one)|t1)[- ]?";

/** What to drink on a long effort on insulin: the fluid, the carbohydrate it carries, and the checks. */
const DRINK_ON_INSULIN: ConditionNeed = {
  // Asked for the effort ("what do I drink on a 12 mile ruck"), not for a mix to buy: that one gets sugar-free picks.
  asks: /^(?=[\s\S]*\b(?:drink|hydrat\w*|water|fluids?)\b)(?![\s\S]*\b(?:mix|powder|electrolytes?|brand|product)\b)[\s\S]*\b(?:ruck\w*|road march|hike|long run|\d+ ?(?:miles?|mi|km|hours?|hrs?))\b/,
  text: "**For the effort itself: water, plus carbohydrate you count.** For exercise over an hour HPRC says water, a sports drink or both; a typical sports drink carries 12 to 24 g of carbohydrate per 8 oz, which moves your sugar, so plan how much with your diabetes care team. Check your sugar before, during and after, and keep glucose tablets on you for a low.",
  sources: [HPRC_HYDRATION, DIABETES_EXERCISE],
};

const POTASSIUM = { ingredient: "potassium", pattern: /potassium|\blite salt\b|\bsalt substitute/i };

export const MEDICINE_CONDITIONS: readonly ConditionRule[] = [
  {
    id: "tetracycline",
    label: "doxycycline or another tetracycline",
    pattern: /\bdoxy(?:cycline)?\b|\bvibramycin\b|\bminocycline\b|\bminocin\b|\bsolodyn\b|\btetracyclines?\b/,
    caution:
      "Calcium, magnesium, zinc and iron (in antacids, mineral supplements and most multivitamins) bind doxycycline and the other tetracyclines in the gut and cut how much of the medicine you absorb, so take them at least 4 hours after your dose, or at least 6 hours before it. Keep taking the antibiotic as prescribed, and ask your pharmacist to fit the timing to your schedule.",
    excludes: [],
    avoid: [],
    referral: "your pharmacist",
    about: /doxycycline|tetracycline|minocycline/i,
    source: DOXYCYCLINE_MINERALS,
    sources: [TETRACYCLINE_MINERALS],
  },
  {
    id: "ace-arb",
    label: "an ACE inhibitor or ARB",
    pattern:
      /\blisinopril\b|\benalapril\b|\bramipril\b|\bbenazepril\b|\bcaptopril\b|\bquinapril\b|\blosartan\b|\bvalsartan\b|\bolmesartan\b|\birbesartan\b|\bcandesartan\b|\btelmisartan\b|\bace inhibitors?\b|\barbs?\b/,
    caution:
      "Lisinopril, losartan and the other ACE inhibitors and ARBs make your body hold on to potassium. A potassium supplement, a high-potassium electrolyte mix or a potassium salt substitute on top can push blood potassium dangerously high, which can upset your heart rhythm, so don't add potassium unless your prescriber says so.",
    excludes: [],
    // Most electrolyte mixes carry potassium: they are left out rather than judged by amount.
    avoid: [POTASSIUM],
    askFirst: [ASHWAGANDHA],
    needs: [ASHWAGANDHA_WITH_MEDICINE, ELECTROLYTES_WITH_ACE],
    about: /potassium|provider|pharmacist/i,
    source: LISINOPRIL_LABEL,
  },
  {
    id: "asthma-inhaler",
    label: "a prescribed inhaler (albuterol)",
    pattern: /\balbuterol\b|\bsalbutamol\b|\blevalbuterol\b|\bproair\b|\bventolin\b|\bxopenex\b|\binhaler\b|\bnebuli[sz]er\b/,
    caution:
      "Keep using your prescribed inhaler as your provider told you: it is a medicine, and the DoD list names albuterol (salbutamol) only as an ingredient no supplement may contain. It can itself make you shaky and raise your heart rate, and a stimulant pre-workout or energy drink adds to that, so ask before you stack one with it.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [],
    about: /provider|pharmacist|stimulant|heart/i,
    source: ALBUTEROL_LABEL,
  },
  {
    id: "insulin",
    label: "type 1 diabetes or insulin",
    pattern: new RegExp(String.raw`\b${TYPE_ONE}diabet(?:es|ic)\b|\bt1d\b|\binsulin\b`),
    caution:
      "On insulin, a long or hard effort (a ruck, a drill weekend, a PT test) can drop your blood sugar during it and for hours afterwards. Follow the exercise plan your diabetes care team gave you: check your sugar before, during long efforts and after, carry fast sugar such as glucose tablets, and stop if you feel shaky, weak or confused. For a daily drink, pick a sugar-free mix so it doesn't move your numbers, and keep the fast sugar separate for treating a low.",
    excludes: [],
    avoid: [SUGAR],
    askFirst: [ASHWAGANDHA],
    needs: [DRINK_ON_INSULIN, ASHWAGANDHA_WITH_MEDICINE],
    referral: "your diabetes care team or provider",
    about: /diabetes|blood sugar|care team/i,
    source: DIABETES_EXERCISE,
  },
  {
    id: "metformin",
    label: "diabetes or metformin",
    pattern: new RegExp(String.raw`\bmetformin\b|\bglucophage\b|(?<!\b${TYPE_ONE})\bdiabet(?:es|ic)\b|\bpre-?diabet(?:es|ic)\b|\ba1c\b`),
    caution:
      "Metformin can lower your vitamin B12 over time, so ask your provider whether to check it rather than guessing with a supplement. For blood sugar, read the Supplement or Nutrition Facts panel for total carbohydrate and added sugars, not the front label; pick unsweetened or sugar-free versions, and never use a supplement in place of your diabetes medicine.",
    excludes: [],
    avoid: [],
    referral: "your provider, pharmacist or dietitian",
    // Diabetes said without metformin: the blood-sugar half alone.
    short: {
      unlessAsked: /\bmetformin\b|\bglucophage\b|\bb-?12\b/,
      text: "For blood sugar, read the Supplement or Nutrition Facts panel for total carbohydrate and added sugars, not the front label; pick unsweetened or sugar-free versions for everyday drinks, and never use a supplement in place of your diabetes medicine.",
    },
    askFirst: [ASHWAGANDHA],
    needs: [ASHWAGANDHA_WITH_MEDICINE],
    about: /provider|pharmacist|sugar|b12/i,
    source: METFORMIN_B12,
  },
];
