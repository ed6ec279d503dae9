import { isSubjectWord } from "./topic";

/*
 * An unclear request that still says something (a fitness test coming, "always tired", a
 * husband to buy for, "i need something" in the middle of a conversation) gets one short
 * question built from what was said, with the choices as short options: never the generic
 * "what category" menu. Each reader is tested on the normalized message.
 */

/** A fitness test by any service's name, and the part of it a person might name. */
const FITNESS_TEST = /\b(pfa|acft|aft|apft|prt|pft|cft|pt test|fitness test|fitness assessment|pt score|readiness test)\b/;
const TEST_PART =
  /\b(?:run|running|mile|2 mile|two mile|1\.5|sprint|push-?ups?|hand[- ]release|sit-?ups?|plank|deadlift|dead ?lift|drag|carry|leg tuck|pull-?ups?|tape|body ?fat|body ?comp\w*|weigh[- ]?in|weight|composition|strength|lift\w*|eat|food|breakfast|morning|night before|caffeine|pre-workout|preworkout|pre|water|hydrat\w*|electrolytes?|cramp\w*|sleep|recover\w*|sore\w*|protein|creatine)\b/;

/** The test as the person wrote it, for the question: acronyms in capitals. */
function testName(said: string): string {
  return /^(?:pt test|fitness test|fitness assessment|pt score|readiness test)$/.test(said) ? (said === "pt score" ? "PT test" : said.replace(/^pt\b/, "PT")) : said.toUpperCase();
}

function fitnessTestAsk(normalized: string): string | null {
  const test = FITNESS_TEST.exec(normalized);
  if (!test || TEST_PART.test(normalized)) return null;
  return `For the ${testName(test[1])}, which part do you want help with: the run, the strength events, body composition (the tape or the weigh-in), or energy and recovery around test day? Training moves a score most; tell me the part and I'll answer for that.`;
}

/** Tired or run down, in a person's words, with no cause named. */
export const TIRED =
  /\b(?:tired|exhausted|fatigued?|worn out|wiped(?: out)?|drained|run ?down|burnt? out|burned out)\b(?! of\b)|\b(?:no|zero) energy\b|\b(?:look(?:ing)?|feel(?:ing)?) like (?:death|shit|crap|hell|a zombie|garbage|trash|hammered shit)\b|\bdragging(?: ass)?\b|\brunning on empty\b|\b(?:still |always |so |super )?(?:gassed|winded|sucking wind)\b|\bcan'?t (?:wake up|get up)\b|\bfix me\b(?! up)/;
/** A cause or a need already named: the question would ask what they said. */
const CAUSE_SAID =
  /\b(?:nights?|mids|shifts?|graveyard|sleep\w*|insomnia|sick|ill|flu|cold|covid|stress\w*|anxious|anxiety|depress\w*|hangover|hungover|pregnan\w*|train\w*|workouts?|lifting|ruck\w*|deploy\w*|heat|run(?! ?down)|pt test|pre-workout|caffeine|coffee|energy drinks?|protein|iron|vitamin\w*)\b/;

export const TIRED_ASK =
  "Sorry you're running on empty. What do you think is behind it: short or broken sleep, shift work or nights, being sick or run down, or stress? Tiredness that won't lift after a few good nights' sleep, or that has lasted for weeks, is one for sick call or your provider before any supplement.";

function tiredAsk(normalized: string): string | null {
  return TIRED.test(normalized) && !CAUSE_SAID.test(normalized) ? TIRED_ASK : null;
}

/** Someone the person is buying or asking for, and the pronoun the question uses. */
const SOMEONE = /\b(?:for|to|send|get|buy) (?:my |our )?(husband|hubby|boyfriend|bf|fianc[eé]|son|brother|dad|father|wife|girlfriend|gf|fianc[eé]e|daughter|sister|mom|mother|spouse|partner)\b/;
const HE = /^(?:husband|hubby|boyfriend|bf|fianc[eé]|son|brother|dad|father)$/;
const SHE = /^(?:wife|girlfriend|gf|fianc[eé]e|daughter|sister|mom|mother)$/;
/** Anything that names what they want for that person. */
const NEED_NAMED =
  /\b(?:protein|whey|pre-?workouts?|preworkouts?|vitamins?|multivitamins?|electrolytes?|hydration|omega|fish oil|sleep\w*|melatonin|creatine|caffeine|energy|recover\w*|sore\w*|joints?|tired|focus|weight|cut\w*|bulk\w*|gains|muscle|run\w*|ruck\w*|heat|field)\b/;

function someoneAsk(normalized: string): string | null {
  const who = SOMEONE.exec(normalized);
  if (!who || NEED_NAMED.test(normalized)) return null;
  const [they, their, does, is] = HE.test(who[1]) ? ["he", "his", "does", "he's"] : SHE.test(who[1]) ? ["she", "her", "does", "she's"] : ["they", "their", "do", "they're"];
  const him = they === "he" ? "him" : they === "she" ? "her" : "them";
  return `What ${does} ${they} want help with: energy for training, recovery after PT, sleep, hydration, or filling gaps in ${their} diet? Ask ${him} too whether ${is} drug-tested and takes any medicine, and I'll pick certified options that fit.`;
}

