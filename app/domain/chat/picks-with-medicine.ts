import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule } from "~/domain/safety/conditions";
import { medicineVerdicts, ownSupplementsIn, type Verdict } from "~/domain/safety/own-supplement-verdicts";
import { listJoin } from "~/domain/text";
import type { EngineAnswer, EngineInput } from "./draft";

/*
 * A medicine told after picks were given ("forgot to say, i'm on coumadin", "is the first one ok
 * for my husband? he's on adderall") is checked against each of those picks: what each holds that
 * our sources flag with that medicine, from its name and label lines, with the verdict and the
 * reason once. A pick with nothing flagged is said to be so, which is not a go-ahead. The same
 * verdict table answers the supplements a person names as their own (./own-supplements.ts).
 */

const VERDICT_WORDS: Record<Verdict, string> = { keep: "fine to keep steady", space: "space it from the dose", "ask-first": "ask first" };

/** What a pick holds, as the verdict table names supplements: its name and label lines read alike. */
const heldBy = (p: Supplement) => ownSupplementsIn(`${p.name} ${p.keyIngredients.join(" ")}`.toLowerCase());

/** The answer with the earlier picks checked against a medicine told in this turn, after the caution that opens it. */
export function withPicksChecked(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (!u.newConditions.length || !u.earlierReplies?.length) return answer;
  const ids = u.reference !== null && u.focusProductIds.length ? u.focusProductIds : u.previousPicks;
  const picks = ids.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null).slice(0, 4);
  const table = u.newConditions.map(medicineVerdicts).find((t) => t !== undefined);
  if (!picks.length || !table) return answer;
  const label = conditionRule(table.condition).label;
  /** The reason for each supplement flagged, by the word the lines use for it. */
  const reasons = new Map<string, string>();
  const lines = picks.map((p) => {
    const flagged = heldBy(p).flatMap((s) => {
      const v = table.verdicts.find((x) => x.supplement === s.id);
      if (!v) return [];
      const what = s.ownWords ? s.name.replace(/^Your /, "") : s.name.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
      reasons.set(what, v.because);
      return [{ what, verdict: v.verdict }];
    });
    if (!flagged.length) return `- **${p.name}**: nothing in the label data we hold that our sources flag with ${label}; that is not a go-ahead, so show it to the pharmacist too.`;
    const worst = flagged.find((f) => f.verdict === "ask-first") ?? flagged[0];
    return `- **${p.name}**: ${VERDICT_WORDS[worst.verdict]}, it holds ${listJoin(flagged.map((f) => f.what))}.`;
  });
  const block = [`The ${picks.length > 1 ? "picks" : "pick"} I gave, with ${label}:`, ...lines].join("\n");
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const after = paragraphs[0]?.startsWith("**With ") ? 1 : 0;
  // A reason the opening caution already gives in its own words ("fish oil ... bleeding") is not said again.
  const opening = after ? paragraphs[0].toLowerCase() : "";
  const why = [...reasons.entries()].filter(([what, r]) => !answer.text.includes(r) && !opening.includes(what.toLowerCase())).map(([, r]) => r).join(" ");
  const text = [...paragraphs.slice(0, after), block, ...(why ? [why] : []), ...paragraphs.slice(after)].join("\n\n");
  const sources = table.verdicts.filter((v) => [...reasons.values()].includes(v.because)).flatMap((v) => v.sources);
  return { ...answer, text, sources: [...answer.sources, ...sources.filter((s) => !answer.sources.some((x) => x.url === s.url))] };
}
