import type { Source } from "~/domain/source";
import type { ConditionId } from "./condition-rule";
import {
  DOXYCYCLINE_MINERALS,
  GINKGO_WARFARIN,
  HPRC_STIMULANTS,
  OMEGA3_BLEEDING,
  OMEGA3_NSAID_MAYO,
  NSAID_BLEEDING_SIGNS,
  TETRACYCLINE_MINERALS,
  TURMERIC_WARFARIN,
  VITAMIN_E_WARFARIN,
} from "./condition-sources";

/*
 * What to do with each supplement a person names beside their medicine: keep it, space it from
 * the dose, or ask first, with the reason in our words from a source. A medicine's caution names
 * fixed examples ("fish oil, ginkgo, turmeric and vitamin E"); when the person says what they take,
 * the answer speaks of those, one line each, and of nothing they did not name.
 */

const READ = "2026-11-27";

const WARFARIN_VITAMIN_K: Source = {
  title: "Warfarin and vitamin K intake in the era of pharmacogenetics (Br J Clin Pharmacol, 2010)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC2911546",
  checked: "2026-11-23",
};
export const GARLIC_BLEEDING: Source = {
  title: "RxWiki, Natural Medicines: Garlic (precautions and interactions: thins the blood like aspirin; medicines that slow clotting)",
  url: "https://feeds.rxwiki.com/natural-medicines/garlic",
  checked: READ,
};
export const GINKGO_ASPIRIN: Source = {
  title: "ISMP Consumer Med Safety: Be cautious with ginkgo biloba (bleeding with warfarin or aspirin)",
  url: "https://www.consumermedsafety.org/safety-articles/be-cautious-with-ginkgo-biloba",
  checked: READ,
};

export type Verdict = "keep" | "space" | "ask-first";

/** A supplement as people name it: "my multi", "fish oil", "a pre". */
export interface OwnSupplement {
  id: string;
  /** How the answer names it. */
  name: string;
  pattern: RegExp;
  /** Named in the person's own words ("your whey", "your C4"), for a kind said many ways. */
  ownWords?: true;
}

export interface OwnSupplementVerdict {
  supplement: OwnSupplement["id"];
  verdict: Verdict;
  /** The reason, in our words from the sources. */
  because: string;
  sources: Source[];
}

/** The verdicts for one medicine class, and what its caution says about the medicine itself. */
export interface MedicineVerdicts {
  condition: ConditionId;
  /** Said before the lines: what the medicine itself brings, whatever is taken with it. */
  medicineNote?: string;
  /** Said after the lines when one of them is to ask first: what follows if the prescriber agrees. */
  afterNote?: string;
  verdicts: OwnSupplementVerdict[];
}

export const OWN_SUPPLEMENTS: readonly OwnSupplement[] = [
  { id: "fish-oil", name: "Fish oil", pattern: /\bfish ?oils?\b|\bomega[- ]?3s?\b|\bkrill\b|\bepa\b|\bdha\b/ },
  { id: "ginkgo", name: "Ginkgo", pattern: /\bginkgo\b|\bgingko\b/ },
  { id: "turmeric", name: "Turmeric", pattern: /\bturmeric\b|\bcurcumin\b/ },
  { id: "vitamin-e", name: "Vitamin E", pattern: /\bvitamin e\b|\btocopherol\b/ },
  { id: "garlic", name: "Garlic pills", pattern: /\bgarlic\b/ },
  { id: "ginger", name: "Ginger", pattern: /\bginger\b/ },
  { id: "vitamin-k", name: "Vitamin K", pattern: /\bvitamins? k(?:1|2)?\b|\bk2\b/ },
  { id: "multivitamin", name: "Your multivitamin", pattern: /\bmulti(?:-?vitamin)?s?\b/, ownWords: true },
  { id: "vitamin-d", name: "Vitamin D", pattern: /\bvitamin d3?\b|\bd3\b/ },
  { id: "stimulants", name: "A pre-workout or energy drink", pattern: /\bpre-?workouts?\b|\bpres?\b|\bc4\b|\bcaffeine\b|\benergy drinks?\b|\bmonsters?\b|\bred ?bulls?\b|\bcelsius\b/, ownWords: true },
  { id: "creatine", name: "Creatine", pattern: /\bcreatine\b/ },
  { id: "protein", name: "Your protein", pattern: /\bwhey(?: protein)?\b|\bprotein(?: shakes?| powder)?\b/, ownWords: true },
  { id: "melatonin", name: "Melatonin", pattern: /\bmelatonin\b/ },
  { id: "magnesium", name: "Magnesium", pattern: /\bmagnesium\b/ },
  { id: "zinc", name: "Zinc", pattern: /\bzinc\b/ },
  { id: "iron", name: "Iron", pattern: /\biron\b/ },
  { id: "calcium", name: "Calcium", pattern: /\bcalcium\b/ },
];

