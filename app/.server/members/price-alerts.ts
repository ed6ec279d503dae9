import { getPricedCatalogue } from "~/.server/catalogue";
import type { SafetyState } from "~/.server/safety/state";
import { getEmailSender } from "~/.server/email/sender";
import { priceAlertMessage } from "~/.server/email/templates";
import { signValue, verifySignedValue } from "~/.server/signing";
import { priceAlertStep } from "~/domain/account/price-alerts";
import { formatCents } from "~/domain/prices/offers";
import { listPriceAlerts, movePriceAlert } from "./saved-products";

/*
 * Price alerts: after prices change (the hourly refresh, an admin's entry), every alert that is
 * set is compared with its product's price per serving from D1. An alert emails once per
 * crossing below its threshold and re-arms when the price is back at or above it
 * (docs/decisions/0019-saved-products-and-alerts.md).
 */

export interface PriceAlertSummary {
  checked: number;
  sent: number;
  rearmed: number;
  failed: number;
}

/** The unsubscribe link's token: who and which product, signed for this one purpose only. */
export function priceAlertUnsubscribeToken(env: Env, { userId, productId }: { userId: string; productId: string }): string {
  return signValue(env, "price-alert-unsubscribe", `${userId}:${productId}`);
}

/** The member and product of a valid unsubscribe token, or null. */
export function readPriceAlertUnsubscribeToken(env: Env, token: unknown): { userId: string; productId: string } | null {
  const payload = verifySignedValue(env, "price-alert-unsubscribe", token);
  const colon = payload?.indexOf(":") ?? -1;
  if (!payload || colon <= 0) return null;
  return { userId: payload.slice(0, colon), productId: payload.slice(colon + 1) };
}

export async function checkPriceAlerts(
  env: Env,
  { origin, safety, now = Date.now() }: { origin: string; safety: SafetyState; now?: number },
): Promise<PriceAlertSummary> {
  const alerts = await listPriceAlerts(env);
  const summary: PriceAlertSummary = { checked: alerts.length, sent: 0, rearmed: 0, failed: 0 };
  if (alerts.length === 0) return summary;
  const catalogue = await getPricedCatalogue(env, safety, now);
  // Without prices nothing is known: no alert fires and none re-arms.
  if (!catalogue.pricesAvailable) return summary;
  const sender = getEmailSender(env);

  for (const alert of alerts) {
    const product = catalogue.getProduct(alert.productId);
    if (!product || alert.belowCents === null) continue;
    const key = { userId: alert.userId, productId: alert.productId, belowCents: alert.belowCents, now };
    const step = priceAlertStep(alert.state, alert.belowCents, product.pricePerServing);
    if (step === "rearm") {
      if (await movePriceAlert(env, { ...key, from: "sent", to: "armed" })) summary.rearmed++;
      continue;
    }
    if (step !== "send" || product.pricePerServingText === null) continue;
    // Claimed before sending, so a second check running meanwhile cannot send it again.
    if (!(await movePriceAlert(env, { ...key, from: "armed", to: "sent" }))) continue;
    const name = `${product.brand} ${product.name}`;
    const token = priceAlertUnsubscribeToken(env, alert);
    try {
      await sender.send(
        priceAlertMessage(alert.email, {
          product: name,
          perServing: product.pricePerServingText,
          below: formatCents(alert.belowCents),
          retailer: product.priceSeen?.retailer ?? null,
          url: `${origin}/compare/${product.id}`,
          unsubscribeUrl: `${origin}/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
      summary.sent++;
    } catch (error) {
      // Not sent: armed again, so the next check tries once more.
      summary.failed++;
      console.error(`[price-alerts] email for ${alert.productId} failed`, error);
      await movePriceAlert(env, { ...key, from: "sent", to: "armed" });
    }
  }
  return summary;
}
