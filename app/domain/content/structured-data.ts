import { absoluteUrl } from "~/domain/seo";
import { SITE_NAME } from "~/domain/site";
import { postPath } from "./paths";

export interface ArticleJsonLdInput {
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  heroImageUrl: string | null;
  publishAt: number | null;
  updatedAt: number;
}

/** schema.org Article for a guide or article; the editorial team (the organization) is the author. */
export function articleJsonLd(siteUrl: string, post: ArticleJsonLdInput) {
  const organization = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    ...(post.publishAt ? { datePublished: new Date(post.publishAt).toISOString() } : {}),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") } },
    ...(post.heroImageUrl ? { image: [post.heroImageUrl] } : {}),
    mainEntityOfPage: absoluteUrl(siteUrl, postPath(post.slug)),
    keywords: post.tags.join(", "),
  };
}
