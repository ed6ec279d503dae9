import type { Supplement } from "~/domain/catalogue/types";
import type { Vocabulary } from "./concepts";
import { outsideLexicon } from "./nlp";
import { ENERGY_DRINK_BRAND } from "./energy-drink-brands";
import { CATEGORY_KEYWORDS } from "./intent";
import type { NamedProduct } from "./product-names";

/*
 * Safe when unsure, generally: a question about whether something may be taken ("is hydroxycut
 * ok before a PT test", "anyone know if dust v2 is legit") names a product we may not know. The
 * words of what is asked about are read from the question's frame; a word outside the English
 * lexicon that no catalogue name or ingredient, no category and no vocabulary term accounts for
 * is a name we cannot vouch for, and the answer says so instead of reading as a go-ahead.
 */

/** One to three words that may be a name: never a pronoun, a verb of the question or an article ("i have celiac and ibs" names nothing). */
const NAME_WORD = String.raw`(?!(?:i|im|i'm|my|we|you|he|she|they|have|has|got|what|which|how|is|are|do|does|can|should|take|taking|the|a|an|this|that|for|to|with|before|after|in|on|at|any)\b)[\w'-]+`;
const NAME_WORDS = String.raw`${NAME_WORD}(?:\s+${NAME_WORD}){0,2}`;

/** The question's subject: "is <X> ok", "anyone know if <X> is legit", "thoughts on <X>"; never a clause of its own ("do you have and can i ..."). */
const FRAMES = [
  /\b(?:is|are|r)\s+(.{2,40}?)\s+(?:ok|okay|safe|legit|allowed|legal|banned|fine|cool|approved|prohibited|good to go)\b/,
  /\b(?:anyone (?:know(?: if| whether| about)?|tried|use|take|run)|heard of|thoughts on|opinions? on|know if|you guys carry|do you carry|do you have)\s+(?!(?:and|or|but|so|can|could|should|will|would|i|is|are|what|which|how|when)\b)(.{2,40}?)(?:\s+(?:is|are|for|before|after|and)\b|[?.,!]|$)/,
  // "A fat burner called Shred Storm X", "this stuff named 'Zen'": the name given is the subject, whatever the question's words.
  // "Those 'Titan Gold' sachets", "this "zen" stuff": a name before a word for a product is the subject of a question; it counts
  // as a name when the message puts it in quotes or capitals (see writtenAsName), else only for words outside the lexicon.
  /\b(?:those|these|this|that|some|the)\s+((?:[\w'-]+\s+){0,3}[\w'-]+)\s+(?:packets?|sachets?|pouches?|pills?|caps?|capsules?|tabs?|tablets?|gummies|powders?|shots?|drinks?|bars?|bottles?|stuff|products?|supplements?)\b(?=.*\?)/,
  // Two or more names weighed against each other or asked about together ("bromantane or 9-me-bc for focus, which is better",
  // "tongkat ali and turkesterone, any issues"): the names, without what they are for.
  new RegExp(
    String.raw`^(?:(?:is|are|should i (?:take|try|use|run|stack)|can i (?:take|try|use|run|stack)|thoughts on)\s+)?(${NAME_WORDS}\s+(?:or|and|vs\.?|versus|&)\s+${NAME_WORDS})(?:\s+for\s+[a-z ]{2,30}?)?\s*[,?]?\s*(?:which\b|any (?:issues|problems|concerns|risks|side effects|good)\b|good or bad\b|worth it\b|(?:is|are) (?:it |they |either |both )?(?:ok|okay|safe|fine|legit|allowed)\b|together\b)`,
  ),
  /\b(?:called|named|brand(?:ed)? as|goes by|sold as)\s+(?!(?:me|him|her|them|it|us|out|in|off|back|formation)\b)(.{2,40}?)(?:\s+(?:is|are|that|which|from|for|and|at|on|off|in|to|looks?|seems?|says?|claims?)\b|[?.,!]|$)/,
];

/** Words that name nothing by themselves: pronouns, fillers, packaging, people. */
const FILLER = new Set(
  "keto carnivore paleo a an the this that these those it its it's they them some any my your our his her their me us i im we you he she stuff thing things product products brand brands one ones supplement supplements pill pills powder powders drink drinks shake shakes tub bottle can cans scoop scoops pack packs bar bars gummy gummies capsule capsules tablet tablets taking take using use used to for of with on in at before after during daily every day a-ok new old real really actually just still also too very much more less good bad best better okay ok safe legit allowed legal banned fine cool approved prohibited soldiers soldier military service members troops guys dude bro man folks people anyone someone everyone".split(
    " ",
  ),
);

const SEVERAL = /\s(?:or|and|vs\.?|versus|&)\s/;
const DRINK_BRANDS = new RegExp(String.raw`\b${ENERGY_DRINK_BRAND}\b`, "g");

const words = (text: string) => text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? [];

/**
 * A research chemical's code name ("9-me-bc", "nsi-189", "prl-8-53"): letters and digits joined
 * by hyphens. Everyday hyphenated numbers and nutrients ("omega-3", "b-12", "24-7", "1-on-1") are
 * not names.
 */
const CODE_NAME = /(?<![\w-])(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w-])/g;
const EVERYDAY_CODE = /^(?:omega-\d+|[a-z]-\d+|\d+-on-\d+|covid-19|\d+-(?:day|week|month|hour|min|minute|mile|year|k|ish)s?)$/;
export const codeNames = (text: string): string[] => (text.toLowerCase().match(CODE_NAME) ?? []).filter((c) => !EVERYDAY_CODE.test(c));

