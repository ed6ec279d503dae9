import type { EngineAnswer } from "./draft";
import { decisiveSubjectsIn, subjectsIn } from "./subjects";
import type { Understanding } from "./understanding";

/*
 * What comes before the picks is about what the person asked (ADR 0106). Composers add leads,
 * guide passages, cautions and referrals for their own reasons; this last pass reads the finished
 * answer as a person does, paragraph by paragraph:
 * - a paragraph whose subjects the person never raised (in this message, or in the question the
 *   conversation is on) is dropped, or, when it is a caution, moved after the picks;
 * - a general caution (not one owed for a medicine, condition, reaction or listed substance) does
 *   not open the answer when a paragraph answering the question follows it;
 * - the general "Ask the Expert" referral goes to the close, so it never stands between the
 *   question and its answer;
 * - a sentence already said earlier in the answer is not said again.
 * Cautions are only ever moved, never dropped: a model draft is still checked against them.
 */

/** A paragraph and the guide link that belongs to it ("From our guide: ..."). */
interface Unit {
  paragraphs: string[];
  kind: "owed" | "signs" | "caution" | "referral" | "plain";
}

const PICKS_START = /^(?:Certified \[[^\]]+\]\([^)]*\) picks:|Our top \*\*|\d+\. \*\*|That doesn't change my picks)/;
const CLOSE = /^(?:\*These statements|See the full )/;
const GUIDE_LINK = /^(?:From our guide|Read more in our guide):/;
const ASK_THE_EXPERT = /^For questions about a supplement itself,/;
/** An offer to pick later ("ask and I'll pick from our list"): a closing line, never dropped. */
const OFFER = /\bask(?: me)?(?: then)?,? and I'll\b/;
/** A line on what our catalogue lacks ("We carry no certified dairy-free protein powder"): a fact about us, not an answer. */
const NONE_FITS = /^(?:We carry no\b|None of our certified\b)/;
/** A question about the signs themselves: there the signs are the answer. */
const ASKS_SIGNS = /\b(?:signs?|symptoms?)\b/i;

/** Owed whatever was asked: a medicine's or condition's caution, a listed substance. */
const OWED = /^\*\*(?:With|Warning|Ask before you take)\b|\bDoD (?:Prohibited Dietary Supplement Ingredients )?list\b|\bOPSS\b/;
/** Words that send a person to care or tell them to stop: a paragraph with them is never dropped as a repeat. */
const SENDS_TO_CARE = /\b(?:stop|sick call|doctor|provider|pharmacist|prescriber|clinician|PCM|OB|medical)\b/i;
/** Signs that need care: never dropped, though they may follow the answer. */
const CARE_SIGNS = /\b911\b|emergency room/;

function unitsOf(paragraphs: readonly string[], cautions: readonly string[]): Unit[] {
  const units: Unit[] = [];
  for (const p of paragraphs) {
    const last = units.at(-1);
    if (GUIDE_LINK.test(p) && last) {
      last.paragraphs.push(p);
      continue;
    }
    const kind = OWED.test(p) ? "owed" : ASK_THE_EXPERT.test(p) || OFFER.test(p) ? "referral" : CARE_SIGNS.test(p) ? "signs" : cautions.includes(p) ? "caution" : "plain";
    units.push({ paragraphs: [p], kind });
  }
  return units;
}

/** The subjects the person raised: this message, and the question a follow-up turn leans on. */
function raisedSubjects(u: Pick<Understanding, "message" | "normalized" | "topic" | "categories">): Set<string> {
  return subjectsIn([u.message, u.normalized, u.topic, ...u.categories.map((c) => c.replace(/-/g, " "))].join(" \n "), "raisedBy");
}

/** A canned aside (mail, a medicine's tiredness, B12) the person never raised. */
const cannedAside = (unit: Unit, raised: Set<string>) => [...decisiveSubjectsIn(unit.paragraphs[0])].some((s) => !raised.has(s));

/**
 * Whether a unit is about something the person never raised: a canned aside, or, for a lead or
 * guide passage, only subjects nobody asked about. A caution is judged by its aside alone: it was
 * added for what was said, in words our subjects may not know.
 */
function offSubject(unit: Unit, raised: Set<string>): boolean {
  if (cannedAside(unit, raised)) return true;
  if (unit.kind !== "plain") return false;
  const about = subjectsIn(unit.paragraphs[0]);
  return about.size > 0 && ![...about].some((s) => raised.has(s));
}

const FILLER = new Set(
  "the and for with are that this your you from not any but can does more than about each every its their they them our what which who how before after day per has have will was were".split(" "),
);
/** A paragraph's words that carry its point, plural folded. */
const pointWords = (paragraph: string) =>
  new Set(
    (paragraph
      .toLowerCase()
      // A product's name and a link's address are not a point: two lines on different products share them.
      .replace(/\*\*[^*]+\*\*/g, " ")
      .replace(/\]\([^)]*\)/g, "]")
      .match(/[a-z0-9]+/g) ?? []
    )
      .filter((w) => w.length > 2 && !FILLER.has(w))
      .map((w) => w.replace(/s$/, "")),
  );

/**
 * A paragraph of a dozen words or more whose words are mostly said already makes its point a
 * second time ("pack certified products sealed, with their lot numbers" after the guide said so).
 * Owed cautions, picks and links are never judged; the point stays where it was first made.
 */
