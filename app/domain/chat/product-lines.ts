import { type CategoryId, getCategoryInfo } from "~/domain/categories";
import { formatUsd } from "~/domain/catalogue/format";
import { checkPriceLinks, NO_PRICE_SHOWN } from "~/domain/catalogue/price-slot";
import type { Supplement } from "~/domain/catalogue/types";
import { productCautions } from "~/domain/safety/product-cautions";
import { isStimulant } from "~/domain/safety/stimulant";
import { type GoalLead, goalReason } from "./goal-leads";
import { productCheckPriceLink, productDetailsLink } from "./links";

/*
 * How a product reads in an answer: its facts line (price per serving, certifications, stimulant
 * status), its cautions, and a numbered pick line with why it fits.
 */

export function categoryTitle(category: CategoryId): string {
  return getCategoryInfo(category)?.title ?? category;
}

function firstSentence(text: string, max = 160): string {
  const sentence = text.trim().match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

function stripEndPunctuation(text: string): string {
  return text.replace(/[.!?…]+$/, "");
}

/** The price slot of a pick without a price, as the product card has it: a link to the certified variant's buy address, or a statement. */
function checkPriceText(product: Supplement): string {
  const { option } = product.buy;
  return checkPriceLinks(option) ? productCheckPriceLink(product, option.href) : NO_PRICE_SHOWN;
}

/** Price per serving, certifications and stimulant status: the facts every pick line carries. */
function productFacts(product: Supplement): string {
  const price = product.pricePerServing;
  const certs = [...new Map(product.certifications.map((c) => [c.body, c])).values()]
    .map((c) => (c.confirmed ? c.body : `${c.body} (reported; confirm on the registry)`))
    .join(" + ");
  const parts = [price !== null ? `${formatUsd(price)} per serving` : checkPriceText(product), certs];
  if (product.category === "pre-workout") {
    parts.push(isStimulant(product) ? (product.caffeineMg ? `${product.caffeineMg} mg caffeine` : "Stim") : "Stim-free");
  }
  return parts.filter(Boolean).join(" · ");
}

export function productLabel(product: Supplement): string {
  return `**${product.name}** by ${product.brand}`;
}

/** A product's safety cautions as one sentence group, or "". */
export function cautionText(product: Supplement): string {
  const cautions = productCautions(product);
  return cautions.length ? `**Caution:** ${cautions.join(" ")}` : "";
}

/** What follows a product's name on any line: its facts, cautions and details link. */
export function productTail(product: Supplement): string {
  return [`${productFacts(product)}.`, cautionText(product), productDetailsLink(product)].filter(Boolean).join(" ");
}

/**
 * Why a product is worth a look, from its own facts: a research highlight, else its first
 * product-specific benefit, else the certification sentence every product has.
 */
function whyLine(product: Supplement): string {
  const benefit = product.militaryBenefits.find((b) => !b.startsWith("Certified for sport"));
  const label = product.keyIngredients.length ? `Per serving: ${product.keyIngredients.slice(0, 2).join(", ")}.` : undefined;
  return firstSentence(product.highlights[0] ?? benefit ?? label ?? product.whyRecommended);
}

export interface Fit {
  product: Supplement;
  /** How it keeps what the person asked ("75 mg caffeine a serving, within your 100 mg") or what to check on the label. */
  notes: string[];
}

/** `goal`: what the person wants it for; the pick's label line that serves it comes first when there is one. */
export function pickLine(fit: Fit, index: number, tag = "", goal: GoalLead | null = null): string {
  const reason = stripEndPunctuation(goalReason(fit.product, goal) ?? whyLine(fit.product));
  const notes = fit.notes.length ? `; ${fit.notes.join("; ")}` : "";
  return `${index + 1}. ${productLabel(fit.product)}${tag} — ${reason}${notes}. ${productTail(fit.product)}`;
}

/** The numbered pick lines; each pick's fit notes are recorded on the draft given. */
export function pickList(fits: readonly Fit[], d?: { fitNotes: Record<string, string[]> }, goal: GoalLead | null = null): string {
  if (d) for (const f of fits) if (f.notes.length) d.fitNotes[f.product.id] = f.notes;
  return fits.map((f, i) => pickLine(f, i, "", goal)).join("\n");
}

export function categoryLink(category: CategoryId): string {
  return `See the full [${categoryTitle(category)}](/category/${category}) list for more options.`;
}
