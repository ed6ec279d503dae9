import { Mail, RotateCcw, Check } from "~/components/icons";
import { Form, Link, data, useNavigation } from "react-router";
import * as z from "zod/mini";
import { requireAdmin } from "~/.server/auth/admin";
import { isAppError } from "~/.server/errors";
import { ADMIN_FORM_MAX_BYTES, readBody } from "~/.server/http/body";
import { contactReference } from "~/.server/contact/service";
import { listContactMessages, setContactMessageStatus, type ContactStatus } from "~/.server/contact/queries";
import { AdminHeader } from "~/components/admin/admin-nav";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { findCatalogueEntry } from "~/.server/catalogue";
import { topicLabel } from "~/domain/contact/form";
import { cn } from "~/lib/cn";
import { formatUtc } from "~/lib/format-time";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/admin-messages";

export function meta() {
  return [{ title: "Messages | CLEARED admin" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return privatePageHeaders();
}

const FILTERS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const;

const listQuery = z.object({
  status: z._default(z.catch(z.enum(["open", "handled", "all"]), "open"), "open"),
  before: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

const statusChange = z.object({
  intent: z.enum(["handled", "reopen"], { error: "Unknown action." }),
  id: z.uuid({ error: "Unknown message." }),
});

// Admin-only: everyone else gets the same 404 as a page that does not exist.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  const query = listQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { messages, nextBefore } = await listContactMessages(env, { status: query.status, before: query.before });
  return {
    email: admin.email,
    status: query.status,
    nextBefore,
    messages: messages.map((m) => {
      const product = m.productId ? findCatalogueEntry(m.productId) : null;
      return {
        ...m,
        reference: contactReference(m.id),
        topicLabel: topicLabel(m.topic),
        product: product ? { id: product.id, name: `${product.brand} ${product.name}` } : null,
      };
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { env } = context.get(appContext);
  let form: unknown;
  try {
    form = await readBody(request, { area: "admin", maxBytes: ADMIN_FORM_MAX_BYTES, accept: ["form"] });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false as const, message: error.message }, { status: error.status });
  }
  const parsed = statusChange.safeParse(form);
  if (!parsed.success) return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? "Invalid request." }, { status: 400 });
  const status: ContactStatus = parsed.data.intent === "handled" ? "handled" : "open";
  const changed = await setContactMessageStatus(env, { id: parsed.data.id, status, adminId: admin.id, now: Date.now() });
  return { ok: true as const, changed };
}

const HISTORY_LABEL = { received: "Received", handled: "Marked handled", reopened: "Reopened" } as const;

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { email, status, messages, nextBefore } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <>
      <AdminHeader title="Messages" email={email} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <nav aria-label="Filter messages" className="inline-flex rounded-lg border border-border bg-card p-0.5">
          {FILTERS.map((f) => (
            <Link
              key={f.value}
              to={`/admin/messages?status=${f.value}`}
              aria-current={status === f.value ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-semibold",
                status === f.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {f.label}
            </Link>
          ))}
        </nav>
        {actionData && !actionData.ok && (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive">
            {actionData.message}
          </p>
        )}
        {messages.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
            {status === "open" ? "No open messages. Everything has been handled." : "No messages here yet."}
          </p>
        ) : (
          <ol className="mt-6 grid gap-4" data-testid="admin-messages">
            {messages.map((m) => (
              <li key={m.id}>
                <article className="rounded-xl border border-border bg-card p-5" aria-labelledby={`msg-${m.id}`} data-testid="admin-message">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={m.status === "open" ? "accent" : "success"}>{m.status === "open" ? "Open" : "Handled"}</Badge>
                        <Badge variant="outline">{m.topicLabel}</Badge>
                        <span className="font-mono text-xs text-muted-foreground">{m.reference}</span>
                      </div>
                      <h2 id={`msg-${m.id}`} className="mt-2 font-bold">
                        {m.name} <span className="font-normal text-muted-foreground">&lt;{m.email}&gt;</span>
                      </h2>
                      <p className="fine-print">
                        <time dateTime={new Date(m.createdAt).toISOString()}>{formatUtc(m.createdAt)}</time>
                        {m.userId ? " · signed in" : ""}
                        {m.fromSender > 1 ? ` · ${m.fromSender} messages from this address` : ""}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: your message to CLEARED (${m.reference})`)}`}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        <Mail aria-hidden /> Reply
                      </a>
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        {m.status === "open" ? (
                          <Button type="submit" name="intent" value="handled" size="sm" disabled={busyId === m.id}>
                            <Check aria-hidden /> Mark handled
                          </Button>
                        ) : (
                          <Button type="submit" name="intent" value="reopen" size="sm" variant="secondary" disabled={busyId === m.id}>
                            <RotateCcw aria-hidden /> Reopen
                          </Button>
                        )}
                      </Form>
                    </div>
                  </div>
                  {m.product && (
                    <p className="mt-3 text-sm">
                      About{" "}
                      <Link to={`/compare/${m.product.id}`} className="text-link">
                        {m.product.name}
                      </Link>
                    </p>
                  )}
                  <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-6">{m.message}</p>
                  <details className="mt-4 text-sm">
                    <summary className="cursor-pointer font-semibold text-muted-foreground">History ({m.history.length})</summary>
                    <ol className="mt-2 grid gap-1 border-l-2 border-border pl-4" data-testid="message-history">
                      {m.history.map((h) => (
                        <li key={`${h.action}-${h.createdAt}`}>
                          <span className="font-medium">{HISTORY_LABEL[h.action]}</span>
                          {h.action !== "received" && <> by {h.adminEmail ?? "a former admin"}</>} ·{" "}
                          <time dateTime={new Date(h.createdAt).toISOString()} className="text-muted-foreground">
                            {formatUtc(h.createdAt)}
                          </time>
                        </li>
                      ))}
                    </ol>
                  </details>
                </article>
              </li>
            ))}
          </ol>
        )}
        {nextBefore !== null && (
          <Link
            to={`/admin/messages?status=${status}&before=${nextBefore}`}
            className={buttonVariants({ variant: "outline", className: "mt-6" })}
          >
            Older messages
          </Link>
        )}
      </div>
    </>
  );
}
