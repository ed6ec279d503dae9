import { AlertCircle, MailCheck, ShieldCheck } from "~/components/icons";
import { Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";

/** The frame every account page shares: one centred card and the storage promise under it. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col justify-center px-4 py-10 md:min-h-[70vh] md:py-16">
      {children}
      <p className="mt-6 flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          We keep your email and only a scrambled form of your password that cannot be turned back into it, never the password itself. See our{" "}
          <Link to="/privacy" className="font-medium text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </span>
      </p>
    </div>
  );
}

/** The card's heading is the page's only h1. */
export function AuthTitle({ children }: { children: React.ReactNode }) {
  return <h1 className="text-2xl font-bold leading-tight tracking-tight">{children}</h1>;
}

export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </div>
  );
}

/** True while a submission with this intent is in flight. */
export function usePending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The form's main button; it shows a spinner and its pending label while the form is sent. */
export function SubmitButton({ intent, children, pendingLabel }: { intent: string; children: string; pendingLabel: string }) {
  const pending = usePending(intent);
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />}
      {pending ? pendingLabel : children}
    </Button>
  );
}

export function BackToSignIn() {
  return (
    <Link to="/auth" className="text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
      Back to sign in
    </Link>
  );
}

/** Development only: where mail goes when no provider key is set. */
export function OutboxLink() {
  return (
    <a href="/dev/outbox" className="text-sm text-link">
      Open the local outbox (development only)
    </a>
  );
}

/** Shown when mail is failing to go out right now; the outbox keeps retrying what was asked for. */
export const MAIL_TROUBLE_NOTICE =
  "We could not send the email just now. We will keep trying for a few hours; if it has not arrived in a few minutes, please try again.";

/** After sign-up or a reset request: the same words whether or not the email has an account. */
export function CheckEmail({
  outbox,
  mailTrouble = false,
  children,
  signInHref = "/auth",
}: { outbox: boolean; mailTrouble?: boolean; children: React.ReactNode; signInHref?: string }) {
  return (
    <Card role="status">
      <CardHeader>
        <MailCheck className="size-8 text-primary" aria-hidden />
        <AuthTitle>Check your email</AuthTitle>
        <CardDescription>{children}</CardDescription>
        {mailTrouble && (
          <p role="alert" className="mt-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="mail-trouble">
            {MAIL_TROUBLE_NOTICE}
          </p>
        )}
      </CardHeader>
      <CardFooter className="flex-col gap-3">
        <Link to={signInHref} className={buttonVariants({ size: "lg", className: "w-full" })}>
          Go to sign in
        </Link>
        {outbox && <OutboxLink />}
      </CardFooter>
    </Card>
  );
}
