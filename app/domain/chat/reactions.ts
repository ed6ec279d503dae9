import { conditionRule } from "~/domain/safety/conditions";
import type { Source } from "~/domain/source";
import type { SymptomId } from "./concepts";
import { CAFFEINE_OVERDOSE, CREATINE_OPSS, DIARRHOEA_CARE, MAGNESIUM_SIDE_EFFECTS, OMEGA3_SIDE_EFFECTS, SEROTONIN_SYNDROME } from "./sources";
import { episodeOver } from "./symptom-time";
import type { Understanding } from "./understand";

/*
 * What a reaction most likely comes from, read from what the person says they took: the gut
 * answer names the product they named (fish oil, creatine, magnesium, a caffeinated pre), a
 * stimulant taken past the label's amount is a caffeine overdose, and a reaction on a
 * serotonergic medicine also names serotonin syndrome. Each sentence restates its source.
 */

export const CARE_NOW = "call 911 or go to the nearest emergency room or aid station now";

const CAFFEINATED = /\bpre-?workouts?\b|\bpres?\b|\bcaffeine\b|\benergy drinks?\b|\bmonsters?\b|\bbangs?\b|\bcelsius\b|\bc4\b|\bfat ?burners?\b|\bburners?\b|\bstims?\b|\bcoffee\b/;

/** Cans or shots counted in one message ("4 celsius today", "five monsters"). */
const DRINKS_COUNTED =
  /\b(\d{1,2}|four|five|six|seven|eight)\s+(?:energy drinks?|cans?|celsius|monsters?|bangs?|red ?bulls?|reigns?|rip ?its?|ghosts?|5[- ]hour energy|espresso shots?|shots of espresso|coffees?|cups of coffee)\b/g;
const WORD_NUMBERS: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7, eight: 8 };

/**
 * More caffeine than a day allows, said in the message: an amount in milligrams over the 400 mg a
 * day healthy adults are advised to stay under ("800mg today"), or four or more caffeinated drinks.
 */
export function caffeineOverLimit(normalized: string): boolean {
  if (!CAFFEINATED.test(normalized) && !DRINKS_COUNTED.test(normalized)) return false;
  const amounts = [...normalized.matchAll(/\b(\d{3,4}) ?(?:mg|milligrams?)\b/g)].map((m) => Number(m[1]));
  const drinks = [...normalized.matchAll(DRINKS_COUNTED)].map((m) => WORD_NUMBERS[m[1]] ?? Number(m[1]));
  return amounts.some((mg) => mg > 400) || drinks.some((n) => n >= 4);
}

/** The symptoms to answer: a stated caffeine amount past the daily limit with a reaction reads as an overdose. */
export function withStatedOverdose(u: Understanding): SymptomId[] {
  if (!u.symptoms.length || u.symptoms.includes("stimulant-overdose") || !caffeineOverLimit(u.normalized)) return u.symptoms;
  return ["stimulant-overdose", ...u.symptoms];
}

/** Signs said with too much caffeine that cannot wait for a phone call. */
const CANNOT_WAIT = /\bchest\b|\bbreath\w*|\bconfus\w*|\bseizure|\bconvuls\w*|\bfaint\w*|\bpass(?:ed)? out\b|\bblack(?:ed)? out\b|\bcollaps\w*/;

/** Too much caffeine: Poison Control and what to have ready, or 911 first when an emergency sign is said. */
export function stimulantOverdoseText(normalized: string): string {
  if (CANNOT_WAIT.test(normalized))
    return `**Call 911 or go to the nearest emergency room or aid station now: chest pain, trouble breathing, confusion, a seizure or fainting after more caffeine than a serving (a double scoop, stacked pre-workouts and energy drinks) is not one to ride out or wait on.** Stop: take no more, and bring the tub or can so the clinicians see what you took, how much and when. Twitching or shaking, nausea or vomiting, a racing or irregular heartbeat and dizziness are signs of a caffeine overdose too. Don't make yourself throw up unless a clinician or Poison Control (1-800-222-1222) tells you to.`;
  return `**Take no more today, and call Poison Control now at 1-800-222-1222: more than a serving of a pre-workout, or stimulants stacked on each other, can be a caffeine overdose, and twitching or shaking, nausea or vomiting, a racing or irregular heartbeat, dizziness and not being able to sleep are among its signs.** The call is free and confidential, and they tell you what to do; have the tub or can in hand and say how much you took and when. With chest pain, trouble breathing, confusion or a seizure, or if you faint, ${CARE_NOW}. Don't make yourself throw up unless Poison Control or a clinician tells you to.`;
}

