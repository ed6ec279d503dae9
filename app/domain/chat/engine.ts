import { CATEGORY_IDS, type CategoryId, PRIMARY_CATEGORIES } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule, conditionsIn, dutyRule } from "~/domain/safety/conditions";
import { escapeRegExp, listJoin } from "~/domain/text";
import { aboutBoth, compareBlock, productBlock, quoteBest, quoteLookFor, recommendBlock } from "./blocks";
import { wakeUpAnswer, wakeUpAsked } from "./wake-up";
import { noAmountAllowed } from "./any-amount";
import { KEEP_THE_TUB, OUT_OF_SCOPE_REPLY } from "./copy";
import { answerBrief } from "./briefs";
import { goalOnlyAnswer, moreOptionsBlock, planBlock, severalCategoriesBlock } from "./category-blocks";
import { caffeineDose, nutrientDose, proteinByWeight } from "./dosing";
import {
  type AnswerIntent,
  Draft,
  type EngineAnswer,
  type EngineInput,
  finish,
  fixed,
  OPSS_ASK_THE_EXPERT,
  PICKS_PER_ANSWER,
} from "./draft";
import { headingMatches } from "./passages";
import { licensedReading, NO_GUIDE_REPLY } from "./licence";
import { mythAnswersOnce } from "./said-once";
import { ASK_THE_EXPERT_SOURCE, DOD_LIST_SOURCE, OPSS_SOURCE } from "./sources";
import { goalLeadFor, goalLeadSources, goalLeadText, requestGoal } from "./goal-leads";
import { categoryLink, categoryTitle, type Fit, pickLine, pickList } from "./product-lines";
import { categoriesNamed } from "./vocabulary";
import { categoryFits, wantsOf } from "./select";
import type { ChatIntent } from "./understand";
import { meantListHit, withUnnamed, ownMedicineNote, ownMedicines, symptomAnswer, unidentifiedWarning } from "./concerns";
import { dietNotes, FLIGHT_DOC_ASK, flyerAnswer, FLIGHT_SOON, flyerSleepAnswer, flyerStimAnswer, imaginedNote, situationLines, situationToAnswer } from "./situation-answers";
import { askBackFor, clarifyingAnswer, dutyQuestion, ENERGY_WITHOUT_STIMS } from "./ask-back";
import { followUpsFirst } from "./follow-ups";
import { servingFromCard } from "./card-serving";
import { tingleCause } from "./tingle-cause";
import { stimBanAnswer } from "./turn-guards";
import { rankedAmong } from "./ranked-picks";
import { conditionSafeDutyAnswer, dutyTimingAnswer, flies, withoutFearedResult } from "./duty-answers";
import { ownProductWorry } from "./own-product-test";
import { asksForOptions } from "./product-ask";
import { firstTryEventAnswer, firstTryOnEventDay } from "./first-try-event";
import { heatAgainAnswer, heatAgainAsked } from "./heat-again";
import { studyFocusAnswer, studyFocusAsked } from "./study-focus";
import { packListAnswer, packListAsked } from "./pack-list";
import { forThem } from "./whom";
import { theirMedicine, withRecalledConditionsAside } from "./whose-answer";
import { withCareReferral } from "./care-referral";
import { throughStages, withWordsOrNoGuide } from "./never-empty";
import { pointedAtAnswer } from "./pointed-at";
import { afterDraft } from "./answer-stages";
import { asksWhatIsAllowed } from "./allowed-instead";
import { stopOrLessAnswer } from "./stop-or-less";
import { complaintAnswer } from "./complaint-answer";
import { causeAnswer, withLikelyCause } from "./cause-answer";
import { answeredByOwnLine, ownSupplementHeading, ownSupplementsAnswered } from "./own-supplements";
import { asksStimulantsOnAntidepressant, barredByCondition, referredHere, conditionBlock, withConditionNote, withConditionsCautioned, dutyNotes, INGREDIENT_NOTES, ingredientStatus, ingredientTopic, prohibitedWarnings, redFlagWarning, urgentAnswer } from "./warnings";

