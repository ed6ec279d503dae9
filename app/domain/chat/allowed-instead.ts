import type { Understanding } from "./understanding";

/*
 * "So what can I take then?" after a caution asks what that caution allows, not for the caution
 * again: the answer is the certified picks the conversation's rules leave in (a prescribed
 * stimulant leaves the stimulant-free ones), with the caution recalled in a line. The lines on
 * each supplement the person named answered the turn before; this turn asks past them.
 */

/** What the person says in this turn: a follow-up read with the request before it keeps its own words last. */
const ownWords = (u: Pick<Understanding, "message">) => (u.message.split(": ").at(-1) ?? u.message).toLowerCase();

/** "What can I take then", "so what should I use instead", "any alternatives": asks what is allowed. */
const ASKS_WHAT_IS_ALLOWED = /\bwhat (?:can|could|should|do) i (?:take|use|get|try|have)\b|\b(?:instead|alternatives?)\b/;

/** Whether this turn asks what the conversation's cautions leave to take. */
export const asksWhatIsAllowed = (u: Pick<Understanding, "message">): boolean => ASKS_WHAT_IS_ALLOWED.test(ownWords(u));
