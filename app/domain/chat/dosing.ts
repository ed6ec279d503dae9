import type { Supplement } from "~/domain/catalogue/types";
import { CAFFEINE_SOURCES, LIMITS, UPPER_LIMITS } from "~/domain/safety/limits-table";
import { servingAmounts } from "~/domain/safety/product-cautions";
import { isStimulant } from "~/domain/safety/stimulant";
import { withoutParentheses } from "~/domain/text";
import type { Draft } from "./draft";
import { BODY_WEIGHT } from "./topic";
import type { Understanding } from "./understand";
import { ISSN_CAFFEINE, ISSN_PROTEIN } from "./sources";
import { dosesSaid } from "./doses";
import { adultCaffeineFiguresApply } from "./situation-answers";

/*
 * Dosing answers: an amount the person names, set against the label's serving and the sourced
 * figures of the limits table. Never more than the label, never above a limit.
 */

/** Scoops in one label serving ("2 scoops" -> 2, "1 level scoop" -> 1); 1 when the serving is not in scoops. */
function unitsPerServing(product: Supplement, unit: string): number {
  const m = new RegExp(String.raw`(\d+)\s*(?:level\s+)?${unit}`, "i").exec(product.servingSize ?? "");
  return m ? Number(m[1]) : 1;
}

/** A body weight said ("170 lb dude", "80 kg"): the sport research's 3 to 6 mg per kg worked out, against OPSS's single dose. */
function byWeight(normalized: string): string {
  const m = BODY_WEIGHT.exec(normalized);
  if (!m) return "";
  const kg = /^k/.test(m[2]) ? Number(m[1]) : Math.round(Number(m[1]) * 0.4536);
  if (kg < 40 || kg > 160) return "";
  return ` At about ${kg} kg, the sport research's 3 to 6 mg per kg would be ${kg * 3} to ${kg * 6} mg, and the lowest effective dose may be about 2 mg per kg (${kg * 2} mg): staying at or under ${LIMITS.caffeinePerDose.amount} mg a dose keeps you within OPSS's figure.`;
}

/**
 * A body weight said with a protein request ("i'm a 130 lb female"): the daily and per-meal
 * protein our protein guide gives for hard training, worked out for that weight.
 */
export function proteinByWeight(normalized: string, d: Draft): void {
  const m = BODY_WEIGHT.exec(normalized);
  if (!m) return;
  const kg = /^k/.test(m[2]) ? Number(m[1]) : Math.round(Number(m[1]) / 2.2);
  if (kg < 40 || kg > 160) return;
  d.caution(
    `At about ${kg} kg, the 1.4 to 2.0 g per kg a day that suits hard training is about ${Math.round(kg * 1.4)} to ${Math.round(kg * 2)} g of protein a day, best spread over meals of about ${Math.round(kg * 0.25)} to ${Math.round(kg * 0.3)} g. Food should do most of that; a shake is a convenience for days when real food is not practical.`,
    ISSN_PROTEIN,
  );
}

export function caffeineDose(u: Understanding, focus: readonly Supplement[], d: Draft, catalogue: readonly Supplement[]): boolean {
  const dose = u.dose;
  // A body weight given after a caffeine question ("im 125 lbs, does that change it") carries the caffeine topic.
  const named = /caffeine|pre-workout|energy drink|stim/.test(u.normalized) || focus.some((p) => isStimulant(p)) || (BODY_WEIGHT.test(u.normalized) && /\bcaffeine\b/.test(u.topic));
  // "3 scoops at once" with nothing else named: most likely a pre-workout, so say what that would mean.
  const scoopsOfSomething = dose !== null && /^(?:scoop|serving)$/.test(dose.unit) && !focus.length && (u.categories.length === 0 || u.categories[0] === "pre-workout");
  const aboutCaffeine = named || scoopsOfSomething;
  // Pregnant or nursing, the everyday adult figures are not theirs: the condition's own figure answers (./warnings.ts).
  if (!aboutCaffeine || !adultCaffeineFiguresApply(u)) return false;
  const limits = `OPSS puts the useful single dose at up to ${LIMITS.caffeinePerDose.amount} mg, and FDA and OPSS use ${LIMITS.caffeinePerDay.amount} mg a day for most healthy adults.`;
  const withCaffeine = focus.flatMap((p) => (p.caffeineMg !== null && p.caffeineMg > 0 ? [{ p, mg: p.caffeineMg }] : []));
  if (dose && withCaffeine.length) {
    for (const { p, mg } of withCaffeine) {
      const perUnit = mg / unitsPerServing(p, dose.unit);
      const total = Math.round(perUnit * dose.count);
      const servings = dose.count / unitsPerServing(p, dose.unit);
      const overLabel = servings > 1;
      const against =
        total > LIMITS.caffeinePerDay.amount
          ? `more than the ${LIMITS.caffeinePerDay.amount} mg daily figure in one go`
          : total === LIMITS.caffeinePerDay.amount
            ? `the whole ${LIMITS.caffeinePerDay.amount} mg daily figure in one go`
            : total > LIMITS.caffeinePerDose.amount
              ? `above the up-to-${LIMITS.caffeinePerDose.amount} mg single dose OPSS gives for performance`
              : `within the up-to-${LIMITS.caffeinePerDose.amount} mg single dose OPSS gives, but count it toward your ${LIMITS.caffeinePerDay.amount} mg a day`;
      d.caution(
        `**${p.name}:** the label's serving is ${p.servingSize ?? "one serving"} with ${mg} mg caffeine, so ${dose.count} ${dose.unit}${dose.count > 1 ? "s" : ""} ${dose.count > 1 ? "are" : "is"} ${total} mg: ${against}.` +
          (overLabel ? ` That is ${servings === 2 ? "twice" : `${servings} times`} the label's serving; take no more than the label says.` : ""),
        ...CAFFEINE_SOURCES,
      );
      d.name(p);
    }
    d.caution(limits);
    return true;
  }
  if (dose && /pre-workout|scoop|stim/.test(u.normalized)) {
    const perServing = catalogue.flatMap((p) => (p.category === "pre-workout" && p.caffeineMg ? [p.caffeineMg] : []));
    const low = Math.min(...perServing);
    const high = Math.max(...perServing);
    d.caution(
      `${named ? "It depends on the label" : "If that is a pre-workout, it depends on the label"}: our certified stimulant pre-workouts carry ${low} to ${high} mg of caffeine per serving, so ${dose.count} servings would be ${low * dose.count} to ${high * dose.count} mg at once. ${limits} Take one serving, as the label says; CLEARED never suggests more than the label.`,
      ...CAFFEINE_SOURCES,
    );
    return true;
  }
  if (dose && /energy drink|\bcans?\b|\bdrinks?\b/.test(u.normalized)) {
    d.caution(
      `${dose.count} energy drinks can pass ${LIMITS.caffeinePerDay.amount} mg a day on their own: add up the caffeine on each label, with your coffee and pre-workout, and keep the total at or under ${LIMITS.caffeinePerDay.amount} mg. ${limits}`,
      ...CAFFEINE_SOURCES,
    );
    return true;
  }
  d.caution(`${limits} Count every source together: coffee, tea, soda, energy drinks and any pre-workout.${byWeight(u.normalized)}`, ...CAFFEINE_SOURCES, ...(byWeight(u.normalized) ? [ISSN_CAFFEINE] : []));
  return true;
}

