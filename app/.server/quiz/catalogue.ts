import { isRecommendable } from "~/domain/catalogue/queries";
import type { PricedCatalogue } from "~/.server/catalogue";
import { deriveProductFacts, type ProductFacts } from "~/domain/catalogue/facts";
import type { Supplement } from "~/domain/catalogue/types";
import type { QuizProduct } from "~/domain/quiz/engine";

// Facts come from the label, which is fixed for the Worker's lifetime (prices are not facts): derive once per product.
const factsById = new Map<string, ProductFacts>();

function factsOf(product: Supplement): ProductFacts {
  let facts = factsById.get(product.id);
  if (!facts) {
    facts = deriveProductFacts(product);
    factsById.set(product.id, facts);
  }
  return facts;
}

/**
 * Every catalogue product the quiz may recommend (none flagged by the DoD list or with a withdrawn
 * certification), with its label facts and its price per serving from D1 offers (getPricedCatalogue).
 */
export function quizCatalogue(catalogue: PricedCatalogue): QuizProduct[] {
  return catalogue.listProducts().filter(isRecommendable).map((product) => ({ product, facts: factsOf(product), pricePerServing: product.pricePerServing }));
}
