/*
 * An unclear request gets one short question about what the person said, not a generic menu:
 * a stack asks what for, a test score asks which event, a body part asks pain or support, a
 * weight cut asks how much and by when, "after"/"before" ask after what. A request with
 * nothing at all to go on asks what they are after, naming what we carry.
 */

interface Clarifier {
  /** Tested on the normalized message. */
  when: RegExp;
  ask: string;
}

const BODY = "(?:knees?|back|shoulders?|hips?|ankles?|elbows?|wrists?|neck|joints?|shins?|feet|foot|hamstrings?|achilles)";

const CLARIFIERS: readonly Clarifier[] = [
  {
    when: new RegExp(String.raw`\b(?:for|help(?:ing)?(?: with)?|fix|with) (?:my |the )?${BODY}\b|\bmy ${BODY}\b`),
    ask: "Is this pain from an injury, or support for joints under training load? Pain that lasts, swells or stops you training needs a medic or sick call first, before any supplement.",
  },
  {
    when: /\b(?:make|making|cut|cutting|drop|dropping|lose|losing) (?:\d+\s*(?:lbs?|pounds?|kg)|weight|tape)\b|\btape test\b|\bover (?:my )?(?:weight|tape)\b/,
    ask: "How much do you need to lose, and by when? A safe cut is slow; water pills, diuretics and fat burners are how people get hurt on a weigh-in.",
  },
  {
    when: /\b(?:for|in) the field\b|\bftx\b|\bfield (?:problem|exercise)\b/,
    ask: "For the field: hydration, vitamins to cover a field diet, protein, or sleep? And will you be drug-tested?",
  },
  {
    when: /\b(?:gains|swole|get (?:big|bigger|huge|jacked)|bulk up|put on (?:size|muscle))\b/,
    ask: "Gains as in size, strength, or both? And roughly how much protein do you get from food each day now?",
  },
  {
    when: /\b(?:stacks?|regimen|routine)\b/,
    ask: "A stack for what: strength, endurance, sleep or recovery? And are you drug-tested?",
  },
  {
    when: /\b(?:pt|pft|prt|acft|aft|cft|fitness test|pt test) (?:score|test|scores)\b|\b(?:run|mile|2 mile|two mile|1\.5 mile) time\b|\bpass (?:my |the )?(?:pt|pft|acft|aft|prt)\b/,
    ask: "Which event are you training for: the run, a strength event, or the whole test? Training moves a score most; tell me the event and whether you're drug-tested.",
  },
  {
    when: /^\W*(?:what'?s |whats |what is |anything |something )?(?:good )?(?:for )?(?:after|before)\W*$/,
    ask: "Before or after what: training, a ruck, a long shift, or sleep?",
  },
];

/** When nothing at all was asked for. */
const WHAT_WE_CARRY =
  "We carry certified pre-workouts, protein, vitamins, electrolytes, omega-3s and sleep aids. What are you trying to do: train harder, recover, sleep, or get through the heat?";

/** Requests with no subject of their own ("what do u got", "hook me up"). */
const NOTHING_TO_GO_ON = /^\W*(?:so |ok |yo |hey )?(?:what (?:do|does|did) (?:u|you|yall|y'all|ya) (?:got|have|carry|sell|recommend)|what(?:'?s| is) good|what (?:u|you|ya) got|whatcha got|hook me up|what should i (?:take|get|buy)|recommend (?:me )?something|any recs|show me what you got|supplements?|stuff|what'?s the move|whats the move|help|help me|i need help|(?:i )?need (?:some )?help (?:picking|choosing|deciding)(?: something)?|help me (?:pick|choose|decide)(?: something)?|improve|be better|i want to (?:be|get|do) better)\W*$/;

/** A duty said with nothing asked for: the question that duty raises. */
const DUTY_QUESTIONS: Readonly<Record<string, string>> = {
  aircrew: "Copy. On flight status the flight surgeon clears every supplement first. What do you need help with: staying alert on the flight, sleeping after it, or something else?",
  "night-shift": "What's the hard part on nights: staying alert on shift, or sleeping after it?",
  heat: "For the heat, is it hydration you're after, or something for training in it?",
  deployment: "What do you need for it: hydration, vitamins to cover a field diet, protein, or sleep? And will you be drug-tested?",
  "drug-test": "Are you checking something you already take, or looking for a certified product to use before the test?",
};

export function dutyQuestion(duties: readonly string[]): string | null {
  for (const id of duties) if (DUTY_QUESTIONS[id]) return DUTY_QUESTIONS[id];
  return null;
}

/** What the conversation shows before this message: whether the last answer asked back, and whether it named picks. */
export interface Earlier {
  askedBack: boolean;
  hadPicks: boolean;
}
export const NOTHING_EARLIER: Earlier = { askedBack: false, hadPicks: false };

/** "idk", "not sure tbh", "whatever works": no answer to the question asked. */
const UNSURE = /^\W*(?:(?:i |honestly |tbh )?(?:idk|dunno|don'?t know|do not know|not sure|no idea|no clue|unsure|whatever|anything|no preference)|doesn'?t matter|you (?:pick|choose|decide))\b/;
/** After "I don't know", the same menu again is a loop: a short list to pick from, with a default. */
const NARROWER =
  "No problem. Pick the one closest to you: more energy for training, faster recovery, better sleep, or general health? If none stands out, say \"general health\" and I'll start you with the certified basics.";
/** "Which one is better?" with nothing named before it. */
const COMPARE_WITHOUT_SUBJECT = /^\W*(?:so |ok |and )?(?:which|what)(?: one| of them)?(?:'?s| is| would be)? (?:better|best)\b|^\W*which one (?:should|do|would|is|'?s)\b/;
const WHICH_PRODUCTS = "Which products are you comparing? Name the two (or paste their names from a label) and I'll put them side by side.";
/** A budget said with nothing else: "$50", "40 bucks". */
const BUDGET_SAID = /\$\s?(\d+)|\b(\d+)\s*(?:bucks|dollars|usd)\b/;
/** A selection or assessment course is training, not a drug test. */
const SELECTION = /\b(?:selection|sfas|ranger school|bud\/?s|q course|sere school)\b/;

/** The one question to ask, or null when the message is clear enough to answer. */
export function clarifierFor(normalized: string, clear: boolean, earlier: Earlier = NOTHING_EARLIER, lower = normalized): string | null {
  if (clear) return null;
  if (earlier.askedBack && UNSURE.test(normalized)) return NARROWER;
  if (COMPARE_WITHOUT_SUBJECT.test(normalized) && !earlier.hadPicks) return WHICH_PRODUCTS;
  const budget = BUDGET_SAID.exec(lower);
  if (budget) return `With $${budget[1] ?? budget[2]} to spend, what's it for: energy for training, recovery, sleep, hydration, or general health? I'll keep the picks inside that.`;
  if (SELECTION.test(normalized)) return "For selection, what do you need most: recovery between long days, energy, hydration, or sleep?";
  if (NOTHING_TO_GO_ON.test(normalized)) return WHAT_WE_CARRY;
  return CLARIFIERS.find((c) => c.when.test(normalized))?.ask ?? null;
}

/** "Do I gotta stop?", "should I quit it before my physical": a question about their own supplements. */
export function asksToStop(normalized: string): boolean {
  return /\b(?:stop|quit|drop|come off|get off|pause|ditch|keep taking|disclose|declare)\b[^.?]{0,40}\b(?:supplements?|stuff|it|them|everything|pills?|these|pre-workouts?|preworkouts?|pre|meds)\b|\b(?:gotta|have to|need to|should i) (?:stop|quit)\b|\bflight physical\b|\btell (?:him|her|them|the doc\w*|the flight surgeon|my doc\w*|my flight surgeon) (?:about|what)\b/.test(normalized);
}

export const FLYER_DISCLOSURE =
  "Don't hide anything: list every supplement you take (name, brand, dose, how long) and show the flight surgeon at your next visit or physical, and start nothing new until they clear it. Whether to stop is their call, not a product question, so I won't suggest anything to add right now.";

/** Product forms people ask for that a catalogue may not hold: the words asked, the name, and how a product of that form is named. */
const FORMS_ASKED: ReadonlyArray<readonly [asked: RegExp, name: string, held: RegExp]> = [
  [/\b(?:protein |energy |granola )?bars?\b/, "protein bars", /\bbars?\b/i],
  [/\brtds?\b|\bready[- ]to[- ]drink\b|\bpre-?made shakes?\b|\bpremixed\b|\bbottled (?:protein|shakes?)/, "ready-to-drink shakes", /ready[- ]to[- ]drink|\brtd\b|\bbottle\b/i],
  [/\b(?:mass|weight) gainers?\b|\bgainers?\b/, "mass gainers", /gainer/i],
];

/** Forms asked for that none of `productNames` is, for a plain sentence before the closest picks. */
export function formsWeLack(normalized: string, productNames: string): string[] {
  if (/\bpull-?up bar\b|\bbarbell\b|\bbar ?bell\b/.test(normalized)) return [];
  return FORMS_ASKED.filter(([asked, , held]) => asked.test(normalized) && !held.test(productNames)).map(([, name]) => name);
}
