import { AlertCircle } from "~/components/icons";
import { data, Link } from "react-router";
import { getPricedCatalogue } from "~/.server/catalogue";
import { listSavedProductIds } from "~/.server/members/saved-products";
import { BuyButtons, PriceOrCheck } from "~/components/catalogue/buy-buttons";
import { CertificationBadges } from "~/components/catalogue/certification-badges";
import { SaveProduct } from "~/components/catalogue/save-product";
import { PageHeader } from "~/components/layout/page-header";
import { appContext } from "~/context";
import { CATEGORIES, getCategoryInfo } from "~/domain/categories";
import { VALUE_GUIDE_PATH } from "~/domain/site";
import { alignIngredients, doseRows, MAX_SIDE_BY_SIDE, MIN_SIDE_BY_SIDE, parseIdsParam } from "~/domain/catalogue/side-by-side";
import { cn } from "~/lib/cn";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/compare-side-by-side";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const names = loaderData?.products.map((p) => p.name) ?? [];
  return [
    ...routeMeta(matches, {
      title: names.length ? `Side by side: ${names.join(" vs ")}` : "Compare products side by side",
      description: "Certifications, CLEARED score, label amounts, price per serving and per effective dose, side by side.",
      path: "/compare",
    }),
    // One page per combination of products: useful to a reader, not to an index.
    { name: "robots", content: "noindex, follow" },
  ];
}

