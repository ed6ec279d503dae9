import { getCategoryInfo, type CategoryId } from "~/domain/categories";
import { isSportCertification } from "~/domain/catalogue/links";
import { formatUsd } from "~/domain/catalogue/format";
import { byScore } from "~/domain/catalogue/sort";
import type { Supplement } from "~/domain/catalogue/types";
import type { GuideRef } from "~/domain/guides";
import { answersToQuery, type QuizAnswers } from "./answers";
import { planFor, type PlanSection } from "./planner";
import type { QuizDefinition } from "./question-types";
import type { ExcludedGroup, Notice, QuizProduct, QuizRules } from "./rule-types";
import { type Ranked, rank } from "./rank";
import { rulesFor } from "./rules";
import { withoutParentheses } from "~/domain/text";

export type { ExcludedGroup, HardFilter, Notice, QuizProduct, QuizRules, Weight, WeightHit } from "./rule-types";

/*
 * The quiz's scoring engine: pure and deterministic. Each answer becomes a hard filter (a product
 * that breaks it, or cannot be shown to keep it, is left out and the result says why) or a weight
 * (points added to the CLEARED score, each with the bullet that explains it). The best three
 * by weighted score are the picks; ties fall back to the catalogue's own order.
 */

export interface PickReason {
  text: string;
  /** The label text the reason was read from. */
  evidence?: string;
  guide?: GuideRef;
}

export interface QuizPick {
  id: string;
  name: string;
  brand: string;
  category: CategoryId;
  rating: number;
  /** The CLEARED score plus the weights of the person's answers. */
  fitScore: number;
  pricePerServing: number | null;
  pricePerServingText: string | null;
  price: number | null;
  servingSize: string | null;
  servingsPerContainer: number | null;
  /** The buy block's facts: the certified variant and a link that is exact, a labelled search, or the listing. */
  buy: Supplement["buy"];
  reasons: PickReason[];
  /** Things the label data cannot settle for this person ("check the allergen line"). */
  checkLabel: string[];
  cautions: string[];
}

export interface Loosen {
  questionId: string;
  prompt: string;
  from: string;
  to: string;
  /** How many products would fit with that one answer changed. */
  fits: number;
  query: string;
}

export interface QuizResult {
  category: CategoryId;
  /** How many products the category holds. */
  considered: number;
  picks: QuizPick[];
  excluded: ExcludedGroup[];
  /** The hard constraints set by the answers, in words. */
  stated: string[];
  notices: Notice[];
  /** The planner: figures worked out for these picks and answers, each with its guide. */
  plan: PlanSection[];
  /** Present when nothing fits: what to look for and which single answer would open the result up. */
  empty: { lookFor: { text: string; guide?: GuideRef }[]; loosen: Loosen[]; elsewhere: { id: string; name: string; category: CategoryId }[] } | null;
}

export const PICK_COUNT = 3;

function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function certificationReason(product: Supplement): PickReason {
  const cert =
    product.certifications.find((c) => isSportCertification(c.body) && c.confirmed) ?? product.certifications.find((c) => isSportCertification(c.body));
  const listing = cert?.listingId ? ` (listing ${cert.listingId})` : "";
  const certText = cert ? (cert.confirmed ? `${cert.body}${listing}` : `${cert.body}, reported but not confirmed in the registry`) : "no sport certification on record";
  return { text: `CLEARED score ${product.rating} out of 100: ${certText}, screened against the DoD prohibited list.` };
}

function toPick(rules: QuizRules, ranked: Ranked): QuizPick {
  const { product, pricePerServing } = ranked.item;
  const reasons: PickReason[] = [];
  const checkLabel: string[] = [];
  // One bullet per fact, tracing to every answer it satisfies: "No melatonin: you asked for no
  // melatonin, and you have flight duty tomorrow."
  const kept = new Map<string, { traces: string[]; evidence?: string; guide?: GuideRef }>();
  rules.filters.forEach((filter, i) => {
    const check = ranked.checks[i];
    if (check.outcome === "check-label") checkLabel.push(`${capitalise(check.reason)}.`);
    else if (check.outcome === "meets" && filter.questionId !== null) {
      const entry = kept.get(check.reason) ?? { traces: [], evidence: check.evidence, guide: filter.guide };
      entry.traces.push(filter.trace ?? filter.youSaid);
      kept.set(check.reason, entry);
    }
  });
  for (const [reason, entry] of kept) {
    reasons.push({ text: `${capitalise(reason)}: ${entry.traces.join(", and ")}.`, evidence: entry.evidence, guide: entry.guide });
  }
  for (const hit of ranked.hits) if (hit.points > 0 && hit.reason) reasons.push({ text: hit.reason, guide: hit.guide });
  reasons.push(certificationReason(product));
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    fitScore: ranked.fitScore,
    pricePerServing,
    pricePerServingText: pricePerServing === null ? null : formatUsd(pricePerServing),
    price: product.price,
    servingSize: product.servingSize,
    servingsPerContainer: product.servingsPerContainer,
    buy: product.buy,
    reasons,
    checkLabel: [...new Set(checkLabel)],
    cautions: product.cautions,
  };
}

