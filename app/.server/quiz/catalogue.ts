import { deriveProductFacts, type ProductFacts } from "~/domain/catalogue/facts";
import { listProducts } from "~/.server/catalogue";
import type { Supplement } from "~/domain/catalogue/types";
import type { QuizProduct } from "~/domain/quiz/engine";

// Facts are a pure function of the catalogue, which is fixed for the Worker's lifetime: derive once.
let factsById: Map<string, ProductFacts> | null = null;

function factsOf(product: Supplement): ProductFacts {
  factsById ??= new Map(listProducts().map((p) => [p.id, deriveProductFacts(p)]));
  return factsById.get(product.id) ?? deriveProductFacts(product);
}

/** Every catalogue product with its label facts and the price per serving the caller read. */
export function quizCatalogue(pricePerServing: (product: Supplement) => number | null): QuizProduct[] {
  return listProducts().map((product) => ({ product, facts: factsOf(product), pricePerServing: pricePerServing(product) }));
}
