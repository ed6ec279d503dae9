import { isSubjectWord } from "./topic";
import type { Source } from "~/domain/source";
import { TRAINEE_MAIL } from "./sources";

/*
 * The frame of a vague request: what it says of an event ahead (a board, a school, selection,
 * basic training, badge testing, a deployment), of when it is, and of whom it is for. From that
 * frame one question is composed, with the choices we can help with for that event, said to the
 * person or about the one they ask for; never the category menu, never two questions. Reading the
 * frame as parts, rather than a sentence per phrasing, lets "promotion board next week, anything?"
 * and "my son ships to basic in 2 weeks what should he be taking" share one composer.
 */

/** An event ahead, how it is named, and what we can help with for it. */
interface EventFrame {
  id: "board" | "basic" | "school" | "testing" | "deployment";
  /** Tested on the normalized message; group 1, when present, is the event as the person named it. */
  said: RegExp;
  /** The event in the question when the person's words are too bare to repeat ("the board"). */
  named: (said: string | undefined) => string;
  /** When the event itself is unclear ("school"), what the question asks first. */
  which?: (said: string | undefined) => string | null;
  /** What we can help with for it, for someone referred to as `they`/`their`. */
  choices: (p: Pronouns, said?: string) => string;
}

interface Pronouns {
  /** "you", "he", "she", "they" */
  they: string;
  /** "your", "his", "her", "their" */
  their: string;
  /** "do", "does" */
  does: string;
}

const YOU: Pronouns = { they: "you", their: "your", does: "do" };
const HE: Pronouns = { they: "he", their: "his", does: "does" };
const SHE: Pronouns = { they: "she", their: "her", does: "does" };
const THEY: Pronouns = { they: "they", their: "their", does: "do" };

/** Leaving for basic training, boot camp or its like: the person (or the one named) is going, nothing is being mailed. */
const LEAVING_FOR_BASIC =
  /\b(?:ship(?:s|ping)?(?: out)?|leav(?:e|es|ing)|head(?:s|ing)?(?: out)?|go(?:es|ing)?|report(?:s|ing)?|off) (?:to|for) (?:basic(?: training)?|boot ?camp|bct|bmt|osut|rtc|recruit training|mct|ocs|ots)\b|\bbefore (?:i|he|she|they) ships?(?: out)?\b(?! (?:it|them|this|that|stuff|some)\b)|\bbefore (?:basic|boot ?camp|bct|bmt|osut)\b/;
/** Words of mail: a package sent to a trainee is the other question (./follow-ups.ts). */
const SENDING = /\b(?:send(?:ing)?|sent|mail(?:ing|ed)?|care package|package|box|letters?)\b/;

/** Leaving for basic training, not sending something to a trainee. */
export function leavesForBasic(normalized: string): boolean {
  return LEAVING_FOR_BASIC.test(normalized) && !SENDING.test(normalized);
}

const BOARD_NAMED = /\b((?:promotion|e-?[4-9]|sgt|ssg|sfc|msg|nco|warrant|commissioning|selection|(?:soldier|sailor|airman|marine|nco|junior sailor|senior airman) of the (?:month|quarter|year)|(?:soq|som|soy|noq|noy))(?: board)?)\b/;

