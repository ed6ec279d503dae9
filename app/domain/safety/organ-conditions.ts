import type { Avoid, ConditionNeed, ConditionRule } from "./condition-rule";
import { ASHWAGANDHA } from "./condition-needs";
import {
  CAFFEINE_SLEEP,
  CKD_PROTEIN,
  CREATINE_KIDNEY_REVIEW,
  DIET_PILLS_EATING_DISORDER,
  GINKGO_WARFARIN,
  GOUT_DIET,
  HERBS_EPILEPSY,
  HPRC_STIMULANTS,
  LIVERTOX_ASHWAGANDHA,
  ODS_WEIGHT_LOSS,
  OMEGA3_BLEEDING,
  PURGING_MEDICINES,
  SUPPLEMENTS_BEFORE_SURGERY,
  TURMERIC_LIVER,
  TURMERIC_WARFARIN,
  VITAMIN_E_WARFARIN,
} from "./condition-sources";

/*
 * Conditions of an organ or a health history (the kidneys, the liver, seizures, gout, an eating
 * disorder, an operation) whose caution is about what a supplement does to them rather than about
 * one medicine. Same shape and use as ./medicine-conditions.ts: the chat and the quiz read them
 * through `CONDITIONS`. Each caution restates its sources in our words.
 */

const CREATINE: Avoid = { ingredient: "creatine", pattern: /creatine/i };
const PROTEIN: Avoid = { ingredient: "protein powder", pattern: /\bprotein\b|\bwhey\b|\bcasein\b|\bshakes?\b|\bmass gainer/i };
const TURMERIC: Avoid = { ingredient: "turmeric", pattern: /turmeric|curcumin/i };
const FISH_OIL: Avoid = { ingredient: "fish oil or omega-3", pattern: /fish oil|omega-?3|\bepa\b|\bdha\b|krill/i };
const VITAMIN_E: Avoid = { ingredient: "vitamin E", pattern: /\bvitamin e\b|tocopherol/i };
const GINKGO: Avoid = { ingredient: "ginkgo", pattern: /ginkgo/i };
const FAT_BURNER: Avoid = { ingredient: "fat burner", pattern: /fat ?burn\w*|thermogenic|diet pills?|weight[- ]?loss|laxative|water pills?|diuretic/i };
/** Melatonin or sleep asked about: with a seizure medicine, a question for the neurologist first. */
const SLEEP_ASKED: Avoid = {
  ingredient: "melatonin or another sleep aid",
  pattern: /(?<!\b(?:no|without|free of) )\bmelatonin\b(?![- ]free)|\bsleep aids?\b|\b(?:for|help(?: me)?|better|trouble|cant|can't|to) sleep\b|\binsomnia\b/i,
};

const SLEEP_WITH_SEIZURE_MEDICINE: ConditionNeed = {
  asks: SLEEP_ASKED.pattern,
  text: "**For sleep, ask your neurologist or pharmacist before any sleep aid, melatonin included, rather than picking one yourself.** Herbal sleep aids such as valerian, kava or chamomile can add to a seizure medicine's drowsiness. The basics carry no interaction: a fixed wake-up time, a dark, quiet room, and no caffeine in the 6 hours before bed.",
  sources: [HERBS_EPILEPSY, CAFFEINE_SLEEP],
};
const HERBAL_SEDATIVES: Avoid = { ingredient: "valerian, kava or chamomile", pattern: /valerian|\bkava\b|chamomile|passion ?flower/i };

const FAT_BURNER_WITH_LIVER_DISEASE: ConditionNeed = {
  asks: FAT_BURNER.pattern,
  text: "**No fat burner with a liver condition unless your doctor clears that exact product:** fat burners stack several herbs and stimulants, herbal products can injure the liver, and NIH's Office of Dietary Supplements finds little evidence that weight-loss supplements work anyway. For the tape or the scale, eating less and training steadily do the work; ask your doctor what pace suits you.",
  sources: [TURMERIC_LIVER, HPRC_STIMULANTS, ODS_WEIGHT_LOSS],
};

/** Said of surgery planned or just had: not surgery as a job ("surgical tech"), nor an operation in the military sense. */
const SURGERY =
  /\b(?:had|having|have|got|getting|scheduled for|recovering from|after|before|upcoming|my|from)\b[^.?!]{0,30}\bsurgery\b|\bsurgery (?:next|this|on|in|is|scheduled|coming|tomorrow)\b|\bpost[- ]?op\b|\bpre[- ]?op\b|\bwisdom teeth (?:out|removed|pulled|surgery|extract\w*)\b|\b(?:getting|get|having|had) (?:my )?wisdom teeth\b|\bteeth (?:pulled|out|removed)\b/;

export const ORGAN_CONDITIONS: readonly ConditionRule[] = [
  {
    id: "kidney",
    label: "kidney disease",
    pattern: /\bckd\b|\bchronic kidney\b|\bkidney (?:disease|failure|problems?|issues?|function|damage|transplant)\b|\brenal (?:disease|failure|function|insufficiency)\b|\bdialysis\b|\bmy kidneys? (?:are|is|aren'?t|arent|isn'?t|were|have|function|numbers)\b(?! (?:fine|good|ok|okay|healthy|normal)\b)|\bone kidney\b|\bsingle kidney\b|\begfr\b|\bnephrologist\b/,
    caution:
      "Don't start creatine with kidney disease unless your nephrologist says yes: the studies that found it safe were in healthy people, kidney disease has not been studied enough, and creatine raises creatinine, the blood marker your kidney function is read from. Protein is the same kind of question: kidney diets often limit protein before dialysis and raise it on dialysis, so how much you take is your nephrologist's or renal dietitian's number, not a gym figure; don't add a protein powder until they set it.",
    excludes: [],
    avoid: [CREATINE],
    askFirst: [PROTEIN, ASHWAGANDHA],
    referral: "your nephrologist or renal dietitian",
    reminder: "no creatine, and no protein powder until your nephrologist or renal dietitian sets your protein",
    about: /kidney|renal|creatin|protein/i,
    source: CREATINE_KIDNEY_REVIEW,
    sources: [CKD_PROTEIN],
  },
  {
    id: "liver",
    label: "liver disease",
    pattern: /\bliver (?:disease|damage|problems?|issues?|condition|failure|transplant|cirrhosis)\b|\bfatty liver\b|\bcirrhosis\b|\b(?:hepatitis|hep)(?: [abc])?\b(?! (?:[abc] )?(?:vaccines?|shots?|series|boosters?|jabs?)\b)|\bnafld\b|\bmasld\b|\bmy liver (?:is|isn'?t|has|function|numbers)\b(?! (?:fine|good|ok|okay|healthy|normal)\b)/,
    caution:
      "With a liver condition, clear every supplement with your doctor before you take it: herbal products can injure the liver, turmeric and ashwagandha among them (both have been tied to cases of liver injury), and a fat burner stacks several herbs and stimulants in one scoop. Start nothing new on your own, and tell your doctor what you already take.",
    excludes: [],
    avoid: [TURMERIC, ASHWAGANDHA],
    askFirst: [FAT_BURNER],
    needs: [FAT_BURNER_WITH_LIVER_DISEASE],
    referral: "your doctor or liver specialist",
    reminder: "nothing new, herbal products and fat burners above all, without your doctor",
    about: /liver|hepat/i,
    source: TURMERIC_LIVER,
    sources: [LIVERTOX_ASHWAGANDHA, HPRC_STIMULANTS],
  },
  {
    id: "seizure",
    label: "epilepsy or a seizure medicine",
    pattern:
      /\bepilep\w*|\bseizure (?:disorder|meds?|medications?|medicines?)\b|\bfor (?:my )?seizures\b|\bhave seizures\b|\bkeppra\b|\blevetiracetam\b|\blamotrigine\b|\blamictal\b|\bdilantin\b|\bphenytoin\b|\bcarbamazepine\b|\btegretol\b|\bdepakote\b|\bvalproate\b|\bvalproic\b|\btopiramate\b|\btopamax\b|\boxcarbazepine\b|\btrileptal\b|\blacosamide\b|\bvimpat\b|\banti-?seizure\b|\bantiepileptics?\b/,
    caution:
      "Stimulants are the first concern: reports link caffeine (coffee, guarana, kola, energy drinks) and ephedra-type stimulants to more seizures in people with epilepsy, especially taken together, so skip stimulant pre-workouts, energy drinks and fat burners unless your neurologist clears them. St John's wort can change how your seizure medicine works, ginkgo and ginseng may also make seizures more likely, and herbal sleep aids such as valerian or kava can add to its drowsiness.",
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    // Herbs rarely on a label outside sleep and focus products: asked about, they get the caution rather than a screen that
    // would leave out every product whose full label we do not hold.
    avoid: [],
    askFirst: [SLEEP_ASKED, HERBAL_SEDATIVES, GINKGO, { ingredient: "St John's wort", pattern: /st\.? john'?s wort/i }, ASHWAGANDHA],
    needs: [SLEEP_WITH_SEIZURE_MEDICINE],
    referral: "your neurologist or pharmacist",
    reminder: "no stimulant pre-workouts or energy drinks without your neurologist",
    about: /seizure|epilep/i,
    source: HERBS_EPILEPSY,
  },
  {
    id: "gout",
    label: "gout",
    pattern: /\bgout\w*|\buric acid\b|\ballopurinol\b|\bcolchicine\b|\bfebuxostat\b/,
    caution:
      "Gout diets cut back on purine-rich foods (organ meat, game, oily fish, shellfish and meat) and on alcohol, which can raise uric acid and set off a flare. Our sources do not cover protein powder or creatine with gout, so this is not a go-ahead: ask before you add either, especially if you take a gout medicine.",
    excludes: [],
    avoid: [],
    askFirst: [CREATINE, PROTEIN],
    referral: "your provider or pharmacist",
    about: /gout|uric|purine/i,
    source: GOUT_DIET,
  },
  {
    id: "eating-disorder",
    label: "an eating disorder",
    pattern: /\beating disorders?\b|\banorexi\w*|\bbulimi\w*|\bbinge eating\b|\barfid\b|\bpurging\b|\bed recovery\b/,
    caution:
      "With an eating disorder, now or in the past, leave fat burners, diet pills, laxatives and water pills alone: water pills only shed water and upset your electrolytes, which can affect your heart, and using diet pills or laxatives to control weight is linked to a later eating disorder diagnosis. Don't cut weight on your own: for a weigh-in or tape test, ask your provider or dietitian for a plan, and tell behavioral health if the urge to cut comes back.",
    excludes: [],
    avoid: [],
    askFirst: [FAT_BURNER],
    referral: "your provider, dietitian or behavioral health",
    short: {
      unlessAsked: /fat ?burn\w*|thermogenic|diet pills?|laxative|water pills?|diuretic|\bcut(?:ting)?\b|\blose\b|\bweight\b|\btape\b|\bweigh[- ]?in\b|\bmake weight\b/,
      text: "Follow the plan your dietitian or treatment team set, and leave fat burners, diet pills, laxatives and water pills alone.",
    },
    about: /eating disorder|weight|dietitian/i,
    source: PURGING_MEDICINES,
    sources: [DIET_PILLS_EATING_DISORDER],
  },
  {
    id: "surgery",
    label: "surgery",
    pattern: SURGERY,
    caution:
      "Tell your surgeon and anesthesia team every supplement you take, and bring the labels: some raise bleeding risk, and they will tell you which to stop and when. Fish oil, vitamin E, ginkgo and turmeric (curcumin) are among those that can add to bleeding, so don't start any of them around the operation, and don't stop a prescribed medicine on your own.",
    excludes: [],
    avoid: [],
    askFirst: [FISH_OIL, VITAMIN_E, GINKGO, TURMERIC],
    referral: "your surgeon or anesthesia team",
    reminder: "no fish oil, vitamin E, ginkgo or turmeric around the operation unless your surgeon says so",
    about: /surgery|surgeon|bleed/i,
    source: SUPPLEMENTS_BEFORE_SURGERY,
    sources: [OMEGA3_BLEEDING, GINKGO_WARFARIN, TURMERIC_WARFARIN, VITAMIN_E_WARFARIN],
  },
];
