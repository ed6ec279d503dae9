import { mineralMg, omega3Mg, proteinGrams, vitaminDIu } from "~/domain/catalogue/serving-amounts";
import { formatUsd } from "~/domain/catalogue/format";
import { AIRCREW_CAFFEINE_PER_24H, AIRCREW_CAFFEINE_PER_DOSE, CAFFEINE_PER_DAY, CAFFEINE_PER_DOSE, CAFFEINE_STOP_BEFORE_SLEEP, MAGNESIUM_LIMIT, OMEGA3_LIMIT, VITAMIN_D_LIMIT, ZINC_LIMIT } from "~/domain/safety/limits-table";
import { FIGURES, GUIDES, type GuideRef, type HeatCategory, type WorkLevel } from "~/domain/guides";
import { single, ticked, type QuizAnswers } from "./answers";
import type { QuizProduct } from "./rule-types";
import type { QuizDefinition } from "./question-types";
import { caffeineWindow } from "./timing";
import { withoutParentheses } from "~/domain/text";

/*
 * The planner under a result: numbers worked out from the person's answers, the picks' labels
 * and prices, and the sourced figures in our guides. Every row names the guide its figure comes
 * from; a figure no guide gives is not shown.
 */

export interface PlanRow {
  label: string;
  value: string;
  detail?: string;
}

export interface PlanSection {
  id: string;
  title: string;
  rows: PlanRow[];
  guide?: GuideRef;
  /** Where the numbers come from when it is our own data (prices). */
  note?: string;
}

const n = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;


/** "¾ quart" style figures as the Army table prints them. */
function quarts(value: number): string {
  const whole = Math.floor(value);
  const frac = value - whole;
  const glyph = frac === 0.5 ? "½" : frac === 0.75 ? "¾" : frac === 0.25 ? "¼" : frac === 0 ? "" : `.${String(frac).slice(2)}`;
  const text = whole === 0 ? glyph : `${whole}${glyph}`;
  return `${text} ${value > 1 ? "quarts" : "quart"}`;
}

function costSection(picks: readonly QuizProduct[]): PlanSection | null {
  const priced = picks.filter((p) => p.pricePerServing !== null);
  if (priced.length === 0) return null;
  return {
    id: "cost",
    title: "What it costs",
    rows: priced.map((p) => {
      const perServing = p.pricePerServing as number;
      return {
        label: withoutParentheses(p.product.name),
        value: `${formatUsd(perServing)} a day, ${formatUsd(perServing * 7)} a week`,
        detail: `At one label serving a day (${p.product.servingSize ?? "serving not recorded"}), from ${p.product.priceText} for ${p.product.servingsPerContainer} servings.`,
      };
    }),
    note: "Prices as our research recorded them, with their date on the product page; check the current price before you buy.",
  };
}

function preWorkoutPlan(answers: QuizAnswers, picks: readonly QuizProduct[]): PlanSection[] {
  const rows: PlanRow[] = [];
  const perDose = CAFFEINE_PER_DOSE.amount;
  const perDay = CAFFEINE_PER_DAY.amount;
  for (const p of picks) {
    const mg = p.facts.caffeineMg;
    if (mg === null) continue;
    rows.push({
      label: withoutParentheses(p.product.name),
      value: mg === 0 ? "No caffeine" : `${mg} mg caffeine a serving`,
      detail:
        mg === 0
          ? `Leaves the whole ${perDay} mg daily figure for coffee, tea and everything else.`
          : `${pct(mg, perDose)} of the ${perDose} mg OPSS advises at one time; leaves ${perDay - mg} mg of the ${perDay} mg daily figure for coffee, tea, gum and everything else.`,
    });
  }
  const window = caffeineWindow(single(answers, "train"), single(answers, "sleep"));
  if (window) {
    rows.push({
      label: "Your last caffeine",
      value: `By ${window.cutoffLabel}`,
      detail: `At least ${CAFFEINE_STOP_BEFORE_SLEEP.amount} hours before your ${window.sleepLabel} sleep.${window.allInside ? " Your training window is inside that, so only stim-free options are shown." : ""}`,
    });
  }
  if (ticked(answers, "duty").includes("aircrew")) {
    rows.push({
      label: "Flight crew on long missions",
      value: `Up to ${AIRCREW_CAFFEINE_PER_DOSE.amount} mg every 3 to 4 hours`,
      detail: `No more than ${AIRCREW_CAFFEINE_PER_24H.amount} mg in 24 hours, under your flight surgeon's rules; supplements need the flight surgeon's approval.`,
    });
  }
  return rows.length > 0 ? [{ id: "caffeine", title: "Your caffeine plan", rows, guide: GUIDES.caffeine }] : [];
}

