import type { EngineAnswer } from "./draft";
import { type Finding, labFindings } from "./findings";
import { GUIDE_PLANT_DIETS, GUIDE_VITAMINS } from "./sources";
import type { Understanding } from "./understanding";

/*
 * A lab result the message tells (./findings.ts) opens the answer, after any care owed now: who
 * acts on the result, and the limit that holds meanwhile, from our vitamin D and plant-diet guides.
 * What the guides do not cover (a high iron result) is said plainly, with who can answer.
 */

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