function withoutRepeatedPoints(paragraphs: readonly string[], judged: (p: string) => boolean): string[] {
  const said = new Set<string>();
  const kept: string[] = [];
  let droppedLast = false;
  for (const p of paragraphs) {
    // A guide link whose passage went goes with it.
    if (GUIDE_LINK.test(p) && droppedLast) continue;
    // A pick's line describes a product; it makes no point a later paragraph could repeat.
    if (PICKS_START.test(p) || /^\d+\. /.test(p)) {
      kept.push(p);
      droppedLast = false;
      continue;
    }
    const words = pointWords(p);
    const fresh = [...words].filter((w) => !said.has(w)).length;
    // A paragraph with figures carries amounts, limits or times: never judged a repeat ("caps fluid at 1.5 quarts an hour").
    const figures = p.match(/\d+(?:[.,]\d+)?/g) ?? [];
    droppedLast = judged(p) && said.size > 0 && words.size >= 12 && fresh / words.size < 0.6 && figures.length === 0;
    for (const w of words) said.add(w);
    if (!droppedLast) kept.push(p);
  }
  return kept;
}

/** Sentences said before are not said again; a paragraph left empty goes. */
function withoutRepeatedSentences(paragraphs: readonly string[]): string[] {
  const said = new Set<string>();
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  return paragraphs
    .map((p) => {
      // Picks, tables and lists keep their lines as written.
      if (PICKS_START.test(p) || /^\d+\. /.test(p) || p.includes("\n")) return p;
      const sentences = p.split(/(?<=[.!?])\s+(?=[A-Z*])/);
      const kept = sentences.filter((s) => {
        const k = key(s);
        if (k.split(" ").length < 6) return true;
        if (said.has(k)) return false;
        said.add(k);
        return true;
      });
      return kept.join(" ");
    })
    .filter((p) => p.trim() !== "");
}

export function withLeadOnTopic(answer: EngineAnswer, u: Pick<Understanding, "message" | "normalized" | "topic" | "categories">): EngineAnswer {
  if (["courtesy", "out-of-scope", "urgent"].includes(answer.intent) || !answer.modelMayPhrase) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  // The picks start at their heading: the paragraph introducing the first numbered pick.
  const firstPick = paragraphs.findIndex((p) => PICKS_START.test(p));
  const picksAt = firstPick > 0 && /:\s*$/.test(paragraphs[firstPick - 1]) ? firstPick - 1 : firstPick;
  const closeAt = paragraphs.findIndex((p, i) => CLOSE.test(p) && (picksAt < 0 || i > picksAt));
  const bodyEnd = picksAt >= 0 ? picksAt : closeAt >= 0 ? closeAt : paragraphs.length;
  const picksEnd = closeAt >= 0 ? closeAt : paragraphs.length;
  const body = unitsOf(paragraphs.slice(0, bodyEnd), answer.cautions);
  const picks = paragraphs.slice(bodyEnd, picksEnd);
  const close = paragraphs.slice(picksEnd);

  const raised = raisedSubjects(u);
  const kept: Unit[] = [];
  const after: Unit[] = [];
  const referrals: Unit[] = [];
  // A message in words no subject knows ("still gassed on runs") leaves only canned asides to judge.
  const judged = raised.size ? raised : null;
  for (const unit of body) {
    if (unit.kind === "referral") referrals.push(unit);
    else if (unit.kind === "owed" || !(judged ? offSubject(unit, judged) : cannedAside(unit, raised))) kept.push(unit);
    else if (unit.kind !== "plain") after.push(unit);
  }
  // Nothing left that speaks to the question: the composer's answer stands as it was.
  if (!kept.some((unit) => unit.kind !== "owed") && body.some((unit) => unit.kind === "plain")) return answer;
  // What we carry is said once.
  const noneFits = kept.filter((unit) => NONE_FITS.test(unit.paragraphs[0]));
  for (const unit of noneFits.slice(1)) kept.splice(kept.indexOf(unit), 1);
  // Warning signs do not open the answer when a paragraph answering the question follows them.
  const firstAnswer = kept.findIndex((unit) => unit.kind === "plain" || unit.kind === "caution");
  if (!ASKS_SIGNS.test(u.message) && firstAnswer > 0 && kept.slice(0, firstAnswer).every((unit) => unit.kind === "signs")) kept.unshift(...kept.splice(firstAnswer, 1));

  const flat = (units: Unit[]) => units.flatMap((unit) => unit.paragraphs);
  // Only a lead or passage before the picks is judged, and never one that sends the person to care or tells them to stop.
  const before = new Set(flat(kept));
  const mayRepeat = (p: string) => before.has(p) && !SENDS_TO_CARE.test(p) && !OWED.test(p) && !CARE_SIGNS.test(p) && !PICKS_START.test(p) && !/^\d+\. /.test(p) && !GUIDE_LINK.test(p) && !CLOSE.test(p) && !ASK_THE_EXPERT.test(p);
  const text = withoutRepeatedPoints(withoutRepeatedSentences([...flat(kept), ...picks, ...flat(after), ...flat(referrals), ...close]), mayRepeat).join("\n\n");
  if (text === answer.text) return answer;
  // A caution whose point the answer already makes is no longer one a model draft must repeat.
  return { ...answer, text, cautions: answer.cautions.filter((c) => OWED.test(c) || text.includes(c) || !paragraphs.includes(c)) };
}
