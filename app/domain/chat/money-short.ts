/*
 * Money said as a situation rather than a price: pay not yet come ("first paycheck isn't til the
 * 1st"), nothing left ("i have like nothing", "every dollar counts"), bills that take the pay
 * ("child support eats half my check", "rent and a kid on PFC pay"). Each asks for the cheapest
 * per serving first, the way "cheap" does. A rank alone says nothing of money; a junior rank
 * beside a bill or a dependant does.
 */

/** Pay that has not come, money gone, or every dollar counted. */
const SHORT =
  /\b(?:pay ?check|pay|paid|money|direct deposit|les)\b[^.;!?]{0,20}\b(?:isn'?t|is not|not|doesn'?t|won'?t)\b[^.;!?]{0,15}\b(?:til|till|until)\b|\buntil (?:i get paid|pay ?day|the (?:1st|15th|first|fifteenth))\b|\b(?:have|got|left with) (?:like |literally |basically )?(?:nothing|no money|zero dollars|\$0|0 dollars)(?: left)?\b(?! (?:against|to|else|wrong|in common|on))|\bevery (?:dollar|penny|cent|buck) (?:counts|matters)\b|\bcounting (?:every )?(?:pennies|dollars|cents)\b|\b(?:rent|bills|child support|alimony|car payment|car note|daycare)\b[^.;!?]{0,30}\b(?:eats?|eating|takes?|taking|kills?|killing|is most of|are most of|half of|most of|wipes? out)\b|\bliving (?:paycheck to paycheck|check to check)\b|\b(?:money|funds|cash) (?:is |are )?(?:short|thin|low|gone)\b/;
/** A junior rank, said of the person. */
const JUNIOR = /\b(?:pvt|pv2|private|pfc|spc|e-?[1-4]|airman|seaman|lcpl|lance corporal)\b/;
/** Bills or dependants beside the rank. */
const OBLIGATIONS = /\b(?:kids?|baby|rent|bills|child support|car payment|car note|daycare|mortgage)\b/;

/** The message says money is short without a price word. */
export function moneyShort(normalized: string): boolean {
  return SHORT.test(normalized) || (JUNIOR.test(normalized) && OBLIGATIONS.test(normalized));
}
