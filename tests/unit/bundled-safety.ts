import { labelCatalogue } from "~/.server/catalogue";
import { BUNDLED_LIST, checkIngredients as checkWith } from "~/.server/prohibited-list";
import { safetyStateOf } from "~/.server/safety/state";

/**
 * The safety state a fresh site has (our bundled DoD list, no withdrawals), for tests that have no
 * D1 to read one from, and the list's functions bound to it.
 */
export const BUNDLED_SAFETY = safetyStateOf(null, BUNDLED_LIST, []);
const { matcher } = BUNDLED_SAFETY;
export const screenText = matcher.screenText;
export const searchProhibited = matcher.searchProhibited;
export const getProhibitedEntries = matcher.entries;
export const prohibitedListInfo = matcher.info;
export const checkIngredients = (query: string) => checkWith(matcher, query);
export const listLabelProducts = () => labelCatalogue(BUNDLED_SAFETY).listLabelProducts();
export const getLabelProduct = (id: string) => labelCatalogue(BUNDLED_SAFETY).getLabelProduct(id);
export const listCategories = () => labelCatalogue(BUNDLED_SAFETY).listCategories();
export const getCatalogueCheck = () => labelCatalogue(BUNDLED_SAFETY).getCatalogueCheck();
