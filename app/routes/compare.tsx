import { ArrowLeft, ArrowRight, Columns3, ShieldCheck } from "~/components/icons";
import { Link } from "react-router";
import { getPricedCatalogue } from "~/.server/catalogue";
import { listSavedProductIds } from "~/.server/members/saved-products";
import { SaveProduct } from "~/components/catalogue/save-product";
import { getProductPrices } from "~/.server/offers/product-prices";
import { BuyButtons, PriceOrCheck } from "~/components/catalogue/buy-buttons";
import { CertificationBadges } from "~/components/catalogue/certification-badges";
import { IngredientsTable } from "~/components/catalogue/ingredients-table";
import { Cautions } from "~/components/catalogue/cautions";
import { SafetyNotice } from "~/components/catalogue/safety-notice";
import { ScoreBadge } from "~/components/catalogue/score-badge";
import { PageHeader } from "~/components/layout/page-header";
import { PriceHistory } from "~/components/prices/price-history";
import { buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { getCategoryInfo } from "~/domain/categories";
import { CATEGORY_DOSE } from "~/domain/catalogue/doses";
import { VALUE_GUIDE_PATH } from "~/domain/site";
import { CHECK_PRICE, formatFactsDate } from "~/domain/catalogue/format";
import { bestValues, valueConstraints } from "~/domain/catalogue/screened";
import { AMAZON_API_PRICE_HOURS, AMAZON_PRICE_DISCLAIMER, POSSIBLY_OUT_OF_DATE_DAYS } from "~/domain/prices/offers";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/compare";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    // The page the chat's and the cards' "Details" open: certification and the DoD screen first, then prices.
    title: loaderData ? `${loaderData.product.brand} ${loaderData.product.name}: certification, safety and prices` : "Product details",
    description: loaderData
      ? `${loaderData.product.brand} ${loaderData.product.name}: its third-party certification, what our DoD list screen found, and the prices we have observed per container, per serving and per effective dose, with their sources and dates.`
      : undefined,
    path: `/compare/${params.productId}`,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, user, safety } = context.get(appContext);
  const [catalogue, savedIds] = await Promise.all([getPricedCatalogue(env, await safety()), user ? listSavedProductIds(env, { userId: user.id }) : null]);
  const product = catalogue.getProduct(params.productId);
  if (!product) notFound();
  const category = getCategoryInfo(product.category);
  if (!category) throw new Error(`Product ${product.id} has no known category: ${product.category}`);
  const prices = await getProductPrices(env, product);
  const doseKind = CATEGORY_DOSE[product.category];
  const alternatives = bestValues(catalogue.getCategory(product.category)?.supplements ?? [], doseKind, product.id, valueConstraints(product)).map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    rating: p.rating,
    pricePerServingText: p.pricePerServingText,
    dose: p.doses.find((d) => d.kind === doseKind) ?? null,
  }));
  return {
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand,
      price: product.price,
      priceText: product.priceText,
      pricePerServingText: product.pricePerServingText,
      priceSeen: product.priceSeen,
      buy: product.buy,
      priceFor: product.priceFor,
      priceNote: product.priceNote,
      servingSize: product.servingSize,
      servingsPerContainer: product.servingsPerContainer,
      // What is in it, as the product's card panels show it: a details page that leaves it out
      // sends the reader back to the category to learn what they would be buying.
      detailedIngredients: product.detailedIngredients,
      cautions: product.cautions,
      stimulant: product.stimulant,
      caffeineMg: product.caffeineMg,
      certifications: product.certifications,
      prohibitedHits: product.prohibitedHits,
      certificationWithdrawn: product.certificationWithdrawn,
      opssCompliant: product.opssCompliant,
      score: product.score,
      doses: product.doses,
      factsCheckedOn: product.provenance.factsCheckedOn,
      category,
    },
    prices,
    alternatives,
    pricesAvailable: catalogue.pricesAvailable,
    // Null for a visitor: the Save control then offers to sign in.
    saved: savedIds === null ? null : savedIds.includes(product.id),
  };
}

