import type { CategoryId } from "~/domain/categories";
import { type Constraint, describeConstraint } from "~/domain/catalogue/constraints";
import type { Supplement } from "~/domain/catalogue/types";
import { type ScreenCheck, type ScreenConstraints, screenItem, screenProducts, screenRules } from "~/domain/safety/screen";
import { isStimulant } from "~/domain/safety/stimulant";
import { SUGAR } from "~/domain/safety/medicine-conditions";
import { listJoin } from "~/domain/text";
import type { EngineInput } from "./draft";
import type { StimulantPreference } from "./intent";
import type { Fit } from "./product-lines";
import type { Understanding } from "./understand";
import { constraintKey, purchaseBudget } from "./stated";
import { rankingText } from "./whose";
import { lightestLoadFirst } from "./fit-order";
import { fitFirst } from "./fit-need";
import { withoutKindsSaid, withoutKindsSetAside } from "./taken-kinds";

/*
 * Select: which products an answer may name. The shared product screen (domain/safety/screen.ts)
 * decides what is left out and why; the chat then orders what is kept by what the person asked
 * (stim or not, the words of the question, cheapest or least caffeine).
 */

export interface Filtered {
  kept: Fit[];
  leftOut: Array<{ product: Supplement; reason: string }>;
}

/** Every hard constraint of the conversation, those its conditions bring included. */
export function allConstraints(u: Understanding): Constraint[] {
  return screenRules(chatScreen(u)).flatMap((r) => (r.kind === "constraint" ? [r.constraint] : []));
}

/** What the conversation asks of a product, for the shared product screen. */
function chatScreen(u: Pick<Understanding, "constraints" | "conditions" | "duties" | "avoid">, options: { allowAboveLimit?: boolean } = {}): ScreenConstraints {
  return { constraints: u.constraints, conditions: u.conditions, duties: u.duties, avoid: u.avoid, allowAboveLimit: options.allowAboveLimit };
}

/** What a kept product's checks say to the person: how it keeps a figure they gave, or what to check on its label. */
function fitNotes(checks: readonly ScreenCheck[]): string[] {
  const said = checks.filter((c) => {
    if (c.outcome === "check-label") return true;
    if (c.rule.kind !== "constraint") return false;
    const k = c.rule.constraint;
    return k.kind === "caffeineMax" || k.kind === "budget" || (k.kind === "diet" && k.diet === "vegan");
  });
  return [...new Set(said.map((c) => c.reason))];
}

/**
 * The products the shared screen keeps for this conversation, each with how it keeps what was
 * asked; the rest with the first reason they were left out. Products above an adult upper limit
 * are never suggested unasked.
 */
export function applyConstraints(products: readonly Supplement[], u: Pick<Understanding, "constraints" | "conditions" | "duties" | "avoid">, options: { allowAboveLimit?: boolean } = {}): Filtered {
  const { kept, leftOut } = screenProducts(products.map(screenItem), chatScreen(u, options));
  return {
    kept: kept.map(({ product, checks }) => ({ product: product.product, notes: fitNotes(checks) })),
    leftOut: leftOut.map(({ product, reasons }) => ({ product: product.product, reason: reasons[0].reason })),
  };
}

/** Stim or no-stim is a pre-workout choice; elsewhere a lone caffeinated product doesn't make it one. */
function byStimPreference(fits: readonly Fit[], category: CategoryId, preference: StimulantPreference | null): Fit[] {
  if (!preference || category !== "pre-workout") return [...fits];
  const wanted = preference === "stim";
  const matching = fits.filter((f) => isStimulant(f.product) === wanted);
  return matching.length ? matching : [...fits];
}

/** Words that say nothing about which product fits: filler, and the categories' own names. */
const STOPWORDS = new Set(
  [
    "about after also best before between could does good have help into just like more most need other should some take than that their them they this what when which while with would your from for the and any are can you",
    "supplement supplements product products powder powders certified certification sport option options pick picks recommend recommendation",
    "pre-workout preworkout pre workout protein recovery vitamin vitamins hydration electrolyte electrolytes hydrate sleep health wellness",
    "nsf informed usp free without stim caffeine dairy vegan lactose sports",
    "out put get got use run day one two our all new old too off way see say own bit lot yet per not nor but want wants dont don't won't wont isn't anything something stuff thing things",
    "stick sticks pack packs packet packets single-serve tub tubs pouch pouches sachet sachets throw carry swallow pill pills capsule capsules softgel softgels tablet tablets",
    "mix drink drinks long ruck rucks energy focus stack daily safe deployment deploying shift night nights heat low high cheap cheapest budget serving servings scoop scoops recs natural clean",
  ]
    .join(" ")
    .split(" "),
);

