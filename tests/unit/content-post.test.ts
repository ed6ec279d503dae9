import { describe, expect, it } from "vitest";
import { countWords, parseSourceLines, parseTagList, readingMinutes, slugify } from "~/domain/content/post";
import { postFormSchema, scheduleSchema, toPostForm } from "~/domain/content/post-schema";

describe("slugify", () => {
  it.each([
    ["NSF Certified for Sport vs Informed Sport", "nsf-certified-for-sport-vs-informed-sport"],
    ["What's in a pre-workout?", "whats-in-a-pre-workout"],
    ["Caffeine & sleep: the 6-hour rule", "caffeine-and-sleep-the-6-hour-rule"],
    ["Crème brûlée — naïve café", "creme-brulee-naive-cafe"],
    ["  --Leading and trailing--  ", "leading-and-trailing"],
    ["Vitamin D: 4,000 IU?", "vitamin-d-4-000-iu"],
    ["!!!", ""],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts long titles on a word, within the limit", () => {
    const slug = slugify("How much caffeine is too much before a PT test when you have been awake all night on a field exercise");
    expect(slug).toBe("how-much-caffeine-is-too-much-before-a-pt-test-when-you-have-been-awake-all");
    expect(slug.length).toBeLessThanOrEqual(80);
  });

  it("cuts a single long word at the limit", () => {
    expect(slugify("a".repeat(100))).toBe("a".repeat(80));
  });
});

describe("reading time", () => {
  it("counts words, keeping numbers, hyphenated words and contractions whole", () => {
    expect(countWords("Don't take 1,000 IU of pre-workout — ask OPSS.")).toBe(8);
    expect(countWords("")).toBe(0);
  });

  it("reads about 230 words a minute and never says 0 minutes", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
    expect(readingMinutes(1400)).toBe(6);
  });
});

const VALID_FORM = {
  kind: "guide",
  title: "Caffeine before a PT test",
  slug: "",
  description: "How much, and when.",
  group: "Performance: caffeine, creatine and protein",
  tags: "Caffeine, pt-test",
  heroImageUrl: "",
  reviewedOn: "2026-11-23",
  sources: "OPSS | Caffeine | https://www.opss.org/caffeine | 2026-11-23\n\n",
  body: "Short answer.\r\n\r\n## Why",
};

function fieldErrors(form: Record<string, string>) {
  const result = postFormSchema.safeParse(form);
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
}

describe("the post form schema (shared by the editor and its action)", () => {
  it("turns the form's text into a post: slug from the title, tags and sources parsed, line ends normalised", () => {
    const result = postFormSchema.parse(VALID_FORM);
    expect(result).toEqual({
      kind: "guide",
      title: "Caffeine before a PT test",
      slug: "caffeine-before-a-pt-test",
      description: "How much, and when.",
      group: "Performance: caffeine, creatine and protein",
      tags: ["caffeine", "pt-test"],
      heroImageUrl: null,
      reviewedOn: "2026-11-23",
      sources: [{ title: "OPSS | Caffeine", url: "https://www.opss.org/caffeine", accessed: "2026-11-23" }],
      body: "Short answer.\n\n## Why",
    });
  });

  it("drops the section of an article", () => {
    expect(postFormSchema.parse({ ...VALID_FORM, kind: "article" }).group).toBeNull();
  });

  it("names each field that breaks a rule", () => {
    expect(
      fieldErrors({
        ...VALID_FORM,
        kind: "guide",
        group: "",
        title: "x".repeat(141),
        slug: "Not A Slug",
        description: "d".repeat(161),
        tags: "ok, Bad_Tag",
        heroImageUrl: "http://example.com/a.png",
        reviewedOn: "2026-02-30",
        sources: "Title only",
        body: "",
      }),
    ).toEqual([
      "title: Keep the title to 140 characters.",
      "slug: Use lower-case letters, digits and single hyphens, e.g. caffeine-before-pt.",
      "description: Keep the description to 160 characters.",
      "tags: Tags use lower-case letters, digits and hyphens, e.g. drug-testing.",
      "heroImageUrl: Use a full https:// address.",
      "reviewedOn: Use a date as YYYY-MM-DD.",
      "sources: Use a full https:// address.",
      "sources: Use a date as YYYY-MM-DD.",
      "body: Write the body.",
      "group: Choose the Learning Center section.",
    ]);
  });

  it("asks guides for their Learning Center section", () => {
    expect(fieldErrors({ ...VALID_FORM, group: "" })).toEqual(["group: Choose the Learning Center section."]);
    expect(fieldErrors({ ...VALID_FORM, group: "Made-up section" })).toEqual(["group: Choose the Learning Center section."]);
  });

  it("refuses more than five tags and repeated tags", () => {
    expect(fieldErrors({ ...VALID_FORM, tags: "a, b, c, d, e, f" })).toEqual(["tags: Use at most 5 tags."]);
    expect(fieldErrors({ ...VALID_FORM, tags: "a, a" })).toEqual(["tags: Each tag only once."]);
  });

  it("accepts only https for sources and images", () => {
    expect(fieldErrors({ ...VALID_FORM, sources: "T | javascript:alert(1) | 2026-11-23" })).toEqual(["sources: Use a full https:// address."]);
    expect(fieldErrors({ ...VALID_FORM, heroImageUrl: "data:image/png;base64,AAAA" })).toEqual(["heroImageUrl: Use a full https:// address."]);
  });

  it("round-trips a post through the form's text", () => {
    const post = postFormSchema.parse({ ...VALID_FORM, slug: "custom-slug" });
    expect(postFormSchema.parse(toPostForm(post))).toEqual(post);
  });

  it("parses tag lists and source lines", () => {
    expect(parseTagList(" A,b  c,, ")).toEqual(["a", "b", "c"]);
    expect(parseSourceLines("A | https://a.example | 2026-01-02\nB|https://b.example|2026-01-03")).toEqual([
      { title: "A", url: "https://a.example", accessed: "2026-01-02" },
      { title: "B", url: "https://b.example", accessed: "2026-01-03" },
    ]);
  });
});

describe("schedule times", () => {
  it("reads the form's date and time as UTC", () => {
    expect(scheduleSchema.parse({ publishAt: "2026-12-01T06:30" })).toEqual({ publishAt: Date.UTC(2026, 11, 1, 6, 30) });
  });

  it("refuses anything else", () => {
    expect(scheduleSchema.safeParse({ publishAt: "tomorrow" }).success).toBe(false);
    expect(scheduleSchema.safeParse({ publishAt: "2026-13-40T99:99" }).success).toBe(false);
  });
});
