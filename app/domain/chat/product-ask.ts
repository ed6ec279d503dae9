import type { Understanding } from "./understanding";

/*
 * A question that only names a product ("vegan protein powder?", "creatine gummies?", "fish oil
 * in caps?") asks for picks, not for a guide section: no section found by its words opens the
 * answer ahead of what was asked. docs/decisions/0094-answer-what-was-asked-first.md
 */

/** How a question that asks about something, rather than for something, begins. */
const ASKS_ABOUT = /^(?:what|whats|how|why|when|where|who|is|are|was|were|does|do|did|can|could|should|would|will|has|have|any ?one|anybody|whey vs|difference)\b|\bvs\.?\b|\bor\b|\bworth\b|\bsafe\b|\bwork\b/;

/** The reading of a bare product question, answered by its picks. */
export function withBareAskRead(u: Understanding): Understanding {
  if (!u.asksAbout || !u.intents.includes("recommend") || u.normalized.split(/\s+/).length > 6 || ASKS_ABOUT.test(u.normalized)) return u;
  return { ...u, asksAbout: false };
}
