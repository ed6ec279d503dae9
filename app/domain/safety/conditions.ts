import type { Source } from "~/domain/source";
import {
  ARMY_HYDRATION,
  BEETROOT_BP,
  CAFFEINE_SLEEP,
  CERTIFICATION_WHY,
  FDA_CAFFEINE,
  OPSS_FLIGHT_CREW,
  BIOTIN_THYROID_TESTS,
  GINKGO_WARFARIN,
  HPRC_STIMULANTS,
  ISOTRETINOIN_LABEL,
  LACTMED_MELATONIN,
  LEVOTHYROXINE_LABEL,
  MARCH_OF_DIMES_CAFFEINE,
  NCCIH_ST_JOHNS_WORT,
  OMEGA3_BLEEDING,
  TURMERIC_WARFARIN,
  VITAMIN_A_UPPER_LIMIT,
  VITAMIN_E_WARFARIN,
} from "./condition-sources";
import type { Avoid, ConditionId, ConditionRule } from "./condition-rule";
import {
  ASHWAGANDHA,
  ASHWAGANDHA_IN_PREGNANCY,
  ASHWAGANDHA_WITH_MEDICINE,
  BIOTIN_HEART_TESTS,
  CAFFEINE_AMOUNT_WHILE_NURSING,
  CREATINE_IN_PREGNANCY,
  CREATINE_WHILE_NURSING,
  FAT_BURNER_IN_PREGNANCY,
  FAT_BURNER_WHILE_NURSING,
  FISH_OIL_IN_PREGNANCY,
  MELATONIN_IN_PREGNANCY,
  MAGNESIUM_WITH_ANTIDEPRESSANT,
  MELATONIN_WITH_ANTIDEPRESSANT,
  PRE_WHILE_NURSING,
  PRENATAL_IN_PREGNANCY,
  PROTEIN_IN_PREGNANCY,
  PROTEIN_WHILE_NURSING,
  TIREDNESS_IN_PREGNANCY,
  TIREDNESS_WHILE_NURSING,
} from "./condition-needs";
import { MEDICINE_CONDITIONS } from "./medicine-conditions";
import { ORGAN_CONDITIONS } from "./organ-conditions";
import { READING_CONDITIONS } from "./reading-conditions";

/*
 * The one table of medicines, conditions and duty that change which products may be shown and
 * what an answer must say: CLEARED AI reads people's words with it, the quiz maps its answers
 * onto it, and the product screen (./screen.ts) applies its exclusions for both.
 * Each caution restates, in our own words, a source our Learning Center guides cite (URL and the
 * date it was read); the guides' own pages carry the full text.
 */

const INTERACTIONS_OPSS: Source = {
  title: "OPSS: guidance for providers on taking a dietary supplement history",
  url: "https://www.opss.org/node/2470",
  checked: "2026-11-23",
};
const SEROTONIN: Source = {
  title: "The serotonin syndrome: from molecular mechanisms to clinical practice (Int J Mol Sci, 2019)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6539562",
  checked: "2026-11-23",
};
const WARFARIN: Source = {
  title: "Warfarin and vitamin K intake in the era of pharmacogenetics (Br J Clin Pharmacol, 2010)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2911546",
  checked: "2026-11-23",
};

export { type Avoid, CONDITION_IDS, type ConditionId, type ConditionRule } from "./condition-rule";

const VITAMIN_A_UL = `${VITAMIN_A_UPPER_LIMIT.mcg.toLocaleString("en-US")} mcg (${VITAMIN_A_UPPER_LIMIT.iu.toLocaleString("en-US")} IU) of preformed vitamin A a day`;

export const REFERRAL =
  "Check with your provider or pharmacist before you start it, and bring the label; never change a prescribed medicine to make room for a supplement.";

const FIVE_HTP_CAUTION =
  "Don't add 5-HTP or St John's wort: both raise serotonin, and with an SSRI, another antidepressant or an MAOI they can add up to serotonin syndrome, which can be life-threatening (agitation, a racing heart, fever, stiff or twitching muscles: get care now).";
