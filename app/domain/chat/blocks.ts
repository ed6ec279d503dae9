import { checkPriceLinks } from "~/domain/catalogue/price-slot";
import { wantsPredicate, wantsPredicateAfterNone } from "./wants-grammar";
import { singleServeFirst, singleServeLine, storageLine } from "./single-serve";
import { isOf, sayWhatIsSetAside } from "./taken-kinds";
import { askedKinds } from "./asked-kind";
import { setAsideObjects, withoutBesides } from "./set-aside";
import { hiddenCaffeineLine } from "./stimulant-bans";
import type { CategoryId } from "~/domain/categories";
import { formatUsd } from "~/domain/catalogue/format";
import type { Supplement } from "~/domain/catalogue/types";
import { conditionRule, CONDITIONS } from "~/domain/safety/conditions";
import type { ConditionId } from "~/domain/safety/condition-rule";
import { UPPER_LIMITS } from "~/domain/safety/limits-table";
import { isStimulant } from "~/domain/safety/stimulant";
import { escapeRegExp, listJoin } from "~/domain/text";
import { cheapestBasis } from "./price-claims";
import { budgetAlternative, budgetConversion, purchaseBudgetLine } from "./budget-answer";
import { moneyNoIssue, purchaseBudget } from "./stated";
import { asksClean, CLEAN_MEANS } from "./clean-means";
import { SUGAR } from "~/domain/safety/medicine-conditions";
import { nearestFit, nearestLine } from "./nearest";
import { noProteinPowderFits } from "./situation-answers";
import { GUIDE_PROTEIN, GUIDE_VITAMINS, HIDDEN_CAFFEINE } from "./sources";
import { STIM_QUESTION } from "./copy";
import { CATEGORY_NOUN, type Draft, type EngineInput, PICKS_PER_ANSWER } from "./draft";
import { headingEcho, headingMatches, type PassageHit, passageExtract, passageLink, passageRelevance, passageTitle, topicRarity } from "./passages";
import { cautionText, categoryTitle, pickList, productLabel, productTail } from "./product-lines";
import { allConstraints, applyConstraints, categoryFits, type Filtered, leftOutReasons, singular, wantsOf } from "./select";
import type { Understanding } from "./understand";
import { GOAL_PICKS, type GoalLead, MULTI_LEAD } from "./goal-leads";
import { productDetailsLink } from "./links";
import { addsToSaid, careSentences, headingMeets, unsaid } from "./said-once";
import { isSubjectWord } from "./topic";
import { sectionLicensed } from "./section-licences";

/*
 * The blocks an answer is built from: the article extract that answers the question, the picks
 * of a category (or a plain "none of ours fits" with what was left out), a named product's
 * details, and products side by side.
 */

/**
 * The best passages for the question, if the search found some that share its words. Among
 * sections about as relevant, the one whose heading repeats the question's own words wins.
 */
function bestPassages(passages: readonly PassageHit[], topic: string, count = 1, question = "", named: readonly ConditionId[] = []): PassageHit[] {
  // One shared word is chance when the question has several; ask for two.
  const needed = Math.min(2, topic.split(" ").filter((w) => w.length > 2).length);
  const rarity = topicRarity(passages, topic);
  return passages
    // "Besides caffeine" names what the person knows, not what they ask: no heading wins by repeating it.
    .map((hit, i) => ({ hit, i, score: passageRelevance(hit, topic), order: passageRelevance(hit, topic, rarity) + 0.3 * headingEcho(hit, withoutBesides(question)) }))
    .filter((x) => x.score >= Math.max(1, needed) && !aboutUnnamedCondition(x.hit, question || topic, named) && !aboutUnaskedSubject(x.hit, question || topic) && sectionLicensed({ link: passageLink(x.hit), text: x.hit.text, heading: passageTitle(x.hit) }, question || topic))
    .sort((a, b) => b.order - a.order || a.hit.rank - b.hit.rank || a.i - b.i)
    .slice(0, count)
    .map((x) => x.hit);
}

