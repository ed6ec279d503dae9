import { z } from "zod";
import { DIETS, EXCLUDABLE_INGREDIENTS, type Constraint } from "~/domain/catalogue/constraints";
import { PRODUCT_FORMS } from "~/domain/catalogue/facts";
import { CONDITION_IDS, type ConditionId, DUTY_IDS, type DutyId } from "~/domain/safety/conditions";
import { editDistance } from "~/domain/safety/match-keys";
import type { Source } from "~/domain/source";
import { readText, type Token } from "./nlp";
import { PROBLEM_IDS } from "./problems";

/*
 * The chat's vocabulary as data (app/data/chat-vocabulary.json, validated by `parseVocabulary`
 * when the server loads it, and passed in): concepts with the
 * ways people say them (synonyms, slang, misspellings, brand and generic names), each with what
 * it sets when said about the person. Messages and terms are read by the same NLP pipeline
 * (wink-nlp, docs/decisions/0035-chat-vocabulary-and-nlp.md), so a term matches its inflections
 * ("tears" for "tear"), a typo of a long word, and only outside a negation unless the concept
 * is about what the person does not take ("no stims", "i dont do caffeine").
 */

export const SYMPTOM_IDS = ["paresthesia", "allergic", "cardiac", "faint", "rhabdo", "heatstroke", "heat", "overload", "gi", "liver", "stroke", "overdose", "stimulant-overdose", "hyponatremia", "bleeding"] as const;
export type SymptomId = (typeof SYMPTOM_IDS)[number];

const sourceSchema = z.object({ title: z.string().min(1), url: z.string().url(), checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const constraintSchema: z.ZodType<Constraint> = z.union([
  z.object({ kind: z.literal("diet"), diet: z.enum(DIETS) }),
  z.object({ kind: z.literal("exclude"), ingredient: z.enum(EXCLUDABLE_INGREDIENTS) }),
  z.object({ kind: z.literal("caffeineMax"), mg: z.number().nonnegative() }),
  z.object({ kind: z.literal("form"), forms: z.array(z.enum(PRODUCT_FORMS)).min(1) }),
  z.object({ kind: z.literal("budget"), maxPerServing: z.number().positive() }),
]);

const conceptSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(["diet", "allergen", "stimulant", "sleep-aid", "drug-class", "condition", "duty", "timing", "budget", "form", "symptom", "substance", "myth", "question", "request", "idiom", "problem", "meaning"]),
    terms: z.array(z.string().min(1)).min(1),
    /** "stated": said outside a negation; "negated": said inside one ("no stims"); "either": both ("not sweating"). */
    when: z.enum(["stated", "negated", "either"]),
    /** Counts only when one of these is also in the message (a symptom with what was taken). */
    needsAlso: z.array(z.string().min(1)).optional(),
    /**
     * "sentence": a word of `needsAlso` must be in the same sentence as the term. A sign is then
     * read as a body part and a change said together ("lips" with "puffy", "pee" with "brown"),
     * whatever the words between them.
     */
    within: z.literal("sentence").optional(),
    /** Counts only when each group has a term in the message (two certifiers and a word of comparing). */
    needsEach: z.array(z.array(z.string().min(1)).min(1)).optional(),
    effect: z
      .object({
        constraint: constraintSchema.optional(),
        condition: z.enum(CONDITION_IDS).optional(),
        duty: z.enum(DUTY_IDS).optional(),
        /** A health problem no condition rule covers (./problems.ts): its referral is owed (./referral-owed.ts). */
        problem: z.enum(PROBLEM_IDS).optional(),
        sleepSoon: z.literal(true).optional(),
        symptom: z.enum(SYMPTOM_IDS).optional(),
        /** A substance we cannot vouch for, by the name the answer uses. */
        substance: z.string().min(1).optional(),
        /** A drug sold as a supplement (kratom, SARMs): nothing in the catalogue is offered in its place. */
        noSubstitute: z.literal(true).optional(),
        /**
         * A common false belief (a myth), or what we know of a substance: the answer that comes
         * first, and for a myth or a question the words of the guide section to quote.
         */
        answer: z.string().min(1).optional(),
        /** A myth's correction alone, for when what was named is already answered (a DoD list entry, a known substance): no advice that would sit beside that verdict. */
        premise: z.string().min(1).optional(),
        search: z.string().min(1).optional(),
        /** A request for products with nothing to go on yet. */
        request: z.literal(true).optional(),
        /** An ingredient to leave out beyond the shared constraints, by its name in ./stated.ts ("sugar" for a low-carb diet). */
        avoid: z.string().min(1).optional(),
        /** A question whose answer gives way: to a duty's timing answer ("SP is 0400, what should I eat"), and to the picks a clear request asks for beside it. */
        yields: z.literal(true).optional(),
        /** Words that set nothing: they are masked before any rule reads the message. */
        idiom: z.literal(true).optional(),
        /** Read before other concepts, and its words masked after: the "piss" of a "piss test" is no urine sign. */
        masks: z.literal(true).optional(),
      })
      .strict(),
    source: sourceSchema.optional(),
    /** Further sources of the answer, when it draws on more than one (a myth corrected with an example from another page). */
    also: z.array(sourceSchema).min(1).optional(),
  })
  .strict()
  .refine((c) => !((c.kind === "symptom" && c.effect.symptom !== "gi") || c.kind === "myth" || c.effect.answer) || c.source, { message: "a concept that makes a health claim needs a source" });

