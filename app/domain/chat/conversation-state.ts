import type { CategoryId } from "~/domain/categories";
import type { Constraint } from "~/domain/catalogue/constraints";
import type { Avoid, ConditionId, DutyId } from "~/domain/safety/conditions";
import type { Vocabulary, VocabularyEffects } from "./concepts";
import { detectStimulantPreference, type StimulantPreference } from "./intent";
import { PLAN_WORDS } from "./intent-words";
import { kindCategories, type NamedProduct, type ProductNameIndex, productsNamedIn } from "./product-names";
import { readMessage } from "./read-message";
import { tellsOfReaction } from "./reaction-hold";
import { withoutOthersEpisodes } from "./said-now";
import { withoutSetAside } from "./set-aside";
import { constraintKey, wantsSugar } from "./stated";
import { categoriesNamed, normalizeMessage } from "./vocabulary";
import type { Whom } from "./turn-owners";

/*
 * What the conversation has set so far, turn by turn: the kind of product asked for, the limits,
 * conditions and duties. What a turn says of someone else's situation is kept only for turns
 * asked for that same one; what the person denies of themselves ("not a pilot", "not pregnant
 * anymore") is taken back for the rest of the conversation.
 */

export interface ConversationState {
  categories: CategoryId[];
  constraints: Map<string, Constraint>;
  avoid: Map<string, Avoid>;
  conditions: ConditionId[];
  duties: DutyId[];
  stimulantPreference: StimulantPreference | null;
  /** The products the person last asked about by name. */
  named: string[];
  /** Substances we cannot vouch for, named anywhere in the conversation. */
  substances: VocabularyEffects["substances"];
  /** A reaction was told (./reaction-hold.ts). */
  reacted: boolean;
}

export function applyMessage(state: ConversationState, message: string, names: ProductNameIndex, vocabulary: Vocabulary, products: readonly NamedProduct[], whom: Whom | null = null, keep = true): void {
  const normalized = normalizeMessage(message);
  const plan = PLAN_WORDS.test(normalized);
  // A product set aside ("besides Liquid IV") is not one asked about.
  const named = productsNamedIn(withoutSetAside(message.toLowerCase()), names);
  const reading = readMessage(message, named, vocabulary, whom !== null);
  state.reacted ||= tellsOfReaction(withoutOthersEpisodes(normalized), reading.effects.symptoms);
  const categories = categoriesNamed(reading.masked, plan);
  const productCategories = [...new Set(named.map((p) => p.category))];
  // A kind of product named with no category word ("creatine good?") is where the catalogue holds it, for the next turn.
  const next = categories.length ? categories : productCategories.length ? productCategories : kindCategories(reading.masked, products).slice(0, 1);
  if (next.length) {
    // A new topic keeps the person's diet and limits; the form asked for belonged to the old one.
    if (next[0] !== state.categories[0]) state.constraints.delete("form");
    state.categories = next;
  }
  if (named.length) state.named = named.map((p) => p.id);
  const { stated, conditions, duties, effects } = reading;
  state.substances.push(...effects.substances);
  // "Energy pills" from a gas station describes that product, not a form the person wants.
  if (effects.substances.length) stated.constraints = stated.constraints.filter((c) => c.kind !== "form");
  // The spec's short answers ("no stim") set the stim preference, not a constraint.
  if (detectStimulantPreference(message)) stated.constraints = stated.constraints.filter((c) => c.kind !== "exclude" || c.ingredient !== "caffeine");
  // A turn asked for someone else keeps their limits to their answers; a spend limit is the household's.
  if (keep) for (const lift of stated.lifts) for (const [key, c] of state.constraints) if (lift(c)) state.constraints.delete(key);
  for (const c of stated.constraints) if (keep || c.kind === "budget") state.constraints.set(constraintKey(c), c);
  // "The sugar free ones taste like chemicals to me" turns an earlier "no sugar" down, whoever swore by them.
  if (stated.wantsSugar || wantsSugar(normalized)) state.avoid.delete("sugar");
  if (keep) for (const a of stated.avoid) state.avoid.set(a.ingredient, a);
  if (keep) for (const id of conditions) if (!state.conditions.includes(id)) state.conditions.push(id);
  if (keep) for (const id of duties) if (!state.duties.includes(id)) state.duties.push(id);
  // "Not a pilot", "no test after all", "not pregnant, that was my sister": taken back for the rest of the conversation.
  if (keep) {
    state.conditions = state.conditions.filter((id) => !reading.denied.conditions.includes(id));
    state.duties = state.duties.filter((id) => !reading.denied.duties.includes(id));
  }
  const answer = detectStimulantPreference(message);
  // "stim" after "no stim" takes the caffeine limit back.
  if (answer === "stim") state.constraints.delete("caffeine");
  state.stimulantPreference = answer ?? state.stimulantPreference;
}
