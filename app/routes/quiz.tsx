import { ArrowRight } from "~/components/icons";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { PageHeader } from "~/components/layout/page-header";
import { CATEGORIES } from "~/domain/categories";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/quiz";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Find Your Supplement",
    description: "Pick a goal and answer a few questions to find a certified supplement that fits your training, schedule and duty status.",
    path: "/quiz",
  });
}

export default function QuizSelector() {
  return (
    <>
      <PageHeader eyebrow="Find your supplement" title="What are you training for?">
        Choose a goal. Each quiz narrows the certified products in that category to the ones that fit you.
      </PageHeader>
      <ul className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`/quiz/${category.id}`}
              prefetch="intent"
              className="flex h-full items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm hover:bg-muted"
            >
              <CategoryIcon category={category} tile="md" />
              <span>
                <span className="block font-bold">{category.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{category.description}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  Start <ArrowRight className="size-4" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
