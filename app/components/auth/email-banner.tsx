import { CircleCheck, MailWarning, X } from "~/components/icons";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { SessionUser } from "~/domain/user";

/** Loaded only when shown (see verify-email-banner.tsx). */
export default function EmailBanner({ user, confirmed }: { user: SessionUser | null; confirmed: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  if (confirmed && !dismissed) {
    return (
      <div role="status" className="border-b border-success/30 bg-success/10">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 text-sm">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
          <p className="flex-1">Thanks, your email is confirmed.</p>
          <button
            type="button"
            aria-label="Dismiss"
            className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
            onClick={() => setDismissed(true)}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    );
  }
  if (!user || user.emailVerified) return null;
  const sent = fetcher.data?.ok === true;
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <div className="border-b border-accent/40 bg-accent/15" data-testid="verify-email-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1" role="status">
          {sent
            ? "A new confirmation link is on its way."
            : failed ?? (
                <>
                  Please confirm your email: we sent a link to <strong className="break-all">{user.email}</strong>.
                </>
              )}
        </p>
        {!sent && (
          <fetcher.Form method="post" action="/auth/verify">
            <input type="hidden" name="intent" value="resend-verification" />
            <button
              type="submit"
              disabled={fetcher.state !== "idle"}
              className="rounded-md px-2 py-1 font-semibold underline underline-offset-4 hover:bg-accent/20 disabled:opacity-60"
            >
              {fetcher.state !== "idle" ? "Sending…" : "Resend link"}
            </button>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}