function hydrationPlan(answers: QuizAnswers, picks: readonly QuizProduct[]): PlanSection[] {
  const heat = Number(single(answers, "heat"));
  const work = single(answers, "work") as WorkLevel;
  const duration = single(answers, "duration");
  const hours: Record<string, [number, number | null]> = { "under-1": [0, 1], "1-2": [1, 2], "2-4": [2, 4], "4-plus": [4, null] };
  const [fromH, toH] = hours[duration] ?? [0, 1];
  const rows: PlanRow[] = [];
  // Fluid per hour as a range of ounces, for the sodium arithmetic below.
  let ozPerHour: [number, number];
  if (heat >= 1 && heat <= 5 && work in FIGURES.heatTable.quartsPerHour[1]) {
    const qt = FIGURES.heatTable.quartsPerHour[heat as HeatCategory][work];
    ozPerHour = [qt * 32, qt * 32];
    rows.push({
      label: "Fluid per hour",
      value: `${quarts(qt)} (${n(qt * 32)} oz)`,
      detail: `The Army work/rest and water table for heat category ${heat} and ${work} work, for an average heat-acclimatized service member.`,
    });
    if (duration !== "under-1") {
      const total = toH === null ? `${quarts(qt * fromH)} for every ${fromH} hours` : `${quarts(qt * fromH)} to ${quarts(qt * toH)} over ${fromH} to ${toH} hours`;
      rows.push({ label: "Over your effort", value: total, detail: "Drink steadily rather than in catch-up bouts." });
    }
  } else {
    const { min, max, capOz } = FIGURES.exerciseOzPerHour;
    ozPerHour = [min, max];
    rows.push({ label: "Fluid per hour", value: `${min} to ${max} oz`, detail: `HPRC's figure during exercise; never more than ${capOz} oz an hour.` });
  }
  rows.push({
    label: "Never more than",
    value: `${n(FIGURES.hourlyCapQuarts.value)} quarts an hour, ${FIGURES.dailyCapQuarts.value} quarts a day`,
    detail: "Over-drinking plain water causes exertional hyponatremia: confusion or vomiting after heavy drinking needs medical help, not more water.",
  });
  const { min, max } = FIGURES.sportsDrinkSodiumPer8Oz;
  rows.push({
    label: "Sodium, sports-drink profile",
    value: `${n((ozPerHour[0] / 8) * min)} to ${n((ozPerHour[1] / 8) * max)} mg an hour`,
    detail: `HPRC's sports drink carries ${min} to ${max} mg sodium per 8 oz; this is that profile at your fluid rate. Heavy, salty sweaters on long days benefit most from sodium; let your sweat and your weigh-ins guide you.`,
  });
  for (const p of picks) {
    const mg = mineralMg(p.product, "sodium");
    if (mg !== null) rows.push({ label: withoutParentheses(p.product.name), value: `${mg} mg sodium a serving`, detail: p.product.servingSize ? `Per ${p.product.servingSize}.` : undefined });
  }
  return [{ id: "hydration", title: "Your hydration plan", rows, guide: GUIDES.hydration }];
}

function sleepPlan(picks: readonly QuizProduct[]): PlanSection[] {
  const rows: PlanRow[] = [];
  const { min, max } = FIGURES.melatoninStudyDoseMg;
  for (const p of picks) {
    if (p.facts.melatoninMg !== null) {
      rows.push({
        label: withoutParentheses(p.product.name),
        value: `${n(p.facts.melatoninMg)} mg melatonin a serving`,
        detail: `Jet lag trials used ${min} to ${max} mg at the target bedtime. Never take more than the label directs.`,
      });
    }
  }
  const ul = MAGNESIUM_LIMIT.amount;
  const magnesiumRows: PlanRow[] = [];
  for (const p of picks) {
    const mg = mineralMg(p.product, "magnesium");
    if (mg === null) continue;
    const servings = Math.floor(ul / mg);
    magnesiumRows.push({
      label: withoutParentheses(p.product.name),
      value: `${mg} mg magnesium a serving`,
      detail: `${pct(mg, ul)} of the ${ul} mg daily upper limit for magnesium from supplements; at most ${servings} serving${servings === 1 ? "" : "s"} a day stay${servings === 1 ? "s" : ""} under it, counting every other magnesium product you take.`,
    });
  }
  return [
    ...(rows.length > 0 ? [{ id: "melatonin", title: "Melatonin dose", rows, guide: GUIDES.sleep }] : []),
    ...(magnesiumRows.length > 0 ? [{ id: "magnesium", title: "Magnesium against the upper limit", rows: magnesiumRows, guide: GUIDES.upperLimits }] : []),
  ];
}