/** "i need something", "help", "ok so what do i take": a bare ask that leans on the conversation. */
const BARE_ASK =
  /^\W*(?:ok(?:ay)?,? |so,? |and |alright,? |well,? |but )*(?:i (?:still |just )?need (?:some(?:thing| help)|help|anything)|(?:just )?(?:give me|gimme|get me) something|something|help(?: me)?|what (?:do|should|can) i (?:take|get|use|do)(?: then| now)?|what now|now what|so what do i do|recommend something|any recs?|what(?:'?s| is) good then)\W*$/;

/** A subject of the conversation so far, and the one question it raises. */
const TOPIC_ASKS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:caffeine|pre-?workouts?|preworkouts?|energy drinks?|stims?|coffee)\b/,
    "Something with caffeine, inside those limits? Tell me if you want a certified pre-workout (and how much caffeine you already get a day), a stim-free one, or electrolytes for the heat, and I'll pick from that.",
  ],
  [/\b(?:protein|whey|shakes?|casein)\b/, "A protein powder to help you reach that? Tell me any diet limits (dairy, vegan) and a budget per serving, and I'll pick certified ones."],
  [/\bcreatine\b/, "A certified creatine, then? Say if you want it plain or with electrolytes, and a budget per serving, and I'll pick from that."],
  [/\b(?:sleep\w*|melatonin|insomnia|nights?|mids)\b/, "Something for sleep, then? Tell me if you want a melatonin or a magnesium, and whether you take any medicine, and I'll pick certified ones."],
  [/\b(?:hydrat\w*|electrolytes?|water|heat|sweat\w*|cramp\w*|ruck\w*)\b/, "Electrolytes for that, then? Tell me if you want it sugar-free or caffeine-free, and I'll pick certified ones."],
  [/\b(?:vitamin \w+|vitamins?|multivitamin|iron|zinc|magnesium|omega|fish oil)\b/, "A certified one of those, then? Tell me the form you prefer (capsule, gummy, powder) and anything to avoid, and I'll pick from that."],
];

/** A bare ask after a question whose subject we cannot name: still about the conversation, not a list of picks. */
const BARE_ASK_IN_CONVERSATION =
  "Something for what you just asked about, or something new? Tell me what it's for (energy for training, recovery, sleep, hydration, or filling gaps in your diet) and I'll pick certified options that fit.";

function conversationAsk(normalized: string, lastAsked: string): string | null {
  if (!lastAsked || !BARE_ASK.test(normalized)) return null;
  // After a greeting ("hey", then "help") there is no conversation to lean on yet.
  const asked = lastAsked.split(/\s+/).length >= 4;
  return TOPIC_ASKS.find(([topic]) => topic.test(lastAsked))?.[1] ?? (asked ? BARE_ASK_IN_CONVERSATION : null);
}

/** Help with food or health in general, no goal named. */
const DIET_HELP = /\b(?:help (?:with|on) (?:my )?(?:diet|eating|nutrition|meals)|fix my (?:diet|eating)|eat(?:ing)? (?:better|healthier|right|clean)|my diet (?:is|sucks)|nutrition help)\b/;
const DIET_ASK =
  "Happy to help with food. What's the goal: losing weight or making tape, putting on muscle, fuel for training, or eating well on a tight schedule or in the field? Tell me too anything you avoid (dairy, meat, gluten).";
const HEALTHIER = /\b(?:get(?:ting)?|be(?:ing)?|feel(?:ing)?) (?:healthier|more healthy|healthy again|in better shape|better overall)\b|\bimprove my health\b/;
const HEALTHIER_ASK =
  "Healthier how: more energy, better sleep, losing weight, more muscle, or filling gaps in your diet? Tell me the one that matters most and I'll keep it to that.";


/** A word naming what is wanted ("energy", "protein", "caffeine"): the request can be answered, not asked about. */
const namesSubject = (normalized: string) => normalized.split(/[^a-z0-9-]+/).some(isSubjectWord);

/** The one question to ask, or null; `lastAsked` is the person's previous message, normalized. */
export function contextAsk(normalized: string, lastAsked = ""): string | null {
  const asked = conversationAsk(normalized, lastAsked);
  if (asked || namesSubject(normalized)) return asked;
  // "What about for my wife" after a creatine question carries that question on to her.
  const carriesOn = namesSubject(lastAsked) || NEED_NAMED.test(lastAsked);
  const told = fitnessTestAsk(normalized) ?? tiredAsk(normalized) ?? (carriesOn ? null : someoneAsk(normalized));
  if (told) return told;
  if (DIET_HELP.test(normalized)) return DIET_ASK;
  return HEALTHIER.test(normalized) ? HEALTHIER_ASK : null;
}
