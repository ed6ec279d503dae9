/*
 * Doses people give in passing ("2000 IU of vit D in my multi and a 5000 IU D3", "took 10mg
 * melatonin"), read per nutrient that has a limit we judge by: what ./said-numbers.ts adds up
 * and sets against the limits, and what the dosing answer reads amounts from.
 */

import { BARE_AMOUNT, unitCount, unitsCounted } from "./dose-counts";

export type Nutrient = "vitamin D" | "magnesium" | "zinc" | "melatonin" | "iron" | "omega-3";

interface Dose {
  nutrient: Nutrient;
  /** In the nutrient's unit: IU for vitamin D, mg for the rest; the units taken counted in. */
  amount: number;
  /** How many units of the stated amount are taken ("3 caps of 120 mg": 3). */
  count: number;
}

const NUTRIENT_WORDS: ReadonlyArray<{ nutrient: Nutrient | "other"; pattern: RegExp }> = [
  { nutrient: "vitamin D", pattern: /\bvit(?:amin)?\.?\s*d3?\b|\bd3\b|\bcholecalciferol\b/ },
  { nutrient: "magnesium", pattern: /\bmagnesium\b|\bmag\b/ },
  { nutrient: "zinc", pattern: /\bzinc\b/ },
  { nutrient: "melatonin", pattern: /\bmelatonin\b/ },
  { nutrient: "iron", pattern: /\biron\b|\bferrous\b/ },
  // Another nutrient named beside an amount claims it ("5,000 IU of vitamin A", "200 mg caffeine").
  { nutrient: "other", pattern: /\bvit(?:amin)?\.?\s*[abcek]\d*\b|\bcaffeine\b|\bcreatine\b|\bcalcium\b|\bfish oil\b|\bomega|\bbeta[- ]alanine\b|\bashwagandha\b|\bb12\b|\bbiotin\b|\bpotassium\b|\bsodium\b|\bprotein\b/ },
];

/** "the 5k iu d pills": vitamin D by its letter alone, read only beside an amount in IU. */
const LONE_D = /\bd\b/;

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(iu|mcg|µg|mg|milligrams?)\b/g;

/** The nutrient an amount belongs to: the nearest word named within a few words after it, else before it. */
function nutrientAt(text: string, start: number, end: number): Nutrient | "other" | null {
  const after = text.slice(end, end + 28);
  const before = text.slice(Math.max(0, start - 28), start);
  const nearest = (window: string, fromEnd: boolean) => {
    const hits = NUTRIENT_WORDS.flatMap((w) => [...window.matchAll(new RegExp(w.pattern.source, "g"))].map((m) => ({ nutrient: w.nutrient, at: m.index ?? 0 })));
    hits.sort((a, b) => (fromEnd ? b.at - a.at : a.at - b.at));
    return hits[0]?.nutrient ?? null;
  };
  // "magnesium glycinate 4 caps a night, 120mg each": the nutrient may open the sentence, further back.
  const sentence = text.slice(Math.max(0, text.lastIndexOf(".", start - 1) + 1, start - 70), start);
  return nearest(after, false) ?? nearest(before, true) ?? nearest(sentence, true);
}

/**
 * Doses of the nutrients with a limit, as the person wrote them, each per-unit amount multiplied
 * by the units taken. An amount in brackets right after another restates it; a bare number
 * after a dose ("plus the 2000 in my multi") is another dose of it. `topic` is the nutrient the
 * conversation is about, for amounts said without one ("i take 2 of the 30mg ones").
 */
export function dosesSaid(message: string, topic?: Nutrient): Dose[] {
  const text = message.toLowerCase();
  const doses: Array<Dose & { at: number }> = [];
  let lastEnd = -10;
  for (const m of text.matchAll(AMOUNT)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const restates = /^\s*\(\s*$/.test(text.slice(lastEnd, start));
    lastEnd = end;
    if (restates) continue;
    const value = Number(m[1].replace(/,/g, "")) * (m[2] ? 1000 : 1);
    const unit = m[3].startsWith("mi") ? "mg" : m[3] === "µg" ? "mcg" : m[3];
    const named = nutrientAt(text, start, end);
    // An amount in IU with no nutrient beside it is vitamin D's when vitamin D is what the message is about.
    const nutrient = named ?? (unit === "iu" && (NUTRIENT_WORDS[0].pattern.test(text) || LONE_D.test(text) || topic === "vitamin D") ? "vitamin D" : (topic ?? null));
    if (!nutrient || nutrient === "other") continue;
    const count = unitCount(text, start, end);
    const per = nutrient === "vitamin D" ? (unit === "iu" ? value : unit === "mcg" ? value * 40 : null) : unit === "mg" ? value : unit === "mcg" ? value / 1000 : null;
    if (per !== null) doses.push({ nutrient, amount: per * count, count, at: start });
  }
  for (const m of text.matchAll(BARE_AMOUNT)) {
    const at = m.index ?? 0;
    const before = doses.filter((d) => d.at < at).at(-1);
    if (!before || doses.some((d) => d.at > at && d.at < at + m[0].length + 2)) continue;
    const value = Number(m[1].replace(/,/g, "")) * (m[2] ? 1000 : 1);
    // Only a number of the same order as the dose before it is another dose of it, not a time or a count.
    const per = before.amount / before.count;
    if (value < per / 20 || value > per * 20) continue;
    doses.push({ nutrient: before.nutrient, amount: value, count: 1, at });
  }
  return doses.sort((a, b) => a.at - b.at).map(({ at: _at, ...d }) => d);
}

/** The person's earlier messages that give a dose, joined; null when none does. */
export function dosedIn(messages: readonly string[]): string | null {
  const dosed = messages.filter((m) => dosesSaid(m).length > 0);
  return dosed.length ? dosed.join("\n") : null;
}


/**
 * The nutrient the person's latest earlier message is about ("whats a good zinc"), when it names
 * exactly one: an amount said next without a nutrient ("i take 2 of the 30mg ones") is a dose of it.
 */
export function doseTopicIn(messages: readonly string[]): Nutrient | undefined {
  const last = messages.at(-1)?.toLowerCase();
  if (!last) return undefined;
  const named = NUTRIENT_WORDS.filter((w) => w.pattern.test(last)).map((w) => w.nutrient);
  return named.length === 1 && named[0] !== "other" ? named[0] : undefined;
}

/**
 * Pills of a nutrient counted with no amount said ("can i take 3 of the iron pills a day?",
 * "double up on my zinc"): the multiple is the question, and the label's amount is the missing
 * number. One per nutrient named in a sentence that counts units and gives no amount.
 */
export function countedWithoutAmount(message: string): Array<{ nutrient: Nutrient; count: number }> {
  const out: Array<{ nutrient: Nutrient; count: number }> = [];
  // A product's own name ("Klean Magnesium (90 vegetarian capsules)") is no count taken.
  for (const sentence of message.toLowerCase().replace(/\([^)]*\)/g, " ").split(/(?<=[.?!])\s+|\n+/)) {
    if (new RegExp(AMOUNT.source).test(sentence)) continue;
    const count = unitsCounted(sentence);
    // Pills taken in a day are a handful: a bigger number is a bottle's count or a product's name.
    if (!count || count < 2 || count > 10) continue;
    for (const w of NUTRIENT_WORDS) {
      if (w.nutrient === "other" || w.nutrient === "melatonin" || !w.pattern.test(sentence) || out.some((o) => o.nutrient === w.nutrient)) continue;
      out.push({ nutrient: w.nutrient, count });
    }
  }
  return out;
}