/** Words that stand for a family of ingredients on labels. */
const SYNONYMS: Record<string, string[]> = {
  fish: ["omega", "epa", "dha"],
  omega: ["epa", "dha"],
  multivitamin: ["multi"],
};

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Products whose name or key ingredients match words of the question (or hold the certification
 * it names) first: "fish oil" -> omega-3 products. Ties keep the CLEARED-score order.
 */
function byRelevance(fits: readonly Fit[], normalized: string, topic = ""): Fit[] {
  const named = namedIn(fits, normalized);
  // A follow-up that names no kind ("and nothing i have to mix") keeps the kind the conversation is about ("fish oil").
  return named ?? (topic ? namedIn(fits, topic) : null) ?? [...fits];
}

/** The fits that have what the text names, most relevant first; null when the text names none of them. */
function namedIn(fits: readonly Fit[], normalized: string): Fit[] | null {
  const words = (normalized.replace(/\bvitamin ([dk])\b/g, "vitamin$1").match(/[a-z][a-z0-9-]{2,}/g) ?? [])
    .filter((w) => !STOPWORDS.has(w) && !STOPWORDS.has(w.replace(/s$/, "")))
    .map((w) => compact(w.length > 4 ? w.replace(/s$/, "") : w))
    .filter((w) => w.length > 2);
  const terms = [...new Set(words.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))];
  const wantsInformed = /\binformed (?:sport|choice)\b/.test(normalized);
  const wantsNsf = /\bnsf\b/.test(normalized);
  // A word in the name counts most, in the first (main) ingredient next, in the others least.
  // A short term ("dha", "epa") counts as a word of its own: "dha" is not in "ashwagandha".
  const holds = (text: string, t: string) => (t.length <= 3 ? new RegExp(`\\b${t}\\b`).test(text.toLowerCase()) : compact(text).includes(t));
  const relevance = (p: Supplement) => {
    const [main = "", ...others] = p.keyIngredients;
    const rest = others.join(" ");
    const bodies = p.certifications.map((c) => c.body);
    const certified = (wantsInformed && bodies.some((b) => b.startsWith("Informed"))) || (wantsNsf && bodies.includes("NSF Certified for Sport"));
    const score = terms.reduce((sum, t) => sum + (holds(p.name, t) ? 2 : holds(main, t) ? 1 : holds(rest, t) ? 0.5 : 0), 0);
    return score + (certified ? 1 : 0);
  };
  const scored = fits.map((f, i) => ({ f, i, r: relevance(f.product) }));
  // When the question names what it wants ("fish oil", "magnesium"), only products that have it answer it.
  if (!scored.some((x) => x.r >= 1)) return null;
  return scored.filter((x) => x.r >= 1).sort((a, b) => b.r - a.r || a.i - b.i).map(({ f }) => f);
}

/** The topic words an earlier turn brought ("fish oil" before "capsules only"): none of this message's own, none of a carbohydrate wish. */
function inheritedTopic(u: Understanding): string {
  const own = new Set(u.normalized.split(/[^a-z0-9-]+/));
  const words = u.topic.split(/\s+/).filter((w) => w && !own.has(w));
  return (u.ranking === "carbs" ? words.filter((w) => !/^(?:sugar|free|zero)$/.test(w)) : words).join(" ");
}

export function byRanking(fits: readonly Fit[], u: Understanding): Fit[] {
  const key = (p: Supplement): number | null => {
    switch (u.ranking) {
      case "price":
        return p.pricePerServing;
      case "caffeine-low":
        return p.caffeineMg;
      case "caffeine-high":
        return p.caffeineMg === null ? null : -p.caffeineMg;
      case "carbs":
        return SUGAR.pattern.test(p.keyIngredients.join(" ")) ? 0 : 1;
      default:
        return 0;
    }
  };
  if (!u.ranking || u.ranking === "protein-high") return [...fits];
  // Unknown values sort last: "cheapest" never means "no price on record".
  // "Least caffeine" asks among products that have some: "none" is a different question.
  const someCaffeine = fits.some((f) => (f.product.caffeineMg ?? 0) > 0);
  return fits
    .map((f, i) => ({ f, i, k: key(f.product) }))
    .filter((x) => u.ranking !== "caffeine-low" || !someCaffeine || (x.f.product.caffeineMg ?? 0) > 0)
    .sort((a, b) => (a.k === null ? 1 : 0) - (b.k === null ? 1 : 0) || (a.k ?? 0) - (b.k ?? 0) || a.i - b.i)
    .map((x) => x.f);
}

