import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule, dutyRule, REFERRAL, SEROTONERGIC_STIMULANT_NOTE } from "~/domain/safety/conditions";
import type { ConditionRule } from "~/domain/safety/condition-rule";
import { CAFFEINE_SOURCES, LIMITS } from "~/domain/safety/limits-table";
import type { RedFlagHit } from "~/domain/safety/red-flags";
import { screenItem, screenProducts } from "~/domain/safety/screen";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { Source } from "~/domain/source";
import { escapeRegExp, listJoin } from "~/domain/text";
import { formatFactsDate } from "~/domain/catalogue/format";
import { DOD_PROHIBITED_LIST_URL } from "./copy";
import { Draft, type ListVersionSeen, fixed, join, OPSS_ASK_THE_EXPERT, type EngineAnswer } from "./draft";
import { deploymentList, deploymentPackingAsked, mailAsked } from "./pack-list";
import { ASK_THE_EXPERT_SOURCE, DOD_LIST_SOURCE } from "./sources";
import type { Understanding } from "./understand";
import { asksAboutNoPicks, namesAskedSubstance } from "./asked-substances";
import { forThem, notInUniform, subjectOf } from "./whom";
import { categoriesNamed } from "./vocabulary";
import { ownSupplementLines } from "./own-supplements";

/*
 * What an answer must say before anything else: prohibited ingredients and red-flag terms the
 * message names, what we know about an ingredient asked about, the cautions and referrals of a
 * medicine or condition, and duty notes.
 */

/** Prohibited ingredients the message names, with the list version that found them (as the checker says it). */
/**
 * Listed ingredients said in the message. `checkSaidAfter`: an answer about the substance
 * itself follows and ends on where to check and whom to ask, so this says it once, there.
 */
export function prohibitedWarnings(hits: readonly ProhibitedHit[], list: ListVersionSeen, checkSaidAfter = false): string {
  const unique = [...new Map(hits.map((h) => [h.entryId, h])).values()].slice(0, 4);
  const warnings = unique.map((h) => `${h.fuzzy ? closeToListed(h) : `**Warning: ${h.entryName}${h.entryName.toLowerCase().includes(h.found.toLowerCase()) ? "" : ` ("${h.found}")`} is on the DoD Prohibited Dietary Supplement Ingredients list.**`} Reason: ${h.reason.replace(/\.$/, "")}.${h.note ? ` ${h.note.note}` : ""}`);
  const verdict = `Do not use a supplement that contains ${unique.length > 1 ? "any of these" : "it"}: it is prohibited for service members, and a positive drug test or an adverse event can end a career.`;
  const check = ` Check every label against the [official DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}) or our [ingredient checker](/ingredient-checker), and if you are unsure ask ${OPSS_ASK_THE_EXPERT}.`;
  const advice = checkSaidAfter ? verdict : verdict + check;
  const source = `Checked against the DoD prohibited list, ${list.version.toLowerCase()} of ${formatFactsDate(list.date)}.`;
  return join(warnings.join("\n\n"), `${advice} ${source}`);
}

/**
 * A name one letter from a listed one may be a typo or another product altogether ("nootropix"
 * and Nootropil, a piracetam brand): say what it is close to and what to look for on the label,
 * never that the product is the listed substance.
 */
function closeToListed(h: ProhibitedHit): string {
  const listed = h.term.toLowerCase() === h.entryName.toLowerCase() ? h.entryName : `${h.term}, a name for ${h.entryName},`;
  return `**Warning: "${h.found}" is close to ${listed} which is on the DoD Prohibited Dietary Supplement Ingredients list.** I can't tell from the name alone whether it is the same thing: if the label lists ${h.entryName}${listed === h.entryName ? "" : ` or ${h.term}`}, do not use it.`;
}

