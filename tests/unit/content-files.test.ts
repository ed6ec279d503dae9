import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContentLinks, parseContentFile } from "~/.server/content/files";
import { contentSeedSql, inlineParams } from "../../scripts/seed.ts";
import { readContentDir } from "../../scripts/lib/content-files.ts";
import { fixtureBody, fixtureFile } from "../fixtures/content-file";

describe("the repository's content/", () => {
  const dir = readContentDir("content");

  it("holds guides and articles, every file valid against the article format", () => {
    expect(dir.problems).toEqual([]);
    expect(dir.files.length).toBeGreaterThanOrEqual(10);
    expect(dir.files.filter((f) => f.post.kind === "article").length).toBeGreaterThanOrEqual(2);
  });

  it("links only to posts that exist", () => {
    expect(dir.linkProblems).toEqual([]);
  });

  it("uses each slug once", () => {
    const slugs = dir.files.map((f) => f.post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

function problemsOf(fileName: string, text: string): string[] {
  const result = parseContentFile(fileName, text);
  return result.ok ? [] : result.problems;
}

describe("a content file", () => {
  it("parses a valid guide into a post", () => {
    const result = parseContentFile("fixture-guide.md", fixtureFile());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.post).toMatchObject({
      slug: "fixture-guide",
      kind: "guide",
      group: "Certification and testing",
      tags: ["labels", "testing"],
      reviewedOn: "2026-11-21",
      publishAt: Date.UTC(2026, 10, 20),
      heroImageUrl: null,
    });
    expect(result.post.sources).toHaveLength(3);
    expect(result.post.body.startsWith("The short answer comes first")).toBe(true);
  });

  it("accepts an article without a section and sources read over http", () => {
    const text = fixtureFile({
      slug: "an-article",
      kind: "article",
      sources: [
        { title: "A", url: "http://books.example.org/page=1", accessed: "2026-11-23" },
        { title: "B", url: "https://b.example.org/", accessed: "2026-11-23" },
        { title: "C", url: "https://c.example.org/", accessed: "2026-11-23" },
      ],
    });
    expect(problemsOf("an-article.md", text)).toEqual([]);
  });

  it("names the file and field of each front matter problem", () => {
    const text = fixtureFile({
      slug: "other-slug",
      description: "d".repeat(161),
      tags: ["Bad Tag"],
      publishedAt: "23/11/2026",
      sources: [{ title: "A", url: "ftp://a.example/", accessed: "2026-11-23" }],
      extra: 'heroImage: "x"',
    });
    expect(problemsOf("fixture-guide.md", text)).toEqual([
      "content/fixture-guide.md: description: Keep the description to 160 characters.",
      "content/fixture-guide.md: tags[0]: Tags use lower-case letters, digits and hyphens, e.g. drug-testing.",
      "content/fixture-guide.md: tags: List 2 to 5 tags.",
      "content/fixture-guide.md: publishedAt: Use a date as YYYY-MM-DD.",
      "content/fixture-guide.md: sources[0].url: Use a full web address (https://...).",
      "content/fixture-guide.md: sources: List 3 to 8 sources.",
      "content/fixture-guide.md: front matter: unknown field(s) heroImage.",
    ]);
  });

  it("requires a section for guides and none for articles", () => {
    expect(problemsOf("fixture-guide.md", fixtureFile({ group: null }))).toEqual(["content/fixture-guide.md: group: Choose the Learning Center section."]);
    expect(problemsOf("a.md", fixtureFile({ slug: "a", kind: "article", group: "Hydration and heat" }))).toEqual([
      "content/a.md: group: Only guides have a Learning Center section.",
    ]);
  });

  it("checks the body: length, headings, citations, links and images", () => {
    const body = `# Title in the body\n\nToo short [1] [4]. <b>raw</b> [^1]\n\n[^1]: note\n\n## Bottom line\n\n## Extra\n\n[elsewhere](https://not-a-source.example/) [admin](/admin/blog) ![x](http://img.example/a.png)`;
    expect(problemsOf("fixture-guide.md", fixtureFile({ body }))).toEqual([
      "content/fixture-guide.md: body: 16 words; the format asks for at least 600.",
      "content/fixture-guide.md: body: uses a # heading; the page prints the title as the only h1, so start sections with ##.",
      "content/fixture-guide.md: body: uses footnotes ([^1]); cite sources as [1], [2] instead.",
      "content/fixture-guide.md: body: contains raw HTML, which is never rendered; use markdown.",
      'content/fixture-guide.md: body: the last section must be "## Bottom line".',
      'content/fixture-guide.md: body: image "http://img.example/a.png" is not served over https.',
      "content/fixture-guide.md: body: cites [4] but lists 3 sources.",
      "content/fixture-guide.md: sources[1]: is never cited in the body as [2].",
      "content/fixture-guide.md: sources[2]: is never cited in the body as [3].",
      "content/fixture-guide.md: body: links to https://not-a-source.example/, which is not one of its sources.",
      'content/fixture-guide.md: body: links to "/admin/blog"; inside the site, link only to existing pages (/ingredient-checker, /methodology, /quiz, /category/pre-workout, /category/protein-recovery, /category/vitamins, /category/hydration, /category/health-wellness, /category/sleep, /blog/<slug>).',
    ]);
  });

  it("refuses a file without front matter or with broken YAML", () => {
    expect(problemsOf("x.md", "# Just markdown")).toEqual(["content/x.md: front matter: the file must start with a --- block of YAML, closed by ---."]);
    expect(problemsOf("x.md", '---\nslug: "x\n---\nbody')[0]).toMatch(/^content\/x\.md: front matter: not valid YAML/);
  });

  it("reports links to posts that no file provides", () => {
    const posts = [
      { slug: "a", body: "[b](/blog/b) [missing](/blog/missing#part)" },
      { slug: "b", body: "[a](/blog/a)" },
    ];
    expect(checkContentLinks(posts)).toEqual(["content/a.md: body: links to /blog/missing, which no file in content/ provides."]);
  });
});

describe("the seed", () => {
  it("inlines bound values as SQL literals, leaving quoted text alone", () => {
    expect(inlineParams("INSERT INTO t VALUES (?, ?, ?, '?', ?)", ["it's", 3, null, true])).toBe("INSERT INTO t VALUES ('it''s', 3, NULL, '?', 1)");
  });

  it("writes the editorial account without a password, and each file only where the seed log and the post allow", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-fixture-"));
    writeFileSync(join(dir, "fixture-guide.md"), fixtureFile());
    writeFileSync(join(dir, "later.md"), fixtureFile({ slug: "later", kind: "article", publishedAt: "2099-01-01", body: fixtureBody({ sections: 5 }) }));
    const { sql, count } = contentSeedSql(dir, Date.UTC(2026, 10, 23));
    expect(count).toBe(2);
    expect(sql).toMatch(/^insert into "users" .*values \('cleared-editorial', 'editors@cleared\.invalid', '!', NULL, 'admin'.* on conflict do nothing;$/m);
    // Inserted only when the seed never wrote the slug; replaced only while the post holds what it last wrote.
    expect(sql.match(/WHERE NOT EXISTS \(SELECT 1 FROM content_seed_log WHERE slug = '(fixture-guide|later)'\)\s+ON CONFLICT \(slug\) DO NOTHING;/g)).toHaveLength(2);
    expect(sql.match(/"posts"\."seed_hash" = \(SELECT seed_hash FROM content_seed_log WHERE slug = '(fixture-guide|later)'\)\);/g)).toHaveLength(2);
    expect(sql.match(/^insert into "content_seed_log" .* on conflict \("content_seed_log"\."slug"\) do update/gm)).toHaveLength(2);
    // A future publishedAt is scheduled for the cron, not published.
    expect(sql).toMatch(/SELECT '[0-9a-f-]{36}', 'article', 'later', .*?, 'scheduled', 4070908800000,/s);
    expect(sql).toMatch(/SELECT '[0-9a-f-]{36}', 'guide', 'fixture-guide', .*?, 'published', 1795132800000,/s);
    // Each post's sections: one delete, then the intro, 4 or 5 sections and the bottom line.
    expect(sql.match(/DELETE FROM post_sections/g)).toHaveLength(2);
    expect(sql.match(/INSERT INTO post_sections/g)).toHaveLength(6 + 7);
  });

  it("stops on the first bad file, naming every problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-fixture-"));
    writeFileSync(join(dir, "fixture-guide.md"), fixtureFile({ tags: [] }));
    expect(() => contentSeedSql(dir)).toThrow("content/ has 1 problem(s):\ncontent/fixture-guide.md: tags: List 2 to 5 tags.");
  });
});
