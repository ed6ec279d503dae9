import type { Supplement } from "~/domain/catalogue/types";

/*
 * A kind of product set aside in the request's own words: "anything besides melatonin for
 * sleep", "protein other than whey", "something for energy that isn't a pre-workout", "any
 * hydration besides Liquid IV". The picks leave that kind (or that brand) out, and a kind that
 * is a whole category is no category asked for. The same words in a question about what
 * something contains ("what else is in an energy drink besides caffeine", "what's in a pre
 * besides the caffeine") set nothing: there they name what the person already knows is in it,
 * not what they refuse. docs/decisions/0094-answer-what-was-asked-first.md
 */

/** The words that set what follows aside; "not a", "isn't a" only with an article, so "not a fan" names a fan. */
const SET_ASIDE_WORDS = String.raw`(?:besides|other than|apart from|aside from|anything but|except(?: for)?|instead of|rather than|(?:that|which|it|thats|that'?s)\s+(?:isn'?t|is not|ain'?t|aint|not)(?:\s+(?:a|an|the))?|(?:isn'?t|is not|not)\s+(?:a|an)|(?:don'?t|dont|do not)\s+(?:want|need)|(?:nervous|scared|worried|wary|iffy)\s+(?:about|of)(?=\s+(?:the\s+)?(?:stims?|stimulants?|caffeine|pre-?workouts?|pres)\b))`;
/** What is set aside: up to three words, to the end of the clause or a word that starts another part. */
const OBJECT = String.raw`((?:(?!(?:for|to|that|which|and|or|but|with|so|because|cause|since|is|are|i|my|me|what|anything|something|it)\b)[a-z0-9][a-z0-9.'-]*\s*){1,3})`;
const SET_ASIDE = new RegExp(String.raw`\b${SET_ASIDE_WORDS}\s+(?:the\s+|any\s+|a\s+|an\s+)?${OBJECT}`, "g");

/** A question about what a product holds: "what's in", "what else is in", "ingredients", "does it contain". */
const CONTENTS = /\bwhat(?:'?s| is| are| else is| else'?s| else are)? (?:actually |really |even |else |usually |typically )?(?:in|inside)\b|\bingredients?\b|\bcontains?\b|\bmade (?:of|from|with)\b|\bwhat else (?:does|do|is|are|goes) (?:[a-z0-9'-]+ ){0,4}(?:have|contain|in|into)\b|\bwhat else (?:do|does) (?:they|it|companies|brands) (?:put|add|throw)\b/;

/** The message asks what something contains: "besides" there sets nothing aside. */
export function asksContents(normalized: string): boolean {
  return CONTENTS.test(normalized);
}

/** What the message sets aside, each as written ("melatonin", "whey", "a pre workout", "liquid iv"); none in a question about contents. */
export function setAsideObjects(normalized: string): string[] {
  return asksContents(normalized) ? [] : besidesObjects(normalized);
}

/** What follows "besides", "other than"...: set aside in a request, already known in a question about contents; either way no subject to search the guides by. */
export function besidesObjects(normalized: string): string[] {
  return [...normalized.matchAll(SET_ASIDE)].map((m) => m[1].trim()).filter(Boolean);
}

/** The text without what it sets aside, so the rest names what is asked for. */
export function withoutSetAside(normalized: string): string {
  if (asksContents(normalized)) return normalized;
  return normalized.replace(SET_ASIDE, (span) => " ".repeat(span.length));
}

/** The text with the set-aside words of a contents question blanked: "besides caffeine" there refuses no caffeine. */
export function withoutContentsAside(normalized: string): string {
  if (!asksContents(normalized)) return normalized;
  return normalized.replace(new RegExp(String.raw`\b${SET_ASIDE_WORDS}\s`, "g"), (span) => " ".repeat(span.length));
}

const compact = (text: string) => text.toLowerCase().replace(/\([^)]*\)/g, " ").replace(/[^a-z0-9]/g, "");

/** A product of a brand set aside by name ("besides Liquid IV", "other than Thorne"). */
export function brandSetAside(p: Supplement, normalized: string): boolean {
  const brand = compact(p.brand);
  if (brand.length < 4) return false;
  return setAsideObjects(normalized).some((o) => compact(o).startsWith(brand) || (brand.startsWith(compact(o)) && compact(o).length >= 5));
}

/** The text without its "besides ..." phrases, whatever they do: what is left is what the message is about. */
export function withoutBesides(normalized: string): string {
  return normalized.replace(SET_ASIDE, (span) => " ".repeat(span.length));
}
