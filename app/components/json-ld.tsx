import { jsonLdScript } from "~/domain/seo";

/** Structured data for search engines, one script element per item, rendered on the server. */
export function JsonLd({ items }: { items: readonly unknown[] }) {
  return items.map((data, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the loader, never reordered, with no natural key
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdScript, so no "<" can close the element
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  ));
}
