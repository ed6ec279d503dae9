import type { ConditionRule } from "~/domain/safety/conditions";
import { conditionRule } from "~/domain/safety/conditions";
import { medicineVerdicts, ownSupplementsIn, type Verdict } from "~/domain/safety/own-supplement-verdicts";
import type { Source } from "~/domain/source";
import type { Understanding } from "./understanding";

/*
 * A medicine named with the supplements the person takes or asks about ("on warfarin, I take
 * turmeric and a multi, keep or not?"): each supplement gets its own line, in the order said,
 * with its verdict and reason (../safety/own-supplement-verdicts.ts), in place of the medicine
 * caution's fixed examples. A supplement our sources say nothing about with that medicine is
 * said to be so, not passed over.
 */

const VERDICT_WORDS: Record<Verdict, string> = { keep: "keep it steady", space: "space it from your dose", "ask-first": "ask first" };

// "Which of those do I keep?" speaks of the supplements named in an earlier turn.
const BACK_REFERENCE = /\b(?:those|these|them|that stack|my stack|what i (?:take|use))\b/;

/** The text in which the person's own supplements are named: this message, or the turn it points back to. */
function namingText(u: Understanding): string {
  if (ownSupplementsIn(u.normalized).length) return u.normalized;
  // The topic keeps subject words only: "fish" there is what was said as "fish oil".
  return BACK_REFERENCE.test(u.normalized) ? u.topic.replace(/\bfish\b(?! ?oil)/g, "fish oil") : "";
}

export interface OwnSupplementLines {
  text: string;
  sources: Source[];
  /** Ids of the supplements answered. */
  named: string[];
}

/** One line per supplement named, for a medicine whose verdicts we hold; null when none is named. */
export function ownSupplementLines(rule: ConditionRule, u: Understanding): OwnSupplementLines | null {
  const table = medicineVerdicts(rule.id);
  if (!table) return null;
  const named = ownSupplementsIn(namingText(u));
  // Only a supplement this medicine has a verdict on makes it a question about what they take with it:
  // "took an advil, what's the best whey" asks for whey picks.
  if (!named.some((s) => table.verdicts.some((v) => v.supplement === s.id))) return null;
  const sources: Source[] = [];
  const lines = named.map((s) => {
    const v = table.verdicts.find((x) => x.supplement === s.id);
    if (!v) return `- **${s.name}:** we hold no source on it with ${rule.label}, which is not the same as a go-ahead: let your pharmacist check it against the prescription.`;
    sources.push(...v.sources);
    return `- **${s.name}: ${VERDICT_WORDS[v.verdict]}.** ${v.because}`;
  });
  const note = table.medicineNote ? ` ${table.medicineNote}` : "";
  const after = table.afterNote && named.some((s) => table.verdicts.some((v) => v.supplement === s.id && v.verdict === "ask-first")) ? `\n\n${table.afterNote}` : "";
  // One paragraph: the verdicts are the answer, so they open it.
  return { text: `**With ${rule.label}:**${note} What you named, one at a time:\n${lines.join("\n")}${after}`, sources, named: named.map((s) => s.id) };
}

/** The person's own supplements named beside a medicine: the verdicts answer, and no picks stand beside them. */
export function ownSupplementsAnswered(u: Understanding): boolean {
  return u.conditions.some((id) => ownSupplementLines(conditionRule(id), u) !== null);
}

/** A word of the message that a verdict line answers already ("turmeric" with a blood thinner). */
export function answeredByOwnLine(word: string, u: Understanding): boolean {
  return u.conditions.some((id) => {
    const own = ownSupplementLines(conditionRule(id), u);
    return own !== null && ownSupplementsIn(word).some((s) => own.named.includes(s.id));
  });
}

/** A guide heading about one of the supplements the person named: the only kind of section quoted beside their lines. */
export function ownSupplementHeading(u: Understanding): RegExp {
  const named = ownSupplementsIn(namingText(u));
  return new RegExp(named.map((s) => s.pattern.source).join("|") || "$^", "i");
}
