import { isRecommendable } from "~/domain/catalogue/queries";
import type { PricedCatalogue } from "~/.server/catalogue";
import type { QuizProduct } from "~/domain/quiz/engine";
import { screenItem } from "~/domain/safety/screen";

/**
 * Every catalogue product the quiz may recommend (none flagged by the DoD list or with a withdrawn
 * certification), with its label facts (derived once, by the product screen) and its price per
 * serving from D1 offers (getPricedCatalogue).
 */
export function quizCatalogue(catalogue: PricedCatalogue): QuizProduct[] {
  return catalogue.listProducts().filter(isRecommendable).map(screenItem);
}