/**
 * A section whose heading is about a medicine or condition the question never names ("Does
 * vitamin K interfere with warfarin?" beside a levothyroxine question) answers someone else.
 */
function aboutUnnamedCondition(hit: PassageHit, question: string, named: readonly ConditionId[]): boolean {
  if (!question) return false;
  const heading = (hit.heading ?? "").toLowerCase();
  const headingAbout = CONDITIONS.filter((rule) => rule.pattern.test(heading));
  return headingAbout.length > 0 && !headingAbout.some((rule) => named.includes(rule.id) || rule.pattern.test(question));
}

/**
 * Sections whose heading is about one narrow subject, and the words that ask about it: a fat
 * burner section beside a pre-workout question, or a vitamin D sum beside a vitamin A one, pads
 * the answer with something the person never asked.
 */
const NARROW_HEADINGS: ReadonlyArray<readonly [heading: RegExp, asked: RegExp, hasLimit?: true]> = [
  [/\bfat burners?\b|\bweight[- ]loss\b/, /\bfat\b|\bburn\w*|\bweight\b|\bcut\w*|\btape\b|\blose\b|\bleaner\b|\bdiet pills?\b|\bthermogenic/],
  [/\bvitamin d\b/, /\bvitamin d\b|\bvit d\b|\bd3\b|\bsun\w*|\bmagnesium\b|\bzinc\b/, true],
  [/\bvitamin k\b/, /\bvitamin k\b|\bwarfarin\b|\bcoumadin\b|\bblood thinner/],
  [/\bzinc\b/, /\bzinc\b/, true],
  [/\bmagnesium\b/, /\bmagnesium\b|\bmag\b/, true],
];

/** A nutrient named: "the upper limit" then asks about that one, not every nutrient with a limit. */
const NUTRIENT_NAMED = /\bvitamin [a-z]\d?\b|\bvit [a-z]\b|\bd3\b|\bzinc\b|\bmagnesium\b|\bmag\b|\biron\b|\bcalcium\b|\bomega\b|\bfish oil\b/;

function aboutUnaskedSubject(hit: PassageHit, question: string): boolean {
  // An article's introduction is about what its title names.
  const heading = (hit.heading ?? hit.postTitle).toLowerCase();
  const asked = question.toLowerCase();
  const anyLimit = /\bupper limits?\b/.test(asked) && !NUTRIENT_NAMED.test(asked);
  const subjects = NARROW_HEADINGS.filter(([about]) => about.test(heading));
  return subjects.length > 0 && !subjects.some(([, words, hasLimit]) => words.test(asked) || (hasLimit && anyLimit));
}

export function quotePassage(hit: PassageHit, topic: string, d: Draft, figures = false, linkOnly = false): string {
  const used = { link: passageLink(hit), title: passageTitle(hit), extract: passageExtract(hit, topic, { figures }) };
  if (!d.passages.some((p) => p.link === used.link)) d.passages.push(used);
  // After an answer already given, the quote comes only for what it adds; the link stays, to read more.
  const fresh = unsaid(used.extract, d.blocks, 0.6, false);
  const adds = !linkOnly && (!d.blocks.length || addsToSaid(fresh, d.blocks));
  // Cut to a link, the quote still keeps a care line the answer has not made ("with kidney disease, ask your doctor first").
  const quoted = adds ? fresh : careSentences(fresh);
  if (quoted) return `${quoted}\n\nFrom our guide: [${used.title}](${used.link})`;
  // A section already linked above needs no second link.
  return d.blocks.some((b) => b.includes(`](${used.link})`)) ? "" : `Read more in our guide: [${used.title}](${used.link})`;
}

/**
 * A condition whose exclusions shape the picks, when this answer left its caution out (another
 * caution covered the medicine): the reason is said before the picks it removed.
 */
export function reasonsUnsaid(u: Understanding, d: Draft, wants: readonly string[]): void {
  for (const id of u.conditions) {
    const rule = conditionRule(id);
    if (!rule.avoid.some((a) => wants.includes(`no ${a.ingredient}`)) || d.blocks.some((b) => b.includes(`**With ${rule.label}`))) continue;
    d.caution(`**With ${rule.label}:** ${rule.short?.text ?? rule.caution}`, rule.source, ...(rule.sources ?? []));
  }
}

