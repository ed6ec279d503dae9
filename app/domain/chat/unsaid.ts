import { BRANDED } from "./reversed";
/*
 * Clauses that name a diet, a stimulant limit or a "free" label without asking the engine to keep
 * to it: the label turned down ("not going caffeine free", "I'm not vegan but", "never said no
 * stims"), shrugged at ("I don't care about sugar"), left in the past ("back when I was vegan"),
 * or asked about as a topic ("is gluten free actually healthier?", "should I go keto?"). Such a
 * clause sets nothing; the question in it is still answered from the whole message.
 */

/** A label the person could keep to: a diet, a stimulant limit, a "free" claim. */
const LABEL = "(?:(?:caffeine|caff|stim|stimulant|sugar|gluten|dairy|lactose|soy|carb|meat|nut|milk)[- ]?free|decaf|non[- ]?stims?|no[- ]?stims?|zero[- ]?(?:caffeine|stims?|sugar)|no (?:caffeine|caff|sugar|dairy|gluten|whey|carbs?|meat)|vegan|vegetarian|plant[- ]based|keto|low[- ]carb|paleo|carnivore|kosher|halal|gluten|dairy|sugar)";

/** Words that keep a limit in force although the clause also turns something down ("not able to have anything but decaf"). */
const KEEPS = "(?:but|except|only|unless|other than|as long as|so long as|just no|just not)";
const GAP = String.raw`(?:(?!\b${KEEPS}\b)[^.,;!?]){0,30}?`;

