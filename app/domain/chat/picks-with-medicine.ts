import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule } from "~/domain/safety/conditions";
import { medicineVerdicts, ownSupplementsIn, type Verdict } from "~/domain/safety/own-supplement-verdicts";
import { listJoin } from "~/domain/text";
import type { EngineAnswer, EngineInput } from "./draft";
import { categoryFits } from "./select";

/*
 * A medicine told after picks were given ("forgot to say, i'm on coumadin", "is the first one ok
 * for my husband? he's on adderall") is checked against each of those picks: what each holds that
 * our sources flag with that medicine, from its name and label lines, with the verdict and the
 * reason once. A pick with nothing flagged is said to be so, which is not a go-ahead. The same
 * verdict table answers the supplements a person names as their own (./own-supplements.ts).
 */

const VERDICT_WORDS: Record<Verdict, string> = { keep: "fine to keep steady", space: "space it from the dose", "ask-first": "ask first" };

/** How a pick's line names what it holds, where the table's name is the person's kind of product. */
const HELD_AS: Record<string, string> = { "fish-oil": "omega-3 (EPA and DHA)", stimulants: "caffeine", multivitamin: "a multivitamin's minerals", protein: "protein" };

/** What a pick holds, as the verdict table names supplements: its name and label lines read alike. */
const heldBy = (p: Supplement) => ownSupplementsIn(`${p.name} ${p.keyIngredients.join(" ")}`.toLowerCase());

/** The answer with the earlier picks checked against a medicine told in this turn, after the caution that opens it. */
export function withPicksChecked(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  // Signs to act on come first and stand alone (./triage.ts): a pick list would push them down.
  if (!u.newConditions.length || !u.earlierReplies?.length || u.symptoms.length || u.intents.includes("urgent")) return answer;
  const ids = u.reference !== null && u.focusProductIds.length ? u.focusProductIds : u.previousPicks;
  const shown = ids.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null).slice(0, 4);
  // Picks the person's limits now leave out are not named again: the answer already says why they went.
  const fits = new Set(shown.flatMap((p) => categoryFits(p.category, u, input.picksFor).kept.map((f) => f.product.id)));
  const picks = shown.filter((p) => fits.has(p.id));
  const leftOut = shown.length - picks.length;
  const table = u.newConditions.map(medicineVerdicts).find((t) => t !== undefined);
  if (!shown.length || !table) return answer;
  const label = conditionRule(table.condition).label;
  /** The reason for each supplement flagged, by the words the lines and the caution use for it ("omega-3 (EPA and DHA)|fish oil"). */
  const reasons = new Map<string, string>();
  const flaggedIn = (p: Supplement) =>
    heldBy(p).flatMap((s) => {
      const v = table.verdicts.find((x) => x.supplement === s.id);
      if (!v) return [];
      const what = HELD_AS[s.id] ?? s.name.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
      reasons.set(`${what}|${s.name.toLowerCase()}`, v.because);
      return [{ what, verdict: v.verdict }];
    });
  const lines = picks.map((p) => {
    const flagged = flaggedIn(p);
    if (!flagged.length) return `- **${p.name}**: nothing in the label data we hold that our sources flag with ${label}; that is not a go-ahead, so show it to the pharmacist too.`;
    const worst = flagged.find((f) => f.verdict === "ask-first") ?? flagged[0];
    return `- **${p.name}**: ${VERDICT_WORDS[worst.verdict]}, it holds ${listJoin(flagged.map((f) => f.what))}.`;
  });
  const goneHold = [...new Set(shown.filter((p) => !fits.has(p.id)).flatMap((p) => flaggedIn(p).map((f) => f.what)))];
  // Nothing to say of picks that are all out for reasons this medicine's table does not name.
  if (!picks.length && !goneHold.length) return answer;
  const gone = leftOut ? [`- ${picks.length ? `The other ${leftOut > 1 ? `${leftOut} I gave are` : "one I gave is"}` : leftOut === 1 ? "It is" : leftOut === 2 ? "Both are" : `All ${leftOut} are`} out with what you've told me${goneHold.length ? `: ${leftOut > 1 ? "they hold" : "it holds"} ${listJoin(goneHold)}` : ""}.`] : [];
  const block = [`The ${shown.length > 1 ? "picks" : "pick"} I gave, with ${label}:`, ...lines, ...gone].join("\n");
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  // Said right after the caution of that medicine, wherever the answer put it; an answer without one is left as it is.
  const at = paragraphs.findIndex((p) => p.startsWith(`**With ${label}`));
  if (at < 0) return answer;
  const after = at + 1;
  // A reason the caution already gives in its own words ("fish oil ... bleeding") is not said again.
  const opening = paragraphs[at].toLowerCase();
  const why = [...reasons.entries()].filter(([names, r]) => !answer.text.includes(r) && !names.split("|").some((n) => opening.includes(n.toLowerCase()))).map(([, r]) => r).join(" ");
  const text = [...paragraphs.slice(0, after), block, ...(why ? [why] : []), ...paragraphs.slice(after)].join("\n\n");
  const sources = table.verdicts.filter((v) => [...reasons.values()].includes(v.because)).flatMap((v) => v.sources);
  return { ...answer, text, sources: [...answer.sources, ...sources.filter((s) => !answer.sources.some((x) => x.url === s.url))] };
}