/** "None of our ... fits": said plainly, with what was left out and what to look for instead. */
export function noneLeft(category: CategoryId, filtered: Filtered, u: Understanding, d: Draft, kind?: string, noun = kind) {
  const constraints = allConstraints(u);
  const wants = wantsOf(u);
  reasonsUnsaid(u, d, wants);
  const proteinDiet = category === "protein-recovery" && constraints.some((c) => c.kind === "diet" && c.diet !== "gluten-free");
  const lookFor = proteinDiet
      ? "a plant protein (its label should list leucine or the full amino acid profile)"
      : `a ${noun ?? CATEGORY_NOUN[category]} whose label shows it ${wantsPredicate(wants)}`;
  // Only a budget asked: labels show no price, so the answer is the money, not a label to look for.
  const onlyBudget = constraints.length > 0 && constraints.every((c) => c.kind === "budget");
  const conversion = budgetConversion(u.normalized, u.constraints, u.categories.map(categoryTitle));
  // The diet note (./situation-answers.ts) already said what to look for and to eat food first: only what was left out is new.
  const lookForSaid = proteinDiet && d.blocks.some((b) => b.startsWith("We carry no certified"));
  if (lookForSaid) {
    d.add(`None of our certified ${kind ? `**${kind}**` : `**${categoryTitle(category)}** picks`} ${wantsPredicateAfterNone(wants)}: I left out ${leftOutReasons(filtered.leftOut)}.`);
    return;
  }
  d.caution(
    `${conversion ? `${conversion} ` : ""}None of our certified ${kind ? `**${kind}**` : `**${categoryTitle(category)}** picks`} ${wantsPredicateAfterNone(wants)}: I left out ${leftOutReasons(filtered.leftOut)}. ` +
      (onlyBudget
        ? budgetAlternative(category, filtered.leftOut)
        : `Look for ${lookFor} that carries the NSF Certified for Sport or Informed Sport seal${u.budgetSaid === undefined ? "" : ` and costs ${formatUsd(u.budgetSaid)} or less a container (your budget)`}, and confirm the product and its lot on the certifier's site before you buy.`) +
      (proteinDiet ? " Until then, get the protein from food: military guidance puts whole foods first, about 20 to 25 g a meal (from our protein guide)." : ""),
    ...(proteinDiet ? [GUIDE_PROTEIN] : []),
  );
  // Two or more wishes and none kept by any product: the nearest, and what it misses.
  const nearest = nearestFit(filtered.leftOut.map((f) => f.product), u);
  if (nearest) {
    d.allow([nearest.product]);
    d.name(nearest.product);
    d.add(nearestLine(nearest));
  }
}

/** Words of a price asked for ("cheaper?", "under 30 bucks", "on a budget"). */
const MONEY = /\$\s*\d|\b\d+(?:\.\d+)?\s*(?:bucks|dollars|usd)\b|\bcheap\w*|\bbudget\b|\bafford\w*|\bprices?\b|\bcosts?\b/;

/** A price asked about that our data cannot answer for some picks, said plainly rather than left out. */
function priceUnknown(picks: readonly Supplement[], u: Understanding): string {
  // "Price doesn't matter" names money only to wave it off.
  const asked = !moneyNoIssue(u.normalized) && (u.ranking === "price" || u.budgetSaid !== undefined || allConstraints(u).some((c) => c.kind === "budget") || MONEY.test(u.normalized));
  const unknown = picks.filter((p) => p.pricePerServing === null);
  if (!asked || !unknown.length) return "";
  const all = unknown.length === picks.length;
  const subject = all ? (picks.length > 1 ? "any of these picks" : "this pick") : listJoin(unknown.map((p) => `**${p.name}**`));
  const plural = all ? picks.length > 1 : unknown.length > 1;
  // A "Check price" link beside a pick is where that price is: said, so the line does not read as contradicting it.
  const linked = unknown.filter((p) => checkPriceLinks(p.buy.option)).length;
  const where = !linked
    ? "check the seller's current price before you buy"
    : linked < unknown.length
      ? `where a pick has a "Check price" link, it shows the seller's current price`
      : `${unknown.length > 1 ? "each pick's" : "its"} "Check price" link shows the seller's current price`;
  return `We hold no price for ${subject}, so I can't confirm what ${plural ? "they cost" : "it costs"} or that ${plural ? "they fit" : "it fits"} your budget: ${where}.`;
}

