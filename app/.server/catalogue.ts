import { createCatalogue, type Catalogue } from "~/domain/catalogue/queries";
import { parseCatalogueFiles } from "~/domain/catalogue/research-schema";
import { screenText } from "~/.server/prohibited-list";

export { toTopPick } from "~/domain/catalogue/queries";

/*
 * The catalogue, built once per isolate from the research records in app/data/catalogue/ (one
 * JSON file per category). The records are validated here as well as at build time: a record
 * the schema refuses fails loudly, it is never shown. Server-only: client code receives
 * products through loader data.
 */

const DATA_FILES = import.meta.glob<unknown>("../data/catalogue/*.json", { eager: true, import: "default" });

let cached: Catalogue | null = null;

function catalogue(): Catalogue {
  if (cached) return cached;
  const research = parseCatalogueFiles(
    Object.entries(DATA_FILES).map(([path, records]) => ({ name: path.slice(path.lastIndexOf("/") + 1), records })),
  );
  cached = createCatalogue(research, screenText);
  const { problems } = cached.getCatalogueCheck();
  if (problems.length > 0) console.warn(`Catalogue check found ${problems.length} problem(s):\n${problems.join("\n")}`);
  return cached;
}

export const listCategories: Catalogue["listCategories"] = () => catalogue().listCategories();
export const getCategory: Catalogue["getCategory"] = (id) => catalogue().getCategory(id);
export const getProduct: Catalogue["getProduct"] = (id) => catalogue().getProduct(id);
export const listProducts: Catalogue["listProducts"] = () => catalogue().listProducts();
export const getTopPicks: Catalogue["getTopPicks"] = (...args) => catalogue().getTopPicks(...args);
export const getCatalogueCheck: Catalogue["getCatalogueCheck"] = () => catalogue().getCatalogueCheck();
