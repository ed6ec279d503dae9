/*
 * Words that name a diet or a condition without stating it of the person now: sarcasm ("caffeine
 * free, said no soldier ever", "dairy free my ass"), a joke allergy ("lactose intolerant to PT"),
 * a place's menu or what it lacks ("the DFAC is a dairy-free zone", "can't even get milk"), and a past that is over ("tried vegan once,
 * never again", "I breastfed my first, that was 5 years ago"). ./whose.ts blanks such clauses
 * before the constraint rules read them, and the condition text drops a past condition.
 */

/** Sarcasm or a joke inside the clause itself. */
const SARCASM_HERE =
  /\bmy (?:ass|butt|foot)\b|\bsaid no(?:body| one|\s+\w+(?:\s+\w+)?) ever\b|\bin this economy\b|\b(?:yeah|yea|ya|yah) right\b|\bsure jan\b|\b(?:intolerant|allergic) to (?:pt|running|runs|cardio|rucks?|rucking|work|working|mornings?|people|humans|effort|exercise|burpees|formation|the field|field days?|sgts?|ncos?|officers?|mondays?|bs|paperwork|details|authority|waking up|adulting|responsibility|my (?:sgt|nco|job|chain|squad leader|1sg))\b|\b[a-z]+[- ]free zone\b|\b(?:can'?t|cannot|couldn'?t) (?:even )?(?:get|find|buy) (?:any |real |fresh |good )?(?:milk|dairy|cheese|eggs?|meat|bread|coffee|food|fruit)\b(?! down\b)|^\s*(?:the|our|my|this)\s+(?:dfac|chow hall|mess hall|galley|px|bx|shoppette|commissary|menu|cafeteria)\b/;

/** A clause that opens with sarcasm about the one before ("caffeine free, said no soldier ever"). */
const SARCASM_NEXT = /^\s*(?:said no(?:body| one|\s+\w+(?:\s+\w+)?)(?: ever)?|in this economy|(?:yeah|yea|ya|yah) right|as if|my (?:ass|butt|foot)|sure jan|lol no|lmao no)\b/;

/** A clause that is only a sarcastic lead-in to the next ("yeah right, sugar free lol"). */
const SARCASM_BEFORE = /^\s*(?:(?:lol|lmao|haha|oh)\s+)?(?:(?:yeah|yea|ya|yah) right|as if|sure(?: thing)?|oh sure|riiight|suuure)\s*$/;

/** A past marker in a clause: the state named was, not is. */
const PAST_VERB = /\b(?:was|were|did|tried|went|used to|breastfed|nursed|back in|back when)\b/;
/** A clause that closes the one before it as over ("never again", "that was 5 years ago", "all done now"). */
const OVER_NEXT =
  /^\s*(?:(?:and|but|so|lol|now)\s+)?(?:never again|(?:that|it|this)(?:'s| was| is)? (?:(?:like|about|almost|over|literally)\s+)?(?:\w+\s+){0,3}ago|(?:that|it)(?:'s| is| was)? (?:long )?(?:over|done|behind me)|all done(?: now)?|done now|(?:i )?gave (?:it|that) up|didn'?t (?:last|stick)|(?:now )?i (?:eat|drink|take) (?:everything|anything|meat|dairy|it all|whatever)|baby (?:is|'s) (?:\d+|a|one|two|three) (?:months?|years?|yrs?|mos?))/;

/** A condition word in an idiom: "i look pregnant", "food baby", "gonna make me diabetic", "nursing a hangover". */
const CONDITION_IDIOM =
  /\b(?:look|looks|looking|feel|feels|feeling)(?: like)?(?: i'?m| im)? (?:\w+ )?pregnant\b|\bfood baby\b|\b(?:make|give|giving|gives|made|gave) me (?:type 2 )?(?:diabetes|diabetic|high blood pressure|a heart attack)\b|\bnursing (?:a|my|this|that|the|his|her) (?!(?:\w+ )?(?:baby|babies|newborn|son|daughter|kid|little|infant|twins?|lo|\d+|one|two|three|(?:\w+ )?(?:month|week)s?[- ]old)\b)\w+/;
/** A condition finished ("now that im done nursing", "weaned her last month"). */
const FINISHED = /\b(?:done|finished|stopped|quit|through) (?:with )?(?:nursing|breastfeeding|breast feeding|pumping)\b|\bweaned\b/;

/** A product the person indulges in, named as a habit ("sugar free gum is my vice"): no restriction. */
const HABIT = /\b(?:is|are) my (?:vice|personality|whole personality|addiction|weakness|religion|love language|guilty pleasure)\b/;

/** A diet or a label echoed back as a question ("vegan?", "keto? in the field?"), with no "i" in it. */
const ECHO = /^\s*(?:(?:go|going|be|being|do|doing|a|me)\s+)?(?:(?:gluten|dairy|lactose|milk|sugar|soy|caffeine|stim|carb)[- ]?free|zero[- ]sugar|no[- ]stims?|non[- ]?stim|decaf|vegan|vegetarian|keto|paleo|carnivore|plant[- ]based)\s*$/;
/** What turns an echo into a scoff: a laugh, a scoff or a plain contradiction after it. */
const SCOFF = /\b(?:lol|lmao|lmfao|haha\w*|bro|bruh|dude|yeah right|as if|hell no|nah|no way|i (?:eat|live on|drink|crush|demolish))\b/;

/** The clause is said in sarcasm or a joke, given the clauses beside it and the text after it. */
export function saidNotMeant(clause: string, next: string | undefined, before: string | undefined, after = ""): boolean {
  if (SARCASM_HERE.test(clause) || HABIT.test(clause) || CONDITION_IDIOM.test(clause)) return true;
  if (ECHO.test(clause) && /^\s*\?/.test(after) && SCOFF.test(after)) return true;
  return (next !== undefined && SARCASM_NEXT.test(next)) || (before !== undefined && SARCASM_BEFORE.test(before));
}

/** The clause tells a past that the next clause closes ("tried vegan for lent, never again"). */
export function closedPast(clause: string, next: string | undefined): boolean {
  return next !== undefined && PAST_VERB.test(clause) && OVER_NEXT.test(next);
}

/** A condition told in the past ("i was pregnant last year", "I breastfed my first"), not learned now ("just found out i was pregnant"). */
const PAST_CONDITION = /\b(?:was|were) (?:pregnant|nursing|breastfeeding|breast feeding|pumping)\b|\bbreast ?fed\b|\bused to (?:breastfeed|breast feed|nurse|pump)\b/;
const LEARNED_NOW = /\b(?:found out|find out|turns out|turned out|realized|realised|learned|told me|said|know|knew|thought|think|test)\b/;
const STILL_NOW = /\b(?:i'?m|im|i am|currently|still|now) (?:(?:currently|still|now)\s+)?(?:pregnant|nursing|breastfeeding|breast feeding|pumping|expecting)\b/;

/** The clause names a condition of the person's past only; `message` is the whole message, which may say it holds still. */
export function pastCondition(clause: string, message: string): boolean {
  return FINISHED.test(clause) || (PAST_CONDITION.test(clause) && !LEARNED_NOW.test(clause) && !STILL_NOW.test(message));
}
