/*
 * A question about what a protein is ("is whey dairy?", "does casein have lactose", "is whey
 * vegan") is answered in plain words before any pick. Asking it states nothing: the person is
 * not made dairy-free by the question (./stated.ts reads only what they say of themselves).
 * Facts from our protein guide (content/protein-needs-and-timing.md, AIS source [5]).
 */

const MILK_PROTEIN =
  /\b(?:is|are|does|do|isn'?t|aren'?t)\b[^.?!]{0,20}\b(whey|casein)\b[^.?!]{0,30}\b(?:dairy|milk|vegan|plant[- ]based|lactose)\b|\b(whey|casein) (?:is|has|have|contains?|counts as)\b[^.?!]{0,20}\b(?:dairy|milk|vegan|lactose)\b[^.?!]{0,12}(?:\?|\bright\b)/;

/** The plain answer to a question about whether a protein is dairy; null when none was asked. */
export function dietQuestionLine(normalized: string): string | null {
  const milk = MILK_PROTEIN.exec(normalized);
  if (milk) {
    // "Is whey isolate ok if I'm lactose intolerant?" is not answered "yes": the facts answer it.
    const name = milk[1] ?? milk[2];
    const opener = /\b(?:ok|okay|fine|safe|alright|work)\b/.test(normalized) ? `${name[0].toUpperCase()}${name.slice(1)}` : `Yes: ${name}`;
    return `${opener} is a dairy (milk) protein, so it is not vegan or dairy-free. Whey concentrate keeps a small amount of lactose, which may matter if you are particularly lactose intolerant; isolate is filtered further, with minimal carbohydrate (from our protein guide).`;
  }
  return null;
}
