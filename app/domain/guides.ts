/*
 * Figures the site computes with, each taken word for word from one of our Learning Center guides
 * (limits and caffeine figures live in app/domain/safety/limits-table.ts, with their sources)
 * (content/<slug>.md), which in turn cites the public source. A figure that is not in a guide is
 * not shown. tests/unit/guide-figures.test.ts checks that every quote below is in its guide.
 */

export interface GuideRef {
  slug: string;
  title: string;
}

export const GUIDES = {
  caffeine: { slug: "caffeine-limits-and-timing", title: "Caffeine limits and timing" },
  hydration: { slug: "hydration-and-sodium-in-the-heat", title: "Hydration and sodium in the heat" },
  sleep: { slug: "sleep-melatonin-and-shift-work", title: "Sleep, melatonin and shift work" },
  upperLimits: { slug: "vitamin-d-and-upper-limits", title: "Vitamin D, magnesium and zinc: upper limits" },
  labels: { slug: "supplement-facts-serving-size-and-label-claims", title: "Supplement Facts, serving size and % Daily Value" },
  interactions: { slug: "supplement-interactions-with-medications", title: "Supplement and medication interactions" },
  protein: { slug: "protein-needs-and-timing", title: "Protein needs and timing" },
} as const satisfies Record<string, GuideRef>;

export function guidePath(guide: GuideRef): string {
  return `/blog/${guide.slug}`;
}

export interface GuideFigure {
  guide: GuideRef;
  /** The guide's own words, which the test finds in the guide. */
  quote: string;
}

/** Army work/rest and water table: quarts per hour by heat category and work level. */
export type HeatCategory = 1 | 2 | 3 | 4 | 5;
export type WorkLevel = "easy" | "moderate" | "hard";

// Built by a call marked pure, so a bundle that uses none of the figures drops the object whole: as a
// plain literal, its unused property reads (GUIDES.x) were kept in the quiz pages' JavaScript.
export const FIGURES = /* @__PURE__ */ (() =>
  ({
  aircrewSupplements: {
    guide: GUIDES.caffeine,
    quote: "All services prohibit most dietary supplements for flight crew, including performance enhancers and energy drinks, unless a flight surgeon approves an exception",
  },
  caffeineEndurance: { guide: GUIDES.caffeine, quote: "caffeine helps aerobic endurance most consistently" },

  heatTable: {
    // Rows: heat category 1..5; columns: easy, moderate, hard (quarts per hour).
    quartsPerHour: {
      1: { easy: 0.5, moderate: 0.75, hard: 0.75 },
      2: { easy: 0.5, moderate: 0.75, hard: 1 },
      3: { easy: 0.75, moderate: 0.75, hard: 1 },
      4: { easy: 0.75, moderate: 0.75, hard: 1 },
      5: { easy: 1, moderate: 1, hard: 1 },
    } satisfies Record<HeatCategory, Record<WorkLevel, number>>,
    guide: GUIDES.hydration,
    quote: "| 5 | Above 90 | 1 qt | 1 qt | 1 qt |",
  },
  hourlyCapQuarts: { value: 1.5, guide: GUIDES.hydration, quote: "No more than 1.5 quarts (about 1.4 L) per hour" },
  dailyCapQuarts: { value: 12, guide: GUIDES.hydration, quote: "No more than 12 quarts (about 11.4 L) per day" },
  exerciseOzPerHour: { min: 16, max: 32, capOz: 48, guide: GUIDES.hydration, quote: "16 to 32 oz per hour; limit 48 oz (1.5 quarts) per hour" },
  sportsDrinkSodiumPer8Oz: { min: 82, max: 163, guide: GUIDES.hydration, quote: "sodium 82 to 163 mg" },
  waterUnderAnHour: {
    guide: GUIDES.hydration,
    quote: "water for exercise under an hour, a sports drink may be better if it is hot or humid",
  },

  melatoninStudyDoseMg: { min: 0.5, max: 5, guide: GUIDES.sleep, quote: "daily doses of 0.5 to 5 mg taken at the target bedtime" },
  melatoninShiftWork: { guide: GUIDES.sleep, quote: "found no basis to recommend it for shift workers" },
  melatoninStartSleep: { guide: GUIDES.sleep, quote: "weak recommendations for melatonin to prevent jet lag, to improve insomnia and to help start sleep" },
  melatoninNextMorning: { guide: GUIDES.sleep, quote: "one trial noted more tiredness the next morning" },
  melatoninBeforeDuty: { guide: GUIDES.sleep, quote: "never before a duty period, a drive or anything that needs you sharp" },
  shiftWorkSteps: { guide: GUIDES.sleep, quote: "Shift workers get more from the scheduling and environment steps above" },
  flightStatusSleepAids: {
    guide: GUIDES.sleep,
    quote: "If you are on flight status or another duty with medical standards for sleep aids, ask your flight surgeon or provider before using any sleep supplement",
  },
  magnesiumFallAsleep: { guide: GUIDES.sleep, quote: "magnesium shortened the time to fall asleep by about 17 minutes" },
  magnesiumTotalSleep: { guide: GUIDES.sleep, quote: "total sleep time rose by about 16 minutes but not significantly" },
  fiveHtpAntidepressants: { guide: GUIDES.sleep, quote: "Keep 5-HTP away from antidepressants" },
  melatoninDrowsyMedicines: {
    guide: GUIDES.interactions,
    quote: "check with your pharmacist before adding melatonin",
  },
  fishOilBloodThinners: {
    guide: GUIDES.interactions,
    quote: "If you take a blood thinner, an antiplatelet drug or regular anti-inflammatory painkillers, or you have surgery coming up, tell your provider about your fish oil before you take it",
  },

  vitaminDRdaIu: { value: 600, guide: GUIDES.upperLimits, quote: "Adults 19 to 70 need 600 IU (15 mcg) of vitamin D a day" },
  sunMainSource: { guide: GUIDES.upperLimits, quote: "Sunlight is the main source of vitamin D for most people worldwide" },
  vitaminDMinimalSun: { guide: GUIDES.upperLimits, quote: "These values assume you get minimal sun" },
  vitaminKWarfarin: {
    guide: GUIDES.interactions,
    quote: "If you take warfarin, tell whoever manages it before you start or stop a multivitamin or any product listing vitamin K",
  },

  proteinPerMealG: { min: 20, max: 25, guide: GUIDES.protein, quote: "20 to 25 g, or 0.25 to 0.3 g/kg, per meal" },
  proteinPreSleepG: { value: 40, guide: GUIDES.protein, quote: "you need at least 40 g to see a strong overnight effect" },
  wheyLeucine: { guide: GUIDES.protein, quote: "whey's leucine content makes the per-serving target easy to reach" },
  plantProteinLabel: {
    guide: GUIDES.protein,
    quote: "If you choose a plant protein, look for a label that lists leucine or the full amino acid profile",
  },
  lactoseInConcentrate: {
    guide: GUIDES.protein,
    quote: "The small amount of lactose in concentrate may matter if you are particularly lactose intolerant",
  },
  }) as const)();
