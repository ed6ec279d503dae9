/*
 * The one "is this a stimulant?" rule (docs/product.md §4.4), used by the chat, the quiz, the
 * category filter and "best values": any caffeine on the label, the research's stimulant flag,
 * or a key ingredient naming caffeine, a stimulant or an energy blend makes a product a
 * stimulant, with its caffeine per serving when the label states it. Stim-free needs proof (the
 * research's flag, or a label with no caffeine); otherwise it is unknown, never assumed free.
 */

/** An ingredient counts as a stimulant when its text contains caffeine, stimulant or energy. */
export function isStimulantIngredient(ingredient: string): boolean {
  return /caffeine|stimulant|energy/i.test(ingredient);
}

export type Stimulant = { status: "stimulant"; caffeineMg: number | null } | { status: "stim-free" } | { status: "unknown" };

/** What the rule needs: the research's flag (or the facts' reading of it) and the caffeine per serving. */
export interface StimulantData {
  stimulant: boolean | null;
  caffeineMg: number | null;
  keyIngredients?: readonly string[];
}

export function stimulantOf(product: StimulantData): Stimulant {
  const caffeineMg = product.caffeineMg;
  if (caffeineMg !== null && caffeineMg > 0) return { status: "stimulant", caffeineMg };
  if (product.stimulant === true || product.keyIngredients?.some(isStimulantIngredient)) return { status: "stimulant", caffeineMg };
  if (product.stimulant === false || caffeineMg === 0) return { status: "stim-free" };
  return { status: "unknown" };
}

export function isStimulant(product: StimulantData): boolean {
  return stimulantOf(product).status === "stimulant";
}
