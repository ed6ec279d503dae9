import type { RedFlagEntry } from "~/domain/safety/red-flags";

/*
 * Label terms that are not on the DoD Prohibited Dietary Supplement Ingredients list but that
 * OPSS and FDA warn about: names a prohibited stimulant has been sold under, stimulants that stack
 * with caffeine, and label warnings that say a product is risky to take before a drug test. A
 * match means "ask before you take", not "prohibited". Every entry names the source it restates.
 */

export const RED_FLAGS: readonly RedFlagEntry[] = [
  {
    id: "geranium",
    label: "Geranium (any part, oil or extract)",
    pattern: /\bgeranium\b|\bpelargonium\b/,
    concern:
      "DMAA, a stimulant on the DoD prohibited list, has been sold as \"geranium extract\" and promoted as natural, so a geranium ingredient in a pre-workout or fat burner may be DMAA under another name.",
    source: {
      title: "FDA: DMAA in dietary supplements",
      url: "https://www.fda.gov/Food/DietarySupplements/QADietarySupplements/ucm346576.htm",
      checked: "2026-11-23",
    },
  },
  {
    id: "bitter-orange",
    label: "Bitter orange (synephrine, Citrus aurantium)",
    pattern: /\bbitter orange\b|\bsynephrine\b|\bcitrus aurantium\b|\bp-synephrine\b/,
    concern:
      "Bitter orange supplies synephrine, a stimulant; with caffeine it can raise blood pressure and heart rate, and labels often make the amount of stimulant hard or impossible to tell.",
    source: {
      title: "HPRC blog: What is bitter orange?",
      url: "http://hprc-online.org/dietary-supplements/dietary-supplement-classification-system-1/copy_of_class-3-supplements/class-3-supplements/blog/@@journal_view?topic=Safety",
      checked: "2026-11-23",
    },
  },
  {
    id: "yohimbe",
    label: "Yohimbe (yohimbine)",
    pattern: /\byohimb\w*/,
    concern:
      "Yohimbine is a stimulant that, like caffeine and synephrine, can speed up or disturb the heart rate and raise blood pressure, more so around exercise.",
    source: { title: "HPRC blog: Stimulants", url: "https://hprc-online.org/blog/@@journal_view?topic=Stimulants", checked: "2026-11-23" },
  },
  {
    id: "proprietary-blend",
    label: "Proprietary blend",
    pattern: /\bprop(?:rietary|riatary|ietary)(?: [a-z-]+){0,2} (?:blend|formula|matrix|complex|mix|stack|formulation)\b/,
    concern:
      "A proprietary blend hides how much of each ingredient you take, and stimulants or a listed ingredient under another name can sit inside it; the OPSS Scorecard treats it as a warning sign.",
    source: {
      title: "Operation Supplement Safety: Screen your supplement for safety (OPSS Scorecard)",
      url: "https://www.opss.org/screen-your-supplement-safety-read-label-your-supplement-and-answer-these-questions",
      checked: "2026-11-23",
    },
  },
  {
    id: "drug-test-warning",
    label: "A warning that it may cause a positive drug test",
    pattern: /\bmay (?:cause|result in|lead to) (?:a )?positive\b|\bpositive (?:result on a |)drug test\b|\bnot for (?:use by )?(?:tested )?athletes\b/,
    concern: "OPSS names a label warning that the product may cause a positive drug test as a red flag in itself.",
    source: {
      title: "OPSS FAQ (HPRC): What are the red flags for supplements?",
      url: "https://hprc-online.org/dietary-supplements/opss/operation-supplement-safety-OPSS/opss-frequently-asked-questions-faqs-1/what-are-the-201cred-flags201d-for-supplements",
      checked: "2026-11-23",
    },
  },
];
