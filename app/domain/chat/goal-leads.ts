import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule, type DutyId } from "~/domain/safety/conditions";
import type { Source } from "~/domain/source";
import type { ChatIntent, Understanding } from "./understanding";
import { setAsideObjects, withoutSetAside } from "./set-aside";
import { categoriesSetAside } from "./asked-kind";
import { GUIDE_CAFFEINE, GUIDE_CREATINE, GUIDE_HYDRATION, GUIDE_PROTEIN, GUIDE_SLEEP, GUIDE_VITAMINS, GUIDE_WEIGHT, NCCIH_JOINTS, NIOSH_QUIET, MHS_BOOSTERS, AF_LOW_T } from "./sources";

/*
 * The goal behind a product request ("so i can train harder", "before the tape", "for a morning
 * lift") and the plain advice a careful adviser gives before any pick: a sentence or two from our
 * guides, with the figures that answer "how much" and "when". Each lead's facts come from the
 * guide it links (content/<slug>.md) and the sources that guide lists.
 */

export type GoalId = "weight-loss" | "joints" | "testosterone" | "hair" | "creatine" | "muscle" | "recovery" | "hydration" | "pre-workout" | "sleep" | "vitamins";

export interface GoalLead {
  id: GoalId;
  /** The category its picks come from when the message names none; null when no product is offered. */
  category: CategoryId | null;
  /** The advice, first in the answer. */
  lead: string;
  /** The advice when a duty note of the answer already says part of it (the heat's fluid cap, the night shift's caffeine cut-off). */
  besideDuty?: Partial<Record<DutyId, string>>;
  sources: Source[];
  /** A sentence added to the advice when the message names an ingredient the guide covers ("magnesium for sleep?"). */
  named?: ReadonlyArray<{ words: RegExp; text: string; sources?: Source[] }>;
  /** The label line that shows a pick fits this goal ("Sodium 485 mg"), and what it is for. */
  reason?: { ingredient: RegExp; fit: string };
  /**
   * No product serves it and the answer is the same whatever a question back would learn: it is
   * given without one; with a pattern, only when the message also says that ("my knees ache", not
   * "something for my knees", where pain or general support is still worth asking).
   */
  answersUnasked?: true | RegExp;
}

/** Picks after a goal's advice: the answer stays short, and "more options" gives the rest. */
export const GOAL_PICKS = 2;


/** From our vitamin guide's section on stacking: each product looks modest, the sum may not. */
export const MULTI_LEAD = "Take what you lack, not everything on the shelf: count a multivitamin together with everything else you take, since a multi plus a separate vitamin D, zinc or an omega-3 with added D can each look modest and still add up past an upper limit (from our vitamin guide).";

const PROTEIN_DAY = "1.4 to 2.0 g per kg of body weight a day if you train hard, 20 to 25 g a meal";

