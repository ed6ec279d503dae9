import type { CategoryId } from "~/domain/categories";
import { exactAmount, inMilligrams, IU_PER_MCG_VITAMIN_D } from "~/domain/catalogue/amounts";
import { parseKeyIngredients } from "~/domain/catalogue/ingredients";
import type { Supplement } from "~/domain/catalogue/types";
import { LIMITS } from "~/domain/safety/limits-table";
import type { Source } from "~/domain/source";
import { listJoin } from "~/domain/text";
import { type EngineAnswer, type EngineInput, join } from "./draft";
import { servingUnits, unitKind } from "./product-units";
import { doseIn } from "./stated";
import { categoriesNamed } from "./vocabulary";

/*
 * "How much sodium is in two scoops?", "if I double up on omega-3, how much EPA and DHA is that?":
 * an amount across servings, worked out from the label data we hold for each product the
 * question can mean, and set against an adult upper limit where one applies. The figures are the
 * label's per serving times the servings asked about; a product whose label we hold no exact
 * figure for is named as such, never estimated. More than the label's serving is never advised.
 */

interface Counted {
  /** What the person asks about. */
  asked: RegExp;
  /** What the figure is of, as the answer says it. */
  what: string;
  unit: "mg" | "IU" | "g";
  /** The ingredient lines that add up to it. */
  parts: readonly RegExp[];
  limit?: { amount: number; text: string; source: Source };
}

const COUNTED: readonly Counted[] = [
  { asked: /\bsodium\b|\bsalt\b/, what: "sodium", unit: "mg", parts: [/^sodium\b/i] },
  { asked: /\bpotassium\b/, what: "potassium", unit: "mg", parts: [/^potassium\b/i] },
  { asked: /\bvit(?:amin)?\.?\s*d3?\b|\bd3\b/, what: "vitamin D", unit: "IU", parts: [/^(?:vitamin d3?|cholecalciferol)\b/i], limit: { amount: LIMITS.vitaminD.amount, text: "the 4,000 IU (100 mcg) daily upper limit for adults", source: LIMITS.vitaminD.source } },
  { asked: /\bmagnesium\b/, what: "magnesium", unit: "mg", parts: [/^magnesium\b/i], limit: { amount: LIMITS.magnesium.amount, text: "the 350 mg daily upper limit for magnesium from supplements", source: LIMITS.magnesium.source } },
  { asked: /\bzinc\b/, what: "zinc", unit: "mg", parts: [/^zinc\b/i], limit: { amount: LIMITS.zinc.amount, text: "the 40 mg daily upper limit for zinc", source: LIMITS.zinc.source } },
  { asked: /\bepa\b|\bdha\b|\bomega[- ]?3s?\b|\bfish oil\b/, what: "EPA + DHA", unit: "mg", parts: [/^epa\b/i, /^dha\b/i] },
  { asked: /\bprotein\b/, what: "protein", unit: "g", parts: [/^protein\b/i] },
];

/** The question asks for an amount or a total, not for a product. */
const AMOUNT_ASKED = /\bhow much\b|\bhow many\b|\btotal\b|\badd(?:s|ed)? up\b|\btoo much\b|\bis that\b|\bwhat(?:'?s| is| does) (?:that|my|it)\b|\bwould (?:that|it) be\b/;
const DOUBLED = /\bdouble(?:d)? (?:up|dose|dosing|it)\b|\bdouble (?:the|my) (?:dose|serving|scoop)\b/;

/** One serving's amount of what is counted, in its unit; null when the label data hold no exact figure. */
function perServing(p: Supplement, c: Counted): number | null {
  if (c.what === "protein") {
    const m = p.keyIngredients.map((l) => /(\d+(?:\.\d+)?)\s*g protein per serving/i.exec(l) ?? /^protein (\d+(?:\.\d+)?)\s*g\b/i.exec(l)).find(Boolean);
    return m ? Number(m[1]) : null;
  }
  const found = c.parts.map((part) => parseKeyIngredients(p.keyIngredients).find((i) => part.test(i.name)));
  if (found.some((i) => !i)) return null;
  let total = 0;
  for (const i of found) {
    const exact = exactAmount(i?.amount ?? null);
    if (!exact) return null;
    const value = c.unit === "IU" ? (exact.unit === "IU" ? exact.value : exact.unit === "mcg" ? exact.value * IU_PER_MCG_VITAMIN_D : null) : inMilligrams(exact);
    if (value === null) return null;
    total += value;
  }
  return total;
}

/** Units of the person's kind in one label serving ("2 scoops" -> 2); 1 when the serving is given otherwise. */
function unitsPerServing(p: Supplement, unit: string): number {
  if (unit === "serving") return 1;
  // "6 softgels" of a card whose serving is "2 soft gels" are 3 servings: the card's unit, however spelled.
  const serving = servingUnits(p);
  return serving && unitKind(serving.unit) === unitKind(unit) ? serving.count : 1;
}

const say = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toLocaleString("en-US", { maximumFractionDigits: 1 }));

