import type { BuyOption } from "./variants";

/*
 * A price slot without a price we hold for the certified variant (docs/decisions/0083): "Check
 * price" as a link to where that variant's price shows (the buy link's own destination), or, when
 * the data names no variant to buy, a plain statement with no link. The product cards and the
 * chat's picks both decide it here.
 */

export const NO_PRICE_SHOWN = "No price shown";

/** True when a "Check price" link can go somewhere: the buy option leads to the certified variant. */
export const checkPriceLinks = (option: BuyOption): option is Exclude<BuyOption, { kind: "listing" }> => option.kind !== "listing";
