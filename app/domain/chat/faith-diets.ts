import type { Avoid } from "~/domain/safety/conditions";

/*
 * A religious or ethical diet said of the person ("I keep halal", "keep kosher", "I'm Muslim so
 * nothing haram"): our label data records no halal or kosher certification, so no pick can be
 * confirmed either way. Gelatin, named on a label, is left out, and the answer says what to look
 * for. A place or a product with the word in its name ("the halal cart", "kosher salt") states
 * nothing: only the person keeping the diet, or refusing what it forbids, does.
 */

const KEEPS =
  /\b(?:keep|keeps|keeping|eat|eats|eating|only eat|observe|follow|strict(?:ly)?|am|i'?m|im)\s+(?:strict(?:ly)?\s+|only\s+)?(?:halal|kosher)\b|\b(?:halal|kosher)\s+(?:only|diet|household|certified only)\b|\b(?:nothing|no)\s+(?:haram|treif|trayf|pork(?: gelatin)?)\b|\b(?:i'?m|im|i am)\s+(?:a\s+)?(?:practicing\s+|observant\s+)?(?:muslim|jewish)\b(?=[^.?!]*\b(?:so|and)\b[^.?!]*\b(?:no|nothing|halal|kosher|haram|pork|gelatin)\b)/;

export const GELATIN: Avoid = { ingredient: "gelatin", pattern: /\bgelatine?\b/i, namedOnly: true };

/** The person keeps halal or kosher; `own` holds only their own clauses (./whose.ts). */
export const keepsFaithDiet = (own: string): boolean => KEEPS.test(own);

/** Which diet, for the answer's words. */
const dietName = (text: string): string => (/\b(?:kosher|jewish|treif|trayf)\b/.test(text) ? "kosher" : /\b(?:halal|muslim|haram)\b/.test(text) ? "halal" : "halal or kosher");

/** The line said beside picks for someone keeping halal or kosher; null when no such diet was said. */
export function faithDietLine(own: string, avoid: readonly Avoid[]): string | null {
  if (!avoid.some((a) => a.ingredient === GELATIN.ingredient)) return null;
  const diet = dietName(own);
  return `For ${diet}: the label data we hold records no ${diet} certification for any product, so no pick below is confirmed ${diet}. Look for a recognised ${diet} certification mark on the label, and for a capsule, softgel or gummy ask the maker what its gelatin or shell is made from; picks that name gelatin in the data we hold are left out.`;
}
