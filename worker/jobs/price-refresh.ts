import { amazonCreatorsConfig, createAmazonCreatorsProvider } from "~/.server/offers/amazon-creators";
import type { PricedItem, PriceProvider } from "~/.server/offers/provider";
import { refreshPrices } from "~/.server/offers/refresh";
import { listRetailPages } from "~/.server/offers/retailer-links";
import { linkOrigin } from "~/.server/env";
import { checkPriceAlerts } from "~/.server/members/price-alerts";
import { loadSafetyState } from "~/.server/safety/state";
import type { ScheduledJob } from "./job";

/** The provider the Worker's secrets configure, or null when none is (the job then does nothing). */
export type ProviderFactory = (env: Env) => PriceProvider | null;

export const providerFromSecrets: ProviderFactory = (env) => {
  const config = amazonCreatorsConfig(env);
  return config ? createAmazonCreatorsProvider(config) : null;
};

/** The variants whose retail page an admin recorded: the provider looks each up by that page's ASIN only. */
async function recordedItems(env: Env): Promise<PricedItem[]> {
  return (await listRetailPages(env)).map((p) => ({ productId: p.productId, variantId: p.variantId, asin: p.asin }));
}

/**
 * The Cron Trigger fires every five minutes; prices are refreshed on the first firing of each
 * hour, which keeps an Amazon price well inside the 24 hours Amazon allows it to be shown.
 */
export function isRefreshDue(scheduledTime: number): boolean {
  return new Date(scheduledTime).getUTCMinutes() < 5;
}

export function priceRefreshJob(providerFor: ProviderFactory = providerFromSecrets, items: (env: Env) => Promise<PricedItem[]> = recordedItems): ScheduledJob {
  return {
    name: "price-refresh",
    async run(env, controller) {
      if (!isRefreshDue(controller.scheduledTime)) return "not due (runs once an hour)";
      const provider = providerFor(env);
      let refreshed = "no price provider configured (the AMAZON_CREATORS_* secrets are not set)";
      if (provider) {
        const summary = await refreshPrices(env, provider, await items(env));
        if (summary.failure) throw new Error(`${provider.name} failed, no price changed: ${summary.failure}`);
        refreshed = `${provider.name}: ${summary.recorded} of ${summary.asked} price(s) recorded, ${summary.missed} without a price, ${summary.malformed} malformed`;
      }
      // Checked every hour even without a provider: an admin's entry or an ageing price also moves prices.
      const alerts = await checkPriceAlerts(env, { origin: linkOrigin(env), safety: await loadSafetyState(env) });
      return `${refreshed}; price alerts: ${alerts.sent} sent, ${alerts.rearmed} re-armed of ${alerts.checked}${alerts.failed ? `, ${alerts.failed} failed` : ""}`;
    },
  };
}
