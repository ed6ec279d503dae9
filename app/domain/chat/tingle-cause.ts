import type { Draft } from "./draft";
import { ISSN_BETA_ALANINE } from "./sources";
import type { Understanding } from "./understand";

/*
 * "I don't want the tingles" after pre-workout picks asks for picks without beta-alanine; the
 * answer also says where the tingle comes from, so the person knows what to look for on a label
 * (from our stim-free pre-workout guide and its ISSN source).
 */
const TINGLE = /\b(?:tingl\w*|pins and needles|itch\w*)\b/;

export function tingleCause(u: Understanding, d: Draft): void {
  const leftOut = u.avoid.some((a) => /beta-alanine/i.test(a.ingredient)) || u.constraints.some((c) => c.kind === "exclude" && /beta-alanine/i.test(c.ingredient));
  if (!leftOut || !TINGLE.test(u.normalized)) return;
  d.caution("The pins-and-needles tingle comes from beta-alanine: it is its only reported side effect, and beta-alanine appears safe for healthy people at recommended doses. These picks leave it out; look for it on a label before you buy.", ISSN_BETA_ALANINE);
}