/** Asked about stimulant products with an antidepressant: what our sources say, and that they say no more. */
export const SEROTONERGIC_STIMULANT_NOTE = {
  asks: /\bpre-?workouts?\b|\bpres?\b|\bfat ?burners?\b|\bthermogenics?\b|\bstims?\b|\bstimulants?\b|\benergy drinks?\b|\bcaffeine\b/,
  text: "Not without your prescriber's OK. Our sources do not cover stimulant products (pre-workouts, fat burners, energy drinks) with an antidepressant specifically, so this is not a go-ahead. Stimulants such as caffeine, yohimbine (yohimbe) and synephrine raise heart rate and blood pressure, and a fat burner often stacks several of them: ask your prescriber or pharmacist before you take one, with its label.",
  source: HPRC_STIMULANTS,
};

const STIMULANTS = /\bstim\w*|\bpre-?workouts?\b|\bpres?\b|\bcaffeine\b|\bcoffee\b|\benergy\b|\bfat ?burn\w*|\bthermogenic|\byohimb|\bsynephrine\b/;
const STIMULANTS_OR_NITRATE = new RegExp(`${STIMULANTS.source}|\\bbeet|\\bnitrate|\\bpump\\b`);

/** Melatonin asked about with an antidepressant: its answer says to ask first, so no melatonin pick sits beside it. */
const MELATONIN_ASKED: Avoid = { ingredient: "melatonin", pattern: /(?<!\b(?:no|without|free of) )\bmelatonin\b(?![- ]free)/i };