/** In order: the first goal whose words the message carries is the one answered. */
const GOALS: ReadonlyArray<GoalLead & { words: RegExp }> = [
  {
    id: "weight-loss",
    words: /\b(?:lose|losing|drop(?:ping)?|cut(?:ting)?|shed(?:ding)?|burn(?:ing)?)\s+(?:some |the |a few |\d+\s*)?(?:weight|fat|lbs?|pounds|kilos?|kg|belly)\b|\bfat ?burn\w*|\bbelly fat\b|\bmake weight\b|\b(?:the |my )?tape(?: test)?\b|\bweigh-?ins?\b|\bbody ?fat\b|\bweight ?loss\b|\bslim(?:ming)? down\b|\bappetite suppress\w*/,
    category: null,
    lead: `No supplement replaces a calorie deficit: eating well, cutting calories and training are the proven way, and there is little evidence that weight-loss supplements work. Fat burners carry stimulants (often unlabelled amounts) that can race your heart, and weight-loss products are where testers have found DoD-prohibited ingredients. While you cut, keep protein at 1.5 to 2.0 g per kg a day to hold on to muscle (from our guide to fat burners and making weight).`,
    sources: [GUIDE_WEIGHT, GUIDE_PROTEIN],
  },
  {
    id: "joints",
    answersUnasked: /\b(?:ach(?:e|es|ing|y)|pain\w*|hurt\w*|sore)\b/,
    words: /\bjoints?\b|\bknees?\b|\bcartilage\b|\bglucosamine\b|\bchondroitin\b|\btendons?\b|\bligaments?\b/,
    category: null,
    lead: `Straight answer: we hold nothing with good evidence for joint or tendon pain. None of our guides backs a supplement for it, and for glucosamine and chondroitin the NIH's integrative health center calls the research inconsistent and the benefit uncertain. Pain that keeps coming back on runs or rucks is worth a visit to sick call or a physical therapist before you buy anything (source: NIH NCCIH).`,
    sources: [NCCIH_JOINTS],
  },
  {
    id: "testosterone",
    answersUnasked: true,
    words: /\b(?:boost\w*|rais\w*|increas\w*|up|more|higher|natural)\s+(?:my\s+|your\s+)?(?:testosterone|test levels?|t levels?)\b|\b(?:testosterone|test|t)[- ]?boost\w*|\blow (?:t|testosterone)\b/,
    category: null,
    lead: `Straight answer: we hold nothing with good evidence for raising testosterone, and no certified product for it. Products sold for boosting testosterone are where the Military Health System warns of undeclared drugs, steroids and steroid-like ingredients. If you think yours is low, your PCM can test it: low testosterone is diagnosed and treated by a doctor, not with a supplement (sources: Military Health System; Air Force Medical Service).`,
    sources: [MHS_BOOSTERS, AF_LOW_T],
  },
  {
    id: "hair",
    answersUnasked: true,
    words: /\bhair (?:loss|growth|thinning|falling out)\b|\b(?:thinning|receding|losing my|lose my) hair(?:line)?\b|\bhair(?:line)? (?:is |keeps )?(?:thinning|receding|falling)\b|\bbald\w*|\bgrow (?:my |it |hair )?(?:hair )?back\b/,
    category: null,
    lead: `Straight answer: we hold nothing with good evidence for hair loss or regrowth: none of our guides or certified products covers it. Thinning hair is worth raising with your PCM, who can look for a cause and refer you to dermatology if needed.`,
    sources: [],
  },
  {
    id: "creatine",
    words: /\bcreatine\b/,
    category: "hydration",
    lead: `Creatine monohydrate is the best-studied supplement for strength, power and repeated short efforts, less so for endurance: 3 to 5 g a day, every day, with loading optional; expect the scale to go up a little (from our creatine guide).`,
    sources: [GUIDE_CREATINE],
    reason: { ingredient: /creatine/i, fit: "a daily creatine dose" },
  },
  {
    id: "muscle",
    words: /\b(?:build|gain|put on|add|grow)\w*\s+(?:some\s+)?(?:muscle|size|mass)\b|\bbigger\b|\bbulk\w*|\bstronger\b|\bstrength\b|\bgains\b|\bhypertrophy\b/,
    category: "protein-recovery",
    lead: `Muscle comes from training and enough food: ${PROTEIN_DAY}, food first. Creatine (3 to 5 g a day) is the best-studied supplement for strength (from our protein guide).`,
    sources: [GUIDE_PROTEIN, GUIDE_CREATINE],
    reason: { ingredient: /protein/i, fit: "about one meal's worth" },
  },
  {
    id: "recovery",
    words: /\brecover\w*|\bbounce back\b|\bsore(?:ness)?\b|\btwo-a-days?\b|\btrain harder\b|\b(?<!\b(?:them|it|stuff|those|these|supps?|supplements?|tubs?|bottles?|packets?|powders?|keep)\s+(?:from\s+)?(?:getting\s+|get\s+)?)(?:trashed|wrecked)\b|\bbeat up\b|\bafter (?:workouts?|training|pt|lifting|a ruck|rucks?|the gym)\b|\bpost-?workout\b/,
    category: "protein-recovery",
    lead: `Recovery starts with sleep (7 to 8 hours) and protein: ${PROTEIN_DAY}. Creatine (3 to 5 g a day) has the best evidence for repeated hard efforts (from our protein guide).`,
    sources: [GUIDE_PROTEIN, GUIDE_SLEEP, GUIDE_CREATINE],
    reason: { ingredient: /protein/i, fit: "about one meal's worth" },
  },
  {
    id: "hydration",
    // Something to sip while moving ("during a 12 mile ruck", "on the move") is a drink: the fluid plan answers it.
    words: /\bhydrat\w*|\belectrolytes?\b|\bsweat\w*|\bdehydrat\w*|\bhow much water\b|\bsip(?:s|ping)?\b|\bduring (?:a |the |my |our |long )?(?:[\w-]+ )?(?:ruck\w*|road march\w*|march\w*|hikes?|field days?|ftx)\b/,
    category: "hydration",
    lead: `Drink to a plan: 16 to 32 oz an hour while you train, never more than 48 oz (1.5 quarts) an hour. Water covers under an hour; on long, hot or sweaty days an electrolyte drink with sodium helps (from our hydration guide).`,
    sources: [GUIDE_HYDRATION],
    besideDuty: { heat: `How much: the posted heat category's ½ to 1 quart an hour, an electrolyte drink with sodium on long days, and never finish heavier than you started (from our hydration guide).` },
    reason: { ingredient: /sodium/i, fit: "to replace what you sweat" },
  },
  {
    id: "pre-workout",
    words: /\bpre(?:-?workouts?)?\b(?!-)|\bbefore (?:a |my |the )?(?:lift|workout|training|pt|run|session)\b|\benergy (?:for|before) (?:training|the gym|pt|lifting)\b/,
    category: "pre-workout",
    lead: `Most pre-workouts run on caffeine: up to 200 mg, 30 to 60 minutes before you train, 400 mg a day at most, none in the 6 hours before sleep (from our caffeine guide).`,
    sources: [GUIDE_CAFFEINE],
  },
  {
    id: "sleep",
    words: /\bsleep\w*|\binsomnia\b|\bfall asleep\b|\bmelatonin\b/,
    category: "sleep",
    lead: `Fix the basics before any sleep aid: 7 to 8 hours on a regular schedule, a dark and quiet room, and no caffeine in the 6 hours before you sleep (from our sleep guide).`,
    sources: [GUIDE_SLEEP, GUIDE_CAFFEINE],
    named: [
      { words: /\bmagnesium\b/, text: "Magnesium's evidence is thin: three small trials in older adults with insomnia found them falling asleep about 17 minutes sooner." },
      { words: /\bmelatonin\b/, text: "Melatonin is a timing signal rather than a knock-out pill; jet-lag studies used 0.5 to 5 mg at the target bedtime." },
      {
        words: /\b(?:loud|noise|noisy|snor\w*|music|blasting|gaming|next door|neighbou?rs?|roommates?|roomies?)\b/,
        text: "For noise you can't stop, block it with earplugs or a fan or white-noise machine.",
        sources: [NIOSH_QUIET],
      },
    ],
    besideDuty: { "night-shift": `Fix the basics before any sleep aid: 7 to 8 hours, split into two blocks if you have to, in a dark and quiet room (from our sleep guide).` },
  },
  {
    id: "vitamins",
    // Vitamins in general, or vitamin D: what you need and the limit. "A multi vitamin" is the multivitamin's.
    words: /(?<!\bmulti(?:vitamin)?[- ]?)\bvitamins?\b(?! ?[a-ce-z]\b)|\bvitamin d\b|\bvit d\b|\bd3\b/,
    category: "vitamins",
    lead: `Take what you lack, not everything on the shelf: adults need 600 IU of vitamin D a day and the upper limit is 4,000 IU. A blood test is not routine, so ask your provider before a high dose, and count every product you take (from our vitamin guide).`,
    sources: [GUIDE_VITAMINS],
  },
];

