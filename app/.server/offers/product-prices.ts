import { productPrices, type ProductPrices } from "~/domain/prices/offers";
import { listOffersForProduct, listPriceHistory } from "./queries";

/**
 * One product's offers, lowest price and history: the compare page and
 * `GET /api/products/:id/offers` both answer from this.
 */
export async function getProductPrices(
  env: Pick<Env, "DB">,
  product: Parameters<typeof productPrices>[0],
  now = Date.now(),
): Promise<ProductPrices> {
  const [current, history] = await Promise.all([listOffersForProduct(env, { productId: product.id }), listPriceHistory(env, { productId: product.id })]);
  return productPrices(product, current, history, now);
}
