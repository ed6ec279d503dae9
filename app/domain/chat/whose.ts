import type { Constraint } from "~/domain/catalogue/constraints";
import { asksForBoth, labelWord, musedOn, unsaidSpans } from "./unsaid";
import { closedPast, pastCondition, saidNotMeant } from "./not-meant";
import { notSaidNow, pastFramed } from "./said-now";

/*
 * Whose words a clause is. A constraint holds only when the person states it about themselves
 * or their request: a clause whose subject is someone else ("my roommate's vegan", "gf is doing
 * keto"), an opinion about a label ("gluten free is a scam") or a joke ("allergic to running
 * lol jk") states nothing about them. Such clauses are blanked (same length, so offsets hold)
 * before the constraint rules read the message; conditions, duties and substances are still
 * read from the whole message, because a warning is never withheld.
 */

/** Where one clause ends and the next begins: sentence ends, commas, "but", "though". */
const CLAUSE_BREAK = /[.!?;,\n]+|\s(?:but|tho|though|although|anyway|anyways|lol|lmao|haha)\b|\s(?:and|&|so|while)\s(?=(?:i|im|i'm|ive|i've|id|i'd|me|we|we're|us)\b)/g;

/** Someone close to the speaker, as people name them ("the wife", "my old man", "battle", "the kiddo"). */
export const PEOPLE =
  "roommates?|roomies?|wife|wifey|husband|hubby|spouse|partner|gf|bf|girlfriend|boyfriend|fianc[eé]e?|girl|old lady|old man|buddy|buddies|battle|battles|bro|friends?|homies?|brother|sister|mom|mother|mum|dad|father|pops|parents?|in[- ]laws?|(?:mother|father)[- ]in[- ]law|grandma|grandpa|kids?|kiddo|son|daughter|baby|toddler|teen|stepson|stepdaughter|cousin|uncle|aunt|neighbou?r|ex|exes|ex[- ](?:wife|husband|gf|bf|girlfriend|boyfriend)";
/** Words a clause may open with before its subject: "btw my wife...", "oh she's...". */
const LEAD = "and|so|like|yeah|yea|yep|yup|ya|well|ok|okay|now|suddenly|btw|oh|also|plus|fyi|anyway|anyways|ps|but|lol|lmao|haha|welp";

/**
 * People other than the speaker. A clinician's instruction is the person's own constraint
 * ("the PA told me to cap it"), so clinicians are not here.
 */
const OTHER_PERSON = new RegExp(
  String.raw`^\s*(?:(?:${LEAD})\s+)*(?:(?:half|most|all|some|a lot|lots|a few|a bunch|the rest|rest)(?: of)?\s+)?(?:my|his|her|their|our|the)\s+(?:\w+\s+)?(?:section|shop|unit|company|crew|guys|people|${PEOPLE}|squad|squadmates?|platoon|team|teammates?|coworkers?|sfc|ssg|sgt|1sg|msg|csm|nco|lt|chief|co|commander|leadership|chain of command|drill|instructor|coach)(?:'?s)?\b` +
    String.raw`|^\s*(?:(?:${LEAD})\s+)*(?:(?:he|she|they)(?:'?s|'?re| is| are| was| does| do| keeps?| says?| said| swears?| thinks?| takes?| has| wants?)|(?:every(?:body|one)|every1|half the \w+|the whole \w+)(?: (?:in|at|from|on) (?:my|our|the) \w+)?(?:'s| is| are| went| does)|(?:(?!(?:i|im|i'm|me|we|for|to|with)\s)\w+\s+)?(?:${PEOPLE})(?:'?s)?\b)`,
);

