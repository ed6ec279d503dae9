import { type GuideRef, GUIDES } from "~/domain/guides";
import type { Source } from "~/domain/source";
import { CAFFEINE_SLEEP, FDA_CAFFEINE, OPSS_CAFFEINE, OPSS_FLIGHT_CREW } from "./condition-sources";

/*
 * The one table of intake limits and caffeine figures the site judges products by: the chat, the
 * quiz, the product pages, the guides and the check on model answers all read these rows. Each
 * row names its amount, unit, who it is for, the public source (URL and the date it was read)
 * and the words of our Learning Center guide that cite it (tests/unit/guide-figures.test.ts finds
 * each quote in its guide).
 */

export type LimitUnit = "mg" | "IU" | "g" | "hours";

export interface IntakeLimit {
  /** What it limits, as a sentence names it: "caffeine", "vitamin D". */
  nutrient: string;
  amount: number;
  unit: LimitUnit;
  /** "dose": at one time; "day": in a day; "24h" over any 24 hours; "before-sleep": hours before bedtime. */
  per: "dose" | "day" | "24h" | "before-sleep";
  /** Who the figure is for. */
  population: string;
  source: Source;
  guide: GuideRef;
  /** The guide's own words, found in the guide by a test. */
  quote: string;
}

const READ_ON = "2026-11-23";
const IOM_VITAMIN_D_UL: Source = {
  title: "Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D (2011), chapter 6: Tolerable Upper Intake Levels, adults",
  url: "https://books.nap.edu/openbook.php?record_id=13050&page=443",
  checked: READ_ON,
};
const IOM_MAGNESIUM: Source = {
  title: "Institute of Medicine, DRIs: The Essential Guide to Nutrient Requirements (2006), Magnesium",
  url: "https://nap.nationalacademies.org/skim.php?record_id=11537&chap=340-349",
  checked: READ_ON,
};
const IOM_ZINC: Source = {
  title: "Institute of Medicine, Dietary Reference Intakes for Vitamin A, Vitamin K, ... and Zinc (2001), chapter 12: zinc UL for adults",
  url: "https://books.nap.edu/openbook.php?record_id=10026&page=486",
  checked: READ_ON,
};
const IOM_IRON: Source = {
  title: "Institute of Medicine, Dietary Reference Intakes (2001), chapter 9: iron UL for adults",
  url: "http://books.nap.edu/openbook.php?record_id=10026&page=377",
  checked: "2026-11-27",
};
const FISH_OIL_SAFETY: Source = { title: "The safety of fish oils for those whose risk of injury is high (Mil Med, 2014)", url: "https://www.pubmed.gov/25373097/", checked: READ_ON };

/*
 * Each row is its own export, so a page that shows a few figures (the quiz) bundles only those
 * rows and their sources; LIMITS gathers them for the code that looks a row up by name.
 */

export const CAFFEINE_PER_DOSE = {
  nutrient: "caffeine",
  amount: 200,
  unit: "mg",
  per: "dose",
  population: "healthy adults, for performance",
  source: OPSS_CAFFEINE,
  guide: GUIDES.caffeine,
  quote: "Up to 200 mg at one time",
} as const satisfies IntakeLimit;

export const CAFFEINE_PER_DAY = {
  nutrient: "caffeine",
  amount: 400,
  unit: "mg",
  per: "day",
  population: "most healthy adults, not in pregnancy or breastfeeding",
  source: FDA_CAFFEINE,
  guide: GUIDES.caffeine,
  quote: "Per day: 400 mg for most healthy adults",
} as const satisfies IntakeLimit;

export const CAFFEINE_STOP_BEFORE_SLEEP = {
  nutrient: "caffeine",
  amount: 6,
  unit: "hours",
  per: "before-sleep",
  population: "adults, day sleep after a night shift included",
  source: CAFFEINE_SLEEP,
  guide: GUIDES.caffeine,
  quote: "At least 6 hours before bedtime",
} as const satisfies IntakeLimit;

export const AIRCREW_CAFFEINE_PER_DOSE = {
  nutrient: "caffeine",
  amount: 200,
  unit: "mg",
  per: "dose",
  population: "flight crew on long missions, every 3 to 4 hours",
  source: OPSS_FLIGHT_CREW,
  guide: GUIDES.caffeine,
  quote: "Up to 200 mg every 3 to 4 hours, no more than 800 mg in 24 hours",
} as const satisfies IntakeLimit;

