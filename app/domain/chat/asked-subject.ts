import { escapeRegExp } from "~/domain/text";
import { PEOPLE } from "./whose";

/** Someone the person asks for ("what about my husband"): whom the request is for, not a thing asked about. */
const PERSON = new RegExp(String.raw`^(?:(?:my|our|the)\s+)?(?:\w+\s+)?(?:${PEOPLE})$`);
/*
 * What a message asks about, read from its sentence structure (ADR 0122): the thing ("does tart
 * cherry juice help", "got any bcaas", "what about green tea"), the two things compared ("whey or
 * casein", "melatonin vs magnesium", "is plant protein as good as whey"), or the action ("what do I
 * tell my chain"). The frames are grammatical, not topical: any noun phrase in the slot is the
 * subject, so a food, a drink or a kind of product nobody listed is found the same way.
 * ./subject-first.ts checks the drafted answer against it.
 */

export interface AskedSubject {
  /** "thing": one subject; "pair": two compared; "action": what to say or do, and to whom. */
  form: "thing" | "pair" | "action";
  /** Each side as said, articles left out: ["whey", "casein"], ["tart cherry juice"], ["tell my chain"]. */
  sides: string[];
  /** The subject was asked for as a product ("got any", "need a", "do you carry"): picks must be of its kind. */
  wanted: boolean;
  /** Whether it works, is worth it, or what of it ("what about X", "does X help"): an answer that never names it has not answered. */
  verdict?: true;
  /** Asked whether we carry it ("do you have", "got any", "can I get X through you"): the answer says yes or no first. */
  carry?: true;
}