/** A heart sign after a stimulant product: what stimulants do to the heart, and when it is 911. */
export const HEART_AFTER_STIMULANT = `**Stop: take no more stimulants today, and get medical care now, even if it has settled.** A racing, pounding, fluttering or skipping heart or a tight chest after a pre-workout or energy drink is not something to ride out: stimulants such as caffeine can raise your heart rate, make it irregular and raise your blood pressure. With chest pain or pressure, trouble breathing, feeling faint, or a racing heart that does not settle, ${CARE_NOW}. Keep the tub or can so the clinician can see what you took.`;

/** The same signs after something that is no stimulant (melatonin, a vitamin): the care, without blaming a stimulant nobody took. */
export const HEART_AFTER_OTHER = `**Stop: take no more of what you took, and get medical care now, even if it has settled.** A racing, pounding, fluttering or skipping heart or a tight chest is not something to ride out, whatever came before it. With chest pain or pressure, trouble breathing, feeling faint, or a racing heart that does not settle, ${CARE_NOW}. Keep the bottle or label so the clinician can see what you took, how much and when.`;

export const HYPONATREMIA_TEXT = `**Stop drinking water and get checked by medical now: a headache, nausea or vomiting, or feeling confused after drinking a lot of water can be exertional hyponatremia, your blood sodium diluted by more plain water than you sweated out.** It is not dehydration, so more water makes it worse, and untreated it can kill. With confusion, vomiting, a seizure, or if someone can't stay awake, ${CARE_NOW}, and tell the medics how much was drunk. No supplement treats this. Once you're cleared, drink to the posted heat category: never more than 1.5 quarts an hour or 12 quarts a day.`;

interface GutCause {
  named: RegExp;
  text: string;
  sources: Source[];
}

/** The product named, and what our sources say it does to the gut. */
const GUT_CAUSES: readonly GutCause[] = [
  {
    named: /\bfish oil\b|\bomega\b|\bomega-?3s?\b|\bkrill\b/,
    text: "Fish oil is a known cause: its side effects are usually mild, such as an unpleasant taste, bad breath, heartburn, nausea or diarrhoea.",
    sources: [OMEGA3_SIDE_EFFECTS],
  },
  { named: /\bcreatine\b/, text: "With creatine, say whether you were loading: loading doses are several times the everyday 3 to 5 g.", sources: [CREATINE_OPSS] },
  {
    named: /\bmagnesium\b|\bmag\b/,
    text: "Magnesium is a common cause: high doses of magnesium from supplements often cause diarrhoea, which can come with nausea and stomach cramps.",
    sources: [MAGNESIUM_SIDE_EFFECTS],
  },
  {
    named: CAFFEINATED,
    text: "Nausea, vomiting and diarrhoea are among the signs of too much caffeine, so check how much caffeine one serving holds and add up everything else with caffeine you had that day.",
    sources: [CAFFEINE_OVERDOSE],
  },
];

/** When a stomach upset needs care: said again when the person asks past it. */
export const GUT_CARE_SIGNS = `Diarrhoea lasting more than two days, or feeling dizzy when you stand with dark or scant urine, needs sick call or your provider today; with blood in your stool or black stool, fainting, severe belly pain, or if you can't keep fluids down, ${CARE_NOW}.`;

/** When tingling is not beta-alanine: said again when the person asks past it. */
export const PARESTHESIA_CARE_SIGNS = `Numbness or weakness on one side of your body, a drooping face or slurred speech are stroke signs, and hives, a swelling lip, tongue or throat or trouble breathing are an allergic reaction: with any of them, ${CARE_NOW}.`;

