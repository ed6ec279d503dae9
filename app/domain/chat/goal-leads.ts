import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import type { Source } from "~/domain/source";
import type { ChatIntent, Understanding } from "./understanding";

/*
 * The goal behind a product request ("so i can train harder", "before the tape", "for a morning
 * lift") and the plain advice a careful adviser gives before any pick: a sentence or two from our
 * guides, with the figures that answer "how much" and "when". Each lead's facts come from the
 * guide it links (content/<slug>.md) and the sources that guide lists.
 */

export type GoalId = "weight-loss" | "joints" | "creatine" | "muscle" | "recovery" | "hydration" | "pre-workout" | "sleep" | "vitamins";

export interface GoalLead {
  id: GoalId;
  /** The category its picks come from when the message names none; null when no product is offered. */
  category: CategoryId | null;
  /** The advice, first in the answer. */
  lead: string;
  sources: Source[];
  /** The label line that shows a pick fits this goal ("Sodium 485 mg"), and what it is for. */
  reason?: { ingredient: RegExp; fit: string };
}

const READ = "2026-11-26";
const PROTEIN: Source = { title: "Our guide: How much protein do you need, and when?", url: "/blog/protein-needs-and-timing", checked: READ };
const CREATINE: Source = { title: "Our guide: Creatine for service members", url: "/blog/creatine-for-service-members", checked: READ };
const HYDRATION: Source = { title: "Our guide: Hydration and sodium in the heat", url: "/blog/hydration-and-sodium-in-the-heat", checked: READ };
const CAFFEINE: Source = { title: "Our guide: Caffeine limits and timing", url: "/blog/caffeine-limits-and-timing", checked: READ };
const SLEEP: Source = { title: "Our guide: Sleep, melatonin and shift work", url: "/blog/sleep-melatonin-and-shift-work", checked: READ };
const VITAMINS: Source = { title: "Our guide: Vitamin D, magnesium and zinc", url: "/blog/vitamin-d-and-upper-limits", checked: READ };
const WEIGHT: Source = { title: "Our article: fat burners and making weight", url: "/blog/it-was-in-my-supplement-is-not-a-defense", checked: READ };
const NCCIH_JOINTS: Source = { title: "NCCIH: Glucosamine and Chondroitin for Osteoarthritis", url: "https://nccih.nih.gov/health/chondroitin", checked: READ };

const link = (s: Source, label: string) => `[${label}](${s.url})`;

const PROTEIN_DAY = "about 1.4 to 2.0 g of protein per kg of body weight a day if you train hard, in meals of about 0.25 to 0.3 g/kg (20 to 25 g for most people)";

