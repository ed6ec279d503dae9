import { overdrankIn } from "./water-said";
import { withoutMoments } from "./moment";
import { doseTopicIn, dosedIn } from "./doses";
import type { CategoryId } from "~/domain/categories";
import { conditionRule, dutyRule } from "~/domain/safety/conditions";
import { detectStimulantPreference, inlineStimulantPreference, isInScope, isMoreOptionsRequest, } from "./intent";
import { withoutSetAside } from "./set-aside";
import { kindCategories, type NamedProduct, productsInAnswer, productsNamedIn } from "./product-names";
import { asksAmount, caffeineIntake, conversationIntake, namesLateSession } from "./intake";
import { earlierIn, readSituation, situationConstraints } from "./situation";
import { onlyTheirOwn, ownFirst, withoutOrders } from "./whose";
import { askedFirst } from "./asking-clauses";
import { sameOwner, turnOwners } from "./turn-owners";
import { budgetSaid, constraintKey, doseIn, rankingIn, type Reference, referenceIn, sharedBudget, } from "./stated";
import { pickPointedAt } from "./pick-pointer";
import { readMessage } from "./read-message";
import { claimOnSubject } from "./claims";
import { problemsField, problemsSaid, withoutLongAgo } from "./problems-said";
import { pastHeatIllnessTold } from "./heat-history";
import { carriedSymptoms } from "./carry";
import { asksOwnSubject, startsNewSubject } from "./new-subject";
import { carriedOf, carriedState } from "./carried";
import { applyMessage, type ConversationState } from "./conversation-state";
import { REACTION_HOLD, } from "./reaction-hold";
import { BODY_WEIGHT, DOSING_WORDS, isCarriedWord, isSubjectWord, topicWords } from "./topic";
import { categoriesNamed, normalizeMessage } from "./vocabulary";
import { unnamedSubject } from "./unnamed";
import { withoutOthersEpisodes } from "./said-now";
import { zeroDrinkNamed } from "./zero-drinks";
import { addsAFact } from "./fact-added";
import { asksAboutEventDay } from "./event-ask";
import { addsDetail, answersSituation } from "./follow-up-reads";
import { choicePicked, followUpReading, leansOnRequest, offerAccepted, readTogether } from "./follow-up-turn";
import { refiningReading } from "./refining-turn";
import { cautionedBefore } from "./cautioned-before";
import { turnsDownLastPicks } from "./other-picks";
import { foodBeforeTest } from "./food-before-test";
import { ACUTE_SYMPTOMS, COMPARE_WORDS, CONTAINER_QUESTION, COURTESY, HOT_WORDS, INGREDIENT_STATUS, INTERACTION_WORDS, KNOWLEDGE_HINTS, KNOWLEDGE_WORDS, NEW_REQUEST, PERMISSION, PLAN_WORDS, QUESTION, RECOMMEND_HINTS, RECOMMEND_WORDS, VAGUE_ASK } from "./intent-words";

/*
 * The understanding step of CLEARED AI: one chat request read into a structured request that
 * the embedded engine and the model path both answer from. Pure: the catalogue's names come in
 * as an argument. The conversation is understood from its history alone, so any client, and a
 * reload, gets the same answer; the client's hints only fill gaps the history leaves.
 */

export type { DoseQuestion, Ranking, Reference } from "./stated";
export { ACUTE_SYMPTOMS } from "./intent-words";
export type { ChatIntent, HistoryEntry, UnderstandInput, Understanding } from "./understanding";
import type { ChatIntent, UnderstandInput, Understanding } from "./understanding";

// ---------------------------------------------------------------------------------------------
// The conversation
// ---------------------------------------------------------------------------------------------

/** The subject of an earlier request, in its own words ("melatonin", "vitamin d", "pre-workout caffeine"). */
const carriedSubject = (text: string) => [...new Set(topicWords(normalizeMessage(text)).split(" ").filter(isCarriedWord))].join(" ");

const picksOf = (answer: string, products: readonly NamedProduct[]): string[] => productsInAnswer(answer, products).map((p) => p.id);