const EVENTS: readonly EventFrame[] = [
  {
    id: "board",
    // "Across the board" is an idiom, not an event.
    said: /(?<!\bacross )\b(?:promotion|e-?[4-9]|sgt|ssg|sfc|msg|nco|warrant|commissioning|month|quarter|year|soq|noq|the|a|my|our|next|upcoming)\s+boards?\b(?! (?:game|shorts?|certified|certification|exam))/,
    named: (said) => said ?? "the board",
    which: (said) => (said ? null : "Which board is it"),
    choices: () => "being sharp and awake that morning, sleeping well the night before, or something else",
  },
  {
    id: "basic",
    said: LEAVING_FOR_BASIC,
    named: () => "basic",
    choices: (p) => `getting ${p.their} run and push-ups up, eating and sleeping well before ${p.they} ${p.they === "you" || p.they === "they" ? "go" : "goes"}, or something else`,
  },
  {
    id: "school",
    said: /\b((?:airborne|air assault|ranger|sapper|pathfinder|jump|dive|sere|sniper|mountain warfare|jumpmaster|nco|flight|officer candidate|warrant officer candidate|blc|alc|slc|wlc|bnoc|anoc|pme) school|nco academy|blc|alc|slc)\b|\bschool\b/,
    named: (said) => (said ? said.replace(/\b(blc|alc|slc|wlc|bnoc|anoc|pme|nco|sere)\b/g, (a) => a.toUpperCase()).replace(/\branger\b/, "Ranger") : "school"),
    which: (said) => (said ? null : "Which school is it"),
    // A course of runs and rucks has no class to focus in; "school" alone may be either.
    choices: (_p, said) => (said && !ACADEMIC.test(said) ? "the runs and rucks before it, recovery between long days, hydration, or sleep" : "the physical side (runs, rucks, recovery between long days), focus in class, hydration, or sleep"),
  },
  {
    id: "testing",
    said: /\b(eib|esb|efmb|expert (?:infantry|soldier|field medical) badge|badge testing|expert testing)\b/,
    named: (said) => (said ? `${said.replace(/^(eib|esb|efmb)$/, (a) => a.toUpperCase())}${/testing/.test(said) ? "" : " testing"}` : "testing"),
    choices: () => "the ruck and the fitness test, long days on the lanes (water and food), or sleep and recovery",
  },
  {
    id: "deployment",
    said: /\b(?:deploy(?:s|ing|ment)?|downrange|going overseas)\b/,
    named: () => "the deployment",
    choices: () => "hydration in the heat, protein for recovery, vitamins to cover field food, or sleep",
  },
];

/** Schools of the classroom, where focus is among the choices. */
const ACADEMIC = /\b(?:nco|blc|alc|slc|wlc|bnoc|anoc|pme|academy|officer candidate|warrant officer candidate|flight)\b/;

/** Events said with "the" before them ("the promotion board"); a school or testing is said bare ("for Ranger school"). */
const ARTICLED = new Set<EventFrame["id"]>(["board"]);

/** When the event is: kept in the person's words for the question. */
const WHEN =
  /\b(?:in (?:\d+|a|an|one|two|three|four|five|six|a few|a couple(?: of)?) (?:days?|wks?|weeks?|months?|mos?)|next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|week|month|summer|fall|spring|winter)|tomorrow|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:the )?(?:spring|summer|fall|winter)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|coming up|soon)\b/;

