import type { ProhibitedHit } from "~/domain/safety/types";
import { CHECK_PRICE, formatUsd } from "./format";
import { detailedIngredients, isAnnotation, isCompleteLabel, parseKeyIngredients } from "./ingredients";
import { amazonLink, buyPath, isSportCertification, toCertification } from "./links";
import { clearedScore, median } from "./score";
import { caffeineMg, evaluateScorecard } from "./scorecard";
import type { Certification, DetailedIngredient, ResearchProduct, Supplement } from "./types";

/*
 * Builds the site's products from the research records. Everything here is derived from the
 * record: no sentence states a fact the research does not hold.
 */

const MAX_MILITARY_BENEFITS = 4;

function pricePerServing(r: ResearchProduct): number | null {
  if (r.price === null || !r.servingsPerContainer) return null;
  return Math.round((r.price / r.servingsPerContainer) * 100) / 100;
}

function shortName(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, "").trim();
}

/** "Caffeine" -> "caffeine" mid-sentence, but brand-cased names ("TruBeet", "L-Citrulline", "EPA") stay as they are. */
function inSentence(name: string): string {
  return /^[A-Z][a-z-]*(?:\s|$)/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function bestCertification(certs: readonly Certification[]): Certification | undefined {
  const rank = (c: Certification) => (isSportCertification(c.body) ? 2 : 0) + (c.confirmed ? 1 : 0);
  return [...certs].sort((a, b) => rank(b) - rank(a))[0];
}

function certificationSentence(cert: Certification | undefined): string {
  if (!cert) return "No third-party certification found.";
  if (cert.body === "NSF Certified for Sport") {
    return cert.listingId
      ? `Listed in the NSF Certified for Sport registry (listing ${cert.listingId}): tested for substances banned in sport, with label claims verified.`
      : "Reported as NSF Certified for Sport in NSF's directory; we have not captured its listing id, so confirm it on the registry.";
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
  const shown = withAmounts.slice(0, 3).map((i) => `${inSentence(shortName(i.name))} ${i.amount}`);
  const more = withAmounts.length > 3 ? `, plus ${withAmounts.length - 3} more` : "";
  const serving = r.servingSize && !/not captured/i.test(r.servingSize) ? ` (${r.servingSize})` : "";
  const per = isCompleteLabel(r.keyIngredients) ? `Per serving${serving}` : `Label amounts we hold, per serving${serving}`;
  return `${intro} ${per}: ${listPhrase(shown)}${more}.${servings}`;
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
    out.push(`${shortName(i.name)}: ${i.militaryBenefit[0].toLowerCase()}${i.militaryBenefit.slice(1)}`);
  }
  return out.slice(0, MAX_MILITARY_BENEFITS);
}

function dosage(r: ResearchProduct, caffeine: number | null): string {
  const serving = r.servingSize && !/not captured/i.test(r.servingSize) ? `Label serving: ${r.servingSize}.` : "Serving size not recorded here.";
  const caffeineNote = caffeine ? ` Each serving has ${caffeine} mg of caffeine; count it toward your daily total.` : "";
  return `${serving} Follow the label's directions and do not exceed them.${caffeineNote}`;
}

function generatedCautions(r: ResearchProduct, certs: Certification[], labelHeld: boolean): string[] {
  const out: string[] = [];
  for (const c of certs) {
    if (!c.confirmed) out.push(`The ${c.body} certification is reported but not confirmed in the registry: check the registry link before you buy.`);
  }
  if (r.price !== null && !r.priceDate) out.push("The price is an undated estimate; check the current price.");
  if (!labelHeld) out.push("We do not hold this product's label amounts; read the label before you buy.");
  return out;
}

/** Screens each label line on its own, so words from neighbouring lines never join into a match. */
function screenLines(lines: string[], screen: (text: string) => ProhibitedHit[]): ProhibitedHit[] {
  const hits = new Map<string, ProhibitedHit>();
  for (const line of lines) for (const hit of screen(line)) if (!hits.has(hit.entryId)) hits.set(hit.entryId, hit);
  return [...hits.values()];
}

export function buildCatalogue(
  research: readonly ResearchProduct[],
  screen: (text: string) => ProhibitedHit[],
): Supplement[] {
  const medians = new Map<string, number | null>();
  for (const category of new Set(research.map((r) => r.category))) {
    const values = research.filter((r) => r.category === category).map(pricePerServing);
    medians.set(category, median(values.filter((v): v is number => v !== null)));
  }
  const cheapest = new Map<string, number>();
  for (const r of research) {
    const pps = pricePerServing(r);
    if (pps !== null && pps < (cheapest.get(r.category) ?? Infinity)) cheapest.set(r.category, pps);
  }

  return research.map((r) => {
    const certifications = r.certifications.map((c) => toCertification(c, r.brand));
    const cert = bestCertification(certifications);
    const ingredients = detailedIngredients(r.keyIngredients);
    const labelHeld = parseKeyIngredients(r.keyIngredients).some((i) => i.amount !== null);
    const pps = pricePerServing(r);
    const scorecard = evaluateScorecard({ keyIngredients: r.keyIngredients, certifications, stimulant: r.stimulant });
    const score = clearedScore(
      { certifications, confidence: r.confidence, keyIngredients: r.keyIngredients, pricePerServing: pps, scorecard },
      medians.get(r.category) ?? null,
    );
    const caffeine = caffeineMg(r);
    const prohibitedHits = screenLines([r.name, ...r.keyIngredients, ...ingredients.map((i) => i.name)], screen);

    const highlights = [...r.highlights];
    if (r.category === "pre-workout" && r.stimulant === false) highlights.unshift("No caffeine.");
    if (pps !== null && pps === cheapest.get(r.category)) highlights.push("Lowest price per serving in this category.");

    return {
      id: r.id,
      name: r.name,
      brand: r.brand,
      category: r.category,
      servingSize: r.servingSize,
      price: r.price,
      priceText: r.price === null ? CHECK_PRICE : formatUsd(r.price),
      pricePerServing: pps,
      pricePerServingText: pps === null ? null : formatUsd(pps),
      rating: score.total,
      description: describe(r, ingredients, cert),
      whyRecommended: [certificationSentence(cert), ...highlights].join(" "),
      militaryBenefits: militaryBenefits(cert, ingredients),
      keyIngredients: r.keyIngredients.filter((l) => !isAnnotation(l) || /^\s*also\b/i.test(l)),
      detailedIngredients: ingredients,
      dosage: dosage(r, caffeine),
      servingsPerContainer: r.servingsPerContainer,
      amazonLink: amazonLink(r),
      asin: r.asin,
      buyPath: buyPath(r.id),
      certifications,
      opssCompliant: prohibitedHits.length === 0,
      prohibitedHits,
      stimulant: r.stimulant,
      caffeineMg: caffeine,
      highlights,
      cautions: [...r.cautions, ...generatedCautions(r, certifications, labelHeld)],
      score,
      scorecard,
      provenance: {
        sources: r.sources,
        notes: r.notes,
        priceSource: r.priceSource,
        priceDate: r.priceDate,
        confidence: r.confidence,
        factsCheckedOn: r.factsCheckedOn,
      },
    } satisfies Supplement;
  });
}
