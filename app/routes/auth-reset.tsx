import { Form, Link } from "react-router";
import { AuthLayout, AuthTitle, FormAlert, SubmitButton } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { appContext } from "~/context";
import { PASSWORD_MIN_LENGTH } from "~/domain/auth/password-policy";
import { privatePageHeaders } from "~/lib/private-page";
import { withRetry } from "~/lib/retry";
import { useHydrated } from "~/lib/use-hydrated";
import { handleAuthAction } from "~/.server/auth/form-actions";
import type { AuthActionData } from "~/domain/auth/actions";
import type { Route } from "./+types/auth-reset";

// A personal link: no canonical URL, kept out of search indexes.
export function meta() {
  return [{ title: "Choose a new password | CLEARED" }, { name: "robots", content: "noindex" }];
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

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthActionData | undefined;
  const hydrated = useHydrated();
  const { formProps, errors, formError, clear } = useAuthForm(result, "reset");
  const tokenError = result && !result.ok && result.code === "invalid_token:auth";
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <AuthTitle>Choose a new password</AuthTitle>
          <CardDescription>Saving it signs you out on every device, then signs you in here.</CardDescription>
        </CardHeader>
        <Form method="post" noValidate={hydrated} {...formProps}>
          <CardContent className="grid gap-5">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={loaderData.token} />
            <FormAlert message={formError} />
            {tokenError && (
              <Link to="/auth/forgot" className="text-sm text-link">
                Send me a new reset link
              </Link>
            )}
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              errors={errors.password}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong passphrase.`}
              onChange={() => clear("password")}
            />
          </CardContent>
          <CardFooter>
            <SubmitButton intent="reset" pendingLabel="Saving…">
              Save new password
            </SubmitButton>
          </CardFooter>
        </Form>
      </Card>
    </AuthLayout>
  );
}