/** The person says what the clause names is not theirs ("the vegan thing is my roommate not me", "that diet isn't me"). */
const NOT_ME = /\b(?:not|isn'?t|ain'?t|aint|isnt)\s+(?:me|mine|my thing)\b/;
/** An opinion about a label, or a joke: nothing the person asks to keep to. */
const OPINION = /\b(?:scam|overrated|marketing|hype|gimmick|bs|bull ?shit|nonsense|waste of (?:money|time)|for no reason|is poison|are poison|a joke|pointless|useless|trend|fad|dumb|stupid|trash|garbage|sucks|lame|cringe|a cult|bro ?science|mid|meh|fire|slaps|bussin|goated|overhyped|a racket|a meme)\b/;
/**
 * A state the person only imagines ("if I ever get pregnant", "what if I was lactose intolerant",
 * "say I went vegan"): the question is answered for them as they are, so it states nothing.
 */
const HYPOTHETICAL =
  /\b(?:what if|if|say|suppose|supposing|in case) (?:i|im|i'm|i'd) (?:ever |eventually |someday |one day |later )?(?:(?:get|got|end up|ended up) (?:pregnant|knocked up|diagnosed)|(?:was|were|am|became|become|turn|turned|go|went|decide(?:d)? to (?:go|be)|start(?:ed)? being) (?:a |an )?(?:pregnant|vegan|vegetarian|keto|celiac|coeliac|lactose|dairy|gluten|diabetic|nursing|breastfeeding|allergic))\b|\bhypothetically\b/;
