import { findCatalogueEntry } from "~/.server/catalogue";
import { AppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import { readPriceAlertUnsubscribeToken } from "./price-alerts";
import { clearPriceAlert } from "./saved-products";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Copy the whole link from the email, or turn alerts off on your account page.";

/** The product an unsubscribe token names, or a 400 for a token this server did not sign for this purpose. */
export function readUnsubscribeLink(env: Env, token: unknown) {
  const target = readPriceAlertUnsubscribeToken(env, token);
  if (!target) throw new AppError("invalid_token:alerts", INVALID_UNSUBSCRIBE_LINK, 400);
  const product = findCatalogueEntry(target.productId);
  return { ...target, productName: product ? `${product.brand} ${product.name}` : "this product" };
}

/**
 * The unsubscribe form (no sign-in needed: the signed token is the proof). A GET only shows the
 * button, because mail scanners open links; the POST turns the alert off. Answering twice is
 * harmless: the second time there is nothing left to stop.
 */
export async function unsubscribeFromPriceAlert(env: Env, request: Request) {
  const input = (await readBody(request, { area: "alerts", maxBytes: 4 * 1024, accept: ["form"] })) as Record<string, string>;
  const target = readUnsubscribeLink(env, input.token);
  const stopped = await clearPriceAlert(env, target);
  return { productName: target.productName, stopped };
}