export function redFlagWarning(flags: readonly RedFlagHit[]): string {
  const line = (f: RedFlagHit, head: string) =>
    `**${head}: ${f.label}${f.found.toLowerCase() !== f.label.toLowerCase() ? ` ("${f.found}")` : ""}.** ${f.concern}${f.whatToDo ? ` What to do: ${f.whatToDo}` : ""} Source: [${f.source.title}](${f.source.url}).`;
  const stop = flags.filter((f) => f.verdict === "stop");
  const ask = flags.filter((f) => f.verdict !== "stop");
  const stopText = stop.map((f) => line(f, "Stop")).join("\n\n");
  if (!ask.length) return stopText;
  return join(
    stopText,
    ask.map((f) => line(f, "Ask before you take")).join("\n\n"),
    `${ask.length > 1 ? "These terms are" : "This term is"} not on the DoD prohibited list itself, so a name check alone will not flag ${ask.length > 1 ? "them" : "it"}: ask ${OPSS_ASK_THE_EXPERT} or your provider before you take the product.`,
  );
}

export function safetyNote(): string {
  return (
    "Nothing in your question matches an ingredient on the DoD Prohibited Dietary Supplement Ingredients list. " +
    `That alone doesn't make a product safe: check the full label with our [ingredient checker](/ingredient-checker) and the [official list on OPSS](${DOD_PROHIBITED_LIST_URL}), ` +
    "and choose products certified by NSF Certified for Sport or Informed Sport, whose programs test for substances banned in sport (Informed Sport lists each tested batch; NSF tests on a schedule set by the number of lots)."
  );
}

/** Facts about ingredients people ask about by name, from the sources our guides and the catalogue research cite. */
export const INGREDIENT_NOTES: ReadonlyArray<{ pattern: RegExp; name: string; note: string; sources: Source[] }> = [
  {
    pattern: /\bcaffeine\b/,
    name: "Caffeine",
    note: `Caffeine is allowed, within limits: FDA and OPSS use ${LIMITS.caffeinePerDay.amount} mg a day for most healthy adults, and OPSS puts the useful single dose at up to ${LIMITS.caffeinePerDose.amount} mg.`,
    sources: [...CAFFEINE_SOURCES],
  },
  {
    pattern: /\b5-?htp\b/,
    name: "5-HTP",
    note: "5-HTP is not on our copy of the DoD list, but it is turned directly into serotonin: with an SSRI, another antidepressant or an MAOI it can add up to serotonin syndrome, so take it only with your prescriber's go-ahead.",
    sources: [],
  },
  {
    pattern: /\bhuperzine\b/,
    name: "Huperzine A",
    note: "Huperzine A is not on our copy of the DoD prohibited list; check the current list on OPSS, which is the authority, before you take a product with it.",
    sources: [DOD_LIST_SOURCE],
  },
  {
    pattern: /\btheacrine\b|\bteacrine\b/,
    name: "Theacrine",
    note: "Theacrine is not on our copy of the DoD prohibited list; check the current list on OPSS, and count it with caffeine as a stimulant.",
    sources: [DOD_LIST_SOURCE],
  },
  {
    pattern: /\bashwagandha\b/,
    name: "Ashwagandha",
    note: "Ashwagandha is not on our copy of the DoD prohibited list (check the current OPSS list); it is not for use in pregnancy or with a thyroid condition without a clinician's advice.",
    sources: [DOD_LIST_SOURCE],
  },
];

/** Ingredients the question names that labels in the catalogue also carry. */
function ingredientWordsAsked(u: Understanding, catalogue: readonly Supplement[]): string[] {
  const words = u.topic.split(" ").filter((w) => w.length > 3);
  const labels = catalogue.flatMap((p) => p.keyIngredients.map((k) => k.toLowerCase()));
  // A whole word of an ingredient line ("creatine"), not a piece of one ("check" in "checked").
  const onLabel = (w: string) => labels.some((l) => new RegExp(`(?<![a-z0-9])${escapeRegExp(w)}(?:e?s)?(?![a-z0-9])`).test(l));
  return words.filter(
    (w) => namesAskedSubstance(w, u) && !/^(?:banned|prohibited|legal|allowed|illegal|soldiers?|military|label|labels|says|pre-workout|check|list|supplements?|facts|panel|against)$/.test(w) && onLabel(w),
  );
}

