import { categoriesNamed } from "./vocabulary";
import { isSubjectWord } from "./topic";

/*
 * A second or third turn is read against the conversation. A short follow-up with no subject of
 * its own ("it's just for 4 days", "what about at night?", "and for my wife?", "how much tho",
 * "does that matter if I'm on profile?", a bare time or number) changes or asks about the
 * request before it: it is read together with that request, so its answer keeps the topic, the
 * category and whose situation the conversation already set. The decision is made from the form
 * of the message (its length, whether it names a subject, how it opens), not from a list of
 * follow-ups, and the understanding step (./understand.ts) hooks it in one line.
 */

/** The most words a follow-up that leans on the earlier request usually has. */
const SHORT = 12;

/**
 * Openings that change or ask about what was said before: "what about", "and", "but", "it's just
 * for", "for my wife", "does that matter", "how much", "tho", "is it", a time or a number alone.
 */
const LEANS_ON_BEFORE = new RegExp(
  [
    String.raw`^(?:(?:ok(?:ay)?|so|but|and|oh|well|hmm+|also|like|alright|right)\W+)*(?:what|how) about\b`,
    String.raw`^(?:and|also|plus|but|or|so)\b`,
    String.raw`^(?:it'?s|its|it is|it'?ll be|this is|that'?s|thats|it was|only|just)\b`,
    String.raw`^(?:for|at|in|during|on|before|after|with|without|while|around) (?:my|his|her|their|a|an|the|\d|nights?|days?|mornings?|night|work|duty|pt|training)\b`,
    String.raw`^(?:does|would|will|is|can|could|should|do|did) (?:that|it|this|those|these|they|i still|i)\b`,
    String.raw`^how (?:much|many|often|long|soon|late|early)\b`,
    String.raw`^(?:when|what time|which one|what dose|what amount|how)\W*$`,
    String.raw`\b(?:tho|though)\W*$`,
    String.raw`^\W*(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?|\d{3,4}(?:\s*(?:hrs?|hours))?|\d+(?:\.\d+)?\s*(?:days?|weeks?|wks?|months?|mos?|hours?|hrs?|lbs?|kg|miles?|mi|k))\W*$`,
    String.raw`^i(?:'m| am|m)? (?:have|got|work|do|go|run|train|start|ship|leave|fly|stand|pull)\b`,
    String.raw`^(?:he|she|they|my (?:wife|husband|buddy|friend|kid|son|daughter|mom|dad|roommate|spouse|partner))\b`,
  ].join("|"),
);

/** Whether a message names what it is about: a category, a product kind or a subject word, or a catalogue product. */
function namesSubject(normalized: string, namesProduct: boolean): boolean {
  return namesProduct || categoriesNamed(normalized).length > 0 || normalized.split(/[^a-z0-9-]+/).some(isSubjectWord);
}

/**
 * Whether a message is a follow-up to read together with the request before it: short, with a
 * request before it, and either read as nothing on its own (out of scope alone), or leaning on
 * that request by its form while naming no subject of its own.
 */
export function leansOnRequest(normalized: string, options: { words: number; namesProduct: boolean; aloneOutOfScope: boolean; courtesy: boolean; aloneAsksBack: boolean }): boolean {
  // "Milk is okay", "whey is fine": a limit lifted is read on its own, against the limits said before.
  if (options.words > SHORT || options.courtesy || ACCEPTS.test(normalized)) return false;
  if (options.aloneOutOfScope) return true;
  // Read alone it would be answered well; only a reading that would ask back (which part of a PT test?) is read with the request.
  return options.aloneAsksBack && LEANS_ON_BEFORE.test(normalized) && !namesSubject(normalized, options.namesProduct);
}

