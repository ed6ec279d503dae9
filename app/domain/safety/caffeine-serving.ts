import { caffeineFromLabel } from "~/domain/catalogue/ingredients";
import { FIGURES, guidePath } from "~/domain/guides";
import type { Source } from "~/domain/source";
import { LIMITS } from "./limits-table";

/*
 * A label whose one serving holds more caffeine than the single dose our caffeine guide cites
 * (OPSS: up to 200 mg at one time), said in figures worked out from the label's own amount: how
 * far over the dose it is, how much of the day's figure one serving takes, and what that means on
 * duty. The amount is read by the catalogue's one label reader (caffeineFromLabel), so the checker
 * and the product pages count a label's caffeine the same way. Pure: text in, words out.
 */

export interface CaffeineServing {
  /** Caffeine in one serving, as the label states it, in mg. */
  mg: number;
  headline: string;
  /** What the amount means, one point a sentence, each worked out from `mg`. */
  points: string[];
  sources: Source[];
}


/**
 * A pasted label's ingredients, one a line: a panel's lines, and the items of a list run together
 * with commas or semicolons. A comma inside brackets ("Caffeine (as caffeine anhydrous, 300 mg)")
 * or between digits ("1,000 mg", "1,3-DMAA") does not end an ingredient.
 */
function ingredientLines(text: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    const ends = ch === "\n" || ch === "•" || (depth === 0 && (ch === ";" || (ch === "," && /\s/.test(text[i + 1] ?? " "))));
    if (!ends) continue;
    lines.push(text.slice(start, i));
    start = i + 1;
    if (ch === "\n") depth = 0;
  }
  lines.push(text.slice(start));
  return lines.map((l) => l.trim()).filter(Boolean);
}

const mgText = (mg: number) => `${mg.toLocaleString("en-US")} mg`;

/** How one serving sits against the daily figure, for someone counting every coffee, can and gum on a shift. */
function dayPoint(mg: number): string {
  const day = LIMITS.caffeinePerDay.amount;
  const figure = `the ${mgText(day)} a day FDA and OPSS use for ${LIMITS.caffeinePerDay.population}`;
  if (mg > day) return `One serving is more than ${figure}, by ${mgText(mg - day)}, before any coffee, energy drink or ration gum on the shift.`;
  if (mg === day) return `One serving is all of ${figure}: any coffee, energy drink or ration gum that day goes over it.`;
  const share = Math.round((mg / day) * 100);
  return `One serving is ${share}% of ${figure}, leaving ${mgText(day - mg)} for every coffee, energy drink and ration gum for the rest of the day or shift.`;
}

/**
 * What the checker says about a label's caffeine: null when the label states no caffeine amount
 * or one serving keeps to the single dose.
 */
export function caffeineServing(text: string): CaffeineServing | null {
  // The limits are read here, not at load: the offline checker's bundle imports this module's
  // neighbours (./check.ts) and would otherwise carry them.
  const { caffeinePerDose: perDose, caffeinePerDay: perDay, caffeineStopBeforeSleep: beforeSleep, aircrewCaffeinePerDose: aircrew } = LIMITS;
  const guide: Source = { title: `Our guide: ${perDose.guide.title}`, url: guidePath(perDose.guide), checked: perDose.source.checked };
  const mg = caffeineFromLabel(ingredientLines(text));
  if (mg === null || mg <= perDose.amount) return null;
  const over = mg - perDose.amount;
  return {
    mg,
    headline: `${mgText(mg)} of caffeine in one serving: above the ${mgText(perDose.amount)} single dose`,
    points: [
      `OPSS puts the useful single dose for performance at up to ${mgText(perDose.amount)} at one time; one serving of this label is ${mgText(over)} over it.`,
      dayPoint(mg),
      `Take it at least ${beforeSleep.amount} hours before you plan to sleep, day sleep after a night shift included.`,
      `If you fly: aircrew guidance is up to ${mgText(aircrew.amount)} every 3 to 4 hours, so one serving is more than one aircrew dose, and ${FIGURES.aircrewSupplements.quote.charAt(0).toLowerCase()}${FIGURES.aircrewSupplements.quote.slice(1)}.`,
    ],
    sources: [perDose.source, perDay.source, beforeSleep.source, aircrew.source, guide],
  };
}