/** The goal a product request states in words ("for recovery", "before the tape", "electrolytes"), matched to the category asked about. */
export function goalLeadFor(normalized: string, category: CategoryId | null): GoalLead | null {
  const said = GOALS.filter((g) => g.words.test(normalized));
  // "A pre for strength" is a pre-workout request: the goal of the category asked for wins.
  return said.find((g) => g.category === category) ?? said.find((g) => g.category === null || g.id === "creatine" || !category) ?? null;
}

/** The label line that shows a pick serves the goal ("Sodium 485 mg, to replace what you sweat"), or null. */
export function goalReason(product: Supplement, goal: GoalLead | null): string | null {
  // A product of another kind serves the goal by accident of its label: a collagen's 30 mg of sodium replaces no sweat.
  if (!goal?.reason || (goal.category && product.category !== goal.category)) return null;
  const line = product.keyIngredients.find((k) => goal.reason?.ingredient.test(k));
  // Collagen's grams are not a complete protein, so never "a meal's worth".
  if (!line || /collagen/i.test(product.name)) return null;
  // "Whey protein isolate - 21 g protein per serving": the amount is the part that shows the fit.
  const amount = line.replace(/\s*\(.*$/, "").replace(/^.*\s-\s/, "");
  return `${amount}, ${goal.reason.fit}`;
}

/** A deadline said ("before the tape", "by friday", "in 3 weeks"). */
const WHEN_SAID = /\b(?:before|by) (?:the |my |a |next )?\w+|\bin (?:\d+|a|two|three|four|six) (?:days?|weeks?|months?)\b|\bnext (?:week|month)\b/;

/**
 * The goal of a request for products (or of an unclear one) that names no product: none for
 * plans, comparisons, more options, ingredient or medicine questions, symptoms or substances,
 * which have answers of their own.
 */
export function requestGoal(u: Understanding): GoalLead | null {
  const has = (intent: ChatIntent) => u.intents.includes(intent);
  if (u.focusProductIds.length || u.categories.length > 1 || u.symptoms.length || u.substances.length || u.myths.length) return null;
  // A question about how things are ("can I trust the dose on the label?") is answered by its guide section, not by goal advice.
  if ((["plan", "compare", "more-options", "ingredient", "urgent", "knowledge"] as const).some(has)) return null;
  // An unclear request is answered by its one question, unless it already says what that question would ask (how much, by when).
  const answered = Boolean(u.situation.clarify) && !has("knowledge") && WHEN_SAID.test(u.normalized);
  // A goal no product serves (joints, testosterone) has one answer whatever a question back would learn: it is given.
  const asked = withoutSetAside(u.normalized);
  const unservable = GOALS.some((g) => g.answersUnasked && g.words.test(asked) && (g.answersUnasked === true || g.answersUnasked.test(asked)));
  const asks = (has("recommend") && (!u.situation.clarify || unservable)) || answered;
  // A conversation that already had picks had its advice in the answer before ("stim", "cheaper?").
  // A follow-up that only adds a wish ("and only pills") keeps the goal its conversation is about.
  // What the request sets aside ("energy that isn't a pre-workout") is no goal of it.
  const goal = asks && !u.previousPicks.length ? (goalLeadFor(withoutSetAside(u.normalized), u.categories[0] ?? null) ?? goalLeadFor(withoutSetAside(u.topic), u.categories[0] ?? null)) : null;
  // Caffeine advice beside a stim-free request answers a question nobody asked.
  // So does it beside a caffeine cap the person set, or on flight status, where the flight surgeon's note comes first.
  // A condition that rules caffeine out (a prescribed stimulant) makes it a stim-free request too.
  const stimFree =
    u.stimulantPreference === "no-stim" ||
    [...u.constraints, ...u.conditions.flatMap((id) => conditionRule(id).excludes)].some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || c.kind === "caffeineMax");
  if (goal?.id === "pre-workout" && (stimFree || u.duties.includes("aircrew"))) return null;
  // A category the person set aside ("energy, but not a pre-workout") brings no advice for it either.
  if (goal?.category && categoriesSetAside(u.normalized).includes(goal.category)) return null;
  // "What fish oil should I take for my joints?": the advice leads, and the product named is still picked.
  if (goal?.id === "joints" && u.categories[0] && has("recommend") && /\b(?:fish oil|omegas?(?:[- ]?3s?)?|krill|collagen)\b/.test(withoutSetAside(u.normalized))) return { ...goal, category: u.categories[0] };
  // Beside a medicine's caution, only the advice that offers no product (cutting weight, joints) is added.
  return has("interaction") && goal?.category ? null : goal;
}

