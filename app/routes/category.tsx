import { PageHeader } from "~/components/layout/page-header";
import { getCategoryInfo } from "~/domain/categories";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/category";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData ? `Best ${loaderData.category.title} Supplements` : "Category",
    description: loaderData?.category.description,
    path: `/category/${params.categoryId}`,
  });
}

export function loader({ params }: Route.LoaderArgs) {
  const category = getCategoryInfo(params.categoryId);
  if (!category) notFound();
  return { category };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader eyebrow="Supplement category" title={loaderData.category.title}>{loaderData.category.description}</PageHeader>;
}
