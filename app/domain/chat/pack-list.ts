import type { CategoryId } from "~/domain/categories";
import { ARMY_HYDRATION } from "~/domain/safety/condition-sources";
import { dutyRule } from "~/domain/safety/conditions";
import { Draft, type EngineAnswer, type EngineInput, finish } from "./draft";
import { categoryTitle, type Fit, pickLine } from "./product-lines";
import { categoryFits } from "./select";
import { storageAsked } from "./single-serve";
import { CAFFEINE_HEAT, FDA_TAINTED, GUIDE_BUYING, GUIDE_FIELD } from "./sources";
import type { Understanding } from "./understand";

/*
 * "Help me build a pack list for Kuwait", "what supps should I bring to the field?": products
 * asked for, for a deployment or a field problem, with no kind named. A careful adviser gives
 * the two things that matter before the list (heat and stimulants where it is hot; sealed,
 * certified containers with their lot numbers, because a shop abroad is no certifier), then one
 * certified pick for each thing a field diet and the heat call for. The person asked for products:
 * they are named, not withheld behind a question.
 */

/** Asks what to take along: a pack list, what to bring or ship. */
const PACK = /\bpack(?:ing)?(?: list)?\b|\bbring(?:ing)?\b|\btak(?:e|ing) (?:to|into|out to) the field\b|\btake (?:with me|out there|over there|along)\b|\bstock up\b|\bship (?:me|out|over)\b|\bload ?out\b|\bcare package\b/;
/** Where it is hot: a deployment or a rotation named by place or season. */
const HOT = /\b(?:kuwait|sandbox|iraq|syria|djibouti|qatar|uae|saudi|jordan|middle east|cent ?com|desert|jrtc|ntc|fort irwin|polk|summer|june|july|august)\b/;
/** A field problem or rotation said without the deployment words. */
const FIELD = /\b(?:ftx|field (?:problem|exercise|op|training)|the field|rotation|the box|jrtc|ntc|cent ?com)\b/;

/** Going overseas, where the shops are no certifier's. */
const ABROAD = /\b(?:deploy\w*|downrange|overseas|abroad|kuwait|iraq|syria|djibouti|qatar|uae|saudi|jordan|middle east|cent ?com|korea|japan|germany|poland|romania|europe|sandbox)\b/;

/** What a field diet and the heat call for, in the order they are listed. */
const PACKED: readonly CategoryId[] = ["hydration", "vitamins", "protein-recovery"];

/** Mail, shipping or a care package asked about. */
export const mailAsked = (u: Understanding) => /\b(?:mail\w*|ship(?:s|ped|ping)?|send (?:me|it|them)|care package|apo|fpo)\b/.test(u.normalized);

/** Whether the message asks what to take along for a deployment, a kind named or not ("what should i pack, can my wife mail me protein"). */
export const deploymentPackingAsked = (u: Understanding) => u.duties.includes("deployment") && ABROAD.test(u.normalized) && PACK.test(u.normalized);

/** Whether the message asks what supplements to pack for a deployment or the field, naming no kind. */
export function packListAsked(u: Understanding): boolean {
  return !u.categories.length && PACK.test(u.normalized) && (u.duties.includes("deployment") || FIELD.test(u.normalized));
}

/** The pack-list answer: the heat and the containers first, then one certified pick per need. */
export function packListAnswer(u: Understanding, input: Pick<EngineInput, "picksFor">): EngineAnswer {
  const d = new Draft();
  const hot = HOT.test(u.normalized) || u.situation.hot || u.duties.includes("heat");
  if (hot) {
    d.caution(
      "Where it's hot, leave stimulant pre-workouts and fat burners out of the bag or go light on them: caffeine raised core temperature in heat studies without a clear performance gain. Pack electrolytes instead, and drink to the posted heat category, never more than 1.5 quarts an hour.",
      CAFFEINE_HEAT,
      ARMY_HYDRATION,
    );
  }
  // A field problem: food first, and what to pack is small, sealed and single-serve (our field guide).
  if (FIELD.test(u.normalized) && !/\bdeploy\w*|\bdownrange\b/.test(u.normalized)) {
    d.caution(
      "Food first: eat your rations and meals in full before you think about a powder, and keep a protein supplement for when food isn't practical. If you pack something, make it single-serve packs (easier to carry and keep sealed than a tub), and remember every powder needs water that counts toward the same fluid limits.",
      GUIDE_FIELD,
    );
  }
  const storage = storageAsked(u.normalized) ? "Our guides hold no data on how heat affects a product in storage, so go by each label's storage directions and expiry date." : "";
  const abroad = ABROAD.test(u.normalized);
  d.caution(`Pack certified products in their sealed containers and write down the lot numbers, so you can look each one up on the certifier's site.${storage ? ` ${storage}` : ""}`, dutyRule("deployment").source);
  if (abroad) deploymentList(d);
  const lines: string[] = [];
  for (const category of PACKED) {
    // In the heat, the electrolyte pick carries no caffeine of its own.
    const fit = categoryFits(category, u, input.picksFor).kept.find((f: Fit) => !(hot && category === "hydration" && (f.product.caffeineMg ?? 0) > 0));
    if (!fit) continue;
    d.allow([fit.product]);
    if (fit.notes.length) d.fitNotes[fit.product.id] = fit.notes;
    lines.push(pickLine(fit, lines.length, ` (${categoryTitle(category)})`));
    d.name(fit.product);
  }
  if (lines.length) d.add("A certified pick for each, to pack sealed:", lines.join("\n"), "Ask for more options in any of these, or for sleep or creatine if you use them.");
  return finish(d, { intent: "plan", category: null, brief: "Give the heat and packing advice as written, then the candidate products, one line each on why it fits a deployment." });
}

/**
 * Going overseas, the list is practical before it is a shopping list: what travels (single-serve
 * packs), what a shop near base is worth (no clearance), and how a care package from home arrives
 * (sealed, fast, not into a hot mailbox; the mail rules are the post office's). From our field and
 * buying guides. Beside picks of a kind named, the mail only when it was asked about.
 */
export function deploymentList(d: Draft, withMail = true): void {
  d.caution("Pack what you already use and know. Single-serve packs (stick packs, packets, pouches) travel better than a tub: easier to carry and to keep sealed.", GUIDE_FIELD);
  d.caution(
    "Being sold at an exchange or a shop overseas is not a clearance: FDA does not approve supplements before they are sold, and it has found products sold as supplements with hidden drug ingredients. A product you can't find on the certifier's listing counts as uncertified, whatever the shelf says.",
    FDA_TAINTED,
    GUIDE_FIELD,
  );
  if (!withMail) return;
  d.caution(
    "For a care package from home: ship sealed, certified products, overnight if you can and to a workplace rather than a hot mailbox. What may be mailed to an APO or FPO address is a question for the post office or your unit's mail room.",
    GUIDE_BUYING,
  );
}
