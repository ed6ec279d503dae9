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
