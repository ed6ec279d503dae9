import { describe, expect, it } from "vitest";
import { groupByMember, type SafetyAlertItem } from "~/domain/safety/alerts";
import { diffProhibitedLists, newlyFlaggedProducts } from "~/domain/safety/list-diff";
import { parseProhibitedList } from "~/domain/safety/list-schema";
import type { ProhibitedHit, ProhibitedListData } from "~/domain/safety/types";

const entry = (name: string, more: Partial<ProhibitedListData["entries"][number]> = {}) => ({ name, otherNames: [], labelTerms: [], reason: "Listed", reasons: ["Listed"], ...more });
const list = (entries: ProhibitedListData["entries"]): ProhibitedListData => ({ source: "Test", retrieved: "2026-11-20", license: "Public", entries });

describe("parseProhibitedList", () => {
  it("keeps the fields the matcher reads and drops the rest", () => {
    const parsed = parseProhibitedList({ ...list([entry("DMAA")]), entries: [{ ...entry("DMAA"), warnings: "", added: "2025" }] });
    expect(parsed).toEqual({ ok: true, list: list([entry("DMAA")]) });
  });

  it("names the entry and the field of each problem", () => {
    const parsed = parseProhibitedList(list([entry("DMAA"), entry("DMHA", { labelTerms: ["ok", 3 as unknown as string] }), entry(" ")]));
    expect(parsed).toEqual({
      ok: false,
      problems: ['Entry 2 ("DMHA"), field "labelTerms" item 2 must be text.', 'Entry 3, field "name" must not be empty.'],
    });
  });

  it("refuses a name listed twice, whatever its case", () => {
    expect(parseProhibitedList(list([entry("DMAA"), entry("dmaa")]))).toEqual({ ok: false, problems: ['Entry 2 ("dmaa") repeats entry 1: each name may appear once.'] });
  });

  it("names a top-level field by its path, and an entry that is not an object by its position", () => {
    expect(parseProhibitedList({ ...list([entry("DMAA")]), source: " " })).toEqual({ ok: false, problems: ['"source" must not be empty.'] });
    expect(parseProhibitedList({ ...list([]) })).toEqual({ ok: false, problems: ['"entries" must hold at least one entry.'] });
    expect(parseProhibitedList({ ...list([entry("DMAA")]), entries: [entry("DMAA"), 5] })).toEqual({
      ok: false,
      problems: ["Entry 2 must be an object with name, otherNames, labelTerms, reason and reasons."],
    });
  });

  it("names an entry by its trimmed name, cut at 80 characters, and only when the name is text", () => {
    const long = `  ${"N".repeat(90)}  `;
    const parsed = parseProhibitedList(list([entry(long, { reason: 1 as unknown as string }), entry("DMHA", { name: 7 as unknown as string, reason: 2 as unknown as string })]));
    expect(parsed).toEqual({
      ok: false,
      problems: [`Entry 1 ("${"N".repeat(80)}"), field "reason" must be text.`, 'Entry 2, field "name" must be text.', 'Entry 2, field "reason" must be text.'],
    });
  });

  it("lists at most `limit` problems, schema problems and repeated names alike", () => {
    const bad = list(["A", "B", "C"].map((name) => entry(name, { reason: 0 as unknown as string })));
    expect(parseProhibitedList(bad, 2)).toEqual({ ok: false, problems: ['Entry 1 ("A"), field "reason" must be text.', 'Entry 2 ("B"), field "reason" must be text.'] });
    const repeated = list([entry("DMAA"), entry("dmaa"), entry("DMAA "), entry("Dmaa")]);
    expect(parseProhibitedList(repeated, 2)).toEqual({
      ok: false,
      problems: ['Entry 2 ("dmaa") repeats entry 1: each name may appear once.', 'Entry 3 ("DMAA") repeats entry 1: each name may appear once.'],
    });
  });

  it("refuses what is not a list object", () => {
    expect(parseProhibitedList([])).toEqual({ ok: false, problems: ["The file must hold one JSON object with source, retrieved, license and entries."] });
  });
});

