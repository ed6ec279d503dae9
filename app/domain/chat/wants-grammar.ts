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
  const parts = wants.map(predicate);
  // Consecutive predicates with the same verb share it: "is vegan and gluten-free".
  const out: string[] = [];
  let verb = "";
  for (const p of parts) {
    const [v, ...rest] = p.split(" ");
    out.push(v === verb ? rest.join(" ") : p);
    verb = v;
  }
  return listJoin(out);
}
