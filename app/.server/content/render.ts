import { productMentions } from "~/domain/content/product-mentions";
import { listCatalogueEntries } from "~/.server/catalogue";
import { registerDerivedData } from "~/.server/derived-data";
import { type ProductLink, type RenderedMarkdown, renderMarkdown } from "./markdown";

let mentions: ProductLink[] | null = null;
registerDerivedData(() => {
  mentions = null;
});

/** Catalogue products by the names an article may use, built once per isolate. */
function catalogueMentions(): ProductLink[] {
  mentions ??= productMentions(listCatalogueEntries());
  return mentions;
}

/** A post body as the page and the admin preview show it: citations and product names linked. */
export function renderPostBody(post: { body: string; sources: readonly unknown[] }, siteUrl: string): RenderedMarkdown {
  return renderMarkdown(post.body, { sourceCount: post.sources.length, products: catalogueMentions(), siteOrigin: new URL(siteUrl).origin });
}