const JOKE = /\b(?:jk|j\/k|just kidding)\b/;
/** The speaker with someone else ("my wife and i went vegan"): a clause about both is theirs too. */
const WITH_THEM = /\b(?:and|&) (?:i|me)\b|\b(?:we|we're|were|both of us)\b/;
/**
 * A constraint named only to be waved off ("stim free?? nah", "i don't want one of those
 * caffeine free ones"): the dismissal is in the clause itself or opens the next one.
 */
const DISMISSED_HERE =
  /\b(?:don'?t|do not|dont|not) (?:want|need|looking for|interested in)\b.*\b(?:free|decaf|non[- ]?stim)\b|\bnot (?:one of )?(?:those|them|the|these)\b.*\b(?:free|decaf|non[- ]?stim|no[- ](?:caffeine|caff|stims?|sugar|dairy|gluten))\b|\bfor (?:wimps|quitters|the weak|babies|pussies|nerds)\b|\b(?:stim|caffeine)[- ]?free\b.*\b(?:(?:is|are|be) (?:trash|garbage|junk|useless|pointless|a waste|weak|a joke|worthless)|(?:do(?:es)?|did) nothing|(?:don'?t|doesn'?t|do not|does not) (?:work|do (?:anything|shit|jack))|suck)\b|\b(?:non|no|zero)[- ]?stims?\b.*\b(?:(?:is|are|be) (?:trash|garbage|junk|useless|pointless|a waste|weak|a joke|worthless)|(?:do(?:es)?|did) nothing|(?:don'?t|doesn'?t|do not|does not) (?:work|do (?:anything|shit|jack))|suck)\b|\b(?:sugar[- ]free|zero[- ]sugar|no[- ]sugar|diet)\b.*\b(?:wrecks?|wrecked|destroys?|kills?|messes? (?:me|my \w+) up|tears? (?:me|my) up|upsets? my|gives? me (?:the runs|gas|cramps|diarrh\w*))\b/;
const DISMISSAL = /^\s*(?:nah+|naw|nope|no way|hell no|heck no|lol no|yeah no|no thanks|screw that|f that|forget that|not a chance|pass|not happening|ain'?t happening|not gonna happen|never gonna happen|no chance)\b|^\s*no+\s*$/;
/** The speaker speaking about themselves: such a clause is theirs even if it mentions someone else. */
const SELF_START = /^\s*(?:and\s+|so\s+|but\s+)?(?:i|im|i'm|ive|i've|id|i'd|me|my (?:stomach|gut|body|doc|doctor|pa|provider)|for me)\b/;

interface Span {
  start: number;
  end: number;
}

function clauses(text: string): Span[] {
  const spans: Span[] = [];
  let at = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    spans.push({ start: at, end: m.index });
    at = m.index + m[0].length;
  }
  spans.push({ start: at, end: text.length });
  return spans.filter((s) => s.end > s.start);
}

/** Whether a clause states something about someone else, or is an opinion or a joke; `forThem`: the request is for that someone, so what they keep to holds. */
function notTheirs(clause: string, forThem = false): boolean {
  return whyNotTheirs(clause, forThem) !== null;
}

function whyNotTheirs(clause: string, forThem = false): "other" | "said" | null {
  if (JOKE.test(clause) || DISMISSED_HERE.test(clause) || HYPOTHETICAL.test(clause) || NOT_ME.test(clause)) return "said";
  if (SELF_START.test(clause) || WITH_THEM.test(clause) || /\b(?:for|to) me\b/.test(clause)) return null;
  return OPINION.test(clause) ? "said" : (OTHER_PERSON.test(clause) || DONE_FOR_THEM.test(clause)) && !forThem ? "other" : null;
}

/** A clause about what is done for someone else, with no "I" in it ("cooking gluten free for my girlfriend has been a trip"): theirs. */
const DONE_FOR_THEM = new RegExp(String.raw`^(?!.*\b(?:i|im|i'm|i'd|ive|i've|me)\b).*\bfor (?:my|his|her|our|the) (?:\w+ )?(?:${PEOPLE})\b`);

/** What marks someone else's clause as theirs: their diet, allergy or condition. */
const THEIR_MARK = new RegExp(String.raw`${labelWord.source}|\b(?:lactose|intoleran\w*|allerg\w*|pregnan\w*|nursing|breastfeeding|diabet\w*)\b`, "g");

/**
 * The text products are ranked by: the person's own clauses, and someone else's with only their
 * diet or condition blanked, so "my roommate swears by fish oil pills, worth it for me?" still
 * ranks fish oil first while "my gf is vegan" ranks nothing vegan.
 */
export function rankingText(text: string): string {
  const lower = text.toLowerCase();
  const own = onlyTheirOwn(text);
  let out = own;
  for (const s of clauses(lower)) {
    const clause = lower.slice(s.start, s.end);
    if (own.slice(s.start, s.end).trim() || whyNotTheirs(clause) !== "other") continue;
    out = out.slice(0, s.start) + clause.replace(THEIR_MARK, (m) => " ".repeat(m.length)) + out.slice(s.end);
  }
  return out;
}

/** The person takes on what someone else keeps to ("the house went gluten free ... keep it that way for me"). */
const TAKEN_ON = /\b(?:keep it that way for me|same (?:goes )?for me|for me too|(?:i'?m|i am|im) (?:doing|on) it too|(?:feel|do) better (?:off|on|without) it too)\b/;

/** Only the clauses that imagine a state ("if I ever get pregnant"), the rest blanked: what would change is worth a line. */
export function imaginedClauses(text: string): string {
  const lower = text.toLowerCase();
  let out = " ".repeat(text.length);
  for (const s of clauses(lower)) if (HYPOTHETICAL.test(lower.slice(s.start, s.end))) out = out.slice(0, s.start) + text.slice(s.start, s.end) + out.slice(s.end);
  return out;
}

/** The text with every clause the next one waves off blanked ("wants me to quit pre. not happening"), offsets kept. */
export function withoutWavedOff(text: string): string {
  const lower = text.toLowerCase();
  const spans = clauses(lower);
  let out = text;
  for (const [i, s] of spans.entries()) {
    const next = spans[i + 1];
    if (next !== undefined && DISMISSAL.test(lower.slice(next.start, next.end))) out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  }
  return out;
}

/** The text with every clause that is not about the speaker blanked out, offsets kept; `theirTurn`: the turn asks for that someone (`turnOwners`). */
export function onlyTheirOwn(text: string, theirTurn = false): string {
  const lower = text.toLowerCase();
  const everyone = TAKEN_ON.test(lower) || asksForBoth(lower);
  let out = text;
  const spans = clauses(lower);
  const forThem = theirTurn || asksForThem(lower);
  for (const [i, s] of everyone ? [] : spans.entries()) {
    const next = spans[i + 1];
    const nextText = next && lower.slice(next.start, next.end);
    const wavedOff = nextText !== undefined && DISMISSAL.test(nextText);
    const clause = lower.slice(s.start, s.end);
    const before = i > 0 ? lower.slice(spans[i - 1].start, spans[i - 1].end) : undefined;
    const unmeant = saidNotMeant(clause, nextText, before, lower.slice(s.end)) || closedPast(clause, nextText) || notSaidNow(clause, nextText, before, lower.slice(Math.max(0, ...[".", "!", "?", "\n"].map((c) => lower.lastIndexOf(c, s.start - 1) + 1)), s.start));
    if (wavedOff || unmeant || notTheirs(clause, forThem)) out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  }
  for (const u of unsaidSpans(lower, spans)) out = out.slice(0, u.start) + " ".repeat(u.end - u.start) + out.slice(u.end);
  return out;
}

/** A clause that denies what it names ("not pregnant", "no meds", "i'm not nursing anymore"); "not sure" is no denial. */
const DENIAL = /^\s*(?:(?:and|also|lol|lmao|haha|ha|nah|nope|ok|okay|well)\s+)*(?:(?:i'?m|i am|im)\s+)?(?:not|no|never|nor|isn'?t|ain'?t|don'?t have|dont have|no longer)\b(?!\s+(?:sure|certain|idea|clue|100|positive))/;
/**
 * The message asks on someone else's behalf ("can she take magnesium?", "anything for my wife",
 * a spouse buying or sending their service member's supplement: "he asked me to send him a pre").
 * "Buy them there" is products bought somewhere, not a person.
 */
const ASKS_FOR_THEM =
  /\b(?:can|could|should|would|will|is it (?:ok|okay|safe) for) (?:she|he|they|her|him)\b|\b(?:is|are|does|did|has) (?:he|she|they) (?:gonna|going to|gon|gunna|pop|fail|test|get|at risk|in trouble|ok|okay|safe)\b|\b(?:she|he|they) (?:can|could|should|ought to|needs? to|has to|wants? to) (?:take|use|have|grab|get|buy|try|run|order|pick|stack|start|drink)\b|\basked me (?:which|what|if|whether|about)\b|\bfor (?:her|him|them|my (?:wife|husband|spouse|gf|girlfriend|bf|boyfriend|partner|sister|brother|mom|mother|dad|father|parents?|(?:mother|father)[- ]in[- ]law|in[- ]laws|grandma|grandpa|son|daughter|friend|buddy))\b|\b(?:buying|ordering|shopping|picking (?:something|one) out) for\b|\b(?:send|buy|get|grab|pick up|bring|order|mail|ship|give|help|tell|talk to|warn|convince|work for) (?:\w+ )?(?:(?:with|for|to) )?(?:him|her|them)\b(?! (?:there|here|overseas|online|locally|abroad)\b)|\bwhat (?:should|can|could|do) i (?:buy|get|send|order|mail|ship)\b|\b(?:he|she|they|husband|hubby|wife|wifey|spouse|partner|son|daughter|gf|girlfriend|bf|boyfriend|fianc[eé]e?|mom|mother|dad|father|sister|brother|buddy|battle|roommate|grandma|grandpa)\b(?:(?!\b(?:i|im|i'm|i'?ve|me)\b)[^.!?])*\b(?:wants?|needs?|asked (?:me )?for|is asking for)\b(?! me\b)/;

/** Asking after someone by the person's word for them: "what about my battle buddy", "for my roommate", "what pre would you get my wife"; a baby is asked about for the one who carries or feeds it. */
const ASKS_AFTER_THEM = new RegExp(String.raw`\b(?:(?:what|how) about (?:for )?|for |(?:get|buy|grab|order|send|recommend|suggest) (?:for )?)(?:my|our|the) (?:\w+ )?(?!baby|toddler)(?:${PEOPLE})\b(?!'|s\b)`);

/** The speaker says nothing of themselves ("grandpa takes warfarin and is wiped out, anything for energy?"): the one they name is whom they ask for. */
export const FIRST_PERSON = new RegExp(String.raw`\b(?:i|im|i'm|i'?ve|i'?d|i'?ll|me|myself|mine|we|us|our)\b|\bmy (?!(?:\w+ )?(?:${PEOPLE})\b)`);

/** The message speaks only of someone else, nothing of the person asking. */
export const speaksOnlyOfThem = (lower: string): boolean => !FIRST_PERSON.test(lower) && clauses(lower).some((s) => OTHER_PERSON.test(lower.slice(s.start, s.end)));

/**
 * The person asks for themselves in so many words ("anyway whats the best pre for me", "i'm the
 * one who wants it"): someone else's "for her" earlier in the message ("no caffeine for her") is
 * what that person keeps to, not a request made for them.
 */
const SELF_REQUEST = /(?<!\bnot )\b(?:for me|for myself|for my ?self|me personally|my own)\b(?! (?:and|&) (?:my|her|him|them)\b)|\b(?:i'?m|im|i am) the one (?:who|that|asking)\b|\b(?:does|do|would|will) (?:that|this|it|the same) (?:apply|count|go|matter) (?:to|for) me\b/;

/** "What multi should I take" asks what the person takes, whoever else is named ("I cook for him"). */
const TAKES_IT_HERSELF = /\b(?:should|can|could|do|would|will) i (?:take|use|try|need|add|stack|be taking)\b(?! (?:\w+ )?(?:for |to )?(?:him|her|them)\b)/;

/** The person asks for themselves in so many words. */
export const asksForSelf = (lower: string): boolean => SELF_REQUEST.test(lower);

/** The message asks on someone else's behalf, and not for the person as well. */
export function asksForThem(lower: string): boolean {
  return (ASKS_FOR_THEM.test(lower) || ASKS_AFTER_THEM.test(lower)) && !SELF_REQUEST.test(lower) && !TAKES_IT_HERSELF.test(lower);
}

/**
 * The text conditions are read from: a condition denied ("not pregnant, no meds") is not
 * stated, and one said about someone else ("wife is breastfeeding") is theirs, unless the
 * message asks for them. A father up for night feeds is not breastfeeding.
 */
export function conditionsTextOf(text: string, theirTurn = false): string {
  const lower = text.toLowerCase();
  const forThem = theirTurn || asksForThem(lower) || asksForBoth(lower) || speaksOnlyOfThem(lower);
  let out = text;
  const spans = clauses(lower);
  for (const [i, s] of spans.entries()) {
    const clause = lower.slice(s.start, s.end);
    const next = spans[i + 1] && lower.slice(spans[i + 1].start, spans[i + 1].end);
    const theirs = !forThem && !SELF_START.test(clause) && !WITH_THEM.test(clause) && OTHER_PERSON.test(clause);
    // A condition told as past ("i was pregnant last year", "breastfed my first, that was 5 years ago") or in sarcasm is not the person's now.
    const over = pastCondition(clause, lower) || closedPast(clause, next) || saidNotMeant(clause, next, i > 0 ? lower.slice(spans[i - 1].start, spans[i - 1].end) : undefined);
    if (theirs || over || DENIAL.test(clause) || HYPOTHETICAL.test(clause)) out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  }
  return out;
}

const DAIRY = /\b(?:lactose|dairy|milk|whey|casein|cheese|ice cream|yogurt|yoghurt)\b/;
const STIMULANT = /\b(?:caffeine|caff|coffee|stims?|stimulants?|energy drinks?|guarana|monsters?|red ?bulls?)\b/;
const ANIMAL = /\b(?:animals?|meat|animal (?:stuff|products?))\b/;
/** Words of a gut that does not agree: a food named with one of these in its own clause is a food to avoid. */
const GUT_TROUBLE =
  /\b(?:not friends|(?:my|the) enem(?:y|ies)|poison|toxic|don'?t get along|doesn'?t agree|hates? me|wrecks?|wrecked|destroys?|kills?|murders?|tears? (?:me|my)|stomach|gut|latrine|porta[- ]?(?:john|potty|shitter)|toilet|bathroom|shitter|the runs|diarrh\w*|bloat\w*|gassy|gas|cramps?|sick|puke|throw(?:ing)? up|sprint\w*|running to)\b/;
/** A body that does not take stimulants well. */
const STIM_TROUBLE =
  /\b(?:jitter\w*|shakes|shaky|anxious|anxiety|panic\w*|heart (?:goes|race\w*|pound\w*|crazy|brr+|flutter\w*)|palpitations?|(?:don'?t|doesn'?t|do not) mix|doesn'?t agree|can'?t (?:handle|do|take)|not friends|(?:my|the) enem(?:y|ies)|hates? me|wrecks? me|sick|crash\w*)\b/;
/** A crash the person wants caffeine to keep off ("how do i dose caffeine so i dont crash"): a goal, not trouble with it. */
const CRASH_AVOIDED = /\b(?:so (?:that )?(?:i|im|i'?m) (?:don'?t|dont|do not|won'?t|wont|not)|to (?:not|avoid|keep from|stop)|without|keep me from|before i)\s+(?:a |the )?crash\w*/g;
/** Keeping away from something, said without the negation the vocabulary reads ("i avoid all animal stuff"). */
const AVOIDING = /\b(?:avoid\w*|stay away from|steer clear of|cut out|quit|gave up|give up|no more)\b/;

const POWDER = /\b(?:powders?|scoops?|shakers?|shaker bottles?|mixing|mix it)\b/;
/** Dislike of a powder, or nothing to mix it in ("powders are nasty", "no shaker in the barracks"). */
const POWDER_TROUBLE =
  /\b(?:nasty|gross|disgusting|chalky|clumpy|hate|hates|can'?t stand|sick of|tired of|no|don'?t have|dont have|lost|without|never have|a pain|annoying|messy|gag\w*)\b/;
const PILLS: Constraint = { kind: "form", forms: ["capsule", "tablet", "softgel"] };

/** Each kind of thing, the trouble or avoidance said with it in one sentence, and the constraint that implies. */
const IMPLIED: ReadonlyArray<readonly [thing: RegExp, trouble: RegExp, Constraint, inClause?: true]> = [
  [DAIRY, GUT_TROUBLE, { kind: "diet", diet: "dairy-free" }],
  [DAIRY, AVOIDING, { kind: "diet", diet: "dairy-free" }],
  [STIMULANT, STIM_TROUBLE, { kind: "exclude", ingredient: "caffeine" }],
  [ANIMAL, AVOIDING, { kind: "diet", diet: "vegan" }],
  // Only in the powder's own clause: "no resupply, i can bring powders" welcomes them.
  [POWDER, POWDER_TROUBLE, PILLS, true],
];
/** Powders welcomed: "i can bring powders", "powders are fine". */
const POWDER_WELCOME = /\b(?:can|could|will|gonna|able to) (?:bring|carry|pack|take|mix|do|use)\b|\b(?:fine|ok|okay|good|cool) with\b|\b(?:are|is) (?:fine|ok|okay|good)\b/;

/**
 * Constraints the person's own words imply without naming a diet: a food or stimulant named in
 * the same sentence as trouble with it ("lactose and me are NOT friends", "coffee gives me the
 * jitters"), or with keeping away from it ("i avoid all animal stuff").
 */
export function impliedConstraints(ownText: string): Constraint[] {
  const lower = ownText.toLowerCase().replace(/[’‘]/g, "'");
  const sentences = lower.split(/[.!?;\n]+/);
  const clauseTexts = clauses(lower).map((c) => lower.slice(c.start, c.end));
  const found: Constraint[] = [];
  for (const [thing, trouble, constraint, inClause] of IMPLIED) {
    const said = (inClause ? clauseTexts.filter((c) => !POWDER_WELCOME.test(c)) : sentences.filter((s) => !musedOn(s))).some(
      (s) => thing.test(s) && trouble.test(s.replace(thing, " ").replace(CRASH_AVOIDED, " ")) && !/\b(?:no|not|zero)\s+(?:problems?|issues?)\b|\bfine with\b/.test(s),
    );
    if (said && !found.includes(constraint)) found.push(constraint);
  }
  return found;
}

/** Someone with authority over the person who bans something: "CO banned stims", "stims are banned by command", "the PA prohibited pre-workouts". */
const ORDER_GIVER =
  "(?:co|xo|commander|command|unit|leadership|chain of command|1sg|first sergeant|csm|sgm|sgt major|battalion|bn|company|squadron|pa|doc|doctor|medic|corpsman|flight surgeon|provider|squad leader|team leader|platoon sergeant|psg|nco|ncoic|oic|sgt|ssg|sfc|msg|lt|chief|cadre|drill sergeant|drill instructor)";
const ORDER = new RegExp(
  String.raw`\b${ORDER_GIVER}\b[^.,;!?]{0,30}?\b(?:banned|bans|banning|prohibited|prohibits|forbade|forbids|outlawed|not allowed)\b|\b(?:banned|prohibited|forbidden|not allowed)\b[^.,;!?]{0,30}?\bby (?:my |the |our )?${ORDER_GIVER}\b` +
    // "the CO put out that no stim pre-workouts are allowed": the "no" carries the ban.
    String.raw`|\b${ORDER_GIVER}\b[^.;!?]{0,40}?\b(?:no|zero)\b[^.,;!?]{0,45}?\b(?:are |is )?(?:allowed|authori[sz]ed|permitted)\b`,
  "g",
);

/**
 * The text without bans given by a commander or a clinician: such a ban is the person's own
 * constraint (read elsewhere), not a question about what the DoD list prohibits.
 */
export function withoutOrders(normalized: string): string {
  return normalized.replace(ORDER, (m) => " ".repeat(m.length));
}

/** Stimulants a ban names: pre-workouts carry them too. */
const BANNED_STIMULANT = /\b(?:caffeine|caff|coffee|stims?|stimulants?|energy drinks?|pre-?workouts?|pres|monsters?|red ?bulls?|c4|bang)\b/;

/**
 * Constraints an order sets: a stimulant ban from a commander or a clinician ("CO banned stims
 * for the company", "pre-workouts are prohibited by my PA") excludes every stimulant product,
 * even when the order-giver is named as "my CO", a clause the person's own reading leaves out.
 */
export function orderedConstraints(lower: string): Constraint[] {
  const banned = clauses(lower).some((s) => {
    const clause = lower.slice(s.start, s.end);
    return new RegExp(ORDER.source).test(clause) && BANNED_STIMULANT.test(clause) && !pastFramed(clause);
  });
  return banned ? [{ kind: "exclude", ingredient: "caffeine" }] : [];
}

/**
 * What the person's own clauses name, when they name any ("my mom has high blood pressure, which
 * pre is good for me?" asks for a pre-workout, not a blood-pressure product); all of it when they
 * name none ("my roommate swears by fish oil, worth it for me?") or ask for someone else too.
 */
export function ownFirst<T>(all: readonly T[], readOwn: (text: string) => readonly T[], text: string): T[] {
  const lower = text.toLowerCase();
  if (asksForThem(lower)) return [...all];
  const own = readOwn(onlyTheirOwn(text));
  return own.length ? all.filter((c) => own.includes(c)) : [...all];
}

/**
 * What someone else uses, said with nothing of the person in its clause ("girlfriend smokes hemp
 * every night"): theirs. Given to the person ("buddy got me some tianna") it is the person's.
 */
export function usedOnlyByThem(text: string, found: string): boolean {
  const lower = text.toLowerCase();
  const at = lower.indexOf(found.toLowerCase());
  if (at < 0) return false;
  const start = Math.max(0, ...[".", ",", ";", "!", "?", "\n"].map((c) => lower.lastIndexOf(c, at) + 1));
  const ends = [".", ",", ";", "!", "?", "\n"].map((c) => lower.indexOf(c, at)).filter((i) => i >= 0);
  const clause = lower.slice(start, ends.length ? Math.min(...ends) : lower.length);
  return OTHER_PERSON.test(clause) && !/\b(?:i|i'?m|im|me|myself|i'?ve)\b/.test(clause);
}
