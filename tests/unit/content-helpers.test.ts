import { describe, expect, it } from "vitest";
import { KIND_LABELS, formatPostDate, toUtcInputValue } from "~/domain/content/format";
import { groupGuides } from "~/domain/content/learning-center";
import { postPath, sectionPath } from "~/domain/content/paths";
import { parseSourceLines, slugify } from "~/domain/content/post";
import { postFieldsSchema, postFormSchema, toPostForm } from "~/domain/content/post-schema";
import { articleJsonLd } from "~/domain/content/structured-data";

describe("post dates", () => {
  it("reads epoch milliseconds and YYYY-MM-DD days in UTC", () => {
    expect(formatPostDate(Date.UTC(2026, 10, 23, 23, 30))).toBe("November 23, 2026");
    expect(formatPostDate("2026-12-01")).toBe("December 1, 2026");
    expect(toUtcInputValue(Date.UTC(2026, 11, 1, 6, 0, 59))).toBe("2026-12-01T06:00");
    expect(KIND_LABELS).toEqual({ guide: "Guide", article: "Article" });
  });
});

describe("post paths", () => {
  it("puts guides and articles under /blog, with an optional section anchor", () => {
    expect(postPath("creatine-for-service-members")).toBe("/blog/creatine-for-service-members");
    expect(sectionPath("creatine-for-service-members", "loading")).toBe("/blog/creatine-for-service-members#loading");
    expect(sectionPath("creatine-for-service-members", null)).toBe("/blog/creatine-for-service-members");
  });
});

describe("Learning Center groups", () => {
  it("orders sections as listed, leaves out empty ones and puts unknown and ungrouped guides last", () => {
    const guides = [
      { slug: "sleep", group: "Sleep and recovery" },
      { slug: "old", group: "Archive" },
      { slug: "nsf", group: "Certification and testing" },
      { slug: "loose", group: null },
      { slug: "melatonin", group: "Sleep and recovery" },
    ];
    expect(groupGuides(guides)).toEqual([
      { id: "group-certification-and-testing", name: "Certification and testing", guides: [guides[2]] },
      { id: "group-sleep-and-recovery", name: "Sleep and recovery", guides: [guides[0], guides[4]] },
      { id: "group-archive", name: "Archive", guides: [guides[1]] },
      { id: "group-more-guides", name: "More guides", guides: [guides[3]] },
    ]);
    expect(groupGuides([])).toEqual([]);
  });
});

describe("slugify at its edges", () => {
  it("drops accents, and dashes at both ends however many", () => {
    expect(slugify("--Café Crème--")).toBe("cafe-creme");
    expect(slugify("Ä\u0308ö")).toBe("ao");
  });

  it("keeps a slug of exactly the limit, and cuts a longer one at a word when one is in the second half", () => {
    expect(slugify("abcde fghij", 11)).toBe("abcde-fghij");
    expect(slugify("abcde fghij k", 11)).toBe("abcde-fghij");
    expect(slugify("abcdefghij klm", 12)).toBe("abcdefghij");
    expect(slugify("ab cdefghijklmnop", 8)).toBe("ab-cdefg");
    expect(slugify("abcd efghijklmnop", 8)).toBe("abcd");
    expect(slugify("abcdefg- hij", 8)).toBe("abcdefg");
  });
});

describe("article structured data", () => {
  const post = {
    slug: "caffeine-limits-and-timing",
    title: "Caffeine limits and timing",
    description: "How much, and when.",
    tags: ["caffeine", "sleep"],
    heroImageUrl: "https://cleared.example/hero.jpg",
    publishAt: Date.UTC(2026, 10, 1),
    updatedAt: Date.UTC(2026, 10, 2),
  };
  const organization = { "@type": "Organization", name: "CLEARED", url: "https://cleared.example/" };

  it("describes a published article with the organization as author and publisher", () => {
    expect(articleJsonLd("https://cleared.example", post)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Caffeine limits and timing",
      description: "How much, and when.",
      datePublished: "2026-11-01T00:00:00.000Z",
      dateModified: "2026-11-02T00:00:00.000Z",
      author: organization,
      publisher: { ...organization, logo: { "@type": "ImageObject", url: "https://cleared.example/favicon.svg" } },
      image: ["https://cleared.example/hero.jpg"],
      mainEntityOfPage: "https://cleared.example/blog/caffeine-limits-and-timing",
      keywords: "caffeine, sleep",
    });
  });

  it("leaves out the publication date and image a draft does not have", () => {
    const draft = articleJsonLd("https://cleared.example/", { ...post, heroImageUrl: null, publishAt: null });
    expect("datePublished" in draft).toBe(false);
    expect("image" in draft).toBe(false);
    expect(draft.dateModified).toBe("2026-11-02T00:00:00.000Z");
  });
});

describe("the post form's text fields", () => {
  const FORM = {
    kind: "article",
    title: "Energy drinks on duty",
    slug: "  ",
    description: "What is in the can.",
    group: "",
    tags: "Caffeine",
    heroImageUrl: "  https://cleared.example/can.jpg  ",
    reviewedOn: " ",
    sources: "  \nOPSS | https://www.opss.org/energy | 2026-11-23\n   \n",
    body: "Line one\rLine two",
  };

  it("makes the slug from the title when only spaces were typed, trims links and reads a lone CR as a line end", () => {
    expect(postFormSchema.parse(FORM)).toMatchObject({
      slug: "energy-drinks-on-duty",
      heroImageUrl: "https://cleared.example/can.jpg",
      reviewedOn: null,
      sources: [{ title: "OPSS", url: "https://www.opss.org/energy", accessed: "2026-11-23" }],
      body: "Line one\nLine two",
    });
  });

  it("refuses an image address without a domain", () => {
    const result = postFormSchema.safeParse({ ...FORM, heroImageUrl: "https://localhost/can.jpg" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["heroImageUrl", "Use a full https:// address."]]);
  });

  it("tells an article that only guides have a section", () => {
    const result = postFieldsSchema.safeParse({ ...postFormSchema.parse(FORM), group: "Sleep and recovery" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["group", "Only guides have a Learning Center section."]]);
  });

  it("keeps what it can of a short source line, so the form can name what is missing", () => {
    expect(parseSourceLines("Only a title\nA title | https://x.example")).toEqual([
      { title: "Only a title", url: "", accessed: "" },
      { title: "A title", url: "https://x.example", accessed: "" },
    ]);
  });

  it("shows empty fields for what a post does not have, and one source a line", () => {
    const form = toPostForm({
      ...postFormSchema.parse(FORM),
      heroImageUrl: null,
      sources: [
        { title: "A", url: "https://a.example", accessed: "2026-11-01" },
        { title: "B", url: "https://b.example", accessed: "2026-11-02" },
      ],
    });
    expect(form).toMatchObject({ group: "", heroImageUrl: "", reviewedOn: "" });
    expect(form.sources).toBe("A | https://a.example | 2026-11-01\nB | https://b.example | 2026-11-02");
  });
});
