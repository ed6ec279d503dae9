import type { ChatContext, TopPick } from "./context";
import { resolveCategory } from "./context";
import { moreOptionsReply, NO_MORE_OPTIONS_REPLY, OUT_OF_SCOPE_REPLY, topPicksReply } from "./copy";

function byPreference(picks: readonly TopPick[], preference: ChatContext["stimulantPreference"]): TopPick[] {
  if (!preference) return [...picks];
  const wanted = preference === "stim";
  return picks.filter((p) => p.isStim === wanted);
}

/**
 * The client's last-resort answer when both endpoints fail, from the cached top picks carried
 * in the context. Texts are the offline replies of docs/product.md §5.7; the stim question is asked
 * for pre-workout (the one category with a stim choice) while no preference is known.
 */
export function offlineReply(message: string, context: ChatContext): string {
  const category = resolveCategory(message, context);
  if (!category) return OUT_OF_SCOPE_REPLY;
  const picks = category === context.category ? context.topPicks : context.lastTopPicks;
  if (picks.length === 0) return OUT_OF_SCOPE_REPLY;

  const preferred = byPreference(picks, context.stimulantPreference);
  if (context.isMoreOptionsRequest) {
    const seen = new Set(context.previouslySuggested.map((n) => n.toLowerCase()));
    const fresh = preferred.filter((p) => !seen.has(p.name.toLowerCase())).slice(0, 2);
    return fresh.length ? moreOptionsReply(category, fresh.map((p) => p.name)) : NO_MORE_OPTIONS_REPLY;
  }

  const mixed = picks.some((p) => p.isStim) && picks.some((p) => !p.isStim);
  const askStim = category === "pre-workout" && mixed && !context.stimulantPreference;
  return topPicksReply(
    category,
    preferred.slice(0, 3).map((p) => p.name),
    askStim,
  );
}
