export const PRICE_ALERT_STATES = ["armed", "sent"] as const;
export type PriceAlertState = (typeof PRICE_ALERT_STATES)[number];

/**
 * A price alert emails once per crossing: when the price per serving is below the member's
 * threshold and the alert is armed, it fires (and waits); when the price is back at or above the
 * threshold, it re-arms. An unknown price changes nothing. Prices compare in whole cents, as shown.
 */
export type PriceAlertStep = "send" | "rearm" | "none";

export function priceAlertStep(state: PriceAlertState, belowCents: number, pricePerServing: number | null): PriceAlertStep {
  if (pricePerServing === null) return "none";
  const cents = Math.round(pricePerServing * 100);
  if (cents < belowCents) return state === "armed" ? "send" : "none";
  return state === "sent" ? "rearm" : "none";
}

/** The state a new or changed alert starts in: already below means "sent", so only a new crossing emails. */
export function initialPriceAlertState(belowCents: number, pricePerServing: number | null): PriceAlertState {
  return pricePerServing !== null && Math.round(pricePerServing * 100) < belowCents ? "sent" : "armed";
}
