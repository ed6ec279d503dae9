import type { Avoid, ConditionNeed } from "./condition-rule";
import { LIMITS } from "./limits-table";
import {
  BIOTIN_TROPONIN,
  CERTIFICATION_WHY,
  ELACTANCIA_CAFFEINE,
  CAFFEINE_SLEEP,
  HPRC_HYDRATION,
  HPRC_STIMULANTS,
  LACTMED_CREATINE,
  MAGNESIUM_INSOMNIA_REVIEW,
  MARCH_OF_DIMES_CAFFEINE,
  MARCH_OF_DIMES_FATIGUE,
  MARCH_OF_DIMES_FOLIC_ACID,
  MARCH_OF_DIMES_NEW_MOM_FATIGUE,
  NCCIH_ASHWAGANDHA,
  NCCIH_ASHWAGANDHA_SIDE_EFFECTS,
  NHS_MELATONIN_MEDICINES,
  NHS_MELATONIN_PREGNANCY,
  OMEGA3_PREGNANCY_RECOMMENDATIONS,
  ODS_WEIGHT_LOSS,
} from "./condition-sources";

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

// "Energy drinks" name a drink, not tiredness.
const TIRED = /\b(?:tired|exhaust\w*|fatigue\w*|energy(?! drinks?\b| shots?\b)|wiped|drained|sleepy|dragging|worn out)\b/;

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

const MELATONIN = /\bmelatonin\b|\bsleep (?:aids?|gumm\w*|pills?)\b/;
const CREATINE = /\bcreatine\b/;
const FAT_BURNER = /\bfat ?burn\w*|\bthermogenics?\b|\bdiet pills?\b|\bweight[- ]?loss (?:pills?|supplements?|products?)\b|\bcutting (?:pills?|stacks?)\b|\bshredders?\b/;

/** Melatonin asked about in pregnancy: the answer, then the pregnancy caution. */
export const MELATONIN_IN_PREGNANCY: ConditionNeed = {
  asks: MELATONIN,
  text: "**Melatonin: not without your OB's go-ahead.** The NHS does not usually recommend it in pregnancy, because little is known about its effect on the baby. For sleep, ask your OB or midwife what is safe for you, and start with what costs nothing: a regular bedtime, a dark, quiet room and no caffeine in the 6 hours before bed.",
  sources: [NHS_MELATONIN_PREGNANCY, CAFFEINE_SLEEP],
};

export const CREATINE_IN_PREGNANCY: ConditionNeed = {
  asks: CREATINE,
  text: "**Creatine: hold it until your OB says yes.** Our sources do not establish that supplemental creatine is safe in pregnancy, so don't keep taking it on your own: bring the tub to your OB or midwife and let them decide.",
  sources: [],
};

export const PROTEIN_IN_PREGNANCY: ConditionNeed = {
  asks: /\bprotein\b|\bwhey\b|\bshakes?\b/,
  text: "**Protein powder:** protein is food, and nothing in our sources rules out a plain protein powder in pregnancy; the problem is what gets added: caffeine, herbs such as ashwagandha, or \"fat-burning\" blends. Choose a third-party certified one with a short label, and show it to your OB or midwife.",
  sources: [MARCH_OF_DIMES_CAFFEINE, NCCIH_ASHWAGANDHA],
};

export const FISH_OIL_IN_PREGNANCY: ConditionNeed = {
  asks: /\bfish oil\b|\bomega[- ]?3s?\b|\bdha\b|\bepa\b|\bkrill\b/,
  text: "**Fish oil:** omega-3s are wanted in pregnancy: the US Dietary Guidelines advise 8 to 12 oz of seafood a week for pregnant women, and the European Food Safety Authority advises 250 mg a day of EPA plus DHA with an extra 100 to 200 mg of DHA. Ask your OB or midwife whether to keep your fish oil; if you do, use a third-party certified one at the label dose.",
  sources: [OMEGA3_PREGNANCY_RECOMMENDATIONS],
};

export const PRENATAL_IN_PREGNANCY: ConditionNeed = {
  asks: /\bprenatals?\b|\bfolic\b|\bfolate\b|\bmulti ?vitamins?\b|\bmultis?\b|\bvitamins?\b/,
  text: "**A prenatal vitamin comes first:** March of Dimes advises a prenatal vitamin with at least 600 micrograms of folic acid once you're pregnant (most healthy women need no more than 1,000 micrograms a day). Your OB or midwife will say which one, and whether you need anything beside it, vitamin D included.",
  sources: [MARCH_OF_DIMES_FOLIC_ACID],
};

export const FAT_BURNER_IN_PREGNANCY: ConditionNeed = {
  asks: FAT_BURNER,
  text: "**No fat burner in pregnancy:** fat burners stack stimulants such as caffeine and synephrine, and in pregnancy caffeine from all sources stays at 200 mg a day or less.",
  sources: [MARCH_OF_DIMES_CAFFEINE, HPRC_STIMULANTS],
};

export const FAT_BURNER_WHILE_NURSING: ConditionNeed = {
  asks: FAT_BURNER,
  text: "**No fat burner while you're nursing.** Fat burners stack stimulants such as caffeine and synephrine, a little caffeine passes into breast milk and can leave a baby fussy or sleeping poorly, and NIH's Office of Dietary Supplements finds little evidence that weight-loss supplements work. For the PT test, steady training and regular meals do the work; ask your OB or provider what pace suits you.",
  sources: [MARCH_OF_DIMES_CAFFEINE, HPRC_STIMULANTS, ODS_WEIGHT_LOSS],
};

