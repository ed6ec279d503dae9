import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { isStimulant } from "~/domain/safety/stimulant";
import type { Fit } from "./product-lines";
import { isSingleServe, singleServeAsked } from "./single-serve";
import { KINDS, type ProductKind } from "./taken-kinds";
import { withoutSetAside } from "./set-aside";
import type { Understanding } from "./understanding";

/*
 * The need behind a product ask, read from the person's words: a first try, a wish for the plain
 * thing ("just magnesium", "nothing fancy"), something to carry (./single-serve.ts). With no order
 * asked for (cheapest, least caffeine), the picks that do exactly that come first: single-serve
 * for someone who must carry it; the plain product of the kind asked for before one that adds
 * other actives to it; and nothing with caffeine or another stimulant first outside the
 * pre-workouts unless it was asked for. Each is read from the catalogue's label data only.
 * docs/decisions/0108-picks-fit-what-was-asked.md
 */

/** A first try: "first time", "never taken", "new to", "beginner". */
const FIRST_TIME = /\bfirst (?:time|timer|try|ever)\b|\bnever (?:taken|took|tried|used|done|had)\b|\bnew to\b|\bbeginners?\b|\bnewbie\b|\bstart(?:ing)? out\b|\bhaven'?t (?:ever )?(?:taken|tried|used)\b/;
/** The plain thing asked for: "just magnesium", "the basic one", "nothing fancy", "no extra junk". */
const PLAIN = /\b(?:just|only|plain|basic|simple|straight)\b|\bnothing (?:fancy|crazy|extra|else)\b|\bno (?:extra|added|other) (?:junk|stuff|ingredients|crap)\b|\bno (?:blends?|junk)\b/;
/** Caffeine or a stimulant asked for in words: then a stimulant product may lead. */
const STIM_ASKED = /\bcaffeinat\w*|\bwith caffeine\b|\bstims?\b(?! ?free)|\bstimulants?\b|\bkick\b|\bjolt\b|\bwake me up\b/;

export interface Need {
  firstTime: boolean;
  /** The plain product of the kind asked for, not one with other actives added. */
  plain: boolean;
  /** Something to carry: single-serve first. */
  carry: boolean;
  /** The kinds of product the ask names ("creatine", "vitamin d"). */
  kinds: ProductKind[];
  /** Caffeine or a stimulant asked for, not only named to be feared or refused. */
  stimAsked: boolean;
}

/** The need an ask states, in its own words, without what it sets aside or rules out. */
export function needOf(normalized: string): Need {
  const asked = withoutSetAside(normalized).replace(/\b(?:no|without|w\/o|zero|not|non)\s+[a-z0-9-]+/g, " ");
  return {
    firstTime: FIRST_TIME.test(normalized),
    plain: PLAIN.test(normalized),
    carry: singleServeAsked(normalized),
    kinds: KINDS.filter((k) => !k.wholeCategory && k.said.test(asked)),
    stimAsked: STIM_ASKED.test(asked),
  };
}

/** Label lines that belong to a kind beyond its name: an omega-3's DHA line is the fish oil itself, every line of a multivitamin is the multi. */
const SAME_KIND: Readonly<Record<string, RegExp>> = { "fish oil": /\b(?:dha|epa|omega)/i, multivitamin: /[\s\S]/ };

/**
 * A label with this many active lines is a blend, whatever it is called. Electrolyte minerals,
 * the lines of one fish oil, sweeteners, carbohydrate and notes are parts of one thing, not actives.
 */
const BLEND_LINES = 3;
const PART_OF_ONE = /^[~<\s]*(?:sodium|potassium|chloride|calcium|total omega|epa|dha|fish oil|sweeten|carbohydrate|\d+(?:\.\d+)? ?g (?:sugar|carbs?)|also\b|\()/i;

/**
 * How far a product is from the plain thing asked: its key ingredient lines that are none of the
 * kinds asked ("Vitamin K1 ..." beside vitamin D); with no kind named, whether it is a blend.
 */
function addedActives(p: Supplement, kinds: readonly ProductKind[]): number {
  if (!kinds.length) return p.keyIngredients.filter((line) => !PART_OF_ONE.test(line)).length >= BLEND_LINES ? 1 : 0;
  return p.keyIngredients.filter((line) => !kinds.some((k) => k.product.test(line) || (SAME_KIND[k.noun]?.test(line) ?? false))).length;
}

/** A stimulant the person did not ask for: behind every product without one, outside the pre-workouts. */
function unaskedStimulant(p: Supplement, category: CategoryId, need: Need, u: Pick<Understanding, "stimulantPreference">): boolean {
  if (category === "pre-workout" || u.stimulantPreference === "stim" || need.stimAsked) return false;
  return isStimulant(p);
}

/**
 * The fits in the order that serves the need, when no order was asked for; ties keep the order
 * they came in. A carry need adds to each single-serve pick what shows it fits ("1 stick a
 * serving, nothing to scoop").
 */
export function fitFirst(fits: readonly Fit[], u: Pick<Understanding, "ranking" | "normalized" | "stimulantPreference">, category: CategoryId): Fit[] {
  if (u.ranking) return [...fits];
  const need = needOf(u.normalized);
  const key = (f: Fit): [number, number, number] => [
    need.carry && !isSingleServe(f.product) ? 1 : 0,
    unaskedStimulant(f.product, category, need, u) ? 1 : 0,
    need.kinds.length || need.plain || need.firstTime ? addedActives(f.product, need.kinds) : 0,
  ];
  const ordered = fits
    .map((f, i) => ({ f, i, k: key(f) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2] || a.i - b.i)
    .map((x) => x.f);
  if (!need.carry) return ordered;
  return ordered.map((f) => (isSingleServe(f.product) && f.product.servingSize ? { ...f, notes: [...f.notes, `${f.product.servingSize} a serving, nothing to scoop`] } : f));
}