/**
 * `productKind`: a kind of product asked for by name and filed under another category ("creatine" in
 * Hydration): only products of that kind are picks, and when none fits, that is said.
 */
export function recommendBlock(category: CategoryId, u: Understanding, input: EngineInput, d: Draft, productKind?: string, goal: GoalLead | null = null): Supplement[] {
  // "A multi", "fish oil": only that kind, and "none fits" said of it, never another kind in its place (./asked-kind.ts).
  const kinds = productKind ? [] : askedKinds(u, input.picksFor(category), u.previousPicks.flatMap((id) => input.catalogue.getProduct(id) ?? []));
  const ofKind = (p: Supplement) => (!productKind || p.name.toLowerCase().includes(productKind)) && (!kinds.length || kinds.some((k) => isOf(k, p)));
  // Ranked among that kind only, so a budget no fish oil meets is said of the fish oils, not met by zinc.
  const fitsAll = categoryFits(category, u, (c) => input.picksFor(c).filter(ofKind));
  const kept = singleServeFirst(fitsAll.kept, u.normalized);
  const leftOut = fitsAll.leftOut;
  d.allow(kept.map((f) => f.product));
  const title = categoryTitle(category);
  // Everything of the category was of the kind set aside ("besides X"): said so, not "none fits" with no reason.
  if (!kept.length && !leftOut.length && setAsideObjects(u.normalized).length) {
    d.add(`Leaving out what you set aside, we have no other certified **${categoryTitle(category)}** picks.`);
    return [];
  }
  if (!kept.length) {
    noneLeft(category, { kept, leftOut }, u, d, productKind ?? (kinds.length ? kinds.map((k) => k.plural).join(" or ") : undefined), productKind ?? (kinds.length ? kinds.map((k) => k.noun).join(" or ") : undefined));
    return [];
  }
  const constraints = allConstraints(u);
  const caffeineRule = constraints.some((c) => (c.kind === "exclude" && c.ingredient === "caffeine") || c.kind === "caffeineMax");
  const mixed = kept.some((f) => isStimulant(f.product)) && kept.some((f) => !isStimulant(f.product));
  // "The strongest pre" has already answered stim or no stim.
  const askStim = category === "pre-workout" && !u.stimulantPreference && !caffeineRule && mixed && !u.single && u.ranking !== "caffeine-high";
  // After a goal's advice, two picks keep the answer short; "more options" gives the rest.
  const fits = kept.slice(0, u.single ? 1 : goal ? GOAL_PICKS : PICKS_PER_ANSWER);
  const kind = u.stimulantPreference && category === "pre-workout" && !caffeineRule ? (u.stimulantPreference === "stim" ? "stim " : "stim-free ") : "";
  // For a pre-workout, a ceiling from the drinks counted is what the picks were chosen by, and is said; elsewhere it was not asked.
  const wants = wantsOf(u, { asked: category !== "pre-workout" });
  if (leftOut.length) reasonsUnsaid(u, d, wantsOf(u));
  const fitting = wants.length ? ` that fit ${listJoin(wants)}` : "";
  const left = leftOut.length && (wants.length || u.unsaid?.length) ? ` I left out ${leftOutReasons(leftOut, true)}.` : "";
  let intro: string;
  // "The cheapest" only of a price we hold: unknown prices sort last, so an unpriced first pick means none is priced.
  // "Cheapest" only of the prices we hold, with how many we do not (./price-claims.ts).
  const basis = u.ranking === "price" ? cheapestBasis(kept.map((f) => f.product), (n) => `our ${n} certified **${title}** picks${fitting}`) : null;
  if (u.single && u.ranking === "price" && fits[0].product.pricePerServing !== null) intro = basis ? `${basis.basis} ${basis.lead}` : `The cheapest certified **${title}** pick${fitting}:`;
  else if (u.single && u.ranking === "price") intro = `We hold no price for the certified **${title}** picks${fitting}, so I can't say which is cheapest: check the seller's current price. One that fits:`;
  else if (u.single && u.ranking === "caffeine-low") intro = `The certified **${title}** pick with the least caffeine${fitting}:`;
  else if (u.ranking === "price" && fits.some((f) => f.product.pricePerServing !== null)) intro = basis ? `${basis.basis} Listed cheapest per serving first where we hold a price:${left}` : `We hold a price for all ${kept.length} of our certified **${title}** picks${fitting}, listed cheapest per serving first:${left}`;
  // "Sugar-free tastes like chemicals": the preference kept, in words, before the picks.
  else if (u.ranking === "carbs") {
    // Said only when true: a pick's label data must list carbohydrate for the list to lead with it.
    intro = SUGAR.pattern.test(fits[0].product.keyIngredients.join(" "))
      ? `Not sugar-free, then: certified **${title}** picks${fitting} with carbohydrate (sugar) in the label data we hold come first:${left}`
      : `None of our certified **${title}** picks${fitting} lists carbohydrate in the label data we hold, so get the carbs from food or a carbohydrate drink alongside one of these:${left}`;
  }
  // After a goal's advice, one short line leads into the picks, and the category link is in it.
  // No protein powder keeps the diet: the list is the nearest, never "picks that fit".
  else if (noProteinPowderFits(u, kept)) intro = `The nearest certified options that keep ${listJoin(wants)} (none of them a protein powder):${left}`;
  else if (goal) intro = `Certified [${title}](/category/${category}) picks${fitting}:${left}`;
  else if (askStim) intro = `${STIM_QUESTION} Overall, our top **${title}** picks${fitting} are:${left}`;
  else intro = `Our top ${kind}**${title}** picks${fitting}, all third-party certified:${left}`;
  // "Got $20": whether the money buys a container is the answer, before the list.
  const budget = u.budgetSaid ?? purchaseBudget(u.normalized);
  // Ones over it that are not shown are still named, so "none fits" is never left unsaid.
  const overShown = kept.filter((f) => !fits.includes(f) && budget !== null && f.product.price !== null && f.product.price > budget);
  const forBudget = budget === null ? "" : purchaseBudgetLine([...fits, ...overShown].map((f) => f.product), budget);
  if (forBudget) d.caution(forBudget);
  sayWhatIsSetAside(d, u.normalized, input.picksFor(category));
  const single = singleServeLine(fits.map((f) => f.product), title, u.normalized);
  if (single) d.add(single);
  const storage = storageLine(u.normalized);
  if (storage) d.add(storage);
  if (asksClean(u.normalized)) {
    d.add(CLEAN_MEANS.text);
    d.sources.push(CLEAN_MEANS.source);
  }
  d.add(intro, pickList(fits, d, goal));
  d.name(...fits.map((f) => f.product));
  const unpriced = priceUnknown(fits.map((f) => f.product), u);
  // A price we do not hold is said plainly on every path: a model draft that drops it is rejected.
  if (unpriced) d.caution(unpriced);
  // A nutrient with an upper limit, asked for by name: say where the limit is.
  for (const limit of UPPER_LIMITS) {
    if (limit.pattern.test(u.normalized)) d.caution(`One serving of each pick here stays under ${limit.text}; count every product you take, and leave higher doses to a clinician.`, limit.limit.source);
  }
  // A multivitamin is counted with the rest: the one caution a multi needs, after the picks it is about, unless the advice above gave it.
  if (kinds.some((k) => k.noun === "multivitamin")) {
    d.add(MULTI_LEAD.replace(/^Take what you lack, not everything on the shelf: count/, "Count"));
    d.sources.push(GUIDE_VITAMINS);
  }
  const hidden = hiddenCaffeineLine(u.normalized);
  if (hidden) {
    d.add(hidden);
    d.sources.push(HIDDEN_CAFFEINE);
  }
  if (askStim) d.add(goal ? STIM_QUESTION : "Reply **stim** or **no stim** and I'll narrow it down, or ask for more options.");
  return fits.map((f) => f.product);
}