/** Someone the person asks for, by relation; the pronouns the question uses for them. */
const RELATION =
  /\b(?:(?:my|our) )?(husband|hubby|boyfriend|bf|fianc[eé]|son|brother|dad|father|wife|girlfriend|gf|fianc[eé]e|daughter|sister|mom|mother|spouse|partner|kid|child)(?:'?s)?\b/;
const HIM = /^(?:husband|hubby|boyfriend|bf|fianc[eé]|son|brother|dad|father)$/;
const HER = /^(?:wife|girlfriend|gf|fianc[eé]e|daughter|sister|mom|mother)$/;

function whoFor(normalized: string): Pronouns {
  const relation = RELATION.exec(normalized)?.[1];
  if (relation && (HIM.test(relation) || HER.test(relation))) return HIM.test(relation) ? HE : SHE;
  // "What should I send with her": the one asking buys, the one named by the pronoun is who it is for.
  if (/\b(?:he|him|his|hes)\b/.test(normalized)) return HE;
  if (/\b(?:she|her|shes)\b/.test(normalized)) return SHE;
  return relation ? THEY : YOU;
}

/** Buying something for someone: a gift or a care package, not a request of their own. */
const BUYING_FOR = /\b(?:get|buy|order|send|gift|present|care package|box|package) (?:for |with |to )?(?:him|her|them|my|our)\b|\bcare package\b|\bgifts?\b|\bstocking stuffer\b/;

/** What was asked for beside the event: then the request is answered, not asked about. */
const NEED_NAMED =
  /\b(?:protein|whey|pre-?workouts?|preworkouts?|vitamins?|multi\w*|electrolytes?|hydration|omega|fish oil|sleep\w*|melatonin|creatine|caffeine|coffee|energy|recover\w*|sore\w*|joints?|tired|focus|weight|cut\w*|bulk\w*|gains|muscle|run\w*|ruck\w*|heat|field|awake|sharp|zombie|nerv\w*|anxi\w*|stress\w*|eat\w*|food|diet|push-?ups?|strength|endurance|lift\w*|stacks?|regimen|routine|plan)\b/;

/** Packing for oneself ("what should i pack", "build a pack list"): the pack-list answer's, not a question back. */
const PACKING = /\bpack(?:ing)?\b(?! (?:for|to) (?:him|her|them))|\bpack list\b|\bbring\b/;

/** Words that ask for something: an event told with no ask ("board went well") is no request. */
const ASKS = /\b(?:what|whats|anything|any|ideas?|recommend\w*|suggest\w*|should|need|needs|good|take|taking|get|buy|help|got|have|on|start|thoughts)\b|\?/;

/** The question a gift for someone deploying or deployed asks: what they use or want there. */
function giftAsk(p: Pronouns, event: EventFrame | null, when: string | undefined): string {
  const there = event?.id === "deployment" ? " over there" : event ? ` for ${event.named(undefined)}${when ? ` ${when}` : ""}` : "";
  const choices = event?.id === "deployment" ? event.choices(p) : `energy for training, recovery after PT, sleep, hydration, or filling gaps in ${p.their} diet`;
  const him = p === HE ? "him" : p === SHE ? "her" : "them";
  const is = p === HE ? "he's" : p === SHE ? "she's" : "they're";
  return `What ${p.does} ${p.they} use now, or want help with${there}: ${choices}? Ask ${him} too whether ${is} drug-tested and takes any medicine, and buy only products whose NSF Certified for Sport or Informed Sport seal shows on the certifier's listing.`;
}

/** The one question a vague request about an event ahead, or a gift, raises; null when it names what it wants or no event. */
export function framedAsk(normalized: string): string | null {
  if (NEED_NAMED.test(normalized) || PACKING.test(normalized) || normalized.split(/[^a-z0-9-]+/).some(isSubjectWord) || !ASKS.test(normalized)) return null;
  // Sending something to a trainee is the trainee-mail answer's (./follow-ups.ts), not leaving for basic.
  const event = EVENTS.find((e) => e.said.test(normalized) && (e.id !== "basic" || leavesForBasic(normalized))) ?? null;
  const p = whoFor(normalized);
  const when = WHEN.exec(normalized)?.[0];
  if (BUYING_FOR.test(normalized) && p !== YOU && !(event?.id === "basic")) return giftAsk(p, event, when);
  if (!event) return null;
  const said = event.id === "board" ? BOARD_NAMED.exec(normalized)?.[1] : event.said.exec(normalized)?.[1];
  const name = event.named(said);
  const which = event.which?.(said);
  const want = `what ${p.does} ${p.they} want help with${which ? " for it" : ""}`;
  const at = when ? ` ${/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(when) ? `on ${when}` : when}` : "";
  const lead = which ? `${which}, and ${want}` : `${event.id === "basic" ? `Before ${p.they} ${p.they === "you" || p.they === "they" ? "leave" : "leaves"} for basic` : `For ${ARTICLED.has(event.id) ? "the " : ""}${name}`}${at}, ${want}`;
  const question = `${lead}: ${event.choices(p, said)}?`;
  return event.id === "basic" ? `${question} ${BASIC_NOTE(p)}` : question;
}

/** Said once someone is leaving for basic: what they may have there is the unit's call (./sources.ts TRAINEE_MAIL). */
const BASIC_NOTE = (p: Pronouns) =>
  `Once ${p.they === "you" ? "you're" : p.they === "they" ? "they're" : `${p.they}'s`} there, the training unit sets what trainees may have, supplements and food included, so supplements can wait until it allows them.`;

/** The sources of what a framed question states besides asking: the unit's say over a trainee's things. */
export function questionSources(question: string): Source[] {
  return question.includes("the training unit sets what trainees may have") ? [TRAINEE_MAIL] : [];
}

/** "What about at night" and its like: the moment of an earlier request moved to the night. */
const AT_NIGHT = /^\W*(?:(?:and|but|ok|so|also)\W+)?(?:what|how) about (?:at night|tonight|nights?|night ?time|before bed|in the evening)(?: \([a-z0-9 -]+\))?\W*$/;
const ALERTNESS = /\b(?:energy|alert\w*|awake|focus\w*|caffeine|pre-?workouts?|preworkouts?|stims?|sharp|tired)\b/;

/**
 * An energy request moved to the night could mean staying alert on a night shift or sleeping at
 * night, and the two answers are opposite (caffeine or none): one question says both.
 */
export function momentSwitchAsk(normalized: string, lastAsked = ""): string | null {
  if (!AT_NIGHT.test(normalized) || !ALERTNESS.test(`${lastAsked} ${normalized.match(/\(([^)]*)\)/)?.[1] ?? ""}`)) return null;
  return "At night as in staying alert on a night shift, or sleeping well at night? The two get opposite answers on caffeine, so tell me which and I'll answer for that.";
}