/** GET /compare?ids=a,b,c (or ?ids=a&ids=b, as the category page's form sends it): 2 to 4 products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, user, safety } = context.get(appContext);
  const [catalogue, savedIds] = await Promise.all([getPricedCatalogue(env, await safety()), user ? listSavedProductIds(env, { userId: user.id }) : null]);
  const ids = parseIdsParam(new URL(request.url).searchParams.getAll("ids"));
  const found = ids.map((id) => catalogue.getProduct(id));
  const unknown = ids.filter((_, i) => found[i] === null);
  const products = found.filter((p) => p !== null).slice(0, MAX_SIDE_BY_SIDE + 1);

  const problem =
    unknown.length > 0
      ? `We have no product with the id ${unknown.map((id) => `“${id.slice(0, 80)}”`).join(", ")}.`
      : ids.length < MIN_SIDE_BY_SIDE
        ? `Choose at least ${MIN_SIDE_BY_SIDE} products to compare${ids.length === 1 ? ": one more" : ""}.`
        : ids.length > MAX_SIDE_BY_SIDE
          ? `Choose at most ${MAX_SIDE_BY_SIDE} products: you chose ${ids.length}.`
          : null;

  const view = products.slice(0, MAX_SIDE_BY_SIDE).map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    category: { title: getCategoryInfo(p.category)?.title ?? p.category },
    price: p.price,
    priceText: p.priceText,
    pricePerServingText: p.pricePerServingText,
    priceSeen: p.priceSeen,
    servingSize: p.servingSize,
    servingsPerContainer: p.servingsPerContainer,
    buy: p.buy,
    certifications: p.certifications,
    score: p.score,
    cautions: p.cautions,
    opssCompliant: p.opssCompliant,
    // Null for a visitor: the Save control then offers to sign in.
    saved: savedIds === null ? null : savedIds.includes(p.id),
  }));
  const payload = {
    problem,
    products: view,
    ingredients: problem ? [] : alignIngredients(products),
    doses: problem ? [] : doseRows(products),
    categories: CATEGORIES.map((c) => ({ id: c.id, title: c.title })),
  };
  return problem ? data(payload, { status: 400 }) : payload;
}

// Row labels keep a readable width on a phone: the table scrolls sideways instead of squeezing them.
const TH = "sticky left-0 z-10 w-28 min-w-28 bg-card px-3 py-3 text-left align-top text-sm font-semibold break-words hyphens-auto md:w-52 md:min-w-52";
const TD = "px-3 py-3 align-top text-sm";

function SectionRow({ title, span }: { title: string; span: number }) {
  return (
    <tr className="bg-muted/60">
      <th scope="colgroup" colSpan={span} className="px-3 py-2 text-left section-label">
        {title}
      </th>
    </tr>
  );
}

export default function SideBySide({ loaderData }: Route.ComponentProps) {
  const { problem, products, ingredients, doses, categories } = loaderData;

  if (problem) {
    return (
      <>
        <PageHeader eyebrow="Side by side" title="Compare products" />
        <div className="mx-auto max-w-3xl px-4 py-10">
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{problem}</span>
          </p>
          {products.length > 0 && (
            <p className="mt-6">
              You chose:{" "}
              {products.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ", "}
                  <Link to={`/compare/${p.id}`} className="text-link">
                    {p.brand} {p.name}
                  </Link>
                </span>
              ))}
              .
            </p>
          )}
          <p className="mt-6 text-muted-foreground">
            On any category page, tick <strong>Compare</strong> on 2 to 4 products (from one category or several) and choose{" "}
            <strong>Compare side by side</strong>.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`/category/${c.id}`} className="inline-block rounded-md border border-border px-3 py-1.5 text-sm font-semibold hover:bg-muted">
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  const span = products.length + 1;
  return (
    <>
      <PageHeader eyebrow="Side by side" title={`${products.length} products compared`}>
        Certifications, score, label amounts and what each costs per serving and per effective dose. Prices are the lowest we have
        observed, with their dates.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-3 text-sm text-muted-foreground md:hidden">Swipe the table sideways to see every product.</p>
        {/* relative: the links' screen-reader text is positioned absolutely and must scroll with the table, not widen the page. */}
        <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
          <table id="side-by-side" className="w-full scroll-mt-24 border-collapse" style={{ minWidth: `${7 + products.length * 11}rem` }} data-testid="side-by-side">
            <caption className="sr-only">{`Side by side: ${products.map((p) => p.name).join(", ")}`}</caption>
            <colgroup>
              <col className="w-28 md:w-52" />
              {products.map((p) => (
                <col key={p.id} />
              ))}
            </colgroup>
            <thead>
              <tr className="border-b border-border">
                <td className={TH}>
                  <span className="sr-only">Product</span>
                </td>
                {products.map((p) => (
                  <th key={p.id} scope="col" className="px-3 py-3 text-left align-top" data-testid="side-by-side-product">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">{p.category.title}</span>
                    <span className="block text-sm text-muted-foreground">{p.brand}</span>
                    <Link to={`/compare/${p.id}`} className="block font-bold leading-snug text-foreground hover:text-primary hover:underline">
                      {p.name}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <SectionRow title="Price" span={span} />
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Price</th>
                {products.map((p) => (
                  <td key={p.id} className={TD}>
                    <span className="text-lg font-black tabular-nums"><PriceOrCheck product={p} known={p.price === null ? null : p.priceText} /></span>
                    {p.priceSeen && (
                      <span className="block text-xs text-muted-foreground">
                        {p.priceSeen.amazon ? `Amazon, as of ${p.priceSeen.observedText}` : `${p.priceSeen.retailer}, ${p.priceSeen.observedDay}`}
                        {p.priceSeen.possiblyOutOfDate && <span className="block font-semibold text-amber-700 dark:text-amber-300">Possibly out of date</span>}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Per serving</th>
                {products.map((p) => (
                  <td key={p.id} className={`${TD} tabular-nums`}>
                    {p.pricePerServingText ?? "Not known"}
                    <span className="block text-xs text-muted-foreground">
                      {[p.servingSize, p.servingsPerContainer ? `${p.servingsPerContainer} servings` : null].filter(Boolean).join(" · ")}
                    </span>
                  </td>
                ))}
              </tr>
              {doses.map((d) => (
                <tr key={d.kind} className="border-t border-border" data-testid="dose-row">
                  <th scope="row" className={TH}>{d.label}</th>
                  {d.cells.map((cell, i) => (
                    <td key={products[i].id} className={cn(TD, d.best === i && "bg-success/10")}>
                      {cell === null ? (
                        <span className="text-muted-foreground">Not measured</span>
                      ) : "perServing" in cell ? (
                        <>
                          <span className="font-semibold tabular-nums">{cell.cost}</span>
                          {d.best === i && <span className="ml-1 text-xs font-semibold text-success">lowest</span>}
                          <span className="block text-xs text-muted-foreground">{cell.perServing}</span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">Not known: {cell.reason}</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-border">
                <td colSpan={span} className="px-3 py-2 text-xs text-muted-foreground">
                  <Link to={VALUE_GUIDE_PATH} className="text-link">
                    How we compare value per effective dose
                  </Link>
                </td>
              </tr>

              <SectionRow title="Safety and score" span={span} />
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Certifications</th>
                {products.map((p) => (
                  <td key={p.id} className={TD}>
                    <CertificationBadges certifications={p.certifications} />
                  </td>
                ))}
              </tr>
              <tr className="border-t border-border">
                <th scope="row" className={TH}>DoD prohibited list</th>
                {products.map((p) => (
                  <td key={p.id} className={TD}>
                    {p.opssCompliant ? "No listed ingredient found" : "Contains a listed ingredient"}
                  </td>
                ))}
              </tr>
              <tr className="border-t border-border">
                <th scope="row" className={TH}>CLEARED score</th>
                {products.map((p) => (
                  <td key={p.id} className={`${TD} text-lg font-black tabular-nums`} data-testid="side-by-side-score">
                    {p.score.total}
                    <span className="text-sm font-normal text-muted-foreground"> / 100</span>
                  </td>
                ))}
              </tr>
              {products[0].score.components.map((c, row) => (
                <tr key={c.id} className="border-t border-border">
                  <th scope="row" className={`${TH} font-normal`}>
                    {c.label}
                    <span className="block text-xs text-muted-foreground">out of {c.max}</span>
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className={TD}>
                      <span className="font-semibold tabular-nums">{p.score.components[row].points}</span>
                      <span className="block text-xs text-muted-foreground">{p.score.components[row].detail}</span>
                    </td>
                  ))}
                </tr>
              ))}

              <SectionRow title="Label amounts per serving" span={span} />
              {ingredients.length === 0 ? (
                <tr className="border-t border-border">
                  <td colSpan={span} className={`${TD} text-muted-foreground`}>
                    We hold no label amounts for these products.
                  </td>
                </tr>
              ) : (
                ingredients.map((row) => (
                  <tr key={row.key} className="border-t border-border" data-testid="ingredient-row">
                    <th scope="row" className={`${TH} font-normal`}>{row.name}</th>
                    {row.amounts.map((amount, i) => (
                      <td key={products[i].id} className={`${TD} tabular-nums`}>
                        {amount ?? <span className="text-muted-foreground">–</span>}
                      </td>
                    ))}
                  </tr>
                ))
              )}

              <SectionRow title="Before you buy" span={span} />
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Cautions</th>
                {products.map((p) => (
                  <td key={p.id} className={TD}>
                    {p.cautions.length === 0 ? (
                      <span className="text-muted-foreground">None recorded</span>
                    ) : (
                      <ul className="list-disc space-y-1 pl-4">
                        {p.cautions.map((c) => (
                          <li key={c}>{c}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                ))}
              </tr>
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Buy</th>
                {products.map((p) => (
                  <td key={p.id} className={`${TD} min-w-44`}>
                    <BuyButtons product={p} />
                  </td>
                ))}
              </tr>
              <tr className="border-t border-border">
                <th scope="row" className={TH}>Save</th>
                {products.map((p) => (
                  <td key={p.id} className={TD}>
                    <SaveProduct productId={p.id} productName={p.name} saved={p.saved} anchor="side-by-side" />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
