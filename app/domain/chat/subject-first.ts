import { productsOfKind } from "./carried-first";
import { safetyShaped } from "./safety-shaped";
import { type AskedSubject, askedSubject, names, namingWords, speaksOf } from "./asked-subject";
import { quotePassage } from "./blocks";
import { OUT_OF_SCOPE_REPLY } from "./copy";
import { CATEGORY_NOUN, Draft, type EngineAnswer, type EngineInput, OPSS_ASK_THE_EXPERT } from "./draft";
import type { PassageHit } from "./passages";
import { categoriesNamed } from "./vocabulary";
import { answererFor, referralLine } from "./who-answers";

/*
 * The answer is about what was asked, from its first sentence (ADR 0122). Composers answer the
 * message's intent and category; a question about something near them ("does tart cherry juice
 * help sleep" in the sleep category, "whey or casein" in protein) can come back about the
 * category instead. This pass reads the subject from the message's structure (./asked-subject.ts)
 * and checks the drafted answer against it:
 * - the first paragraph names the subject: a later paragraph that does is moved first, else the
 *   guide section that speaks of it is quoted first, else one plain line says we hold nothing on
 *   it and who can answer;
 * - a comparison names both sides before the picks, each missing side getting the same;
 * - picks for a kind asked for that we carry none of ("got any casein") are not passed off as one:
 *   a line before them says we carry none and that they are the nearest kind we do.
 */

/** Picks start at a numbered product line, with the paragraph introducing it. */
function picksAt(paragraphs: readonly string[]): number {
  const list = paragraphs.findIndex((p) => /^\d+\. \*\*/m.test(p));
  if (list < 0) return paragraphs.length;
  return list > 0 && /:\s*$/.test(paragraphs[list - 1]) ? list - 1 : list;
}

/** The closing lines after the picks: the FDA statement and the category link. */
const CLOSE = /^(?:\*These statements|See the full )/;
/** An opening that already answers, cautions or sends to care: "No, not with caffeine", "Call 911", "Stop". */
const DIRECT =
  /^(?:\*\*|On [^:]{1,80}: |(?:yes|no|not|nope|some|both|neither|either|probably|mostly|usually|for (?:healthy|most)|skip|don'?t|never|only|stop|hold off|your|call|get|see|go)\b)|\b(?:911|sick call|emergency|medical care)\b/i;

/** A general lead a composer opens with for the category ("Recovery starts with sleep ... (from our protein guide)."): it may follow the answer. */
const CANNED_LEAD = /\(from our [a-z -]+ guide\)\.?$/;
/** The line that introduces the picks, however it is worded. */
const PICKS_INTRO = /^(?:Certified \[[^\]]+\]\([^)]*\) picks|Our top \*\*)/;
/** The answer already says we hold no guide on it. */
const NO_GUIDE = /^I don't have a guide on that yet\b|\bhold no source\b/;

/** A caution owed for what was said: never moved behind a lead it came before for a reason. */
const OWED = /^\*\*(?:With|Warning|Stop|Get medical|Ask before you take)\b/;

/** Words a food or drink is asked about with: a dietitian answers what our guides do not. */
const FOOD = /\b(?:juice|milk|water|tea|coffee|soda|seeds?|food|foods|eat|eating|meal|bagel|muffin|fruit|banana|eggs?|honey|oats?|rice|chicken|diet)\b/;

/** Who answers a side our guides hold nothing on. */
function whoAnswers(side: string, message: string): string {
  const known = answererFor(message);
  if (known) return referralLine(known);
  if (FOOD.test(side) || FOOD.test(message)) return `For that, ask a registered dietitian (your clinic can refer you); for a question about a supplement, ${OPSS_ASK_THE_EXPERT} answers free.`;
  return `For that, ask ${OPSS_ASK_THE_EXPERT}, or your PCM if it is about your own health.`;
}