// 5-HTP is left out by the constraint of each rule below.
const SEROTONIN_AVOID: Avoid[] = [{ ingredient: "St John's wort", pattern: /st\.? john'?s wort/i }];

export const CONDITIONS: readonly ConditionRule[] = [
  {
    id: "ssri",
    label: "an SSRI",
    pattern: /\bssris?\b|\bsertraline\b|\bzoloft\b|\bfluoxetine\b|\bprozac\b|\bescitalopram\b|\blexapro\b|\bcitalopram\b|\bcelexa\b|\bparoxetine\b|\bpaxil\b|\bfluvoxamine\b|\bluvox\b/,
    caution: FIVE_HTP_CAUTION,
    excludes: [{ kind: "exclude", ingredient: "5-htp" }],
    avoid: SEROTONIN_AVOID,
    askFirst: [ASHWAGANDHA, MELATONIN_ASKED],
    needs: [ASHWAGANDHA_WITH_MEDICINE, MELATONIN_WITH_ANTIDEPRESSANT, MAGNESIUM_WITH_ANTIDEPRESSANT],
    search: "5-HTP SSRI antidepressant serotonin",
    about: /5-htp|ssri|antidepressant|serotonin/i,
    source: SEROTONIN,
    sources: [NCCIH_ST_JOHNS_WORT],
  },
  {
    id: "maoi",
    label: "an MAOI",
    pattern: /\bmaois?\b|\bmonoamine oxidase\b|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bselegiline\b|\bemsam\b|\bisocarboxazid\b|\bmarplan\b/,
    caution: FIVE_HTP_CAUTION,
    excludes: [{ kind: "exclude", ingredient: "5-htp" }],
    avoid: SEROTONIN_AVOID,
    askFirst: [ASHWAGANDHA, MELATONIN_ASKED],
    needs: [ASHWAGANDHA_WITH_MEDICINE, MELATONIN_WITH_ANTIDEPRESSANT, MAGNESIUM_WITH_ANTIDEPRESSANT],
    search: "5-HTP SSRI antidepressant serotonin",
    about: /5-htp|ssri|antidepressant|serotonin/i,
    source: SEROTONIN,
    sources: [NCCIH_ST_JOHNS_WORT],
  },
  {
    id: "antidepressant",
    label: "an antidepressant",
    pattern: /\bantidepressants?\b|\bsnris?\b|\bvenlafaxine\b|\beffexor\b|\bduloxetine\b|\bcymbalta\b|\bdesvenlafaxine\b|\bpristiq\b|\bbupropion\b|\bwellbutrin\b|\btrazodone\b|\bmirtazapine\b|\bremeron\b|\bamitriptyline\b|\bnortriptyline\b|\btricyclic\b/,
    caution: FIVE_HTP_CAUTION,
    excludes: [{ kind: "exclude", ingredient: "5-htp" }],
    avoid: SEROTONIN_AVOID,
    askFirst: [ASHWAGANDHA, MELATONIN_ASKED],
    needs: [ASHWAGANDHA_WITH_MEDICINE, MELATONIN_WITH_ANTIDEPRESSANT, MAGNESIUM_WITH_ANTIDEPRESSANT],
    search: "5-HTP SSRI antidepressant serotonin",
    about: /5-htp|ssri|antidepressant|serotonin/i,
    source: SEROTONIN,
    sources: [NCCIH_ST_JOHNS_WORT],
  },
  {
    id: "blood-thinner",
    label: "a blood thinner",
    pattern: /\bwarfarin\b|\bcoumadin\b|\bjantoven\b|\bblood thinners?\b|\banticoagulants?\b|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bclopidogrel\b|\bplavix\b|\bheparin\b|\bbaby aspirin\b|\bdaily aspirin\b|\baspirin (?:daily|every day|therapy|regimen)\b|\bticagrelor\b|\bbrilinta\b|\bprasugrel\b|\beffient\b|\benoxaparin\b|\blovenox\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bsavaysa\b/,
    caution:
      "Fish oil (omega-3), ginkgo, turmeric (curcumin) and vitamin E can each add to bleeding risk on a blood thinner: one warfarin patient's INR climbed above 10 within weeks of starting a turmeric product, and large doses of vitamin E can strengthen warfarin's effect. Vitamin K changes how strongly warfarin works. Add none of them unless whoever manages your blood thinner agrees; on warfarin, expect more frequent INR checks if they do.",
    excludes: [],
    avoid: [{ ingredient: "vitamin K", pattern: /\bvitamins? k(?:\d|\b)/i }],
    referral: "whoever manages your blood thinner or your pharmacist",
    askFirst: [
      { ingredient: "fish oil or omega-3", pattern: /fish oil|omega-?3|\bepa\b|\bdha\b|krill/i },
      { ingredient: "ginkgo", pattern: /ginkgo/i },
      { ingredient: "turmeric", pattern: /turmeric|curcumin/i },
      { ingredient: "vitamin E", pattern: /\bvitamin e\b|tocopherol/i },
      ASHWAGANDHA,
    ],
    needs: [ASHWAGANDHA_WITH_MEDICINE],
    search: "vitamin K warfarin blood thinner",
    about: /warfarin|vitamin k|blood thinner|anticoagulant|fish|omega|ginkgo|turmeric|curcumin|bleed/i,
    source: WARFARIN,
    sources: [OMEGA3_BLEEDING, GINKGO_WARFARIN, TURMERIC_WARFARIN, VITAMIN_E_WARFARIN],
  },
  {
    id: "blood-pressure",
    label: "high blood pressure or its medicine",
    // The person's blood pressure, not the words in a question ("does caffeine raise blood pressure?").
    pattern:
      /\b(?:high|elevated|raised|borderline)\s+(?:blood pressure|bp)\b|\bhypertensi\w*|\b(?:my|his|her|their)\s+(?:blood pressure|bp)\b|\b(?:blood pressure|bp)\s+(?:meds?|medicines?|medications?|pills?|issues?|problems?|condition|(?:is|was|runs?|has been|been|gets?|got|keeps?)\s+(?:high|up|elevated|through the roof))\b|\blisinopril\b|\bamlodipine\b|\blosartan\b|\bmetoprolol\b|\bbeta[- ]blockers?\b|\bhydrochlorothiazide\b/,
    caution:
      "Stimulants such as caffeine, yohimbine (yohimbe) and synephrine raise heart rate and blood pressure, so skip stimulant pre-workouts. Beet root and other nitrate \"pump\" products work the other way: dietary nitrate lowers blood pressure, which can add to what your medicine already does, so ask before those too.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    // Nitrate products are left out: their caution is the opposite of the stimulants'. Yohimbe and
    // synephrine come in stimulant products, which the caffeine rule already leaves out.
    avoid: [{ ingredient: "beet root or nitrate", pattern: /\bbeet|nitrate/i }],
    askFirst: [
      { ingredient: "yohimbe", pattern: /yohimb/i },
      { ingredient: "synephrine", pattern: /synephrine|bitter orange/i },
      ASHWAGANDHA,
    ],
    needs: [ASHWAGANDHA_WITH_MEDICINE],
    // Beside an ACE inhibitor's or ARB's own caution, a question about neither stimulants nor nitrates needs no second block.
    short: {
      unlessAsked: STIMULANTS_OR_NITRATE,
      text: "Stimulant pre-workouts and fat burners raise blood pressure, and beet root or other nitrate \"pump\" products lower it, which adds to any blood pressure medicine: ask before either.",
      coveredBy: ["ace-arb"],
    },
    search: "stimulant pre-workout high blood pressure heart",
    about: /blood pressure|heart|yohimb|beet|nitrate|stimulant/i,
    source: HPRC_STIMULANTS,
    sources: [BEETROOT_BP],
  },
  {
    id: "heart",
    label: "a heart condition",
    pattern: /\bheart (?:condition|problems?|disease|rhythm)\b|\barrhythmia\b|\bafib\b|\batrial fibrillation\b/,
    caution:
      "Being cleared for duty is not the same as being cleared for stimulants: caffeine, yohimbine and synephrine raise heart rate, can make it irregular and raise blood pressure, which matters more with a heart history. Ask your cardiologist specifically about stimulant pre-workouts and energy drinks before you start one, and hold off on any you had in mind until they clear you; if you want something before PT meanwhile, only a stimulant-free pre is worth asking them about.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [],
    referral: "your cardiologist or provider",
    // Asked about something else, or said of someone not in uniform: the stimulant caution in one line.
    short: {
      unlessAsked: STIMULANTS,
      text: "Stimulants (caffeine, pre-workouts, energy drinks, fat burners) raise heart rate and can make it irregular: they are the ones to clear with the cardiologist before anything else.",
    },
    needs: [BIOTIN_HEART_TESTS],
    search: "stimulant pre-workout high blood pressure heart",
    about: /blood pressure|heart/i,
    source: HPRC_STIMULANTS,
  },
  {
    id: "stimulant-medication",
    label: "a prescribed stimulant",
    pattern: /\badderall?\b|\bvyvanse\b|\britalin\b|\bmethylphenidate\b|\bconcerta\b|\bamphetamine salts\b|\badhd med|\blisdexamfetamine\b|\bdextroamphetamine\b|\bfocalin\b/,
    caution:
      "Your prescription is between you and your prescriber: the DoD list is about ingredients in dietary supplements. The concern is stacking: a stimulant pre-workout, fat burner or energy drink on top of a prescribed stimulant adds to its effect on heart rate and blood pressure, so don't stack them. If you want something before PT, a stimulant-free pre is the kind to ask your prescriber about.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [],
    askFirst: [ASHWAGANDHA],
    needs: [ASHWAGANDHA_WITH_MEDICINE],
    search: "stimulant pre-workout high blood pressure heart",
    about: /blood pressure|heart/i,
    source: HPRC_STIMULANTS,
  },
  {
    id: "sedating-medication",
    label: "a medicine that makes you sleepy",
    pattern: /\bsleeping pills?\b|\bambien\b|\bzolpidem\b|\bbenadryl\b|\bdiphenhydramine\b|\bhydroxyzine\b|\bbenzodiazepines?\b|\bxanax\b|\bvalium\b|\bgabapentin\b|\bsedatives?\b/,
    caution: "Melatonin adds daytime sleepiness to a medicine that already makes you drowsy.",
    excludes: [{ kind: "exclude", ingredient: "melatonin" }],
    avoid: [],
    askFirst: [ASHWAGANDHA],
    needs: [ASHWAGANDHA_WITH_MEDICINE],
    warnedIn: /sedative/i,
    search: "melatonin medicines sleepy drowsy",
    about: /drows|sleepy|sedat/i,
    source: INTERACTIONS_OPSS,
  },
  {
    id: "thyroid",
    label: "a thyroid condition or its medicine",
    pattern: /\bthyroid\b|\blevothyroxine\b|\bsynthroid\b|\bhypothyroid\w*|\bhyperthyroid\w*|\bhashimoto|\bgraves'? disease\b/,
    caution:
      "Take levothyroxine at least 4 hours apart from iron, calcium and a multivitamin that has them: they reduce how much of the medicine you absorb. Ashwagandha is not for use with a thyroid condition without a clinician's advice. Biotin, common in multivitamins and hair products, can throw off thyroid blood tests at supplement doses: tell your provider you take it before a test.",
    excludes: [],
    avoid: [ASHWAGANDHA],
    warnedIn: /thyroid/i,
    // Iron, calcium and multivitamins come up in many sections: only a thyroid one answers here.
    about: /thyroid|levothyroxine/i,
    source: INTERACTIONS_OPSS,
    sources: [LEVOTHYROXINE_LABEL, BIOTIN_THYROID_TESTS],
  },
  {
    id: "isotretinoin",
    label: "isotretinoin (Accutane)",
    pattern: /\bisotretinoin\b|\baccutane\b|\babsorica\b|\bclaravis\b|\bamnesteem\b/,
    caution: `Isotretinoin is related to vitamin A, so don't take extra vitamin A on top of it: that includes a multivitamin with vitamin A (retinol or retinyl) in it. The adult upper limit for vitamin A, ${VITAMIN_A_UL}, is a ceiling for everyone, not a target on isotretinoin. Review every supplement with your dermatologist or pharmacist.`,
    excludes: [],
    avoid: [{ ingredient: "vitamin A", pattern: /\bvitamin a\b|retinol|retinyl/i }],
    referral: "your dermatologist or pharmacist",
    about: /vitamin a|isotretinoin|accutane|multi/i,
    source: ISOTRETINOIN_LABEL,
    sources: [VITAMIN_A_UPPER_LIMIT.source],
  },
  {
    id: "pregnancy",
    label: "pregnancy",
    pattern: /\bpregnan\w*|\btrying to conceive\b|\btrying to get pregnant\b/,
    caution:
      "In pregnancy, the everyday caffeine figure does not apply: stop the pre-workout and energy drinks, and keep caffeine from all sources to 200 mg a day or less (about one 12 oz coffee). Every supplement, creatine included, and a prenatal vitamin are questions for your OB, midwife or provider, soon.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [ASHWAGANDHA],
    needs: [TIREDNESS_IN_PREGNANCY, ASHWAGANDHA_IN_PREGNANCY, MELATONIN_IN_PREGNANCY, CREATINE_IN_PREGNANCY, PROTEIN_IN_PREGNANCY, FISH_OIL_IN_PREGNANCY, PRENATAL_IN_PREGNANCY, FAT_BURNER_IN_PREGNANCY],
    warnedIn: /pregnan/i,
    referOnly: true,
    referral: "your OB, midwife or provider",
    reminder: "still no pre-workout or energy drinks, and caffeine from all sources at 200 mg a day or less",
    about: /pregnan|breastfeed/i,
    source: FDA_CAFFEINE,
    sources: [MARCH_OF_DIMES_CAFFEINE],
  },
  {
    id: "breastfeeding",
    label: "breastfeeding",
    pattern: /\bbreast-?feeding\b|\bbreast milk\b|\bnursing (?:my|a|the) (?:baby|newborn|son|daughter)\b/,
    caution:
      "A small amount of caffeine passes into breast milk, so keep caffeine low while breastfeeding: babies of mothers who drink more than 2 to 3 cups of coffee a day may become irritable or sleep poorly. Skip stimulant pre-workouts. For sleep, there are no safety data on melatonin taken by nursing mothers, so ask about a sleep aid before you take one.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    // NIH advises against ashwagandha while breastfeeding (ASHWAGANDHA_IN_PREGNANCY says so): never a pick beside that advice.
    avoid: [ASHWAGANDHA],
    referOnly: true,
    referral: "your OB, midwife or your baby's doctor",
    reminder: "a little caffeine passes into breast milk, so keep it low and skip stimulant pre-workouts",
    needs: [TIREDNESS_WHILE_NURSING, CAFFEINE_AMOUNT_WHILE_NURSING, ASHWAGANDHA_IN_PREGNANCY, FAT_BURNER_WHILE_NURSING, PRE_WHILE_NURSING, CREATINE_WHILE_NURSING, PROTEIN_WHILE_NURSING],
    about: /breastfeed|breast milk|nursing|lactat/i,
    source: MARCH_OF_DIMES_CAFFEINE,
    sources: [LACTMED_MELATONIN],
  },
  ...MEDICINE_CONDITIONS,
  ...ORGAN_CONDITIONS,
  ...READING_CONDITIONS,
  {
    id: "medication",
    label: "a prescribed medicine",
    pattern: /\bmedications?\b|\bmeds\b|\bprescri(?:bed|ption)s?\b|\bon (?:a )?pills?\b|\binsulin\b|\bmetformin\b|\bbirth control\b|\bprednisone\b|\bantibiotics?\b/,
    caution: "Supplements can interact with medicines and with health conditions.",
    excludes: [],
    avoid: [],
    search: "supplement interactions medications provider pharmacist",
    about: /provider|pharmacist/i,
    source: INTERACTIONS_OPSS,
  },
];

export const DUTY_IDS = ["aircrew", "night-shift", "heat", "deployment", "drug-test"] as const;
export type DutyId = (typeof DUTY_IDS)[number];

export interface DutyRule {
  id: DutyId;
  /** Tested on the lower-cased text. */
  pattern: RegExp;
  /** Abbreviations that only count in capitals ("UA", "AO"), tested on the text as written. */
  capitals?: RegExp;
  note: string;
  /** Only products whose sport certification is confirmed in the certifier's registry are shown. */
  needsRegistryListing?: boolean;
  search: string;
  source: Source;
}

export const DUTIES: readonly DutyRule[] = [
  {
    id: "aircrew",
    pattern: /\bpilots?\b|\baircrew\b|\bair ?crew\b|\bflight (?:crew|status|duty|surgeon|deck)\b|\baviat\w+|\bhelo\b|\bhelicopter\b|\bcrew chief\b|\bloadmaster\b|\bon flight\b|\bflying (?:status|tomorrow|tonight|duty)\b/,
    note: "On flight status your flight surgeon comes first: the services prohibit most dietary supplements for flight crew, performance products and energy drinks included, unless a flight surgeon approves an exception.",
    search: "aircrew flight status caffeine flight surgeon",
    source: OPSS_FLIGHT_CREW,
  },
  {
    id: "night-shift",
    // Watches at sea and rotating shifts are the same problem: sleep out of step with the clock.
    pattern: /\bnight ?shifts?\b|(?<!\b(?:most|some|many|all|other|every|few) )\bnights\b|\bovernight\b|\bgraveyard\b|\bmid ?shifts?\b|\b12s\b|\b12[- ]?(?:hr|hour)s?\b|\brotating (?:watch|shift)\w*|\bwatch ?(?:bill|rotation|schedule|sections?)\b|\bbetween watches\b|\b(?:stand|standing|on|off|mid|night|rotating) watch(?:es)?\b|\bthe \d{4} watch\b|\bshift ?work\w*|\bswing shifts?\b|\bmids\b/,
    note: "On a night or long shift, stop caffeine at least 6 hours before you plan to sleep, day sleep included.",
    search: "night shift caffeine before sleep",
    source: CAFFEINE_SLEEP,
  },
  {
    id: "heat",
    pattern: /\bheat\b|\bhot\b|\bdesert\b|\bhumid\w*|\bsweat(?:ing|y)?\b/,
    note: "In the heat, drink to a plan rather than as much as you can: the Army's heat guidance caps fluid at 1.5 quarts an hour, and on long efforts an electrolyte drink with sodium helps replace what you sweat.",
    search: "heat hydration sodium electrolytes per hour",
    source: ARMY_HYDRATION,
  },
  {
    id: "deployment",
    pattern: /\bdeploy\w*|\bdownrange\b|\bin the field\b|\bfield (?:op|exercise|training)\w*/,
    capitals: /\bAO\b/,
    note: "For a deployment, pack certified products in their sealed containers and write down the lot numbers, so you can look each one up on the certifier's site.",
    search: "certification lot number check",
    source: CERTIFICATION_WHY,
  },
  {
    id: "drug-test",
    pattern: /\bdrug test(?:s|ing)?\b|\burinalysis\b|\bpiss test\b|\bpee test\b|\bpop (?:hot|positive)\b|\btest(?:ing)? positive\b/,
    capitals: /\bUA\b/,
    needsRegistryListing: true,
    note: "Before a drug test, a certified product is the safest choice, but certification lowers the risk rather than removing it and a supplement is no defense for a positive result: look up your lot on the certifier's site.",
    search: "drug test supplement positive certification lot",
    source: CERTIFICATION_WHY,
  },
];

export function conditionsIn(text: string): ConditionId[] {
  const lower = text.toLowerCase();
  const found = CONDITIONS.filter((c) => c.pattern.test(lower)).map((c) => c.id);
  // A named class or medicine says more than "medication".
  return found.length > 1 ? found.filter((id) => id !== "medication") : found;
}

export function dutiesIn(text: string): DutyId[] {
  const lower = text.toLowerCase();
  return DUTIES.filter((d) => d.pattern.test(lower) || d.capitals?.test(text)).map((d) => d.id);
}

const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
const DUTY_BY_ID = new Map(DUTIES.map((d) => [d.id, d]));

export function conditionRule(id: ConditionId): ConditionRule {
  const rule = CONDITION_BY_ID.get(id);
  if (!rule) throw new Error(`no rule for condition ${id}`);
  return rule;
}

export function dutyRule(id: DutyId): DutyRule {
  const rule = DUTY_BY_ID.get(id);
  if (!rule) throw new Error(`no rule for duty ${id}`);
  return rule;
}
