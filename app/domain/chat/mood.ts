import type { Source } from "~/domain/source";
import { OUT_OF_SCOPE_REPLY } from "./copy";
import type { EngineAnswer } from "./draft";
import { someoneElse } from "./reactions";
import { MILITARY_CRISIS_LINE, NCCIH_ST_JOHNS_WORT_DEPRESSION } from "./sources";
import type { Understanding } from "./understand";

/*
 * Low mood and thoughts of self-harm said in a supplement chat. A person who says they have been
 * down, or worse, is answered as a person first: where to reach someone now (the Military and
 * Veterans Crisis Line takes service members, Guard and Reserve and their families, and people
 * worried about one), and plainly that no supplement treats depression. Thoughts of ending one's
 * life get only that, with no product; low mood beside another question keeps the answer to it,
 * with the support line first unless a warning about a substance or a symptom's care line leads.
 */

const CRISIS =
  /\bsuicid\w*|\bkill(?:ing)? my ?self\b|\bend(?:ing)? (?:it all|my life|things)\b|\b(?:want|wanna|wanted) to die\b|\bdon'?t want to (?:be here|live|wake up)\b|\bdark thoughts\b|\bhurt(?:ing)? my ?self\b|\bself[- ]harm\w*|\bno reason to live\b|\bbetter off (?:dead|without me)\b|\btalk\w* about (?:ending it|dying|killing (?:him|her|them)sel(?:f|ves))\b/;
const LOW_MOOD =
  /\b(?:feel(?:ing)?|been|kinda|kind of|pretty|really|so|real|super|always) (?:down|low|depressed|hopeless|empty|worthless)\b(?! on\b| in\b| to\b| at\b| budget| carb| sodium| sugar| energy| cal| iron| b12| vitamin)|\bdepress(?:ed|ion)\b|\bhopeless\w*|\bcan'?t stop crying\b|\bin a (?:dark|bad) place\b|\bstruggling mentally\b|\bmood (?:is|has been|been) (?:bad|low|shot|trash|garbage)\b/;
/** "Not depressed", "never been suicidal": said to rule it out. */
const RULED_OUT = /\b(?:not|never|isn'?t|wasn'?t|no) (?:been |feeling |really )?(?:depressed|suicidal|down|hopeless)\b/;
/** What a mood question asks a supplement to do. */
const MOOD_ASKED = /\bmood\b|\bdepress\w*|\bantidepress\w*|\bhappier\b|\bhappy pill\b|\bcheer me up\b|\bfeel better mentally\b/;

const LINE = "dial 988 then press 1 for the Military and Veterans Crisis Line, text 838255, or chat at VeteransCrisisLine.net/Chat";

export const CRISIS_TEXT =
  `**If you are thinking about ending your life or hurting yourself, reach a person now: ${LINE}.** ` +
  "It is free, confidential and open around the clock to service members, the National Guard and Reserve and their families, and to anyone worried about one of them. " +
  "If you might act on it right now, call 911 or go to the nearest emergency room. No supplement can help with this, and I won't suggest one: please reach out now.";

export const LOW_MOOD_TEXT =
  "**Feeling down for a while is worth telling someone who can help: your provider or the behavioral health clinic, or a chaplain.** " +
  "No supplement is a proven treatment for depression: St. John's wort, the best-known one, is not FDA-approved for it, weakens many prescription medicines and can be dangerous with antidepressants, so it should not replace care or delay seeing a provider. " +
  `If it ever turns to thoughts of hurting yourself, ${LINE}: it is free and confidential, around the clock.`;

export const CRISIS_TEXT_THEM =
  `**If someone you know talks about ending their life or hurting themselves, take it seriously and get them to a person now: ${LINE}; you can call with them, or for them.** ` +
  "It is free, confidential and open around the clock to service members, the National Guard and Reserve and their families, and to anyone worried about one of them. " +
  "If they might act on it right now, stay with them and call 911. No supplement can help with this.";

const MOOD_SOURCES: Source[] = [MILITARY_CRISIS_LINE, NCCIH_ST_JOHNS_WORT_DEPRESSION];

export type MoodSaid = "crisis" | "low" | null;

/** What the latest message says of the person's mood, if anything. */
export function moodSaid(normalized: string): MoodSaid {
  if (CRISIS.test(normalized) && !/\bnot (?:been )?suicidal\b|\bnever (?:been )?suicidal\b/.test(normalized)) return "crisis";
  if (LOW_MOOD.test(normalized) && !RULED_OUT.test(normalized)) return "low";
  return null;
}

/** An answer led by a warning or a symptom's care line keeps its lead: the support line comes right after it. */
const LEADS_WITH_CARE = /^\*\*(?:Warning|Call|Stop|Get|Passing|If)\b/;

/** The answer with the support line a person's mood calls for; thoughts of self-harm get only that. */
export function withMoodSupport(answer: EngineAnswer, u: Pick<Understanding, "normalized">): EngineAnswer {
  const mood = moodSaid(u.normalized);
  if (mood === null || answer.text.includes("838255")) return answer;
  const sources = [...answer.sources, ...MOOD_SOURCES.filter((s) => !answer.sources.some((x) => x.url === s.url))];
  if (mood === "crisis") {
    const crisis = someoneElse(u.normalized) ? CRISIS_TEXT_THEM : CRISIS_TEXT;
    return { ...answer, intent: "general", category: null, candidates: [], products: [], passages: [], fitNotes: {}, cautions: [crisis], sources: [MILITARY_CRISIS_LINE], text: crisis, footer: "", modelMayPhrase: false, brief: "Give the crisis line and nothing else." };
  }
  // "Anything that helps mood?": nothing we carry treats it, so no picks stand in for care; a canned question adds nothing.
  const dropped = (MOOD_ASKED.test(u.normalized) && answer.products.length > 0) || answer.text.trim() === OUT_OF_SCOPE_REPLY;
  const kept = dropped ? { ...answer, candidates: [], products: [], fitNotes: {}, text: "", footer: "" } : answer;
  const body = dropped ? "" : answer.text;
  const [first, ...rest] = body.split("\n\n");
  const text = first && LEADS_WITH_CARE.test(first) ? [first, LOW_MOOD_TEXT, ...rest].join("\n\n") : [LOW_MOOD_TEXT, body].filter(Boolean).join("\n\n");
  return { ...kept, cautions: [LOW_MOOD_TEXT, ...answer.cautions], sources, text };
}
