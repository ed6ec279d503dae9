import { ShieldCheck } from "~/components/icons";
import { useEffect, useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { ProductCard } from "~/components/catalogue/product-card";
import { SectionErrorBoundary } from "~/components/errors/section-error-boundary";
import { JsonLd } from "~/components/json-ld";
import { appContext } from "~/context";
import { getPricedCatalogue } from "~/.server/catalogue";
import { listSavedProductIds } from "~/.server/members/saved-products";
import { panelFacts, toCardProduct } from "~/domain/catalogue/card";
import { CATEGORY_DOSE, EFFECTIVE_DOSES } from "~/domain/catalogue/doses";
import { VALUE_GUIDE_PATH } from "~/domain/site";
import { costPerDose, sortProducts, type ProductSort } from "~/domain/catalogue/sort";
import { type StimulantFilter, stimulantFilterIds } from "~/domain/catalogue/screened";
import { registryConfirmedCount } from "~/domain/catalogue/links";
import { productJsonLd } from "~/domain/catalogue/structured-data";
import { breadcrumbJsonLd } from "~/domain/seo";
import { notFound, routeMeta } from "~/lib/meta";
import { cn } from "~/lib/cn";
import { useSiteUrl } from "~/lib/site-url";
import { buttonVariants } from "~/components/ui/button";
import type { Route } from "./+types/category";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData ? `Best ${loaderData.category.title} Supplements` : "Category",
    description: loaderData ? `${loaderData.category.description}. Certified picks screened against the DoD prohibited list.` : undefined,
    path: `/category/${params.categoryId}`,
  });
}

/** The filter and the sort live in the URL (?stim=no-stim&sort=price): back, share and reload keep them. */
const STIM_FILTERS: readonly StimulantFilter[] = ["all", "stim", "no-stim"];
const SORTS: readonly ProductSort[] = ["score", "price", "dose"];
const pick = <T extends string>(allowed: readonly T[], value: string | null): T => (allowed.find((a) => a === value) ?? allowed[0]);

/**
 * Changing only the filter or the sort re-renders from the products the page already holds: the
 * loader's answer does not depend on them, so there is nothing to fetch again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("stim");
    params.delete("sort");
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { env, user, safety } = context.get(appContext);
  const [catalogue, savedIds] = await Promise.all([getPricedCatalogue(env, await safety()), user ? listSavedProductIds(env, { userId: user.id }) : null]);
  const category = catalogue.getCategory(params.categoryId);
  if (!category) notFound();
  // The category's effective dose, offered as a sort once two products have a known cost for it.
  const doseKind = CATEGORY_DOSE[category.id];
  const comparable = category.supplements.filter((p) => costPerDose(p, doseKind) !== null).length;
  // Without JavaScript a collapsed panel links to ?details=<id>, which renders that product's
  // panels on the server; otherwise they render in the browser when opened.
  const detailsParam = new URL(request.url).searchParams.get("details");
  const detailed = category.supplements.find((p) => p.id === detailsParam);
  return {
    // Cards only: a panel's facts come from the product API when it opens (app/domain/catalogue/card.ts).
    category: { ...category, supplements: category.supplements.map((p) => toCardProduct(p, doseKind)) },
    doseKind,
    registryConfirmed: registryConfirmedCount(category.supplements),
    // The stimulant filter's lists, from the one product screen (server-side, so the page's script stays small).
    stimulantFilter: stimulantFilterIds(category.supplements),
    doseSort: comparable >= 2 ? `Cost per ${EFFECTIVE_DOSES[doseKind].label}` : null,
    pricesAvailable: catalogue.pricesAvailable,
    // Null for a visitor: the Save control then offers to sign in.
    savedIds,
    details: detailed ? { productId: detailed.id, facts: panelFacts(detailed) } : null,
  };
}

/** Built from the products the page already carries, so the loader data does not repeat it. */
function categoryJsonLd(siteUrl: string, category: Route.ComponentProps["loaderData"]["category"]) {
  const path = `/category/${category.id}`;
  return [
    breadcrumbJsonLd(siteUrl, [
      { name: "Home", url: "/" },
      { name: "Supplement Categories", url: "/#recommended" },
      { name: category.title, url: path },
    ]),
    ...category.supplements.map((p) => productJsonLd(siteUrl, path, p)),
  ];
}

