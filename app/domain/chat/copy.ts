import type { CategoryId } from "~/domain/categories";

/** Fixed texts of CLEARED AI. The offline replies are docs/product.md §5.7, word for word. */

export const OPSS_URL = "https://www.opss.org";
export const DOD_PROHIBITED_LIST_URL = "https://www.opss.org/dod-prohibited-dietary-supplement-ingredients";

export const DSHEA_DISCLAIMER =
  "*These statements have not been evaluated by the Food and Drug Administration. These products are not intended to diagnose, treat, cure, or prevent any disease.*";

/** Said beside a pick's "Check price" link: it earns CLEARED a commission, as the card's note under its buy button says. */
export const PAID_LINK_MARK = "(paid link)";

export const LOT_NUMBER_REMINDER =
  "Before you buy, look up the lot number on the certifier's site (NSF Certified for Sport or Informed Sport) to confirm that batch was tested.";

export const OUT_OF_SCOPE_REPLY = "I'm here to help with supplement recommendations. What category interests you?";

export const NO_MORE_OPTIONS_REPLY =
  "You've seen our top recommendations! Check the full category page for more options.";

export const STIM_QUESTION = "Are you looking for stim or no-stim?";

export const OFFLINE_TOAST = {
  title: "Using Offline Mode",
  description: "AI temporarily unavailable, showing our top recommendations.",
} as const;

/** How a category reads inside a sentence ("our top {display} are ..."). */
export const CATEGORY_DISPLAY: Record<CategoryId, string> = {
  "pre-workout": "pre-workout supplements",
  "protein-recovery": "protein and recovery supplements",
  vitamins: "vitamins",
  hydration: "hydration products",
  "health-wellness": "health and wellness supplements",
  sleep: "sleep supplements",
};

export function moreOptionsReply(category: CategoryId, names: readonly string[]): string {
  return `Here are other excellent ${CATEGORY_DISPLAY[category]}: ${names.join(" and ")}.`;
}

/** "Overall, our top {display} are: 1) A 2) B 3) C", optionally led by the stim question. */
export function topPicksReply(category: CategoryId, names: readonly string[], askStim: boolean): string {
  const list = names.map((name, i) => `${i + 1}) ${name}`).join(" ");
  const overall = `Overall, our top ${CATEGORY_DISPLAY[category]} are: ${list}`;
  return askStim ? `${STIM_QUESTION} ${overall}` : overall;
}

export const STARTER_CHIPS = [
  "Best pre-workout?",
  "Protein for recovery",
  "Help with sleep",
  "Vitamins for energy",
] as const;

/** Something already taken before a test: what to keep and whom to tell, from our guide on positive results. */
export const KEEP_THE_TUB =
  "I can't promise how a test comes out. Stop taking it until you know what is in it, and check every ingredient on its label against the [current DoD list on OPSS](https://www.opss.org/dod-prohibited-dietary-supplement-ingredients). Keep the tub: photograph the label and the lot number, keep the receipt, and tell your medical provider what you took; if you are notified of a result, talk to defense counsel early. Don't try to flush or mask anything.";
