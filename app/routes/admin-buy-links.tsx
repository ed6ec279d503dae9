import { CircleCheck } from "~/components/icons";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { findCatalogueEntry, listCatalogueEntries } from "~/.server/catalogue";
import { isAppError } from "~/.server/errors";
import { ADMIN_FORM_MAX_BYTES, readBody } from "~/.server/http/body";
import { listRetailPages, recordRetailPage } from "~/.server/offers/retailer-links";
import { FormAlert } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { ProductSelect } from "~/components/admin/product-select";
import { Button } from "~/components/ui/button";
import { appContext } from "~/context";
import type { FieldErrors } from "~/domain/auth/schemas";
import { ALLOWED_RETAILERS } from "~/domain/catalogue/variants";
import { CATEGORIES } from "~/domain/categories";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin-buy-links";

export function meta() {
  return [{ title: "Buy links | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

const FIELDS = ["variant", "url", "checkedOn"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;
type ActionData = { ok: false; message: string; fields?: FieldErrors; values: Values };

/** Admin-only: the role is re-read from D1 on every load and every post; everyone else gets a 404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const pages = new Map((await listRetailPages(env)).map((p) => [`${p.productId}/${p.variantId}`, p]));
  const rows = listCatalogueEntries().map((p) => {
    const variant = p.variants.find((v) => v.identified);
    const page = variant && pages.get(`${p.id}/${variant.id}`);
    return {
      id: p.id,
      category: p.category,
      name: `${p.brand} ${p.name}`,
      variant: variant ? `${variant.label} (${variant.statement})` : null,
      why: variant ? null : (p.variants[0]?.caveat ?? "No certifier listing in the research names a flavour or size."),
      page: page ? { url: page.url, retailer: page.retailer, checkedOn: page.checkedOn } : null,
    };
  });
  const recorded = new URL(request.url).searchParams.get("recorded");
  return {
    today: new Date().toISOString().slice(0, 10),
    retailers: [...new Set(Object.values(ALLOWED_RETAILERS))],
    groups: CATEGORIES.map((c) => ({
      title: c.title,
      products: listCatalogueEntries()
        .filter((p) => p.category === c.id)
        .flatMap((p) => p.variants.filter((v) => v.identified).map((v) => ({ id: `${p.id}/${v.id}`, label: `${p.brand} ${p.name}: ${v.label}` }))),
    })),
    rows,
    counts: {
      exact: rows.filter((r) => r.page).length,
      search: rows.filter((r) => r.variant && !r.page).length,
      listing: rows.filter((r) => !r.variant).length,
    },
    recorded: rows.find((r) => r.id === recorded?.split("/")[0]) ?? null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  let values: Values = {};
  try {
    const form = (await readBody(request, { area: "admin", maxBytes: ADMIN_FORM_MAX_BYTES, accept: ["form"] })) as Record<string, string>;
    values = Object.fromEntries(FIELDS.map((f) => [f, form[f]]));
    const saved = await recordRetailPage(env, admin, values, (id) => findCatalogueEntry(id)?.variants);
    return redirect(`/admin/buy-links?recorded=${saved.productId}/${saved.variantId}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false, message: error.message, fields: error.fields, values } satisfies ActionData, { status: error.status });
  }
}

const TH = "px-3 py-2";

export default function AdminBuyLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, rows, counts, recorded, today, retailers } = loaderData;
  const result = actionData as ActionData | undefined;
  const values = result?.values ?? {};
  const errors = result?.fields ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">Buy links</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        {`Record the exact page where the certified variant is sold: an Amazon product page (with its ASIN) or a product page of ${retailers.join(", ")}. Until a page is recorded, the buy button is a search on Amazon for the brand, product and certified flavour, and says so. The price refresh looks up Amazon prices by the recorded ASIN only.`}
      </p>
      <p className="mt-4" data-testid="buy-link-counts">
        {`${counts.exact} products with a checked page, ${counts.search} with a labelled search, ${counts.listing} with only the certifier's listing.`}
      </p>

      {recorded?.page && (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>{`Recorded ${recorded.page.url} for ${recorded.name}, checked on ${recorded.page.checkedOn}.`}</span>
        </p>
      )}

      <Form method="post" noValidate className="mt-8 grid gap-5 rounded-xl border border-border bg-card p-5 md:grid-cols-2 md:p-6">
        <div className="md:col-span-2">
          <FormAlert message={result && !result.fields ? result.message : undefined} />
        </div>
        <ProductSelect id="buy-link-variant" name="variant" label="Certified variant" placeholder="Choose a certified variant…" groups={groups} defaultValue={values.variant} errors={errors.variant} />
        <Field label="Retail page" name="url" type="url" required placeholder="https://www.amazon.com/dp/…" className="md:col-span-2" defaultValue={values.url} errors={errors.url} />
        <Field label="Day you checked it" name="checkedOn" type="date" required max={today} defaultValue={values.checkedOn ?? today} errors={errors.checkedOn} hint="The day you opened the page and saw this flavour and size on sale." />
        <div className="md:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Recording…" : "Record page"}
          </Button>
        </div>
      </Form>

      <div className="mt-10 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm" data-testid="buy-links">
          <caption className="sr-only">Each product's certified variant and its buy link</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className={TH}>Product</th>
              <th scope="col" className={TH}>Certified variant</th>
              <th scope="col" className={TH}>Buy link</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <th scope="row" className={`${TH} font-medium`}>{r.name}</th>
                <td className={TH}>{r.variant ?? <span className="text-muted-foreground">{r.why}</span>}</td>
                <td className={TH}>
                  {r.page ? (
                    <a href={r.page.url} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">{`${r.page.retailer}, checked ${r.page.checkedOn}`}</a>
                  ) : r.variant ? (
                    "Amazon search"
                  ) : (
                    "Listing only"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
