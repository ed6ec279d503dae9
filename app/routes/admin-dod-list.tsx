import { CircleCheck } from "~/components/icons";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { findCatalogueEntry, listCatalogueEntries } from "~/.server/catalogue";
import { linkOrigin } from "~/.server/env";
import { AppError, isAppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import { sendSafetyAlerts } from "~/.server/safety/alerts";
import { applyProhibitedList, openErrataCount, previewListVersion, uploadProhibitedList, withdrawCertification } from "~/.server/safety/dod-list";
import { listAppliedVersions, listWithdrawals } from "~/.server/safety/queries";
import { AdminHeader } from "~/components/admin/admin-nav";
import { DiffView } from "~/components/admin/dod-list-diff";
import { FormAlert } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { ProductSelect } from "~/components/admin/product-select";
import { appContext } from "~/context";
import type { FieldErrors } from "~/domain/auth/schemas";
import { CATEGORIES } from "~/domain/categories";
import { DOD_LIST_INTENTS, DOD_LIST_MAX_BYTES, type DodListIntent } from "~/domain/safety/admin-schemas";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin-dod-list";

export function meta() {
  return [{ title: "DoD prohibited list | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

type Values = Partial<Record<"productId" | "sourceUrl" | "withdrawnOn" | "note", string>>;
type ActionData = { ok: false; intent: DodListIntent | null; message: string; fields?: FieldErrors; values: Values };

const isIntent = (value: unknown): value is DodListIntent => (DOD_LIST_INTENTS as readonly unknown[]).includes(value);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// Admin-only: the role is re-read from D1 on every load and every post; everyone else gets a 404.
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const { env, safety: readSafety } = context.get(appContext);
  const safety = await readSafety();
  const params = new URL(request.url).searchParams;
  const versionParam = Number(params.get("version"));
  const [preview, applied, withdrawals] = await Promise.all([
    Number.isSafeInteger(versionParam) && versionParam > 0 ? previewListVersion(env, safety, { id: versionParam }) : null,
    listAppliedVersions(env, { limit: 10 }),
    listWithdrawals(env),
  ]);
  const nameOf = (id: string) => {
    const p = findCatalogueEntry(id);
    return p ? `${p.brand} ${p.name}` : id;
  };
  const products = listCatalogueEntries();
  const withdrawn = new Set(withdrawals.map((w) => w.productId));
  const info = safety.matcher.info();
  return {
    email: admin.email,
    today: new Date().toISOString().slice(0, 10),
    current: { versionId: safety.listVersionId, source: info.source, retrieved: info.retrieved, entryCount: info.entryCount, openErrata: openErrataCount(safety) },
    preview,
    missingPreview: params.has("version") && !preview,
    appliedNow: applied.find((v) => v.id === Number(params.get("applied"))) ?? null,
    withdrawnNow: params.get("withdrawn") ? nameOf(params.get("withdrawn") ?? "") : null,
    history: applied.map((v) => ({ ...v, appliedOn: v.appliedAt ? formatDay(v.appliedAt) : "" })),
    withdrawals: withdrawals.map((w) => ({ ...w, product: nameOf(w.productId) })),
    groups: CATEGORIES.map((c) => ({
      title: c.title,
      products: products
        .filter((p) => p.category === c.id && !withdrawn.has(p.id))
        .map((p) => ({ id: p.id, label: `${p.brand} ${p.name}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    })).filter((g) => g.products.length > 0),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { env, ctx, safety: readSafety } = context.get(appContext);
  let intent: DodListIntent | null = null;
  let values: Values = {};
  // The emails go out after the answer; the cron job retries any that fail.
  const sendAlerts = () =>
    ctx.waitUntil(sendSafetyAlerts(env, { origin: linkOrigin(env, request) }).catch((error: unknown) => console.error("[safety-alerts] sending failed", error)));
  try {
    const form = (await readBody(request, { area: "dod-list", maxBytes: DOD_LIST_MAX_BYTES, accept: ["form"], files: "text" })) as Record<string, string>;
    if (!isIntent(form.intent)) throw new AppError("bad_request:dod-list", "Unknown form action.", 400);
    intent = form.intent;
    switch (intent) {
      case "upload": {
        const id = await uploadProhibitedList(env, admin, form.list);
        // Post, then redirect: the diff is a page of its own, and reloading it uploads nothing.
        return redirect(`/admin/dod-list?version=${id}#diff`, 303);
      }
      case "apply": {
        const { id } = await applyProhibitedList(env, await readSafety(), admin, form);
        sendAlerts();
        return redirect(`/admin/dod-list?applied=${id}`, 303);
      }
      case "withdraw": {
        values = { productId: form.productId, sourceUrl: form.sourceUrl, withdrawnOn: form.withdrawnOn, note: form.note };
        const { productId } = await withdrawCertification(env, await readSafety(), admin, form);
        sendAlerts();
        return redirect(`/admin/dod-list?withdrawn=${encodeURIComponent(productId)}#withdrawals`, 303);
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false, intent, message: error.message, fields: error.fields, values } satisfies ActionData, { status: error.status });
  }
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-6 flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

export default function AdminDodList({ loaderData, actionData }: Route.ComponentProps) {
  const { email, today, current, preview, missingPreview, appliedNow, withdrawnNow, history, withdrawals, groups } = loaderData;
  const result = actionData as ActionData | undefined;
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const uploadError = result && result.intent !== "withdraw" ? result : undefined;
  const withdrawError = result?.intent === "withdraw" ? result : undefined;
  const errors = withdrawError?.fields ?? {};
  const values = withdrawError?.values ?? {};

  return (
    <>
      <AdminHeader title="DoD prohibited list" email={email} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <section aria-labelledby="current-heading">
          <h2 id="current-heading" className="text-xl font-bold">
            List in use
          </h2>
          <p className="mt-1 max-w-3xl text-sm" data-testid="current-list">
            {current.versionId === null ? "The copy bundled with the site" : `Version ${current.versionId}`}: {current.entryCount.toLocaleString("en-US")} entries ·{" "}
            {current.source} · retrieved {current.retrieved}
          </p>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground" data-testid="open-errata">
            Our audit questions {current.openErrata === 1 ? "1 name" : `${current.openErrata} names`} of this list: they still match, and the
            checker shows the audit's note with each.
          </p>
          {appliedNow && <Notice>{`Version ${appliedNow.id} is applied: ${appliedNow.entryCount.toLocaleString("en-US")} entries, in use from now on. Members who saved a newly flagged product with safety alerts on are being emailed.`}</Notice>}
        </section>

        <section aria-labelledby="upload-heading" className="mt-10">
          <h2 id="upload-heading" className="text-xl font-bold">
            Upload a new version
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            The official list as JSON, shaped like the bundled copy: <code>{"{ source, retrieved, license, entries: [{ name, otherNames, labelTerms, reason, reasons }] }"}</code>. You
            see what it changes before anything is applied.
          </p>
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 rounded-xl border border-border bg-card p-5 md:p-6">
            <input type="hidden" name="intent" value="upload" />
            <FormAlert message={uploadError?.message} />
            {uploadError?.fields?.list && uploadError.fields.list.length > 1 && (
              <ul className="ml-5 list-disc text-sm text-destructive" data-testid="list-problems">
                {uploadError.fields.list.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            {missingPreview && <FormAlert message="That upload is gone or already applied. Upload the list again to see its diff." />}
            <div className="grid gap-2">
              <Label htmlFor="dod-list-file">List file (.json)</Label>
              <input
                id="dod-list-file"
                name="list"
                type="file"
                accept=".json,application/json"
                required
                className="block w-full rounded-md border border-input bg-card p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-semibold file:text-foreground"
              />
            </div>
            <div>
              <Button type="submit" disabled={pendingIntent === "upload"}>
                {pendingIntent === "upload" ? "Checking…" : "Upload and compare"}
              </Button>
            </div>
          </Form>
        </section>

        {preview && <DiffView preview={preview} pending={pendingIntent === "apply"} />}

        {history.length > 0 && (
          <section aria-labelledby="history-heading" className="mt-10">
            <h2 id="history-heading" className="text-xl font-bold">
              Applied versions
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              {history.map((v) => (
                <li key={v.id}>
                  Version {v.id}, applied {v.appliedOn}
                  {v.appliedBy ? ` by ${v.appliedBy}` : ""}: {v.entryCount.toLocaleString("en-US")} entries, retrieved {v.retrieved}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section id="withdrawals" aria-labelledby="withdrawals-heading" className="mt-12">
          <h2 id="withdrawals-heading" className="text-xl font-bold">
            Certification withdrawn
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            When a certifier withdraws a product's certification, record it with the certifier's notice. The product is marked on its pages, never
            recommended, and members who saved it with safety alerts on get one email.
          </p>
          {withdrawnNow && <Notice>{`${withdrawnNow} is marked as withdrawn.`}</Notice>}
          <Form method="post" noValidate className="mt-4 grid gap-5 rounded-xl border border-border bg-card p-5 md:grid-cols-2 md:p-6">
            <input type="hidden" name="intent" value="withdraw" />
            <div className="md:col-span-2">
              <FormAlert message={withdrawError && !withdrawError.fields ? withdrawError.message : undefined} />
            </div>
            <ProductSelect id="withdraw-product" groups={groups} defaultValue={values.productId} errors={errors.productId} />
            <Field label="Certifier's notice (https)" name="sourceUrl" type="url" required placeholder="https://" className="md:col-span-2" defaultValue={values.sourceUrl} errors={errors.sourceUrl} />
            <Field label="Day it was withdrawn" name="withdrawnOn" type="date" required max={today} defaultValue={values.withdrawnOn ?? today} errors={errors.withdrawnOn} />
            <Field label="Note (optional)" name="note" maxLength={300} defaultValue={values.note} errors={errors.note} hint="Shown with the notice, e.g. which certification." />
            <div className="md:col-span-2">
              <Button type="submit" variant="destructive" disabled={pendingIntent === "withdraw"}>
                {pendingIntent === "withdraw" ? "Recording…" : "Mark certification withdrawn"}
              </Button>
            </div>
          </Form>
          {withdrawals.length > 0 && (
            <ul className="mt-4 grid gap-1 text-sm" data-testid="withdrawals">
              {withdrawals.map((w) => (
                <li key={w.id}>
                  <strong>{w.product}</strong>: withdrawn {w.withdrawnOn}
                  {w.note ? ` (${w.note})` : ""},{" "}
                  <a href={w.sourceUrl} rel="noopener noreferrer" target="_blank" className="text-primary underline underline-offset-2">
                    source
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
