import { framedAsk, momentSwitchAsk } from "./ask-frame";
import { contextAsk } from "./context-asks";
import { openAskQuestion } from "./open-asks";
import { saidAsk, WHAT_WE_CARRY } from "./said-asks";

/*
 * The one module every unclear request goes through: one short question about what the person
 * said, not a generic menu (the readers of ./open-asks.ts, ./context-asks.ts and ./said-asks.ts
 * are its parts):
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
    when: /\b(?:make|making|cut|cutting|drop|dropping|lose|losing) (?:\d+\s*(?:lbs?|pounds?|kg)|weight|tape)\b|\btape test\b|\bover (?:my )?(?:weight|tape)\b|\bbody ?(?:comp\w*|fat)\b|\bthe tape\b/,
    ask: "How much do you need to lose, and by when? A safe cut is slow; water pills, diuretics and fat burners are how people get hurt on a weigh-in.",
  },
  {
    when: /\b(?:for|in) the field\b|\bftx\b|\bfield (?:problem|exercise)\b/,
    ask: "For the field, what do you need most: hydration, vitamins to cover a field diet, protein, or sleep? Tell me too whether you'll be drug-tested.",
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


/** Requests with no subject of their own ("what do u got", "hook me up"). */
const NOTHING_TO_GO_ON = /^\W*(?:so |ok |yo |hey )?(?:what (?:do|does|did) (?:u|you|yall|y'all|ya) (?:got|have|carry|sell|recommend)|what(?:'?s| is) good|wh?at (?:u|you|ya|yall|y'all) got|whatcha got|wh?at (?:u|you|ya) (?:got|have)(?: for me)?|hook me up|what should i (?:take|get|buy)|recommend (?:me )?something|any recs|show me what you got|supplements?|(?:i )?(?:need|want) (?:some )?(?:stuff|supplements?)|stuff|what'?s the move|whats the move|help|help me|i need help|(?:i )?need (?:some )?help (?:picking|choosing|deciding)(?: something)?|help me (?:pick|choose|decide)(?: something)?|improve|be better|i want to (?:be|get|do) better)\W*$/;

/** A duty said with nothing asked for: the question that duty raises. */
const DUTY_QUESTIONS: Readonly<Record<string, string>> = {
  aircrew: "Copy. On flight status the flight surgeon clears every supplement first. What do you need help with: staying alert on the flight, sleeping after it, or something else?",
  "night-shift": "What's the hard part on nights: staying alert on shift, or sleeping after it?",
  heat: "For the heat, is it hydration you're after, or something for training in it?",
  deployment: "For the deployment, what do you need most: hydration, vitamins to cover a field diet, protein, or sleep? Tell me too whether you'll be drug-tested.",
  "drug-test": "Are you checking something you already take, or looking for a certified product to use before the test?",
};

export function dutyQuestion(duties: readonly string[]): string | null {
  for (const id of duties) if (DUTY_QUESTIONS[id]) return DUTY_QUESTIONS[id];
  return null;
}

/** Energy asked for when stimulants are ruled out: what drains them, with the stim-free kinds we carry as choices. */
export const ENERGY_WITHOUT_STIMS =
  "With stimulants ruled out, caffeine and stim pre-workouts are off the list, so what's draining you: short sleep, long days without enough food or water, or heavy training? Stim-free, we carry electrolytes, protein for recovery, vitamins and sleep aids; tell me which fits and I'll pick certified ones.";

/** What the conversation shows before this message: whether the last answer asked back, and whether it named picks. */
export interface Earlier {
  askedBack: boolean;
  hadPicks: boolean;
  /** The person's previous message, normalized: what a bare "i need something" leans on. */
  lastAsked?: string;
}
export const NOTHING_EARLIER: Earlier = { askedBack: false, hadPicks: false };

/** "idk", "not sure tbh", "whatever works": no answer to the question asked. */
const UNSURE = /^\W*(?:(?:i |honestly |tbh )?(?:idk|dunno|don'?t know|do not know|not sure|no idea|no clue|unsure|whatever|anything|no preference)|doesn'?t matter|you (?:pick|choose|decide))\b/;
/** After "I don't know", the same menu again is a loop: a short list to pick from, with a default. */
const NARROWER =
  "No problem. Pick the one closest to you: more energy for training, faster recovery, better sleep, or general health? If none stands out, say \"general health\" and I'll start you with the certified basics.";
/** "Like in general", "overall": the answer to a goal question is every goal, so the question is asked again in plainer words. */
const IN_GENERAL = /^\W*(?:(?:like|just|um+|uh+|idk|i mean|honestly|tbh),? )*(?:in general|general(?:ly)?(?: stuff| health)?|overall|(?:just )?everything|all of (?:it|them|the above)|a bit of everything|all around|all-around)\b[\w\s]{0,12}$/;
const IN_GENERAL_ASK =
  "In general there's no one supplement everyone needs: what's worth taking depends on what you want it to do. So pick the one closest to you: more energy for training, faster recovery, better sleep, or filling gaps in your diet? If none stands out, say \"general health\" and I'll start you with the certified basics.";
/** "Which one is better?" with nothing named before it. */
const COMPARE_WITHOUT_SUBJECT = /^\W*(?:so |ok |and )?(?:which|what)(?: one| of them)?(?:'?s| is| would be)? (?:better|best)\b|^\W*which one (?:should|do|would|is|'?s)\b/;
const WHICH_PRODUCTS = "Which products are you comparing? Name the two (or paste their names from a label) and I'll put them side by side.";
/** A budget said with nothing else: "$50", "40 bucks". */
const BUDGET_SAID = /\$\s?(\d+)|\b(\d+)\s*(?:bucks|dollars|usd)\b/;
/** A selection or assessment course is training, not a drug test. */
const SELECTION = /\b(?:selection|sfas|ranger school|bud\/?s|q course|sere school)\b/;

/** "Something strong", "the hardest hitting": strong names no goal, so ask which kind of strong. */
const STRONG = /\b(?:strong(?:est|er)?|hard(?:est)?[- ]hitting|hits? hard|potent|hardcore|heavy[- ]duty|kicks? (?:like a mule|ass|butt))\b/;
const STRONG_ASK =
  "Strong for what: a pre-workout with more kick for training, more strength under the bar, or something to knock you out at night? If it's the pre, how much caffeine do you already get a day (coffee, energy drinks), and are you drug-tested?";
/** A request that points back to an earlier purchase or chat we cannot see. */
const LAST_TIME = /\b(?:same|like|what i (?:got|had|bought|ordered)|what you (?:gave|told|sent|recommended)(?: me)?) (?:as |from )?(?:last time|before|last month|last week|the other day|again)\b|\bthe usual\b|\b(?:my|the) usual\b|\bsame (?:thing|stuff|one|order) (?:again|as before)\b|\breorder\b/;
const LAST_TIME_ASK =
  "I don't keep a record of past chats, so I can't see what you had last time. What was it: the product name off the label, or what it was for (energy, protein, sleep, hydration)? Give me either and I'll find it or its certified match.";
/** Someone else told the person to get "something": ask what they said it was for. */
const TOLD_BY =
  /\b(?:my |the |our )?(psg|1sg|first sergeant|sgt|sergeant|ssg|sfc|msg|nco|squad leader|team leader|platoon sergeant|lt|el tee|chief|co|commander|coach|trainer|drill(?: sergeant)?|doc|doctor|medic|corpsman|pa|provider|nurse|dietitian|flight surgeon)\b (?:said|says|told me|wants me|recommended|suggested)(?: (?:i|me))?(?: should| to| i need to)? (?:get|take|buy|grab|start|use|try|be on)\b/;
const CLINICIAN = /^(?:doc|doctor|medic|corpsman|pa|provider|nurse|dietitian|flight surgeon)$/;

/** The event or training named beside a budget ("ruck week, got $25"): the question is asked for it. */
const ACTIVITY = /\b(ruck(?: march)?|foot march|march|hike|field (?:week|problem|exercise)|pt test|acft|selection|run|marathon|half marathon)(?:s|es|ing)?\b/;

/** "With $25 to spend...": the one question, for the activity named when there is one. */
function budgetAsk(amount: string, normalized: string): string {
  const activity = ACTIVITY.exec(normalized)?.[1];
  if (activity) return `With $${amount} for the ${activity}, what do you want it to help with: water and electrolytes on the move, recovery after, or energy before? I'll keep the picks inside $${amount}.`;
  return `With $${amount} to spend, what's it for: energy for training, recovery, sleep, hydration, or general health? I'll keep the picks inside that.`;
}

/** What someone else's "get something" was about, asked back with their title. */
function toldByAsk(who: string): string {
  const title = /^(?:psg|1sg|sgt|ssg|sfc|msg|nco|lt|co|pa)$/.test(who) ? who.toUpperCase() : who;
  return CLINICIAN.test(who)
    ? `What did your ${title} say it was for, or did they name something (vitamin D, iron, magnesium, a protein)? Send me the name or the note they gave you and I'll find a certified version, and check it fits any medicine you take.`
    : `What did your ${title} say it was for: energy for PT, recovery, protein, hydration, or sleep? If they named a product, send me the name and I'll check it against the DoD list and our certified picks.`;
}

/** The one question to ask, or null when the message is clear enough to answer. */
export function clarifierFor(normalized: string, clear: boolean, earlier: Earlier = NOTHING_EARLIER, lower = normalized): string | null {
  // An event ahead or a gift, with nothing named to want: the question is built from that frame.
  const framed = momentSwitchAsk(normalized, earlier.lastAsked) ?? framedAsk(normalized);
  if (framed) return framed;
  const open = openAskQuestion(normalized, clear);
  if (open) return open;
  const context = contextAsk(normalized, earlier.lastAsked);
  if (context) return context;
  if (clear) return null;
  if (earlier.askedBack && UNSURE.test(normalized)) return NARROWER;
  if (earlier.askedBack && IN_GENERAL.test(normalized)) return IN_GENERAL_ASK;
  if (COMPARE_WITHOUT_SUBJECT.test(normalized) && !earlier.hadPicks) return WHICH_PRODUCTS;
  const budget = BUDGET_SAID.exec(lower);
  if (budget) return budgetAsk(budget[1] ?? budget[2], normalized);
  if (SELECTION.test(normalized)) return "For selection, what do you need most: recovery between long days, energy, hydration, or sleep?";
  const told = TOLD_BY.exec(normalized);
  if (told) return toldByAsk(told[1]);
  if (LAST_TIME.test(normalized) && !earlier.hadPicks) return LAST_TIME_ASK;
  const said = saidAsk(normalized, earlier.hadPicks);
  if (said) return said;
  if (STRONG.test(normalized)) return STRONG_ASK;
  if (NOTHING_TO_GO_ON.test(normalized)) return WHAT_WE_CARRY;
  return CLARIFIERS.find((c) => c.when.test(normalized))?.ask ?? null;
}

/** "Do I gotta stop?", "should I quit it before my physical": a question about their own supplements. */
export function asksToStop(normalized: string): boolean {
  if (/\b(?:stop|quit|drop|come off|get off|pause|ditch|keep taking|disclose|declare)\b[^.?]{0,40}\b(?:supplements?|stuff|it|them|everything|pills?|these|pre-workouts?|preworkouts?|pre|meds)\b|\b(?:gotta|have to|need to|should i) (?:stop|quit)\b|\btell (?:him|her|them|the doc\w*|the flight surgeon|my doc\w*|my flight surgeon) (?:about|what)\b/.test(normalized)) return true;
  // "Doc at my flight physical said I'm low in omega-3, is there one that's not fish oil?" asks for a product.
  return /\bflight physical\b(?![^.?!]*\b(?:said|says|told|found|showed|recommended)\b)/.test(normalized) && !ASKS_FOR_ONE.test(normalized);
}

/** Wording that asks for a product to take, not about the ones already taken. */
const ASKS_FOR_ONE =
  /\b(?:is there (?:a|an|any)|are there any|any good|recommend|suggest|what (?:\w+ )?(?:can|should) i (?:take|use|get)|i need (?:a|an|some)|looking for (?:a|an|some))\b/;

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

/** The question for a request with nothing asked that no reader above takes up: from what it says, else what we carry. */
export function askBackFor(normalized: string): string {
  return saidAsk(normalized, false) ?? WHAT_WE_CARRY;
}

/** Energy asked for with no kind of product named: what it is for, after the caffeine line. */
export const ENERGY_FOR_WHAT =
  "If you're tired most days, sleep, regular meals and water come before any product, and tiredness that won't lift is worth a sick-call visit. For a certified pick, what is it for: training, or staying alert on duty? And do you take any medicine or have a heart or blood-pressure condition?";


