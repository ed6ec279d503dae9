/*
 * Words that name a constraint only to say the opposite: a form the person cannot take ("gag on
 * pills", "not even gelatin gummies"), a diet they deny ("not gluten free or anything"), left
 * behind ("did dairy free for a month, never again", "used to be keto", "quit vegan") or only might start ("might try keto after
 * the holidays"), or a drink brand's own "zero" or "sugar-free" ("Monster Zero", "sugar-free Red Bull"). Such spans are blanked (same length) before the constraint rules read the text,
 * so the word sets nothing; a form refused is read as its own constraint (./stated.ts).
 */

const FORM_WORD = "(?:pills?|capsules?|caps|tablets?|tabs|gumm(?:y|ies)|soft ?gels?|chewables?|chews?|liquids?(?!\\s*i\\.?\\s?v\\b)|sprays?)";

/** A form word after a refusal in the same clause: "gag on pills", "no gummies", "not even gelatin gummies". */
const FORM_REFUSED = new RegExp(
  String.raw`\b(?:gag(?:s|ging)? on|chok(?:e|es|ing) on|can'?t (?:swallow|stand|do|take|get down)|cannot (?:swallow|take)|trouble swallowing|hard time swallowing|(?:suck|bad|terrible|awful|horrible|struggle|struggling) (?:at |with |to )?swallow(?:ing)?|(?:can'?t|cannot|never could|still can'?t) (?:ever )?swallow|hate|no|not even|not (?:a|an|in|as)|isn'?t (?:a|an|in)|without|never|don'?t (?:like|want|do))\s+(?:[a-z]+\s+){0,3}?${FORM_WORD}\b|\b${FORM_WORD}\s+(?:make|makes) me (?:want to |wanna )?(?:gag|choke|throw up|hurl|puke|vomit)\b|\b(?:texture|taste|smell) of (?:[a-z]+\s+){0,2}?${FORM_WORD}\b`,
  "g",
);

/** A form said to be no trouble ("swallowing pills is easy for me") or asked about ("do pills work as good as the liquid?"): no wish for it. */
const FORM_NOT_WISHED = new RegExp(
  String.raw`\b(?:swallowing )?${FORM_WORD} (?:is|are) (?:easy|fine|no problem|not a problem|no big deal|nothing)\b|\b(?:no|not a) (?:problem|issue) (?:with |swallowing )${FORM_WORD}\b|\b(?:do|does|are|is|would|will) (?:the )?${FORM_WORD}\b[^.?!]{0,40}\b(?:as good as|better than|worse than|work|absorb)\b[^.?!]{0,30}(?:\?|$)`,
  "g",
);

/** The person cannot take pills: any form but a capsule, tablet or softgel. */
const PILLS_REFUSED = /\b(?:gag(?:s|ging)? on|chok(?:e|es|ing) on|can'?t (?:swallow|stand|do|take|get down)|cannot (?:swallow|take)|trouble swallowing|hard time swallowing|(?:suck|bad|terrible|awful|horrible|struggle|struggling) (?:at |with |to )?swallow(?:ing)?|hate|no|not (?:a|an|in|as)|isn'?t (?:a|an|in))\s+(?:[a-z]+\s+){0,2}?(?:pills?|capsules?|caps|tablets?|tabs)\b|\b(?:pills?|capsules?|tablets?) (?:make|makes) me (?:gag|choke|throw up)\b|\bcan'?t get (?:[a-z]+ )?(?:pills?|capsules?|caps|tablets?|tabs) down\b|\b(?:pills?|capsules?|caps|tablets?|tabs)\b[^.;!?]{0,40}\b(?:come (?:right |back )?up|comes? back up|get stuck|gets? stuck|can'?t get (?:em|them|it|those) down|won'?t go down|make me (?:gag|choke|throw up|puke))|\bswallow(?:ing)? (?:anything|pills?|stuff|things|capsules?|tablets?|caps)\b[^.;!?]{0,40}\b(?:nightmare|impossible|hard for me|rough|a struggle|not happening|a no go|never works?)\b/;

const DIET_WORD = "(?:gluten|dairy|lactose|milk|sugar|soy|caffeine|stim)[- ]free|vegan|vegetarian|keto|paleo|celiac";

/** "Not gluten free or dairy free or any of that": every diet of the denied list. */
const DIET_DENIED = new RegExp(
  String.raw`\b(?:(?:i'?m|i am|im) )?(?:not|no longer) (?:(?:a|really|strictly|actually|doing|on|going|into) )?(?:${DIET_WORD})(?:(?:\s*,\s*|\s+)(?:or|nor|and)?\s*(?:a\s+)?(?:${DIET_WORD}))*\b`,
  "g",
);