/** The guide section that speaks of the side: its heading first, then the most of its naming words in the text. */
function sectionOn(side: string, passages: readonly PassageHit[]): PassageHit | null {
  const words = namingWords(side);
  const score = (hit: PassageHit) => (names(hit.heading ?? "", side) ? 2 : 0) + (words.every((w) => hit.text.toLowerCase().includes(w)) ? 1 : 0);
  return [...passages].filter((hit) => score(hit) > 0 && names(hit.text, side)).sort((a, b) => score(b) - score(a))[0] ?? null;
}

/** The guide section that speaks of every side of a comparison, its heading naming one first. */
function comparedIn(sides: readonly string[], passages: readonly PassageHit[]): PassageHit | null {
  const headed = (hit: PassageHit) => (sides.some((side) => speaksOf(hit.heading ?? "", side)) ? 1 : 0);
  return passages.filter((hit) => sides.every((side) => speaksOf(hit.text, side))).sort((a, b) => headed(b) - headed(a))[0] ?? null;
}

/** A line on the side: the section that speaks of it, quoted, or plainly that we hold nothing on it and who can answer. */
function lineOn(side: string, input: EngineInput, d: Draft): string {
  const hit = sectionOn(side, input.passages);
  if (hit) {
    const quoted = quotePassage(hit, side, d);
    if (speaksOf(quoted.split("\n\n")[0] ?? "", side)) return quoted;
  }
  return `On ${side}: none of our guides holds a source on it, so I won't guess. ${whoAnswers(side, input.understanding.normalized)}`;
}

/** Whether the catalogue carries the kind (./carried-first.ts reads it the same way). */
function carries(side: string, input: EngineInput): boolean {
  return productsOfKind(side, input.catalogue.listProducts()).length > 0;
}

/** Whether the answer may be reshaped here: nothing urgent, listed or unidentified shapes it. */
function open(answer: EngineAnswer, input: EngineInput): boolean {
  const u = input.understanding;
  return (
    (answer.modelMayPhrase || answer.text === OUT_OF_SCOPE_REPLY) &&
    // A medicine or condition's caution leads; a product named or pointed at ("the second one") is
    // answered from the catalogue (./brand-asks.ts, ./contents-asked.ts).
    !safetyShaped(input) &&
    !u.namedProductIds.length &&
    !u.focusProductIds.length
  );
}