/** The label turned down: "not going caffeine free", "i'm not vegan", "never said no stims", "doesn't have to be gluten free". */
const TURNED_DOWN = new RegExp(
  String.raw`\b(?:not|never|ain'?t|won'?t|wont|didn'?t|did not|nobody|who said|don'?t need|dont need|no need for|doesn'?t (?:have|need) to be|does not (?:have|need) to be)\b${GAP}\b${LABEL}\b`,
);
/** Denials that only clear the ground and name a real limit of theirs: "i can't have caffeine", "not allowed caffeine". */
const REAL_LIMIT = /\b(?:can'?t|cannot|can not|not allowed|not supposed to|not able to|never (?:touch|eat|drink|have))\b/;

/** The label shrugged at: "i don't care about sugar", "caffeine doesn't matter", "not picky". */
const SHRUGGED = /\b(?:don'?t|do not|dont|doesn'?t|does not) (?:care|mind)\b|\b(?:doesn'?t|does not|don'?t|dont) matter\b|\bnot (?:worried|fussed|bothered|picky|concerned|strict)\b|\b(?:idc|idgaf|whatever)\b/;
const KEEPS_HERE = new RegExp(String.raw`\b${KEEPS}\b`);

/** A label of the past: "back when i was vegan", "used to be keto"; "ever since", "still" keep it now. */
const PAST = /\b(?:back when|back in (?:the day|my)|when i was|in my \w+ (?:days|phase)|used to (?:be|do|go|eat))\b/;
const STILL = /\b(?:since|still|to this day)\b/;

/** The label as a topic asked about: "is gluten free actually healthier", "does keto work", "should i go vegan". */
const ASKED_ABOUT = new RegExp(
  String.raw`^\s*(?:(?:so|ok|okay|honestly|real question|serious question|question)\s+)*(?:(?:is|are|does|do|would|isn'?t|was)\s+(?:going |being |eating |doing |a |the |it )?${LABEL}\b[^.!?]*\b(?:healthier|healthy|better|worse|worth|fad|legit|real|bad|good|necessary|needed|scam|actually|really|work|works|help|hype|bs|overrated|safe|a thing)\b|(?:should|would|could) i (?:go|try|do|start|switch to)\s+(?:a |the )?${LABEL}\b|what'?s (?:the deal|up) with\s+${LABEL}\b)`,
);

/** A label run down ("vegan protein tastes like drywall", "keto people are crazy"): an opinion, not a wish. */
const RUN_DOWN =
  /\b(?:tastes? like|taste (?:like|awful|bad|terrible)|nasty|gross|disgusting|trash|garbage|awful|terrible|horrible|sucks?|crazy|insane|annoying|preachy|a cult|cultish|weird|cardboard|drywall|dirt|chalk|sawdust|grass)\b/;
const OWN_LABEL = new RegExp(String.raw`\b(?:i'?m|i am|im|i'?ve been|i went|i eat|i keep)\s+(?:\w+\s+)?${LABEL}`);

/** A label only imagined or mused on: "if i went stim free for a month", "i should go dairy free lol". */
const MUSED = new RegExp(
  String.raw`\b(?:if i|what if i|say i|i (?:should|could|might) (?:probably |prob |really |maybe )?)\s*(?:went|go|did|do|tried|try|was|were|stayed|stay|cut|quit|started|start|switch(?:ed)? to)\s+(?:\w+\s+)?${LABEL}`,
);

/** The person only muses on a label in this sentence ("i should go dairy free lol"): what it implies is not decided either. */
export function musedOn(sentence: string): boolean {
  return MUSED_VERB.test(sentence);
}
/** The musing without its label, which the text read here may already have blanked. */
const MUSED_VERB = /\b(?:if i|what if i|say i|i (?:should|could|might) (?:probably |prob |really |maybe )?)\s*(?:went|go|tried|try|stayed|stay|quit|started|start|switch(?:ed)? to)\b/;

/** A pill in an idiom or a name ("need a chill pill", "a bitter pill"): no form the person asks for. */
const PILL_IDIOM = /\b(?:chill|happy|magic|red|blue|bitter|poison|jagged) pills?\b|\bpill to swallow\b/g;

/** A condition denied: "no celiac here", "not lactose intolerant", "never been allergic". */
const NO_CONDITION = /\b(?:no|not|never been|not a|isn'?t)\s+(?:celiac|coeliac)\b/;

const LABEL_WORD = new RegExp(String.raw`\b${LABEL}\b|\b(?:celiac|coeliac)\b`, "g");
/** A diet or label word, to blank where it is someone else's. */
export const labelWord: RegExp = LABEL_WORD;
/** The label turned down, with the rest of its list: "not vegan, dairy free or keto". */
const TURNED_DOWN_LIST = new RegExp(String.raw`${TURNED_DOWN.source}(?:(?:\s*,\s*|\s+)(?:or|nor|and)?\s*(?:a\s+)?${LABEL}\b)*`, "g");

export interface Span {
  start: number;
  end: number;
}

/**
 * Where the text names a label without asking to keep to it, to be blanked: a label turned down
 * with the words that turn it down; a label shrugged at, left in the past or asked about, alone
 * (the rest of the clause may still lift a limit: "price doesn't matter").
 */
export function unsaidSpans(lower: string, clauses: readonly Span[]): Span[] {
  const spans: Span[] = [];
  const clauseAt = (at: number) => clauses.find((c) => c.start <= at && at < c.end);
  // A list runs over commas ("not vegan, dairy free or keto"): read on the whole text.
  for (const m of lower.matchAll(TURNED_DOWN_LIST)) {
    const c = clauseAt(m.index);
    if (c && !REAL_LIMIT.test(lower.slice(c.start, c.end))) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  // A drink's own "caffeine-free" or "zero" ("caffeine-free Diet Coke at night"): a name, no wish.
  for (const m of lower.matchAll(BRANDED)) spans.push({ start: m.index, end: m.index + m[0].length });
  for (const m of lower.matchAll(PILL_IDIOM)) spans.push({ start: m.index, end: m.index + m[0].length });
  for (const c of clauses) {
    const clause = lower.slice(c.start, c.end);
    if (REAL_LIMIT.test(clause)) continue;
    const labelsOnly = NO_CONDITION.test(clause) || MUSED.test(clause) || (RUN_DOWN.test(clause) && !OWN_LABEL.test(clause)) || (SHRUGGED.test(clause) && !KEEPS_HERE.test(clause)) || (PAST.test(clause) && !STILL.test(clause)) || ASKED_ABOUT.test(clause);
    if (labelsOnly) for (const m of clause.matchAll(LABEL_WORD)) spans.push({ start: c.start + m.index, end: c.start + m.index + m[0].length });
  }
  return spans;
}

/** The person asks for themselves and someone else at once: "what can we both take", "for the two of us". */
const BOTH = /\b(?:we|us) (?:both|all|two)\b|\bboth of us\b|\bthe (?:two|both) of us\b|\bfor (?:us|both of us)\b|\b(?:we|us) (?:can|could|should) (?:both |all )?(?:take|use|share|have|drink)\b|\b(?:both|all) (?:take|use|share|drink)\b|\bthat we (?:both )?(?:can|could) share\b/;

export function asksForBoth(lower: string): boolean {
  return BOTH.test(lower);
}

/** An ingredient tried without effect: "ashwagandha didn't do anything for me". */
const DID_NOTHING = /\b([a-z][a-z-]+(?: [a-z])?)\b[^.!?,]{0,30}?\b(?:didn'?t|did not|doesn'?t|does not|never) (?:do (?:anything|much|shit|jack|a thing|squat)|work|help|hit)\b|\b(?:tried|took|been taking)\s+([a-z][a-z-]+(?: [a-z])?)\b[^.!?]{0,30}?\b(?:nothing|no (?:difference|effect|change))\b/g;
/** The person asks for something else: "what else", "besides", "instead". */
const SOMETHING_ELSE = /\bwhat else\b|\bsomething else\b|\banything else\b|\bother than\b|\bbesides\b|\binstead\b|\balternatives?\b|\bother options?\b/;

/**
 * Ingredients tried without effect when the person asks for something else ("ashwagandha didn't
 * do anything for me, what else helps with stress?"): what they ask about is the rest. Said as an
 * opinion alone, with no ask for something else, it sets nothing.
 */
export function triedWithoutEffect(lower: string): string[] {
  if (!SOMETHING_ELSE.test(lower)) return [];
  return [...lower.matchAll(DID_NOTHING)].map((m) => (m[1] ?? m[2] ?? "").trim()).filter(Boolean);
}
