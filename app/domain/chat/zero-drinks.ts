import { LIMITS } from "~/domain/safety/limits-table";
import type { Source } from "~/domain/source";
import { HPRC_HYDRATION } from "~/domain/safety/condition-sources";
import { ACSM_FLUID, ENERGY_DRINK_SOURCE } from "./sources";

/*
 * A drink named with "Zero", "Diet" or "sugar-free" in its name (Coke Zero, Gatorade Zero) says
 * nothing about what the person wants to avoid, but it is often what they ask about: "zero" is
 * sugar, not caffeine, so a zero cola still counts toward the day's caffeine; and a zero-sugar
 * sports drink gives fluid and electrolytes but no carbohydrate to fuel a long effort. Each
 * sentence comes from a listed source: the cola figure from HPRC's energy-drink page, the
 * hydration rules from HPRC and the ACSM position stand.
 */

export type ZeroDrink = { kind: "cola" | "sports"; name: string };

const COLA = /\b(?:coke zero(?: sugar)?|diet coke|pepsi zero(?: sugar)?|diet pepsi|pepsi max|zero sugar (?:coke|pepsi|cola)|diet (?:dr\.? ?pepper|mountain dew|dew)|(?:dr\.? ?pepper|mountain dew|dew) zero)\b/;
const SPORTS = /\b(?:gatorade zero|g zero|g2|powerade zero|zero sugar gatorade|sugar[- ]free gatorade|body ?armor (?:zero|lyte))\b/;

const title = (name: string) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bG2\b/i, "G2");

/** A zero-sugar cola or sports drink the message names, or null. */
export function zeroDrinkNamed(lower: string): ZeroDrink | null {
  const cola = COLA.exec(lower);
  // "Caffeine-free Diet Coke" has none: the caffeine note would be false for it.
  if (cola && !/caffeine[- ]?free\s*$/.test(lower.slice(0, cola.index))) return { kind: "cola", name: title(cola[0]) };
  if (cola) return null;
  const sports = SPORTS.exec(lower);
  return sports ? { kind: "sports", name: title(sports[0]) } : null;
}

/** What the person should know about the drink they named, answered from the sources above. */
export function zeroDrinkNote(drink: ZeroDrink): { text: string; sources: Source[] } {
  if (drink.kind === "cola") {
    return {
      text: `${drink.name} is a cola, and "zero" or "diet" means no sugar, not no caffeine. Count each 12 oz can as about half a cup of coffee, and at most 71 mg (the FDA's cap for cola-type drinks), toward the ${LIMITS.caffeinePerDay.amount} mg a day figure for healthy adults, with any pre-workout or energy drink added on top.`,
      sources: [ENERGY_DRINK_SOURCE, LIMITS.caffeinePerDay.source],
    };
  }
  return {
    text: `${drink.name} gives you fluid and electrolytes but, with no sugar, no carbohydrate to fuel you. Under an hour, water is enough; for longer efforts HPRC says water, sports drinks or both, and ACSM notes that drinks with electrolytes and carbohydrate can do better than water alone in some circumstances. On a long ruck, pair a zero-sugar drink with food or a drink that has carbohydrate, and drink to a plan rather than as much as you can.`,
    sources: [HPRC_HYDRATION, ACSM_FLUID],
  };
}