export const AIRCREW_CAFFEINE_PER_24H = {
  nutrient: "caffeine",
  amount: 800,
  unit: "mg",
  per: "24h",
  population: "flight crew on long missions",
  source: OPSS_FLIGHT_CREW,
  guide: GUIDES.caffeine,
  quote: "Up to 200 mg every 3 to 4 hours, no more than 800 mg in 24 hours",
} as const satisfies IntakeLimit;

export const VITAMIN_D_LIMIT = {
  nutrient: "vitamin D",
  amount: 4000,
  unit: "IU",
  per: "day",
  population: "adults 19 and older",
  source: IOM_VITAMIN_D_UL,
  guide: GUIDES.upperLimits,
  quote: "The UL for adults 19 and older is 4,000 IU (100 mcg) a day",
} as const satisfies IntakeLimit;

export const MAGNESIUM_LIMIT = {
  nutrient: "magnesium",
  amount: 350,
  unit: "mg",
  per: "day",
  population: "adults, from supplements and medicines only",
  source: IOM_MAGNESIUM,
  guide: GUIDES.upperLimits,
  quote: "the adult UL is 350 mg a day and counts only supplements and medicines, not food",
} as const satisfies IntakeLimit;

export const ZINC_LIMIT = {
  nutrient: "zinc",
  amount: 40,
  unit: "mg",
  per: "day",
  population: "adults, food and water included",
  source: IOM_ZINC,
  guide: GUIDES.upperLimits,
  quote: "the adult UL is 40 mg a day and counts everything, food and water included",
} as const satisfies IntakeLimit;

export const IRON_LIMIT = {
  nutrient: "iron",
  amount: 45,
  unit: "mg",
  per: "day",
  population: "adults 19 and older",
  source: IOM_IRON,
  guide: GUIDES.labels,
  quote: "For iron, the adult UL is 45 mg a day",
} as const satisfies IntakeLimit;

export const OMEGA3_LIMIT = {
  nutrient: "omega-3",
  amount: 3,
  unit: "g",
  per: "day",
  population: "adults (FDA: generally recognized as safe)",
  source: FISH_OIL_SAFETY,
  guide: GUIDES.interactions,
  quote: "up to 3 g of omega-3 fats a day is generally recognized as safe",
} as const satisfies IntakeLimit;

export const LIMITS = {
  caffeinePerDose: CAFFEINE_PER_DOSE,
  caffeinePerDay: CAFFEINE_PER_DAY,
  caffeineStopBeforeSleep: CAFFEINE_STOP_BEFORE_SLEEP,
  aircrewCaffeinePerDose: AIRCREW_CAFFEINE_PER_DOSE,
  aircrewCaffeinePer24h: AIRCREW_CAFFEINE_PER_24H,
  vitaminD: VITAMIN_D_LIMIT,
  magnesium: MAGNESIUM_LIMIT,
  zinc: ZINC_LIMIT,
  iron: IRON_LIMIT,
  omega3: OMEGA3_LIMIT,
} as const satisfies Record<string, IntakeLimit>;

/**
 * "Low caffeine" on this site (a message saying it, the quiz's "up to 100 mg", the aircrew
 * weight): half the single performance dose above, about one 8 oz cup of brewed coffee (HPRC),
 * both in our caffeine and energy-drink guides (docs/decisions/0016-chat-understanding.md).
 */
export const LOW_CAFFEINE_MG = CAFFEINE_PER_DOSE.amount / 2;

/** The caffeine figures with their sources, for an answer that cites them. */
export const CAFFEINE_SOURCES: readonly Source[] = /* @__PURE__ */ (() => [CAFFEINE_PER_DOSE.source, CAFFEINE_PER_DAY.source])();

export interface UpperLimit {
  id: "vitamin-d" | "magnesium" | "zinc";
  limit: IntakeLimit & { unit: "mg" | "IU" };
  /** Matches the nutrient's line on a label panel or in a sentence. */
  pattern: RegExp;
  /** How the limit reads in a sentence. */
  text: string;
}

/** The adult daily upper limits a single serving is checked against, everywhere a product is judged. */
export const UPPER_LIMITS: readonly UpperLimit[] = /* @__PURE__ */ (() => [
  { id: "vitamin-d", limit: VITAMIN_D_LIMIT, pattern: /\bvitamin d3?\b|cholecalciferol/i, text: "the 4,000 IU (100 mcg) daily upper limit for adults" },
  { id: "magnesium", limit: MAGNESIUM_LIMIT, pattern: /\bmagnesium\b/i, text: "the 350 mg daily upper limit for magnesium from supplements" },
  { id: "zinc", limit: ZINC_LIMIT, pattern: /\bzinc\b/i, text: "the 40 mg daily upper limit for zinc" },
])();
