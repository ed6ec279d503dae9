import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { getCategoryInfo } from "~/domain/categories";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/quiz-category";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData ? `${loaderData.category.title} Quiz` : "Quiz",
    description: loaderData ? `Find the certified ${loaderData.category.title.toLowerCase()} supplement that fits you.` : undefined,
    path: `/quiz/${params.category}`,
  });
}

export function loader({ params }: Route.LoaderArgs) {
  const category = getCategoryInfo(params.category);
  if (!category) notFound();
  return { category };
}

export default function CategoryQuiz({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Find your supplement" title={`${category.title} quiz`}>
        The questions for this quiz are being written with our dietitian reviewers. Until they are ready, every certified{" "}
        {category.title.toLowerCase()} pick is on the category page, ranked by CLEARED score.
      </PageHeader>
      <div className="mx-auto flex max-w-5xl flex-wrap gap-3 px-4 py-10">
        <Link to={`/category/${category.id}`} prefetch="intent" className={buttonVariants()}>
          See {category.title} picks
        </Link>
        <Link to="/quiz" prefetch="intent" className={buttonVariants({ variant: "outline" })}>
          Choose another goal
        </Link>
      </div>
    </>
  );
}
