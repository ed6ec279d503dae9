import type { Supplement } from "~/domain/catalogue/types";
import { LIMITS } from "~/domain/safety/limits-table";
import { countValue } from "./dose-counts";
import { type EngineAnswer, type EngineInput, join } from "./draft";
import { caffeineIntake, type IntakeEstimate } from "./intake";
import { dayFigureFor, intakeAnswer } from "./intake-answer";
import { ENERGY_DRINK_SOURCE } from "./sources";
import type { Understanding } from "./understanding";
import { productsNamedNow } from "./product-units";
import { onlyTheirOwn } from "./whose";

/*
 * Caffeine the person counts in this message ("3 cups this morning", "6-8 pieces of gum on a long
 * night", "4 cups + a scoop of the klean pre") is the question behind it: is that too much? So the
 * sum of the conversation's drinks, with each catalogue product named at the caffeine on its card,
 * and its verdict open the answer, whatever answer was drafted. A pre we cannot identify is named
 * as the amount the sum cannot include. An answer that already says the sum has it moved first.
 */

const NO_GUIDE = /^I don't have a guide on that yet\./;
const STATED_COUNT = /\d|\b(?:one|two|three|four|five|six|seven|eight|couple|few|pots?)\b/i;
const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|couple(?: of)?)`;
const SCOOPS = new RegExp(String.raw`\b${COUNT}\s+(scoops?|servings?)\b`);
/** "2 scoops of my pre from GNC": a pre counted, not one in our catalogue. */
const OWN_PRE = new RegExp(String.raw`\b${COUNT}\s+(?:scoops?|servings?)\s+of\s+(?:my|the|this|that|a|his|her)\s+(?:[a-z]+\s+)?(?:pre(?:-?workout)?|pre workout|fat burner|energy powder)\b`);

/** Servings of a named product the message counts: "2 scoops" of a two-scoop serving is one. */
function servingsOf(p: Supplement, text: string): number {
  const m = SCOOPS.exec(text);
  if (!m) return 1;
  const n = countValue(m[1]);
  if (/^serving/.test(m[2])) return n;
  const perServing = Number(/(\d+)\s*scoops?/.exec(p.servingSize ?? "")?.[1] ?? (/\bscoop\b/.test(p.servingSize ?? "") ? 1 : 0));
  return perServing ? n / perServing : n;
}

/** The named catalogue products with caffeine on their card, added to the drinks counted. */
function withProducts(intake: IntakeEstimate | null, products: readonly Supplement[], text: string): IntakeEstimate | null {
  const dosed = products.filter((p) => p.caffeineMg);
  // A pre whose milligrams the message gives ("2 scoops of my pre, 250mg each") is counted by the drinks reading.
  const own = /\d+ ?mg\b/.test(text) ? null : OWN_PRE.exec(text);
  if (!dosed.length && !own) return intake;
  // Products with no drink had or habitual: the sum is of what is asked about, not "a day".
  const base: IntakeEstimate = intake ?? { low: 0, high: 0, said: "", basis: [], asked: true };
  const mg = dosed.map((p) => (p.caffeineMg ?? 0) * servingsOf(p, text));
  const total = mg.reduce((a, b) => a + b, 0);
  const named = dosed.map((p) => {
    const n = servingsOf(p, text);
    return n === 1 ? p.name : `${n} servings of ${p.name}`;
  });
  const said = [base.said, ...named].filter(Boolean).join(" and ");
  const unknown = own && !dosed.length ? [{ name: own[0].replace(/^.*?\bof\s+/, "").replace(/^my\b/, "your"), why: `it is not in our catalogue, so its label's caffeine line, times the ${countValue(own[1])} ${/serving/.test(own[0]) ? "servings" : "scoops"}, is the figure` }] : [];
  return {
    ...base,
    low: base.low + total,
    high: base.high + total,
    said: said ? said[0].toUpperCase() + said.slice(1) : "",
    basis: [...base.basis, ...dosed.map((p) => `${p.name} at ${p.caffeineMg} mg a serving, from its catalogue card`)],
    ...(base.unknown || unknown.length ? { unknown: [...(base.unknown ?? []), ...unknown] } : {}),
  };
}

