import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { findCompareProduct } from "~/domain/compare";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/compare";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData ? `${loaderData.product.name} price comparison` : "Price comparison",
    description: loaderData ? `Where to buy ${loaderData.product.brand} ${loaderData.product.name} and what it costs per serving.` : undefined,
    path: `/compare/${params.productId}`,
  });
}

export function loader({ params }: Route.LoaderArgs) {
  const product = findCompareProduct(params.productId);
  if (!product) notFound();
  return { product };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <PageHeader eyebrow={`Price comparison · ${product.brand}`} title={product.name}>
        Retailer-by-retailer prices for this product are on their way. The price we have checked, and the certified
        alternatives, are on its category page.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Link to={`/category/${product.categoryId}`} prefetch="intent" className={buttonVariants()}>
          Back to the category
        </Link>
      </div>
    </>
  );
}
