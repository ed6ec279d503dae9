import { upperLimitCautions } from "~/domain/safety/product-cautions";
import type { ProhibitedHit } from "~/domain/safety/types";
import { CHECK_PRICE, formatUsd } from "./format";
import { detailedIngredients, isAnnotation, isCompleteLabel, parseKeyIngredients } from "./ingredients";
import { isSportCertification, toCertification } from "./links";
import { buyNote, buyOption, certifiedVariants, type RecordedRetailPage, uncertifiedPriceNote } from "./variants";
import { clearedScore, median } from "./score";
import { caffeineMg, evaluateScorecard } from "./scorecard";
import { currentOffer, formatObservedAt, formatObservedDay, isAmazon, isPossiblyOutOfDate, type ObservedOffer } from "~/domain/prices/offers";
import { doseValues, labelDoses } from "./doses";
import type { Certification, DetailedIngredient, LabelProduct, PriceSeen, ResearchProduct, Supplement } from "./types";
import { listJoin, withoutParentheses } from "~/domain/text";

/*
 * Builds the site's products from the research records and the prices observed in D1.
 * Everything here is derived from those: no sentence states a fact the research does not hold,
 * and no price is shown that was not observed.
 */

const MAX_MILITARY_BENEFITS = 4;


/** "Caffeine" -> "caffeine" mid-sentence, but brand-cased names ("TruBeet", "L-Citrulline", "EPA") stay as they are. */
function inSentence(name: string): string {
  return /^[A-Z][a-z-]*(?:\s|$)/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}


function bestCertification(certs: readonly Certification[]): Certification | undefined {
  const rank = (c: Certification) => (isSportCertification(c.body) ? 2 : 0) + (c.confirmed ? 1 : 0);
  return [...certs].sort((a, b) => rank(b) - rank(a))[0];
}

function certificationSentence(cert: Certification | undefined): string {
  if (!cert) return "No third-party certification found.";
  if (cert.body === "NSF Certified for Sport") {
    return cert.listingId
      ? "Listed in the NSF Certified for Sport registry: tested for substances banned in sport, with label claims verified."
      : "Listed as NSF Certified for Sport in NSF's directory: check this exact product on NSF's registry before you buy.";
  }
  if (cert.body === "Informed Sport") {
    return cert.confirmed
      ? "Listed in the Informed Sport registry: every batch is tested for substances banned in sport."
      : "Sold as Informed Sport certified according to retailer data; the registry listing is not confirmed, so check it before you buy.";
  }
  return cert.confirmed ? `Carries the ${cert.body} mark.` : `Reported to carry the ${cert.body} mark; not confirmed in the registry.`;
}

function describe(r: ResearchProduct, ingredients: DetailedIngredient[], cert: Certification | undefined): string {
  const withAmounts = ingredients.filter((i) => i.amount !== null);
  const servings = r.servingsPerContainer ? ` ${r.servingsPerContainer} servings per container.` : "";
  const intro = sentence(`${r.name} by ${r.brand}`);
  if (withAmounts.length === 0) {
    const listing = cert ? `its ${cert.body} listing` : "its name";
    return `${intro} We hold ${listing} but not its label amounts, so read the label before you buy.${servings}`;
  }
  const shown = withAmounts.slice(0, 3).map((i) => `${inSentence(withoutParentheses(i.name))} ${i.amount}`);
  const more = withAmounts.length > 3 ? `, plus ${withAmounts.length - 3} more` : "";
  const serving = r.servingSize && !/not captured/i.test(r.servingSize) ? ` (${r.servingSize})` : "";
  const per = isCompleteLabel(r.keyIngredients) ? `Per serving${serving}` : `Label amounts we hold, per serving${serving}`;
  return `${intro} ${per}: ${listJoin(shown)}${more}.${servings}`;
}