export function withCaffeineSumFirst(answer: EngineAnswer, u: Understanding, input: EngineInput): EngineAnswer {
  if (["courtesy", "out-of-scope"].includes(answer.intent)) return answer;
  const text = onlyTheirOwn(u.message.toLowerCase());
  // Products this message names: by the reading's names, or a focus product whose brand it says ("thorne advanced pre").
  const ids = [...new Set([...u.namedProductIds, ...u.focusProductIds])];
  const candidates = ids.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
  const named = candidates.filter((p) => u.namedProductIds.includes(p.id) || text.includes(p.brand.toLowerCase()));
  // And those told by their brand and a word of their own name ("bare PRE", "klean pre"), as the dose reading finds them.
  const products = [...new Map([...named, ...productsNamedNow(u, input.catalogue)].map((p) => [p.id, p])).values()];
  // Beside a product with caffeine on its card, "a cup of coffee" is a stated amount too.
  const dosed = products.some((p) => p.caffeineMg);
  const counted = withProducts(caffeineIntake(text, dosed), products, text);
  // Only a message that counts caffeine itself, with a number ("3 cups", "6-8 pieces", "300 mg"):
  // drinks told in an earlier turn were answered there, and "coffee at 1400 ok?" asks about a time.
  if (!counted || (!STATED_COUNT.test(counted.said) && !counted.unknown?.length && counted.basis.every((b) => !b.includes("catalogue card")))) return answer;
  // The conversation's drinks when earlier turns add to this one's; else this message's own count.
  const here = caffeineIntake(text, dosed);
  const intake = u.situation.intake && u.situation.intake.high > (here?.high ?? 0) ? (withProducts(u.situation.intake, products, text) ?? counted) : counted;
  const paragraphs = answer.text.split(/\n\s*\n/);
  const lower = intake.said ? intake.said[0].toLowerCase() + intake.said.slice(1) : "";
  // A sum of catalogue products alone is already said where the answer gives a product's milligrams.
  const productsOnly = intake.basis.every((b) => b.includes("catalogue card")) && !intake.unknown?.length;
  const saysProduct = (p: string) => productsOnly && products.some((x) => p.includes(x.name) && /\d+ mg/.test(p));
  const at = intake.said ? paragraphs.findIndex((p) => p.includes(intake.said) || p.includes(lower) || saysProduct(p)) : -1;
  // Urgent care said first stays first: the sum follows it.
  // So does the timeline's latest caffeine time when the draft opens with it: both answer "too much, too late?".
  const unwell = answer.intent === "urgent" || u.symptoms.length > 0;
  const lead = unwell || /last caffeine is \*\*/.test(paragraphs[0] ?? "") ? 1 : 0;
  if (at >= 0 && at <= lead) return answer;
  const sum = at >= 0 ? paragraphs[at] : intakeAnswer(intake, u.situation.toldToCut, text, unwell, dayFigureFor(u));
  // The stock "no guide on that" reply says nothing once the sum answers the question.
  // A sum the draft made of the drinks alone is replaced by the one with every product added, never said beside it.
  const partial = at < 0 && here?.said ? here.said : null;
  const rest = paragraphs.filter((p, i) => i !== at && !NO_GUIDE.test(p) && !(partial && p.startsWith(partial) && /\bmg of caffeine\b/.test(p)));
  const sources = at >= 0 ? answer.sources : [...new Map([...answer.sources, LIMITS.caffeinePerDay.source, ENERGY_DRINK_SOURCE].map((s) => [s.url, s])).values()];
  return { ...answer, sources, text: join(...rest.slice(0, lead), sum, ...rest.slice(lead)) };
}