/** Words that start a clause, not a noun phrase: a side that begins with one is no subject ("or do I need"). */
const NOT_A_NOUN =
  /^(?:i|im|i'm|you|u|we|they|he|she|it|its|it's|that|this|those|these|there|do|does|did|is|are|was|were|am|be|can|could|would|should|will|shall|may|might|must|need|want|what|whats|what's|which|who|how|why|when|where|not|no|non|nah|nothing|something|anything|both|either|neither|just|even|so|then|else|whatever|also|maybe|more|less|other|another|same|take|get|got|go|use|make|have|has|had|saw|seen|heard|bought|found|took|tried|my|your|his|her|our|their)\b/;

/** A verb inside the phrase makes it a clause: "label says clinically dosed" is a claim, not a thing. */
const VERB_INSIDE = /\b(?:says?|said|makes?|made|has|have|had|is|are|was|were|gets?|got|looks?|looked|seems?|claims?|tastes?)\b/;

/** Words that end a noun phrase: what follows them is the question's frame, not the subject. */
const PHRASE_END =
  /\s(?:for|before|after|during|to|with|without|in|on|at|from|when|while|if|because|cuz|cause|since|than|as|which|that|is|are|does|do|did|really|actually|even|tho|though|work|works|help|helps|worth|legit|good|better|bad|ok|okay|safe|better|instead|whats|what's|any|honestly|lol|bro|fr|or|and|vs|versus|just|thats|that's|the|i|im|i'm|you|you've|youve|yall|y'all|u|got|still|other|doesnt|dont|wont|cant|gonna|ok|okay|but|it|its|it's)\b.*$/;

/** Words no subject is: a phrase left with only these names nothing. */
const EMPTY =
  /^(?:one|ones|thing|things|stuff|supps?|supplements?|it|them|that|this|those|some|something|anything|kind|type|good|best|better|diff|difference|a|an|the|of|way|ways|day|days|issue|issues|problem|problems|tips?|advice|ideas?|recs?|suggestions?|waste|money|hype|help|reason|point|deal)$/;

const ARTICLES = /^(?:(?:a|an|the|some|any|those|these|that|this|one of those|one of the|ur|my|ya|yall|y'all|your|u guys|you guys)\s+)+/;

/** Words that say "just the thing itself" ("straight beta alanine", "plain creatine"): the thing is what follows. */
const PLAIN = /^(?:(?:straight|plain|pure|just|regular|basic|normal|standalone|stand-alone|simple|single)\s+)+/;

/** A side as a noun phrase: articles off the front, the question frame off the back, at most four words. */
function nounPhrase(raw: string): string | null {
  const bare = raw.toLowerCase().replace(/[^a-z0-9' -]+/g, " ").replace(/\s+/g, " ").trim().replace(ARTICLES, "").replace(PLAIN, "");
  const phrase = ` ${bare}`.replace(PHRASE_END, "").trim();
  const words = phrase.split(" ").filter(Boolean);
  // A time, an age or a count ("0500 show", "68", "3 hr drive") is no subject.
  if (!words.length || words.length > 4 || NOT_A_NOUN.test(phrase) || VERB_INSIDE.test(phrase) || words.every((w) => EMPTY.test(w)) || /^\d/.test(words[0])) return null;
  return phrase;
}

/** The clause a frame is read in: the message's last sentence that asks, else the whole message. */
function clauses(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[“”]/g, '"')
    .split(/(?<=[?!.])\s+|\n+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Two things compared, in the frames people use. */
const PAIR_FRAMES: readonly RegExp[] = [
  /\bdifference between (.+?) and (.+?)(?:[?.!,]|$)/,
  /\bis (?:an? |the )?(.+?) (?:as good as|better than|worse than|same as|the same as|just as good as) (.+?)(?:[?.!,]|$)/,
  /\b(.+?) (?:compared to|compared with|instead of) (.+?)(?:[?.!,]|$)/,
  /(?:^|[,:]\s*|\b(?:better|best|good|diff),?\s+)(.+?)\s+(?:or|vs\.?|versus)\s+(.+?)(?:[?.!,]|$)/,
];

/** Words that start or join a clause: a frame's slot holding one holds a clause, not a noun phrase. */
const CLAUSE_WORD = /\b(?:but|so|because|cuz|whats|what's|which|who|when|i|im|i'm|we|me|lol)\b/;

/** One thing asked about, in the frames people use; each captures the noun phrase. */
const THING_FRAMES: ReadonlyArray<{ frame: RegExp; wanted: boolean; tight?: true; verdict?: true; carry?: true }> = [
  { frame: /\b(?:what|how) about (.+?)(?:[?.!,]|$)/, wanted: false, verdict: true },
  // "My TL drinks pickle juice for cramps, does that work": what someone uses, then asked about.
  { frame: /\b(?:drinks?|takes?|uses?|eats?|swears by)\s+(.+?)\s+(?:for|before|after|to|on)\b.*\b(?:does|do|is|would) (?:that|it|this) (?:actually |really )?(?:work|help|legit|true|do anything)/, wanted: false, tight: true, verdict: true },
  { frame: /\bwould (.+?) (?:work|help|do)\b/, wanted: false, tight: true, verdict: true },
  { frame: /\b(?:does|do|can|will) (.+?) (?:actually |really |even )?(?:work|help|do anything)\b/, wanted: false, tight: true, verdict: true },
  { frame: /\bis (.+?) (?:actually |really |even )?(?:worth|legit|a myth|broscience)\b/, wanted: false, tight: true, verdict: true },
  { frame: /(?:^|[,.]\s*)(.+?),? (?:worth it|legit|any good)\b/, wanted: false, tight: true, verdict: true },
  // Safety and amount questions name their subject too, but other passes answer them in their own words.
  { frame: /\bhow much (.+?) is too much\b/, wanted: false, tight: true },
  { frame: /\bis it true (?:that )?(.+?) (?:cause|causes|make|makes|is|are|will|can|gives?)\b/, wanted: false, tight: true },
  { frame: /\b(?:does|do|can|will) (.+?) (?:actually |really |even )?(?:make|cause|count)\b/, wanted: false, tight: true },
  { frame: /\bis (.+?) (?:actually |really |even )?(?:good|bad|safe|ok|okay)\b/, wanted: false, tight: true },
  // Asked of us: "what fat burner do yall recommend", "do you guys have a glutamine", "got any bcaas".
  { frame: /\bwhat (.+?) (?:do|would|should) (?:you|yall|y'all|u)(?: guys)? (?:recommend|suggest|carry|have)\b/, wanted: true, tight: true },
  { frame: /\b(?:(?:do|does) (?:you|yall|y'all|u)(?: guys)? |(?:you|yall|y'all|u)(?: guys)? )(?:have|carry|sell|stock|got)\s+(?:any |a |an )?(.+?)(?:[?.!,]|$)/, wanted: true, carry: true },
  { frame: /^(?:got|have|carry|sell) any (.+?)(?:[?.!,]|$)/, wanted: true, carry: true },
  { frame: /\bcan (?:i|we) (?:get|buy|order) (?:any |a |an |some )?(.+?) (?:thru|through|from|off|with) (?:you|yall|y'all|u|this site|the site)\b/, wanted: true, carry: true },
  { frame: /(?:^|[,.]\s*)any (.+?)(?:[?.!,]|$)/, wanted: true },
  { frame: /\bbest (.+?)(?:\s(?:that|thats|for)\b|[?.!,]|$)/, wanted: true },
  // "Do I even need a multi" asks whether, not for one.
  { frame: /(?<!\bdo (?:i|we) (?:even |really |actually )?)\b(?:looking for (?:a|an|some)?|need (?:a|an|some)|where can i (?:get|buy|find)|recommend (?:a|an))\s+(.+?)(?:[?.!,]|$)/, wanted: true },
];

/** What to say or do, and to whom: the chain of command, a doctor, the first sergeant. */
const ACTION_FRAMES: readonly RegExp[] = [
  /\bwhat (?:do|should|would|can) i (?:tell|say to|show|bring|give) (?:to )?(?:my |the )?([a-z0-9 ]{2,20}?)\b(?: about| if| when|[?.!,]|$)/,
  /\bhow (?:do|should|would|can) i (?:bring up|tell|talk to|ask|report|explain)\b/,
  /\bwhat (?:do|should) i (?:show|bring)\b/,
];

/** The subject of the message, or null when no frame reads one. */
export function askedSubject(message: string): AskedSubject | null {
  const all = clauses(message);
  // The clause that asks is the one read: a question mark first, else the last clause.
  const asking = [...all.filter((c) => c.includes("?")), ...all.filter((c) => !c.includes("?")).reverse()];
  for (const clause of asking) {
    for (const frame of ACTION_FRAMES) {
      const m = clause.match(frame);
      if (m) return { form: "action", sides: [m[0].replace(/[?.!,]$/, "").trim()], wanted: false };
    }
    for (const frame of PAIR_FRAMES) {
      const m = clause.match(frame);
      if (!m) continue;
      const left = nounPhrase(m[1].split(/[,:]\s*|\b(?:is|are|whats|what's|which is)\s/).at(-1) ?? m[1]);
      const right = nounPhrase(m[2]);
      if (left && right && left !== right) return { form: "pair", sides: [left, right], wanted: false };
    }
    for (const { frame, wanted, tight, verdict, carry } of THING_FRAMES) {
      const m = clause.match(frame);
      // A frame that ends at its verb holds only the noun phrase: more words are a clause ("gf is pregnant lol but whats a good").
      const phrase = m && (!tight || (m[1].split(" ").length <= 6 && !CLAUSE_WORD.test(m[1]))) ? nounPhrase(m[1]) : null;
      const thing = phrase && !PERSON.test(phrase) ? phrase : null;
      if (thing) return { form: "thing", sides: [thing], wanted, ...(verdict ? { verdict } : {}), ...(carry ? { carry } : {}) };
    }
  }
  return null;
}

/** Words of a side that name it: "tart cherry juice" is found by "tart" and "cherry", not by "juice" alone. */
const GENERIC = /^(?:juice|oil|powder|drink|drinks|mix|mixes|shake|shakes|supplement|supplements|supp|supps|product|products|pill|pills|tab|tabs|tablet|tablets|capsule|capsules|stuff|brand|one|kind|type|before|after|good|best|basic|solid|certified|nsf|legit|clean|safe|night|time|morning|gym|pt|intra|workout|aid|aids|cheap|cheapest|strong|strongest|gentle|light|natural|stim|free|non|high|low|quality|budget|decent|simple|new|daily|good|great|top|water|milk|protein|symbol|logo|seal|mark|stamp|label)$/;

/** A word's stem for matching: a plural and a short ending off ("algae" meets "algal", "bcaas" meets "bcaa"). */
export function stemOf(word: string): string {
  const w = word.replace(/'s$/, "").replace(/(?<=[a-z]{3})(?:es|s)$/, "");
  return w.length > 5 ? w.slice(0, Math.max(5, w.length - 2)) : w.length === 5 ? w.slice(0, 4) : w;
}

/** The words that name a side, stemmed; the whole phrase's words when all are generic. */
export function namingWords(side: string): string[] {
  const words = side.split(/[\s-]+/).filter((w) => w.length > 1 && !EMPTY.test(w));
  const own = words.filter((w) => !GENERIC.test(w));
  return [...new Set((own.length ? own : words).map(stemOf))];
}

const begins = (lower: string, stem: string) => new RegExp(`(?<![a-z0-9])${escapeRegExp(stem)}`).test(lower);

/** Whether `text` names the side: one of its naming words begins a word of the text. */
export function names(text: string, side: string): boolean {
  const lower = text.toLowerCase();
  return namingWords(side).some((stem) => begins(lower, stem));
}

/** Whether `text` speaks of the side itself: every naming word is there ("coconut water", not any water; "test booster", not testing). */
export function speaksOf(text: string, side: string): boolean {
  const lower = text.toLowerCase();
  return namingWords(side).every((stem) => begins(lower, stem));
}

/** The searches for the subject's sides, by their naming words: a guide section on each is found even when the intent searched elsewhere. */
export function subjectQueries(message: string): string[] {
  const subject = askedSubject(message);
  return subject && subject.form !== "action" ? subject.sides.map((side) => side.split(/[\s-]+/).filter((w) => w.length > 1).join(" ")) : [];
}
