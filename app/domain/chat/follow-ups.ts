import { LIMITS } from "~/domain/safety/limits-table";
import { CERTIFICATION_WHY } from "~/domain/safety/condition-sources";
import { Draft, type EngineAnswer, finish } from "./draft";
import { DAY_SLEEP_ROOM } from "./duty-answers";
import { energyDrinkAnswer, energyDrinkNote } from "./energy-drink-questions";
import { stimulantContextAnswer } from "./stimulant-context";
import { BASIC, BASIC_IN_THE_PAST, tiredCause } from "./follow-up-reads";
import { leavesForBasic } from "./ask-frame";
import { namedDrinkNote } from "./named-drink";
import { tasteNote } from "./taste";
import { foodTestNote, turnAnswer } from "./turn-answers";
import { worthAskingAnswer, worthAskingLead } from "./worth-asking";
import type { Understanding } from "./understand";
import {
  ACG_LOW_FODMAP,
  ARMY_SHIFT_SLEEP,
  CREATINE_OPSS,
  DOD_LIST_SOURCE,
  ENERGY_DRINKS_TEETH,
  FATIGUE_SELF_CARE,
  FLU_AT_HOME,
  FLU_WARNING_SIGNS,
  GUIDE_CREATINE,
  GUIDE_HYDRATION,
  GUIDE_PROTEIN,
  GUIDE_SLEEP,
  IBS_DIET_REVIEW,
  ISSN_PROTEIN,
  METOPROLOL_SIDE_EFFECTS,
  NIOSH_DARK,
  NIOSH_QUIET,
  SPORTS_DRINKS_TEETH,
  TRAINEE_MAIL,
} from "./sources";

/*
 * What a person says after (or beside) the first question, answered for that situation rather
 * than asked about again: the cause of their tiredness (nights, rotating shifts, being sick, a
 * newborn), a relative in basic training, a dentist's warning about sugar, a gut condition, a
 * drug sold for size, and energy for someone on a medicine (a heart or blood-pressure one above all). Each reads
 * the normalized message (a short reply is read joined to the request it answers) and carries
 * its sources.
 */

/** An illness that is over ("had covid last month", "since the flu"). */
const PAST_ILLNESS = /\b(?:got over|getting over|recovered from|since) (?:covid|the flu|flu|a cold|a virus|a bug|strep|pneumonia|mono)\b|\b(?:a few|two|2|three|3|several) (?:weeks?|months?) ago\b|\b(?:a|one) month ago\b|\blast month\b/;

const LASTS = "Tiredness that lasts two weeks or more, or gets in the way of your duties even when you are sleeping, is one for sick call or your provider, not a supplement.";

/** The answer for the person's situation, when it is one of these: a relative in basic training, or tiredness with its cause. */
export function situationAnswer(u: Understanding): EngineAnswer | null {
  return basicTrainingAnswer(u) ?? tiredCauseAnswer(u) ?? turnAnswer(u) ?? worthAskingAnswer(u);
}

