import type { Source } from "~/domain/source";

/*
 * The intake figures CLEARED AI compares doses with, each with the source our Learning Center
 * guides cite for it (caffeine-limits-and-timing, vitamin-d-and-upper-limits). A dose the chat
 * works out is set against these; it never suggests going above one, or above a label.
 */

const OPSS_CAFFEINE: Source = { title: "OPSS: Caffeine for performance", url: "https://www.opss.org/article/caffeine-performance", checked: "2026-11-23" };
const FDA_CAFFEINE: Source = {
  title: "FDA Consumer Update: Spilling the Beans: How Much Caffeine is Too Much?",
  url: "https://fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much",
  checked: "2026-11-23",
};
const IOM_VITAMIN_D_UL: Source = {
  title: "Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D (2011), chapter 6: Tolerable Upper Intake Levels, adults",
  url: "https://books.nap.edu/openbook.php?record_id=13050&page=443",
  checked: "2026-11-23",
};
const IOM_MAGNESIUM: Source = {
  title: "Institute of Medicine, DRIs: The Essential Guide to Nutrient Requirements (2006), Magnesium",
  url: "https://nap.nationalacademies.org/skim.php?record_id=11537&chap=340-349",
  checked: "2026-11-23",
};
const IOM_ZINC: Source = {
  title: "Institute of Medicine, Dietary Reference Intakes for Vitamin A, Vitamin K, ... and Zinc (2001), chapter 12: zinc UL for adults",
  url: "https://books.nap.edu/openbook.php?record_id=10026&page=486",
  checked: "2026-11-23",
};

export const CAFFEINE_LIMITS = {
  /** OPSS: up to 200 mg at one time for performance. */
  perDoseMg: 200,
  /** FDA and OPSS: 400 mg a day for most healthy adults, not in pregnancy or breastfeeding. */
  perDayMg: 400,
  sources: [OPSS_CAFFEINE, FDA_CAFFEINE],
} as const;

export interface UpperLimit {
  nutrient: string;
  /** Matches the nutrient's line on a label panel. */
  pattern: RegExp;
  unit: "mg" | "IU";
  amount: number;
  /** How the limit reads in a sentence. */
  text: string;
  source: Source;
}

/** Tolerable upper intake levels for adults that products in the catalogue come near. */
export const UPPER_LIMITS: readonly UpperLimit[] = [
  {
    nutrient: "vitamin D",
    pattern: /\bvitamin d3?\b|cholecalciferol/i,
    unit: "IU",
    amount: 4000,
    text: "the 4,000 IU (100 mcg) daily upper limit for adults",
    source: IOM_VITAMIN_D_UL,
  },
  {
    nutrient: "magnesium",
    pattern: /\bmagnesium\b/i,
    unit: "mg",
    amount: 350,
    text: "the 350 mg daily upper limit for magnesium from supplements",
    source: IOM_MAGNESIUM,
  },
  { nutrient: "zinc", pattern: /\bzinc\b/i, unit: "mg", amount: 40, text: "the 40 mg daily upper limit for zinc", source: IOM_ZINC },
];

/** 1 mcg of vitamin D is 40 IU. */
export const IU_PER_MCG_VITAMIN_D = 40;

/**
 * The amount of a nutrient in one serving, from label lines such as "Vitamin D3 (cholecalciferol)
 * 5,000 IU", "Vitamin D3 50 mcg (2,000 IU)" or "Magnesium (as magnesium glycinate) 120 mg
 * elemental", in the limit's unit; null when no line gives it.
 */
export function amountPerServing(lines: readonly string[], limit: UpperLimit): number | null {
  let total: number | null = null;
  for (const line of lines) {
    if (!limit.pattern.test(line)) continue;
    // Only the amount right after the nutrient's name: "Vitamin D3 1,000 IU" in an omega-3 line counts, EPA's mg do not.
    const at = line.search(limit.pattern);
    const rest = line.slice(at);
    const iu = /(\d[\d,]*(?:\.\d+)?)\s*IU\b/i.exec(rest);
    const mcg = /(\d[\d,]*(?:\.\d+)?)\s*mcg\b/i.exec(rest);
    const mg = /(\d[\d,]*(?:\.\d+)?)\s*mg\b/i.exec(rest);
    const num = (m: RegExpExecArray) => Number(m[1].replace(/,/g, ""));
    let value: number | null = null;
    if (limit.unit === "IU") value = iu ? num(iu) : mcg ? num(mcg) * IU_PER_MCG_VITAMIN_D : null;
    else if (mg && mg.index < 60) value = num(mg);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}
