import { ArrowRight, FileSearch, Home, Search } from "~/components/icons";
import { useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { NAV_CATEGORIES } from "~/components/layout/nav";
import { buttonVariants } from "~/components/ui/button";
import { pageTitle } from "~/domain/seo";

/**
 * The 404 page: still noindex and logged, and a way on from here: a search of the guides and
 * articles, the six categories, and the ingredient checker.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 md:py-24">
      {/* React hoists these into <head>; the error page has no route meta of its own. */}
      <title>{pageTitle("Page not found")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved. Try one of these instead.</p>

      <Form method="get" action="/blog" role="search" aria-label="Search guides and articles" className="mt-8 flex gap-2">
        <label htmlFor="not-found-q" className="sr-only">
          Search guides and articles
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          required
          maxLength={200}
          placeholder="e.g. caffeine"
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base md:text-sm"
        />
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden /> Search
        </button>
      </Form>

      <h2 className="mt-10 text-lg font-bold">Supplement categories</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {NAV_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.id}`} className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 hover:bg-muted">
              <CategoryIcon category={category} tile="sm" />
              <span className="font-semibold">{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/ingredient-checker" className={buttonVariants({ variant: "outline" })}>
          <FileSearch aria-hidden /> Check a label's ingredients <ArrowRight aria-hidden />
        </Link>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          <Home aria-hidden /> Return to Home
        </Link>
      </div>
    </div>
  );
}
