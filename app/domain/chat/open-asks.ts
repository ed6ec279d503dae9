/*
 * Open requests that say something about the person but not what they want: an age, a unit
 * told to take "something", a family member buying for a soldier, "best one?", "help with
 * energy". Each gets one short question that answers to what was said and offers concrete
 * choices, never the generic menu.
 */

/** "for a 19 yo", "a 22 year old", "im 18": an age with no goal. */
/** "19 yrs in" is time in service, not an age. */
const AGE_ONLY = /\b(?:1[7-9]|[2-5]\d)\s*(?:yo|y\/o|yrs? old|yrs?(?! (?:in|of service|tis|tig)\b)|years? old|year-old)\b|\bi'?m (?:1[7-9]|[2-5]\d)\b/;
/** The age said, for the question. */
const AGE = /\b(1[7-9]|[2-5]\d)\b/;

/** A leader or the chain telling a whole group to take something. */
const WHOLE_GROUP =
  /\b(?:us all|all of us|everyone|everybody|the whole (?:platoon|squad|team|company|unit|section|shop)|(?:our|the|my) (?:platoon|squad|team|company|unit|section|shop)|my (?:guys|soldiers|troops|sailors|marines|airmen|joes))\b/;
const LEADER = /\b(sgm|csm|1sg|first sergeant|psg|platoon sergeant|sgt|sergeant|nco|squad leader|team leader|lt|co|commander|chief|gunny|top)\b/;
const I_LEAD = /\bi'?m (?:a |the )?(?:squad leader|team leader|platoon sergeant|psg|nco|section chief|lt|platoon leader)\b/;

/** A family or support group buying for service members. */
const FAMILY_BUYING = /\bfrg\b|\bfamily readiness\b|\bspouses?\b[^.?]{0,60}\b(?:soldiers?|sailors?|marines?|airmen|service members?|troops)\b/;

/**
 * Buying for one service member ("what should i send my husband, hes deployed") with nothing named
 * to buy. "Buy them there" is the products bought somewhere, not a person.
 */
const FOR_THEM = /\b(?:for|to|send|get|buy) (?:my |our )?(?:husband|hubby|wife|spouse|son|daughter|boyfriend|girlfriend|bf|gf|fianc[eé]e?|brother|sister|dad|mom|soldier|sailor|marine|airman)\b|\b(?:send|get|buy|order) (?:him|her|them)\b(?! (?:there|here|at|on|in|over|overseas|online|locally|abroad)\b)/;
const WHAT_TO_BUY = /\bwhat (?:should|can|do|could) (?:i|we) (?:send|get|buy|order|pack|put)\b|\bcare package\b/;
const SOMETHING_NAMED = /\b(?:protein|whey|pre-?workouts?|preworkouts?|vitamins?|multivitamins?|electrolytes?|hydration|omega|fish oil|sleep|melatonin|creatine|caffeine|energy)\b/;
const FOR_THEM_QUESTION =
  "What do they need most where they are: hydration in the heat, protein for recovery, vitamins to cover field food, or sleep? Ask them first whether they get drug-tested and whether they take any medicine, and buy only products with an NSF Certified for Sport or Informed Sport seal you can find on the certifier's listing.";

/** "best one?", "what's the best", "top pick?" with nothing named. */
const BEST_WITHOUT_SUBJECT = /^\W*(?:so |ok |and )?(?:(?:what(?:'?s| is) )?the )?(?:best|top)(?: one| pick| thing| option| product)?\W*$|^\W*(?:whats|what'?s|what is) (?:the )?best(?: one)?\W*$/;

/** Energy asked for with nothing about when, what for, or why: could be sleep, timing or a health problem. */
const ENERGY_ONLY =
  /^\W*(?:(?:i |i really )?(?:need|want) (?:more |some )?energy|(?:help|helps?) (?:with|for) (?:my )?energy|(?:more |low )?energy\W*(?:help|pls|please)?|(?:i'?m |im )?(?:always|constantly|so|super) (?:tired|exhausted|drained|wiped)(?: all the time)?,? (?:any (?:help|ideas|tips)|help|what (?:should|can) i (?:take|do))|no energy(?: lately)?,? (?:any (?:help|ideas)|help|what (?:should|can) i (?:take|do)))\W*$/;

export const ENERGY_QUESTION =
  "Happy to help with energy, but it depends on what's behind it. Is it short or broken sleep, a lift you need at a set time (early PT, a long shift, a ruck), or a tiredness that has lasted for weeks even when you sleep? That last one is for sick call or your provider first, not a supplement.";

function ageQuestion(normalized: string): string {
  const age = AGE.exec(normalized)?.[1];
  return `At ${age ?? "your age"} what I'd suggest depends on what it's for, not on the age. What do you want help with: energy for PT, recovery and muscle, sleep, hydration, or filling gaps in your diet? Tell me too if you're drug-tested or take any medicine.`;
}

function groupQuestion(normalized: string): string {
  const leader = LEADER.exec(normalized)?.[1];
  const who = leader ? (/^(?:sgm|csm|1sg|psg|sgt|nco|lt|co)$/.test(leader) ? leader.toUpperCase() : leader) : null;
  const lead = I_LEAD.test(normalized)
    ? "For a whole team there's no one supplement everyone needs, and each person should check anything new against their own medicines and duty."
    : `There's no one supplement a whole unit needs${who ? `, so it's worth knowing what your ${who} is after` : ""}.`;
  return `${lead} Is the goal hydration for training in the heat, recovery from PT, protein, or energy? If a product was named, send me the name and I'll check it against the DoD list and our certified picks.`;
}

const FAMILY_QUESTION =
  "There's no one product every soldier needs, so a care package works best when it fits the person. What do the soldiers need most: hydration in the heat, protein for recovery, vitamins to cover field food, or sleep? Tell spouses to buy only third-party-certified products (NSF Certified for Sport or Informed Sport) and to ask their soldier first about drug testing and any medicine they take.";

const BEST_QUESTION =
  "Best in which line: pre-workout, protein, vitamins, electrolytes, omega-3s or sleep? Name it, or the product you're looking at, and tell me what matters most (price, caffeine, ingredients) and I'll rank the certified ones.";

/**
 * The one question an open request raises, or null. Tested on the normalized message; `clear`
 * (a subject named) leaves only the whole-message forms, since "im 25, need creatine" is clear.
 */
export function openAskQuestion(normalized: string, clear: boolean): string | null {
  if (ENERGY_ONLY.test(normalized)) return ENERGY_QUESTION;
  if (BEST_WITHOUT_SUBJECT.test(normalized)) return BEST_QUESTION;
  // A duty of theirs ("he's deployed") makes the message read as clear, but nothing to buy was named.
  if (FOR_THEM.test(normalized) && WHAT_TO_BUY.test(normalized) && !SOMETHING_NAMED.test(normalized) && !FAMILY_BUYING.test(normalized)) return FOR_THEM_QUESTION;
  if (clear) return null;
  if (FAMILY_BUYING.test(normalized)) return FAMILY_QUESTION;
  if (WHOLE_GROUP.test(normalized) && (LEADER.test(normalized) || I_LEAD.test(normalized))) return groupQuestion(normalized);
  if (AGE_ONLY.test(normalized)) return ageQuestion(normalized);
  return null;
}