export function nutrientDose(u: Understanding, focus: readonly Supplement[], d: Draft, before: readonly Supplement[] = []): boolean {
  let said = false;
  for (const limit of UPPER_LIMITS) {
    const key = limit.limit.nutrient.split(" ")[0].toLowerCase();
    // Amounts read per nutrient (./said-numbers.ts, which also says any total over the limit): "6 mg" of melatonin is not magnesium's.
    const doses = dosesSaid(u.message);
    const stated = doses.length ? null : limit.limit.unit === "IU" ? /(\d[\d,]*)\s*iu\b/.exec(u.normalized) : new RegExp(String.raw`(\d[\d,]*)\s*mg\b(?:\s*(?:of\s*)?${key})?`).exec(u.normalized);
    // An amount said with no nutrient ("my multi has 2000 IU") after a product of this nutrient the person named earlier ("I take Klean-D 5000"): the two add up.
    const earlier = limit.pattern.test(u.normalized) ? [] : before.filter((p) => !focus.some((f) => f.id === p.id)).flatMap((p) => servingAmounts(p).filter((a) => a.limit === limit).map((a) => ({ p, amount: a.amount })));
    if (stated && earlier.length) {
      const added = Number(stated[1].replace(/,/g, ""));
      const total = earlier.reduce((sum, e) => sum + e.amount, added);
      const fmt = (n: number) => n.toLocaleString("en-US");
      const parts = `${earlier.map((e) => `${fmt(e.amount)} ${limit.limit.unit} from your ${withoutParentheses(e.p.name)}`).join(" + ")} + ${fmt(added)} ${limit.limit.unit}`;
      d.caution(
        total > limit.limit.amount
          ? `That adds up to about ${fmt(total)} ${limit.limit.unit} of ${limit.limit.nutrient} a day (${parts}), over ${limit.text}. Take that much only if a clinician prescribes it; time outside adds some from the sun too, so ask your provider (your PCM) whether to check your blood level before you keep both.`
          : `That adds up to about ${fmt(total)} ${limit.limit.unit} of ${limit.limit.nutrient} a day (${parts}), within ${limit.text}; count any other product that has it too.`,
        limit.limit.source,
      );
      said = true;
      continue;
    }
    const asked = limit.pattern.test(u.normalized) || focus.some((p) => servingAmounts(p).some((a) => a.limit === limit));
    if (!asked) continue;
    const own = doses.filter((x) => x.nutrient === limit.limit.nutrient).map((x) => x.amount);
    const amount = own.length ? own.reduce((a, b) => a + b, 0) : stated ? Number(stated[1].replace(/,/g, "")) : null;
    // A total over the limit is said first by that last check, with its sum.
    const saidFirst = own.length > 0 && amount !== null && amount > limit.limit.amount;
    if (saidFirst) {
      d.sources.push(limit.limit.source);
    } else if (amount !== null && (limit.pattern.test(u.normalized) || focus.length)) {
      const verdict =
        amount > limit.limit.amount
          ? `${amount.toLocaleString("en-US")} ${limit.limit.unit} is above ${limit.text}: take that much only if a clinician advises it.`
          : `${amount.toLocaleString("en-US")} ${limit.limit.unit} is within ${limit.text}, counting every product you take.`;
      d.caution(verdict, limit.limit.source);
    } else {
      d.caution(`Keep to the label and under ${limit.text}, counting every product you take.`, limit.limit.source);
    }
    for (const p of focus) {
      if (servingAmounts(p).some((a) => a.limit === limit)) d.name(p);
    }
    said = true;
  }
  return said;
}