/** A request put plainly ("what's a good one", "which should I get", "recommend one"): it stands beside a myth corrected. */
const ASKS_FOR_ONE = /\b(?:what(?:s| is)?|which|any)\b[^.?!]*\b(?:good|best|solid|decent|top|cheap\w*|one|ones|brand|to (?:get|buy|take|try))\b|\b(?:recommend|suggest)\w*/;

/**
 * A short reply that reads as nothing on its own ("the run", "like in general") answers the
 * question the last answer asked: it is read together with the request that question was about.
 */
export function understand(input: UnderstandInput): Understanding {
  const alone = understandOne(input);
  const lastReply = input.history.findLast((e) => e.role === "assistant")?.content ?? "";
  const lastAsked = input.history.findLast((e) => e.role === "user")?.content;
  const words = input.message.trim().split(/\s+/).length;
  // A reply that adds the detail an answer turned on (a cause, a test event) is read with its request even when that answer asked nothing.
  const detail = words <= 12 && addsDetail(normalizeMessage(input.message));
  const short = words <= 8 || detail;
  // "Yes" to an offer ("A protein powder to help you reach that?") is the request for what was offered; a reply that picks one of the choices asked, that choice.
  const offer = offerAccepted(input.message, lastReply);
  const choice = alone.intent === "out-of-scope" ? choicePicked(input.message, lastReply) : null;
  const request = lastAsked?.trim().replace(/[.?!]*$/, "");
  if (request && (offer || choice)) return readTogether(alone, understandOne({ ...input, message: offer ? `${request}: ${offer}` : `${request}, what should i take for ${choice}` }));
  // "My PSG says it's basically a steroid": a claim about what the last request named is read as said of it.
  const onSubject = lastAsked ? claimOnSubject(input.message, carriedSubject(lastAsked)) : null;
  if (onSubject) return understandOne({ ...input, message: onSubject });
  // "Cheaper?", "something gentler", "for my husband", "and after?": the request before, changed (./refining-turn.ts).
  // A turn asked for someone other than the one the turn before asked for ("what about my husband, he's on nights").
  const owners = turnOwners(input.history, input.message);
  const lastUser = input.history.findLast((e) => e.role === "user");
  const switchesPerson = owners.now !== null && lastUser !== undefined && owners.of(lastUser) !== owners.now;
  const refined = refiningReading({ message: input.message, switchesPerson, userTurns: input.history.filter((e) => e.role === "user").map((e) => e.content), lastPicks: productsInAnswer(lastReply, input.products).map((p) => `${p.brand} ${p.name}`), alone: { namesProduct: alone.namedProductIds.length > 0, categories: categoriesNamed(normalizeMessage(input.message)).length, newConditions: alone.newConditions.length }, namesProduct: (text) => productsNamedIn(text, input.names).length > 0, vocabulary: input.vocabulary });
  if (refined) return readTogether(alone, understandOne({ ...input, message: refined, said: input.message }));
  if (lastAsked && leansOnRequest(normalizeMessage(input.message), { words, namesProduct: alone.namedProductIds.length > 0, aloneOutOfScope: alone.intent === "out-of-scope", courtesy: alone.intent === "courtesy", aloneAsksBack: alone.situation.clarify !== null || (!alone.categories.length && !alone.focusProductIds.length && alone.intent === "recommend") })) return readTogether(alone, understandOne({ ...input, message: followUpReading(input.message, lastAsked, carriedSubject), said: input.message }));
  if (!lastAsked || !short || !(/\?/.test(lastReply) || detail) || /^\d+\. \*\*/m.test(lastReply)) return alone;
  const together = understandOne({ ...input, message: `${lastAsked.trim().replace(/[.?!]*$/, "")}: ${input.message.trim()}` });
  // "For training" after "what is it for?": the kind of product the two read together name is the answer.
  const namesKind = !alone.categories.length && together.categories.length > 0 && together.intent !== "out-of-scope";
  if (alone.intent !== "out-of-scope" && !detail) return namesKind ? together : alone;
  if (alone.intent !== "out-of-scope") return answersSituation(together.normalized) || asksAboutEventDay(together.normalized) || namesKind ? together : alone;
  return together.intent === "out-of-scope" ? alone : together;
}

