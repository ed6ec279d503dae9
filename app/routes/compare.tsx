import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { listOffersForProduct } from "~/.server/offers/queries";
import { BuyButtons } from "~/components/catalogue/buy-buttons";
import { CertificationBadges } from "~/components/catalogue/certification-badges";
import { PageHeader } from "~/components/layout/page-header";
import { appContext } from "~/context";
import { getCategoryInfo } from "~/domain/categories";
import { CHECK_PRICE, formatFactsDate, formatUsd } from "~/domain/catalogue/format";
import { getProduct } from "~/.server/catalogue";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/compare";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData ? `${loaderData.product.brand} ${loaderData.product.name}: price comparison` : "Price comparison",
    description: loaderData
      ? `Prices we have observed for ${loaderData.product.brand} ${loaderData.product.name}, per container and per serving, with their sources and dates.`
      : undefined,
    path: `/compare/${params.productId}`,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const supplement = getProduct(params.productId);
  if (!supplement) notFound();
  const { env } = context.get(appContext);
  const observed = await listOffersForProduct(env, { productId: supplement.id });
  const servings = supplement.servingsPerContainer;
  const category = getCategoryInfo(supplement.category);
  if (!category) throw new Error(`Product ${supplement.id} has no known category: ${supplement.category}`);
  return {
    product: {
      id: supplement.id,
      name: supplement.name,
      brand: supplement.brand,
      price: supplement.price,
      buyPath: supplement.buyPath,
      servingSize: supplement.servingSize,
      servingsPerContainer: servings,
      certifications: supplement.certifications,
      factsCheckedOn: supplement.provenance.factsCheckedOn,
      category,
    },
    offers: observed.map((o) => ({
      ...o,
      priceText: formatUsd(o.priceCents / 100),
      perServingText: servings ? formatUsd(o.priceCents / 100 / servings) : null,
    })),
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  return (
    <>
      <PageHeader eyebrow={`Price comparison · ${product.brand}`} title={product.name}>
        Prices we have observed for this exact product, with where and when we saw them. Prices change: the retailer's price
        at checkout is the one that applies.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <CertificationBadges certifications={product.certifications} />
        <p className="mt-3 text-sm text-muted-foreground">
          {product.servingSize ? `Serving: ${product.servingSize}. ` : ""}
          {product.servingsPerContainer ? `${product.servingsPerContainer} servings per container. ` : ""}
          Facts checked on {formatFactsDate(product.factsCheckedOn)}.
        </p>
        <h2 className="mt-8 text-xl font-bold">Observed prices</h2>
        {offers.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            We have no dated price for this product yet. {CHECK_PRICE} at the retailer.
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Observed prices for {product.name}</caption>
              <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">Retailer</th>
                  <th scope="col" className="px-4 py-3">Price</th>
                  <th scope="col" className="px-4 py-3">Per serving</th>
                  <th scope="col" className="px-4 py-3">Observed</th>
                  <th scope="col" className="px-4 py-3">Source</th>
                </tr>
              </thead>
              <tbody>
                {offers.map((o) => (
                  <tr key={`${o.retailer}-${o.observedOn}`} className="border-t border-border">
                    <th scope="row" className="px-4 py-3 font-semibold">{o.retailer}</th>
                    <td className="px-4 py-3">{o.priceText}</td>
                    <td className="px-4 py-3">{o.perServingText ?? "–"}</td>
                    <td className="px-4 py-3">{formatFactsDate(o.observedOn)}</td>
                    <td className="px-4 py-3 text-muted-foreground">{o.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <BuyButtons product={product} className="mt-8" />
        <Link
          to={`/category/${product.category.id}`}
          prefetch="intent"
          className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> All {product.category.title} picks
        </Link>
      </div>
    </>
  );
}
