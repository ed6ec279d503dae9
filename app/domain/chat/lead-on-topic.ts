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
/** Owed whatever was asked: a medicine's or condition's caution, a listed substance. */
const OWED = /^\*\*(?:With|Warning|Ask before you take)\b|\bDoD (?:Prohibited Dietary Supplement Ingredients )?list\b|\bOPSS\b/;
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

/** Sentences said before are not said again; a paragraph left empty goes. */
function withoutRepeatedSentences(paragraphs: readonly string[]): string[] {
  const said = new Set<string>();
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  return paragraphs
    .map((p) => {
      if (PICKS_START.test(p) || /^\d+\. /.test(p)) return p;
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
  // Warning signs do not open the answer when a paragraph answering the question follows them.
  const firstAnswer = kept.findIndex((unit) => unit.kind === "plain" || unit.kind === "caution");
  if (firstAnswer > 0 && kept.slice(0, firstAnswer).every((unit) => unit.kind === "signs")) kept.unshift(...kept.splice(firstAnswer, 1));

  const flat = (units: Unit[]) => units.flatMap((unit) => unit.paragraphs);
  const text = withoutRepeatedSentences([...flat(kept), ...picks, ...flat(after), ...flat(referrals), ...close]).join("\n\n");
  return text === answer.text ? answer : { ...answer, text };
}
