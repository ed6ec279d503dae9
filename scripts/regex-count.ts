/**
 * How many regular expressions each module of the chat's understanding writes by hand: regex
 * literals (`/.../`) and `new RegExp(...)` constructions, per file of app/domain/chat/, most
 * first. Meanings belong in the vocabulary (app/data/chat-vocabulary.json); a regular
 * expression should be left only for syntax (numbers, clock times, units), so this figure is
 * what moving phrase lists into concepts brings down (docs/decisions/0123-phrase-meanings-as-concepts.md).
 *
 *   node scripts/regex-count.ts [file ...]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const DIR = "app/domain/chat";

/** Keywords after which a slash starts a regex, not a division. */
const BEFORE_REGEX = new Set(["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"]);

/** Regex literals and RegExp constructions in TypeScript source, skipping strings, templates and comments. */
export function countRegexes(source: string): { literals: number; constructed: number } {
  let literals = 0;
  let i = 0;
  // The last significant character or word before the cursor: decides whether "/" opens a regex.
  let last = "";
  while (i < source.length) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") {
      i = source.indexOf("\n", i);
      if (i === -1) break;
      continue;
    }
    if (c === "/" && source[i + 1] === "*") {
      i = source.indexOf("*/", i + 2) + 2;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      i = skipString(source, i, c);
      last = "x";
      continue;
    }
    if (c === "/") {
      const word = /^[A-Za-z_$]\w*$/.test(last);
      if (last === "" || (!word && !/[)\]}\w$]$/.test(last)) || (word && BEFORE_REGEX.has(last))) {
        literals++;
        i = skipRegex(source, i);
        last = "x";
        continue;
      }
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(i, i + 64));
    if (word) {
      last = word[0];
      i += word[0].length;
      continue;
    }
    last = c;
    i++;
  }
  const constructed = (source.match(/\bnew RegExp\(/g) ?? []).length;
  return { literals, constructed };
}

function skipString(source: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === "\\") i++;
    // A template's ${...} may hold anything, strings and regexes too: skipped by brace depth.
    else if (quote === "`" && source[i] === "$" && source[i + 1] === "{") {
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        if (source[i] === "{") depth++;
        else if (source[i] === "}") depth--;
        if (depth > 0) i++;
      }
    }
    i++;
  }
  return i + 1;
}

function skipRegex(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) break;
    i++;
  }
  i++;
  while (i < source.length && /[a-z]/.test(source[i])) i++;
  return i;
}

const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(DIR).filter((f) => f.endsWith(".ts")).map((f) => join(DIR, f));
const rows = files.map((file) => ({ file, ...countRegexes(readFileSync(file, "utf8")) })).sort((a, b) => b.literals + b.constructed - (a.literals + a.constructed));
let total = 0;
for (const row of rows) {
  total += row.literals + row.constructed;
  console.log(`${String(row.literals + row.constructed).padStart(5)}  ${row.file}${row.constructed ? ` (${row.constructed} new RegExp)` : ""}`);
}
console.log(`${String(total).padStart(5)}  total in ${rows.length} files`);
