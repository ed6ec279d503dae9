import { conditionRule, conditionsIn } from "~/domain/safety/conditions";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { ChatIntent, Understanding } from "./understanding";
import { categoriesNamed } from "./vocabulary";
import { asksWhatCautionCovers } from "./warnings";
import type { EngineAnswer } from "./draft";
import { aboutThem, askedAbout } from "./third-person";
import { onlyTheirOwn, PEOPLE, usedOnlyByThem } from "./whose";

/*
 * Whose situation an answer speaks to. A medicine or condition said in an earlier turn stays for safety whenever picks, a product or a
 * substance are discussed. A later question about something else (what a certification seal
 * means, how to look a lot up) is answered on its own: the earlier caution's reminder, and the
 * pregnancy rule's narrowing of which guide sections answer, would bury the answer under a
 * paragraph about a medicine the question does not touch.
 */

/** Intents that name, rank or dose products: a remembered condition shapes their answer. */
const ABOUT_PRODUCTS: readonly ChatIntent[] = ["urgent", "interaction", "dosing", "compare", "product", "plan", "more-options", "recommend"];

function bearsOnQuestion(u: Understanding): boolean {
  return (
    u.intents.some((i) => ABOUT_PRODUCTS.includes(i)) ||
    u.focusProductIds.length > 0 ||
    u.namedProductIds.length > 0 ||
    u.substances.length > 0 ||
    u.symptoms.length > 0 ||
    u.dose !== null ||
    categoriesNamed(u.normalized).length > 0 ||
    u.conditions.some((id) => asksWhatCautionCovers(conditionRule(id), u))
  );
}

/** The understanding without conditions only recalled from earlier turns, when the question is about something else. */
export function withRecalledConditionsAside(u: Understanding): Understanding {
  if (!u.conditions.length || u.newConditions.length || bearsOnQuestion(u)) return u;
  return { ...u, conditions: [], cautioned: undefined };
}

/** "Does that apply to me too?", "does that change anything for me?": whether someone else's situation is the person's too. */
const ASKS_IF_MINE =
  /\b(?:does|do|would|will|should|could) (?:that|this|it|the same(?: thing)?|any of (?:that|this)|her \w+|his \w+) (?:apply|count|go|matter|change(?: anything| something| things)?|mean(?: anything| something)?)(?: \w+)? (?:to|for) me\b|\b(?:do|should|would) i (?:have|need) to(?: \w+){0,3} (?:too|as well)\b/;
const SOMEONE = new RegExp(String.raw`\b(?:my|the) (${PEOPLE})(?:'?s)?\b`);
/** Someone known by where they serve: "a guy in my platoon", "someone from my shop". */
const SOMEONE_AT = /\b(?:a |one |some |this |that )?(guy|dude|girl|soldier|marine|sailor|airman|troop|someone|somebody|kid) (?:in|from|at|on) my (platoon|squad|unit|company|section|shop|team|office|battalion|ship|barracks|work center)\b/;
/** What the person says they take themselves ("i just take whey and creatine"). */
const OWN_TAKE = /\bi(?: just| only| also|m| am)? (?:take|use|run|on|taking|using|running) ((?:(?!\b(?:and i|but|so|because)\b)[a-z0-9 -])+?)(?:[.?!,;]|$)/;

/**
 * The answer as said to whom it is about. For someone else ("my buddy is taking DMAA, should he
 * stop?", "can she take it?"), its cautions are said about them, so the one asking is not told to
 * stop what they never took. Asked whether someone else's situation is theirs too ("my wife's OB
 * said 200 mg, does that apply to me?"), the answer says first that it is not.
 */
export function aboutWhomAsked(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (answer.intent === "urgent") return answer;
  const at = SOMEONE_AT.exec(u.normalized);
  const someone = SOMEONE.exec(u.normalized)?.[1];
  const who = someone ? `your ${someone}` : at ? `the ${at[1]} in your ${at[2]}` : null;
  if (!u.forWhom && who && ASKS_IF_MINE.test(u.normalized)) {
    // The "no" says why, and names what stays the same for the person asking.
    const own = OWN_TAKE.exec(u.normalized)?.[1]?.trim();
    const same = `${own ? `your ${own}, checked as before` : "the same checks as before"}: a certified product, its label read against the DoD list, and your own medicines and conditions told to your provider`;
    return { ...answer, text: `**No: that is about ${who}, not you, so it doesn't change what fits you.** What stays the same for you is ${same}.\n\n${answer.text}` };
  }
  if (!u.forWhom) return answer;
  const switched = switchedTo(u);
  if (switched && answer.products.length) return { ...answer, text: forThemNow(answer.text, switched, u.forWhom) };
  // A question asked back, with nothing else said: it asks about them.
  if (!answer.products.length && !answer.cautions.length && /\?\s*$/.test(answer.text)) return { ...answer, text: askedAbout(answer.text, u.forWhom) };
  let text = answer.text;
  const cautions = answer.cautions.map((caution) => {
    const said = aboutThem(caution);
    text = text.split(caution).join(said);
    return said;
  });
  return { ...answer, text, cautions };
}

/**
 * A medicine the DoD list names, said only as someone else's ("my buddy's on Adderall, which pre
 * for me?"): the list's warning would be a caution aimed at the one asking for their own pick.
 */
export function theirMedicine(hit: ProhibitedHit, u: Understanding): boolean {
  const found = hit.found.toLowerCase();
  const own = onlyTheirOwn(u.message).toLowerCase();
  // Anything else someone else uses ("girlfriend smokes hemp, need something for sleep") is theirs too when the person asks for a kind of product of their own.
  const asksOwnKind = categoriesNamed(own).length > 0 && usedOnlyByThem(u.message, found);
  return !u.forWhom && (conditionsIn(found).length > 0 || asksOwnKind) && u.message.toLowerCase().includes(found) && !own.includes(found);
}

/** The turn's own words, after a follow-up's request it was read with ("...: for my wife instead"). */
const turnOf = (u: Understanding) => u.normalized.split(": ").at(-1) ?? u.normalized;
const SWITCH = /\b(?:instead|actually|now|what about|how about|and for|same for|it'?s for|its for)\b/;

/** The person a follow-up turns the request to ("for my wife instead", "what about for my son"), or null. */
function switchedTo(u: Understanding): string | null {
  const turn = turnOf(u);
  return u.situation.before !== undefined && SWITCH.test(turn) ? (SOMEONE.exec(turn)?.[1] ?? null) : null;
}

/** Picks turned to someone else: said to be for them, with a question in the opening asked about them. */
function forThemNow(text: string, someone: string, whom: NonNullable<Understanding["forWhom"]>): string {
  const [first, ...rest] = text.split(/\n\s*\n/);
  const opening = first.replace(/[^.?!]*\?/g, (q) => q.replace(/\S[\s\S]*$/, (said) => askedAbout(said, whom))).trimStart();
  return [`For your ${someone}, then: ${opening.charAt(0).toLowerCase()}${opening.slice(1)}`, ...rest].join("\n\n");
}
