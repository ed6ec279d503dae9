import type { Avoid, ConditionRule } from "./condition-rule";
import {
  BEETROOT_BP,
  BP_CATEGORIES,
  FDA_KRATOM,
  FDA_TIANEPTINE,
  HPRC_STIMULANTS,
  NSAID_BLEEDING_SIGNS,
  OMEGA3_NSAID_MAYO,
  PHENIBUT_WITHDRAWAL,
  TACHYCARDIA_DEFINITION,
  TURMERIC_WARFARIN,
} from "./condition-sources";

/*
 * Conditions people mention in passing rather than name: a high blood pressure reading or
 * resting heart rate (read from the numbers by the chat's ./readings.ts, or from words such as
 * "my heart rate is high at rest"), a painkiller taken most days, and regular use of a drug sold
 * as a supplement. Same shape and use as ./conditions.ts.
 */

/** Matches nothing: the rule is set from numbers, not from a word. */
const FROM_NUMBERS = /(?!)/;

const STIMULANT_WORDS = /\bstim\w*|\bpre-?workouts?\b|\bpres?\b|\bcaffeine\b|\bcoffee\b|\benergy\b|\bfat ?burn\w*|\bthermogenic|\byohimb|\bsynephrine\b/;
const NITRATE: Avoid = { ingredient: "beet root or nitrate", pattern: /\bbeet|nitrate/i };
const YOHIMBE: Avoid = { ingredient: "yohimbe", pattern: /yohimb/i };
const SYNEPHRINE: Avoid = { ingredient: "synephrine", pattern: /synephrine|bitter orange/i };

/** What a high reading means for stimulants until it is rechecked. */
const HOLD_STIMULANTS =
  "hold off on stimulants (caffeine pills, pre-workouts, energy drinks, fat burners) until it has been rechecked: they raise heart rate and blood pressure. Creatine, whey and other protein powders are not stimulants, so the hold is not about them.";

/** Signs of bleeding in the gut said in the message: "it was kinda black", "threw up blood", "tarry". */
const BLEEDING_SIGNS =
  /\btarry\b|\bcoffee grounds?\b|\b(?:threw|throw(?:ing)?|puk\w*|vomit\w*) up blood\b|\bvomit\w* blood\b|\bblood in (?:my |the )?(?:stool|poop|poo|shit|vomit|puke|toilet)\b|\bbloody (?:stool|poop|poo|shit|diarrh\w*)|\bblack (?:stool|poop|poo|shit|crap)|\b(?:stool|poop|poo|shit|crap|it)(?: is| was| looks?| looked| been| came out| turned)? (?:kinda |kind of |really |super |all |pretty )?black\b/;

const DEPENDENCE_SUBSTANCES = "phenibut|noofen|anvifen|kratom|mit ?45|maeng da|tianeptine|zaza|tianaa|neptunes? fix";
/** Said as a habit: every night, for a month, trying to quit. */
const REGULAR_USE = String.raw`every ?(?:day|night|morning)|daily|nightly|most (?:days|nights|mornings)|each (?:day|night)|(?:\d+|a|one|two|three|few|couple|several|many) (?:\w+ )?(?:weeks?|months?|years?)|been (?:taking|using|on|doing|hitting)|(?:quit|quitting|stop|stopping|get off|getting off|come off|coming off|ween|wean)\b|withdraw\w*|hooked|addicted|dependent`;