/** A reason written for several products ("they contain milk"), said of one. */
export function singular(reason: string): string {
  return reason
    .replace(/\bthey contain\b/g, "it contains")
    .replace(/\bthey are\b/g, "it is")
    .replace(/\bthey have\b/g, "it has")
    .replace(/\bthey cost\b/g, "it costs")
    .replace(/\bthey\b/g, "it")
    .replace(/\btheir\b/g, "its");
}

/** Why products were left out, grouped: "all 8 because they contain milk", or beside picks "8 others because ...". */
export function leftOutReasons(leftOut: Filtered["leftOut"], someKept = false): string {
  const reasons = new Map<string, number>();
  for (const { reason } of leftOut) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  // Beside picks, "all 7" would read as all of the category: the count is of those left out.
  const count = (n: number) => (someKept ? `${n} other${n > 1 ? "s" : ""}` : n === leftOut.length ? (n > 1 ? `all ${n}` : "the one we list") : `${n}`);
  return listJoin([...reasons].map(([reason, n]) => `${count(n)} because ${n === 1 && someKept ? singular(reason) : reason}`));
}

/**
 * What the picks keep, in words. `asked`: only what the person asked for, as a framing line says
 * it ("picks that fit no caffeine"): a limit the chat set from their situation (the drinks they
 * counted, a late hour) still screens the picks but is not said as their wish.
 */
export function wantsOf(u: Understanding, options: { asked?: boolean } = {}): string[] {
  const unsaid = new Set(options.asked ? (u.unsaid ?? []) : []);
  return [...allConstraints(u).filter((c) => !unsaid.has(constraintKey(c))).map(describeConstraint), ...u.avoid.map((a) => `no ${a.ingredient}`)];
}

/** The picks of one category for this request, filtered and ordered, with what was left out. */
export function categoryFits(category: CategoryId, u: Understanding, picksFor: EngineInput["picksFor"]): Filtered {
  const filtered = applyConstraints(picksFor(category), u);
  const constraints = allConstraints(u);
  const noCaffeine = constraints.some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || (c.kind === "caffeineMax" && c.mg === 0));
  // A caffeine ceiling above zero asks for some caffeine: stimulant products first.
  const ceiling = constraints.some((c) => c.kind === "caffeineMax" && c.mg > 0);
  const preference = noCaffeine ? null : ceiling ? "stim" : u.stimulantPreference;
  // Words of an idiom or another brand's name ("Gatorade Zero", "zero sugar") say nothing about what they want.
  // A clause waved off ("sugar free stuff wrecks me") or about someone else names nothing to rank by either.
  const claimsOut = u.claims.reduce((text, claim) => text.split(claim.toLowerCase()).join(" "), rankingText(u.normalized));
  // "Sugar free tastes like chemicals" names sugar-free to turn it down: no product is relevant for it.
  // A kind already taken or set aside ("been on fish oil, what else?") names nothing to rank by.
  const asked = withoutKindsSaid(u.ranking === "carbs" ? claimsOut.replace(/\b(?:sugar[- ]free|zero[- ]sugar|no sugar|sugar)\b/g, " ") : claimsOut);
  const ranked = fitFirst(byRanking(byRelevance(lightestLoadFirst(byStimPreference(withoutKindsSetAside(filtered.kept, u.normalized), category, preference), u, category !== "pre-workout" || preference !== null), asked, inheritedTopic(u)), u), u, category);
  // "Got $20": a container we hold a price for within it comes first.
  const budget = u.budgetSaid ?? purchaseBudget(u.normalized);
  const within = (f: Fit) => budget !== null && f.product.price !== null && f.product.price <= budget;
  // Then those with no price on record (each said plainly); one we hold a price for over it comes last, and
  // is no pick at all while another fits it: with none that fits, the budget line names it.
  const over = (f: Fit) => budget !== null && f.product.price !== null && f.product.price > budget;
  const unpriced = ranked.filter((f) => f.product.price === null);
  const kept = budget === null ? ranked : [...ranked.filter(within), ...unpriced, ...(ranked.some(within) ? [] : ranked.filter(over))];
  return { kept, leftOut: filtered.leftOut };
}
