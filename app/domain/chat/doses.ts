/*
 * Doses people give in passing ("2000 IU of vit D in my multi and a 5000 IU D3", "took 10mg
 * melatonin"), read per nutrient that has a limit we judge by: what ./said-numbers.ts adds up
 * and sets against the limits, and what the dosing answer reads amounts from.
 */

export type Nutrient = "vitamin D" | "magnesium" | "zinc" | "melatonin";

interface Dose {
  nutrient: Nutrient;
  /** In the nutrient's unit: IU for vitamin D, mg for the rest. */
  amount: number;
}

const NUTRIENT_WORDS: ReadonlyArray<{ nutrient: Nutrient | "other"; pattern: RegExp }> = [
  { nutrient: "vitamin D", pattern: /\bvit(?:amin)?\.?\s*d3?\b|\bd3\b|\bcholecalciferol\b/ },
  { nutrient: "magnesium", pattern: /\bmagnesium\b|\bmag\b/ },
  { nutrient: "zinc", pattern: /\bzinc\b/ },
  { nutrient: "melatonin", pattern: /\bmelatonin\b/ },
  // Another nutrient named beside an amount claims it ("5,000 IU of vitamin A", "200 mg caffeine").
  { nutrient: "other", pattern: /\bvit(?:amin)?\.?\s*[abcek]\d*\b|\bcaffeine\b|\bcreatine\b|\biron\b|\bcalcium\b|\bfish oil\b|\bomega|\bbeta[- ]alanine\b|\bashwagandha\b|\bb12\b|\bbiotin\b|\bpotassium\b|\bsodium\b|\bprotein\b/ },
];

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
  return nearest(after, false) ?? nearest(before, true);
}

/** Doses of the nutrients with a limit, as the person wrote them. An amount in brackets right after another restates it. */
export function dosesSaid(message: string): Dose[] {
  const text = message.toLowerCase();
  const doses: Dose[] = [];
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
    const nutrient = named ?? (unit === "iu" && NUTRIENT_WORDS[0].pattern.test(text) ? "vitamin D" : null);
    if (!nutrient || nutrient === "other") continue;
    if (nutrient === "vitamin D") {
      if (unit === "iu") doses.push({ nutrient, amount: value });
      else if (unit === "mcg") doses.push({ nutrient, amount: value * 40 });
    } else if (unit === "mg") doses.push({ nutrient, amount: value });
    else if (unit === "mcg") doses.push({ nutrient, amount: value / 1000 });
  }
  return doses;
}

/** The person's earlier messages that give a dose, joined; null when none does. */
export function dosedIn(messages: readonly string[]): string | null {
  const dosed = messages.filter((m) => dosesSaid(m).length > 0);
  return dosed.length ? dosed.join("\n") : null;
}