/** Tired, and the reason said: the answer for that reason, with no product. */
export function tiredCauseAnswer(u: Understanding): EngineAnswer | null {
  const cause = tiredCause(u.normalized);
  if (!cause) return null;
  const d = new Draft();
  if (cause === "nights") {
    d.caution(`On nights the tiredness mostly comes from the day sleep, so fix that first. ${DAY_SLEEP_ROOM}`, NIOSH_DARK, NIOSH_QUIET, ARMY_SHIFT_SLEEP);
    if (/\b(?:rotating|swing|shifts? change|flip\w*)\b/.test(u.normalized)) {
      d.caution("When the shifts rotate, protect one dark, quiet sleep period after each block, split daytime sleep when you must, and plan around the early-morning low in alertness.", ARMY_SHIFT_SLEEP);
    }
    d.caution(
      `For alertness on shift, caffeine works if it is timed: up to ${LIMITS.caffeinePerDose.amount} mg at a time early in the shift, no more than ${LIMITS.caffeinePerDay.amount} mg across it, and none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before your day sleep.`,
      LIMITS.caffeinePerDose.source,
      LIMITS.caffeinePerDay.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  } else if (cause === "sick" && PAST_ILLNESS.test(u.normalized)) {
    // Over it, but still dragging: the lasting tiredness is the question, not how to rest through a fever.
    d.caution(
      "Still gassed weeks after being sick is one for sick call before you push harder, not a pre-workout or an energy product: tiredness that lasts two weeks or more, or gets in the way of your training, is worth a professional's look. Tell them when you were sick and what your runs feel like now, and ease back in until they've seen you.",
      FATIGUE_SELF_CARE,
    );
    d.caution("Get care now for pain or pressure in the chest, trouble breathing or sudden dizziness.", FLU_WARNING_SIGNS);
    return finish(d, { intent: "knowledge", category: null, brief: "Give the advice as written; suggest no product." });
  } else if (cause === "sick") {
    d.caution(
      "While you're sick, the tiredness is the illness: rest and clear fluids (water, broth or a sports drink) are what help, not a pre-workout or an energy product to push through. CDC advises staying home until 24 hours after the fever is gone without fever medicine; ask sick call before you go back to PT.",
      FLU_AT_HOME,
    );
    d.caution(
      "Get care now for trouble breathing, pain or pressure in the chest, sudden dizziness, confusion, or vomiting that won't stop; go to sick call if you're getting worse or not improving, and if the tiredness hangs on after the illness.",
      FLU_WARNING_SIGNS,
      FATIGUE_SELF_CARE,
    );
  } else {
    d.caution(
      `That's a sleep debt, and no supplement repays it: take the sleep you can get in a dark, quiet room with the phone away, and nap when you get the chance. If you use caffeine, keep to ${LIMITS.caffeinePerDose.amount} mg at a time and ${LIMITS.caffeinePerDay.amount} mg a day, with none in the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep, so it doesn't cost you the sleep you do get.`,
      NIOSH_DARK,
      NIOSH_QUIET,
      LIMITS.caffeinePerDay.source,
      LIMITS.caffeineStopBeforeSleep.source,
    );
  }
  d.caution(LASTS, FATIGUE_SELF_CARE);
  return finish(d, { intent: "knowledge", category: null, brief: "Give the advice for the cause of their tiredness as written; suggest no product." });
}

/** Asking for someone in basic training: the unit sets what they may have; what is worth sending; no product. */
export function basicTrainingAnswer(u: Understanding): EngineAnswer | null {
  // A problem of their own told at basic ("got a stress fracture at basic") is theirs to get seen, not a trainee's mail.
  // Leaving for basic ("ship to basic in 3 weeks") is no mail: ./ask-frame.ts asks what they want help with before it.
  if (!BASIC.test(u.normalized) || BASIC_IN_THE_PAST.test(u.normalized) || leavesForBasic(u.normalized) || (u.problems ?? []).some((p) => p.here && !p.whose)) return null;
  const d = new Draft();
  d.caution(
    "What a trainee may have, supplements and food included, is set by their training unit and drill sergeants, not by us, and most units allow far less than you'd expect: packages are opened, food and extras are commonly not allowed, and a trainee can be punished for what arrives. Before you mail anything, check the rules for that unit and training site (the first letter home or the unit's family page gives the address and what may be sent).",
    TRAINEE_MAIL,
  );
  d.caution(
    "What's worth sending: letters, cards and photos, which trainees value most, and small allowed items such as cough drops. Supplements can wait until the unit allows them.",
    TRAINEE_MAIL,
  );
  d.caution(
    "When they can use supplements, make it one with the NSF Certified for Sport or Informed Sport seal, checked against the DoD Prohibited Dietary Supplement Ingredients list: certification lowers the risk of a contaminated product but does not remove it. Ask me then and I'll pick certified options.",
    CERTIFICATION_WHY,
    DOD_LIST_SOURCE,
  );
  return finish(d, { intent: "knowledge", category: null, brief: "Say the unit sets what a trainee may have and what is worth sending, as written; suggest no product." });
}

const DENTAL = /\b(?:dentist|dental|teeth|tooth|cavit(?:y|ies)|enamel)\b/;
const GUT = /\b(?:ibs(?:-[dc])?|irritable bowel|crohn'?s|colitis|ibd|gastroparesis|diverticul\w*|sensitive (?:gut|stomach))\b/;
/** A drug sold for size: SARMs, steroids, "gear". */
const ANABOLIC = /\b(?:sarms?|rad ?-?140|ostarine|testolone|cardarine|lgd|mk-?677|steroids?|roids|legal gear|on gear|gear cycle|tren\w*|anabolics?|dbol|anavar|winstrol|deca|test (?:cycle|e|c))\b/;
/** A steroid prescribed for something else (an inhaler, a shot, prednisone): not a drug sold for size. */
const MEDICAL_STEROID = /\b(?:inhalers?|prednisone|nasal|creams?|cortisone|epidural|steroid (?:shot|injection|pack))\b/;
const ENERGY = /\b(?:energy|tired|exhausted|fatigue|worn out|wiped|run ?down|drained|sluggish)\b/;

/**
 * The notes a request needs beside its picks or its warning: the teeth part of a dentist's
 * warning, a gut condition's caution and referral, what builds size after the no to a drug sold
 * for it, and energy without a stimulant beside a medicine.
 */
export function followUpNotes(u: Understanding, d: Draft): void {
  namedDrinkNote(u, d);
  tasteNote(u, d);
  const text = u.normalized;
  worthAskingLead(u, d);
  const drinks = /\b(?:sports? drinks?|gatorade|powerade|energy drinks?|electrolytes?|hydration|soda|monsters?|red ?bulls?)\b/.test(text);
  if (DENTAL.test(text) && drinks) {
    d.caution(
      "Your dentist has a point: sports and energy drinks carry sugar and acid, and both wear on teeth, worst when the drink stays on them for a long time. Drink water for most of the day (water covers training under an hour) and keep a sports drink for long or hot efforts; drink it rather than swishing or sipping it, then rinse your mouth with water, and sugarless gum afterwards helps saliva do its work. Sugar-free takes the sugar out, but an acidic drink still wears on enamel, so rinse after those too.",
      SPORTS_DRINKS_TEETH,
      ENERGY_DRINKS_TEETH,
      GUIDE_HYDRATION,
    );
  } else if (DENTAL.test(text) && /\bsugar\w*|\bsweet\w*/.test(text)) {
    d.caution(
      "Your dentist has a point: the bacteria in your mouth feed on sugar and make the acid that dissolves enamel, so less sugar, less often, helps. Pick unsweetened or sugar-free versions, drink water rather than sweet drinks between meals, and rinse with water or chew sugarless gum after anything sweet.",
      SPORTS_DRINKS_TEETH,
    );
  }
  if (GUT.test(text)) {
    d.caution(
      "**With IBS or another gut condition:** food sets off symptoms for some people with IBS, and poorly absorbed carbohydrates are a known culprit, including sorbitol and the other sugar alcohols used to sweeten many sugar-free mixes and bars; the American College of Gastroenterology suggests a low-FODMAP diet, which limits them. Try one new product at a time at a small serving, and check supplements with your gastroenterologist or a registered dietitian first, especially with Crohn's or colitis.",
      IBS_DIET_REVIEW,
      ACG_LOW_FODMAP,
    );
  }
  // "Creatine is basically a steroid" is a myth about creatine its answer corrects, not a wish for size.
  if (ANABOLIC.test(text) && !MEDICAL_STEROID.test(text) && !(u.myths.length && !u.substances.length && /\bcreatine\b/.test(text))) {
    d.caution(
      "What does build size and strength is what those products claim to shortcut: progressive strength training, protein of 1.4 to 2.0 g per kg of body weight a day spread as 20 to 25 g a meal, and 7 to 8 hours of sleep. The one supplement with strong evidence is creatine monohydrate, 3 to 5 g a day: it is not on the DoD list, and a single-ingredient one with the NSF Certified for Sport or Informed Sport seal is the safe buy.",
      ISSN_PROTEIN,
      GUIDE_PROTEIN,
      GUIDE_CREATINE,
      CREATINE_OPSS,
    );
  }
  // A medicine or condition of their own care team (pregnancy and nursing answer tiredness themselves).
  const onMedicine = u.conditions.some((id) => id !== "pregnancy" && id !== "breastfeeding");
  if (onMedicine && ENERGY.test(text)) {
    const beta = /\b(?:metoprolol|lopressor|toprol)\b/.test(text);
    d.caution(
      `For energy without a stimulant, the basics carry no interaction: enough sleep on a regular schedule, balanced meals, plenty of fluids such as water, and regular activity as the provider allows.${beta ? " Feeling tired is a common side effect of metoprolol, and side effects often ease as the body gets used to it," : " Tiredness can come from a medicine or the condition behind it,"} so tell the prescriber about it rather than adding a stimulant; never stop or change the medicine to make room for a supplement. See a professional for tiredness that lasts two weeks or more, or comes after a new medicine, and right away with chest pain, shortness of breath, a racing or irregular heartbeat, or fainting.`,
      FATIGUE_SELF_CARE,
      ...(beta ? [METOPROLOL_SIDE_EFFECTS] : []),
      GUIDE_SLEEP,
    );
  }
}

/** The follow-up notes drafted into `d`, then the answer for the person's situation when nothing on the list or a condition stands in its way. */
export function followUpsFirst(u: Understanding, d: Draft, free: boolean): EngineAnswer | null {
  followUpNotes(u, d);
  // Beside a warning or a condition, a food asked about before a drug test still gets its answer ("poppy seeds, and the CBD lotion?").
  if (!free) foodTestNote(u, d);
  // And a named can asked about beside a condition ("pregnant, how many red bulls"): no figure of ours, the label's, and the person's day.
  if (!free) energyDrinkNote(u, d);
  // A named energy drink's caffeine, or caffeine asked about in a risky situation: answered before any product.
  return free ? (situationAnswer(u) ?? energyDrinkAnswer(u) ?? stimulantContextAnswer(u, d)) : null;
}
