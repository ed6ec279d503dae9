import { z } from "zod";
import { type Constraint, DIETS, EXCLUDABLE_INGREDIENTS } from "~/domain/catalogue/constraints";
import { type Avoid, CONDITION_IDS, type ConditionId, DUTY_IDS, type DutyId } from "~/domain/safety/conditions";
import type { StimulantPreference } from "./intent";
import { avoidableNamed, constraintKey } from "./stated";

/*
 * What the person has said that still holds, carried from one turn to the next beyond the six
 * messages the client sends (docs/decisions/0103-constraints-kept-beyond-the-history-window.md):
 * their diet, the ingredients and stimulants they leave out, a caffeine ceiling, a budget, their
 * medicines and conditions, their duties, a reaction told. Only these, as labels from closed
 * lists; never their words. A form is not carried: it belongs to the question it was asked with.
 *
 * The understanding step starts from what was carried and reads the history and the message over
 * it with its own rules, so a constraint taken back within the window ("dairy's fine now") is
 * dropped by the same lifts that drop one said within it; what it holds afterwards is carried on.
 */

export interface Carried {
  constraints: Constraint[];
  avoid: Avoid[];
  conditions: ConditionId[];
  duties: DutyId[];
  stimulantPreference: StimulantPreference | null;
  /** A reaction was told (./reaction-hold.ts): stimulants stay out. */
  reacted: boolean;
  /** Money said for one purchase ("got $25"): a container costs that or less. */
  spend: number | null;
}

export const NOTHING_CARRIED: Carried = { constraints: [], avoid: [], conditions: [], duties: [], stimulantPreference: null, reacted: false, spend: null };

/** The understanding's starting state: what was carried, in the maps it keeps them in. */
export function carriedState(carried: Carried = NOTHING_CARRIED) {
  return {
    constraints: new Map(carried.constraints.map((c) => [constraintKey(c), c])),
    avoid: new Map(carried.avoid.map((a) => [a.ingredient, a])),
    conditions: [...carried.conditions],
    duties: [...carried.duties],
    stimulantPreference: carried.stimulantPreference,
    reacted: carried.reacted,
  };
}

/** What the understanding holds after a message, to carry on, with the purchase budget it read. */
export function carriedOf(state: ReturnType<typeof carriedState>, spend: number | null): Carried {
  return {
    constraints: [...state.constraints.values()].filter((c) => c.kind !== "form"),
    avoid: [...state.avoid.values()].filter((a) => avoidableNamed(a.ingredient) !== undefined),
    conditions: [...state.conditions],
    duties: [...state.duties],
    stimulantPreference: state.stimulantPreference,
    reacted: state.reacted,
    spend,
  };
}

// ---------------------------------------------------------------------------------------------
// Labels: "diet:dairy-free", "exclude:caffeine", "caffeine-max:200", "budget:1.5", "avoid:sugar",
// "condition:pregnancy", "duty:aircrew", "stim:no-stim", "reaction", "spend:25"; joined by "|".
// ---------------------------------------------------------------------------------------------

const MAX_LABELS = 40;
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
/** An amount as a person states it: a whole number, or dollars with cents. */
const AMOUNT = /^\d{1,4}(?:\.\d{1,2})?$/;

function labelOf(c: Constraint): string | null {
  switch (c.kind) {
    case "diet":
      return `diet:${c.diet}`;
    case "exclude":
      return `exclude:${c.ingredient}`;
    case "caffeineMax":
      return `caffeine-max:${Math.round(c.mg)}`;
    case "budget":
      // Cents are as fine as a budget reads; a period's money per day may divide finer.
      return `budget:${Number(c.maxPerServing.toFixed(2))}`;
    case "form":
      return null;
  }
}