/** A clause about a diet tried once and left, or one that might start later. */
const DIET_PAST_OR_LATER = new RegExp(
  String.raw`[^.,;!?]*\b(?:did|tried|used to (?:be|do)|was|went) (?:(?:on|a|full|strict|the) ){0,2}(?:${DIET_WORD})\b[^.,;!?]*\b(?:for (?:a|\d+|two|three|six) (?:day|week|month|year)s?|in (?:19|20)\d\d|once|back in|never again|last (?:week|month|year|summer|spring|fall|winter)|in (?:college|high school|school|basic|bct|ait|boot ?camp|the academy|my twenties|my teens|my 20s)|as a (?:kid|teen|teenager)|growing up|back then|at one point|for (?:lent|a bit|a while|a minute|a hot minute)|one (?:time|year|summer)|(?:a|\d+|two|three|few|couple(?: of)?) (?:day|week|month|year)s? ago|not anymore|no longer|anymore)[^.,;!?]*|[^.,;!?]*\b(?:used to (?:be|do|eat|go|run)|quit|stopped(?: being| doing)?|gave up|dropped|fell off|came off|done with|no longer) (?:(?:a|full|strict|the|being|doing) )?(?:${DIET_WORD})\b[^.,;!?]*|[^.,;!?]*\b(?:might|may|maybe|thinking (?:about|of)|planning (?:to|on)|considering|gonna|going to) (?:try|trying|start|starting|go|going|do|doing)\b[^.,;!?]*\b(?:${DIET_WORD})\b[^.,;!?]*`,
  "g",
);

/** A drink brand's own "free", "zero", "diet" or "lite" ("sugar-free Red Bull", "Monster Zero Ultra"): a name, no wish. */
const DRINK_BRAND = String.raw`(?:red ?bull|monster|coke|coca[- ]cola|pepsi|dr\.? ?pepper|mountain dew|dew|celsius|bang|reign|rockstar|gatorade|powerade|c4|ghost|alani(?: nu)?|prime|body ?armor|sprite|7 ?up)`;
const BRAND_WORD = "(?:(?:sugar|caffeine|carb|calorie)[- ]?free|zero(?:[- ](?:sugar|caffeine|carbs?|cal(?:orie)?s?))?|diet|lite|light|natural|clean|ultra)";
export const BRANDED = new RegExp(String.raw`\b(?:${BRAND_WORD}\s+)+${DRINK_BRAND}\b|\b${DRINK_BRAND}(?:\s+${BRAND_WORD}\b)+`, "g");

/** A name with a form or "zero" in it ("Liquid Death", "ZeroWater", "chill pill"): no form wished for. */
const NAMED_FORM = /\bliquid (?:death|i\.?\s?v\.?|iv|gold|courage)\b|\bzero ?water\b|\b(?:red|blue|chill|happy) pills?\b/g;
/** A diet refused outright ("no keto for me", "i'd rather die than go vegan", "could never be vegan"). */
const DIET_REFUSED = /\b(?:no|never|could never (?:be|go|do)|would never (?:be|go|do)|rather (?:die|starve) than (?:be|go|do)|won'?t (?:ever )?(?:be|go|do))\s+(?:a\s+)?(?:keto|paleo|vegan|vegetarian|carnivore|whole ?30)\b/g;

/** A negation of trouble, not of the food ("never had a problem with whey", "no issues with dairy"): the food is fine. */
const NO_TROUBLE_WITH = /\b(?:never|no|not|don'?t|didn'?t|haven'?t|zero)\s+(?:(?:had|have|get|got|ever|really|any|a)\s+)*(?:problems?|issues?|trouble|reactions?)\s+(?:with|from|on|after)\s+(?:the\s+|my\s+)?[a-z-]+/g;

const blank = (m: string) => " ".repeat(m.length);
/** A diet returned to, or held again now. */
const RETURNED = /\b(?:(?:went|go|going|got|am|i'?m|im|getting) back (?:to|on|into)|again|these days|still|now i'?m|now im)\b/;

/** The text with brand words, and denied, past or future diets blanked. */
export function withoutReversals(text: string): string {
  // "Was vegan in college and went back to it": a past the person has returned to is theirs now.
  return text.replace(NO_TROUBLE_WITH, blank).replace(BRANDED, blank).replace(NAMED_FORM, blank).replace(DIET_REFUSED, blank).replace(DIET_PAST_OR_LATER, (m) => (RETURNED.test(m) ? m : blank(m))).replace(DIET_DENIED, blank);
}

/** The text with every refused form word blanked, so "no gummies" is not a wish for gummies. */
export function withoutRefusedForms(text: string): string {
  return text.replace(FORM_REFUSED, blank).replace(FORM_NOT_WISHED, blank);
}

/** The person says they cannot take pills. */
export function refusesPills(text: string): boolean {
  return PILLS_REFUSED.test(text);
}

/** A medicine named only as an example of the pills refused ("gag on pills, even advil"); "like my zoloft" is theirs. */
const PILL_EXAMPLE = /\b(?:pills?|tablets?|capsules?|caps|tabs)\b[^.;!?]{0,12}?\b(?:even|like|including|such as|especially|(?:bigger|larger|smaller) than|the size of)\s+(?!my\b|mine\b)(?:an? |the )?[a-z][\w-]*/g;

/** The text with medicines named as examples of a refused pill blanked, so they bring no medicine caution. */
export function withoutPillExamples(text: string): string {
  return refusesPills(text) ? text.replace(PILL_EXAMPLE, blank) : text;
}