describe("diffProhibitedLists", () => {
  it("reports added, removed and changed entries, matching names as the matcher does", () => {
    const before = list([entry("1,3-DMAA", { otherNames: ["Geranamine", "Methylhexanamine"] }), entry("Ephedra"), entry("Sibutramine")]);
    const after = list([entry("1 3 dmaa", { otherNames: ["geranamine", "Forthane"] }), entry("Ephedra", { reason: "New reason" }), entry("Tianeptine")]);
    expect(diffProhibitedLists(before, after)).toEqual({
      added: [{ name: "Tianeptine", reason: "Listed" }],
      removed: [{ name: "Sibutramine", reason: "Listed" }],
      changed: [
        { name: "1 3 dmaa", otherNames: { added: ["Forthane"], removed: ["Methylhexanamine"] }, labelTerms: { added: [], removed: [] }, reason: null },
        { name: "Ephedra", otherNames: { added: [], removed: [] }, labelTerms: { added: [], removed: [] }, reason: { before: "Listed", after: "New reason" } },
      ],
      unchanged: 0,
    });
  });
});

const hit = (entryName: string): ProhibitedHit => ({ entryId: entryName.toLowerCase(), entryName, term: entryName, found: entryName, reason: "Listed", fuzzy: false });

describe("diffProhibitedLists, counting and ordering", () => {
  it("counts an entry whose terms and reason did not change as unchanged", () => {
    const same = list([entry("DMAA", { otherNames: ["Geranamine"], labelTerms: ["1,3-dimethylamylamine"] })]);
    expect(diffProhibitedLists(same, same)).toEqual({ added: [], removed: [], changed: [], unchanged: 1 });
  });

  it("reports an entry as changed when one label term is swapped for another, or a name and a term are added", () => {
    const before = list([entry("DMAA", { labelTerms: ["old term"] }), entry("DMHA")]);
    const after = list([entry("DMAA", { labelTerms: ["new term"] }), entry("DMHA", { otherNames: ["Octodrine"], labelTerms: ["2-aminoisoheptane"] })]);
    expect(diffProhibitedLists(before, after)).toEqual({
      added: [],
      removed: [],
      changed: [
        { name: "DMAA", otherNames: { added: [], removed: [] }, labelTerms: { added: ["new term"], removed: ["old term"] }, reason: null },
        { name: "DMHA", otherNames: { added: ["Octodrine"], removed: [] }, labelTerms: { added: ["2-aminoisoheptane"], removed: [] }, reason: null },
      ],
      unchanged: 0,
    });
  });

  it("sorts added, removed and changed entries by name", () => {
    const before = list([entry("Zeta", { reason: "Old" }), entry("Yohimbine"), entry("Alpha", { reason: "Old" }), entry("Xylazine")]);
    const after = list([entry("Zeta"), entry("Mu"), entry("Alpha"), entry("Beta")]);
    const diff = diffProhibitedLists(before, after);
    expect(diff.added.map((e) => e.name)).toEqual(["Beta", "Mu"]);
    expect(diff.removed.map((e) => e.name)).toEqual(["Xylazine", "Yohimbine"]);
    expect(diff.changed.map((e) => e.name)).toEqual(["Alpha", "Zeta"]);
  });
});

describe("newlyFlaggedProducts", () => {
  it("lists only the hits the current screen did not find", () => {
    const current = [
      { id: "a", brand: "B", name: "A", prohibitedHits: [hit("DMAA")] },
      { id: "b", brand: "B", name: "B", prohibitedHits: [] },
    ];
    const next = [
      { id: "a", brand: "B", name: "A", prohibitedHits: [hit("DMAA"), hit("Tianeptine")] },
      { id: "b", brand: "B", name: "B", prohibitedHits: [] },
    ];
    expect(newlyFlaggedProducts(current, next)).toEqual([{ id: "a", brand: "B", name: "A", hits: [hit("Tianeptine")] }]);
  });
});

describe("groupByMember", () => {
  it("puts every product of a member in one email and skips products with nothing to say", () => {
    const item = (productId: string): SafetyAlertItem => ({ kind: "prohibited-ingredient", productId, product: productId, ingredient: "X", reason: "R", source: "S", sourceUrl: "https://s" });
    const items = new Map([["p1", [item("p1")]], ["p2", [item("p2")]]]);
    const grouped = groupByMember(
      [
        { userId: "u1", productId: "p1" },
        { userId: "u1", productId: "p2" },
        { userId: "u2", productId: "p3" },
      ],
      (id) => items.get(id) ?? [],
    );
    expect([...grouped]).toEqual([["u1", [item("p1"), item("p2")]]]);
  });
});
