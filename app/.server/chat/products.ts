import { registerDerivedData } from "~/.server/derived-data";
import { CATEGORY_IDS, type CategoryId } from "~/domain/categories";
import { listCatalogueEntries, toTopPick } from "~/.server/catalogue";
import { screenRedFlags } from "~/.server/prohibited-list";
import type { ProhibitedMatcher } from "~/domain/safety/matcher";
import type { Supplement } from "~/domain/catalogue/types";
import type { PicksByCategory } from "~/domain/chat/context";
import type { EngineInput } from "~/domain/chat/draft";
import { type ProductNameIndex, productNameIndex } from "~/domain/chat/product-names";

/**
 * What the chat reads from the catalogue and the prohibited list in use, for the pure engine in
 * app/domain/chat/: product names for reading messages, and a message screened against the list.
 * Products an answer names come from the priced catalogue (getPricedCatalogue, read once per
 * request), so every price a reply carries is one observed in D1.
 */

export function picksByCategory(picksFor: (category: CategoryId) => Supplement[]): PicksByCategory {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, picksFor(id).map(toTopPick)]));
}

let names: ProductNameIndex | null = null;
registerDerivedData(() => {
  names = null;
});

/** The catalogue's product names, brands and categories, for reading names out of text. */
export function catalogueNames(): ProductNameIndex {
  names ??= productNameIndex(listCatalogueEntries().map(({ id, name, brand, category }) => ({ id, name, brand, category })));
  return names;
}

/** The message screened against the request's DoD list (`matcher`) and the red-flag terms, with which list answered. */
export function screenMessage(message: string, matcher: ProhibitedMatcher): EngineInput["screened"] {
  const { version, date } = matcher.info();
  return { prohibited: matcher.screenText(message), redFlags: screenRedFlags(message), list: { version, date } };
}
