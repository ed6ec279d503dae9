import type { Supplement } from "~/domain/catalogue/types";
import type { Source } from "~/domain/source";
import { escapeRegExp } from "~/domain/text";
import { COMMON_EFFECTS, type CommonEffect, EFFECT_IDS, EFFECT_WORDS, type EffectId, PRODUCT_KINDS } from "./common-effects";
import { says, type MeaningId } from "./meanings";
import type { Understanding } from "./understanding";

/*
 * What most likely caused what the person says happened after a supplement, from the table of
 * common effects (./common-effects.ts): the effects said in this turn (vocabulary meanings
 * `effect-<id>`), the ingredients of what they took (named as an ingredient, as a catalogue
 * product with its ingredient list, or as a kind of product such as "my multi" or "pre-workout",
 * in this turn or an earlier one), and the rows where the two meet. A product's own label makes
 * the cause definite ("the beta-alanine in Fuse"); a kind makes it likely, with the label to check.
 */

/** How the ingredient was found: on a named product's label, named by the person, or by the kind of product; `earlier` when only an earlier turn named it. */
type Via = ({ kind: "label"; product: string } | { kind: "named" } | { kind: "kind" }) & { earlier?: true };

export interface FoundCause {
  row: CommonEffect;
  effect: EffectId;
  via: Via;
}

export interface CauseReading {
  effects: EffectId[];
  /** Something taken was identified (an ingredient, a product or a kind): the effect is about it. */
  taken: boolean;
  causes: FoundCause[];
}

type Reader = Pick<Understanding, "normalized" | "vocabulary" | "namedProductIds" | "focusProductIds" | "namedBefore" | "earlierAsks">;

const wordsIn = (names: readonly string[]) => new RegExp(`(?<![\\w-])(?:${names.map(escapeRegExp).join("|")})(?![\\w-])`);
const NAME_PATTERNS = new Map(COMMON_EFFECTS.map((row) => [row, wordsIn(row.names)]));
const KIND_PATTERNS = PRODUCT_KINDS.map((k) => ({ pattern: wordsIn(k.names), ingredients: k.ingredients }));

/** "Iron-free" on a label says the ingredient is not there. */
const withoutFreeOf = (text: string) => text.toLowerCase().replace(/\b[\w ]+-free\b/g, " ");

/** The effects this turn says happened, in the table's order. */
export function effectsSaid(u: Pick<Understanding, "normalized" | "vocabulary">): EffectId[] {
  return EFFECT_IDS.filter((id) => says(u.normalized, u.vocabulary, `effect-${id}` as MeaningId));
}

/** The rows an ingredient text names, by name or by kind. */
function rowsIn(text: string): { row: CommonEffect; byKind: boolean }[] {
  const plain = withoutFreeOf(text);
  const named = COMMON_EFFECTS.filter((row) => NAME_PATTERNS.get(row)?.test(plain));
  const kinds = KIND_PATTERNS.filter((k) => k.pattern.test(plain)).flatMap((k) => COMMON_EFFECTS.filter((row) => k.ingredients.includes(row.ingredient) && !named.includes(row)));
  return [...named.map((row) => ({ row, byKind: false })), ...kinds.map((row) => ({ row, byKind: true }))];
}

/** Every ingredient of the table the person has taken, nearest first: this turn's words and products, then earlier turns'. */
function ingredientsTaken(u: Reader, productById: (id: string) => Supplement | null): { row: CommonEffect; via: Via }[] {
  const products = [...new Set([...u.namedProductIds, ...u.focusProductIds, ...(u.namedBefore ?? []).toReversed()])].map(productById).filter((p): p is Supplement => p !== null);
  const fromText = (text: string) => rowsIn(text).map(({ row, byKind }) => ({ row, via: byKind ? ({ kind: "kind" } as const) : ({ kind: "named" } as const) }));
  const fromLabel = (p: Supplement) => rowsIn([p.name, ...p.keyIngredients].join(" ; ")).map(({ row, byKind }) => ({ row, via: byKind ? ({ kind: "kind" } as const) : ({ kind: "label", product: p.name } as const) }));
  const now = new Set([...u.namedProductIds, ...u.focusProductIds]);
  const fromProduct = (p: Supplement) => fromLabel(p).map((t) => (now.has(p.id) ? t : { ...t, via: { ...t.via, earlier: true as const } }));
  const earlier = (u.earlierAsks ?? []).toReversed().flatMap((t) => fromText(t.toLowerCase()).map((f) => ({ ...f, via: { ...f.via, earlier: true as const } })));
  return [...fromText(u.normalized), ...products.flatMap(fromProduct), ...earlier];
}

/** The likely causes of the effects said now, at most one row per effect, a label or a name before a kind. */
export function readCause(u: Reader, productById: (id: string) => Supplement | null): CauseReading | null {
  const effects = effectsSaid(u);
  if (!effects.length) return null;
  const taken = ingredientsTaken(u, productById);
  const rank = (v: Via) => (v.kind === "kind" ? 1 : 0);
  const causes: FoundCause[] = [];
  for (const effect of effects) {
    const fits = taken.filter((t) => t.row.effects.includes(effect)).sort((a, b) => rank(a.via) - rank(b.via));
    const best = fits[0];
    if (best && !causes.some((c) => c.row === best.row)) causes.push({ row: best.row, effect, via: best.via });
  }
  return { effects, taken: taken.length > 0, causes: causes.slice(0, 2) };
}

/** One cause in plain words: what it most likely is, what the ingredient does, what to do, and when it is something else. */
export function causeText(c: FoundCause): string {
  const what = EFFECT_WORDS[c.effect];
  const lead =
    c.via.kind === "label"
      ? `The ${c.row.ingredient} in ${c.via.product} is the most likely cause of the ${what}.`
      : c.via.kind === "named"
        ? `The ${c.row.ingredient} is the most likely cause of the ${what}.`
        : `The ${c.row.ingredient} in it is the most likely cause of the ${what}: check its label for it.`;
  return [`**${lead}**`, c.row.cause, c.row.todo, c.row.care].filter(Boolean).join(" ");
}

export const causeSources = (causes: readonly FoundCause[]): Source[] => causes.flatMap((c) => [...c.row.sources]);

/** The first word of an ingredient ("niacin" of "niacin (vitamin B3)"): an answer that already says it has named the cause. */
export const ingredientWord = (c: FoundCause) => c.row.ingredient.split(/[ (]/)[0].toLowerCase();