// Published windows differ in direction (the mineral 2 h before or 4 h after the antibiotic; the antibiotic
// 2 h before or 4 to 6 h after the mineral): this spacing keeps to both.
const SPACED_LOWER = "it binds the antibiotic in the gut and cuts how much you absorb, so take it at least 4 hours after your dose, or at least 6 hours before it.";
const SPACED = `It ${SPACED_LOWER.slice(3)}`;

const BLEEDING_ON_A_THINNER = (what: string) => `${what} can add to bleeding risk on a blood thinner`;

export const MEDICINE_VERDICTS: readonly MedicineVerdicts[] = [
  {
    condition: "blood-thinner",
    afterNote: "If whoever manages your blood thinner agrees to one of these, on warfarin expect more frequent INR checks.",
    verdicts: [
      { supplement: "turmeric", verdict: "ask-first", because: `${BLEEDING_ON_A_THINNER("Turmeric (curcumin)")}: one warfarin patient's INR climbed above 10 within weeks of starting a turmeric product.`, sources: [TURMERIC_WARFARIN] },
      { supplement: "fish-oil", verdict: "ask-first", because: `${BLEEDING_ON_A_THINNER("Fish oil (omega-3)")}, especially for someone who might be injured; never more than the label.`, sources: [OMEGA3_BLEEDING] },
      { supplement: "ginkgo", verdict: "ask-first", because: `${BLEEDING_ON_A_THINNER("Ginkgo")}: bleeding has been reported with ginkgo taken beside warfarin or aspirin.`, sources: [GINKGO_WARFARIN, GINKGO_ASPIRIN] },
      { supplement: "vitamin-e", verdict: "ask-first", because: "Large doses of vitamin E (the interaction report names 800 IU or more a day) can strengthen warfarin's effect, with more bleeding, bruising or dark stools.", sources: [VITAMIN_E_WARFARIN] },
      { supplement: "garlic", verdict: "ask-first", because: "Garlic supplements can thin the blood in a way similar to aspirin, so beside a medicine that slows clotting they add to the risk of bleeding.", sources: [GARLIC_BLEEDING] },
      { supplement: "vitamin-k", verdict: "ask-first", because: "Vitamin K changes how strongly warfarin works, so a new vitamin K supplement, or a change in how much you take, needs the OK of whoever manages your warfarin.", sources: [WARFARIN_VITAMIN_K] },
      { supplement: "multivitamin", verdict: "keep", because: "Keep taking the same one, but don't start, stop or switch a multi without telling whoever manages your warfarin: many list vitamin K, which changes how strongly warfarin works, so check the label.", sources: [WARFARIN_VITAMIN_K] },
    ],
  },
  {
    condition: "nsaid",
    medicineNote: "NSAIDs can cause stomach bleeding on their own. Black or bloody stool, vomiting blood, belly pain or feeling faint are signs of stomach bleeding: stop the NSAID and get care now. Taking it most days for pain is itself worth a visit to sick call.",
    verdicts: [
      { supplement: "fish-oil", verdict: "ask-first", because: "Fish oil (omega-3) may add to bleeding risk when taken with NSAIDs such as ibuprofen and naproxen.", sources: [OMEGA3_NSAID_MAYO] },
      { supplement: "turmeric", verdict: "ask-first", because: "Turmeric (curcumin) is known to add to a blood thinner's effect, on top of the NSAID's own bleeding risk.", sources: [TURMERIC_WARFARIN] },
      { supplement: "ginkgo", verdict: "ask-first", because: "Ginkgo slows blood clotting: bleeding has been reported when it was taken with aspirin, itself an NSAID.", sources: [GINKGO_ASPIRIN] },
      { supplement: "garlic", verdict: "ask-first", because: "Garlic supplements can thin the blood in a way similar to aspirin, on top of the NSAID's own bleeding risk.", sources: [GARLIC_BLEEDING] },
      { supplement: "vitamin-e", verdict: "ask-first", because: "Large doses of vitamin E slow clotting enough to strengthen a blood thinner's effect; our sources don't cover it with an NSAID by name, so with the NSAID's own bleeding risk it is one to clear first.", sources: [VITAMIN_E_WARFARIN, NSAID_BLEEDING_SIGNS] },
    ],
  },
  {
    condition: "tetracycline",
    medicineNote: "Keep taking the antibiotic as prescribed.",
    verdicts: [
      ...(["calcium", "iron", "zinc", "magnesium"] as const).map((supplement) => ({ supplement, verdict: "space" as const, because: SPACED, sources: [DOXYCYCLINE_MINERALS, TETRACYCLINE_MINERALS] })),
      { supplement: "multivitamin", verdict: "space", because: `Most multivitamins carry calcium, magnesium, zinc or iron: ${SPACED_LOWER}`, sources: [DOXYCYCLINE_MINERALS, TETRACYCLINE_MINERALS] },
      { supplement: "protein", verdict: "space", because: `If its label lists calcium, magnesium, zinc or iron, ${SPACED_LOWER}`, sources: [DOXYCYCLINE_MINERALS, TETRACYCLINE_MINERALS] },
    ],
  },
  {
    condition: "stimulant-medication",
    medicineNote: "Your prescription is between you and your prescriber: the DoD list is about ingredients in dietary supplements.",
    verdicts: [
      { supplement: "stimulants", verdict: "ask-first", because: "Don't stack them: caffeine and other stimulants in a pre-workout, fat burner or energy drink add to a prescribed stimulant's effect on heart rate and blood pressure. A stimulant-free pre is the kind to ask your prescriber about.", sources: [HPRC_STIMULANTS] },
    ],
  },
];

/** Each supplement named in the text, in the order said, once, under the name the answer gives it. */
/** A name ruled out, not taken: "caffeine free", "stim-free", "no caffeine", "without creatine". */
const ruledOut = (text: string, found: RegExpExecArray) =>
  /^[- ]?free\b/.test(text.slice(found.index + found[0].length)) || /\b(?:no|non|without|zero|minus)[- ]$/.test(text.slice(0, found.index));

export function ownSupplementsIn(text: string): OwnSupplement[] {
  return OWN_SUPPLEMENTS.map((s) => ({ s, found: s.pattern.exec(text) }))
    .filter((x): x is { s: OwnSupplement; found: RegExpExecArray } => x.found !== null && !ruledOut(text, x.found))
    .sort((a, b) => a.found.index - b.found.index)
    .map(({ s, found }) => (s.ownWords ? { ...s, name: `Your ${found[0].replace(/^c4$/, "C4")}` } : s));
}

export function medicineVerdicts(condition: ConditionId): MedicineVerdicts | undefined {
  return MEDICINE_VERDICTS.find((m) => m.condition === condition);
}