export const CREATINE_WHILE_NURSING: ConditionNeed = {
  asks: CREATINE,
  text: "**Creatine: hold it while you're nursing unless your provider prescribes it.** The NIH drug-and-lactation database (LactMed) notes that no one has measured how much supplemental creatine reaches breast milk, and that it can raise a baby's creatinine, which muddles kidney tests.",
  sources: [LACTMED_CREATINE],
};

/** Melatonin or sleep asked about with an antidepressant: the answer and the sleep basics, before the serotonin caution. */
export const MELATONIN_WITH_ANTIDEPRESSANT: ConditionNeed = {
  // Sleep asked about, not a melatonin-free product or a sleep quiz named in passing.
  // Sleep asked about with magnesium alone named is the magnesium answer's (below).
  asks: /(?<!\b(?:no|without|free of) )\bmelatonin\b(?![- ]free)|^(?![\s\S]*\bmagnesium\b)[\s\S]*(?:\binsomnia\b|\b(?:cant|can't|cannot|trouble|hard to|not|barely) sleep\w*|\bsleep (?:is|has been) \w+|\b(?:for|better|help me|with) sleep\b|\bsleep aids?\b)/,
  text: "**Melatonin: ask your prescriber or pharmacist before you add it, not on your own.** The NHS lists antidepressants among the medicines that can change melatonin's drowsy effect (it names fluvoxamine and amitriptyline), and says not to stack other sleepy herbal remedies on top. For sleep itself, the basics carry no interaction: a fixed wake-up time, a dark, quiet room, the phone away, and no caffeine in the 6 hours before bed; and tell your prescriber how you're sleeping.",
  sources: [NHS_MELATONIN_MEDICINES, CAFFEINE_SLEEP],
};

/** Magnesium asked about with an antidepressant: the other half of "melatonin or magnesium?", answered too. */
export const MAGNESIUM_WITH_ANTIDEPRESSANT: ConditionNeed = {
  asks: /(?<!\b(?:no|without) )\bmagnesium\b/,
  text: `**Magnesium: modest at best for sleep, and our sources name no interaction with an antidepressant, so let the pharmacist check it.** A 2021 meta-analysis found three small trials, in older adults with insomnia: it shortened the time to fall asleep by about 17 minutes, on low-quality evidence. If you try it, keep every supplement's magnesium together under ${LIMITS.magnesium.amount} mg a day, the upper limit for magnesium from supplements.`,
  sources: [MAGNESIUM_INSOMNIA_REVIEW, LIMITS.magnesium.source],
};

/** Electrolytes or fuel for long efforts on an ACE inhibitor or ARB: a usable direction, then the potassium caution. */
export const ELECTROLYTES_WITH_ACE: ConditionNeed = {
  asks: /\belectrolyt\w*|\bhydration\b|\bsports? drinks?\b|\bgatorade\b|\bliquid ?iv\b|\blmnt\b|\bsodium\b|\bcarbs?\b|\bcarbohydrates?\b/,
  text: "**For long efforts: a sodium-based electrolyte with little or no potassium, and carbohydrate when it runs long.** For exercise over an hour HPRC says water, a sports drink or both; a typical sports drink carries 12 to 24 g of carbohydrate, 82 to 163 mg of sodium and only 18 to 46 mg of potassium per 8 oz. Read the panel on yours: a mix that lists far more potassium than that is the kind to clear with your prescriber first.",
  sources: [HPRC_HYDRATION],
};

export const PRE_WHILE_NURSING: ConditionNeed = {
  asks: /\bpre-?workouts?\b|\bpres?\b|\bstims?\b|\bc4\b/,
  text: "**No stimulant pre-workout while you're nursing:** a pre usually packs a large dose of caffeine, often with other stimulants, and a little caffeine passes into breast milk. If you want something before PT, a stimulant-free pre is the kind to ask your OB or your baby's doctor about.",
  sources: [MARCH_OF_DIMES_CAFFEINE, HPRC_STIMULANTS],
};

/** Coffee or an energy drink asked about while nursing: the amounts the studies describe, beyond the rule's "keep it low". */
export const CAFFEINE_AMOUNT_WHILE_NURSING: ConditionNeed = {
  asks: /\bcaffeine\b|\bcoffees?\b|\bcups? of\b|\benergy drinks?\b|\bmonsters?\b|\bcelsius\b|\bred ?bull\b|\bbang\b|\brockstar\b|\bc4\b|\bghost\b/,
  text: "**How much caffeine while nursing:** moderate caffeine is considered compatible with breastfeeding. The e-lactancia database, which reviews the published studies, reports nervousness, irritability and poor sleep in babies when mothers take more than 300 to 500 mg a day, and newborns and premature babies clear caffeine far more slowly, so stay lower in the first weeks and cut back if your baby seems fussy or wakeful. Count every source, energy drinks and pre-workout included.",
  sources: [ELACTANCIA_CAFFEINE, MARCH_OF_DIMES_CAFFEINE],
};

export const PROTEIN_WHILE_NURSING: ConditionNeed = {
  asks: /\bprotein\b|\bwhey\b|\bshakes?\b/,
  text: "**Protein powder:** protein is food, and meals are the first place to get it while you're nursing. A powder is a supplement sold without FDA approval, so what needs checking is the tub: choose a plain, third-party certified protein with a short label, skip ones with added caffeine, herbal blends or fat burners, and tell your OB or your baby's doctor which one you use.",
  sources: [CERTIFICATION_WHY],
};