/**
 * Stimulant products asked about with an antidepressant: our sources stop at "not a go-ahead",
 * so the answer is the prescriber's, and a list of stimulant picks would contradict it.
 */
export function asksStimulantsOnAntidepressant(u: Understanding): boolean {
  const serotonergic = u.conditions.some((id) => conditionRule(id).caution === conditionRule("ssri").caution);
  return serotonergic && SEROTONERGIC_STIMULANT_NOTE.asks.test(u.normalized);
}

/** A question the condition's own caution answers ("and my potassium mix?"): the caution is said again in full. */
export function asksWhatCautionCovers(rule: ConditionRule, u: Understanding): boolean {
  // Caffeine is what the pregnancy and nursing cautions are about: a question about a caffeinated drink is theirs.
  const caffeineAsked = rule.excludes.some((c) => c.kind === "exclude" && c.ingredient === "caffeine") && CAFFEINATED.test(u.normalized);
  return caffeineAsked || u.intents.includes("interaction") || rule.about.test(u.normalized) || [...rule.avoid, ...(rule.askFirst ?? [])].some((a) => a.pattern.test(u.normalized));
}

const CAFFEINATED = /\bcaffein\w*|\benergy (?:drinks?|shots?)\b|\bpre-?workouts?\b|\bpres?\b|\bcoffee\b|\bstims?\b|\bfat ?burn\w*|\bmonsters?\b|\bred ?bulls?\b|\bcelsius\b/;

/** Supplements that raise serotonin, named or asked about: the antidepressant's own caution is about them. */
const SEROTONIN_SUPPLEMENTS = /\b5-?htp\b|\bst\.? john'?s\b|\btryptophan\b|\bsam-?e\b|\bserotonin\b|\bmood\b/;

/** The caution a rule gives in this answer: in full, in its one-line form, or none when another rule covers the medicine. */
function cautionFor(rule: ConditionRule, u: Understanding, ids: readonly string[]): string | null {
  const short = rule.short;
  if (!short) return rule.caution;
  // A pre-workout asked for in the turn before ("best pre for PT?" then "oh, and a heart murmur") is still the question.
  const asked = short.unlessAsked.test(u.normalized) || short.unlessAsked.test(u.topic) || u.categories.includes("pre-workout");
  if (!asked && short.coveredBy?.some((id) => ids.includes(id))) return null;
  if (short.text && (!asked || notInUniform(u.normalized))) return short.text;
  return rule.caution;
}

export function conditionBlock(u: Understanding, d: Draft) {
  const ids = u.newConditions.length ? u.newConditions : u.conditions;
  const rules = [...new Map(ids.map((id) => conditionRule(id)).map((r) => [r.caution, r])).values()];
  const whose = u.forWhom ?? null;
  // What they asked for beside the condition is answered first, each answer once.
  // Asked for someone in an earlier turn ("a multi for my wife", then "she's pregnant"): the kind asked for is still the question.
  const asked = u.forWhom && !categoriesNamed(u.normalized).length ? `${u.normalized} ${u.categories.join(" ")}` : u.normalized;
  const needs = [...new Set(rules.flatMap((r) => r.needs ?? []))].filter((n) => n.asks.test(asked));
  for (const need of new Map(needs.map((n) => [n.text, n])).values()) d.caution(forThem(need.text, whose), ...need.sources);
  // A stimulant asked about with an antidepressant, and no serotonin supplement: that answer opens, and the 5-HTP caution would be off the question.
  const stimulantsOnly = asksStimulantsOnAntidepressant(u) && !SEROTONIN_SUPPLEMENTS.test(u.normalized);
  for (const rule of rules) {
    const referral = rule.referral ? `Check with ${rule.referral} before you start any supplement, and bring the labels; never change a prescribed medicine to make room for one.` : REFERRAL;
    // The person's own supplements named: a line for each, in place of the caution's fixed examples.
    const own = ownSupplementLines(rule, u);
    if (own) {
      d.caution(forThem(`${own.text}

${referral}`, whose), rule.source, ...own.sources);
      continue;
    }
    if (stimulantsOnly && rule.caution === conditionRule("ssri").caution) {
      d.caution(forThem(`**With ${rule.label}:** ${SEROTONERGIC_STIMULANT_NOTE.text}`, whose), SEROTONERGIC_STIMULANT_NOTE.source, rule.source);
      continue;
    }
    // Given in full in an earlier answer: the condition still shapes this one, and a line recalls it.
    if (u.cautioned?.some((id) => conditionRule(id).caution === rule.caution) && !asksWhatCautionCovers(rule, u)) {
      const core = rule.reminder ? `${rule.reminder}; c` : "C";
      // Said of someone else, the recall names them: "(your wife, as you said)".
      const said = whose ? `${subjectOf(whose)}, as you said` : "as you said";
      d.caution(forThem(`**With ${rule.label} (${said}):** ${core}heck with ${rule.referral ?? "your prescriber or pharmacist"} before you start any supplement.`, whose), rule.source, ...(rule.sources ?? []));
      continue;
    }
    const caution = cautionFor(rule, u, ids);
    if (caution === null) continue;
    d.caution(forThem(`**With ${rule.label}:** ${caution} ${referral}`, whose), rule.source, ...(rule.sources ?? []));
  }
  if (asksStimulantsOnAntidepressant(u) && !stimulantsOnly) d.caution(SEROTONERGIC_STIMULANT_NOTE.text, SEROTONERGIC_STIMULANT_NOTE.source);
  if (rules.length && u.newConditions.length) {
    d.add(`For questions about a supplement itself, ${OPSS_ASK_THE_EXPERT} gives free, confidential answers to service members.`);
    d.sources.push(ASK_THE_EXPERT_SOURCE);
  }
}