function militaryBenefits(cert: Certification | undefined, ingredients: DetailedIngredient[]): string[] {
  const out: string[] = [];
  if (cert && isSportCertification(cert.body) && cert.confirmed) {
    out.push("Certified for sport: tested for banned substances, which lowers the risk of a positive drug test from a contaminated supplement.");
  }
  const seen = new Set<string>();
  for (const i of ingredients) {
    if (!i.militaryBenefit || seen.has(i.militaryBenefit)) continue;
    seen.add(i.militaryBenefit);
    out.push(`${withoutParentheses(i.name)}: ${i.militaryBenefit[0].toLowerCase()}${i.militaryBenefit.slice(1)}`);
  }
  return out.slice(0, MAX_MILITARY_BENEFITS);
}

function dosage(r: ResearchProduct, caffeine: number | null): string {
  const serving = r.servingSize && !/not captured/i.test(r.servingSize) ? `Label serving: ${r.servingSize}.` : "Serving size not recorded here.";
  const caffeineNote = caffeine ? ` Each serving has ${caffeine} mg of caffeine; count it toward your daily total.` : "";
  return `${serving} Follow the label's directions and do not exceed them.${caffeineNote}`;
}

function generatedCautions(certs: Certification[], labelHeld: boolean): string[] {
  const out: string[] = [];
  for (const c of certs) {
    if (!c.confirmed) out.push(`The ${c.body} certification is reported but not confirmed in the registry: check the registry link before you buy.`);
  }
  if (!labelHeld) out.push("We do not hold this product's label amounts; read the label before you buy.");
  return out;
}

/** Screens each label line on its own, so words from neighbouring lines never join into a match. */
function screenLines(lines: string[], screen: (text: string) => ProhibitedHit[]): ProhibitedHit[] {
  const hits = new Map<string, ProhibitedHit>();
  for (const line of lines) for (const hit of screen(line)) if (!hits.has(hit.entryId)) hits.set(hit.entryId, hit);
  return [...hits.values()];
}

/**
 * The products as their labels describe them: everything but the price. Built once per isolate;
 * `priceProducts` adds the prices observed in D1 on each request.
 */
export function buildLabelProducts(research: readonly ResearchProduct[], screen: (text: string) => ProhibitedHit[]): LabelProduct[] {
  return research.map((r) => {
    const certifications = r.certifications.map((c) => toCertification(c, r.brand));
    const cert = bestCertification(certifications);
    const ingredients = detailedIngredients(r.keyIngredients);
    const labelHeld = parseKeyIngredients(r.keyIngredients).some((i) => i.amount !== null);
    const scorecard = evaluateScorecard({ keyIngredients: r.keyIngredients, certifications, stimulant: r.stimulant });
    const caffeine = caffeineMg(r);
    const prohibitedHits = screenLines([r.name, ...r.keyIngredients, ...ingredients.map((i) => i.name)], screen);
    const highlights = [...r.highlights];
    if (r.category === "pre-workout" && r.stimulant === false) highlights.unshift("No caffeine.");

    return {
      id: r.id,
      name: r.name,
      brand: r.brand,
      category: r.category,
      servingSize: r.servingSize,
      description: describe(r, ingredients, cert),
      militaryBenefits: militaryBenefits(cert, ingredients),
      keyIngredients: r.keyIngredients.filter((l) => !isAnnotation(l) || /^\s*also\b/i.test(l)),
      detailedIngredients: ingredients,
      dosage: dosage(r, caffeine),
      servingsPerContainer: r.servingsPerContainer,
      variants: certifiedVariants(r),
      certifications,
      opssCompliant: prohibitedHits.length === 0,
      prohibitedHits,
      certificationWithdrawn: null,
      stimulant: r.stimulant,
      caffeineMg: caffeine,
      cautions: [...r.cautions, ...upperLimitCautions(r), ...generatedCautions(certifications, labelHeld)],
      scorecard,
      provenance: { sources: r.sources, notes: r.notes, confidence: r.confidence, factsCheckedOn: r.factsCheckedOn },
      basis: {
        score: { certifications, confidence: r.confidence, keyIngredients: r.keyIngredients, scorecard },
        highlights,
        certification: certificationSentence(cert),
        doses: labelDoses(r),
      },
    } satisfies LabelProduct;
  });
}

