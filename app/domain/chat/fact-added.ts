/*
 * A turn that only adds a fact to the request before it: who the person is ("i'm a 130 lb
 * female", "45 yo btw") or whom the request is for ("it's for my wife", "what about my son").
 * Such a turn carries the earlier request with the new fact, instead of reading as a new,
 * subject-less message.
 */

import { BODY_WEIGHT } from "./topic";


const ABOUT_ME =
  /\b(?:i'?m|im|i am|i'?m like|i weigh)\s+(?:a |an |about |around |like )?(?:\d{2}\s*(?:yo|y\/o|years? old|yrs? old|f|m)?\s*,?\s*)?(?:\d{2,3}\s*(?:lbs?|pounds?|kg)\s*)?(?:female|male|woman|man|girl|guy|dude|chick|lady|gal|mom|dad|\d{2}\s*(?:yo|y\/o|years? old|yrs? old)|\d{2,3}\s*(?:lbs?|pounds?|kg))\b/;
const AGE_OR_SEX = /^\W*(?:(?:oh|also|btw|fyi|and|but|ok|so)\W+)*(?:\d{2}\s*(?:yo|y\/o|years? old|f|m)|female|male|woman|man)\b/;
const FOR_SOMEONE =
  /^\W*(?:(?:oh|also|btw|fyi|and|but|ok|so|sorry|actually|wait)\W+)*(?:(?:it'?s|its|this is|that'?s|thats|this'?d be|it would be|what about|how about|and|same)\s+)?(?:for|4)\s+(?:my|the)\s+(?:wife|husband|spouse|gf|girlfriend|bf|boyfriend|partner|son|daughter|kid|teen|mom|mother|dad|father|sister|brother|buddy|friend|roommate|battle)\b/;

/** The message adds a fact about the person or whom the request is for, and asks nothing new. */
export function addsAFact(normalized: string): boolean {
  return ABOUT_ME.test(normalized) || AGE_OR_SEX.test(normalized) || FOR_SOMEONE.test(normalized) || BODY_WEIGHT.test(normalized) && normalized.split(/\s+/).length <= 8;
}