/**
 * A refer-only condition (pregnancy, nursing) holds back picks when said now, or when the question
 * is one its caution covers; said earlier and recalled in a line, a later question gets its answer,
 * screened by the condition.
 */
export function referredHere(id: Understanding["conditions"][number], u: Understanding): boolean {
  const rule = conditionRule(id);
  if (!rule.referOnly) return false;
  const recalled = !u.newConditions.includes(id) && u.cautioned?.some((c) => conditionRule(c).caution === rule.caution);
  return !recalled || asksWhatCautionCovers(rule, u);
}

/**
 * Duty notes where they bear on the answer: flight status and a drug test whenever they are part
 * of the conversation and products are named (or named in this message), a shift when caffeine or
 * sleep is, heat with hydration, a deployment when it is named.
 */
/** Words of an answer that already told the person a positive from a supplement still counts. */
const NO_DEFENSE_SAID = /\bno defen[cs]e\b|\bdefen[cs]e counsel\b|\bstill counts against you\b/;

export function dutyNotes(u: Understanding, d: Draft) {
  const here = new Set(u.duties.filter((id) => dutyRule(id).pattern.test(u.normalized) || dutyRule(id).capitals?.test(u.message)));
  const caffeine = d.products.some((p) => (p.caffeineMg ?? 0) > 0) || /caffeine|energy drink|pre-workout|stim|sleep/.test(u.normalized) || u.categories[0] === "sleep";
  const hydration = d.products.some((p) => p.category === "hydration") || u.categories.includes("hydration") || /hydrat|electrolyte|water|sodium|drink/.test(u.normalized);
  for (const id of u.duties) {
    const relevant =
      id === "night-shift" ? caffeine : id === "heat" ? hydration : id === "deployment" ? here.has(id) : here.has(id) || d.products.length > 0;
    // A sleep time given already brought its cut-off: the general rule would repeat it.
    if (!relevant || (id === "night-shift" && u.situation.timing)) continue;
    // The answer already said a supplement is no defense for a positive: the test's note would say it twice.
    if (id === "drug-test" && d.blocks.some((b) => NO_DEFENSE_SAID.test(b))) continue;
    const rule = dutyRule(id);
    d.caution(rule.note, rule.source);
    // Packing for a deployment with a kind named still gets what travels, what a shop there is worth, and the mail.
    if (id === "deployment" && deploymentPackingAsked(u)) deploymentList(d, mailAsked(u));
  }
}

