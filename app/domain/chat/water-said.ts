/*
 * What a message says about water drunk and urine passed, read without the rest of the chat
 * engine (./understand.ts records it; ./heat-water.ts answers it).
 */

/** A lot of water drunk: "drank like 6 canteens", "drinking a ton of water", "chugged a gallon". */
const OVERDRANK =
  /\b(?:drank|drinking|drink|drunk|chugg?\w*|downed|pounded|slammed|sucked down)\b[^.?!]{0,30}\b(?:a ton|tons|a lot|so much|gallons?|nonstop|all day|way too much|like \d+|\d+ (?:canteens?|quarts?|liters?|litres?|bottles?|camelbaks?))\b|\b(?:[3-9]|1\d|three|four|five|six|seven|eight|nine|ten) (?:canteens?|quarts?|liters?|litres?|camelbaks?|gallons?)\b|\bover ?hydrat\w*|\btrying to catch up\b/;
/** Little or no urine: a sign to be checked after a hot day. */
export const LITTLE_URINE = /\b(?:barely|hardly|haven'?t|havent|not|no|little|can'?t|cant)\b[^.?!]{0,20}\b(?:peed|pee\w*|piss\w*|urin\w*)\b/;

/** Whether the person says they drank a lot, here or earlier in the conversation. */
export function overdrankIn(texts: readonly string[]): boolean {
  return texts.some((t) => OVERDRANK.test(t.toLowerCase()));
}