const CELL = "px-4 py-3";

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { product, prices, alternatives, pricesAvailable, saved } = loaderData;
  const showsAmazon = prices.offers.some((o) => o.amazon);
  const current = prices.offers[0];
  return (
    <>
      <PageHeader eyebrow={`Product details · ${product.brand}`} title={product.name}>
        What is in it, its certification, what our screen of the DoD list found, and the prices we have observed for this exact product, with
        where and when we saw them and what one effective dose costs. Prices change: the retailer's price at checkout is the one
        that applies.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <SafetyNotice product={product} className="mb-3" />
            {/* What the DoD-list screen of the label found, as on the product's card: not a compliance claim. */}
            {product.opssCompliant && (
              <p className="mb-3">
                {/* Foreground text: the pill's green on its tint over this page's background is below 4.5:1. */}
                <span className="pill pill-success text-foreground" data-testid="dod-screen">
                  <ShieldCheck className="size-3.5 text-success" aria-hidden /> No DoD-prohibited ingredient found
                </span>
              </p>
            )}
            <CertificationBadges certifications={product.certifications} />
            <p className="mt-3 text-sm text-muted-foreground">
              {product.servingSize ? `Serving: ${product.servingSize}. ` : ""}
              {product.servingsPerContainer ? `${product.servingsPerContainer} servings per container. ` : ""}
              Facts checked on {formatFactsDate(product.factsCheckedOn)}.
            </p>
            <p className="mt-2 text-sm">
              Holding a bottle? <a href="/ingredient-checker#scan-title" className="text-link">Scan its label</a> with your phone to check it against the DoD list.
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3 md:flex-col md:items-end" id="save">
            <ScoreBadge score={product.score} />
            <SaveProduct productId={product.id} productName={product.name} saved={saved} anchor="save" />
          </div>
        </div>

        <section aria-labelledby="whats-in-it" className="mt-8">
          <h2 id="whats-in-it" className="text-xl font-bold">
            What is in it
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="stimulant-line">
            {product.stimulant === true
              ? `Contains a stimulant${product.caffeineMg ? `: ${product.caffeineMg} mg caffeine a serving` : ""}.`
              : product.stimulant === false
                ? "No stimulant on its label."
                : "Its label does not tell us whether it holds a stimulant: read it before you buy."}
            {product.servingSize ? ` Amounts are per serving (${product.servingSize}).` : ""}
          </p>
          <div className="mt-3">
            <IngredientsTable
              ingredients={product.detailedIngredients}
              showDailyValue={product.detailedIngredients.some((i) => i.dailyValue)}
              caption={`Ingredients of ${product.name} per serving`}
            />
          </div>
          {product.cautions.length > 0 && (
            <div className="mt-4">
              <Cautions cautions={product.cautions} />
            </div>
          )}
        </section>

        <section aria-labelledby="price-seen" className="mt-8 grid gap-6 rounded-xl border border-border bg-card p-5 md:grid-cols-[1fr_16rem] md:p-6">
          <div>
            {/* A price is as of the day it was seen (dated below), never "today". */}
            <h2 id="price-seen" className="text-sm font-bold uppercase tracking-wider text-muted-foreground">
              {product.price === null ? "Price" : "Lowest price we have seen"}
            </h2>
            <p className="mt-2 text-4xl font-black tabular-nums" data-testid="price">
              <PriceOrCheck product={product} known={product.price === null ? null : product.priceText} />
            </p>
            <p className="mt-1 text-muted-foreground" data-testid="price-per-serving">
              {product.pricePerServingText ? `${product.pricePerServingText} per serving` : "Price per serving not known"}
            </p>
            {product.priceFor && (
              <p className="mt-1 text-sm" data-testid="price-for">{`For the certified variant: ${product.priceFor}.`}</p>
            )}
            {product.priceNote && (
              <p className="mt-2 text-sm" data-testid="price-note">
                {product.priceNote}
              </p>
            )}
            {current && (
              <p className="mt-2 text-sm">
                {current.amazon ? `Amazon price as of ${current.observedText}` : `At ${current.retailer}, seen ${current.observedText}`}
                {current.possiblyOutOfDate && <OutOfDate />}
              </p>
            )}
            {prices.lowest && (
              <p className="mt-3 text-sm text-muted-foreground" data-testid="lowest-observed">
                {`Lowest price we have observed: ${prices.lowest.priceText} at ${prices.lowest.retailer}, last seen ${prices.lowest.observedText}.`}
              </p>
            )}
            {!pricesAvailable && <p className="mt-3 text-sm text-muted-foreground">Prices could not be loaded just now. Try again in a moment.</p>}
          </div>
          <BuyButtons product={product} comparePrices={false} />
        </section>

        <section aria-labelledby="value-per-dose" className="mt-10">
          <h2 id="value-per-dose" className="text-xl font-bold">
            Value per effective dose
          </h2>
          <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
            A serving is whatever the label says it is; a dose is the amount that does the job. We divide the price by the label's amount
            to get the cost of one effective dose, so products with different servings compare fairly.{" "}
            {product.priceFor ? `Computed for the certified variant ${product.priceFor}. ` : ""}
            <Link to={VALUE_GUIDE_PATH} className="text-link">
              How we compare value
            </Link>
          </p>
          {product.doses.length === 0 ? (
            <p className="mt-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="no-dose">
              Compare this product by its price per serving: there is no single effective dose to price it by.
            </p>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="dose-values">
              {product.doses.map((d) => (
                <li key={d.kind} className="rounded-xl border border-border bg-card p-4">
                  <p className="text-sm font-semibold text-muted-foreground">Per {d.doseLabel}</p>
                  <p className="mt-1 text-2xl font-black tabular-nums">{d.costPerDoseText ?? "Not known"}</p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {d.costPerDoseText
                      ? `${d.perServingText}: ${d.dosesPerServing} ${d.dosesPerServing === 1 ? "dose" : "doses"} per serving.`
                      : d.reason}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="observed-prices" className="mt-10">
          <h2 id="observed-prices" className="text-xl font-bold">
            Observed prices
          </h2>
          {prices.offers.length === 0 ? (
            <p className="mt-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
              We have no dated price for this product yet. {CHECK_PRICE} at the retailer.
            </p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on phones must take focus (it may hold no link), or a keyboard cannot scroll it
            <section className="relative mt-3 overflow-x-auto rounded-xl border border-border" tabIndex={0} aria-label="Table of observed prices">
              <table className="w-full min-w-[36rem] text-left text-sm" data-testid="offers">
                <caption className="sr-only">Latest price at each retailer for {product.name}, cheapest per serving first</caption>
                <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className={CELL}>Retailer</th>
                    <th scope="col" className={CELL}>Variant</th>
                    <th scope="col" className={CELL}>Price</th>
                    <th scope="col" className={CELL}>Per serving</th>
                    <th scope="col" className={CELL}>Seen</th>
                    <th scope="col" className={CELL}>Source</th>
                  </tr>
                </thead>
                <tbody>
                  {prices.offers.map((o) => (
                    <tr key={`${o.retailer}/${o.variant}`} className="border-t border-border align-top">
                      <th scope="row" className={`${CELL} font-semibold`}>
                        {o.url && !o.amazon ? (
                          <a href={o.url} target="_blank" rel="nofollow noopener noreferrer" className="text-primary underline underline-offset-2">
                            {o.retailer}
                          </a>
                        ) : (
                          o.retailer
                        )}
                      </th>
                      <td className={CELL}>{o.variant}</td>
                      <td className={`${CELL} tabular-nums`}>{o.priceText}</td>
                      <td className={`${CELL} tabular-nums`}>{o.pricePerServingText ?? "–"}</td>
                      <td className={CELL}>
                        {o.amazon ? `as of ${o.observedText}` : o.observedText}
                        {o.dateNote && <span className="text-muted-foreground"> ({o.dateNote})</span>}
                        {o.possiblyOutOfDate && <OutOfDate block />}
                        {o.amazon && (
                          <a href="#amazon-notice" className="block text-xs underline underline-offset-2">
                            About this price
                          </a>
                        )}
                      </td>
                      <td className={`${CELL} text-muted-foreground`}>{o.source}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {prices.otherVariants.length > 0 && (
            <div className="mt-4 text-sm" data-testid="other-variant-prices">
              <p className="font-semibold">Prices we hold for variants no certifier is known to list (never shown as this product's price)</p>
              <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                {prices.otherVariants.map((o) => (
                  <li key={`${o.retailer}/${o.variant}`}>{`${o.variant} at ${o.retailer}: ${o.priceText}, seen ${o.observedText}.`}</li>
                ))}
              </ul>
            </div>
          )}
          {prices.withheld.map((w) => (
            <p key={w.retailer} className="mt-3 text-sm text-muted-foreground">
              {`${w.retailer}: the last price we fetched (${w.observedText}) is not shown, because Amazon allows prices from its API to be shown for ${AMAZON_API_PRICE_HOURS} hours. Check the current price on Amazon.`}
            </p>
          ))}
          {prices.offers.some((o) => o.possiblyOutOfDate) && (
            <p className="mt-3 text-sm text-muted-foreground">
              Possibly out of date: seen more than {POSSIBLY_OUT_OF_DATE_DAYS} days ago. We still show it, because it is the last price we
              observed; check the retailer before you buy.
            </p>
          )}
          {showsAmazon && (
            <p id="amazon-notice" className="mt-3 scroll-mt-24 rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
              {AMAZON_PRICE_DISCLAIMER}
            </p>
          )}
        </section>

        {prices.history.length > 0 && (
          <section aria-labelledby="price-history" className="mt-10">
            <h2 id="price-history" className="text-xl font-bold">
              Price history
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">The lowest price we saw at each moment, across retailers.</p>
            <div className="mt-3">
              <PriceHistory history={prices.history} productName={product.name} />
            </div>
          </section>
        )}

        {alternatives.length > 0 && (
          <section aria-labelledby="alternatives" className="mt-10">
            <h2 id="alternatives" className="text-xl font-bold">
              Best values in {product.category.title}
            </h2>
            <ul className="mt-4 grid gap-3 md:grid-cols-3" data-testid="alternatives">
              {alternatives.map((a) => (
                <li key={a.id} className="flex flex-col rounded-xl border border-border bg-card p-4">
                  <p className="text-sm text-muted-foreground">{a.brand}</p>
                  <p className="font-semibold leading-snug">{a.name}</p>
                  <p className="mt-2 text-sm">
                    {a.dose?.costPerDoseText ? `${a.dose.costPerDoseText} per ${a.dose.doseLabel}` : `${a.pricePerServingText} per serving`}
                  </p>
                  <p className="text-sm text-muted-foreground">CLEARED score {a.rating}</p>
                  <Link
                    to={`/compare/${a.id}`}
                    prefetch="intent"
                    className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-primary hover:underline"
                  >
                    Prices <ArrowRight className="size-4" aria-hidden />
                    <span className="sr-only">for {a.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={`/compare?ids=${[product.id, ...alternatives.map((a) => a.id)].join(",")}`}
              className={buttonVariants({ variant: "outline", className: "mt-4" })}
            >
              <Columns3 aria-hidden /> Compare these side by side
            </Link>
          </section>
        )}

        <Link
          to={`/category/${product.category.id}`}
          prefetch="intent"
          className="mt-10 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> All {product.category.title} picks
        </Link>
      </div>
    </>
  );
}

function OutOfDate({ block }: { block?: boolean }) {
  return (
    <span className={`${block ? "block" : ""} font-semibold text-amber-700 dark:text-amber-300`} data-testid="possibly-out-of-date">
      {block ? "Possibly out of date" : " · possibly out of date"}
    </span>
  );
}