/** The message's own content words, the subject's left out, stemmed to five letters. */
const FILLER = /^(?:about|actually|really|should|would|could|there|their|these|those|which|what's|whats|thing|things|better|worth|every|after|before|anything|something)$/;
function answersOtherWords(paragraph: string, message: string, subject: AskedSubject): boolean {
  const own = new Set(subject.sides.flatMap((side) => side.split(/[\s-]+/)));
  const words = (message.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 4 && !FILLER.test(w) && !own.has(w)).map((w) => w.slice(0, 5));
  const text = paragraph.toLowerCase();
  return words.some((w) => new RegExp(`(?<![a-z])${w}`).test(text));
}

function reshaped(answer: EngineAnswer, subject: AskedSubject, input: EngineInput): EngineAnswer {
  const paragraphs = answer.text === OUT_OF_SCOPE_REPLY ? [] : answer.text.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  const at = picksAt(paragraphs);
  const closeAt = paragraphs.findIndex((p, i) => i >= at && CLOSE.test(p));
  let lead = paragraphs.slice(0, at);
  const picks = paragraphs.slice(at, closeAt >= 0 ? closeAt : paragraphs.length);
  const close = closeAt >= 0 ? paragraphs.slice(closeAt) : [];
  const d = new Draft();
  const [first] = subject.sides;

  // Picks of another kind, beside a kind asked for that we carry none of ("got any casein"), are
  // not the answer to it: they stay, as the nearest we carry, under a line that says so.
  const carriedNone = subject.sides.every((side) => !carries(side, input));
  const otherKind = subject.wanted && carriedNone && picks.length > 0 && !picks.some((p) => subject.sides.some((side) => speaksOf(p, side)));
  const kindLine = otherKind && answer.category ? `We carry no certified ${first}. The picks below are the nearest we carry, certified ${CATEGORY_NOUN[answer.category]}s, a different kind from a ${first}.` : null;

  const owedFirst = lead.findIndex((p) => !OWED.test(p));
  const openingAt = owedFirst < 0 ? lead.length : owedFirst;
  const missing = subject.sides.filter((side) => !lead.some((p) => speaksOf(p, side)));
  const opens = lead[openingAt] !== undefined && subject.sides.some((side) => speaksOf(lead[openingAt], side));
  const saysNone = !subject.wanted || !carriedNone || lead.some((p) => /\b(?:we carry no|none of our)\b/i.test(p) && speaksOf(p, first));
  if (opens && !missing.length && (saysNone || !kindLine)) return answer;

  // A direct answer or a caution leads for a reason: it is not moved behind another paragraph.
  // Nor is one that answers another word of the message ("does timing matter" beside "best protein"): the every-part pass put it there.
  if (!opens && CANNED_LEAD.test(lead[openingAt] ?? "") && !answersOtherWords(lead[openingAt] ?? "", input.understanding.message, subject)) {
    // A later paragraph that speaks to the subject goes first.
    const speaks = lead.findIndex((p, i) => i > openingAt && !OWED.test(p) && !PICKS_INTRO.test(p) && subject.sides.some((side) => speaksOf(p, side)) && !/^(?:From our guide|Read more in our guide):/.test(p));
    if (speaks > openingAt) {
      const moved = [lead[speaks], ...(/^(?:From our guide|Read more)/.test(lead[speaks + 1] ?? "") ? [lead[speaks + 1]] : [])];
      lead = [...lead.slice(0, openingAt), ...moved, ...lead.slice(openingAt).filter((p) => !moved.includes(p))];
    }
  }
  d.blocks.push(...lead);
  // A side the answer speaks of in any of its words, or a reply that opens on a direct answer, is
  // left as written: a line saying we hold nothing on it would contradict it. A kind asked for is
  // about the catalogue, not our guides: it gets the line on what we carry instead.
  const unanswered = subject.verdict && !DIRECT.test(lead[openingAt] ?? "") && !lead.some((p) => NO_GUIDE.test(p));
  // A side that names one of our categories ("protein", "melatonin") has a guide: with no section found, saying we hold nothing would be false.
  const heldNothing = unanswered ? subject.sides.filter((side) => !categoriesNamed(side).length && !lead.some((p) => names(p, side))) : [];
  const added = heldNothing.map((side) => lineOn(side, input, d));
  // A comparison the answer leaves a side of gets the guide section that speaks of both, quoted.
  const both = subject.form === "pair" && missing.length ? comparedIn(subject.sides, input.passages) : null;
  const comparison = both ? quotePassage(both, subject.sides.join(" "), d) : "";
  if (comparison && missing.some((side) => speaksOf(comparison.split("\n\n")[0] ?? "", side))) added.unshift(comparison);
  // An answer that already says what we carry none of ("None of our certified multivitamins is chewable") has said it.
  const saidGap = lead.some((p) => /^(?:We carry no\b|None of our certified\b)/.test(p));
  if (subject.wanted && carriedNone && !picks.length && !saidGap && !lead.some((p) => names(p, first))) added.push(`We carry no certified ${first}. ${whoAnswers(first, input.understanding.normalized)}`);
  const gap = !saysNone && kindLine && !added.some((line) => line.includes("we carry no certified")) ? [kindLine] : [];
  const at0 = lead.findIndex((p) => !OWED.test(p));
  const ownLead = at0 < 0 ? lead.length : at0;
  const text = [...lead.slice(0, ownLead), ...added, ...lead.slice(ownLead), ...gap, ...picks, ...close].join("\n\n");
  if (text === answer.text || !text.trim()) return answer;
  return {
    ...answer,
    text,
    modelMayPhrase: answer.text === OUT_OF_SCOPE_REPLY ? false : answer.modelMayPhrase,
    products: answer.products.filter((p) => text.includes(p.name)),
    passages: [...answer.passages, ...d.passages.filter((p) => !answer.passages.some((q) => q.link === p.link))],
  };
}

export function withSubjectFirst(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  if (!open(answer, input)) return answer;
  const subject = askedSubject(input.understanding.message);
  if (!subject || subject.form === "action") return answer;
  return reshaped(answer, subject, input);
}