/**
 * The goal's advice for this answer: none when a guide section already answers the question
 * ("do electrolytes have caffeine?"); the shorter form beside a duty note that says part of it.
 */
export function goalLeadText(goal: GoalLead, normalized: string, duties: readonly DutyId[], quotedLinks: readonly string[]): string {
  if (quotedLinks.length) return "";
  const duty = duties.find((id) => goal.besideDuty?.[id]);
  const lead = (duty && goal.besideDuty?.[duty]) || goal.lead;
  const named = goal.named?.filter((n) => n.words.test(normalized) && !refused(n.words, normalized)).map((n) => n.text) ?? [];
  // Before the guide's name, which closes the advice.
  return named.length ? lead.replace(/ \((from our [^)]*)\)\.$/, `. ${named.join(" ").replace(/\.$/, "")} ($1).`) : lead;
}

/** The sources of the goal's advice as `goalLeadText` words it for this message. */
export function goalLeadSources(goal: GoalLead, normalized: string): Source[] {
  const named = goal.named?.filter((n) => n.words.test(normalized) && !refused(n.words, normalized)).flatMap((n) => n.sources ?? []) ?? [];
  return [...goal.sources, ...named];
}

/** An ingredient named to rule it out ("no melatonin", "without magnesium", "melatonin-free"). */
function refused(words: RegExp, normalized: string): boolean {
  const word = words.source.replace(/\\b/g, "");
  return new RegExp(`\\b(?:no|not|without|zero|free of|avoid\\w*)\\s+(?:\\w+\\s+)?${word}|${word}[- ]free`).test(normalized) || setAsideObjects(normalized).some((o) => words.test(o));
}
