import { CircleCheck, MailCheck, MailQuestion } from "~/components/icons";
import { getConfig } from "~/.server/env";
import { Form, Link } from "react-router";
import { AuthLayout, AuthTitle, BackToSignIn, FormAlert, OutboxLink, SubmitButton } from "~/components/auth/auth-ui";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { appContext } from "~/context";
import { privatePageHeaders } from "~/lib/private-page";
import { withRetry } from "~/lib/retry";
import { safeRedirectPath } from "~/domain/redirect";
import { handleAuthAction } from "~/.server/auth/form-actions";
import type { AuthActionData } from "~/domain/auth/actions";
import type { Route } from "./+types/auth-verify";

// A personal link: no canonical URL, kept out of search indexes.
export function meta() {
  return [{ title: "Confirm your email | CLEARED" }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { env, user } = context.get(appContext);
  const url = new URL(request.url);
  const next = safeRedirectPath(url.searchParams.get("next"), url.origin);
  return {
    token: url.searchParams.get("token") ?? "",
    // Where the person was when they signed up: confirming returns them there.
    next: next === "/" ? "" : next,
    user,
    outbox: getConfig(env).devOutbox,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context.get(appContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withRetry(() => serverAction());
}

/**
 * With a token: a button rather than an automatic confirmation, so mail scanners that open
 * links cannot spend it. Without one: where the banner's "Resend link" lands without JavaScript.
 */
export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { token, next, user, outbox } = loaderData;
  const result = actionData as AuthActionData | undefined;
  const error = result && !result.ok ? result.message : undefined;
  if (token) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader>
            <MailCheck className="size-8 text-primary" aria-hidden />
            <AuthTitle>Confirm your email</AuthTitle>
            <CardDescription>One click and your CLEARED account is confirmed.</CardDescription>
          </CardHeader>
          <Form method="post">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="token" value={token} />
            {next && <input type="hidden" name="redirectTo" value={next} />}
            {error && (
              <CardContent>
                <FormAlert message={error} />
              </CardContent>
            )}
            <CardFooter className="flex-col gap-3">
              <SubmitButton intent="verify" pendingLabel="Confirming…">
                Confirm my email
              </SubmitButton>
              {error && <BackToSignIn />}
            </CardFooter>
          </Form>
        </Card>
      </AuthLayout>
    );
  }
  if (user?.emailVerified) {
    return (
      <AuthLayout>
        <Card role="status">
          <CardHeader>
            <CircleCheck className="size-8 text-success" aria-hidden />
            <AuthTitle>Your email is confirmed</AuthTitle>
            <CardDescription>Nothing more to do.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Link to="/" className={buttonVariants({ size: "lg", className: "w-full" })}>
              Go to home
            </Link>
          </CardFooter>
        </Card>
      </AuthLayout>
    );
  }
  const resent = result?.ok && result.intent === "resend-verification";
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <MailQuestion className="size-8 text-primary" aria-hidden />
          <AuthTitle>Confirm your email</AuthTitle>
          <CardDescription role="status">
            {resent
              ? "A new confirmation link is on its way. It works once, within 1 hour."
              : user
                ? `Open the link we sent to ${user.email}. It works once, within 1 hour.`
                : "Open the link in the email we sent you when you signed up."}
          </CardDescription>
        </CardHeader>
        {(error || outbox) && (
          <CardContent className="grid gap-3">
            <FormAlert message={error} />
            {outbox && <OutboxLink />}
          </CardContent>
        )}
        <CardFooter className="flex-col gap-3">
          {user ? (
            <Form method="post" className="w-full">
              <input type="hidden" name="intent" value="resend-verification" />
              <SubmitButton intent="resend-verification" pendingLabel="Sending…">
                Send a new link
              </SubmitButton>
            </Form>
          ) : (
            <BackToSignIn />
          )}
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
