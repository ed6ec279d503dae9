import { Link } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { countClicksByVariantAndDay } from "~/.server/offers/queries";
import { appContext } from "~/context";
import { listCatalogueEntries } from "~/.server/catalogue";
import { cn } from "~/lib/cn";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin-clicks";

export function meta() {
  return [{ title: "Buy-link clicks | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return privatePageHeaders();
}

const PERIODS = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Clicks through /go per product and per UTC day. Admin-only, the role re-read from D1; 404 to others. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = PERIODS.find((p) => p === asked) ?? 30;
  // Whole UTC days: today and the days before it.
  const startOfToday = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const rows = await countClicksByVariantAndDay(env, { since: startOfToday - (days - 1) * DAY_MS });

  const products = new Map(listCatalogueEntries().map((p) => [p.id, p]));
  const byVariant = new Map<string, { key: string; name: string; variant: string; total: number; lastDay: string }>();
  const byDay = new Map<string, { day: string; total: number; products: { name: string; clicks: number }[] }>();
  for (const row of rows) {
    const product = products.get(row.productId);
    const name = product ? `${product.brand} ${product.name}` : `${row.productId} (no longer in the catalogue)`;
    const variant = row.variantId === "" ? "Before variants were recorded" : (product?.variants.find((v) => v.id === row.variantId)?.label ?? `${row.variantId} (no longer listed)`);
    const key = `${row.productId}/${row.variantId}`;
    const entry = byVariant.get(key) ?? { key, name, variant, total: 0, lastDay: row.day };
    entry.total += row.clicks;
    if (row.day > entry.lastDay) entry.lastDay = row.day;
    byVariant.set(key, entry);
    const day = byDay.get(row.day) ?? { day: row.day, total: 0, products: [] };
    day.total += row.clicks;
    day.products.push({ name, clicks: row.clicks });
    byDay.set(row.day, day);
  }
  return {
    days,
    total: rows.reduce((sum, r) => sum + r.clicks, 0),
    variants: [...byVariant.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    perDay: [...byDay.values()]
      .sort((a, b) => b.day.localeCompare(a.day))
      .map((d) => ({ ...d, products: d.products.sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name)) })),
  };
}

const TH = "px-3 py-2";

export default function AdminClicks({ loaderData }: Route.ComponentProps) {
  const { days, total, variants, perDay } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">Buy-link clicks</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Every click on a buy link passes through <code>/go</code>, which records the product, the certified variant, the retailer and the
        time, nothing about the person. A visitor's repeat clicks on one variant within 10 minutes count once; HEAD requests, bots and
        link previews, and clicks past a visitor's rate limit are redirected but not counted. Days are UTC.
      </p>
      <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2">
        {PERIODS.map((p) => (
          <Link
            key={p}
            to={`?days=${p}`}
            aria-current={p === days ? "page" : undefined}
            className={cn(
              "rounded-md border px-3 py-1.5 text-sm font-semibold",
              p === days ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
            )}
          >
            Last {p} days
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-lg" data-testid="clicks-total">
        <strong className="tabular-nums">{total.toLocaleString("en-US")}</strong> {total === 1 ? "click" : "clicks"} in the last {days} days.
      </p>

      <h2 className="mt-10 text-xl font-bold">Per product and variant</h2>
      {variants.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No clicks in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm" data-testid="clicks-per-product">
            <caption className="sr-only">Clicks per product and variant, most first</caption>
            <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className={TH}>Product</th>
                <th scope="col" className={TH}>Variant</th>
                <th scope="col" className={`${TH} text-right`}>Clicks</th>
                <th scope="col" className={TH}>Last click</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((p) => (
                <tr key={p.key} className="border-t border-border">
                  <th scope="row" className={`${TH} font-medium`}>{p.name}</th>
                  <td className={TH}>{p.variant}</td>
                  <td className={`${TH} text-right tabular-nums`}>{p.total}</td>
                  <td className={TH}>{p.lastDay}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className="mt-10 text-xl font-bold">Per day</h2>
      {perDay.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No clicks in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm" data-testid="clicks-per-day">
            <caption className="sr-only">Clicks per day, newest first, with the products clicked</caption>
            <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className={TH}>Day</th>
                <th scope="col" className={`${TH} text-right`}>Clicks</th>
                <th scope="col" className={TH}>Products</th>
              </tr>
            </thead>
            <tbody>
              {perDay.map((d) => (
                <tr key={d.day} className="border-t border-border align-top">
                  <th scope="row" className={`${TH} font-medium tabular-nums`}>{d.day}</th>
                  <td className={`${TH} text-right tabular-nums`}>{d.total}</td>
                  <td className={TH}>{d.products.map((p) => `${p.name} (${p.clicks})`).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