const knownByVocabulary = new WeakMap<Vocabulary, Set<string>>();
function vocabularyWords(vocabulary: Vocabulary): Set<string> {
  let known = knownByVocabulary.get(vocabulary);
  if (!known) {
    known = new Set(vocabulary.filter((c) => c.kind !== "meaning").flatMap((c) => c.terms.flatMap(words)));
    knownByVocabulary.set(vocabulary, known);
  }
  return known;
}

const codesByVocabulary = new WeakMap<Vocabulary, Set<string>>();
/** Code names the vocabulary already knows ("mk-677", "7-oh"): what they are is answered by their concept. */
function knownCodes(vocabulary: Vocabulary): Set<string> {
  let known = codesByVocabulary.get(vocabulary);
  if (!known) {
    known = new Set(vocabulary.flatMap((c) => c.terms.flatMap(codeNames)));
    codesByVocabulary.set(vocabulary, known);
  }
  return known;
}

/** What a permission or legitimacy question asks about, with the words the chat does not know; else null. */
export function unnamedSubject(normalized: string, vocabulary: Vocabulary, products: readonly NamedProduct[], original = ""): UnnamedSubject | null {
  const known = vocabularyWords(vocabulary);
  const named = new Set(products.flatMap((p) => [...words(p.name), ...words(p.brand)]));
  const categories = new Set(CATEGORY_KEYWORDS.flatMap(([keyword]) => words(keyword)));
  // Each frame's subject in turn: "are they fine" names nothing, "the Zorbex Shred pills" before it does.
  for (const said of FRAMES.map((f) => f.exec(normalized)?.[1]).filter((s): s is string => Boolean(s))) {
    // Energy drinks weighed against each other ("red bull vs celsius") are drinks the caffeine answers compare;
    // one asked about alone ("is celsius safe") is still a product we hold no label for.
    const subject = SEVERAL.test(said) ? said.replace(DRINK_BRANDS, " ") : said;
    // An everyday English word ("ruck", "sleeping") is not a product name; a word the lexicon lacks may be one.
    // A name put in quotes or written in capitals ("'Blackout Reaper X'") is a name even when its words are everyday English.
    const codes = codeNames(subject).filter((c) => !knownCodes(vocabulary).has(c));
    const open = writtenAsName(subject.trim(), original)
      ? words(subject).filter((w) => !FILLER.has(w) && !named.has(w))
      : [...words(subject).filter((w) => !FILLER.has(w) && !known.has(w) && !named.has(w) && !categories.has(w) && w.length > 2 && outsideLexicon(w)), ...codes];
    if (open.length) return { subject: said.trim().replace(/^["'“‘]|["'”’]$/g, ""), open };
  }
  return null;
}

/** Whether `subject` appears in the message as written between quotes, or as two or more capitalised words. */
function writtenAsName(said: string, original: string): boolean {
  if (/^["'“‘].+["'”’]$/.test(said)) return true;
  const subject = said.replace(/^["'“‘]|["'”’]$/g, "");
  const at = original.toLowerCase().indexOf(subject);
  if (!subject || at < 0) return false;
  const quoted = /["'“‘]/.test(original[at - 1] ?? "") && /["'”’]/.test(original[at + subject.length] ?? "");
  const written = original.slice(at, at + subject.length).split(/\s+/);
  return quoted || (written.length >= 2 && written.every((w) => /^[A-Z0-9]/.test(w)));
}

export interface UnnamedSubject {
  /** As the question says it ("blackstone labs dust v2"). */
  subject: string;
  /** Its words nothing the understanding step knows accounts for. */
  open: string[];
}

/** Whether the subject still names something unknown once the catalogue's ingredients are known too ("beetroot" is not a product name). */
export function unknownToCatalogue(unnamed: UnnamedSubject, catalogue: readonly Supplement[]): boolean {
  const ingredients = new Set(catalogue.flatMap((p) => p.keyIngredients.flatMap(words)));
  const ingredientText = catalogue.flatMap((p) => p.keyIngredients).join(" ").toLowerCase();
  // A code name ("5-htp") is known when a label of ours spells it.
  return unnamed.open.some((w) => (w.includes("-") ? !ingredientText.includes(w) : !ingredients.has(w)));
}
