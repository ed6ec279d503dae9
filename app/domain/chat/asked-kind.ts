import type { Supplement } from "~/domain/catalogue/types";
import { isOf, KINDS, kindsToSetAside, type ProductKind } from "./taken-kinds";
import type { Understanding } from "./understanding";
import { asksContents, besidesObjects, setAsideObjects, withoutSetAside } from "./set-aside";
import type { CategoryId } from "~/domain/categories";
import { categoriesNamed } from "./vocabulary";

/*
 * The kind of product a request asks for inside its category ("a multi" among the vitamins,
 * "fish oil" among health products): the picks are of that kind only. When none of that kind
 * keeps what the person asked, the answer says so; it never puts another kind in its place (a
 * vitamin D for a multivitamin, zinc for a fish oil). A follow-up that names no kind of its own
 * ("has to be caps", "under 25 bucks") keeps the kind the conversation is about: the one the
 * person's last message named, or the one every pick of the last answer was.
 * docs/decisions/0094-answer-what-was-asked-first.md
 */

/** A kind named to rule it out: "no melatonin", "without whey", "melatonin-free". */
const RULED_OUT = /\b(?:no|without|w\/o|zero|not|non|free of|avoid\w*|skip|minus|hold the)\s+(?:any |the |a |an )?[a-z0-9-]+(?: oils?)?|\b[a-z0-9-]+[- ]free\b/g;

/** The kinds a text names, without those it rules out, sets aside or says are already taken. */
function kindsNamed(text: string): ProductKind[] {
  const { taken, upset, refused } = kindsToSetAside(text);
  const asked = withoutSetAside(text).replace(RULED_OUT, " ");
  return KINDS.filter((k) => k.said.test(asked) && !taken.includes(k) && !upset.includes(k) && !refused.includes(k));
}

/** The kinds asked for among `inCategory`, this message's own first, else carried from the conversation; none when the request names no kind. */
export function askedKinds(u: Understanding, inCategory: readonly Supplement[], previous: readonly Supplement[]): ProductKind[] {
  const held = (kinds: readonly ProductKind[]) => kinds.filter((k) => !k.wholeCategory && inCategory.some((p) => isOf(k, p)));
  const own = held(kindsNamed(u.normalized));
  if (own.length) return own;
  // A message that names a kind or a category of its own is not a follow-up about the last one.
  if (kindsNamed(u.normalized).length || categoriesNamed(withoutSetAside(u.normalized)).length) return [];
  const before = held(kindsNamed(u.situation.before ?? ""));
  if (before.length) return before;
  return held(KINDS).filter((k) => previous.length > 0 && previous.every((p) => isOf(k, p)));
}

/**
 * The reading without what the request sets aside: its topic (the words guide sections are
 * searched by) leaves those words out, and a whole category set aside ("energy, but not a
 * pre-workout") is no category asked for.
 */
export function withSetAsideRead(u: Understanding): Understanding {
  const objects = besidesObjects(u.normalized);
  if (!objects.length) return u;
  // "What else is in it besides X" asks what it contains: the guides say so in those words.
  const contents = asksContents(u.normalized) ? " besides contain ingredients" : "";
  const aside = new Set(objects.flatMap((o) => o.split(/\s+/)));
  const refused = categoriesSetAside(u.normalized);
  return {
    ...u,
    topic: u.topic.split(/\s+/).filter((w) => !aside.has(w) && !/^(?:besides|other|than|apart|aside|except|instead|rather)$/.test(w)).join(" ") + contents,
    categories: u.categories.filter((c) => !refused.includes(c)),
  };
}

/** The categories a request sets aside whole ("something that isn't a pre-workout"). */
export function categoriesSetAside(normalized: string): CategoryId[] {
  const objects = setAsideObjects(normalized);
  return KINDS.flatMap((k) => (k.wholeCategory && objects.some((o) => k.said.test(o)) ? [k.wholeCategory] : []));
}