export function productBlock(named: Supplement[], u: Understanding, d: Draft) {
  // A brand named alone can match more products than one answer lists (docs/product.md: three per answer).
  const focus = named.slice(0, PICKS_PER_ANSWER);
  const filtered = applyConstraints(focus, u, { allowAboveLimit: true });
  const conflicts = new Map(filtered.leftOut.map((x) => [x.product.id, x.reason]));
  const lines = focus.map((p, i) => {
    const servings = p.servingsPerContainer ? ` ${p.servingsPerContainer} servings per container.` : "";
    const ingredients = p.keyIngredients.length ? ` Per serving (${p.servingSize ?? "see the label"}): ${p.keyIngredients.slice(0, 6).join("; ")}.` : " We do not hold its label amounts; read the label.";
    const conflict = conflicts.get(p.id);
    const fit = conflict ? ` **Not a fit for what you told me:** ${singular(conflict)}.` : "";
    // The model path's pick line carries the same note, so a product named against a budget it cannot be held to never reads as a fit.
    if (conflict) d.fitNotes[p.id] = [`**Not a fit for what you told me:** ${singular(conflict)}`];
    return `${i + 1}. ${productLabel(p)} (${categoryTitle(p.category)}) — CLEARED score ${p.score.total}/100.${ingredients}${servings}${fit} ${productTail(p)}`;
  });
  d.add(lines.join("\n"));
  const rest = named.slice(PICKS_PER_ANSWER);
  if (rest.length) d.add(`Also in our catalogue: ${listJoin(rest.map((p) => `${p.name} by ${p.brand}`))}. Ask about one by name for its details.`);
  d.name(...focus);
}

