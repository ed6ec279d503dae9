import type { EngineAnswer } from "./draft";
import { GUIDE_PLANT_DIETS, GUIDE_VITAMINS } from "./sources";
import type { Understanding } from "./understanding";
import { normalizeMessage } from "./vocabulary";

/*
 * A lab or test result told of the person ("my vitamin D came back low", "ferritin is 12", "doc
 * said I'm iron deficient", "PHA labs showed my B12 on the low side") is a finding about their
 * body, not a product they take: it sets aside nothing as "already taken", and the answer opens
 * on it, with who acts on a result and the sourced limit that holds meanwhile
 * (docs/decisions/0131-each-event-read-at-its-moment.md). A clause is a finding when it names a
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
interface FindingLine {
  text: string;
  source: typeof GUIDE_VITAMINS;
}

/** The bold lead always; the sentences after it only when the answer does not already say them. */
function fitted(line: FindingLine, answer: string): string {
  const [lead, ...detail] = line.text.split(/(?<=\*\*) /);
  const rest = detail.join(" ");
  const sharedWords = (rest.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => answer.toLowerCase().includes(w));
  const said = rest.length > 0 && sharedWords.length >= 0.6 * (rest.toLowerCase().match(/[a-z]{5,}/g) ?? []).length;
  return said ? lead : line.text;
}

function findingLine(f: Finding): FindingLine {
  if (f.nutrient === "vitamin-d") {
    if (f.direction === "high") {
      return { text: "**A high vitamin D result is one to go over with your provider before you take any more.** The adult upper limit is 4,000 IU (100 mcg) a day from every product together, and above it the risk of too much calcium in the blood rises (from our vitamin D guide).", source: GUIDE_VITAMINS };
    }
    const low = f.direction === "low" ? "low " : "";
    return {
      text: `**A ${low}vitamin D result is your provider's to treat: ask them what dose to take and whether to recheck, rather than guessing with high-dose capsules.** Until they say, stay at or under the adult upper limit of 4,000 IU (100 mcg) a day from every product together; a dose above it is for a clinician who has prescribed it and follows your blood levels (from our vitamin D guide).`,
      source: GUIDE_VITAMINS,
    };
  }
  if (f.nutrient === "iron") {
    if (f.direction === "high") {
      return { text: "**A high iron or ferritin result is one to go over with your provider before any iron supplement or multivitamin with iron.** We hold no guide on high iron levels, so your provider is the one to say what is safe for you.", source: GUIDE_PLANT_DIETS };
    }
    return {
      text: "**Low iron on a blood test is your provider's to work up before you pick an iron pill.** Low iron is not always about food: conditions such as gut inflammation or blood loss can cause it, and doctors look for the cause when a deficiency turns up, so see your provider rather than guessing at an iron supplement (from our guide to vegan and vegetarian nutrients).",
      source: GUIDE_PLANT_DIETS,
    };
  }
  const low = f.direction === "high" ? "" : "low ";
  return {
    text: `**A ${low}B12 result is your PCM's to treat: ask them how much to take and whether to recheck.** Vitamin B12 comes in multivitamins, B-complex and B12-only supplements; it occurs naturally only in foods from animals, so on a vegan diet it has to come from fortified food (some cereals and nutritional yeasts) or a supplement (from our guide to vegan and vegetarian nutrients).`,
    source: GUIDE_PLANT_DIETS,
  };
}

/** The answer opened on the result the message tells, after any care owed now. */
export function withFindingFirst(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (["courtesy", "out-of-scope"].includes(answer.intent) || answer.intent === "urgent") return answer;
  const lines = labFindings(u.message).map(findingLine);
  if (!lines.length) return answer;
  const text = [...lines.map((l) => fitted(l, answer.text)), answer.text].join("\n\n");
  const sources = [...new Map([...lines.map((l) => l.source), ...answer.sources].map((s) => [s.url, s])).values()];
  return { ...answer, text, sources };
}