/** Burps, heartburn or an aftertaste, with nothing that empties the gut: a nuisance, not a reason to rehydrate. */
const MILD_UPSET = /\bburp\w*|\bheartburn\b|\breflux\b|\baftertaste\b|\bfishy taste\b|\bbad breath\b|\brepeat\w* on me\b/;
const EMPTYING = /\bnause\w*|\bqueasy\b|\bwreck\w*|\bsick\b|\bdiarr\w*|\bdiarh\w*|\bthe runs\b|\bloose\b|\bvomit\w*|\bpuk\w*|\bthrew up\b|\bthrow\w* up\b|\bcramp\w*|\bwatery\b|\bsquirts\b|\bshits\b|\bhead\b/;

/** Stomach trouble after a supplement: stop it, the likely cause of what they named, and when it needs care. */
export function gutText(normalized: string): { text: string; sources: Source[] } {
  const cause = GUT_CAUSES.find((c) => c.named.test(normalized));
  if (MILD_UPSET.test(normalized) && !EMPTYING.test(normalized)) {
    const why = cause?.text ?? "Note which product it was and how much you take.";
    return {
      text: `**Stop the supplement if it bothers you, rather than pushing through.** ${why} A pharmacist can tell you whether another form would suit you, and stomach pain that doesn't go away needs sick call or your PCM. Vomiting blood, or black or bloody stool, is something else: ${CARE_NOW}.`,
      sources: [DIARRHOEA_CARE, ...(cause?.sources ?? [])],
    };
  }
  const why = cause?.text ?? "Note which product it was and how much you took, so whoever checks you can see it.";
  return {
    text: `**Stop the supplement for now: cramps, diarrhoea, nausea or vomiting that start with a supplement are a reason to stop it, not to push through or switch to another.** ${why} Sip water or an oral rehydration drink steadily to replace what you lose. Feeling dizzy or lightheaded when you stand, dark or scant urine, or diarrhoea lasting more than two days are signs of dehydration: see sick call or your provider today. With blood in your stool or black stool, fainting, severe belly pain, or if you can't keep fluids down, ${CARE_NOW}.`,
    sources: [DIARRHOEA_CARE, ...(cause?.sources ?? [])],
  };
}

