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
      "FDA lists \"geranium extract\" as another name for DMAA (1,3-dimethylamylamine), a stimulant sold illegally in supplements as \"natural\" and on the DoD prohibited list; a different word on the label does not make it a different ingredient. FDA tells consumers not to buy or use any supplement with DMAA: stop taking the product, whatever a buddy says.",
    verdict: "stop",
    sameAs: "1,3-dimethylamylamine",
    source: {
      title: "FDA: DMAA in dietary supplements",
      url: "https://www.fda.gov/Food/DietarySupplements/QADietarySupplements/ucm346576.htm",
      checked: "2026-11-26",
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
    // Named as proprietary, or a blend given only as one weight, with the word that names it ("performance matrix 2100mg"); a protein or amino blend is not the worry.
    pattern:
      /\bprop(?:rietary|riatary|ietary|rietery|riety|rietory|raitary|reitary)?(?: [a-z-]+){0,2} (?:blend|formula|matrix|complex|mix|stack|formulation)\b|(?:\b[a-z][a-z-]* )?(?<!\b(?:protein|amino|whey|casein|electrolyte) )\b(?:blend|matrix|stack)\s*:?\s*\(?\d[\d,.]*\s?(?:mg|g)\b/,
    concern:
      "The label need only give the blend's total weight, so there is no way to know how much of each ingredient is in it. That matters most when it holds a stimulant such as caffeine, synephrine or yohimbine.",
    whatToDo:
      "Check every ingredient it lists against the DoD prohibited list, and prefer a third-party certified product that gives the amount of each ingredient; only lab testing shows what is really inside.",
    source: {
      title: "Operation Supplement Safety FAQ: What does the term \"proprietary blend\" on supplements mean?",
      url: "http://hprc-online.org/dietary-supplements/opss/operation-supplement-safety-OPSS/opss-frequently-asked-questions-faqs-1/what-does-the-term-proprietary-blend-on-supplements-mean",
      checked: "2026-11-26",
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