/** The labels that stand for what is carried, one per item, in a stable order. */
export function carriedLabels(carried: Carried): string[] {
  return [
    // Every label written reads back: an amount too large for a label is left out, not stored.
    ...carried.constraints.map(labelOf).filter((l): l is string => l !== null && itemOf(l) !== null),
    ...carried.avoid.map((a) => `avoid:${a.ingredient}`),
    ...carried.conditions.map((id) => `condition:${id}`),
    ...carried.duties.map((id) => `duty:${id}`),
    ...(carried.stimulantPreference ? [`stim:${carried.stimulantPreference}`] : []),
    ...(carried.reacted ? ["reaction"] : []),
    ...(carried.spend !== null && itemOf(`spend:${Number(carried.spend.toFixed(2))}`) ? [`spend:${Number(carried.spend.toFixed(2))}`] : []),
  ].slice(0, MAX_LABELS);
}

type Item =
  | { constraint: Constraint }
  | { avoid: Avoid }
  | { condition: ConditionId }
  | { duty: DutyId }
  | { stim: StimulantPreference }
  | { reaction: true }
  | { spend: number };

/** One label read back, or null when it is none of ours. */
function itemOf(label: string): Item | null {
  if (label === "reaction") return { reaction: true };
  const colon = label.indexOf(":");
  const kind = label.slice(0, colon);
  const value = label.slice(colon + 1);
  if (colon < 1) return null;
  if (kind === "diet" && oneOf(DIETS, value)) return { constraint: { kind: "diet", diet: value } };
  if (kind === "exclude" && oneOf(EXCLUDABLE_INGREDIENTS, value)) return { constraint: { kind: "exclude", ingredient: value } };
  if (kind === "caffeine-max" && AMOUNT.test(value)) return { constraint: { kind: "caffeineMax", mg: Number(value) } };
  if (kind === "budget" && AMOUNT.test(value) && Number(value) > 0) return { constraint: { kind: "budget", maxPerServing: Number(value) } };
  const avoid = kind === "avoid" ? avoidableNamed(value) : undefined;
  if (avoid) return { avoid };
  if (kind === "condition" && oneOf(CONDITION_IDS, value)) return { condition: value };
  if (kind === "duty" && oneOf(DUTY_IDS, value)) return { duty: value };
  if (kind === "stim" && (value === "stim" || value === "no-stim")) return { stim: value };
  if (kind === "spend" && AMOUNT.test(value) && Number(value) > 0) return { spend: Number(value) };
  return null;
}

const labelSchema = z
  .string()
  .max(40)
  .transform((label, ctx) => {
    const item = itemOf(label);
    if (item) return item;
    ctx.addIssue({ code: "custom", message: "not a carried label" });
    return z.NEVER;
  });

/** The stored labels, read back; anything but a list of our labels is rejected whole. */
export const carriedLabelsSchema = z
  .string()
  .min(1)
  .max(2000)
  .transform((raw) => raw.split("|"))
  .pipe(z.array(labelSchema).max(MAX_LABELS))
  .transform((items): Carried => ({
    constraints: [...new Map(items.flatMap((i) => ("constraint" in i ? [i.constraint] : [])).map((c) => [constraintKey(c), c])).values()],
    avoid: items.flatMap((i) => ("avoid" in i ? [i.avoid] : [])).filter((a, n, all) => all.findIndex((b) => b.ingredient === a.ingredient) === n),
    conditions: [...new Set(items.flatMap((i) => ("condition" in i ? [i.condition] : [])))],
    duties: [...new Set(items.flatMap((i) => ("duty" in i ? [i.duty] : [])))],
    stimulantPreference: items.flatMap((i) => ("stim" in i ? [i.stim] : [])).at(-1) ?? null,
    reacted: items.some((i) => "reaction" in i),
    spend: items.flatMap((i) => ("spend" in i ? [i.spend] : [])).at(-1) ?? null,
  }));

/** What a stored value carries: nothing when it is missing, malformed or forged out of shape. */
export function readCarriedLabels(raw: string | null | undefined): Carried {
  if (!raw) return NOTHING_CARRIED;
  const parsed = carriedLabelsSchema.safeParse(raw);
  return parsed.success ? parsed.data : NOTHING_CARRIED;
}
