import { formatUsd } from "~/domain/catalogue/format";
import type { Supplement } from "~/domain/catalogue/types";
import type { EngineAnswer, EngineInput } from "./draft";

/*
 * "How much would X run me a month if I take 2 caps a night", "how long does a tub last at 2
 * scoops a day": the cost over time, worked out from the catalogue's price, servings and serving
 * size for the amount the person said (ADR 0134). The amount is read as a count and a unit; a
 * unit the serving size does not use ("2 scoops" of a capsule product) is not guessed at.
 */

const PERIOD_ASKED = /\b(?:a|per|each|every|for a|for the) (month|week)\b|\b(monthly|weekly)\b|\bhow long (?:will|does|would|do) [^?.!]{0,40}?\blast\b/;
const COST_ASKED = /\b(?:cost|costs|run me|spend|price|how much|last|lasts)\b/;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const UNIT = "(caps?|capsules?|soft ?gels?|gel ?caps?|gumm(?:y|ies)|scoops?|tabs?|tablets?|servings?|sprays?|sticks?|stick packs?|packs?|shots?|pills?)";
const INTAKE = new RegExp(String.raw`\b(\d+|one|two|three|four|five|six|a|an)\s+${UNIT}\b(?:[^.?!]{0,30}?\b(twice|two times|2x)\b)?`);

/** A unit's one name, so "caps" meets "1 vegetarian capsule" and "softgels" meets "2 soft gels". */
function unitKey(word: string): string {
  const w = word.toLowerCase().replace(/\s+/g, "");
  if (/^(?:caps?|capsules?|pills?)$/.test(w)) return "capsule";
  if (/^(?:softgels?|gelcaps?)$/.test(w)) return "softgel";
  if (/^gumm/.test(w)) return "gummy";
  if (/^(?:tabs?|tablets?)$/.test(w)) return "tablet";
  if (/^(?:sticks?|stickpacks?|packs?)$/.test(w)) return "stick";
  return w.replace(/s$/, "");
}

/** How many of the unit make one serving, read from the serving size ("2 soft gels", "27.9 g (1 scoop)"). */
function unitsPerServing(servingSize: string, unit: string): number | null {
  const m = new RegExp(String.raw`(\d+)\s*(?:[a-z-]+\s+)?${UNIT}`, "i").exec(servingSize);
  if (!m || unitKey(m[2]) !== unit) return null;
  return Number(m[1]);
}

/** The line for one product at the amount said, or null when the data or the amount does not allow it. */
export function costOverTimeLine(p: Supplement, normalized: string): string | null {
  const intake = INTAKE.exec(normalized);
  if (!intake || p.price === null || !p.servingsPerContainer) return null;
  const count = (COUNT_WORDS[intake[1]] ?? Number(intake[1])) * (intake[3] ? 2 : 1);
  const unit = unitKey(intake[2]);
  const per = unit === "serving" ? 1 : p.servingSize ? unitsPerServing(p.servingSize, unit) : null;
  if (!per || !count) return null;
  const servingsADay = count / per;
  const days = Math.floor(p.servingsPerContainer / servingsADay);
  if (days < 1) return null;
  const month = (p.price / (p.servingsPerContainer / servingsADay)) * 30;
  const said = `${count} ${count === 1 ? intake[2].replace(/s$/, "") : intake[2]} a day`;
  return `At ${said}, one container of **${p.name}** (${p.servingsPerContainer} servings of ${p.servingSize}, ${formatUsd(p.price)}) lasts ${days} days: about ${formatUsd(month)} a month (30 days). Prices change: check the seller's current price.`;
}

/** Cautions owed for what was said keep their place above the answer. */
const OWED = /^\*\*(?:With|Warning|Stop|Get medical|Ask before you take)\b/;

export function withCostOverTime(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (answer.intent === "urgent" || u.symptoms.length || u.namedProductIds.length !== 1) return answer;
  if (!PERIOD_ASKED.test(u.normalized) || !COST_ASKED.test(u.normalized)) return answer;
  const product = input.catalogue.getProduct(u.namedProductIds[0]);
  const line = product ? costOverTimeLine(product, u.normalized) : null;
  if (!line) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const owed = paragraphs.findIndex((p) => !OWED.test(p));
  const at = owed < 0 ? paragraphs.length : owed;
  return { ...answer, text: [...paragraphs.slice(0, at), line, ...paragraphs.slice(at)].join("\n\n") };
}
