import type { Constraint } from "~/domain/catalogue/constraints";
import { conditionsIn, dutiesIn } from "~/domain/safety/conditions";
import { LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { effectsOf, readConcepts, type Vocabulary } from "./concepts";
import { baseName, brandKeys, type NamedProduct } from "./product-names";
import { escapeRegExp } from "~/domain/text";
import type { ConditionId, DutyId } from "~/domain/safety/conditions";
import { avoidableNamed, formsNamed, jokeLifts, namesForm, type Stated, statedConstraints } from "./stated";
import { clausesOf, deniedInText, formAsked, formChoiceAsked, refusedWords } from "./asking-clauses";
import { PRODUCT_FORMS } from "~/domain/catalogue/facts";
import type { VocabularyEffects } from "./concepts";
import { categoriesNamed, normalizeMessage } from "./vocabulary";
import { conditionsTextOf, imaginedClauses, impliedConstraints, onlyTheirOwn, orderedConstraints, usedOnlyByThem, withoutWavedOff } from "./whose";
import { refusesPills, withoutPillExamples, withoutRefusedForms, withoutReversals } from "./reversed";
import { triedWithoutEffect } from "./unsaid";
import { refusesToQuitStimulants, stimulantBans } from "./stimulant-bans";
import { stimulantRisks } from "./stimulant-risks";
import { withoutTakenKinds } from "./taken-kinds";
import { withoutContentsAside } from "./set-aside";
import { measuredReading, readingConditions } from "./readings";
import { standingFoodReaction } from "./food-upsets";
import { withoutOthersEpisodes } from "./said-now";
import { endsWhenOver, withoutOver } from "./said-when";
import { withoutMoments } from "./moment";
import { says } from "./meanings";

/*
 * One message read by the vocabulary (./concepts.ts) and by the rules (./stated.ts, the
 * condition and duty tables), as a union: the rules read the text with its idioms blanked out,
 * so "gluten for punishment" or "Gatorade Zero" set nothing.
 */

/**
 * The text without the names of the products it names: "(90 vegetarian capsules)" states nothing
 * about the person, nor do the words of a line said after its brand ("the liquid iv sugar free
 * one", "raw nutrition pump non stim"): a brand's words are not the person's limits.
 */
export function withoutNames(normalized: string, named: readonly NamedProduct[]): string {
  return named.reduce((text, p) => withoutLineWords(text.split(p.name.toLowerCase()).join(" "), p), normalized);
}

function withoutLineWords(text: string, p: NamedProduct): string {
  const words = [...new Set(baseName(p.name).split(" ").filter((w) => w.length > 1))].map(escapeRegExp);
  if (!words.length) return text;
  const brands = brandKeys(p.brand).map((k) => k.split(" ").map(escapeRegExp).join("[\\s.-]+"));
  const line = new RegExp(`\\b(?:${brands.join("|")})((?:[\\s-]+(?:${words.join("|")})\\b)+)`, "g");
  return text.replace(line, (whole, tail: string) => whole.slice(0, whole.length - tail.length) + " ".repeat(tail.length));
}

/** What a message states, by the vocabulary and by the rules, read on the text without its idioms. */
const STIMULANT_SIGNS: ReadonlySet<string> = new Set(["overload", "cardiac", "stimulant-overdose"]);
/** What a constraint is about, so the vocabulary adds nothing the rules already read. */
function family(c: Constraint): string {
  if (c.kind === "diet") return c.diet === "gluten-free" ? "gluten" : c.diet === "vegan" ? "vegan" : "dairy";
  if (c.kind === "exclude") return ["whey", "casein", "milk"].includes(c.ingredient) ? "dairy" : c.ingredient === "gluten" ? "gluten" : c.ingredient;
  if (c.kind === "caffeineMax") return "caffeine";
  return c.kind;
}

export interface MessageReading {
  effects: VocabularyEffects;
  stated: Stated;
  conditions: ConditionId[];
  duties: DutyId[];
  /** The normalized text with idioms blanked: what category words are read from. */
  masked: string;
  /** How many concepts of the vocabulary the message names (idioms aside). */
  concepts: number;
  /** Idioms and claims as written: their words name no substance the person takes. */
  claims: string[];
  /** Conditions only imagined ("if I ever get pregnant"): nothing is set, a line says what would change. */
  imagined: ConditionId[];
  /** What the person denies of themselves ("not a pilot", "no test coming up", "not pregnant"): taken back for the rest of the conversation. */
  denied: { conditions: ConditionId[]; duties: DutyId[]; words: string[] };
}

/** What the person's own words deny, unless the same message also states it. */
function deniedIn(ownReading: ReturnType<typeof readConcepts>): MessageReading["denied"] {
  const stated = effectsOf(ownReading);
  const ids = <T>(pick: (h: (typeof ownReading.denied)[number]) => T | undefined, kept: readonly T[]) => [...new Set(ownReading.denied.map(pick).filter((id): id is T => id !== undefined && !kept.includes(id)))];
  return { conditions: ids((h) => h.concept.effect.condition as ConditionId | undefined, stated.conditions), duties: ids((h) => h.concept.effect.duty as DutyId | undefined, stated.duties), words: ownReading.denied.map((h) => h.found) };
}

/** `theirTurn`: the message asks for someone else (./whose-turn.ts), so what it says of them holds for the answer. */
export function readMessage(message: string, named: readonly NamedProduct[], vocabulary: Vocabulary, theirTurn = false): MessageReading {
  // Words inside a catalogue product's name state nothing about the person.
  const text = withoutNames(message.toLowerCase(), named);
  const reading = readConcepts(text, vocabulary);
  const effects = effectsOf(reading);
  // A reading told as where it was taken is not a reaction to a product (./readings.ts).
  if (measuredReading(text)) effects.symptoms = effects.symptoms.filter((id) => id !== "overload");
  // A kind already taken ("already on a multi") is not the category asked for when another is named.
  const masked = withoutTakenKinds(normalizeMessage(reading.masked));
  // Constraints come only from the person's own clauses; warnings from the whole message.
  // "What's in a pre besides the caffeine" asks about contents: its "besides" refuses nothing (./set-aside.ts).
  const own = withoutContentsAside(withoutReversals(onlyTheirOwn(text, theirTurn)));
  const ownReading = own === text ? reading : readConcepts(own, vocabulary);
  // "Girlfriend smokes hemp every night, need something for sleep": what only someone else takes is not what the person asks about.
  if (!theirTurn && own !== text && categoriesNamed(normalizeMessage(own)).length) {
    const ownSubstances = new Set(effectsOf(ownReading).substances.map((s) => s.name));
    effects.substances = effects.substances.filter((s) => ownSubstances.has(s.name) || !usedOnlyByThem(text, s.found));
  }
  const stated = statedConstraints(withoutNames(normalizeMessage(ownReading.masked), named), { forms: named.length === 0 });
  // A concept the person also denies ("a tub of perfect keto ... im not doing keto") sets nothing from the words that name it.
  // A concept read only under a negation ("no dairy", "dont have caffeine") is the limit itself, never denied.
  const ownSaid = { ...ownReading, hits: ownReading.hits.filter((h) => h.concept.when === "negated" || !deniedInText(text, h.found)) };
  // "Eggs make my lips swell": an allergy told as a standing fact is a limit, not a reaction to treat now.
  if (standingFoodReaction(normalizeMessage(own))) effects.symptoms = effects.symptoms.filter((id) => id !== "allergic" && id !== "gi");
  // "The CO banned pre after someone passed out": the episode is the rule's reason, not the person's symptom.
  if (withoutOthersEpisodes(text) !== text) effects.symptoms = effectsOf(readConcepts(withoutOthersEpisodes(text), vocabulary)).symptoms;
  // "Last year a 300 mg pre had my heart pounding": a reaction that is over is history, not a sign to treat now (./said-when.ts).
  const now = withoutOver(text);
  const nowEffects = now === text ? null : effectsOf(readConcepts(now, vocabulary));
  if (nowEffects) effects.symptoms = effects.symptoms.filter((id) => nowEffects.symptoms.includes(id));
  // "Gonna double scoop before the ruck": a dose not yet taken is no overdose (./moment.ts). A sign only imagined keeps its own answer (./licence.ts).
  const taken = withoutMoments(text, ["planned"]);
  if (taken !== text) {
    const takenSymptoms = effectsOf(readConcepts(taken, vocabulary)).symptoms;
    effects.symptoms = effects.symptoms.filter((id) => takenSymptoms.includes(id));
  }
  // "3 cans last night and couldn't sleep after": jitters and a sleepless night from caffeine a day back have worn off with it; graver signs still count.
  const sinceYesterday = withoutMoments(text, ["over"]);
  if (sinceYesterday !== text && effects.symptoms.includes("overload") && !effectsOf(readConcepts(sinceYesterday, vocabulary)).symptoms.includes("overload")) effects.symptoms = effects.symptoms.filter((id) => id !== "overload");
  // "jk i can do dairy": the joke's clause is blanked from the person's own words, but what it takes back is lifted.
  stated.lifts.push(...jokeLifts(text));
  // "Fine with milk" lifts what the vocabulary reads in the same message too.
  // "I don't want to quit coffee" negates a quitting, not the coffee.
  const keeps = (c: Constraint) => c.kind === "exclude" && c.ingredient === "caffeine" && refusesToQuitStimulants(own);
  const fromWords = [...effectsOf(ownSaid).constraints, ...impliedConstraints(own), ...orderedConstraints(text), ...stimulantBans(own, withoutWavedOff(text))].filter((c) => (c.kind !== "form" || named.length === 0) && !stated.lifts.some((lift) => lift(c)) && !keeps(c));
  if (effects.sleepSoon) fromWords.push({ kind: "exclude", ingredient: "caffeine" });
  // A stimulant reaction told as over is history: a reason to go lower now (./said-when.ts).
  if (nowEffects && effectsOf(reading).symptoms.some((id) => STIMULANT_SIGNS.has(id) && !nowEffects.symptoms.includes(id))) fromWords.push({ kind: "caffeineMax", mg: LOW_CAFFEINE_MG });
  // "Never taken pre before": a first try keeps to a lower-caffeine pre for the rest of the conversation.
  if (stimulantRisks(normalizeMessage(own))?.firstTry) fromWords.push({ kind: "caffeineMax", mg: LOW_CAFFEINE_MG });
  // The rules' reading wins where both read the same thing ("no whey" stays a whey exclusion).
  const ruled = new Set(stated.constraints.map(family));
  // A form named only in a story of what the person has ("the tabs i got from the px") is no form wished for.
  // A form set aside ("powder is gross", "tablets get stuck") is a limit however it is told: only a
  // form kept to what was named needs a clause that asks for it.
  const ownNormalized = normalizeMessage(own);
  // "Capsules or powder, which is better?" asks which form, and wishes for neither.
  const choosing = formChoiceAsked(ownNormalized, formsNamed) && !/\bonly\b/.test(ownNormalized);
  const refusesAForm = refusesPills(ownNormalized) || withoutRefusedForms(ownNormalized) !== ownNormalized;
  const formWished = refusesAForm || (!choosing && (formAsked(own, namesForm) || formAsked(ownNormalized, namesForm)));
  const keptToNamed = (c: Constraint) => c.kind === "form" && formsNamed(ownNormalized).some((f) => c.forms.includes(f));
  // "Not doing powders, drinks or gummies": every form of the list is refused, none of them wished for.
  const refusedList = refusedWords(ownNormalized, namesForm);
  const refused = formsNamed(refusedList);
  const wishesRefused = (c: Constraint) => c.kind === "form" && c.forms.every((f) => refused.includes(f));
  // "Need the caffeine, but 300 mg makes me jittery": a wish for caffeine blocks ruling it out; a lower ceiling may still stand.
  const wantsCaffeine = says(ownNormalized, vocabulary, "caffeine-wanted");
  const rulesOutCaffeine = (c: Constraint) => (c.kind === "exclude" && c.ingredient === "caffeine") || (c.kind === "caffeineMax" && c.mg === 0);
  stated.constraints = [...stated.constraints, ...fromWords.filter((c) => !ruled.has(family(c)))].filter((c) => (formWished || !keptToNamed(c)) && !wishesRefused(c) && !(wantsCaffeine && rulesOutCaffeine(c)));
  // A list of forms refused leaves the others; one form refused alone is read by the rules above.
  if (clausesOf(refusedList).length > 1 && !stated.constraints.some((c) => c.kind === "form")) stated.constraints.push({ kind: "form", forms: PRODUCT_FORMS.filter((f) => !refused.includes(f)) });
  // A diet that implies leaving an ingredient out ("keto": no sugar), said about themselves.
  const implied = effectsOf(ownSaid).avoid.flatMap((name) => (stated.wantsSugar && name === "sugar" ? [] : (avoidableNamed(name) ?? [])));
  // "Ashwagandha didn't do anything for me, what else?": the rest is what they ask about.
  const dropped = triedWithoutEffect(own.toLowerCase()).flatMap((name) => avoidableNamed(name) ?? []);
  stated.avoid = [...stated.avoid, ...[...implied, ...dropped].filter((a, i, all) => !stated.avoid.some((b) => b.ingredient === a.ingredient) && all.findIndex((b) => b.ingredient === a.ingredient) === i)];
  // Conditions from the person's own clauses that do not deny them ("not pregnant", "wife is nursing").
  // A term still needs its context from the whole message ("positive test ... my chain"): only where it is said must be kept.
  const kept = withoutPillExamples(conditionsTextOf(reading.masked, theirTurn)).replace(/'/g, "");
  // A medicine whose words are masked from the rest ("steroid inhaler" is no anabolic steroid) is read where it is said.
  const said = reading.hits.filter((h) => h.concept.effect.condition && (h.concept.effect.masks ? conditionsTextOf(text, theirTurn) : kept).includes(h.found)).map((h) => h.concept.effect.condition as ConditionId);
  // Numbers said in passing ("148/96", "RHR 110") set their own conditions (./readings.ts).
  // A medicine finished or a pregnancy over ("used to be on zoloft, got off it in 2023") sets nothing; a disease once had still counts.
  const keptNow = withoutOver(kept);
  const theirsNow = withoutOver(conditionsTextOf(text, theirTurn));
  const saidNow = said.filter((id) => !endsWhenOver(id) || reading.hits.some((h) => h.concept.effect.condition === id && (h.concept.effect.masks ? theirsNow : keptNow).includes(h.found)));
  const conditions = readingConditions(kept, [...new Set([...conditionsIn(kept).filter((id) => !endsWhenOver(id) || conditionsIn(keptNow).includes(id)), ...saidNow])]);
  // "Back when I was deployed" is no deployment now.
  const duties = [...new Set([...dutiesIn(withoutOver(reading.masked)), ...effects.duties.filter((id) => !nowEffects || nowEffects.duties.includes(id))])];
  const imagined = conditionsIn(imaginedClauses(reading.masked)).filter((id) => id !== "medication" && !conditions.includes(id));
  // "Not a pilot", "no drug test coming up": the rules' tables read the word, the negation scope says it is denied.
  const denied = deniedIn(ownReading);
  const held = conditions.filter((id) => !denied.conditions.includes(id));
  return { effects, stated, conditions: held.length > 1 ? held.filter((id) => id !== "medication") : held, duties: duties.filter((id) => !denied.duties.includes(id)), concepts: reading.hits.length, masked, claims: reading.claims, imagined, denied };
}

