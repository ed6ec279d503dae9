import { CircleCheck } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { isAppError } from "~/.server/errors";
import { linkOrigin } from "~/.server/env";
import { ADMIN_FORM_MAX_BYTES, readBody } from "~/.server/http/body";
import { checkPriceAlerts } from "~/.server/members/price-alerts";
import { recordPriceEntry } from "~/.server/offers/admin-entry";
import { listRecentObservations } from "~/.server/offers/queries";
import { FormAlert } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { Button } from "~/components/ui/button";
import { ProductSelect } from "~/components/admin/product-select";
import { appContext } from "~/context";
import type { FieldErrors } from "~/domain/auth/schemas";
import { CATEGORIES } from "~/domain/categories";
import { listCatalogueEntries } from "~/.server/catalogue";
import { formatCents, formatObservedAt } from "~/domain/prices/offers";
import { privatePageHeaders } from "~/lib/private-page";
import { focusFirstInvalid, useFocusFirstInvalid } from "~/lib/use-focus-first-invalid";
import type { Route } from "./+types/admin-prices";

export function meta() {
  return [{ title: "Record a price | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

const FIELDS = ["productId", "variantId", "variantSeen", "retailer", "price", "url", "observedOn", "observedTime", "source"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;
type ActionData = { ok: false; message: string; fields?: FieldErrors; values: Values };

// Admin-only: the role is re-read from D1 on every load and every post; everyone else gets a 404.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  const products = listCatalogueEntries();
  const names = new Map(products.map((p) => [p.id, `${p.brand} ${p.name}`]));
  const recent = await listRecentObservations(env, { limit: 30 });
  const recordedId = Number(new URL(request.url).searchParams.get("recorded"));
  const toRow = (o: (typeof recent)[number]) => ({
    id: o.id,
    product: names.get(o.productId) ?? o.productId,
    variant: o.variantId ? o.variantId : `not a certified variant${o.variantSeen ? `: ${o.variantSeen}` : ""}`,
    retailer: o.retailer,
    price: formatCents(o.priceCents),
    observed: formatObservedAt(o.observedAt, o.observedPrecision),
    origin: o.origin,
    source: o.source,
    url: o.url,
  });
  return {
    today: new Date().toISOString().slice(0, 10),
    groups: CATEGORIES.map((c) => ({
      title: c.title,
      products: products
        .filter((p) => p.category === c.id)
        .map((p) => ({ id: p.id, label: `${p.brand} ${p.name}${p.servingsPerContainer ? ` (${p.servingsPerContainer} servings)` : ""}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    })),
    variantGroups: products
      .filter((p) => p.variants.length > 0)
      .map((p) => ({ title: `${p.brand} ${p.name}`, productId: p.id, products: p.variants.map((v) => ({ id: v.id, label: `${v.label} (${v.statement})` })) })),
    recent: recent.map(toRow),
    recorded: recent.filter((o) => o.id === recordedId).map(toRow)[0] ?? null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { env, ctx, safety } = context.get(appContext);
  let values: Values = {};
  try {
    const form = (await readBody(request, { area: "admin", maxBytes: ADMIN_FORM_MAX_BYTES, accept: ["form"] })) as Record<string, string>;
    values = Object.fromEntries(FIELDS.map((f) => [f, form[f]]));
    const { id } = await recordPriceEntry(env, admin, values);
    // A new price can cross a member's price alert; checked after the answer, never failing the entry.
    ctx.waitUntil(safety().then((state) => checkPriceAlerts(env, { origin: linkOrigin(env, request), safety: state })).catch((error: unknown) => console.error("[price-alerts] check failed", error)));
    // Post, then redirect: reloading the confirmation never records the price twice.
    return redirect(`/admin/prices?recorded=${id}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false, message: error.message, fields: error.fields, values } satisfies ActionData, { status: error.status });
  }
}

/** The server's schema, run in the browser first (loaded on first focus, kept out of other pages). */
const loadSchemas = () => Promise.all([import("~/domain/prices/schemas"), import("~/domain/auth/schemas")]);

function usePriceForm(result: ActionData | undefined, variants: Map<string, string[]>) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    setClientErrors(null);
    if (result) focusFirstInvalid(formRef.current);
  }, [result]);
  const focusWhenShown = useFocusFirstInvalid(formRef, clientErrors);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const send = () => void submit(form);
    loadSchemas().then(([{ priceEntrySchema }, { fieldErrors }]) => {
      const parsed = priceEntrySchema({ variants, now: Date.now() }).safeParse(Object.fromEntries(new FormData(form)));
      if (parsed.success) return send();
      focusWhenShown();
      setClientErrors(fieldErrors(parsed.error));
      // The server checks anyway: a chunk that fails to load must not block the form.
    }, send);
  };
  return {
    formProps: { ref: formRef, onSubmit, onFocus: () => void loadSchemas() },
    errors: clientErrors ?? result?.fields ?? {},
    formError: !clientErrors && result && !result.fields ? result.message : undefined,
    clear: (name: string) => setClientErrors((current) => (current?.[name] ? { ...current, [name]: [] } : current)),
  };
}

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, variantGroups, recent, recorded, today } = loaderData;
  const result = actionData as ActionData | undefined;
  const values = result?.values ?? {};
  const variants = new Map(groups.flatMap((g) => g.products.map((p) => [p.id, variantGroups.find((v) => v.productId === p.id)?.products.map((v) => v.id) ?? []])));
  const { formProps, errors, formError, clear } = usePriceForm(result, variants);
  const pending = useNavigation().state === "submitting";

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">Record a price</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        A price you saw yourself, for one container of the size the catalogue lists. It joins the price history; the newest price per
        retailer becomes the one shown. Nothing is ever overwritten: to correct a price, record what you see now.
      </p>

      {recorded && (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>{`Recorded ${recorded.price} at ${recorded.retailer} for ${recorded.product} (${recorded.variant}), seen ${recorded.observed}.`}</span>
        </p>
      )}

      <Form method="post" noValidate className="mt-8 grid gap-5 rounded-xl border border-border bg-card p-5 md:grid-cols-2 md:p-6" {...formProps}>
        <div className="md:col-span-2">
          <FormAlert message={formError} />
        </div>
        <ProductSelect id="price-product" groups={groups} defaultValue={values.productId} errors={errors.productId} onChange={() => clear("productId")} />
        <ProductSelect
          id="price-variant"
          name="variantId"
          label="Certified variant the price is for"
          placeholder="Another variant (no certifier lists it)"
          groups={variantGroups}
          defaultValue={values.variantId}
          errors={errors.variantId}
          onChange={() => clear("variantId")}
        />
        <Field
          label="What was sold (flavour and size)"
          name="variantSeen"
          maxLength={120}
          className="md:col-span-2"
          defaultValue={values.variantSeen}
          errors={errors.variantSeen}
          onChange={() => clear("variantSeen")}
          hint="Required for another variant: its price is kept in the history but never shown as the product's price."
        />
        <Field label="Retailer" name="retailer" required maxLength={80} defaultValue={values.retailer} errors={errors.retailer} onChange={() => clear("retailer")} hint="As people know it: Amazon, Target, The Feed." />
        <Field
          label="Price for one container (USD)"
          name="price"
          required
          inputMode="decimal"
          placeholder="34.99"
          defaultValue={values.price}
          errors={errors.price}
          onChange={() => clear("price")}
        />
        <Field
          label="Page where you saw it"
          name="url"
          type="url"
          required
          placeholder="https://"
          className="md:col-span-2"
          defaultValue={values.url}
          errors={errors.url}
          onChange={() => clear("url")}
        />
        <Field label="Day you saw it" name="observedOn" type="date" required max={today} defaultValue={values.observedOn ?? today} errors={errors.observedOn} onChange={() => clear("observedOn")} />
        <Field
          label="Time (UTC, optional)"
          name="observedTime"
          type="time"
          defaultValue={values.observedTime}
          errors={errors.observedTime}
          onChange={() => clear("observedTime")}
          hint="Needed only to record a second price from the same retailer on the same day."
        />
        <Field
          label="Source"
          name="source"
          required
          maxLength={200}
          className="md:col-span-2"
          defaultValue={values.source ?? "Retailer's product page, one-time purchase"}
          errors={errors.source}
          onChange={() => clear("source")}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Recording…" : "Record price"}
          </Button>
        </div>
      </Form>

      <h2 className="mt-12 text-xl font-bold">Latest entries</h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The 30 most recently recorded prices</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">Product</th>
              <th scope="col" className="px-3 py-2">Retailer</th>
              <th scope="col" className="px-3 py-2">Price</th>
              <th scope="col" className="px-3 py-2">Seen</th>
              <th scope="col" className="px-3 py-2">From</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {r.product}
                  <span className="block text-xs font-normal text-muted-foreground">{r.variant}</span>
                </th>
                <td className="px-3 py-2">{r.url ? <a href={r.url} rel="noopener noreferrer" target="_blank" className="text-primary underline underline-offset-2">{r.retailer}</a> : r.retailer}</td>
                <td className="px-3 py-2 tabular-nums">{r.price}</td>
                <td className="px-3 py-2">{r.observed}</td>
                <td className="px-3 py-2 text-muted-foreground">
                  {r.origin === "admin" ? "Admin" : r.origin === "provider" ? "Refresh" : "Research"}: {r.source}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
