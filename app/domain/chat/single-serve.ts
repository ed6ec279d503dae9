import type { Supplement } from "~/domain/catalogue/types";
import { listJoin } from "~/domain/text";
import type { Fit } from "./product-lines";

/*
 * "Single serve would be clutch", "stick packs for my ruck": a wish about the pack, not a hard
 * constraint. Picks whose label serving is a stick, packet or pouch come first, and the answer
 * says plainly which those are, or that none of the certified picks comes that way.
 */

const ASKED = /\bsingle[- ]?serv\w*|\bstick ?packs?\b|\bsticks\b|\bpackets?\b|\bsachets?\b|\bpouch(?:es)?\b|\bindividual(?:ly)? (?:packs?|packets?|servings?|wrapped)\b|\btravel packs?\b/;
/**
 * Something to carry said in other words ("can't carry tubs in my ruck", "throw in my cargo
 * pocket", "no room for a tub", "travels well"): the same wish, so single-serve comes first too.
 */
const CARRY =
  /\b(?:carry|carrying|pack|packing|fit|throw|toss|stuff|stash|keep)\b[^.?!]{0,30}\b(?:in|into) (?:my|a|the|your) (?:ruck\w*|assault pack|day ?pack|go ?bag|bag|pocket|cargo pocket|cargos|kit|plate carrier|sack)\b|\bcargo pockets?\b|\bin my pocket\b|\bno room\b|\b(?:can'?t|cant|cannot|won'?t|wont|not gonna|not going to) (?:carry|fit|pack|lug|hump)\b|\bno tubs?\b|\bnot a tub\b|\bwithout a tub\b|\btubs? (?:are|is) (?:too )?(?:big|bulky|heavy)\b|\btravels? well\b|\btravel[- ]friendly\b|\bpacks? (?:small|light|flat|easy)\b|\bportable\b|\bon the (?:go|move)\b/;
const HELD = /\b(?:stick|packet|pouch|sachet)/i;

export const singleServeAsked = (normalized: string) => ASKED.test(normalized) || CARRY.test(normalized);
export const isSingleServe = (p: Supplement) => HELD.test(`${p.servingSize ?? ""} ${p.name}`);

/** The fits with single-serve ones first, when asked; otherwise as they were. */
export function singleServeFirst(fits: readonly Fit[], normalized: string): Fit[] {
  if (!singleServeAsked(normalized)) return [...fits];
  return [...fits.filter((f) => isSingleServe(f.product)), ...fits.filter((f) => !isSingleServe(f.product))];
}

/** What the picks shown offer in single-serve form, said plainly, or null when it was not asked. */
export function singleServeLine(shown: readonly Supplement[], title: string, normalized: string): string | null {
  if (!singleServeAsked(normalized)) return null;
  const single = shown.filter(isSingleServe);
  if (!single.length) return `None of our certified ${title} picks is listed in single-serve packets; these are the closest certified options.`;
  const names = listJoin(single.map((p) => `**${p.name}** (${p.servingSize})`));
  return `Single-serve by the label: ${names}.${single.length < shown.length ? " The others are not listed as single-serve." : ""}`;
}

/** Kept somewhere hot or without a fridge: a truck, a conex, the back of an LMTV. */
const HOT_STORAGE = /\bno (?:fridge|refrigerat\w*)\b|\b(?:hot|in (?:my|the|a)) (?:car|truck|vehicle|conex|trunk|lmtv|humvee|mrap)\b|\bbak(?:e|es|ing) in\b|\b(?:wont|won'?t|doesn'?t|does not) go bad\b|\bgo(?:es)? bad\b|\bshelf[- ]stable\b/;

/** A question about keeping a product, not about taking it: "will it go bad", "does the heat wreck powder in storage". "Store" is the verb only ("how do i store it"), never the shop ("from the supplement store"). */
const STORAGE_ASK =
  /\bgo(?:es|ing)? bad\b|\bspoil\w*|\bexpir\w*|\bdegrad\w*|\b(?:heat|hot|sun)\b[^.?]{0,25}\b(?:ruin|wreck|melt)\w*|\b(?:ruin|wreck|melt)\w*\b[^.?]{0,25}\b(?:heat|hot|sun|conex)\b|\bmelt(?:s|ed|ing)?\b|\b(?:cook|bake|fry)(?:s|ed|ing)? in (?:a|the|my) (?:conex|truck|car|vehicle|trunk|lmtv|humvee|mrap|sun)\b|\bstor(?:ed|age|ing)\b|\b(?:to|i|we|you|u|can|should|do|how|where|best way to|ok to) store\b|\bshelf\b|\bfridge\b|\brefrigerat\w*|\bkeep (?:it |them |that )?(?:cool|in)\b|\b(?:keep|leave|store)\b[^.?]{0,25}\bin (?:my|the|a) (?:car|truck|vehicle|conex|trunk|locker|ruck|bag|cage)\b|\b(?:heat|sun) (?:kill|hurt|damage|break)\w*|\bsit(?:s|ting)? in (?:a|the|my) (?:conex|truck|car|vehicle|trunk)\b|\bbak(?:e|es|ing) in\b|\bkeep (?:it|them|that|those|my \w+|the \w+) from (?:getting )?(?:wrecked|ruined|melting|clumping|spoiling|going bad|crushed|wet)\b|\b(?:survive|hold up)\b[^.?]{0,25}\b(?:heat|field|conex|deployment|summer|shipping|mail|trip)\b|\b(?:heat|field|shipping|mail)\b[^.?]{0,25}\b(?:survive|hold up)\b/;
export const storageAsked = (normalized: string) => STORAGE_ASK.test(normalized);

/** What we can say about storage in heat: our storage guide's advice, and the label's own directions. */
export const STORAGE_LINE =
  "Keep supplements sealed, cool and dry, out of vehicles and sunny conexes, and go by each label's storage directions and expiry date: a parked car can turn scorching within minutes and a summer mailbox can pass 130 °F, far above the room temperature storage directions assume (from our guide to [buying, shipping and storing supplements](/blog/buying-shipping-and-storing-supplements#will-heat-ruin-my-supplements-in-a-car-a-conex-or-the-mail)).";

export function storageLine(normalized: string): string | null {
  if (!HOT_STORAGE.test(normalized) && !storageAsked(normalized)) return null;
  return STORAGE_LINE;
}
