import type { Avoid, ConditionNeed } from "./condition-rule";
import { BIOTIN_TROPONIN, MARCH_OF_DIMES_FATIGUE, MARCH_OF_DIMES_NEW_MOM_FATIGUE, NCCIH_ASHWAGANDHA, NCCIH_ASHWAGANDHA_SIDE_EFFECTS } from "./condition-sources";

/*
 * What people ask for beside a medicine or condition, answered first from a source (./condition-
 * rule.ts `needs`): the herb they name with their medicine, the tiredness they name in pregnancy,
 * the supplement that can throw off a heart test. Each text restates its sources in our words.
 */

export const ASHWAGANDHA: Avoid = { ingredient: "ashwagandha", pattern: /ashwagandha/i };

/** Ashwagandha named with a medicine: our sources name no interaction with a given one, only that it may interact. */
export const ASHWAGANDHA_WITH_MEDICINE: ConditionNeed = {
  asks: /\bashwagandha\b/,
  text: "**Ashwagandha: ask your prescriber or pharmacist before you add it.** Our sources name no specific interaction with this medicine, but NIH notes that ashwagandha may interact with some medications, and in some people it causes drowsiness, stomach upset, diarrhea or vomiting.",
  sources: [NCCIH_ASHWAGANDHA, NCCIH_ASHWAGANDHA_SIDE_EFFECTS],
};

export const ASHWAGANDHA_IN_PREGNANCY: ConditionNeed = {
  asks: /\bashwagandha\b/,
  text: "**Stop the ashwagandha:** NIH advises against taking it if you are pregnant or breastfeeding, and if you are trying to conceive, ask your OB before you keep taking it.",
  sources: [NCCIH_ASHWAGANDHA],
};

const TIRED = /\b(?:tired|exhaust\w*|fatigue\w*|energy|wiped|drained|sleepy|dragging|worn out)\b/;

export const TIREDNESS_IN_PREGNANCY: ConditionNeed = {
  asks: TIRED,
  text: "**For tiredness in pregnancy, start with rest and food rather than a product:** early pregnancy raises the hormone progesterone, which can make you sluggish and sleepy. Naps and breaks, an earlier bedtime, some exercise, plenty of fluids and healthy meals help, and so does asking for help. Tell your OB or midwife how tired you are: tiredness can also be a sign of anemia, which they can check for.",
  sources: [MARCH_OF_DIMES_FATIGUE],
};

export const BIOTIN_HEART_TESTS: ConditionNeed = {
  asks: /\bbiotin\b|\bmulti(?:vitamin)?s?\b|\bhair\b|\blabs?\b|\bblood ?work\b|\btroponin\b/,
  text: "Biotin, found in multivitamins and hair, skin and nail supplements, can make some troponin tests, which doctors use to diagnose a heart attack, read falsely low: tell your provider and the lab that you take it.",
  sources: [BIOTIN_TROPONIN],
};

export const TIREDNESS_WHILE_NURSING: ConditionNeed = {
  asks: TIRED,
  text: "**For the exhaustion, sleep and food come first, not a product:** feeling really tired with a new baby is normal. Sleep when the baby sleeps, even a short nap, let chores wait, eat healthy meals and stay active. Keep caffeine low (below), and tell your OB or provider how tired you are.",
  sources: [MARCH_OF_DIMES_NEW_MOM_FATIGUE],
};
