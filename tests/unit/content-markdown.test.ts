import { describe, expect, it } from "vitest";
import { inspectMarkdown, markdownSections, renderMarkdown } from "~/.server/content/markdown";
import { productMentions } from "~/domain/content/product-mentions";

const html = (markdown: string, options = {}) => renderMarkdown(markdown, { siteOrigin: "https://cleared.example", ...options }).html;

describe("the sanitizer", () => {
  it.each([
    ["a raw script block", "<script>window.__xss = 1</script>\n\nText"],
    ["an inline event handler", 'Text <img src="https://a.example/x.png" onerror="alert(1)">'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["a style block", "<style>body{display:none}</style>"],
    ["a form", '<form action="https://evil.example"><input name="x"></form>'],
  ])("drops %s (raw HTML is never rendered)", (_name, markdown) => {
    const out = html(markdown);
    expect(out).not.toMatch(/<(script|img|iframe|svg|style|form|input)\b/i);
    expect(out).not.toMatch(/\son\w+=/i);
  });

  it.each([
    ["javascript:", "[click](javascript:alert(1))"],
    ["JavaScript: with mixed case", "[click](JaVaScRiPt:alert(1))"],
    ["javascript: behind an entity", "[click](jav&#x09;ascript:alert(1))"],
    ["vbscript:", "[click](vbscript:msgbox(1))"],
    ["data:", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a javascript: autolink", "<javascript:alert(1)>"],
  ])("keeps no href with %s", (_name, markdown) => {
    expect(html(markdown)).toBe("<p><a>click</a></p>".replace("click", markdown.startsWith("<") ? "javascript:alert(1)" : "click"));
  });

  it("keeps https, relative and mailto links, marking only links off the site as external", () => {
    const out = html("[OPSS](https://www.opss.org/) [ours](https://cleared.example/quiz) [quiz](/quiz) [top](#bottom-line) [mail](mailto:a@b.example)");
    expect(out).toBe(
      '<p><a href="https://www.opss.org/" rel="noopener noreferrer nofollow" class="external">OPSS<span class="sr-only"> (external site)</span></a> ' +
        '<a href="https://cleared.example/quiz">ours</a> <a href="/quiz">quiz</a> <a href="#bottom-line">top</a> <a href="mailto:a@b.example">mail</a></p>',
    );
  });

  it("treats protocol-relative links as external", () => {
    expect(html("[x](//evil.example/a)")).toContain('rel="noopener noreferrer nofollow" class="external"');
  });

  it("shows images only over https, lazily", () => {
    expect(html("![chart](https://img.example/c.png)")).toBe('<p><img src="https://img.example/c.png" alt="chart" loading="lazy" decoding="async"></p>');
    expect(html("![chart](http://img.example/c.png)")).toBe("<p></p>");
    expect(html("![chart](/local.png)")).toBe("<p></p>");
    expect(html("![x](data:image/svg+xml;base64,PHN2Zz4=)")).toBe("<p></p>");
  });

  it("labels each body cell with its column's header, for the phone layout", () => {
    const out = html("## Fluid per hour\n\n| Who | Fluid | Sodium <b>x</b> |\n|-|-|-|\n| Heavy sweater | 1 L | 500 mg |\n| Short run | |  |");
    expect(out).toContain('<td role="cell" data-label="Who">Heavy sweater</td>\n<td role="cell" data-label="Fluid">1 L</td>\n<td role="cell" data-label="Sodium x">500 mg</td>');
    expect(out).toContain('<th role="columnheader">Who</th>');
    expect(out).toContain('<thead role="rowgroup">');
  });

  it("keeps tables (in a frame), lists, quotes and code, without foreign classes", () => {
    const out = html("| a | b |\n|:-|-:|\n| 1 | 2 |\n\n> quote\n\n1. one\n2. two\n\n```js\nlet x = '<b>';\n```\n\n- [x] task");
    // A frame, not a scroll region: the table fits the column at every width.
    expect(out).toContain('<div class="table-frame"><table role="table">');
    expect(out).toContain('<td align="right" role="cell" data-label="b">2</td>');
    expect(out).toContain("<blockquote>");
    expect(out).toContain('<code class="language-js">let x = \'&#x3C;b>\';');
    expect(out).not.toContain("<input");
    expect(out).not.toContain("task-list");
  });
});

describe("headings", () => {
  it("gives h2s and h3s unique anchors, reads an h1 as an h2, and lists h2s for the table of contents", () => {
    const result = renderMarkdown("# Top\n\n## Why?\n\n### Detail\n\n## Why?\n\n## ¿Qué?");
    expect(result.html).toContain('<h2 id="top">Top</h2>');
    expect(result.html).toContain('<h3 id="detail">Detail</h3>');
    expect(result.html).toContain('<h2 id="why-2">Why?</h2>');
    expect(result.toc).toEqual([
      { anchor: "top", text: "Top" },
      { anchor: "why", text: "Why?" },
      { anchor: "why-2", text: "Why?" },
      { anchor: "que", text: "¿Qué?" },
    ]);
  });
});

describe("citations", () => {
  it("links [n] to the nth source when it exists, and leaves other brackets alone", () => {
    const out = html("Up to 400 mg a day [1][2]. Not a source [3]. `code [1]`", { sourceCount: 2 });
    expect(out).toBe(
      '<p>Up to 400 mg a day <a href="#source-1" title="Source 1" class="citation">[1]</a><a href="#source-2" title="Source 2" class="citation">[2]</a>. ' +
        "Not a source [3]. <code>code [1]</code></p>",
    );
  });
});

describe("product names", () => {
  // Built inside each test, not while the file loads, so the tests are known to reach productMentions.
  const mentions = () =>
    productMentions([
      { id: "thorne-melaton-3", name: "Melaton-3", brand: "Thorne", category: "sleep" },
      { id: "klean-magnesium", name: "Klean Magnesium (90 vegetarian capsules)", brand: "Klean Athlete", category: "sleep" },
      { id: "bpn-pre", name: "PRE (Pink Lemonade)", brand: "Bare Performance Nutrition", category: "pre-workout" },
    ]);

  it("links the first mention of each product, by its exact names, outside headings and links", () => {
    const products = mentions();
    const out = html("## Thorne Melaton-3\n\nThorne Melaton-3 has 3 mg. Melaton-3 again. Klean Magnesium lists 120 mg. A PRE workout. [Melaton-3](/x)", { products });
    expect(out).toContain("<h2 id=\"thorne-melaton-3\">Thorne Melaton-3</h2>");
    expect(out).toContain('<a href="/category/sleep#thorne-melaton-3" class="product-link">Thorne Melaton-3</a> has 3 mg. Melaton-3 again.');
    expect(out).toContain('<a href="/category/sleep#klean-magnesium" class="product-link">Klean Magnesium</a> lists');
    // A one-word name that is also an everyday word is matched only with its brand.
    expect(out).toContain("A PRE workout.");
    expect(out.match(/product-link/g)).toHaveLength(2);
  });

  it("offers the catalogue name, with and without brand and parenthetical", () => {
    const products = mentions();
    expect(products.map((p) => p.names)).toEqual([
      ["Thorne Melaton-3", "Melaton-3"],
      ["Klean Athlete Klean Magnesium (90 vegetarian capsules)", "Klean Magnesium (90 vegetarian capsules)", "Klean Athlete Klean Magnesium", "Klean Magnesium"],
      ["Bare Performance Nutrition PRE (Pink Lemonade)", "Bare Performance Nutrition PRE", "PRE (Pink Lemonade)"],
    ]);
  });
});

describe("sections for the search index", () => {
  it("cuts the body at its h2s, intro first, as plain text without citation marks", () => {
    expect(markdownSections("Short answer [1].\n\n## First?\n\nA **bold** claim [2].\n\n### Sub\n\n| a | b |\n|-|-|\n| x | y |\n\n## Bottom line\n\n- one\n- two")).toEqual([
      { position: 0, heading: null, anchor: null, text: "Short answer." },
      { position: 1, heading: "First?", anchor: "first", text: "A bold claim.\nSub\nx: y." },
      { position: 2, heading: "Bottom line", anchor: "bottom-line", text: "one two" },
    ]);
  });

  it("reads a table as one sentence per row, without the header row or cells of citation numbers", () => {
    const table = "| Situation | Daily target | Source |\n| --- | --- | --- |\n| Regular training | 0.8 to 1.6 g/kg | [1] |\n| Field operations | 1.5 to 2.0 g/kg | [3][4] |";
    expect(markdownSections(`Pick your line:\n\n${table}`)[0].text).toBe("Pick your line:\nRegular training: 0.8 to 1.6 g/kg. Field operations: 1.5 to 2.0 g/kg.");
  });

  it("reads a comparison grid (empty corner cell) with each column named, so a row is a sentence, not number soup", () => {
    const table = "| | NSF Certified for Sport | Informed Sport |\n|---|---|---|\n| Banned-substance testing | Scheduled by number of lots [3] | Every batch, before release [4] |\n| Checks after listing | Marketplace sampling [3] | Blind samples [4] |";
    expect(markdownSections(table)[0].text).toBe(
      "Banned-substance testing — NSF Certified for Sport: scheduled by number of lots; Informed Sport: every batch, before release. Checks after listing — NSF Certified for Sport: marketplace sampling; Informed Sport: blind samples.",
    );
  });

  it("reads a bold lead-in as the start of its sentence, never as a sentence of its own", () => {
    const list = "- **Hidden drugs.** Some products hide drugs [5].\n- **Hormone-altering drugs.** Aromatase inhibitors are on the list [5].";
    expect(markdownSections(list)[0].text).toBe("Hidden drugs: Some products hide drugs. Hormone-altering drugs: Aromatase inhibitors are on the list.");
  });

  it("has no introduction section when the body starts with a heading", () => {
    expect(markdownSections("## Only\n\nText").map((s) => s.heading)).toEqual(["Only"]);
  });
});

describe("inspection (for the content/ checks)", () => {
  it("counts words, headings, footnotes, raw HTML, citations, links and images", () => {
    const found = inspectMarkdown("# H1\n\n## H2\n\nSee [1] and [3][^n].\n\n[^n]: note\n\n<div>x</div>\n\n[a](/quiz) ![i](http://x.example/a.png)");
    expect(found).toMatchObject({ h1Count: 1, h2Count: 1, footnotes: 2, rawHtml: 1, links: ["/quiz"], images: ["http://x.example/a.png"] });
    expect([...found.citations]).toEqual([1, 3]);
  });
});