function priceSeen(offer: ObservedOffer, now: number): PriceSeen {
  return {
    retailer: offer.retailer,
    observedAt: new Date(offer.observedAt).toISOString(),
    observedText: formatObservedAt(offer.observedAt, offer.observedPrecision),
    observedDay: formatObservedDay(offer.observedAt),
    dateNote: offer.dateNote,
    source: offer.source,
    possiblyOutOfDate: isPossiblyOutOfDate(offer.observedAt, now),
    amazon: isAmazon(offer.retailer),
  };
}

/**
 * The products with their prices: each one's lowest showable current offer (or "Check price"),
 * price per serving, cost per effective dose, and the CLEARED score whose value part compares
 * the price per serving with its category's median. Pure: the offers come in as an argument.
 */
export function priceProducts(
  labels: readonly LabelProduct[],
  offersByProduct: ReadonlyMap<string, readonly ObservedOffer[]>,
  pages: ReadonlyMap<string, RecordedRetailPage>,
  now: number,
): Supplement[] {
  const priced = labels.map((label) => {
    // Only a price of a variant the certification names may be the product's price.
    const certified = new Set(label.variants.filter((v) => v.identified).map((v) => v.id));
    const offer = currentOffer((offersByProduct.get(label.id) ?? []).filter((o) => certified.has(o.variantId)), now);
    const price = offer ? offer.priceCents / 100 : null;
    const pps = price !== null && label.servingsPerContainer ? Math.round((price / label.servingsPerContainer) * 100) / 100 : null;
    return { label, offer, price, pps };
  });
  const medians = new Map<string, number | null>();
  const cheapest = new Map<string, number>();
  const pricedCount = new Map<string, number>();
  for (const { label, pps } of priced) {
    if (pps === null) continue;
    pricedCount.set(label.category, (pricedCount.get(label.category) ?? 0) + 1);
    if (pps < (cheapest.get(label.category) ?? Infinity)) cheapest.set(label.category, pps);
  }
  for (const category of new Set(labels.map((l) => l.category))) {
    const values = priced.filter((p) => p.label.category === category && p.pps !== null).map((p) => p.pps as number);
    medians.set(category, median(values));
  }

  return priced.map(({ label, offer, price, pps }) => {
    const { basis, ...facts } = label;
    const option = buyOption({ ...label, registry: label.certifications[0] }, offer?.variantId ?? null, pages);
    const variant = option.kind === "listing" ? null : (label.variants.find((v) => v.id === option.variantId) ?? null);
    const priceFor = offer ? (label.variants.find((v) => v.id === offer.variantId)?.label ?? null) : null;
    const score = clearedScore({ ...basis.score, pricePerServing: pps, priceFor }, medians.get(label.category) ?? null);
    const highlights = [...basis.highlights];
    // "Lowest" needs something to be lower than: with one priced product there is no comparison.
    if (pps !== null && pps === cheapest.get(label.category)) {
      highlights.push((pricedCount.get(label.category) ?? 0) >= 2 ? "Lowest price per serving in this category." : "The only priced product in this category.");
    }
    return {
      ...facts,
      price,
      priceFor,
      priceNote: offer ? null : uncertifiedPriceNote(label.variants, offersByProduct.get(label.id) ?? [], now),
      buy: {
        option,
        note: buyNote(option, offer?.retailer ?? null),
        variant: variant && {
          id: variant.id,
          label: variant.label,
          statement: variant.statement,
          listingUrl: variant.listings[0].url,
          listingName: variant.listings[0].listingName,
          size: variant.size,
        },
      },
      priceText: price === null ? CHECK_PRICE : formatUsd(price),
      pricePerServing: pps,
      pricePerServingText: pps === null ? null : formatUsd(pps),
      priceSeen: offer && priceSeen(offer, now),
      doses: doseValues(basis.doses, { price, servingsPerContainer: label.servingsPerContainer }),
      rating: score.total,
      score,
      whyRecommended: [basis.certification, ...highlights].join(" "),
      highlights,
    } satisfies Supplement;
  });
}
