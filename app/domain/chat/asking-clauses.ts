import { QUESTION, RECOMMEND_WORDS } from "./intent-words";
import { readText } from "./nlp";

/*
 * Which clauses of a message ask for something and which tell a story around it. A kind of product
 * or a form named in the story ("fell asleep on watch", "zero sleep lol", "the tabs i got from the
 * px", "went through a bottle of capsules") describes what happened or what the person has; only
 * what a clause asks for, or a limit it states, sets what the answer picks from.
 * docs/decisions/0135-a-filter-only-from-what-the-person-asks.md
 */

/** Breaks between clauses: sentence ends, commas, and the turns people type between a story and a question. */
const CLAUSE_BREAK = /[.!?;\n/,]+|\s(?:anyway|anyways|but|tho|though|so)\s/;

/** A wish or a limit said in so many words: what the person wants, needs, refuses or cannot take. */
const WISH_OR_LIMIT = /\b(?:need|needs|want|wanna|looking for|prefer|rather|only|help|cant|can't|cannot|hate|avoid|without|no|not|never|gag|allergic)\b/;

/** The clauses of a text, in order, trimmed; empty ones left out. */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** A clause that asks for something: a question, a request for picks, or a wish or limit of the person's. */
export function asks(clause: string): boolean {
  return QUESTION.test(clause) || RECOMMEND_WORDS.test(clause) || WISH_OR_LIMIT.test(clause);
}

/**
 * What the asking clauses name, when they name any; else all of it. "Fell asleep on watch, how do I
 * stay awake" asks about staying awake, not sleep; "can't sleep on nights, any recs?" names sleep
 * only in its story, so the story's kind is what is asked for.
 */
export function askedFirst<T>(all: readonly T[], readClause: (text: string) => readonly T[], text: string): T[] {
  const asked = new Set(clausesOf(text).filter(asks).flatMap((c) => readClause(c)));
  const kept = all.filter((item) => asked.has(item));
  return kept.length ? kept : [...all];
}

/** A clause with no verb is a request said as a noun phrase ("capsule sleep aid", "gummies?"), not a story. */
const verbless = (clause: string): boolean => !readText(clause).tokens.some((t) => t.pos === "VERB" || t.pos === "AUX");

/**
 * Whether a form named in the text is named in a clause that asks, states a limit or names the
 * thing wanted ("capsule sleep aid"), not only in a story of what the person has.
 */
export function formAsked(text: string, namesForm: (clause: string) => boolean): boolean {
  return clausesOf(text).some((c) => namesForm(c) && (asks(c) || verbless(c)));
}