export interface RunQuizInput {
  quiz: QuizDefinition;
  answers: QuizAnswers;
  /** Every catalogue product; the quiz ranks its own category and looks elsewhere only when nothing fits. */
  catalogue: readonly QuizProduct[];
}

export function runQuiz({ quiz, answers, catalogue }: RunQuizInput): QuizResult {
  const rules = rulesFor(quiz.category, answers);
  const inCategory = catalogue.filter((p) => p.product.category === quiz.category).sort((a, b) => byScore(a.product, b.product));
  const { kept, excluded } = rank(rules, inCategory);
  const picked = kept.slice(0, PICK_COUNT);
  const picks = picked.map((r) => toPick(rules, r));

  const notices = [...rules.notices];
  if (picks.length > 0) {
    for (const weight of rules.weights) {
      if (weight.noneApplies && !picked.some((r) => (weight.apply(r.item)?.points ?? 0) > 0)) notices.push({ tone: "info", text: weight.noneApplies });
    }
  }

  return {
    category: quiz.category,
    considered: inCategory.length,
    picks,
    excluded,
    stated: rules.filters.filter((f) => f.questionId !== null).map((f) => f.youSaid),
    notices,
    plan: planFor(quiz, answers, picked.map((r) => r.item)),
    empty: picks.length > 0 ? null : emptyState(quiz, answers, rules, excluded, inCategory, catalogue),
  };
}

function emptyState(
  quiz: QuizDefinition,
  answers: QuizAnswers,
  rules: QuizRules,
  excluded: ExcludedGroup[],
  inCategory: QuizProduct[],
  catalogue: readonly QuizProduct[],
): NonNullable<QuizResult["empty"]> {
  const used = new Set(excluded.map((g) => g.filterId));
  // What the person's own answers rule out comes first; a standing rule only when nothing else applies.
  const answerFilters = rules.filters.filter((f) => used.has(f.id) && f.questionId !== null);
  const lookFor = (answerFilters.length > 0 ? answerFilters : rules.filters.filter((f) => used.has(f.id)))
    .map((f) => ({ text: f.lookFor, guide: f.guide }))
    .filter((l, i, all) => all.findIndex((x) => x.text === l.text) === i);

  const loosen: Loosen[] = [];
  for (const question of quiz.questions) {
    const current = answers[question.id];
    const isSet = Array.isArray(current) ? current.length > 0 : current !== undefined && current !== question.relaxTo;
    if (!isSet || (!question.multiple && !question.relaxTo)) continue;
    const relaxed: QuizAnswers = { ...answers, [question.id]: question.multiple ? [] : (question.relaxTo as string) };
    const fits = rank(rulesFor(quiz.category, relaxed), inCategory).kept.length;
    if (fits === 0) continue;
    const label = (value: string) => question.options.find((o) => o.value === value)?.label ?? value;
    loosen.push({
      questionId: question.id,
      prompt: question.prompt,
      from: Array.isArray(current) ? current.map(label).join(", ") : label(current as string),
      to: question.multiple ? "none of these" : label(question.relaxTo as string),
      fits,
      query: answersToQuery(quiz, relaxed),
    });
  }

  const seen = new Set<string>();
  const elsewhere = rules.filters
    .flatMap((f) => (f.elsewhere ? catalogue.filter((p) => p.product.category !== quiz.category && f.elsewhere?.(p)) : []))
    .filter((p) => !seen.has(p.product.id) && seen.add(p.product.id))
    .map((p) => ({ id: p.product.id, name: p.product.name, category: p.product.category }));

  return { lookFor, loosen, elsewhere };
}


/** The category's title for headings, e.g. "Sleep". */
export function quizTitle(category: CategoryId): string {
  return getCategoryInfo(category)?.title ?? category;
}

export { withoutParentheses as productShortName };
