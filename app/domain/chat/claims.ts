/*
 * A claim said in a message: a clause that asserts something about a supplement, an ingredient
 * or a rule, whoever says it ("my roommate says whey is poison", "saw on tiktok creatine is a
 * steroid", "keto is a scam right?", "doesn't creatine make your hair fall out?"), and whether
 * the person asks for a verdict on it. Read from the shape of the sentence (reported speech, a
 * tag question, "is it true that", a negative question), never from the claim's own words, so
 * a claim we hold no source on is still found and answered plainly (./claim-verdicts.ts).
 */

export interface Claim {
  /** The claim's own clause, as said ("whey is poison"). */
  clause: string;
  /** Whether the message asks if it is true ("right?", "true?", "is he right", "legit?"). */
  judged: boolean;
}

/** Reported speech: someone says, swears, heard or saw it somewhere. A label or a product "saying" something is read elsewhere. */
const REPORTED =
  /(?<!\b(?:label|labels|tub|bottle|back|front|pre|it|can|bag|box|package|site|website|product|panel|seal|sticker|ad|bottle|pack|this|that|which)\s)\b(?:says?|said|saying|tells? me|told me|swears?|swore|claims?|claimed|keeps? (?:saying|telling me)|insists?|heard|saw on|seen on|read on|read)\b(?: (?:on|in) (?:tiktok|youtube|reddit|insta(?:gram)?|facebook|twitter|the internet|a (?:video|post|podcast)))?(?: that)? (.+)/;

/** The person's own word before a reporting verb. */
const OWN_WORD = /(?:^|\s)i\s$/;

/** A clause that asserts something of a subject: it has a verb of being, doing or causing, and is not the person's own state or an order. */
const ASSERTS = /\b(?:is|are|was|were|isnt|arent|its|theyre|thats|be|gotta|gonna|means?|makes?|causes?|gives?|will|wont|can|cant|does|doesnt|ruins?|wrecks?|kills?|fries|destroys?|helps?|works?|counts?|has|contains?|shows?|dehydrates?|raises?|lowers?|blocks?|burns?|stunts?|shrinks?)\b/;
const NOT_A_CLAIM = /^(?:i|im|ill|ive|me|my|you|get|go|fix|take|buy|try|grab|use|no|dont)\b/;

/** "Is it true that ...", "fact or myth: ...". */
const IS_IT_TRUE = /\b(?:is it true|is that true|true or false|fact or myth|myth or fact|is it a myth)\b(?: that)?,? (.+)/;

/** "Isn't creatine a steroid?", "doesn't it make your hair fall out?": a claim put as a question. */
const NEGATIVE_QUESTION = /(?:^|[.!?]\s+|\b(?:but|so|bro|wait|like|yo)\s+)(?:isnt|arent|doesnt|wont|wouldnt) ((?:\w+ ){1,3}(?:a |an |make |cause |give |mess |hurt |ruin |wreck |kill |fry |show |count |work )?[^?.!]+)\?/;

/** A verdict asked for: a tag question or a word asking whether it holds. */
const JUDGED =
  /(?:,|\s)(?:right|true|correct|fr|for real|legit|no|yeah|or nah|or not)\s*\??\s*$|(?:,|\s)(?:right|true|correct|fr)\s*\?|\b(?:is|was) (?:that|this|it|he|she|they|my \w+) (?:true|right|legit|correct|real|a thing|a myth|accurate|wrong|bs|cap)\b|\b(?:is (?:he|she|they) right|are they right|true or false|fact or myth|myth or fact|is it true|is that true|legit or not|any truth)\b|\b(?:true|legit|fr|cap|facts)\s*\?/;

/** Where a claim's clause stops: the question about it, its reason, or the next ask. */
const CLAUSE_END = /\s*(?:[.?!;]|,\s*(?:is|so|but|and|any|anyway|what|whats|which|how|hows|should|can|do|does|right|true|fr)\b|\s(?:so|because|cause|cuz|but|anyway|anyways|and so)\s|\s(?:is (?:that|this|it|he|she) (?:true|right|legit)|right|true|fr|or nah|legit)\s*\??\s*$)/;

/** Advice passed on rather than a claim about a supplement. */
const ADVICE = /\b(?:should|need|needs|to take|to try|to use|to start|to stop|recommend\w*|suggest\w*|try|i take|i use)\b/;

/** Clauses too thin to be a claim ("it does", "so"), and words that open a clause without being part of it. */
const THIN = /^(?:it|that|this|so|yes|no|he|she|they)(?: \w+)?$/;
const OPENERS = /^(?:like|that|basically|lol|bro|dude|man)\s+/;

function clauseOf(rest: string): string {
  const end = CLAUSE_END.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).replace(OPENERS, "").trim();
}

/** The claim a message makes or reports, if it makes one. */
export function claimIn(normalized: string): Claim | null {
  const text = normalized.toLowerCase().replace(/[’‘']/g, "").replace(/\s+/g, " ").trim();
  const judged = JUDGED.test(text);
  const said = REPORTED.exec(text);
  // "I swear it was my fat burner", "I think it's the pre": the person's own account, not a claim passed on.
  const reported = (said && !OWN_WORD.test(text.slice(0, said.index)) ? said[1] : undefined) ?? IS_IT_TRUE.exec(text)?.[1];
  const candidates = [reported, NEGATIVE_QUESTION.exec(text)?.[1]];
  // A tag question makes the sentence before it the claim ("keto is a scam right?").
  if (judged) candidates.push(text.split(/(?<=[.!?])\s+/).find((s) => JUDGED.test(s)) ?? text);
  for (const rest of candidates) {
    if (!rest) continue;
    const clause = clauseOf(rest);
    // Someone else's claim is raised to be checked; advice passed on ("my doc told me to take D") is not a claim.
    const passedOn = rest === reported && !ADVICE.test(clause);
    // Reported words must assert something of a subject; a tag question marks its sentence a claim whatever its shape.
    const asserts = rest !== reported || (ASSERTS.test(clause) && !NOT_A_CLAIM.test(clause));
    if (clause.split(" ").length >= 2 && !THIN.test(clause) && asserts) return { clause, judged: judged || passedOn || Boolean(NEGATIVE_QUESTION.exec(text)) };
  }
  return null;
}

const PRONOUN_SUBJECT = /^(?:(its|it is|thats|that is)|(it|that|this)|(theyre|they are|they))\b/;

/**
 * A claim whose subject is a pronoun ("my PSG says it's basically a steroid") is about what the
 * conversation was about: the message with the pronoun replaced by that subject, or null.
 */
export function claimOnSubject(message: string, subject: string): string | null {
  const text = message.toLowerCase().replace(/[’‘']/g, "");
  const claim = claimIn(text);
  const pronoun = claim && subject ? PRONOUN_SUBJECT.exec(claim.clause) : null;
  if (!claim || !pronoun) return null;
  const at = text.lastIndexOf(claim.clause);
  const said = pronoun[1] ? `${subject} is` : pronoun[2] ? subject : `${subject} are`;
  return `${text.slice(0, at)}${said}${text.slice(at + pronoun[0].length)}`;
}