function vitaminsPlan(picks: readonly QuizProduct[]): PlanSection[] {
  const rows: PlanRow[] = [];
  const rda = FIGURES.vitaminDRdaIu.value;
  const ul = VITAMIN_D_LIMIT.amount;
  for (const p of picks) {
    const iu = vitaminDIu(p.product);
    if (iu !== null) {
      rows.push({
        label: withoutParentheses(p.product.name),
        value: `${n(iu)} IU (${n(iu / 40)} mcg) vitamin D a serving`,
        detail: `${pct(iu, rda)} of the ${n(rda)} IU daily allowance for adults 19 to 70; ${pct(iu, ul)} of the ${n(ul)} IU upper limit, before food and other products.`,
      });
    }
    const zinc = mineralMg(p.product, "zinc");
    if (zinc !== null) {
      rows.push({ label: withoutParentheses(p.product.name), value: `${zinc} mg zinc a serving`, detail: `${pct(zinc, ZINC_LIMIT.amount)} of the ${ZINC_LIMIT.amount} mg upper limit, which counts food and water too.` });
    }
  }
  return rows.length > 0 ? [{ id: "upper-limits", title: "Against the upper limits", rows, guide: GUIDES.upperLimits }] : [];
}

function healthPlan(picks: readonly QuizProduct[]): PlanSection[] {
  const rows: PlanRow[] = [];
  const gramsPerDay = OMEGA3_LIMIT.amount;
  for (const p of picks) {
    const mg = omega3Mg(p.product);
    if (mg !== null) {
      rows.push({
        label: withoutParentheses(p.product.name),
        value: `${n(mg)} mg omega-3 a serving`,
        detail: `${pct(mg, gramsPerDay * 1000)} of the ${gramsPerDay} g a day FDA generally recognizes as safe; data above that are scarce.`,
      });
    }
  }
  const zincRows: PlanRow[] = [];
  for (const p of picks) {
    const zinc = mineralMg(p.product, "zinc");
    if (zinc !== null) zincRows.push({ label: withoutParentheses(p.product.name), value: `${zinc} mg zinc a serving`, detail: `${pct(zinc, ZINC_LIMIT.amount)} of the ${ZINC_LIMIT.amount} mg upper limit, which counts food and water too.` });
  }
  return [
    ...(rows.length > 0 ? [{ id: "omega-3", title: "Omega-3 per day", rows, guide: GUIDES.interactions }] : []),
    ...(zincRows.length > 0 ? [{ id: "zinc", title: "Zinc against the upper limit", rows: zincRows, guide: GUIDES.upperLimits }] : []),
  ];
}

function proteinPlan(answers: QuizAnswers, picks: readonly QuizProduct[]): PlanSection[] {
  const rows: PlanRow[] = [];
  const { min, max } = FIGURES.proteinPerMealG;
  const bed = single(answers, "timing") === "bed";
  for (const p of picks) {
    const g = proteinGrams(p.product);
    if (g === null) continue;
    const servings = Math.ceil(FIGURES.proteinPreSleepG.value / g);
    rows.push({
      label: withoutParentheses(p.product.name),
      value: `${n(g)} g protein a serving`,
      detail: bed
        ? `Before sleep, the guide links at least ${FIGURES.proteinPreSleepG.value} g to a strong overnight effect: ${servings} serving${servings === 1 ? "" : "s"}, or add food.`
        : `The guide gives ${min} to ${max} g per meal for most people.`,
    });
  }
  return rows.length > 0 ? [{ id: "protein", title: "Protein per serving", rows, guide: GUIDES.protein }] : [];
}

export function planFor(quiz: QuizDefinition, answers: QuizAnswers, picks: readonly QuizProduct[]): PlanSection[] {
  const sections: PlanSection[] = (() => {
    switch (quiz.category) {
      case "pre-workout":
        return preWorkoutPlan(answers, picks);
      case "hydration":
        return hydrationPlan(answers, picks);
      case "sleep":
        return sleepPlan(picks);
      case "vitamins":
        return vitaminsPlan(picks);
      case "health-wellness":
        return healthPlan(picks);
      case "protein-recovery":
        return proteinPlan(answers, picks);
    }
  })();
  const cost = costSection(picks);
  return cost ? [...sections, cost] : sections;
}
