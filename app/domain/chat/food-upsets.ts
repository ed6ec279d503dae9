import type { Constraint } from "~/domain/catalogue/constraints";

/*
 * A food limit said as what the food does to the person, or as what a clinician or the unit
 * told them: "milk wrecks my gut", "dairy and me don't get along", "my body doesn't do dairy",
 * "gluten makes me sick", "wheat messes me up", "medic said lay off dairy". Each sets the limit
 * for the family named (dairy-free, gluten-free, no soy, no egg), whatever the verb. A clause
 * set in the past ("as a kid", "used to") or taken back ("it's fine now") sets nothing, and
 * other people's clauses never reach here (./whose.ts strips them first).
 */

const FAMILIES: ReadonlyArray<readonly [RegExp, Constraint]> = [
  [/\b(?:dairy|milky?|whey|lactose|casein|cheese|cheesy|ice cream|yogh?urt)(?:'?s)?\b/, { kind: "diet", diet: "dairy-free" }],
  [/\b(?:gluten|wheat|barley|rye|bread|pasta)(?:'?s)?\b/, { kind: "diet", diet: "gluten-free" }],
  [/\bsoy\b/, { kind: "exclude", ingredient: "soy" }],
  [/\beggs?\b/, { kind: "exclude", ingredient: "egg" }],
  [/\b(?:fish|shellfish|seafood|shrimp|salmon|tuna)\b(?! oil)/, { kind: "exclude", ingredient: "fish" }],
];

const FOOD = "(?:dairy|milk|whey|lactose|casein|cheesy|cheese|ice cream|yogh?urt|gluten|wheat|barley|rye|bread|pasta|soy|eggs?|fish(?! oil)|shellfish|seafood|shrimp)(?:[- ]based|y)?(?: (?:products?|stuff|protein|shakes?))?";

/** What a food does to the person, said after it. */
const HARM_AFTER = String.raw`(?:'?s|s| has| have| is| are)?(?: (?:been|always|just|really|totally|straight up|lowkey|literally|still))*\s*(?:(?:make|makes|made|making|got|gets|get) me (?:so |super |really |feel )*(?:sick|ill|bloat\w*|gassy|puke|throw up|vomit|break out|itch\w*|cramp\w*|hurl|run|shit\w*|crap|awful|terrible|miserable|nauseous|queasy|like (?:crap|shit|garbage))|(?:wreck\w*|destroy\w*|wrecks?)(?= me\b| my (?:stomach|gut|guts|insides|body|system|skin|face|bowels)\b| (?:bad|hard|every time)\b|\s*$| (?:lol|lmao|tho|though|now)\b)|tear\w* (?:me |my \w+ )?up|tore (?:me |my \w+ )?up|mess\w* (?:me|with me|my \w+|with my \w+)(?: up)?|kill\w* (?:me|my (?:stomach|gut|guts|insides))|bloat\w* me|hurt\w* (?:me|my (?:stomach|gut|guts))|upset\w* my (?:stomach|gut)|runs? (?:right |straight )?through me|send\w* me (?:running )?to the (?:latrine|bathroom|head|porta ?johns?|shitter|toilet)|gives? me (?:the (?:runs|shits|squirts|bubble guts)|diarrh\w*|gas|cramps|hives|a rash|bloat\w*|stomach \w+|(?:a )?(?:bad |terrible )?(?:stomach|gut) ?ache\w*)|(?:does|do|did) a number on (?:me|my (?:stomach|gut|guts))|(?:don'?t|doesn'?t|do not|does not|never) (?:agree|sit (?:well|right)|get along|play nice) with me)`;

const SAID = [
  // "milk wrecks my gut", "whey bloats me now"
  String.raw`\b${FOOD}(?:'?s)?\b\s*${HARM_AFTER}`,
  // "dairy and me don't get along", "me and milk don't mix"
  String.raw`\b${FOOD} and (?:me|i) (?:don'?t|do not|dont) (?:get along|mix|agree)\b|\b(?:me|i) and ${FOOD} (?:don'?t|do not|dont) (?:get along|mix|agree)\b`,
  // "I can't handle milk", "my body doesn't do dairy", "my stomach can't take whey"
  String.raw`\b(?:i|my (?:body|stomach|gut|guts|system))(?: just| really| literally| honestly)? (?:can'?t|cannot|cant|don'?t|doesn'?t|won'?t|do not|does not) (?:handle|tolerate|stomach|digest|process|do|take|deal with|break down)(?: any| the)? ${FOOD}\b`,
  // "my stomach hates dairy", "my gut rejects whey"
  String.raw`\bmy (?:body|stomach|gut|guts|system|insides)(?: just| really| literally| honestly| straight up)? (?:hates?|rejects?|fights?|can'?t stand|won'?t tolerate|revolts? against|is not (?:ok|okay|cool) with|isn'?t (?:ok|okay|cool) with)(?: any| the)? ${FOOD}\b`,
  // "I get super bloated from milk", "I get the runs after whey"
  String.raw`\bi (?:get|got|feel|am|'?m)(?: so| super| really| hella| very)? (?:sick|bloated|gassy|cramp\w*|the runs|the shits|nauseous|queasy|a rash|hives)(?: and \w+)? (?:from|after|off|whenever i (?:have|drink|eat))(?: \w+){0,3}? ${FOOD}\b`,
  // "every time I drink a shake with milk my stomach is cramping"
  String.raw`\b(?:every ?time|whenever|anytime|any time) i (?:drink|have|eat|take|try)\b[^.;!?]{0,30}\b${FOOD}\b[^.;!?]{0,25}\b(?:my (?:stomach|gut|guts)|i (?:get|feel|am|'?m)|bloat\w*|cramp\w*|sick|puke|runs|latrine|bathroom)`,
  // "bread wrecks me, doc thinks it's gluten"
  String.raw`\b(?:think|thinks|thought|pretty sure|suspects?|says?|said|figured?|found out)\b[^.;!?]{0,20}\b(?:it'?s|its|it is|it was|i'?m|im)(?: probably| prob| prolly| just| the| a| an)* ${FOOD}(?: thing| issue| problem| intoleran\w*| allerg\w*| sensitiv\w*)?\b`,
  // "doc told me to lay off dairy", "medic said avoid gluten"
  String.raw`\b(?:doc|doctor|pa|provider|medic|corpsman|np|nurse|dietitian|nutritionist|gi|allergist|unit|command|chain|cardiologist)\b[^.;!?]{0,40}\b(?:lay off|cut(?: out| back on)?|avoid|stay away from|stop(?: eating| drinking)?|no more|quit|drop|ditch|get off|ease off|knock off)(?: (?:the|all|any))? ${FOOD}\b`,
].map((s) => new RegExp(s));

/**
 * A body's reaction named beside a food in the same clause ("eggs make my throat itch", "anything
 * with wheat and I'm doubled over", "fish put me in the ER", "milk turns me into a biohazard"):
 * whatever the verb, a food and a harm to the person together are a food to avoid.
 */
const REACTION =
  /\b(?:hives|rash\w*|itch\w*|swell\w*|swole up|puff\w* up|throat|epi ?pens?|anaphyla\w*|the er|emergency room|hospital|allergic reaction|reaction|doubled over|latrine|toilet|bathroom|shitter|porta[- ]?johns?|the runs|diarrh\w*|cramp\w*|bloat\w*|gassy|puk\w*|vomit\w*|throw\w* up|hurl\w*|nause\w*|queasy|biohazard|(?<!\b(?:is|so|was|are) )sick(?! gains| pump)|migraines?|headaches?|breaks? me out|break out|(?:goes|go|went) to war|(?:does|do|did) me dirty|miserable)\b/;
/** Someone named as the one reacting, or a question about reactions: not the person's own statement. */
const ASKED = /^\s*(?:does|do|can|could|will|would|is|are|why|how)\b|\byou\b/;

/** A clause left in the past or taken back: it states no limit now. */
const NOT_NOW = /\b(?:used to|as a kid|when i was|growing up|back (?:then|in)|outgrew|grew out of|anymore|no longer|(?:is|it'?s|its|that'?s) (?:fine|ok(?:ay)?|good|gone) now|not (?:a problem|an issue) (?:now|anymore))\b/;

/** The past kept alive: "still carry an epipen", "to this day". */
const STILL = /\b(?:still (?:carry|have|get|react|allergic|can'?t)|to this day|epi ?pens?)\b/;

/** The food limits a message states as what a food does to the person, or a clinician's word about it. */
export function foodUpsets(normalized: string): Constraint[] {
  const found: Constraint[] = [];
  for (const clause of normalized.split(/[.;!?]|,\s*(?:but|though|tho)\b|\bbut\b/)) {
    const reacts = new RegExp(String.raw`\b${FOOD}\b`).test(clause) && REACTION.test(clause) && /\b(?:me|my|i|i'?m|im)\b/.test(clause) && !ASKED.test(clause);
    if ((NOT_NOW.test(clause) && !STILL.test(normalized)) || !(reacts || SAID.some((p) => p.test(clause)))) continue;
    for (const [words, constraint] of FAMILIES) if (words.test(clause) && !found.includes(constraint)) found.push(constraint);
  }
  return found;
}

/** A reaction happening now, or to something just taken or newly started ("switched to a new whey yesterday and now..."): not an allergy told as history. */
const HAPPENING_NOW =
  /\b(?:right now|rn|just (?:now|ate|had|took|drank|tried)|this morning|tonight|an hour ago|minutes? ago|today|currently|is (?:swelling|closing|getting|tight)|are (?:swelling|closing)|started (?:to )?(?:swell|itch)|can'?t breathe|hard to breathe|after (?:i )?(?:took|taking|drinking|drank|ate|eating|trying|tried) (?:it|this|that|the|my|a|some)|yesterday|last night|(?:and|but|so) now (?:i'?ve|ive|i have|i got|i'?m|im|my|there'?s)|switched to|since (?:i )?(?:started|switched|began))\b/;

/**
 * The message tells of a food allergy or intolerance as a standing fact ("eggs make my throat
 * itch", "soy gives me hives every time", "fish put me in the ER as a kid, still carry an
 * epipen"): a limit to keep, not a reaction to treat now. Any sign it is happening now keeps
 * the care answer.
 */
export function standingFoodReaction(normalized: string): boolean {
  return foodUpsets(normalized).length > 0 && !HAPPENING_NOW.test(normalized);
}
