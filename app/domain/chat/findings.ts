import { normalizeMessage } from "./vocabulary";

/*
 * A lab or test result told of the person ("my vitamin D came back low", "ferritin is 12", "doc
 * said I'm iron deficient", "PHA labs showed my B12 on the low side") is a finding about their
 * body, not a product they take: it sets aside nothing as "already taken", and the answer opens
 * on it (./finding-first.ts) (docs/decisions/0131-each-event-read-at-its-moment.md). A clause is a finding when it names a
 * nutrient measured in the blood together with the words of a result: a report ("came back",
 * "labs", "bloodwork", "showed"), a level or a number, or a verdict ("low", "deficient").
 */

export type Nutrient = "vitamin-d" | "iron" | "b12";
export type Direction = "low" | "high" | "unsaid";

export interface Finding {
  nutrient: Nutrient;
  direction: Direction;
}

const NUTRIENTS: ReadonlyArray<readonly [Nutrient, RegExp]> = [
  ["vitamin-d", /\bvit(?:amin)?[ -]?d3?\b|\bd3\b|\bd levels?\b/],
  ["iron", /\biron\b|\bferritin\b|\bhemoglobin\b|\bhgb\b|\bana?emi[ac]\b/],
  ["b12", /\bb[ -]?12\b/],
];

/** The words of a test reported: "came back", "labs", "bloodwork", "showed", a level, a deficiency named. */
const REPORT = /\bcame back\b|\bcoming back\b|\bresults?\b|\blevels?\b|\blabs?\b|\blab ?work\b|\bblood ?work\b|\bblood (?:test|draw|panel)\b|\bpanel\b|\bshowed\b|\bshows\b|\bdeficien\w*|\binsufficien\w*|\bana?emi[ac]\b/;
/** Where a result is told, which makes one only with a verdict: "low at my PHA", "doc said it's high". */
const CONTEXT = /\bpha\b|\bphysical\b|\bcheck ?up\b|\b(?:doc|doctor|pa|provider|pcm|nurse|medic)\s+(?:said|says|told)\b/;
/** A number read off a test, after the nutrient ("ferritin is 12", "vitamin d at 18"), not a dose ("5000 iu", "65 mg"). */
const NUMBER_READ = /\b(?:d|d3|b12|b-12|ferritin|iron|hemoglobin|hgb|levels?)\s+(?:is|was|at|of|came back at|=)\s+(?:like\s+|only\s+|a\s+)?\d+(?:\.\d+)?\b(?!\s*(?:iu|mg|mcg|µg|k\b|,\d|ius))/;
const LOW = /\blow\b|\blower\b|\bdeficien\w*|\binsufficien\w*|\bana?emi[ac]\b|\bnot enough\b|\bbottomed\b|\btanked\b/;
const HIGH = /\bhigh\b|\bhigher\b|\belevated\b|\bover the (?:range|normal)\b/;

/** A clause that tells a result about the person, not a product taken nor a dose asked about. */
export const isFindingClause = (clause: string): boolean =>
  NUTRIENTS.some(([, said]) => said.test(clause)) && (REPORT.test(clause) || NUMBER_READ.test(clause) || (CONTEXT.test(clause) && (LOW.test(clause) || HIGH.test(clause))));

/** The findings the message tells, one per nutrient. */
export function labFindings(message: string): Finding[] {
  const found = new Map<Nutrient, Direction>();
  for (const clause of normalizeMessage(message).split(/[.;!?\n]+|\bbut\b/)) {
    if (!isFindingClause(clause)) continue;
    for (const [nutrient, said] of NUTRIENTS) {
      if (!said.test(clause) || found.has(nutrient)) continue;
      found.set(nutrient, HIGH.test(clause) ? "high" : LOW.test(clause) || (nutrient === "iron" && /\bdeficien|\bana?emi/.test(clause)) ? "low" : "unsaid");
    }
  }
  return [...found].map(([nutrient, direction]) => ({ nutrient, direction }));
}

/** What a result means for what to do, from our guides; who acts on it first. */