/** The products the question can mean, most specific first: those named in the conversation, the kind it names, its category. */
function productsMeant(input: EngineInput): Supplement[][] {
  const u = input.understanding;
  const focus = u.focusProductIds.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
  if (focus.length) return [focus];
  const category: CategoryId | undefined = categoriesNamed(u.normalized)[0] ?? u.categories[0];
  const all = input.catalogue.listProducts();
  const pool = category ? all.filter((p) => p.category === category) : all;
  // "The multivitamin", "your omega": the word naming the fewest products narrows the pool to that kind.
  const kinds = u.normalized
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 5)
    .map((w) => pool.filter((p) => p.name.toLowerCase().includes(w)))
    .filter((k) => k.length > 0)
    .sort((a, b) => a.length - b.length);
  return [...kinds, ...(category ? [pool] : [])];
}

export function withServingsAddedUp(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (!answer.modelMayPhrase || u.symptoms.length || u.intents.includes("urgent") || input.screened.prohibited.length || u.substances.length) return answer;
  if (!AMOUNT_ASKED.test(u.normalized)) return answer;
  const dose = doseIn(u.normalized) ?? (DOUBLED.test(u.normalized) ? { count: 2, unit: "serving" } : null);
  const counted = COUNTED.find((c) => c.asked.test(u.normalized));
  if (!dose || dose.count === 1 || !counted) return answer;
  const figuresOf = (products: readonly Supplement[]) =>
    products.flatMap((p) => {
      const each = perServing(p, counted);
      if (each === null) return [];
      const servings = dose.count / unitsPerServing(p, dose.unit);
      return [{ p, each, servings, total: each * servings }];
    });
  const figures = productsMeant(input).map(figuresOf).find((f) => f.length > 0) ?? [];
  if (!figures.length) return answer;
  const shown = figures.slice(0, 4);
  const lines = shown.map((f) => `- **${f.p.name}** (${f.p.brand}): ${say(f.each)} ${counted.unit} of ${counted.what} per serving${/^\d/.test(f.p.servingSize ?? "") ? ` (${f.p.servingSize})` : ""}, so ${say(f.total)} ${counted.unit} in ${say(dose.count)} ${dose.unit}${dose.count === 1 ? "" : "s"}.`);
  const top = Math.max(...shown.map((f) => f.total));
  const limit = counted.limit;
  const against = limit
    ? top > limit.amount
      ? ` The highest of these is above ${limit.text}: take that much only if a clinician advises it.`
      : ` That stays within ${limit.text}, but count every other product you take as well.`
    : "";
  const overLabel = shown.some((f) => f.servings > 1) ? " More than one label serving at a time is more than the label directs: take no more than the label says unless your provider advises it." : "";
  const names = listJoin(shown.map((f) => f.p.name));
  const text = `Worked out from the label data we hold for ${names}:\n\n${lines.join("\n")}\n\n${`${against}${overLabel}`.trim()}`.trim();
  return {
    ...answer,
    text: join(text, answer.text),
    cautions: [text, ...answer.cautions],
    sources: limit && !answer.sources.some((s) => s.url === limit.source.url) ? [...answer.sources, limit.source] : answer.sources,
  };
}
