import type { ConditionId } from "~/domain/safety/conditions";
import type { EngineAnswer } from "./draft";
import { CRISIS_TEXT } from "./mood";
import { subjectOf } from "./whom";
import { PROBLEMS, type ProblemId, refers, type SaidProblem } from "./problems";
import { MILITARY_CRISIS_LINE } from "./sources";
import type { Understanding } from "./understanding";

/*
 * The last check that a health problem the person named (./problems.ts) has its referral in the
 * answer, whichever answer wrote it: an injury or pain that keeps coming back, a concussion, sleep
 * trouble, anxiety or depression, ADHD, migraines, being sick, a profile. Read with the same rules
 * as a medicine or condition (./whose.ts `conditionsTextOf`): a problem denied, over, imagined, or
 * someone else's that the message does not ask for sets nothing; one said for a relative is
 * referred to their doctor. An answer that already names a clinician beside the problem keeps its
 * own words; otherwise one general line is added, right after the opening when this message said
 * it (first when the answer only asks a question back), and at the end when an earlier turn did and
 * no earlier answer referred it.
 */

/** A medicine or condition whose own caution already refers the problem: with it, the problem's line would say it twice. */
const COVERED_BY: Partial<Record<ProblemId, readonly ConditionId[]>> = {
  adhd: ["stimulant-medication"],
  "mental-health": ["ssri", "antidepressant", "maoi", "sedating-medication"],
  "sleep-trouble": ["sedating-medication"],
  injury: ["surgery"],
  "seizure-history": ["seizure"],
};

/** A problem another one's line already covers: a profile is an injury's, nightmares are PTSD's. */
const COVERED_BY_PROBLEM: Partial<Record<ProblemId, readonly ProblemId[]>> = {
  profile: ["injury"],
  "sleep-trouble": ["mental-health", "concussion"],
  migraine: ["concussion"],
};

function lineFor(p: SaidProblem, aircrew: boolean): string {
  const r = PROBLEMS[p.id];
  if (p.whose) {
    const whose = p.whose;
    return r.theirs
      .replace(/\{Whose\}/g, whose.charAt(0).toUpperCase() + whose.slice(1))
      .replace(/\{whose\}/g, whose)
      .replace(/\{subject\}/g, subjectOf(whose));
  }
  return r.own.replace(/\{pcm\}/g, aircrew ? "your flight surgeon" : "your PCM");
}

/**
 * An answer whose opening answers nothing yet (a short question back, "What is it for: ...?", with
 * no picks, or a list of picks): the referral leads.
 */
const leadsWithReferral = (answer: EngineAnswer, opening: string | undefined): boolean =>
  !opening || /^\d+\. \*\*/m.test(opening) || /\bpicks\b[^\n]*:\s*$/m.test(opening.split("\n")[0]) || (!answer.products.length && opening.length < 400 && opening.includes("?"));

/** The answer with the referral each named problem is owed, once. */
export function withReferralOwed(answer: EngineAnswer, u: Pick<Understanding, "problems" | "conditions" | "symptoms" | "duties">): EngineAnswer {
  const problems = u.problems ?? [];
  // Thoughts of self-harm get the crisis line only (./mood.ts).
  if (!problems.length || ["courtesy", "out-of-scope", "urgent"].includes(answer.intent) || u.symptoms.length || answer.text.startsWith(CRISIS_TEXT)) return answer;
  const said = problems.map((p) => p.id);
  const owed = problems.filter(
    (p) =>
      !refers(answer.text, p.id) &&
      !(p.id === "mental-health" && answer.text.includes("838255")) &&
      !(COVERED_BY[p.id] ?? []).some((id) => u.conditions.includes(id)) &&
      !(COVERED_BY_PROBLEM[p.id] ?? []).some((id) => said.includes(id)) &&
      // Sick and on a medicine for it: the medicine's caution names the prescriber or pharmacist.
      !(p.id === "illness" && u.conditions.length > 0),
  );
  if (!owed.length) return answer;
  const aircrew = u.duties.includes("aircrew");
  const here = owed.filter((p) => p.here).map((p) => lineFor(p, aircrew));
  const recalled = owed.filter((p) => !p.here).map((p) => lineFor(p, aircrew));
  const [opening, ...rest] = answer.text.split(/\n\s*\n/);
  const lead = leadsWithReferral(answer, opening);
  const body = lead ? [...here, answer.text] : [opening, ...here, ...rest];
  // A recalled one goes last, before the closing disclaimer.
  const footer = body.length > 1 && /^\*These statements/.test(body[body.length - 1].trim()) ? body.splice(-1) : [];
  const text = [...body, ...recalled, ...footer].filter((b) => b.trim()).join("\n\n");
  const crisis = owed.some((p) => p.id === "mental-health" && !p.whose);
  return {
    ...answer,
    text,
    sources: crisis && !answer.sources.some((s) => s.url === MILITARY_CRISIS_LINE.url) ? [...answer.sources, MILITARY_CRISIS_LINE] : answer.sources,
  };
}
