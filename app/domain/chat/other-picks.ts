/*
 * A follow-up that turns down the last picks ("nah, something different, not those", "other
 * ones?", "different brands") asks for more options: picks the last answer did not give, or a
 * plain word that none is left. A bare "need something else" names nothing it wants and is asked
 * back (./no-repeat.ts).
 */

/** "Not those", "something different", "other ones", "different brand": the last picks turned down. */
const TURNS_DOWN =
  /\bnot (?:those|these|them|that one|any of (?:those|these|them))\b|\b(?:something|anything|some|any)(?: \w+)? different\b|\b(?:other|different) (?:ones?|brands?|kinds?|picks?|stuff)\b/;

/** Whether the message turns down the last picks and so asks for others. */
export const turnsDownLastPicks = (normalized: string): boolean => TURNS_DOWN.test(normalized);