function understandOne(input: UnderstandInput): Understanding {
  const { message, history, products, names, vocabulary, hints = {} } = input;
  const normalized = normalizeMessage(message);
  // "CO banned stims" is an order the person keeps, not a question about the DoD list.
  const asksListStatus = INGREDIENT_STATUS.test(withoutOrders(normalized));

  // What was said before the history the client sent starts the state (./carried.ts).
  const state: ConversationState = { categories: [], named: [], substances: [], ...carriedState(input.carried) };
  const answers: string[][] = [];
  const owners = turnOwners(history, input.said ?? message);
  for (const entry of history) {
    if (entry.role === "user") applyMessage(state, entry.content, names, vocabulary, products, owners.of(entry), sameOwner(owners, entry));
    else answers.push(picksOf(entry.content, products));
  }
  // The client's hints fill in what the history (at most six messages) no longer shows.
  const hinted = hints.category ?? hints.lastCategory;
  if (!state.categories.length && hinted) state.categories = [hinted];
  state.stimulantPreference ??= hints.stimulantPreference ?? null;
  const conversationCategories = [...state.categories];
  const reactedBefore = state.reacted;

  const namedInMessage = productsNamedIn(withoutSetAside(message.toLowerCase()), names);
  // "The thorne one" names a brand of several products and points at one of the picks (or of their kind).
  const pointed = namedInMessage.length === 1 ? null : pickPointedAt(normalized, [...answers].reverse().find((picks) => picks.length) ?? [], products);
  const namedHere = pointed ? products.filter((p) => p.id === pointed) : namedInMessage;
  const plan = PLAN_WORDS.test(normalized);
  const read = readMessage(message, namedHere, vocabulary, owners.now !== null);
  // A kind named only in the story ("fell asleep on watch, how do i stay awake") is not the kind asked for (./asking-clauses.ts).
  const namedAnyTime = askedFirst(ownFirst(categoriesNamed(read.masked, plan), (own) => categoriesNamed(own, plan), read.masked), (clause) => categoriesNamed(clause, plan), read.masked);
  // "Couldn't fall asleep yesterday, want a pre": a kind named only in a day that is over is not asked for beside one asked now (./moment.ts).
  const namedNow = categoriesNamed(withoutMoments(read.masked, ["over"]), plan);
  const namedCategories = namedNow.length ? namedAnyTime.filter((c) => namedNow.includes(c)) : namedAnyTime;
  // A kind of product named that maps to no category word ("need creatine"): where the catalogue holds it.
  const asksForKind = !DOSING_WORDS.test(normalized) && (!QUESTION.test(normalized) || /\b(?:which|got|any|need|want|pls|please|have|carry|recommend\w*|best|instead)\b/.test(normalized) || (normalized.split(/\s+/).length <= 3 && !/^(?:is|are|does|do|can|what|why|how|when|should)\b/.test(normalized)));
  const kinds = namedCategories.length || namedHere.length || !asksForKind ? namedCategories : kindCategories(read.masked, products).slice(0, 1);
  // "What should I bring" for the heat, with no category named, is a hydration question.
  // "Is Gatorade Zero enough for a ruck?" is a hydration question.
  const sportsDrink = !kinds.length && !namedHere.length && zeroDrinkNamed(message.toLowerCase())?.kind === "sports";
  const categoriesHere = sportsDrink ? (["hydration"] as CategoryId[]) : kinds.length || namedHere.length || !HOT_WORDS.test(normalized) || !/\b(?:bring|pack|need|recommend\w*|what should i (?:take|get|use))\b/.test(normalized) ? kinds : (["hydration"] as CategoryId[]);
  applyMessage(state, message, names, vocabulary, products, owners.now);
  if (reactedBefore) state.constraints.set(constraintKey(REACTION_HOLD), REACTION_HOLD);
  const clear =
    normalized.split(/[^a-z0-9-]+/).some(isSubjectWord) ||
    categoriesHere.length > 0 || namedHere.length > 0 || state.categories.length > 0 || read.stated.constraints.some((c) => c.kind !== "budget") || read.conditions.length > 0 || read.duties.length > 0;
  const situation = readSituation(message.toLowerCase(), normalized, clear, earlierIn(history, answers.at(-1) ?? []), read.claims.length ? normalizeMessage(read.masked) : normalized);
  // Drinks counted in any turn ("fyi I had 3 coffees") count toward this answer's caffeine.
  // A buddy's cans told in an earlier turn are not the person's intake, as in this one (./situation.ts).
  situation.intake = conversationIntake([...history.filter((e) => e.role === "user").map((e) => caffeineIntake(onlyTheirOwn(e.content.toLowerCase()))), situation.intake]);
  // "A pre for tonight" said before the drinks: the time still decides the sleep line.
  const timedBefore = history.filter((e) => e.role === "user").findLast((e) => namesLateSession(normalizeMessage(e.content)));
  if (situation.intake && timedBefore && !namesLateSession(normalized)) situation.earlierAsk = normalizeMessage(timedBefore.content);

  // "The second one" after a reply with no list ("cheaper?" answered in words) still means the last list.
  const previousPicks = [...answers].reverse().find((picks) => picks.length) ?? [];
  const byName = new Map(products.map((p) => [p.name.toLowerCase(), p.id]));
  const suggestedBefore = [
    ...new Set([...answers.flat(), ...(hints.previouslySuggested ?? []).map((n) => byName.get(n.trim().toLowerCase())).filter((id): id is string => !!id)]),
  ];

  const stimAnswer = detectStimulantPreference(message);
  const moreOptions = isMoreOptionsRequest(message) || (hints.isMoreOptionsRequest ?? false) || /^\s*more\b[\s!.?]*$/i.test(message) || (previousPicks.length > 0 && turnsDownLastPicks(normalized));
  const ranking = rankingIn(normalized);
  const dose = doseIn(withoutLongAgo(normalized));
  const newConditions = read.conditions;
  const stated = read.stated;

  // References resolve against the latest answer's picks, or the product last named.
  let reference: Reference | null = pointed ? (previousPicks.includes(pointed) ? { kind: "picks", indexes: [previousPicks.indexOf(pointed)] } : { kind: "it" }) : namedHere.length ? null : referenceIn(normalized);
  let focus: string[] = namedHere.map((p) => p.id);
  if (reference && !focus.length) {
    if (reference.kind === "picks") {
      focus = reference.indexes.map((i) => (i < 0 ? previousPicks.at(i) : previousPicks[i])).filter((id): id is string => !!id);
    } else if (reference.kind === "it") {
      const lone = previousPicks.length === 1 ? previousPicks : state.named.length ? state.named : [];
      focus = lone.length ? [lone[0]] : [];
    } else {
      focus = [...previousPicks];
    }
    // "A protein that fits that too" names a new category: the earlier product is not what it is about.
    const focusCategories = focus.map((id) => products.find((p) => p.id === id)?.category);
    if (reference?.kind !== "picks" && categoriesHere.length && !focusCategories.some((c) => c && categoriesHere.includes(c))) focus = [];
    if (!focus.length) reference = null;
  }

  const categories = categoriesHere.length
    ? categoriesHere
    : focus.length
      ? [...new Set(focus.map((id) => products.find((p) => p.id === id)?.category).filter((c): c is CategoryId => !!c))]
      : history.length && startsNewSubject(normalized)
        ? []
        : conversationCategories;

  // Intents, the most pressing first; nothing but courtesy and the truly unrelated is out of scope.
  const intents: ChatIntent[] = [];
  /** Words of the guide sections a duty's question is answered from ("when can I take my pre on mids"). */
  let dutySearch = "";
  const question = QUESTION.test(normalized) || /\?/.test(message);
  // "i'm a 130 lb female", "it's for my wife": the last request again, with the fact added.
  const followUp = history.length > 0 && (reference !== null || /\b(?:it|that|this|those|them|one|ones|what about|and|also|too)\b/.test(normalized) || addsAFact(normalized));
  // A question with no subject of its own carries on from the previous question's subject
  // ("what dose did the studies use?" after a melatonin question is about melatonin).
  // "Not pregnant, that was my sister": what the person denies is no subject to search guides for.
  const ownTopic = topicWords(read.denied.words.reduce((text, word) => text.split(word).join(" "), normalized));
  const lastQuestion = [...history].reverse().find((entry) => entry.role === "user");
  const inheritedTopic =
    lastQuestion && !ownTopic.split(" ").some(isSubjectWord) && namedHere.length === 0 && categoriesHere.length === 0
      ? topicWords(normalizeMessage(lastQuestion.content))
          .split(" ")
          .filter(isCarriedWord)
          .join(" ")
      : "";
  // "I'm 130 lb, does that change it?" after a caffeine question asks that question again, for their weight.
  // "Now protein, how much at 200 lbs?" has a subject of its own: the weight is for that question.
  const weightFollowUp = lastQuestion !== undefined && BODY_WEIGHT.test(normalized) && !categoriesHere.some((c) => c !== "pre-workout") && /\bcaffeine\b|\bpre-workout\b|\benergy drinks?\b/.test(normalizeMessage(lastQuestion.content));
  // A name asked about beside a known one ("is kratom or zorbex ok") is still a name we cannot vouch for.
  const unnamed = namedHere.length ? null : unnamedSubject(normalizeMessage(read.masked), vocabulary, products, message);
  const inScope =
    unnamed !== null ||
    weightFollowUp ||
    isInScope(normalized) ||
    categoriesHere.length > 0 ||
    namedHere.length > 0 ||
    focus.length > 0 ||
    stated.constraints.length > 0 ||
    stated.avoid.length > 0 ||
    newConditions.length > 0 ||
    read.duties.length > 0 ||
    read.concepts > 0 ||
    situation.clarify !== null ||
    situation.timing !== null ||
    situation.intake !== null ||
    asksAboutEventDay(normalized) ||
    answersSituation(normalized) ||
    asksListStatus ||
    ACUTE_SYMPTOMS.test(normalized) ||
    stimAnswer !== null ||
    moreOptions ||
    // "What do you recommend?" after a pre-workout was named asks for that category's picks.
    ((followUp || ranking !== null) && (conversationCategories.length > 0 || inheritedTopic !== "")) ||
    (RECOMMEND_WORDS.test(normalized) && conversationCategories.length > 0) ||
    state.substances.length > 0 ||
    VAGUE_ASK.test(normalized);
  // Tingling or a sore stomach said while asking for a product without the cause is a wish, not a reaction to treat.
  // Jitters from caffeine said while asking for something without it is a preference, not a reaction to treat.
  const stimFree = (situation.toldToCut || stated.constraints.some((c) => c.kind === "exclude" && c.ingredient === "caffeine")) && (categoriesHere.length > 0 || RECOMMEND_HINTS.test(normalized) || /\bsomething\b/.test(normalized));
  // A form said in passing ("my omega caps give me heartburn") describes what was taken, not a wish, unless a product is asked for.
  const wish = stated.constraints.some((c) => c.kind !== "form" || RECOMMEND_HINTS.test(normalized));
  const symptomsHere =
    stated.avoid.length || wish || situation.toldToCut
      ? read.effects.symptoms.filter((s) => s !== "paresthesia" && s !== "gi" && !(s === "overload" && stimFree))
      : read.effects.symptoms;
  // A reply to a symptom answer that pushes back for products is still about it (./carry.ts); a new question is not.
  // A heat illness told as past is history, not an episode the next turn pushes back on; nor is a sign the last answer gave picks beside ("stims make me jittery").
  const before = lastQuestion && !answers.at(-1)?.length && !pastHeatIllnessTold(normalizeMessage(lastQuestion.content)) ? readMessage(lastQuestion.content, productsNamedIn(lastQuestion.content, names), vocabulary).effects : null;
  const newTopic = newConditions.length > 0 || read.duties.length > 0 || asksListStatus || read.effects.substances.length + read.effects.myths.length + read.effects.questions.length > 0 || (question && KNOWLEDGE_WORDS.test(normalized));
  const { symptoms, pushedBack } = carriedSymptoms(normalized, symptomsHere, before, newTopic || COURTESY.test(normalized.trim()));
  if (ACUTE_SYMPTOMS.test(withoutMoments(withoutOthersEpisodes(withoutLongAgo(normalized)), ["planned"])) || symptoms.length) intents.push("urgent");
  if (inScope) {
    if (asksListStatus) intents.push("ingredient");
    if (newConditions.length || INTERACTION_WORDS.test(normalized)) intents.push("interaction");
    const dosing =
      weightFollowUp || ((asksAmount(normalized, situation.intake) || dose !== null) && (question || /\bloading\b|\bper day\b/.test(normalized)) && !CONTAINER_QUESTION.test(normalized));
    if (dosing) intents.push("dosing");
    const comparing = COMPARE_WORDS.test(normalized) && (focus.length >= 2 || (reference?.kind === "picks" && reference.indexes.length >= 2));
    if (comparing) intents.push("compare");
    if (focus.length && !comparing && !moreOptions) intents.push("product");
    if (plan && (categoriesHere.length >= 2 || /\bstack\b/.test(normalized))) intents.push("plan");
    if (moreOptions) intents.push("more-options");
    // "Which pre is fine with lisinopril?" asks for products; "on eliquis, wanna start fish oil" asks about mixing.
    const noAsk = !/\b(?:what|which|best|recommend\w*|suggest\w*|options?)\b/.test(normalized);
    // "Is my pre gonna make me pop hot?" asks about the person's own product, with a duty or a medicine in view.
    const aboutTheirs = /\b(?:is|will|would|can|could|does|do) my\b/.test(normalized) && (read.duties.length > 0 || asksListStatus);
    const asksPermission = noAsk && (((newConditions.length > 0 || read.duties.length > 0) && PERMISSION.test(normalized)) || aboutTheirs);
    const strongAsk = RECOMMEND_WORDS.test(normalized) && (categoriesHere.length > 0 || !KNOWLEDGE_WORDS.test(normalized)) && !asksPermission;
    const knowledge =
      question && !(ranking && focus.length) && (KNOWLEDGE_WORDS.test(normalized) || (KNOWLEDGE_HINTS.test(normalized) && !(strongAsk && categoriesHere.length)));
    if (knowledge || read.effects.myths.length || read.effects.questions.length) intents.push("knowledge");
    const asksForProducts =
      strongAsk ||
      (RECOMMEND_HINTS.test(normalized) && !knowledge && !dosing) ||
      stimAnswer !== null ||
      ranking !== null ||
      stated.constraints.length > 0 ||
      stated.avoid.length > 0;
    // A myth, a permission question, or a knowledge question said in other words ("how do I know it's not a knockoff") is not a request for products.
    // A myth said beside a clear request ("roommate says whey is poison, anyway what's a good one") is corrected first, and the request still answered.
    const corrects = (read.effects.myths.some((m) => !m.yields) && !((strongAsk || categories.length > 0) && ASKS_FOR_ONE.test(normalized))) || asksPermission || (read.effects.questions.length > 0 && !strongAsk);
    if (asksPermission && !newConditions.length) dutySearch = read.duties.map((id) => dutyRule(id).search).join(" ");
    if (!corrects && (asksForProducts || (!question && categoriesHere.length) || (!intents.length && categories.length) || read.effects.request)) intents.push("recommend");
    if (!intents.length) intents.push(question || corrects ? "knowledge" : "recommend");
  } else {
    intents.push(COURTESY.test(normalized.trim()) ? "courtesy" : "out-of-scope");
  }

  const spend = budgetSaid([...history.filter((e) => e.role === "user").map((e) => normalizeMessage(e.content)), normalized], input.carried?.spend);
  const single = ranking !== null && (/\bwhich\b|\bthe cheapest\b|\bcheapest\b|\bleast\b|\bmost\b/.test(normalized) || reference !== null);

  // A caffeine ceiling from the drinks counted never loosens "no caffeine" said by the person.
  const fromSituation = situationConstraints(situation, categories.includes("pre-workout") || /\b(?:pre-workout|caffeine|energy|stim|awake|sharp|alert)\b/.test(normalized)).filter((c) => !(c.kind === "caffeineMax" && state.constraints.get("caffeine")?.kind === "exclude"));
  // Drinks told ("already slammed a monster") set a ceiling from their count, not a wish: it is not said as one.
  const ceilingFromDrinks = situation.intake !== null && state.constraints.get("caffeine")?.kind === "caffeineMax";
  const unsaid = fromSituation.map(constraintKey).filter((key) => !state.constraints.has(key) || (key === "caffeine" && ceilingFromDrinks));

  return {
    message,
    normalized,
    vocabulary,
    intents,
    intent: intents[0],
    categories,
    constraints: [
      ...new Map(
        [
          ...[...state.constraints.values()].map((c) => sharedBudget(c, normalized, categories.length)),
          ...fromSituation,
        ].map((c) => [constraintKey(c), c]),
      ).values(),
    ],
    ...(unsaid.length ? { unsaid } : {}),
    // One of each ingredient: "no sugar" said with a condition that leaves sugar out too.
    avoid: [...state.avoid.values(), ...state.conditions.flatMap((id) => conditionRule(id).avoid)].filter((a, i, all) => all.findIndex((b) => b.ingredient === a.ingredient) === i),
    // A preference voiced by someone else ("buddy says stim free is for wimps") is not the person's.
    stimulantPreference: stimAnswer ?? inlineStimulantPreference(normalizeMessage(onlyTheirOwn(message)), normalized) ?? state.stimulantPreference,
    conditions: state.conditions,
    newConditions,
    cautioned: cautionedBefore(state.conditions, newConditions, history, input.carried?.conditions),
    duties: state.duties,
    namedProductIds: namedHere.map((p) => p.id),
    focusProductIds: focus,
    reference,
    ranking,
    single,
    previousPicks,
    suggestedBefore,
    moreOptions,
    dose,
    topic: [...new Set(`${inheritedTopic} ${ownTopic} ${read.effects.myths.map((m) => m.search).join(" ")} ${read.effects.questions.join(" ")} ${dutySearch} ${weightFollowUp ? "caffeine per dose by body weight mg per kg" : ""}`.trim().split(/\s+/))].join(" "),
    // Not a question about earlier picks ("which of those is cheapest?"): that one ranks them.
    symptoms,
    symptomSources: pushedBack && before ? before.symptomSources : read.effects.symptomSources,
    // Left out when false, so a recorded understanding reads as before.
    pushedBack: pushedBack || undefined,
    // A follow-up about a substance named earlier ("just give me a number") is still about it.
    // "A pre called Fuse" names a catalogue product: only a name we cannot find is unidentified.
    // A fresh unclear request ("what should i take"), a question with its own subject or a new topic
    // (a myth, a guide question, a duty: "need a fat burner to make tape", a food before a drug test) is not about it.
    substances: (read.effects.substances.length || categoriesHere.length || namedHere.length || situation.clarify || ((newTopic || KNOWLEDGE_WORDS.test(normalized) || NEW_REQUEST.test(normalized)) && !/\b(?:it|that|this|them|those)\b/.test(normalized)) || asksOwnSubject(normalized, isSubjectWord) || foodBeforeTest(normalized) ? read.effects.substances : state.substances).filter(
      (s) => !(namedHere.length && s.name === "unidentified"),
    ),
    myths: read.effects.myths,
    claims: read.claims,
    unnamed,
    sleepSoon: read.effects.sleepSoon,
    situation,
    ...(read.imagined.length ? { imagined: read.imagined } : {}), ...(owners.now ? { forWhom: owners.now } : {}),
    ...problemsField(problemsSaid(message, history, vocabulary)),
    overdrank: overdrankIn([message, ...history.filter((e) => e.role === "user").map((e) => e.content)]) || undefined,
    dosedBefore: dosedIn(history.filter((e) => e.role === "user").map((e) => e.content)) ?? undefined,
    doseTopic: doseTopicIn(history.filter((e) => e.role === "user").map((e) => e.content)),
    ...namedBeforeField(history, names),
    budgetSaid: spend ?? undefined,
    carried: carriedOf(state, spend),
    asksAbout: inScope && question && reference === null && ranking === null && (intents.includes("knowledge") || !RECOMMEND_WORDS.test(normalized)),
  };
}

/** Catalogue products the person named in earlier messages ("I take Klean-D 5000", then "plus my multi has 2000 IU"); left out when none. */
function namedBeforeField(history: UnderstandInput["history"], names: UnderstandInput["names"]): { namedBefore?: string[] } {
  const ids = [...new Set(history.filter((e) => e.role === "user").flatMap((e) => productsNamedIn(e.content, names, { brandAlone: false }).map((p) => p.id)))];
  return ids.length ? { namedBefore: ids } : {};
}