export function urgentAnswer(): EngineAnswer {
  return fixed(
    "urgent",
    join(
      "If you have chest pain, trouble breathing or feel faint, stop exercising and get medical care now: call 911 or go to the nearest emergency room or aid station.",
      "Bring the product or a photo of its label so the medical team can see what you took.",
    ),
  );
}

/** Words naming the ingredient an ingredient question is about: flagged terms first, else topic words labels carry. */
export function ingredientTopic(u: Understanding, flags: readonly RedFlagHit[], focus: readonly Supplement[], catalogue: readonly Supplement[]): string[] {
  if (flags.length) return flags.map((f) => f.found.toLowerCase());
  const nameWords = new Set(focus.flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9-]+/)));
  // "Fish oil" is read word by word: the answer names the oil, not the fish.
  return ingredientWordsAsked(u, catalogue)
    .filter((w) => !nameWords.has(w))
    .map((w) => (w === "fish" && /\bfish oils?\b/.test(u.normalized) ? "fish oil" : w));
}

/** What the DoD list says about the ingredients asked after, when none is on it: our notes, else "no entry matches", never a go-ahead. */
export function ingredientStatus(d: Draft, u: Understanding, asked: readonly string[], focus: readonly Supplement[], flags: readonly RedFlagHit[]): void {
  const notes = INGREDIENT_NOTES.filter((n) => n.pattern.test(u.normalized));
  for (const n of notes) d.caution(n.note, ...n.sources);
  const unexplained = asked.filter((w) => !notes.some((n) => n.pattern.test(w)));
  if (asksAboutNoPicks(u)) d.add("My last answer had no picks, so there is no product of ours to check.");
  if (focus.length && !unexplained.length && !notes.length) {
    d.caution(
      `Nothing on the label data we hold for ${listJoin(focus.map((p) => p.name))} matches an entry on our copy of the DoD Prohibited Dietary Supplement Ingredients list: every product we list is screened against it. ${safetyNote().replace(/^[^.]*\. /, "")}`,
    );
  } else if (unexplained.length && !flags.length) {
    const names = listJoin(unexplained.map((w) => w[0].toUpperCase() + w.slice(1)));
    d.caution(`${names} ${unexplained.length > 1 ? "do" : "does"} not match any entry on our copy of the DoD Prohibited Dietary Supplement Ingredients list. ${safetyNote().replace(/^[^.]*\. /, "")}`);
  } else if (!notes.length && !flags.length && !u.conditions.length) {
    // With a medicine or condition named, its caution answers "is it ok"; a list check of nothing named is beside the point.
    d.caution(safetyNote());
  }
  d.sources.push(DOD_LIST_SOURCE);
}

/** An answer that holds with any condition, followed by the condition's caution or its reminder. */
export function withConditionNote(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const d = new Draft();
  conditionBlock(u, d);
  return {
    ...answer,
    cautions: [...answer.cautions, ...d.cautions],
    sources: [...new Map([...answer.sources, ...d.sources].map((s) => [s.url, s])).values()],
    text: join(answer.text, ...d.blocks),
  };
}

/**
 * Caffeine advice from a guide question ("pre on an empty stomach?") is not given to someone whose
 * condition rules caffeine out (pregnancy, a heart condition): the condition's note answers instead.
 */
export function barredByCondition(m: Understanding["myths"][number], u: Understanding): boolean {
  return /\bcaffeine\b/.test(m.search) && u.conditions.some((id) => conditionRule(id).excludes.some((c) => c.kind === "exclude" && c.ingredient === "caffeine"));
}

/** The "Ask the Expert" line a condition block closes with when the condition is new in this message. */
const ASK_THE_EXPERT_LINE = /^For questions about a supplement itself,/;

/** Whether the answer already carries the rule's caution: in full, in its one-line form, as a reminder, or an answer to what was asked beside it. */
function carries(text: string, rule: ConditionRule, present: readonly ConditionRule[]): boolean {
  if (text.includes(`With ${rule.label}`) || text.includes(rule.caution) || (rule.short?.text && text.includes(rule.short.text))) return true;
  if (rule.short?.coveredBy?.some((id) => present.includes(conditionRule(id)))) return true;
  return (rule.needs ?? []).some((n) => text.includes(n.text));
}