/*
 * The embedded answer engine (see ./draft.ts for what it is given and answers): the order in
 * which an answer is put together, from urgent care and prohibited ingredients first to the
 * picks, the duty notes and the closing lines.
 */

/** Beside a substance we warn about, certified picks are offered, not listed. */
const offerInstead = (category: CategoryId) => `If you want a certified pick from our ${categoryTitle(category)} list instead, ask and I'll suggest one with nothing from the DoD list.`;

/** The answer to one request, from what the understanding step read, with every medicine and condition of the conversation cautioned. */
export const engineAnswer = (input: EngineInput, u = withRecalledConditionsAside(licensedReading(input.understanding))): EngineAnswer => {
  const stopOrLess = stopOrLessAnswer(u);
  if (stopOrLess) return throughStages(stopOrLess, [(a) => withCareReferral(a, u)]);
  const complaint = complaintAnswer(u);
  if (complaint) return withWordsOrNoGuide(withLikelyCause(complaint, u, input.catalogue, true));
  // Something that happened after a supplement, with no symptom answer: its likely cause, and no product.
  const cause = causeAnswer(u, input.catalogue);
  if (cause) return throughStages(cause, [(a) => withCareReferral(a, u)]);
  // "Is this ok?" with nothing named in it or before it: the one question, never a verdict on a guess.
  const pointed = pointedAtAnswer(u, input.screened.prohibited.length + input.screened.redFlags.length);
  if (pointed) return throughStages(pointed, [(a) => withConditionsCautioned(a, u)]);
  const read = { ...input, understanding: u };
  // The sections found for one part of a message are for the every-part pass, not the main answer.
  const main = { ...read, passages: read.passages.filter((p) => !p.forParts) };
  // Each stage in turn; one that leaves no words keeps what the stage before it wrote (./never-empty.ts).
  return throughStages(draftAnswer(main), afterDraft(main, read, u));
};

