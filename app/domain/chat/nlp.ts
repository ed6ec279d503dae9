import model from "wink-eng-lite-web-model";
import winkNLP from "wink-nlp";

/*
 * The chat's one NLP pipeline (docs/decisions/0035-chat-vocabulary-and-nlp.md): one wink-nlp
 * instance with every annotation the stages read (sentence breaks, negation scope, parts of
 * speech with lemmas, and named entities for dates), so the model is loaded once when the
 * worker starts. The stages read the same text several times in one message (the vocabulary
 * reader, the past-time reader, each on the whole message and on its own clauses), so a read
 * is kept for the texts seen last and a text is tokenised once.
 */

const nlp = winkNLP(model, ["sbd", "negation", "pos", "ner"]);
const its = nlp.its;

export interface Token {
  /** The token as written in the read text. */
  value: string;
  lemma: string;
  /** Universal part of speech ("VERB", "AUX", "NOUN", "PUNCT"...). */
  pos: string;
  /** Inside a negation's scope ("no *stims*", "i dont do *caffeine*"). */
  negated: boolean;
  /** Start of the token in the read text, and its end. */
  start: number;
  end: number;
  /** Not punctuation. */
  word: boolean;
  /** Which sentence of the text the token is in, counting the breaks people type for one ("... after my pre / feel fine now"). */
  sentence: number;
}

export interface Entity {
  value: string;
  /** The model's entity type ("DATE", "TIME", "CARDINAL"...). */
  type: string;
}

export interface TextReading {
  tokens: readonly Token[];
  entities: readonly Entity[];
}

function read(text: string): TextReading {
  const doc = nlp.readDoc(text);
  const tokens$ = doc.tokens();
  const values = tokens$.out(its.value) as string[];
  // The typings do not list the token-level lemma and negation readers the model provides.
  const lemmas = tokens$.out(its.lemma as never) as string[];
  const negations = tokens$.out(its.negationFlag as never) as unknown as boolean[];
  const pos = tokens$.out(its.pos) as string[];
  const spaces = tokens$.out(its.precedingSpaces) as string[];
  const types = tokens$.out(its.type) as string[];
  const tokens: Token[] = [];
  let at = 0;
  let sentence = 0;
  for (const [i, value] of values.entries()) {
    at += spaces[i]?.length ?? 0;
    // The tokenizer splits "dont" into "do" + "nt": the offsets follow the text as written.
    const start = text.indexOf(value, at) === at ? at : Math.max(at, text.indexOf(value, at));
    tokens.push({ value, lemma: lemmas[i] ?? value, pos: pos[i] ?? "X", negated: Boolean(negations[i]), start, end: start + value.length, word: types[i] !== "punctuation", sentence });
    at = start + value.length;
    if (/^(?:[.!?;/]+|\n+)$/.test(value)) sentence++;
  }
  const entities = doc.entities().out(its.detail) as unknown as Entity[];
  return { tokens, entities };
}

/** Reads kept: enough for every text one message's stages read, and its terms' first reads. */
const KEPT = 512;
const kept = new Map<string, TextReading>();

/** The text's tokens and entities, read once while it stays among the texts read last. */
export function readText(text: string): TextReading {
  const known = kept.get(text);
  if (known) return known;
  const reading = read(text);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(text, reading);
  return reading;
}

/**
 * Words outside the model's English lexicon ("hydroxycut", "alani"): the model numbers unknown
 * words after its own, so a word numbered past a nonsense word read first is unknown.
 */
const FIRST_UNKNOWN_ID = nlp.readDoc("qxzqvjkw").tokens().out(its.uniqueId)[0] as number;
export function outsideLexicon(word: string): boolean {
  return (nlp.readDoc(word.toLowerCase()).tokens().out(its.uniqueId)[0] as number) >= FIRST_UNKNOWN_ID;
}