/** A limit lifted: "milk is okay", "fine with dairy", "caffeine is fine". */
const ACCEPTS = /\b(?:is|are|'s|s) (?:fine|ok|okay|good|alright|cool)\b|\b(?:fine|ok|okay|good) with\b|\bdon'?t mind\b/;

/** The follow-up read with its request, unless that reading is out of scope too: then it stands alone. */
export function readTogether<U extends { intent: string }>(alone: U, together: U): U {
  return together.intent === "out-of-scope" ? alone : together;
}

/** A clock time said alone: "2300", "0530", "10pm", "10:30 pm". */
const CLOCK_ALONE = /^\W*(?:[01]\d|2[0-3])[0-5]\d\W*$|^\W*\d{1,2}(?::\d{2})?\s*(?:am|pm)\W*$/i;

/** A follow-up asked as a question of its own ("how much tho", "does that matter if I'm on profile?", "what about at night?"). */
const ASKS_OWN_QUESTION = /^(?:(?:ok(?:ay)?|so|but|and|oh|well|also|alright)\W+)*(?:how (?:much|many|often|long|soon|late|early)\b|(?:does|would|will|is|are|can|could|should|do) (?:that|it|this|those|these|they|i)\b|(?:what|how) about\b|what does (?:it|that|this)\b|when (?:should|do|can|would|is)\b|what time\b|what (?:can|could|should|do) i (?:take|use|get|try|have)\b)/;

/**
 * The message a follow-up is read as. A question of its own keeps its own form and carries only
 * the subject of the request before ("how much tho" after a melatonin question asks how much
 * melatonin), so the answer is to the new question, not the first one again; anything else
 * (a fact added, a time, a number) is read after the whole request it changes.
 */
export function followUpReading(message: string, lastAsked: string, subjectOf: (text: string) => string): string {
  const said = message.trim().replace(/[.?!]*$/, "");
  const subject = subjectOf(lastAsked);
  if (subject && ASKS_OWN_QUESTION.test(said.toLowerCase())) return `${said} (${subject})?`;
  // A bare clock time ("2300", "10pm") is the time the request turns on: "before bed at 2300".
  if (CLOCK_ALONE.test(said)) return `${lastAsked.trim().replace(/[.?!]*$/, "")} at ${said}`;
  return `${lastAsked.trim().replace(/[.?!]*$/, "")}: ${message.trim()}`;
}

/** A plain yes to a question: "yes", "yeah please", "sure, do it", "bet". */
const ASSENT = /^\W*(?:(?:yes|yeah|yea|yep|yup|ya|sure|ok(?:ay)?|please|pls|plz|definitely|absolutely|for sure|bet|sounds good|do it|go ahead|that works|let'?s do it|i do|that one)\W*)+$/;
/** A question that asks something other than whether to go ahead: who, which, either/or. */
const NOT_AN_OFFER = /^(?:what|which|who|whom|whose|when|where|why|how|is|are|am|do|does|did|can|could|would|will|should|have|has|any|or|and)\b|\bor\b/i;

/**
 * The offer a plain yes accepts: the last answer's first question when it proposes one thing
 * ("A protein powder to help you reach that?", "Something for sleep, then?"), not when it asks
 * which, who or one of several. Null otherwise.
 */
export function offerAccepted(message: string, lastReply: string | undefined): string | null {
  if (!lastReply || !ASSENT.test(message.toLowerCase().trim())) return null;
  const question = lastReply.replace(/\*These statements[^*]*\*/g, "").match(/(?:^|[.!?]\s+|\n)([^.!?\n]+)\?/)?.[1]?.trim();
  return question && !NOT_AN_OFFER.test(question) ? question.replace(/,?\s*then$/i, "") : null;
}

/** Words too common to tell one choice from another. */
const FILLER = new Set("that this with your what want help them they their there then before after well just mostly really more some about something else being from into have the and for".split(" "));
const contentWords = (text: string) => text.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 3 && !FILLER.has(w));
/** "running" picks "run", "sleep" picks "sleeping": one word begins the other. */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The choice a reply picks from the options the last answer's question listed ("what do you want
 * help with: being sharp and awake that morning, sleeping well the night before, or something
 * else?" answered "i just dont want to be a zombie that morning"): the one choice that shares a
 * word with the reply, or null when none or several do.
 */
export function choicePicked(message: string, lastReply: string | undefined): string | null {
  const question = lastReply?.replace(/\*These statements[^*]*\*/g, "").match(/(?:^|[.!?]\s+|\n)[^.!?\n]*?:\s*([^.!?\n:]+)\?/)?.[1];
  if (!question || message.trim().split(/\s+/).length > 20) return null;
  const choices = question.split(/,\s*(?:or\s+)?|\s+or\s+/).map((c) => c.trim()).filter((c) => c && !/^something else$/.test(c));
  const said = contentWords(message);
  const picked = choices.filter((c) => contentWords(c.replace(/\([^)]*\)/g, " ")).some((w) => said.some((s) => sameWord(s, w))));
  return picked.length === 1 ? picked[0] : null;
}
