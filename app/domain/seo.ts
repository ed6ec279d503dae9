import { DEFAULT_DESCRIPTION, SITE_NAME } from "./site";

export const META_DESCRIPTION_MAX = 160;

/** Adds the brand suffix unless the title already names the brand. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Cuts a description to at most 160 characters, ending on a word with an ellipsis. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > META_DESCRIPTION_MAX * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, "")}…`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

export interface SeoInput {
  title: string;
  description?: string;
  /** Path of the page, used for the canonical URL and og:url. */
  path: string;
  siteUrl: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  image?: string;
}

/** One route's meta tags: title, description, canonical, Open Graph and robots. */
export function seo({ title, description = DEFAULT_DESCRIPTION, path, siteUrl, type = "website", noindex, image }: SeoInput) {
  const fullTitle = pageTitle(title);
  const desc = metaDescription(description);
  const url = absoluteUrl(siteUrl, path);
  return [
    { title: fullTitle },
    { name: "description", content: desc },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    ...(image ? [{ property: "og:image", content: absoluteUrl(siteUrl, image) }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

export interface BreadcrumbItem {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(siteUrl: string, items: BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.url),
    })),
  };
}

export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    description: DEFAULT_DESCRIPTION,
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(siteUrl, "/ingredient-checker")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Serialises JSON-LD for a script tag; escapes '<' so no data can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