/**
 * What a medicine changes about a sign said in the message ("black stool on an NSAID"): it opens
 * the answer, urgent care included, since it names the likely cause and what to stop.
 */
function withUrgentNotes(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const notes = [...new Set(u.conditions.map((id) => conditionRule(id)))].flatMap((r) => (r.urgent?.when.test(u.normalized) && !answer.text.includes(r.urgent.text) ? [{ rule: r, text: r.urgent.text }] : []));
  if (!notes.length) return answer;
  const sources = notes.flatMap((n) => [n.rule.source, ...(n.rule.sources ?? [])]);
  return {
    ...answer,
    cautions: [...notes.map((n) => n.text), ...answer.cautions],
    sources: [...new Map([...answer.sources, ...sources].map((s) => [s.url, s])).values()],
    text: join(...notes.map((n) => n.text), answer.text),
  };
}

/** Numbered pick lines renumbered after some were taken out. */
function renumbered(text: string): string {
  let n = 0;
  return text
    .split("\n")
    .map((line) => {
      if (!/^\d+\. \*\*/.test(line)) {
        if (line.trim() !== "") n = 0;
        return line;
      }
      n += 1;
      return line.replace(/^\d+\./, `${n}.`);
    })
    .join("\n");
}

/**
 * The last check of every answer: each medicine or condition named anywhere in the conversation
 * has its caution and referral (or its reminder) in the answer, whichever answer wrote it, and no
 * product the rule leaves out is offered. A caution about what was asked, or new in this message,
 * goes first; one recalled from earlier turns goes after the opening, which answers the question.
 * Urgent care gets only what a medicine changes about it (./reading-conditions.ts `urgent`);
 * greetings and out-of-scope replies are left as they are.
 */
export function withConditionsCautioned(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (!u.conditions.length || ["courtesy", "out-of-scope"].includes(answer.intent)) return answer;
  if (u.symptoms.length || answer.intent === "urgent") return withUrgentNotes(answer, u);
  return withUrgentNotes(withEveryCaution(answer, u), u);
}

function withEveryCaution(answer: EngineAnswer, u: Understanding): EngineAnswer {
  const rules = u.conditions.map((id) => conditionRule(id));
  const present = rules.filter((r) => carries(answer.text, r, rules));
  const missing = u.conditions.filter((id) => !present.includes(conditionRule(id)));
  // A product asked about by name is described, "not a fit" included; only one offered unasked is taken out.
  const conflicting = screenProducts(
    answer.products.filter((p) => !u.focusProductIds.includes(p.id)).map((p) => screenItem({ ...p, pricePerServing: null })),
    { conditions: u.conditions },
  ).leftOut.filter((o) => o.reasons.some((r) => r.outcome === "breaks")).map((o) => o.product.product.name);
  if (!missing.length && !conflicting.length) return answer;
  const d = new Draft();
  if (missing.length) conditionBlock({ ...u, newConditions: missing }, d);
  const isNew = missing.some((id) => u.newConditions.includes(id));
  const added = d.blocks.filter((b) => !ASK_THE_EXPERT_LINE.test(b) || (isNew && !answer.text.includes(b)));
  const bearsOnQuestion = isNew || missing.some((id) => asksWhatCautionCovers(conditionRule(id), u));
  const kept = renumbered(answer.text.split("\n").filter((line) => !conflicting.some((name) => line.includes(`**${name}**`))).join("\n"));
  const [opening, ...rest] = kept.split(/\n\s*\n/);
  return {
    ...answer,
    products: answer.products.filter((p) => !conflicting.includes(p.name)),
    candidates: answer.candidates.filter((p) => !conflicting.includes(p.name)),
    cautions: [...d.cautions, ...answer.cautions],
    sources: [...new Map([...answer.sources, ...d.sources].map((s) => [s.url, s])).values()],
    text: bearsOnQuestion || !opening ? join(...added, kept) : join(opening, ...added, ...rest),
  };
}