/** A row of choices kept in the URL: plain links, so they work before and without JavaScript. */
function Choices<T extends string>({
  label,
  value,
  options,
  hrefFor,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  hrefFor: (value: T) => string;
}) {
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label={label}>
      <span className="text-sm font-semibold text-muted-foreground" aria-hidden>
        {label}
      </span>
      <ul className="inline-flex flex-wrap rounded-lg border border-border bg-card p-0.5">
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={hrefFor(o.value)}
              replace
              preventScrollReset
              // The list changes under the reader's finger: focus and scroll stay where they are.
              state={{ keepPlace: true }}
              aria-current={value === o.value ? "true" : undefined}
              className={cn(
                "inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
                value === o.value ? "bg-primary text-primary-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The compare bar. It counts ticked boxes itself, so ticking one re-renders this bar, not the
 * ten cards. Without JavaScript the ticked boxes still submit the form.
 */
function CompareTray({ formId }: { formId: string }) {
  const [ticked, setTicked] = useState(0);
  useEffect(() => {
    const count = () => setTicked(document.querySelectorAll(`input[name="ids"][form="${formId}"]:checked`).length);
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === "ids") count();
    };
    count();
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, [formId]);
  return (
    // A router Form: with JavaScript the side-by-side page opens as a client navigation, so focus moves to its content.
    <Form
      id={formId}
      method="get"
      action="/compare"
      className={cn(
        "z-10 mt-6 flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 shadow-sm",
        // Once something is ticked it follows the reader along the list.
        ticked ? "sticky bottom-3 shadow-lg ring-1 ring-primary/30" : "",
      )}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {!ticked
          ? "Tick Compare on 2 to 4 products, from any category, to see them side by side."
          : `${ticked} ticked${ticked > 4 ? ": compare at most 4" : ticked < 2 ? ": tick one more" : ""}.`}
      </p>
      <button type="submit" className={buttonVariants({ size: "sm", className: "shrink-0" })} data-testid="compare-submit">
        Compare<span className="sr-only sm:not-sr-only">&nbsp;side by side</span>
      </button>
    </Form>
  );
}

const COMPARE_FORM = "compare-form";

/** From 768 px the cards' "Details" show open (CSS draws them so before JavaScript); this makes them open in fact, for find-in-page and assistive technology. */
function useDetailsOpenOnWideScreens() {
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 48rem)");
    // Only ever opened here: a phone reader's own choice is left alone.
    const apply = () => {
      if (!wide.matches) return;
      for (const details of document.querySelectorAll<HTMLDetailsElement>("details.card-more")) details.open = true;
    };
    apply();
    wide.addEventListener("change", apply);
    return () => wide.removeEventListener("change", apply);
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, doseKind, doseSort, pricesAvailable, savedIds, details, stimulantFilter, registryConfirmed } = loaderData;
  const siteUrl = useSiteUrl();
  useDetailsOpenOnWideScreens();
  const [searchParams] = useSearchParams();
  const isPreWorkout = category.id === "pre-workout";
  const stim = isPreWorkout ? pick(STIM_FILTERS, searchParams.get("stim")) : "all";
  const requestedSort = pick(SORTS, searchParams.get("sort"));
  const sort: ProductSort = requestedSort === "dose" && !doseSort ? "score" : requestedSort;
  /** This page with one choice changed; the defaults stay out of the URL. */
  const hrefWith = (name: "stim" | "sort", value: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete("details");
    if (value === "all" || value === "score") next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    return query ? `?${query}` : `/category/${category.id}`;
  };
  const matches = (p: { id: string }, f: StimulantFilter) => f === "all" || stimulantFilter[f].includes(p.id);
  const count = (f: StimulantFilter) => category.supplements.filter((p) => matches(p, f)).length;
  const shown = sortProducts(category.supplements, sort, doseKind).filter((p) => matches(p, stim));
  const showDailyValue = category.id === "vitamins" || category.supplements.some((p) => p.hasDailyValue);

  return (
    <>
      <JsonLd items={categoryJsonLd(siteUrl, category)} />

      <section className="border-b border-border bg-muted/40">
        <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              <li>
                <Link to="/" className="hover:text-foreground hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden>›</li>
              <li>
                <Link to="/#recommended" className="hover:text-foreground hover:underline">
                  Supplement Categories
                </Link>
              </li>
              <li aria-hidden>›</li>
              <li aria-current="page" className="font-medium text-foreground">
                {category.title}
              </li>
            </ol>
          </nav>
          <div className="mt-5 flex items-start gap-4">
            <span className="hidden sm:block">
              <CategoryIcon category={category} tile="md" />
            </span>
            <div>
              <h1 className="text-3xl font-black tracking-tight md:text-5xl">{category.title}</h1>
              <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{category.description}.</p>
            </div>
          </div>
          <p className="mt-6 flex max-w-3xl items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>
              {category.supplements.length} products, each reported NSF Certified for Sport or Informed Sport ({registryConfirmed} confirmed
              in the certifier's registry, the rest marked unconfirmed) and screened against the DoD prohibited ingredients list, ranked by
              our published{" "}
              <Link to="/methodology#cleared-score" className="text-link">
                CLEARED score
              </Link>
              . Check any other label with the{" "}
              <Link to="/ingredient-checker" className="text-link">
                ingredient checker
              </Link>
              .
            </span>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <h2 className="text-xl font-bold" aria-live="polite">
            {shown.length} {shown.length === 1 ? "product" : "products"}
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            {isPreWorkout && (
              <Choices<StimulantFilter>
                label="Show"
                value={stim}
                hrefFor={(v) => hrefWith("stim", v)}
                options={[
                  { value: "all", label: `All (${count("all")})` },
                  { value: "stim", label: `Stim (${count("stim")})` },
                  { value: "no-stim", label: `No-stim (${count("no-stim")})` },
                ]}
              />
            )}
            <Choices<ProductSort>
              label="Sort by"
              value={sort}
              hrefFor={(v) => hrefWith("sort", v)}
              options={[
                { value: "score", label: "CLEARED score" },
                { value: "price", label: "Price per serving" },
                ...(doseSort ? [{ value: "dose" as const, label: doseSort }] : []),
              ]}
            />
          </div>
        </div>

        {!pricesAvailable && (
          <p role="status" className="mt-4 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
            Prices could not be loaded just now, so every product shows Check price. Everything else on this page is current.
          </p>
        )}
        {sort === "dose" && doseSort && (
          <p className="mt-4 text-sm text-muted-foreground">
            {doseSort}: what one effective dose costs, from the label amount and the price we observed.{" "}
            <Link to={VALUE_GUIDE_PATH} className="text-link">
              How we compare value
            </Link>
            .
          </p>
        )}

        <ol className="mt-6 space-y-4 md:space-y-6" data-testid="product-list">
          {shown.map((product, i) => (
            <li key={product.id}>
              <SectionErrorBoundary section={product.name}>
                <ProductCard
                  product={product}
                  rank={i + 1} showDailyValue={showDailyValue} doseKind={doseKind} compareForm={COMPARE_FORM}
                  saved={savedIds === null ? null : savedIds.includes(product.id)}
                  detailsHref={`?details=${product.id}#${product.id}-details`}
                  details={product.id === details?.productId ? details.facts : null}
                />
              </SectionErrorBoundary>
            </li>
          ))}
        </ol>

        <CompareTray formId={COMPARE_FORM} />
      </div>
    </>
  );
}
