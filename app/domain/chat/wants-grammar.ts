import { listJoin } from "~/domain/text";

/*
 * What the person asked for, said after "is" in a sentence: "vegan" is a quality, "no caffeine"
 * is a thing it has not. Each gets its own verb, so a list
 * reads as English ("is vegan and has no caffeine"), never "is vegan and no caffeine".
 */

const predicate = (want: string): string => {
  if (/^no /.test(want)) return `has ${want}`;
  if (/^caffeine \d/.test(want)) return `has ${want}`;
  if (/ only$/.test(want)) return `comes as ${want.replace(/ only$/, "")}`;
  return `is ${want}`;
};

/** "is vegan and has no caffeine": the wants as predicates, each with its verb, the verb shared where it repeats. */
export function wantsPredicate(wants: readonly string[]): string {
  return sharingVerbs(wants.map(predicate));
}

/**
 * The wants after "None of our ...": "has no 5-HTP" there would make a double negative that
 * says every product holds 5-HTP, when the reason may be a label we do not hold. What is
 * missing is said as what we cannot confirm: "is confirmed free of 5-HTP and St John's wort".
 */
export function wantsPredicateAfterNone(wants: readonly string[]): string {
  const absent = wants.filter((w) => /^no /.test(w)).map((w) => w.slice(3));
  const parts = wants.filter((w) => !/^no /.test(w)).map(predicate);
  if (absent.length) parts.push(`is confirmed free of ${listJoin(absent)}`);
  return sharingVerbs(parts);
}

/** Consecutive predicates with the same verb share it: "is vegan and gluten-free". */
function sharingVerbs(parts: readonly string[]): string {
  const out: string[] = [];
  let verb = "";
  for (const p of parts) {
    const [v, ...rest] = p.split(" ");
    out.push(v === verb ? rest.join(" ") : p);
    verb = v;
  }
  return listJoin(out);
}
