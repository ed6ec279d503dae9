import { Download, KeyRound, LogOut, MailWarning, ShieldCheck, Trash2 } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { FormAlert, usePending } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { AccountActionData } from "~/domain/account/actions";
import type { AccountIntent } from "~/domain/account/schemas";
import { PASSWORD_MIN_LENGTH } from "~/domain/auth/password-policy";
import { cn } from "~/lib/cn";

/*
 * The /account page's forms. Each posts to the page's one action with its `intent`; the answer
 * (AccountActionData) is shown beside the form that sent it, with its field messages. Plain
 * forms: every one works without JavaScript.
 */

/** The action's answer when it belongs to this form (and this product, for per-product forms). */
export function resultFor(result: AccountActionData | undefined, intent: AccountIntent, productId?: string) {
  if (!result || result.intent !== intent) return undefined;
  if (productId !== undefined && result.productId !== productId) return undefined;
  return result;
}

export function Notice({ result }: { result: AccountActionData | undefined }) {
  if (!result) return null;
  if (!result.ok) return <FormAlert message={result.message} />;
  return (
    <p role="status" className="rounded-lg border border-success/40 bg-success/10 p-3 text-sm" data-testid="account-notice">
      {result.message}
    </p>
  );
}

export function AccountSection({ id, title, children, className }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-24 space-y-4 rounded-xl border border-border bg-card p-5 shadow-sm md:p-6", className)}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Pending({ intent, idle, busy, variant = "default" }: { intent: AccountIntent; idle: React.ReactNode; busy: string; variant?: "default" | "outline" | "destructive" }) {
  const pending = usePending(intent);
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

export function EmailSection({ email, verified, result }: { email: string; verified: boolean; result?: AccountActionData }) {
  return (
    <AccountSection id="email" title="Email">
      <div className="flex flex-wrap items-center gap-3">
        <p className="break-all font-semibold" data-testid="account-email">
          {email}
        </p>
        {verified ? (
          <Badge variant="success" data-testid="email-status">
            <ShieldCheck aria-hidden /> Confirmed
          </Badge>
        ) : (
          <Badge variant="destructive" data-testid="email-status">
            <MailWarning aria-hidden /> Not confirmed
          </Badge>
        )}
      </div>
      {!verified && (
        <>
          <p className="text-sm text-muted-foreground">Confirm your email so we can reach you about your alerts and your account. The link we sent works for 1 hour.</p>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="resend-verification" />
            <Notice result={resultFor(result, "resend-verification")} />
            <Pending intent="resend-verification" variant="outline" idle="Send a new confirmation link" busy="Sending…" />
          </Form>
        </>
      )}
    </AccountSection>
  );
}

export function PasswordSection({ result }: { result?: AccountActionData }) {
  const mine = resultFor(result, "change-password");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);
  const fields = mine && !mine.ok ? mine.fields : undefined;
  return (
    <AccountSection id="password" title="Change password">
      <p className="text-sm text-muted-foreground">Changing your password signs you out on every other device. You stay signed in here.</p>
      <Form method="post" ref={formRef} className="grid max-w-md gap-4" data-testid="change-password-form">
        <input type="hidden" name="intent" value="change-password" />
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Notice result={mine} />
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required errors={fields?.currentPassword} />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          errors={fields?.newPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong passphrase.`}
        />
        <div>
          <Pending intent="change-password" idle={<><KeyRound aria-hidden /> Change password</>} busy="Changing…" />
        </div>
      </Form>
    </AccountSection>
  );
}

export function SessionsSection({ result }: { result?: AccountActionData }) {
  return (
    <AccountSection id="sessions" title="Sign out everywhere">
      <p className="text-sm text-muted-foreground">Ends every session of your account, on every device and browser, this one included.</p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <Notice result={resultFor(result, "sign-out-everywhere")} />
        <Pending intent="sign-out-everywhere" variant="outline" idle={<><LogOut aria-hidden /> Sign out everywhere</>} busy="Signing out…" />
      </Form>
    </AccountSection>
  );
}

export function DataSection() {
  return (
    <AccountSection id="your-data" title="Download my data">
      <p className="text-sm text-muted-foreground">
        One JSON file with your account, saved products and their alerts, saved quiz results and the messages you sent us while signed in. Your
        password is never in it: we only keep a salted hash of it. See the{" "}
        <Link to="/privacy" className="text-link">
          Privacy Policy
        </Link>
        .
      </p>
      <a href="/account/data" download className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-card px-4 text-sm font-semibold hover:bg-muted" data-testid="download-data">
        <Download className="size-4" aria-hidden /> Download my data (JSON)
      </a>
    </AccountSection>
  );
}

export function DeleteSection({ result }: { result?: AccountActionData }) {
  const mine = resultFor(result, "delete-account");
  const fields = mine && !mine.ok ? mine.fields : undefined;
  return (
    <AccountSection id="delete" title="Delete my account" className="border-destructive/40">
      <p className="text-sm text-muted-foreground">
        Deletes your account, saved products and alerts, saved quiz results and the messages you sent us while signed in, at once and for
        good. Every device is signed out. This cannot be undone.
      </p>
      <Form method="post" className="grid max-w-md gap-4" data-testid="delete-account-form">
        <input type="hidden" name="intent" value="delete-account" />
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        {mine && !mine.ok && !fields && <FormAlert message={mine.message} />}
        <Field label="Your password" name="password" type="password" autoComplete="current-password" required errors={fields?.password} />
        <div className="grid gap-2">
          <label className="flex items-start gap-2 text-sm font-medium">
            <input type="checkbox" name="confirm" value="on" required className="mt-0.5 size-4 accent-destructive" aria-invalid={fields?.confirm ? true : undefined} />
            I understand that everything is deleted and cannot be recovered.
          </label>
          {fields?.confirm && (
            <p className="text-sm text-destructive" data-testid="confirm-errors">
              {fields.confirm[0]}
            </p>
          )}
        </div>
        <div>
          <Pending intent="delete-account" variant="destructive" idle={<><Trash2 aria-hidden /> Delete my account</>} busy="Deleting…" />
        </div>
      </Form>
    </AccountSection>
  );
}
