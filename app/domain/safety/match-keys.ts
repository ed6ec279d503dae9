/*
 * How the matcher compares names: text folded to "compact keys" of lower-case ASCII letters and
 * digits ("1,3-DMAA", "1 3 dmaa" and "13DMAA" are one key), the word tokens a key is built from
 * (with where whitespace stood, for matching across spaces), and the edit distance that tolerates
 * typos. Pure string functions, shared by the matcher, the list tools and the chat's vocabulary.
 */

/** Greek letters that chemical names spell either way ("β-alanine", "beta-alanine"). */
const GREEK: Record<string, string> = { α: "alpha", β: "beta", γ: "gamma", δ: "delta", κ: "kappa", ω: "omega" };

export interface Token {
  text: string;
  start: number;
  end: number;
  /** Whitespace separates this token from the previous one (not just punctuation). */
  wsBefore: boolean;
}

/** Letters and digits of a non-ASCII character, folded to ASCII ("é" -> "e", "β" -> "beta"). */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  const greek = GREEK[lower];
  if (greek) return greek;
  // Lower-cased again after NFKD: a styled capital ("𝐃", U+1D403) has no lower case of its own
  // and decomposes to a plain capital.
  const base = lower.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return /^[a-z0-9]+$/.test(base) ? base : "";
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let sawSpace = false;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    let folded: string;
    let width = 1;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) folded = text[i];
    else if (code >= 65 && code <= 90) folded = String.fromCharCode(code + 32);
    else if (code < 128) folded = "";
    else {
      const ch = String.fromCodePoint(text.codePointAt(i) ?? code);
      width = ch.length;
      folded = foldChar(ch);
    }
    if (folded) {
      if (!current) {
        current = { text: "", start: i, end: i, wsBefore: sawSpace };
        tokens.push(current);
        sawSpace = false;
      }
      current.text += folded;
      current.end = i + width;
    } else {
      current = null;
      if (code === 32 || (code >= 9 && code <= 13) || (code >= 128 && /\s/.test(text[i]))) sawSpace = true;
    }
    i += width;
  }
  return tokens;
}

export function compactKey(text: string): string {
  return tokenize(text)
    .map((t) => t.text)
    .join("");
}

export function slugify(text: string): string {
  return tokenize(text)
    .map((t) => t.text)
    .join("-");
}

/** Optimal string alignment distance (edits plus adjacent swaps), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}