function draftAnswer(input: EngineInput): EngineAnswer {
  const read = withUnnamed(input.understanding, input.catalogue.listProducts());
  const goal = requestGoal(read);
  // A goal said with no category ("legs are trashed, what helps me bounce back?"): its category's picks.
  const u = goal?.category && !read.categories.length ? { ...read, categories: [goal.category] } : read;
  const d = new Draft();
  const passages = input.passages;
  const focus = u.focusProductIds.map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
  const products = input.catalogue.listProducts();
  const category = u.categories[0] ?? focus[0]?.category ?? null;
  const has = (intent: ChatIntent) => u.intents.includes(intent);

  if (u.symptoms.length) return symptomAnswer(u);
  if (has("urgent")) return urgentAnswer();

  // Ingredients on the DoD list, and red-flag terms: always first, whatever else was asked.
  const listed = input.screened.prohibited.filter((h) => meantListHit(h, u.claims) && !theirMedicine(h, u));
  const prescribed = ownMedicines(listed, u);
  // A stimulant medicine the person takes ("my Vyvanse") is theirs: its caution comes with the condition block.
  const stimulantMedicine = u.conditions.includes("stimulant-medication") ? conditionRule("stimulant-medication").pattern : null;
  const hits = listed.filter((h) => !prescribed.has(h) && !stimulantMedicine?.test(h.found.toLowerCase()));
  // A medicine whose own caution already says what the DoD list means for it needs no second, alarming line first.
  const explained = (h: (typeof listed)[number]) => conditionsIn(h.found.toLowerCase()).some((id) => u.conditions.includes(id) && /\bDoD\b/.test(conditionRule(id).caution));
  const unexplained = new Set([...prescribed].filter((h) => !explained(h)));
  if (unexplained.size) d.caution(ownMedicineNote(unexplained), DOD_LIST_SOURCE);
  const flags = input.screened.redFlags;
  if (hits.length) d.caution(prohibitedWarnings(hits, input.screened.list, u.substances.some((s) => s.answer && s.noSubstitute)), DOD_LIST_SOURCE, ASK_THE_EXPERT_SOURCE, OPSS_SOURCE);
  if (flags.length) d.caution(redFlagWarning(flags), ...flags.map((f) => f.source), ASK_THE_EXPERT_SOURCE, OPSS_SOURCE);
  // A false belief voiced ("sold on post, so it's cleared", "legal in my state"): the premise is answered next to the list's verdict, before what we know of the substance.
  const verdictGiven = hits.length > 0 || u.substances.some((s) => s.answer);
  for (const [m, text] of mythAnswersOnce(u.myths.filter((m) => !barredByCondition(m, u)), (m) => (verdictGiven && m.premise ? m.premise : m.answer))) d.caution(text, m.source, ...(m.also ?? []));
  // "Only a little" of a prohibited substance: a plain no first, and no serving worked out.
  const noAmount = noAmountAllowed(u, hits, d);
  // A substance named that we cannot vouch for: never endorsed, and no product list beside it.
  if (unidentifiedWarning(u, [...hits, ...flags].flatMap((h) => ["entryName" in h ? h.entryName : h.label, h.found]), d)) return finish(d, { intent: "ingredient", category: null, brief: "Say no, as written; suggest no product." });
  // Already taken, not planned ("thinking about an ostarine run" gets the warning alone).
  const tookSomething = /\b(?:took|used|had|taken|been taking|was taking|popped|drank)\b|\b(?:still have|kept|have) the (?:tub|bottle|container|label|bag)\b/.test(withoutFearedResult(u.normalized));
  // "Took a test, it's positive (baby)" is a pregnancy test: the pregnancy caution answers it.
  const ownWorry = ownProductWorry(u.normalized) && !hits.length && !flags.length && !u.substances.length && !u.conditions.length;
  if (u.duties.includes("drug-test") && tookSomething && !focus.length && !u.conditions.includes("pregnancy") && !ownWorry) {
    d.caution(KEEP_THE_TUB, DOD_LIST_SOURCE);
    // "Am I cooked?" asks about what was taken, not for something new.
    if (!/\b(?:which|recommend\w*|suggest\w*|best|something|anything|what (?:should|can) i)\b/.test(u.normalized)) {
      if (category) d.add(offerInstead(category));
      return finish(d, { intent: "ingredient", category, brief: "Give the record-keeping and disclosure advice as written; suggest no product." });
    }
  }
  const unsure = hits.length > 0 || u.substances.length > 0;
  const clean = !hits.length && !flags.length && !u.substances.length && !u.myths.length;
  // Heat, day sleep, a drive after nights, an event morning, a follow-up's situation: what to do comes before any product (a follow-up's notes are drafted either way).
  // A knowledge question that yields ("SP is 0400, what should I eat") is answered by the duty's timing answer.
  const dutyFirst = !hits.length && !flags.length && !u.substances.length && u.myths.every((m) => m.yields);
  // Heat trouble that recurs or happened before: the referral and the plan, whatever else the message says.
  if (!hits.length && !flags.length && !u.substances.length && heatAgainAsked(u)) return heatAgainAnswer(u, input, d);
  // A first-ever product planned for a test or event day: nothing new on the day, and no picks for it.
  if (!hits.length && !flags.length && !u.conditions.length && firstTryOnEventDay(u)) return firstTryEventAnswer(u, d);
  // Studying for a board or a school: sleep, caffeine timing and the nootropic warning, not a strength-or-endurance question.
  if (!hits.length && !flags.length && !u.substances.length && !u.conditions.length && studyFocusAsked(u)) return studyFocusAnswer();
  const duty = followUpsFirst(u, d, !hits.length && !flags.length && !u.substances.length && !u.conditions.length) ?? (dutyFirst && !u.conditions.length ? dutyTimingAnswer(u, passages) : null);
  if (duty) return duty;
  // Water in the heat with a condition named: the answer, then the condition's note (no product either way).
  const fluid = clean && u.conditions.length ? conditionSafeDutyAnswer(u, passages) : null;
  if (fluid) return withConditionNote(fluid, u);
  // An unclear request gets its one question; a flyer asking about their own supplements, the disclosure answer.
  // A goal no supplement serves (cutting weight, sore joints): the advice, and no product.
  const stimBan = clean && !d.blocks.length ? stimBanAnswer(u, input) : null;
  if (stimBan) return stimBan;
  if (clean && goal && !goal.category && !u.conditions.length) return goalOnlyAnswer(goal, u, d);
  if (clean && !u.conditions.length && wakeUpAsked(u)) return wakeUpAnswer(u);
  if (clean && u.situation.clarify && !u.conditions.length) return clarifyingAnswer(u.situation.clarify);
  if (clean && (u.situation.asksToStop || (FLIGHT_DOC_ASK.test(u.normalized) && !FLIGHT_SOON.test(u.normalized))) && flies(u)) return flyerAnswer(u.situation, u.normalized);
  if (clean && flies(u) && !focus.length && !u.conditions.length && (category === "sleep" || /\b(?:melatonin|sleep aids?)\b/.test(u.normalized))) return flyerSleepAnswer(u.situation, !u.duties.includes("night-shift") && /\b(?:crew rest|show)\b/.test(u.normalized));
  if (clean && flies(u) && FLIGHT_SOON.test(u.normalized) && !u.situation.timing && !focus.length && !u.conditions.length && (category === "pre-workout" || u.situation.stim || u.situation.alert)) return flyerStimAnswer(u.message.toLowerCase());
  // The person's schedule, the caffeine they already take, the heat: answered first, in a sentence or two.
  // "When should I stop?" with a sleep time is answered by the time itself.
  // A dose time said is answered by the clock, inside the cut-off or before it ("crash at 2330, pre at 1700 too late?").
  const timedDose = (u.situation.timing?.late.some((t) => t.role === "dose") ?? false) || (Boolean(u.situation.timing?.inTime) && /\b(?:too late|late|ok|okay|fine|can i|could i|is it|still)\b/.test(u.normalized));
  if (clean && u.situation.timing && (timedDose || /\b(?:when|what time|how late|latest|cut ?off)\b/.test(u.normalized)) && !/\b(?:something|anything|recommend\w*|suggest\w*|picks?|options?)\b/.test(u.normalized)) {
    situationLines(u.situation, d, "", false);
    dutyNotes(u, d);
    // Caffeine timing on flight status is the flight surgeon's call too.
    if (u.duties.includes("aircrew")) d.caution(dutyRule("aircrew").note, dutyRule("aircrew").source);
    return finish(d, { intent: "knowledge", category: null, brief: "Give the caffeine cut-off time as written; suggest no product." });
  }
  // Energy asked for with stimulants ruled out (by the person or their PA): caffeine is not the answer, so ask what drains them.
  const noStims = u.stimulantPreference === "no-stim" || u.constraints.some((c) => c.kind === "exclude" && c.ingredient === "caffeine");
  if (clean && noStims && has("recommend") && u.situation.alert && !u.situation.intake && !u.categories.length && !focus.length && !u.conditions.length) return clarifyingAnswer(ENERGY_WITHOUT_STIMS);
  const situationSaid = situationLines(situationToAnswer(u), d, products.map((p) => `${p.name} ${p.servingSize ?? ""}`).join(" \n "), has("recommend") || has("plan") || has("more-options"),
    has("recommend") && !has("plan") && !u.conditions.length && !noStims && (u.categories.length ? u.categories[0] === "pre-workout" : "open"),
    u.categories[0] === "sleep",
  );
  // A drug sold as a supplement (kratom, SARMs): no supplement is offered as its substitute.
  const noSubstitute = u.substances.some((s) => s.noSubstitute);
  const wantsAlternatives = !noSubstitute && /\b(?:instead|alternatives?|replace|swap|something else)\b/.test(u.normalized);

  if (u.intent === "out-of-scope" && !hits.length && !flags.length) return fixed("out-of-scope", OUT_OF_SCOPE_REPLY);
  if (u.intent === "courtesy") {
    return fixed(
      "courtesy",
      /^(?:hi|hello|hey|yo|good)/.test(u.normalized)
        ? "Hi! I can suggest certified supplements, check an ingredient against the DoD list, or answer questions from our guides. What are you looking for?"
        : "You're welcome. Ask me anything else about supplements, or name a category to compare certified options.",
    );
  }

  // Medicines, conditions, pregnancy: the interaction caution and a referral come first.
  if (u.conditions.length && (has("interaction") || u.newConditions.length || focus.length || has("recommend") || u.myths.some((m) => barredByCondition(m, u)))) conditionBlock(u, d);
  // "No tingles": where the tingle comes from, before the picks without it (./tingle-cause.ts).
  if (has("recommend")) tingleCause(u, d);
  // Asking to add what a medicine's rule leaves out ("zoloft, thinking about 5-HTP") is answered by
  // the caution, not by picks, also when the medicine was named earlier in the conversation.
  const named = (ingredient: string) => new RegExp(`\\b${ingredient.replace(/-/g, "[- ]?")}\\b`).test(u.normalized);
  // "My blood sugar", "my sugars" speak of the person's own levels, not an ingredient asked for.
  const asking = u.normalized.replace(/\b(?:blood|my) sugars?\b|\bsugar (?:levels?|numbers?)\b/g, " ");
  const asksForAvoided = u.conditions.some((id) => {
    const rule = conditionRule(id);
    return [...rule.avoid, ...(rule.askFirst ?? [])].some((a) => a.pattern.test(asking)) || rule.excludes.some((c) => c.kind === "exclude" && c.ingredient !== "caffeine" && named(c.ingredient));
  });
  // Pregnancy or nursing: a general guide section (a men's protein study, buying creatine) is not an answer for them.
  const referredAbout = u.conditions.map((id) => conditionRule(id)).find((r) => r.referOnly)?.about;
  // The person's own supplements answered one by one beside their medicine: no picks, and a general section on one of them would be off the question.
  const ownAnswered = ownSupplementsAnswered(u) && !asksWhatIsAllowed(u);
  // Beside those lines, only a section about the medicine and headed by a supplement named ("Does vitamin K interfere with warfarin?").
  const medicineAbout = ownAnswered ? new RegExp(u.conditions.map((id) => conditionRule(id).about.source).join("|"), "i") : undefined;
  const ownHeading = ownAnswered ? ownSupplementHeading(u) : undefined;
  const referOnly = asksForAvoided || ownAnswered || asksStimulantsOnAntidepressant(u) || u.conditions.some((id) => referredHere(id, u));
  let intent: AnswerIntent = u.intent;

  // Ingredient status without a prohibited hit: what the list says, and what we know about the ingredient.
  const asked = ingredientTopic(u, flags, focus, products);
  // Beside a substance we cannot vouch for, or a myth corrected, "nothing matches the list" would read as a go-ahead.
  if (has("ingredient") && !hits.length && !u.substances.length && !u.myths.length) ingredientStatus(d, u, asked, focus, flags);

  /** A word the answer to a need of the person's conditions already answered ("biotin" with a heart condition). */
  const answeredByNeed = (w: string) => u.conditions.some((id) => (conditionRule(id).needs ?? []).some((n) => n.asks.test(w) && n.asks.test(u.normalized)));
  // An interaction our sources do not cover is said to be not covered, not guessed at.
  if (has("interaction") && u.newConditions.length && asked.length && !focus.length && !referOnly) {
    // Covered by the condition's rule, or by a section of our articles about that ingredient and the condition.
    const covered = (w: string) =>
      u.newConditions.some(
        (id) =>
          conditionRule(id).about.test(w) ||
          answeredByNeed(w) ||
          answeredByOwnLine(w, u) ||
          conditionRule(id).caution.toLowerCase().includes(w) ||
          conditionRule(id).avoid.some((a) => a.pattern.test(w)) ||
          passages.some((p) => headingMatches(p, w) > 0 && conditionRule(id).about.test(`${p.heading} ${p.text}`)),
      );
    const open = asked.filter((w) => !covered(w) && !INGREDIENT_NOTES.some((n) => n.pattern.test(w)) && !/^(?:protein|powders?|vitamins?|electrolytes?|hydration|sleep|supplements?|drinks?|energy)$/.test(w));
    if (open.length) d.add(forThem(`Our guides don't cover ${listJoin(open)} with ${listJoin(u.newConditions.map((id) => conditionRule(id).label))}: your pharmacist can check it against the prescription.`, u.forWhom ?? null));
    for (const n of INGREDIENT_NOTES.filter((n) => n.pattern.test(u.normalized) && !has("ingredient"))) d.caution(n.note, ...n.sources);
  }

  // Dosing: the label, the upper limits and the guide's figures; never more than the label.
  // "Half a scoop" of a prohibited substance was answered no: working out half a serving would read as a dose to take.
  if (has("dosing") && !noAmount) {
    const before = (u.namedBefore ?? []).map((id) => input.catalogue.getProduct(id)).filter((p): p is Supplement => p !== null);
    const said = caffeineDose(u, focus, d, products) || nutrientDose(u, focus, d, before);
    // The serving on the card of the product asked about, unless a dose line above gave it (./card-serving.ts).
    if (!unsure) servingFromCard(focus.filter((p) => !d.cautions.some((c) => p.servingSize && c.includes(p.servingSize))), d);
    if (!said && !unsure && (focus.length || u.dose)) d.caution("Stay within the label's directions; an amount beyond them is a question for your provider or a dietitian.");
  }

  // Knowledge, dosing, ingredients, interactions: an extract of our article and its link.
  if (has("interaction") || u.newConditions.length) {
    // The section on the ingredient asked about with that condition ("fish oil" with warfarin), else the condition's own.
    for (const id of u.newConditions) {
      // A condition without a section of its own gets a passage only about what was asked with it and not answered yet.
      const topic = asked.length ? (asked.every(answeredByNeed) ? undefined : u.topic) : conditionRule(id).search?.toLowerCase();
      // With nothing asked beside the condition, only a section headed by it: its caution is already above.
      if (topic) quoteBest(d, passages, topic, { about: aboutBoth(conditionRule(id).about, asked), question: u.normalized, named: u.conditions, headedBy: ownHeading ?? (asked.length ? undefined : conditionRule(id).about) });
    }
  }
  // Beside a substance we cannot vouch for, a guide section on timing or doses would read as directions for it.
  if (!u.substances.length && (has("knowledge") || has("dosing") || (has("ingredient") && !hits.length))) {
    // An ingredient question is answered by a passage about that ingredient, or by none; beside caffeine's figures or the situation answered above, only a section that meets the question.
    const ingredientOnly = has("ingredient") && !has("knowledge") && !has("dosing");
    const topic = has("ingredient") && asked.length ? `${asked.join(" ")} ${flags.length ? "" : "dod prohibited list"}`.trim() : u.topic;
    const about = medicineAbout ?? (has("ingredient") && asked.length ? new RegExp(asked.map(escapeRegExp).join("|"), "i") : referredAbout);
    const found = ingredientOnly && !asked.length ? false : quoteBest(d, passages, topic, { answeredBy: [...u.myths.map((m) => m.search), ...(situationSaid || (has("dosing") && d.cautions.length && /\bcaffeine\b/.test(u.topic)) ? [""] : [])], second: has("dosing") && !focus.length, about, question: u.normalized, named: u.conditions, figures: has("dosing"), headedBy: ownHeading });
    if (!found && has("knowledge") && !focus.length && !has("recommend") && !d.blocks.length) {
      d.add(NO_GUIDE_REPLY);
      d.sources.push(ASK_THE_EXPERT_SOURCE);
    }
  }

  // Any other question an article section answers by its heading gets that extract; products, if asked for, follow.
  if (u.asksAbout && !d.passages.length && !hits.length && !u.substances.length && !(has("dosing") && d.cautions.length)) quoteBest(d, passages, u.topic, { answeredBy: u.myths.map((m) => m.search), minScore: 3, headingAnswers: true, question: u.normalized, named: u.conditions, about: medicineAbout ?? referredAbout, headedBy: ownHeading });

  if (referOnly) {
    const rules = u.conditions.map((id) => conditionRule(id));
    const referral = forThem((rules.find((r) => r.referOnly) ?? rules.find((r) => r.referral))?.referral ?? "your prescriber or pharmacist", u.forWhom ?? null);
    // The caution block has already named Ask the Expert when the condition is new in this message.
    if (u.newConditions.length) d.add(`So no product picks from me on this one: ask ${referral} first.`);
    else d.add(`I won't suggest products here: ask ${referral} which supplements suit you, and for supplement-specific questions ${OPSS_ASK_THE_EXPERT}.`);
    d.sources.push(ASK_THE_EXPERT_SOURCE);
    dutyNotes(u, d);
    return finish(d, { intent: "interaction", category, brief: "Give the caution and the referral; suggest no product." });
  }

  let footer = "";
  // Whether the answer opens with the goal's advice: the model's brief builds the picks' reasons on it.
  let advised = false;
  if (hits.length) {
    // A prohibited ingredient: certified alternatives from the category asked about, nothing else.
    intent = "prohibited";
    if (category && wantsAlternatives) {
      const fits = categoryFits(category, u, input.picksFor).kept.slice(0, PICKS_PER_ANSWER);
      d.allow(fits.map((f) => f.product));
      if (fits.length) {
        d.add(`Certified ${categoryTitle(category)} alternatives with nothing from that list:`, pickList(fits, d));
        d.name(...fits.map((f) => f.product));
      }
    } else if (category) {
      // "Phenibut for sleep?": what helps with what they wanted it for, then the offer.
      const wanted = goalLeadFor(u.normalized, category);
      if (wanted?.category === category && !u.situation.clarify) d.caution(goalLeadText(wanted, u.normalized, u.duties, []), ...goalLeadSources(wanted, u.normalized));
      d.add(offerInstead(category));
    } else {
      // "Boost my testosterone": beside the list's verdict, the goal no product serves is answered plainly.
      const aim = goalLeadFor(u.normalized, null);
      if (aim?.answersUnasked === true) d.caution(aim.lead, ...aim.sources);
    }
  } else if (unsure && !wantsAlternatives) {
    intent = "ingredient";
    if (category) d.add(offerInstead(category));
  } else if (has("compare") && focus.length >= 2) {
    compareBlock(focus, d);
    intent = "compare";
  } else if (focus.length && (has("product") || has("interaction") || has("dosing") || has("ingredient"))) {
    // "Which of those is cheapest?": the earlier picks ranked, keeping every constraint.
    if (u.ranking && focus.length > 1) rankedAmong(focus, u, d, category, input.picksFor);
    else {
      productBlock(focus, u, d);
    }
    intent = intent === "recommend" ? "product" : intent;
  } else if (has("plan")) {
    intent = "plan";
    planBlock(u, d, input.picksFor);
  } else if (has("more-options") && category) {
    intent = "more-options";
    const more = moreOptionsBlock(category, u, d, input.picksFor);
    if (typeof more !== "string") return more;
    footer = more;
  } else if (goal && !goal.category) {
    // After a medicine's caution, a goal no supplement serves still gets its advice.
    return goalOnlyAnswer(goal, u, d);
  } else if (has("recommend") && u.categories.length >= 2 && /\b(?:and|plus|both)\b|[+&]/.test(u.normalized) && !focus.length) {
    severalCategoriesBlock(u, d, input.picksFor);
  } else if (has("recommend") && u.categories.length) {
    // A question a guide section answers by its heading ("should I take melatonin after a night shift?"), else the
    // goal's advice, else a question that an article answers, before the picks.
    // A request for options ("anything besides melatonin that helps?") is no question for a section to answer (./product-ask.ts).
    const question = /\?|^(?:what|how|which|should|can|is|does)\b/.test(u.normalized) && !asksForOptions(u.normalized);
    const headed = Boolean(goal) && question && !d.passages.length && !situationSaid && quoteBest(d, passages, u.topic, { minScore: 3, headingAnswers: true, question: u.normalized, named: u.conditions });
    const lead = goal && !headed && goalLeadText(goal, u.normalized, u.duties, d.passages.map((p) => p.link));
    // Placed like a caution: first in the answer, shown above a model's text, never dropped by it.
    if (lead) {
      advised = true;
      d.caution(lead, ...goalLeadSources(goal, u.normalized));
    } else if (!goal && !d.passages.length && !situationSaid && question && u.asksAbout) quoteBest(d, passages, u.topic, { minScore: 3 });
    if (goal && !goal.category) return goalOnlyAnswer(goal, u, d, Boolean(lead));
    if (u.categories[0] === "protein-recovery") proteinByWeight(u.normalized, d);
    dietNotes(u, categoryFits(u.categories[0], u, input.picksFor).kept, d);
    const at = d.blocks.length;
    // A kind of product asked for by name ("need creatine") and filed under another category: only that kind, and say where it is.
    const inCategory = input.picksFor(u.categories[0]);
    // A follow-up with no subject of its own ("what about for my wife" after creatine) keeps the kind its topic carries; a word it rules out ("any without caffeine") is no kind.
    const kindIn = (text: string) => text.split(/[^a-z-]+/).find((w) => w.length >= 6 && inCategory.some((p) => p.name.toLowerCase().includes(w)) && !u.constraints.some((c) => c.kind === "exclude" && w.startsWith(c.ingredient)));
    const kind = categoriesNamed(u.normalized).length ? undefined : (kindIn(u.normalized) ?? (categoriesNamed(u.topic).length ? undefined : kindIn(u.topic)));
    const named = recommendBlock(u.categories[0], u, input, d, kind, goal);
    if (kind && named.length && !goal) d.blocks.splice(at, 0, `The certified ${kind} we carry ${named.length > 1 ? "are" : "is"} in our **${categoryTitle(u.categories[0])}** list:`);
    if (!has("knowledge") && !has("dosing") && !has("interaction") && !has("ingredient")) intent = named.length ? "recommend" : "none-left";
    // What to look for, from our articles, when nothing in the catalogue fits: only a section headed by what was asked.
    if (!named.length && !d.passages.length) quoteLookFor(d, passages, u);
    // The goal's pick intro links the category already.
    footer = goal ? "" : categoryLink(u.categories[0]);
  } else if (has("recommend") && !d.blocks.length) {
    // No category named: with nothing to go on, one question; else one certified pick per category that fits.
    if (goal && !goal.category) return goalOnlyAnswer(goal, u, d);
    intent = "general";
    const wants = wantsOf(u, { asked: true });
    if (!wants.length && !u.conditions.length && !u.duties.length) return clarifyingAnswer(askBackFor(u.normalized));
    // A duty said with nothing asked for ("flying nights all week"): the question it raises, not a basics list.
    const dutyAsk = !wants.length && !u.conditions.length ? dutyQuestion(u.duties) : null;
    if (dutyAsk) return packListAsked(u) ? packListAnswer(u, input) : clarifyingAnswer(dutyAsk);
    const pool = wants.length ? CATEGORY_IDS : PRIMARY_CATEGORIES.map((c) => c.id);
    const fits = pool.map((c) => categoryFits(c, u, input.picksFor).kept[0]).filter((f): f is Fit => Boolean(f)).slice(0, wants.length ? 4 : 3);
    d.allow(fits.map((f) => f.product));
    for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
    if (wants.length && !fits.length) {
      d.add(`Noted: ${listJoin(wants)}. Nothing in our certified catalogue shows it fits that yet; tell me what you're looking for and I'll say plainly what to look for on a label.`);
    } else {
      d.add(
        wants.length
          ? `Noted: ${listJoin(wants)}. I'll keep to that. One certified pick from each category that fits:`
          : "Start with the basics, each third-party certified and free of DoD-prohibited ingredients:",
        fits.map((f, i) => pickLine(f, i, ` (${categoryTitle(f.product.category)})`)).join("\n"),
        "Tell me what it's for (energy for training, recovery, sleep, hydration or filling gaps) and I'll narrow it down.",
      );
      d.name(...fits.map((f) => f.product));
    }
  }
  if (!hits.length && flags.length && !d.products.length) intent = "ingredient";
  dutyNotes(u, d);
  imaginedNote(u, d);

  // What the person asked for goes to the model by name, so its answer can say which needs the picks meet.
  const wants = wantsOf(u).filter((w) => !w.includes("$"));
  return finish(d, { intent, category, footer, brief: answerBrief(intent, advised, wants, d.products.length > 0) });
}
