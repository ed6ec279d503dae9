import { useEffect } from "react";
import { getConfig } from "~/.server/env";
import { Form, Link, redirect } from "react-router";
import { AuthLayout, AuthTitle, CheckEmail, FormAlert, SubmitButton } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { appContext } from "~/context";
import { PASSWORD_MIN_LENGTH } from "~/domain/auth/password-policy";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";
import { cn } from "~/lib/cn";
import { trackEvent } from "~/lib/analytics";
import { routeMeta } from "~/lib/meta";
import { privatePageHeaders } from "~/lib/private-page";
import { withRetry } from "~/lib/retry";
import { useHydrated } from "~/lib/use-hydrated";
import { handleAuthAction } from "~/.server/auth/form-actions";
import type { AuthActionData } from "~/domain/auth/actions";
import { safeRedirectPath } from "~/domain/redirect";
import type { Route } from "./+types/auth";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: loaderData?.signup ? "Create account" : "Sign in",
    description: "Sign in to CLEARED or create your account.",
    path: "/auth",
  });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { env, user } = context.get(appContext);
  const url = new URL(request.url);
  const params = url.searchParams;
  const target = safeRedirectPath(params.get("redirectTo"), url.origin);
  if (user) throw redirect(target);
  return {
    signup: params.get("mode") === "signup",
    // After "Sign out everywhere" on /account.
    signedOutEverywhere: params.get("signed-out") === "everywhere",
    // Only a safe target is carried on into the form; "/" is where a sign-in goes anyway.
    redirectTo: target === "/" ? "" : target,
    // The local outbox exists only in development; the page points to it there.
    outbox: getConfig(env).devOutbox,
  };
}

/** Every account form posts here or to its own page; one handler serves them all (sign-out too). */
export function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context.get(appContext));
}

/** With JavaScript, network failures and 502/503/504 are retried before anything is shown. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withRetry(() => serverAction());
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { signup, redirectTo, outbox, signedOutEverywhere } = loaderData;
  const result = actionData as AuthActionData | undefined;
  useEffect(() => {
    if (result?.ok && result.intent === "signup") trackEvent("sign_up", {});
  }, [result]);
  return (
    <AuthLayout>
      {result?.ok && result.intent === "signup" ? (
        // Sign-up cannot sign in: a session for a new address and none for a known one would tell anyone
        // which addresses have accounts (docs/decisions/0042). So it says plainly what comes next.
        <CheckEmail outbox={outbox} mailTrouble={result.mailTrouble} signInHref={`/auth${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}>
          <span className="block">
            We've sent a message to <strong className="text-foreground">{result.email}</strong>. What comes next:
          </span>
          <span className="mt-2 block">
            1. Open its link within 1 hour to confirm your address; it brings you back {redirectTo ? "to the page you were on" : "to CLEARED"}.
          </span>
          <span className="mt-1 block">
            2. Or sign in now with your new password{redirectTo ? " and carry on where you were" : ""}; confirm the address later.
          </span>
        </CheckEmail>
      ) : result?.ok && result.intent === "signin" ? (
        <CheckEmail outbox={outbox} mailTrouble={result.mailTrouble}>{SIGN_IN_LINK_NOTICE}</CheckEmail>
      ) : (
        <>
          {signedOutEverywhere && !result && (
            <p role="status" className="mb-4 rounded-lg border border-success/40 bg-success/10 p-3 text-sm" data-testid="signed-out-everywhere">
              You are signed out on every device, this one included.
            </p>
          )}
          <Credentials mode={signup ? "signup" : "signin"} redirectTo={redirectTo} result={result} />
        </>
      )}
    </AuthLayout>
  );
}

function Credentials({ mode, redirectTo, result }: { mode: "signin" | "signup"; redirectTo: string; result?: AuthActionData }) {
  const hydrated = useHydrated();
  const { formProps, errors, formError, clear, email } = useAuthForm(result, mode);
  const signup = mode === "signup";
  const keep = redirectTo ? `redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const tabClass = (active: boolean) =>
    cn(
      "rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors",
      active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <Card>
      <div className="px-6 pt-6">
        <nav aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          <Link to={`/auth${keep ? `?${keep}` : ""}`} replace className={tabClass(!signup)} aria-current={signup ? undefined : "page"}>
            Sign in
          </Link>
          <Link to={`/auth?mode=signup${keep ? `&${keep}` : ""}`} replace className={tabClass(signup)} aria-current={signup ? "page" : undefined}>
            Create account
          </Link>
        </nav>
      </div>
      <CardHeader>
        <AuthTitle>{signup ? "Create your account" : "Welcome back"}</AuthTitle>
        <CardDescription>
          {signup
            ? "Use your email and a long password or passphrase. We'll send a link to confirm your email."
            : "Sign in with your email and password."}
        </CardDescription>
      </CardHeader>
      <Form method="post" noValidate={hydrated} {...formProps}>
        <CardContent className="grid gap-5">
          <input type="hidden" name="intent" value={mode} />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <FormAlert message={formError} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete={signup ? "email" : "username"}
            inputMode="email"
            required
            defaultValue={email}
            errors={errors.email}
            onChange={() => clear("email")}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={signup ? "new-password" : "current-password"}
            required
            errors={errors.password}
            hint={signup ? `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong passphrase.` : undefined}
            onChange={() => clear("password")}
          />
          {/* After the password in Tab order: on the label's line it came between email and password. */}
          {!signup && (
            <p className="-mt-3 text-right">
              <Link to="/auth/forgot" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            </p>
          )}
        </CardContent>
        <CardFooter>
          <SubmitButton intent={mode} pendingLabel={signup ? "Creating account…" : "Signing in…"}>
            {signup ? "Create account" : "Sign in"}
          </SubmitButton>
        </CardFooter>
      </Form>
    </Card>
  );
}