const vocabularySchema = z.object({ version: z.literal(1), concepts: z.array(conceptSchema).min(1) });

export type Concept = z.infer<typeof conceptSchema>;

export type Vocabulary = readonly Concept[];

/** The vocabulary file, checked: a malformed entry fails at load, not in an answer. */
export function parseVocabulary(raw: unknown): Vocabulary {
  return vocabularySchema.parse(raw).concepts;
}

/** Apostrophes are dropped first: "don't" and "dont" read alike, and so do terms and messages. */
function prepare(text: string): string {
  return text.toLowerCase().replace(/[’‘']/g, "");
}

const termCache = new Map<string, Token[]>();
function termTokens(term: string): Token[] {
  let tokens = termCache.get(term);
  if (!tokens) {
    tokens = readText(prepare(term)).tokens.filter((t) => t.word);
    termCache.set(term, tokens);
  }
  return tokens;
}

function same(message: Token, term: Token): boolean {
  if (message.value === term.value || message.lemma === term.lemma || message.lemma === term.value) return true;
  // A typo of a long word, first letter kept ("ashwaganda"); short words must be exact.
  if (term.value.length < 6 || message.value[0] !== term.value[0] || editDistance(message.value, term.value, 1) > 1) return false;
  // A six-letter term is one letter from everyday words ("statin" and "station"): it takes a
  // swapped letter, a plural or a doubled letter ("stattin"), not any letter more or less.
  return term.value.length > 6 || message.value.length === 6 || message.value === `${term.value}s` || undoubled(message.value) === undoubled(term.value);
}

const undoubled = (word: string) => word.replace(/(.)\1+/g, "$1");

/** Words a multi-word term may skip between two of its own ("whey tears *my* stomach"). */
const MAX_GAP = 2;

function find(tokens: readonly Token[], term: readonly Token[], masked: ReadonlySet<number>, from = 0): number[] | null {
  for (let i = from; i < tokens.length; i++) {
    if (masked.has(i) || !same(tokens[i], term[0])) continue;
    const at = [i];
    let j = i + 1;
    for (const t of term.slice(1)) {
      let found = -1;
      for (let k = j; k < tokens.length && k <= j + MAX_GAP && tokens[k].word; k++) {
        if (!masked.has(k) && same(tokens[k], t)) {
          found = k;
          break;
        }
      }
      if (found === -1) break;
      at.push(found);
      j = found + 1;
    }
    if (at.length === term.length) return at;
  }
  return null;
}

export interface ConceptHit {
  concept: Concept;
  /** The words as written. */
  found: string;
}

export interface ConceptReading {
  hits: ConceptHit[];
  /** The text with idioms and myths blanked out, for the rules that read words. */
  masked: string;
  /** Idioms and claims as written ("used by special forces", "natural adderall"): words about a label or a saying, not a substance taken. */
  claims: string[];
  /** Duties and conditions the message denies ("not a pilot", "no drug test coming up", "im not pregnant"): taken back, not stated. */
  denied: ConceptHit[];
}

/** Words that open a denial of what follows: "no", "not", "never", "nor", and "n't" on a verb of having or doing. */
const DENIAL_CUES: ReadonlySet<string> = new Set(["no", "not", "never", "nor", "nt", "n't"]);
/** Verbs a denial may pass through ("i don't take any meds", "not flying", "im not on flight status"). */
const DENIED_VERBS: ReadonlySet<string> = new Set(["be", "have", "take", "fly", "do", "use", "get", "go", "deploy", "pump", "nurse", "breastfeed"]);
/** Words of doubt after a negation: "not sure", "no idea", "not 100%". */
const UNSURE: ReadonlySet<string> = new Set(["sure", "certain", "idea", "clue", "100", "positive", "convinced"]);
/** The most words between the cue and the term it denies ("not a pilot or aircrew"). */
const DENIAL_REACH = 4;

/**
 * Whether the negation a term sits in denies the term itself: a cue of denial close before it
 * with no other verb between ("not a pilot", "no drug test", "i don't take any meds"), not an
 * action the person does not want ("won't show on a UA", "don't want to pop hot").
 */
function deniedAt(tokens: readonly Token[], at: readonly number[]): boolean {
  let i = at[0];
  while (i > 0 && tokens[i - 1].negated && tokens[i - 1].sentence === tokens[at[0]].sentence) i--;
  const cue = tokens[i - 1];
  if (!cue || !DENIAL_CUES.has(cue.value.toLowerCase())) return false;
  const between = tokens.slice(i, at[0]).filter((t) => t.word);
  // "Not sure if I'm pregnant" is doubt, not a denial: a clause opened under the negation ends it.
  if (between.some((t) => t.pos === "SCONJ" || UNSURE.has(t.value.toLowerCase()))) return false;
  return between.length <= DENIAL_REACH && between.every((t) => (t.pos !== "VERB" && t.pos !== "AUX") || DENIED_VERBS.has(t.lemma.toLowerCase()));
}

/** Read first, and their words masked: a myth ("used by special forces") before the idioms inside it, then idioms, then the rest. */
const READ_ORDER = (c: Concept) => (c.kind === "myth" ? 0 : c.kind === "idiom" || c.effect.masks ? 1 : 2);

/**
 * The concepts a message states, myths and idioms first: words inside one set nothing else.
 * Meanings (kind "meaning": "cheaper", "since yesterday") set nothing and are read apart, on
 * request (./meanings.ts): `meanings` reads only them, otherwise they are left out.
 */
export function readConcepts(message: string, vocabulary: Vocabulary, meanings = false): ConceptReading {
  const text = prepare(message);
  const { tokens } = readText(text);
  const masked = new Set<number>();
  const hits: ConceptHit[] = [];
  const claims: string[] = [];
  const denied: ConceptHit[] = [];
  const ordered = vocabulary.filter((c) => (c.kind === "meaning") === meanings).sort((a, b) => READ_ORDER(a) - READ_ORDER(b));
  const span = (at: number[]) => text.slice(tokens[at[0]].start, tokens[at[at.length - 1]].end);
  const has = (terms: readonly string[]) => terms.some((t) => find(tokens, termTokens(t), masked) !== null);
  /** A term of `terms` in the given sentence. */
  const hasIn = (terms: readonly string[], sentence: number) =>
    terms.some((t) => {
      for (let at = find(tokens, termTokens(t), masked); at; at = find(tokens, termTokens(t), masked, at[0] + 1)) if (tokens[at[0]].sentence === sentence) return true;
      return false;
    });
  for (const concept of ordered) {
    // Longer terms first, so "stim free" is read before "stim".
    const terms = [...concept.terms].sort((a, b) => termTokens(b).length - termTokens(a).length);
    const mask = (at: number[]) => {
      for (let i = at[0]; i <= at[at.length - 1]; i++) masked.add(i);
      claims.push(span(at));
    };
    const hit = (at: number[]): boolean => {
      const negated = at.some((i) => tokens[i].negated);
      // "Isn't creatine a steroid?" voices the myth as much as "creatine is a steroid" does.
      const voiced = concept.kind === "myth" || concept.kind === "question";
      const situational = concept.effect.duty !== undefined || concept.effect.condition !== undefined;
      if (situational && negated && concept.when !== "negated" && deniedAt(tokens, at)) {
        denied.push({ concept, found: span(at) });
        return false;
      }
      if (!voiced && concept.when !== "either" && (concept.when === "negated") !== negated) return false;
      if (concept.needsAlso && !(concept.within === "sentence" ? hasIn(concept.needsAlso, tokens[at[0]].sentence) : has(concept.needsAlso))) return false;
      if (concept.needsEach && !concept.needsEach.every(has)) return false;
      hits.push({ concept, found: span(at) });
      if (concept.kind === "myth" || concept.effect.masks) mask(at);
      return true;
    };
    // Each place the term is said, until one counts ("lips" in the sentence that says they swell).
    const counts = (term: string, first: number[]): boolean => {
      for (let at: number[] | null = first; at; at = find(tokens, termTokens(term), masked, at[0] + 1)) if (hit(at)) return true;
      return false;
    };
    for (const term of terms) {
      const first = find(tokens, termTokens(term), masked);
      if (!first) continue;
      if (concept.kind === "idiom") {
        mask(first);
        continue;
      }
      if (counts(term, first)) break;
    }
  }
  let blanked = text;
  for (const i of masked) blanked = blanked.slice(0, tokens[i].start) + " ".repeat(tokens[i].end - tokens[i].start) + blanked.slice(tokens[i].end);
  return { hits, masked: blanked, claims, denied };
}

export interface VocabularyEffects {
  constraints: Constraint[];
  conditions: ConditionId[];
  duties: DutyId[];
  sleepSoon: boolean;
  symptoms: SymptomId[];
  /** Where each symptom's caution comes from. */
  symptomSources: Partial<Record<SymptomId, Source>>;
  /** With what we know of it, when the vocabulary holds that (a drug sold as a supplement). */
  substances: Array<{ name: string; found: string; source?: Source; also?: Source[]; answer?: string; noSubstitute?: boolean }>;
  /** `yields`: a knowledge question's answer that gives way to a duty's timing answer and to a clear request's picks. */
  /** `belief`: a false belief corrected (a myth), not a question answered: its answer is a "no". */
  myths: Array<{ answer: string; premise?: string; search: string; source: Source; also?: Source[]; yields?: true; belief?: true }>;
  /** Knowledge questions said in other words ("is it a knockoff?"): the words of the guide section that answers. */
  questions: string[];
  request: boolean;
  /** Ingredients to leave out that a diet implies ("keto": sugar). */
  avoid: string[];
}

export function effectsOf(reading: ConceptReading): VocabularyEffects {
  const e = (pick: (c: Concept) => unknown) => reading.hits.filter((h) => pick(h.concept) !== undefined);
  const diet = reading.hits.some((h) => h.concept.effect.constraint?.kind === "diet");
  return {
    constraints: e((c) => c.effect.constraint).map((h) => h.concept.effect.constraint as Constraint),
    conditions: [...new Set(e((c) => c.effect.condition).map((h) => h.concept.effect.condition as ConditionId))],
    duties: [...new Set(e((c) => c.effect.duty).map((h) => h.concept.effect.duty as DutyId))],
    sleepSoon: reading.hits.some((h) => h.concept.effect.sleepSoon),
    // Stomach trouble with whey is a diet stated, not a reaction to treat.
    symptoms: [...new Set(e((c) => c.effect.symptom).map((h) => h.concept.effect.symptom as SymptomId))].filter((s) => !(s === "gi" && diet)),
    symptomSources: Object.fromEntries(e((c) => c.effect.symptom).flatMap((h) => (h.concept.source ? [[h.concept.effect.symptom, h.concept.source]] : []))),
    substances: e((c) => c.effect.substance).map((h) => ({ name: h.concept.effect.substance as string, found: h.found, source: h.concept.source, also: h.concept.also, answer: h.concept.effect.answer, noSubstitute: h.concept.effect.noSubstitute })),
    // A question said in other words with an answer of its own is answered first, as a myth is corrected.
    myths: reading.hits
      .filter((h) => (h.concept.kind === "myth" || h.concept.kind === "question") && h.concept.effect.answer)
      .map((h) => ({ answer: h.concept.effect.answer as string, premise: h.concept.effect.premise, search: h.concept.effect.search ?? "", source: h.concept.source as Source, also: h.concept.also, ...(h.concept.effect.yields ? { yields: true as const } : {}), ...(h.concept.kind === "myth" ? { belief: true as const } : {}) })),
    questions: reading.hits.filter((h) => h.concept.kind === "question" && h.concept.effect.search).map((h) => h.concept.effect.search as string),
    request: reading.hits.some((h) => h.concept.effect.request),
    avoid: [...new Set(e((c) => c.effect.avoid).map((h) => h.concept.effect.avoid as string))],
  };
}