export function compareBlock(focus: Supplement[], d: Draft) {
  const rows = focus.map((p, i) => {
    const price = p.pricePerServing;
    const parts = [
      price !== null ? `${formatUsd(price)} per serving` : "no price on record",
      p.caffeineMg !== null ? (p.caffeineMg > 0 ? `${p.caffeineMg} mg caffeine` : "no caffeine") : null,
      p.keyIngredients.length ? p.keyIngredients.slice(0, 3).join("; ") : null,
      `CLEARED score ${p.score.total}/100`,
    ].filter(Boolean);
    return `${i + 1}. ${productLabel(p)} — ${parts.join(" · ")}. ${cautionText(p)} ${productDetailsLink(p)}`.replace(/\s+\[Details/, " [Details");
  });
  d.add("Side by side:", rows.join("\n"));
  // "Costs least" only when every price is held: one we hold no price for may cost less.
  const cheapest = focus.some((p) => p.pricePerServing === null) ? undefined : focus
    .flatMap((p) => {
      const price = p.pricePerServing;
      return price === null ? [] : [{ p, price }];
    })
    .sort((a, b) => a.price - b.price)[0]?.p;
  const best = [...focus].sort((a, b) => b.score.total - a.score.total)[0];
  const label = (p: Supplement) => `${p.brand}'s ${p.name}`;
  if (cheapest && best && cheapest.id === best.id) d.add(`${label(cheapest)} costs least per serving and has the higher CLEARED score.`);
  else if (cheapest || best) d.add(`${listJoin([cheapest ? `${label(cheapest)} costs least per serving` : "", best ? `${label(best)} has the higher CLEARED score` : ""].filter(Boolean))}.`);
  d.name(...focus);
}

/** The article extract that answers the question, if the search found one; a second section of the same guide when it answers as well. */
export function quoteBest(
  d: Draft,
  passages: readonly PassageHit[],
  topic: string,
  options: { answeredBy?: readonly string[]; second?: boolean; about?: RegExp; headedBy?: RegExp; minScore?: number; question?: string; headingAnswers?: boolean; figures?: boolean; named?: readonly ConditionId[] } = {},
): boolean {
  // Beside answers already given (their `answeredBy` searches name the guide sections they pair with), a section is
  // quoted when its heading meets the question, linked when it is their pair or its article is about the question, else left out.
  const answered = (options.answeredBy?.length ?? 0) > 0;
  const paired = (hit: PassageHit) => Boolean(hit.heading) && (options.answeredBy ?? []).some((s) => s.includes((hit.heading ?? "").toLowerCase().replace(/[^a-z0-9 -]/g, "").trim()));
  const meets = (hit: PassageHit) => {
    const question = options.question ?? topic;
    const heading = headingMeets(hit.heading ?? hit.postTitle, question, isSubjectWord);
    return heading === "none" && (paired(hit) || headingMeets(hit.postTitle, question, isSubjectWord) !== "none") ? "subject" : heading;
  };
  // No section twice: one already quoted or linked in this answer is not added again.
  const best = bestPassages(passages, topic, 3, options.question, options.named)
    .filter((hit) => !d.blocks.some((b) => b.includes(`](${passageLink(hit)})`)))
    .filter((hit) => !options.about || options.about.test(`${hit.heading ?? ""} ${hit.text}`))
    .filter((hit) => !options.headedBy || options.headedBy.test(hit.heading ?? hit.postTitle))
    .filter((hit) => passageRelevance(hit, topic) >= (options.minScore ?? 0))
    // Beside a myth or question already answered, the best section only, and only if it is about what was asked.
    .filter((hit, i) => !answered || (i === 0 && meets(hit) !== "none") || paired(hit))
    // "Answers by its heading": the heading names the question's subject, or two of its words (one, if it has one).
    .filter((hit) => !options.headingAnswers || headingMatches(hit, topic) >= Math.min(2, topic.split(" ").length));
  if (!best.length) return false;
  // Beside an answer already given, a section that shares only the subject is a link to read more.
  d.add(quotePassage(best[0], topic, d, options.figures, answered && meets(best[0]) === "subject"));
  const next = best[1];
  // A second section beside an answer already given would say its point again ("skip loading before a weigh-in").
  if (options.second && !answered && next && next.slug === best[0].slug && passageRelevance(next, topic) >= passageRelevance(best[0], topic) - 1) d.add(quotePassage(next, topic, d, options.figures));
  return true;
}

/**
 * When nothing in the catalogue fits, the guide section on what to look for, if one is headed by
 * what was asked ("plant protein" for a vegan powder): a section that only shares the category's
 * words (a melatonin gummy study beside a gummy multivitamin) would fill space, not answer.
 */
export function quoteLookFor(d: Draft, passages: readonly PassageHit[], u: Understanding): void {
  const words = wantsOf(u)
    .join(" ")
    .split(/[^a-z-]+/)
    .filter((w) => w.length >= 4 && !/^(?:only|less|serving|comes|caffeine)$/.test(w));
  if (!words.length) return;
  quoteBest(d, passages, `${wantsOf(u).join(" ")} ${CATEGORY_NOUN[u.categories[0]]}`, { headedBy: new RegExp(`\\b(?:${words.map((w) => w.replace(/s$/, "")).join("|")})`, "i") });
}

/**
 * A section about a condition and what was asked with it ("fish oil" with warfarin): it must
 * speak of both. A section on the condition alone (stimulants with blood pressure, beside a
 * multivitamin question) answers something the person did not ask.
 */
export function aboutBoth(condition: RegExp, asked: readonly string[]): RegExp {
  if (!asked.length) return condition;
  return new RegExp(`^(?=[\\s\\S]*(?:${condition.source}))(?=[\\s\\S]*(?:${asked.map(escapeRegExp).join("|")}))`, "i");
}
