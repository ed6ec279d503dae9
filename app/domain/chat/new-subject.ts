/*
 * A conversation's category carries into a follow-up ("and how much should I take?"), not into a
 * message that says it changes the subject. "Different question, do I need B12 if I'm vegan?"
 * after a sleep question is about B12: answered with sleep picks, it answers the wrong person.
 */

/** Words that say the subject changes. */
const CHANGE_OF_SUBJECT =
  /\b(?:different|separate|unrelated|another|new|other|random|side|off-topic|diff) (?:q|question|topic|thing|subject|note)\b|\b(?:switching|changing|switch|change) (?:topics?|subjects?|gears)\b|\bunrelated\b|\bon (?:a|another) (?:different|separate|side) note\b|\bnvm\b|\bnever ?mind\b|\btotally separate\b/;

/**
 * Whether the message says it starts a subject of its own. A question that only names a subject
 * ("which has the least caffeine?") can still be about the picks just given, so the words of the
 * change are what count.
 */
export function startsNewSubject(normalized: string): boolean {
  return CHANGE_OF_SUBJECT.test(normalized);
}

/** "It" that points at nothing said before: "is it true that...", "is it a myth". */
const DUMMY_IT = /\b(?:is|isn'?t|was) it (?:true|a myth|legit|real|a fact|facts)\b|\bit'?s (?:true|a myth|said) that\b/g;

/**
 * Whether a question is about a subject it names itself ("is it true creatine makes you bald",
 * "does caffeine stunt your growth") and points back at nothing said before: what the earlier turn
 * was about (an unknown product, a banned substance) is not carried into it, nor its warnings.
 */
export function asksOwnSubject(normalized: string, isSubjectWord: (word: string) => boolean): boolean {
  const own = normalized.replace(DUMMY_IT, " ");
  return own.split(/[^a-z0-9-]+/).some(isSubjectWord) && !/\b(?:it|that|this|them|those|they|one|ones)\b/.test(own);
}
