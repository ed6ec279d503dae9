import { describe, expect, it } from "vitest";
import {
  META_DESCRIPTION_MAX,
  absoluteUrl,
  breadcrumbJsonLd,
  jsonLdScript,
  metaDescription,
  organizationJsonLd,
  pageTitle,
  seo,
  websiteJsonLd,
} from "~/domain/seo";
import { DEFAULT_DESCRIPTION } from "~/domain/site";

const SITE = "https://cleared.example";

describe("page titles and descriptions", () => {
  it("adds the brand once", () => {
    expect(pageTitle("Sleep")).toBe("Sleep | CLEARED");
    expect(pageTitle("CLEARED AI")).toBe("CLEARED AI");
  });

  it("keeps a description of up to 160 characters whole, with its spaces collapsed", () => {
    expect(metaDescription("  Third-party\n tested   supplements. ")).toBe("Third-party tested supplements.");
    const exact = "x".repeat(META_DESCRIPTION_MAX);
    expect(metaDescription(exact)).toBe(exact);
  });

  it("cuts a longer one at the last word in its last 40 percent, without trailing punctuation", () => {
    const words = `${"word ".repeat(30)}end`; // 153 characters
    const long = `${words}, and then some more words`;
    expect(metaDescription(long)).toBe(`${"word ".repeat(30)}end, and…`);
    expect(metaDescription(`${"word ".repeat(31)}end, more.`)).toBe(`${"word ".repeat(31).trimEnd()}…`);
    // Every trailing space and punctuation mark goes before the ellipsis, not only the last.
    expect(metaDescription(`${"x".repeat(150)} -- , ${"y".repeat(20)}`)).toBe(`${"x".repeat(150)}…`);
  });

  it("cuts inside a word when no space is late enough", () => {
    const unbroken = `ab ${"x".repeat(200)}`;
    expect(metaDescription(unbroken)).toBe(`${unbroken.slice(0, META_DESCRIPTION_MAX - 1)}…`);
    expect(metaDescription(`${"x".repeat(96)} ${"y".repeat(100)}`)).toBe(`${"x".repeat(96)} ${"y".repeat(62)}…`);
    expect(metaDescription(`${"x".repeat(97)} ${"y".repeat(100)}`)).toBe(`${"x".repeat(97)}…`);
  });

  it("makes absolute URLs with or without a trailing slash on the site URL", () => {
    expect(absoluteUrl(SITE, "/blog")).toBe("https://cleared.example/blog");
    expect(absoluteUrl(`${SITE}/`, "/blog")).toBe("https://cleared.example/blog");
    // A path without its leading slash resolves under the site root, with one slash between.
    expect(absoluteUrl(`${SITE}/`, "rss.xml")).toBe("https://cleared.example/rss.xml");
    expect(absoluteUrl(SITE, "rss.xml")).toBe("https://cleared.example/rss.xml");
    expect(absoluteUrl("https://cleared.example/base", "page")).toBe("https://cleared.example/base/page");
  });
});

describe("meta tags", () => {
  it("gives every page its title, description, canonical URL and Open Graph tags", () => {
    // The default description is longer than 160 characters, so it is cut like any other.
    const defaultDescription = metaDescription(DEFAULT_DESCRIPTION);
    expect(defaultDescription).toBe(
      "Research-backed, third-party-certified supplement guidance for service members and tactical athletes: NSF Certified for Sport and Informed Sport picks…",
    );
    expect(seo({ title: "Sleep", path: "/category/sleep", siteUrl: SITE })).toEqual([
      { title: "Sleep | CLEARED" },
      { name: "description", content: defaultDescription },
      { tagName: "link", rel: "canonical", href: "https://cleared.example/category/sleep" },
      { property: "og:title", content: "Sleep | CLEARED" },
      { property: "og:description", content: defaultDescription },
      { property: "og:url", content: "https://cleared.example/category/sleep" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "CLEARED" },
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("adds an image and noindex only when asked", () => {
    const tags = seo({ title: "Account", description: "Yours.", path: "/account", siteUrl: SITE, type: "article", noindex: true, image: "/og.png" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://cleared.example/og.png" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags.at(-1)).toEqual({ name: "robots", content: "noindex" });
    expect(tags).toHaveLength(11);
  });
});

describe("structured data", () => {
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd(SITE, [{ name: "Home", url: "/" }, { name: "Sleep", url: "/category/sleep" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://cleared.example/" },
        { "@type": "ListItem", position: 2, name: "Sleep", item: "https://cleared.example/category/sleep" },
      ],
    });
  });

  it("describes the organization and the site search", () => {
    expect(organizationJsonLd(SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "CLEARED",
      url: "https://cleared.example/",
      logo: "https://cleared.example/favicon.svg",
      description: DEFAULT_DESCRIPTION,
    });
    expect(websiteJsonLd(SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "CLEARED",
      url: "https://cleared.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://cleared.example/ingredient-checker?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("escapes every < so no value can close the script tag", () => {
    expect(jsonLdScript({ name: "</script><script>x</script>" })).toBe('{"name":"\\u003c/script>\\u003cscript>x\\u003c/script>"}');
  });
});