export const READING_CONDITIONS: readonly ConditionRule[] = [
  {
    id: "high-bp-reading",
    label: "a high blood pressure reading",
    pattern: FROM_NUMBERS,
    // The reading's own category is said first by the chat (./said-numbers.ts): the caution is what to do with it.
    caution: `With a reading of 130/80 or higher, ${HOLD_STIMULANTS} Beet root and other nitrate "pump" products lower blood pressure, so ask before those too, and keep the recheck.`,
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [NITRATE],
    askFirst: [YOHIMBE, SYNEPHRINE],
    referral: "the provider who took the reading or sick call (on flight status, your flight surgeon)",
    reminder: "no stimulants until the reading has been rechecked",
    search: "stimulant pre-workout high blood pressure heart",
    about: /blood pressure|heart|stimulant|nitrate|beet/i,
    source: BP_CATEGORIES,
    sources: [HPRC_STIMULANTS, BEETROOT_BP],
  },
  {
    id: "high-resting-heart-rate",
    label: "a high resting heart rate",
    // Said without a number: "my heart rate is kinda high at rest", "RHR has been elevated".
    pattern:
      /\b(?:rhr|resting (?:heart rate|hr|pulse))(?:'?s| is| was| has| been| keeps| runs| sits| stays| being|\s)*(?:\w+ )?(?:high|elevated|up|through the roof)\b|\b(?:heart rate|hr|pulse)(?:'?s| is| was| has| been| keeps| runs| sits| stays|\s)*(?:\w+ ){0,2}(?:high|elevated|up|fast)(?: \w+){0,2} (?:at|while (?:at|i'?m (?:at|resting))) rest\b|\bhigh (?:resting heart rate|rhr|resting hr|resting pulse)\b|\btachycardi\w*/,
    caution: `Adults normally rest at 60 to 100 beats a minute, and a resting rate over 100 is called tachycardia: ${HOLD_STIMULANTS} Have it rechecked before you start any stimulant, and get care the same day with chest pain, dizziness, fainting or shortness of breath.`,
    excludes: [{ kind: "exclude", ingredient: "caffeine" }],
    avoid: [],
    askFirst: [YOHIMBE, SYNEPHRINE],
    referral: "your provider or sick call (on flight status, your flight surgeon)",
    reminder: "no stimulants until your heart rate has been rechecked",
    short: { unlessAsked: STIMULANT_WORDS, text: `A resting heart rate over 100 is above the normal adult range: ${HOLD_STIMULANTS}` },
    search: "stimulant pre-workout high blood pressure heart",
    about: /heart|stimulant/i,
    source: TACHYCARDIA_DEFINITION,
    sources: [HPRC_STIMULANTS],
  },
  {
    id: "nsaid",
    label: "ibuprofen, naproxen or another NSAID",
    pattern:
      /\bibuprofen\b|\bmotrin\b|\badvil\b|\baleve\b|\bnaproxen\b|\bnaprosyn\b|\bnsaids?\b|\bmeloxicam\b|\bmobic\b|\bdiclofenac\b|\bcelecoxib\b|\bcelebrex\b|\bketorolac\b|\btoradol\b|\bindomethacin\b|\bvitamin m\b|\branger candy\b/,
    caution:
      "NSAIDs can cause stomach bleeding on their own, and fish oil (omega-3) may add to bleeding risk when taken with them; turmeric (curcumin) is another supplement known to add to a blood thinner's effect. Ask before you add either. Black or bloody stool, vomiting blood, belly pain or feeling faint are signs of stomach bleeding: stop the NSAID and get care now. Taking it most days for pain is itself worth a visit to sick call.",
    excludes: [],
    avoid: [],
    askFirst: [
      { ingredient: "fish oil or omega-3", pattern: /fish oil|omega[- ]?3|\bepa\b|\bdha\b|krill/i },
      { ingredient: "turmeric", pattern: /turmeric|curcumin/i },
    ],
    urgent: {
      when: BLEEDING_SIGNS,
      text: "**On an NSAID (ibuprofen, Motrin, naproxen), black or bloody stool or vomiting blood can mean bleeding in the stomach or gut: get care now.** NSAIDs can cause it, and fish oil can add to it: stop the NSAID and any fish oil until you have been seen, and tell them what you took and how much.",
    },
    referral: "your provider, pharmacist or sick call",
    reminder: "fish oil and turmeric can add to an NSAID's bleeding risk",
    // Asked about something else (a protein, a pre): the bleeding caution in one line.
    short: {
      unlessAsked: /fish|omega|krill|\bepa\b|\bdha\b|turmeric|curcumin|ginkgo|vitamin e\b|bleed|stomach|stool|poop|joint|knee|pain|inflamm/,
      text: "NSAIDs can cause stomach bleeding, and fish oil or turmeric may add to it: ask before you add either, and black stool or vomiting blood means get care now.",
    },
    about: /bleed|nsaid|ibuprofen|naproxen|fish|omega/i,
    source: NSAID_BLEEDING_SIGNS,
    sources: [OMEGA3_NSAID_MAYO, TURMERIC_WARFARIN],
  },
  {
    id: "dependence",
    label: "regular use of phenibut, kratom or tianeptine",
    // The habit said in the same sentence as the substance: "my buddy takes it every day" after a question is read apart.
    pattern: new RegExp(String.raw`\b(?:${DEPENDENCE_SUBSTANCES})\b[^.?!]*\b(?:${REGULAR_USE})|\b(?:${REGULAR_USE})[^.?!]*\b(?:${DEPENDENCE_SUBSTANCES})\b`),
    caution:
      "Coming off it is the right goal, but after regular use don't stop abruptly on your own: kratom and tianeptine carry a risk of dependence, and phenibut withdrawal has brought delirium, hallucinations and seizures. Tell sick call or your provider what you take, how much and for how long, so they can plan how you come off it safely.",
    excludes: [],
    avoid: [],
    referOnly: true,
    referral: "sick call, your provider or behavioral health",
    reminder: "after regular use, come off it with medical help rather than stopping abruptly",
    about: /withdraw|dependen|phenibut|kratom|tianeptine/i,
    source: PHENIBUT_WITHDRAWAL,
    sources: [FDA_KRATOM, FDA_TIANEPTINE],
  },
];