/** Signs that, on a serotonergic medicine, can be serotonin syndrome. */
const SEROTONIN_SIGNS = /\bsweat\w*|\bshak\w*|\btremor\w*|\btwitch\w*|\bjerk\w*|\bagitat\w*|\brestless\w*|\bfever\w*|\bburning up\b|\bconfus\w*|\bshiver\w*|\bstiff\b|\brigid\b|\bheart\b[^.?]{0,30}\b(?:racing|race|pounding|wont slow|won't slow|fast)\b/;

/** A reaction said on an SSRI, an MAOI or another antidepressant: serotonin syndrome is named with its care-now instruction. */
/** A sign that cannot wait: the care-now line goes before any interaction paragraph. */
export const redFlagNow = (normalized: string) => CANNOT_WAIT.test(normalized) || BREATHING_NOW.test(normalized) || FAINT_EMERGENCY.test(normalized);

export function serotoninWarning(u: Understanding): { text: string; source: Source } | null {
  const id = u.conditions.find((c) => conditionRule(c).caution === conditionRule("ssri").caution);
  if (!id || !SEROTONIN_SIGNS.test(u.normalized)) return null;
  return {
    text: `**On ${conditionRule(id).label}, sweating, shaking or twitching muscles, agitation, a racing heart, a fever or confusion can also be serotonin syndrome, a drug reaction that can be life-threatening: ${CARE_NOW}, and tell them your medicine and everything you took.** Don't stop or change your prescription on your own; let the clinician decide.`,
    source: SEROTONIN_SYNDROME,
  };
}

/** Chest pain, pressure or tightness said now (not "no chest pain"). */
const CHEST_NOW = /\bchest\b[^.?,]{0,30}\b(?:pain\w*|hurt\w*|pressure|tight\w*|heavy|squeez\w*|crush\w*|ach\w*)\b|\b(?:pain|pressure|tightness) in (?:my|his|her|the) chest\b/;
const NO_CHEST = /\b(?:no|not|without|never)\b[^.?]{0,15}\bchest\b/;

/** Trouble breathing said now. */
const BREATHING_NOW = /\b(?:hard|trouble|cant|can'?t|struggling|difficult) (?:to )?(?:breath\w*|catch (?:my|his|her) breath)\b|\bshort(?:ness)? of breath\b|\bgasping\b/;

const CHEST_PAIN_TEXT = `**Stop, and call 911 now or get to the nearest emergency room or aid station: chest pain, pressure or tightness, or trouble breathing, after a pre-workout or energy drink is not something to ride out or sleep off.** Take no more stimulants, and keep the tub or can so the clinician can see what was taken: stimulants such as caffeine can raise heart rate, make it irregular and raise blood pressure.`;

const TINGLING_WITH_ALLERGY =
  "Tingling on its own would most likely be beta-alanine, which is not dangerous, but with a swelling lip, tongue or throat or trouble breathing it is part of the allergic reaction above: treat it as the emergency.";

/** Signs beside a faint that make it an emergency now. */
const FAINT_EMERGENCY =
  /\bconfus\w*|\b(?:not|isnt|isn'?t|stopped|stop) making (?:any )?sense\b|\btalking (?:nonsense|weird|funny)\b|\bincoherent\b|\bunresponsive\b|\bnot respond\w*|\bwon'?t wake\b|\bcant wake\b|\bcan'?t wake\b|\bseizure|\bconvuls\w*|\bchest (?:pain|hurts?|tight\w*)|\b(?:not|isnt|isn'?t) breathing\b/;

const FAINT_NOW_TEXT = `**Call 911 now, or get to the nearest emergency room or aid station: passing out that comes with confusion, chest pain, trouble breathing or a seizure, or someone who doesn't come round properly, is an emergency, not something to sleep off.** Fainting during or right after exertion can be the only early warning of a heart problem, and stimulants add to the strain by raising heart rate and blood pressure. Take no more of anything, and bring the tub or label so the clinicians see what was taken.`;

/** A heat illness that has passed: "feel ok now", "for tomorrow". */
const PASSED = /\b(?:feel|feeling|i'?m|im) (?:ok|okay|fine|better|good|alright) now\b|\bnow i(?:'?m| am| feel)? (?:ok|okay|fine|better)\b|\bfor tomorrow\b|\bnext (?:pt|time|ruck|run)\b|\byesterday\b/;

const HEAT_PASSED_TEXT = `**That was heat illness: a pounding headache, nausea, vomiting or dizziness while training in the heat are its signs, and vomiting is the one that calls for medical help.** Even if you feel fine now, see sick call or your medic before you train in the heat again, and take no pre-workout until they clear you: no supplement or electrolyte is a substitute for that check. If it comes back, get to shade, loosen your gear and cool down; confusion, fainting or hot, red, dry skin are signs of heat stroke, so ${CARE_NOW}.`;

/** The text for one symptom, fitted to what was said: the product named, a sign said now, an emergency already given. */
export function symptomText(id: SymptomId, text: string, normalized: string, emergency: boolean): string {
  if (id === "gi") return gutText(normalized).text;
  if (id === "stimulant-overdose") return stimulantOverdoseText(normalized);
  if (id === "cardiac" && ((CHEST_NOW.test(normalized) && !NO_CHEST.test(normalized)) || BREATHING_NOW.test(normalized))) return CHEST_PAIN_TEXT;
  // Passing out with confusion, chest pain or breathing trouble is the emergency itself, not a check before the next PT.
  if (id === "faint" && FAINT_EMERGENCY.test(normalized)) return FAINT_NOW_TEXT;
  // Jitters with confusion, chest pain or fainting: the 911 line for too much caffeine.
  if (id === "overload" && CANNOT_WAIT.test(normalized)) return stimulantOverdoseText(normalized);
  if (id === "paresthesia" && emergency) return TINGLING_WITH_ALLERGY;
  if (id === "heat" && (PASSED.test(normalized) || episodeOver(normalized))) return HEAT_PASSED_TEXT;
  return text;
}

/** Already with medical: at the aid station, in the ER, with the medics. */
const UNDER_CARE =
  /\b(?:is|are|am|im|i'm|hes|he's|shes|she's|theyre|they're|we're|were|took (?:him|her|them|me)|got (?:him|her|them|me)|been taken)\b[^.?]{0,15}\b(?:at|in|to) (?:the )?(?:aid station|er|emergency room|hospital|urgent care|tmc|bas)\b|\bwith (?:the )?(?:medics?|corpsman|doc)\b|\b(?:medics?|corpsman) (?:has|have|got|took|is with|are with)\b|\b(?:being|getting) (?:seen|treated|checked out)\b/;

/** A reaction already in medical hands: what to take next is their call, and what to tell them. */
export function underCareAnswer(normalized: string): string[] | null {
  if (!UNDER_CARE.test(normalized)) return null;
  const them = SOMEONE_ELSE.test(normalized) || /\b(?:he|she|they|him|her)\b/.test(normalized);
  return [
    `**Good that ${them ? "your buddy is" : "you're"} with medical now: what to take afterwards, and when to train again, is the clinicians' call, and no supplement or electrolyte treats this.**`,
    `Tell them everything ${them ? "your buddy" : "you"} took before it happened (pre-workout, energy drinks, fat burner, any supplement) and bring the labels, then follow the return-to-training plan they give. I won't suggest a product until ${them ? "your buddy has" : "you've"} been cleared.`,
  ];
}

/** A reaction in someone else: a battle buddy, a squadmate, a friend. */
const SOMEONE_ELSE =
  /^\W*(?:(?:so|ok|yo|hey|help),? )?(?:roommate|roomie|buddy|battle|bro|wife|husband|hubby|gf|bf|girlfriend|boyfriend)\b|\bmy (?:battle(?: buddy)?|buddy|bud|boy|homie|roommate|roomie|squad ?mate|team ?mate|friend|guy|joe|soldier|marine|sailor|airman|troop|wingman|shipmate|partner|bro|sergeant|sgt|lt|el ?tee|wife|husband|gf|girlfriend|bf|boyfriend|brother|sister|son|daughter|dad|mom)(?:'?s)?\b|\b(?:dude|guy|kid|someone|one of (?:my|the) guys|a guy|a buddy) (?:in|on|from) (?:my|our|the)\b/;

/** The person tells of their own body ("my buddy said i was talking weird", "took a pre my roommate had"): a buddy named is a witness or an owner, not the patient. */
const OWN_STATE = /\bi(?:'?m| am| was| feel| felt| got| have| had| took| passed| fainted| stopped| quit| started| cant| can'?t| couldn'?t)\b|\bim\b|\bmy (?:head|heart|chest|stomach|gut|arms?|legs?|hands?|face|eyes|vision|skin|pee|urine)\b|^\W*(?:took|had|drank|popped|tried|used)\b/;
const THIRD_PERSON = /\b(?:he|she|they|his|her|him|them|hes|shes|theyre)\b/;

/** The symptoms are someone else's: the answer speaks about them. */
export const someoneElse = (normalized: string, before = "") =>
  (SOMEONE_ELSE.test(normalized) && !(OWN_STATE.test(normalized) && !THIRD_PERSON.test(normalized))) || (/\b(?:he|she|his|her|him)\b/.test(normalized) && SOMEONE_ELSE.test(before));

/** The closing lines, to the one it is happening to or about them: a reaction going on now (./licence.ts). */
export const NO_PRODUCT_WHILE = {
  you: "I won't suggest a product while this is going on. Once you've been checked, I can help you find a certified option that avoids what caused it.",
  them: "Stay with them until medical takes over, and hand over what they took. I won't suggest a product while this is going on; once they've been checked, I can help find a certified option that avoids what caused it.",
};

/** The closing line: no product while this goes on, said to whoever it is happening to. */
export function noProductWhile(normalized: string, before = ""): string {
  return someoneElse(normalized, before) ? NO_PRODUCT_WHILE.them : NO_PRODUCT_WHILE.you;
}

