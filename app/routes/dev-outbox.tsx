import { Mail } from "~/components/icons";
import { listOutbox } from "~/.server/email/sender";
import { getConfig } from "~/.server/env";
import { appContext } from "~/context";
import { formatUtc } from "~/lib/format-time";
import { notFound } from "~/lib/meta";
import type { Route } from "./+types/dev-outbox";

/** Mail the site would have sent, for local development without an email provider. */
export function meta() {
  return [{ title: "Local outbox | CLEARED" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  // The outbox holds live tokens: it exists only where the local values turn it on
  // (scripts/lib/local-vars.ts); the environment check refuses DEV_OUTBOX=on in production.
  if (!getConfig(env).devOutbox) notFound();
  const emails = await listOutbox(env, { limit: 50 });
  return { emails: emails.map(({ htmlBody: _html, ...email }) => email) };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  // Index keys: the parts of one fixed string, never reordered.
  return text.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <a key={i} href={part} className="break-all text-link">
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={i}>{part}</span>
    ),
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { emails } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-2xl font-black">
        <Mail className="size-6 text-primary" aria-hidden /> Local outbox
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Development only: emails are stored here because no EMAIL_API_KEY is set. Newest first.
      </p>
      {emails.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No emails yet.</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {emails.map((email) => (
            <li key={email.id} className="rounded-xl border border-border bg-card p-5" data-testid="outbox-email">
              <p className="fine-print">
                To <span className="font-medium text-foreground">{email.toAddress}</span> ·{" "}
                <time dateTime={new Date(email.createdAt).toISOString()}>{formatUtc(email.createdAt)}</time>
              </p>
              <h2 className="mt-1 font-bold">{email.subject}</h2>
              <p className="mt-3 whitespace-pre-line text-sm leading-6">
                <Linkified text={email.textBody} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