/** In order: the first goal whose words the message carries is the one answered. */
const GOALS: ReadonlyArray<GoalLead & { words: RegExp }> = [
  {
    id: "weight-loss",
    words: /\b(?:lose|losing|drop(?:ping)?|cut(?:ting)?|shed(?:ding)?|burn(?:ing)?)\s+(?:some |the |a few |\d+\s*)?(?:weight|fat|lbs?|pounds|kilos?|kg|belly)\b|\bfat ?burn\w*|\bbelly fat\b|\bmake weight\b|\b(?:the |my )?tape(?: test)?\b|\bweigh-?ins?\b|\bbody ?fat\b|\bweight ?loss\b|\bslim(?:ming)? down\b|\bappetite suppress\w*/,
    category: null,
    lead: `No supplement replaces a calorie deficit: the proven way to lose weight is eating well, cutting calories and staying active, and there is little evidence that weight-loss supplements work. Fat burners carry real risk: their stimulants (caffeine from guarana, kola nut, green tea or green coffee, not always with an amount on the label) can cause a racing heart, vomiting or seizures in large amounts, and weight-loss products are where testers found mislabeled and DoD-prohibited ingredients. While you cut, keep protein at 1.5 to 2.0 g per kg a day to hold on to muscle. From our ${link(WEIGHT, "article on fat burners")} and ${link(PROTEIN, "protein guide")}.`,
    sources: [WEIGHT, PROTEIN],
  },
  {
    id: "joints",
    words: /\bjoints?\b|\bknees?\b|\bcartilage\b|\bglucosamine\b|\bchondroitin\b|\btendons?\b|\bligaments?\b/,
    category: null,
    lead: `Straight answer: none of our guides backs a supplement for joint pain, and for glucosamine and chondroitin, the usual joint products, the NIH's ${link(NCCIH_JOINTS, "NCCIH")} finds the research on knee pain inconsistent and the benefit uncertain. Pain that keeps coming back on runs or rucks is worth a visit to sick call or a physical therapist before you buy anything.`,
    sources: [NCCIH_JOINTS],
  },
  {
    id: "creatine",
    words: /\bcreatine\b/,
    category: "hydration",
    lead: `Creatine monohydrate is the best-studied supplement for strength, power and repeated short efforts, less so for endurance. Take 3 to 5 g a day, every day; loading is optional, and expect the scale to go up a little. Buy a single-ingredient, certified product. From our ${link(CREATINE, "creatine guide")}.`,
    sources: [CREATINE],
    reason: { ingredient: /creatine/i, fit: "a daily creatine dose" },
  },
  {
    id: "muscle",
    words: /\b(?:build|gain|put on|add|grow)\w*\s+(?:some\s+)?(?:muscle|size|mass)\b|\bbigger\b|\bbulk\w*|\bstronger\b|\bstrength\b|\bgains\b|\bhypertrophy\b/,
    category: "protein-recovery",
    lead: `Muscle comes from training plus enough food and protein: ${PROTEIN_DAY}. Food first; a powder is for when real food is not practical. Creatine monohydrate at 3 to 5 g a day is the best-studied supplement for strength. From our ${link(PROTEIN, "protein guide")} and ${link(CREATINE, "creatine guide")}.`,
    sources: [PROTEIN, CREATINE],
    reason: { ingredient: /protein/i, fit: "one meal's protein" },
  },
  {
    id: "recovery",
    words: /\brecover\w*|\bbounce back\b|\bsore(?:ness)?\b|\btwo-a-days?\b|\btrain harder\b|\btrashed\b|\bwrecked\b|\bbeat up\b|\bafter (?:workouts?|training|pt|lifting|a ruck|rucks?|the gym)\b|\bpost-?workout\b/,
    category: "protein-recovery",
    lead: `Recovery comes first from sleep (7 to 8 hours a night) and enough protein: ${PROTEIN_DAY}, with protein in the meal before or after training. For repeated hard efforts, creatine monohydrate at 3 to 5 g a day has the best evidence. From our ${link(PROTEIN, "protein guide")}, ${link(SLEEP, "sleep guide")} and ${link(CREATINE, "creatine guide")}.`,
    sources: [PROTEIN, SLEEP, CREATINE],
    reason: { ingredient: /protein/i, fit: "one meal's protein" },
  },
  {
    id: "hydration",
    words: /\bhydrat\w*|\belectrolytes?\b|\bsweat\w*|\bdehydrat\w*|\bhow much water\b/,
    category: "hydration",
    lead: `Drink to a plan, not as much as you can: 16 to 32 oz an hour while you train, never more than 48 oz (1.5 quarts) an hour; in the heat follow the posted heat category (½ to 1 quart an hour, at most 12 quarts a day). Plain water covers under an hour; on longer or hot, sweaty days an electrolyte drink with sodium helps. Lose no more than 2% of your body weight, and never finish heavier than you started. From our ${link(HYDRATION, "hydration guide")}.`,
    sources: [HYDRATION],
    reason: { ingredient: /sodium/i, fit: "to replace what you sweat" },
  },
  {
    id: "pre-workout",
    words: /\bpre(?:-?workouts?)?\b(?!-)|\bbefore (?:a |my |the )?(?:lift|workout|training|pt|run|session)\b|\benergy (?:for|before) (?:training|the gym|pt|lifting)\b/,
    category: "pre-workout",
    lead: `Most pre-workouts run on caffeine: up to 200 mg at a time, 30 to 60 minutes before you train, no more than 400 mg a day counting coffee and energy drinks, and none in the 6 hours before you sleep. Try a dose in training before a test day. From our ${link(CAFFEINE, "caffeine guide")}.`,
    sources: [CAFFEINE],
  },
  {
    id: "sleep",
    words: /\bsleep\w*|\binsomnia\b|\bfall asleep\b|\bmelatonin\b/,
    category: "sleep",
    lead: `Fix the basics before any sleep aid: aim for 7 to 8 hours on a regular schedule, keep the sleep area dark and quiet, and stop caffeine at least 6 hours before you plan to sleep. From our ${link(SLEEP, "sleep guide")} and ${link(CAFFEINE, "caffeine guide")}.`,
    sources: [SLEEP, CAFFEINE],
  },
  {
    id: "vitamins",
    words: /\bvitamins?\b|\bmultis?\b|\bmultivitamins?\b|\bvitamin d\b|\bd3\b/,
    category: "vitamins",
    lead: `Take what you lack, not everything on the shelf: adults need 600 IU of vitamin D a day and the upper limit is 4,000 IU; routine blood tests are not the default, so ask your provider whether one makes sense before a high dose. Add up every product you take: a multivitamin plus a separate D or zinc can pass an upper limit. From our ${link(VITAMINS, "vitamin guide")}.`,
    sources: [VITAMINS],
  },
];

/** The goal a product request serves, read from the message and the category asked about. */
export function goalLeadFor(normalized: string, category: CategoryId | null): GoalLead | null {
  const said = GOALS.filter((g) => g.words.test(normalized));
  // "A pre for strength" is a pre-workout request: the goal of the category asked for wins.
  const fits = said.find((g) => g.category === category) ?? said.find((g) => g.category === null || g.id === "creatine" || !category);
  if (fits) return fits;
  // A category asked for with no goal in words ("fish oil recommendations"): only categories with one obvious goal.
  return GOALS.find((g) => g.category === category && ["hydration", "pre-workout", "sleep", "vitamins"].includes(g.id)) ?? null;
}

/** The label line that shows a pick serves the goal ("Sodium 485 mg, to replace what you sweat"), or null. */
export function goalReason(product: Supplement, goal: GoalLead | null): string | null {
  if (!goal?.reason) return null;
  const line = product.keyIngredients.find((k) => goal.reason?.ingredient.test(k));
  if (!line) return null;
  return `${line.replace(/\s*\(.*$/, "").replace(/\s+-\s+/, ": ")}, ${goal.reason.fit}`;
}

/**
 * The goal of a request for products (or of an unclear one) that names no product: none for
 * plans, comparisons, more options, ingredient or medicine questions, symptoms or substances,
 * which have answers of their own.
 */
export function requestGoal(u: Understanding): GoalLead | null {
  const has = (intent: ChatIntent) => u.intents.includes(intent);
  if (u.focusProductIds.length || u.categories.length > 1 || u.symptoms.length || u.substances.length || u.myths.length) return null;
  if ((["plan", "compare", "more-options", "ingredient", "interaction", "urgent"] as const).some(has)) return null;
  const asks = has("recommend") || (Boolean(u.situation.clarify) && !has("knowledge"));
  return asks ? goalLeadFor(u.normalized, u.categories[0] ?? null) : null;
}
