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
const CLAUSE_BREAK = /[.!?;\n/,]+|\s(?:anyway|anyways|tho|though)\s/;

/** A wish said in so many words: what the person wants or needs. */
const WISH = /\b(?:need|needs|want|wanna|looking for|prefer|rather|help)\b/;
/** A limit said in so many words: what the person refuses or cannot take. */
const LIMIT = /\b(?:only|cant|can't|cannot|hate|avoid|without|no|not|never|gag|allergic)\b/;

/** The clauses of a text, in order, trimmed; empty ones left out. */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** A clause that asks for something: a question, a request for picks, or a wish of the person's. */
export function asks(clause: string): boolean {
  return QUESTION.test(clause) || RECOMMEND_WORDS.test(clause) || WISH.test(clause);
}

/**
 * A clause that asks for a kind of product or a way to do something ("what pre hits hardest", "how
 * do i stay awake"), not a yes-or-no question about one thing named ("should i take magnesium?"
 * after "cramping at night" asks about the cramps too).
 */
const requestsAKind = (clause: string): boolean => RECOMMEND_WORDS.test(clause) || WISH.test(clause) || /\b(?:what|which|how)\b/.test(clause);

/**
 * What the asking clauses name, when they name any; else all of it. A limit asks for no kind ("no
 * melatonin" names sleep to rule a product out, not to ask for one). "Fell asleep on watch, how do I
 * stay awake" asks about staying awake, not sleep; "can't sleep on nights, any recs?" names sleep
 * only in its story, so the story's kind is what is asked for.
 */
export function askedFirst<T>(all: readonly T[], readClause: (text: string) => readonly T[], text: string): T[] {
  const asked = new Set(clausesOf(text).filter(requestsAKind).flatMap((c) => readClause(c)));
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
  return clausesOf(text).some((c) => namesForm(c) && (asks(c) || LIMIT.test(c) || verbless(c)));
}

/** A clause that sets one form against another ("capsules or powder"): the person asks which, not for one. */
export function formChoiceAsked(text: string, formsOf: (text: string) => readonly string[]): boolean {
  return clausesOf(text).some((clause) => {
    const [first, ...rest] = clause.split(/\bor\b/);
    const before = formsOf(first);
    const after = formsOf(rest.join(" "));
    return before.length > 0 && after.some((f) => !before.includes(f));
  });
}

/**
 * The words a negation refuses, its scope carried along a list of forms ("not doing powders, drinks
 * or gummies"): the tagger's scope ends at the comma, but when the refusal names a form, the items
 * after it are refused too, until a verb, a pronoun or the sentence's end. "No whey, capsules only"
 * refuses whey alone.
 */
export function refusedWords(text: string, namesForm: (words: string) => boolean): string {
  const words: string[] = [];
  let run: string[] = [];
  let inList = false;
  let refusing = false;
  for (const t of readText(text).tokens) {
    const listItem = t.value === "," || t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ" || t.pos === "CCONJ";
    if (t.negated) {
      // A refusal denies a doing or a thing ("not doing powders", "no gummies"); "not sure if capsules or powder" refuses nothing.
      if (!inList) {
        refusing = t.pos === "VERB" || t.pos === "NOUN" || t.pos === "PROPN";
        run = [];
      }
      inList = true;
      run.push(t.value);
      if (refusing) words.push(t.value);
    } else if (inList && refusing && listItem && namesForm(run.join(" "))) {
      words.push(t.value);
    } else inList = false;
  }
  return words.join(" ");
}

/** Whether a word the vocabulary read is also said under a negation in the text ("gave me perfect keto ... im not doing keto"): the person denies it. */
export function deniedInText(text: string, found: string): boolean {
  const first = found.split(/\s+/)[0];
  return readText(text).tokens.some((t) => t.negated && t.value === first);
}
