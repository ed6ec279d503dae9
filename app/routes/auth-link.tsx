import { LogIn } from "~/components/icons";
import { Form } from "react-router";
import { AuthLayout, AuthTitle, BackToSignIn, FormAlert, SubmitButton } from "~/components/auth/auth-ui";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { privatePageHeaders } from "~/lib/private-page";
import { withRetry } from "~/lib/retry";
import { handleAuthAction } from "~/.server/auth/form-actions";
import type { AuthActionData } from "~/domain/auth/actions";
import { appContext } from "~/context";
import type { Route } from "./+types/auth-link";

// A personal link: no canonical URL, kept out of search indexes.
export function meta() {
  return [{ title: "Finish signing in | CLEARED" }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context.get(appContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withRetry(() => serverAction());
}

/**
 * The emailed sign-in link of a guarded account (docs/decisions/0012): a button rather than an
 * automatic sign-in, so mail scanners that open links cannot spend it.
 */
export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const result = actionData as AuthActionData | undefined;
  const error = result && !result.ok ? result.message : token ? undefined : "This link is invalid or has expired.";
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <LogIn className="size-8 text-primary" aria-hidden />
          <AuthTitle>Finish signing in</AuthTitle>
          <CardDescription>This link came with your password: one click and you're signed in on this browser.</CardDescription>
        </CardHeader>
        <Form method="post">
          <input type="hidden" name="intent" value="signin-link" />
          <input type="hidden" name="token" value={token} />
          {error && (
            <CardContent>
              <FormAlert message={error} />
            </CardContent>
          )}
          <CardFooter className="flex-col gap-3">
            {token && (
              <SubmitButton intent="signin-link" pendingLabel="Signing in…">
                Sign in
              </SubmitButton>
            )}
            {error && <BackToSignIn />}
          </CardFooter>
        </Form>
      </Card>
    </AuthLayout>
  );
}
