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

const PER_DOSE = LIMITS.caffeinePerDose;
const PER_DAY = LIMITS.caffeinePerDay;
const BEFORE_SLEEP = LIMITS.caffeineStopBeforeSleep;
const AIRCREW = LIMITS.aircrewCaffeinePerDose;

const CAFFEINE_GUIDE: Source = { title: `Our guide: ${PER_DOSE.guide.title}`, url: guidePath(PER_DOSE.guide), checked: PER_DOSE.source.checked };

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
  const day = PER_DAY.amount;
  const figure = `the ${mgText(day)} a day FDA and OPSS use for ${PER_DAY.population}`;
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
  const mg = caffeineFromLabel(ingredientLines(text));
  if (mg === null || mg <= PER_DOSE.amount) return null;
  const over = mg - PER_DOSE.amount;
  return {
    mg,
    headline: `${mgText(mg)} of caffeine in one serving: above the ${mgText(PER_DOSE.amount)} single dose`,
    points: [
      `OPSS puts the useful single dose for performance at up to ${mgText(PER_DOSE.amount)} at one time; one serving of this label is ${mgText(over)} over it.`,
      dayPoint(mg),
      `Take it at least ${BEFORE_SLEEP.amount} hours before you plan to sleep, day sleep after a night shift included.`,
      `If you fly: aircrew guidance is up to ${mgText(AIRCREW.amount)} every 3 to 4 hours, so one serving is more than one aircrew dose, and ${FIGURES.aircrewSupplements.quote.charAt(0).toLowerCase()}${FIGURES.aircrewSupplements.quote.slice(1)}.`,
    ],
    sources: [PER_DOSE.source, PER_DAY.source, BEFORE_SLEEP.source, AIRCREW.source, CAFFEINE_GUIDE],
  };
}
