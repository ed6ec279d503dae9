import { Form } from "react-router";
import { getConfig } from "~/.server/env";
import { AuthLayout, AuthTitle, BackToSignIn, CheckEmail, FormAlert, SubmitButton } from "~/components/auth/auth-ui";
import { Field } from "~/components/auth/field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";
import { appContext } from "~/context";
import { routeMeta } from "~/lib/meta";
import { privatePageHeaders } from "~/lib/private-page";
import { withRetry } from "~/lib/retry";
import { useHydrated } from "~/lib/use-hydrated";
import { handleAuthAction } from "~/.server/auth/form-actions";
import type { AuthActionData } from "~/domain/auth/actions";
import type { Route } from "./+types/auth-forgot";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Reset your password",
    description: "Get a link to choose a new password for your CLEARED account.",
    path: "/auth/forgot",
  });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export function loader({ context }: Route.LoaderArgs) {
  return { outbox: getConfig(context.get(appContext).env).devOutbox };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context.get(appContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withRetry(() => serverAction());
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthActionData | undefined;
  const hydrated = useHydrated();
  const { formProps, errors, formError, clear, email } = useAuthForm(result, "forgot");
  if (result?.ok && result.intent === "forgot") {
    return (
      <AuthLayout>
        <CheckEmail outbox={loaderData.outbox} mailTrouble={result.mailTrouble}>
          If <strong className="text-foreground">{result.email}</strong> has a CLEARED account, a link to choose a new
          password is on its way. It works once, within 1 hour.
        </CheckEmail>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <AuthTitle>Reset your password</AuthTitle>
          <CardDescription>Enter your account's email and we'll send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <Form method="post" noValidate={hydrated} {...formProps}>
          <CardContent className="grid gap-5">
            <input type="hidden" name="intent" value="forgot" />
            <FormAlert message={formError} />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              defaultValue={email}
              errors={errors.email}
              onChange={() => clear("email")}
            />
          </CardContent>
          <CardFooter className="flex-col gap-3">
            <SubmitButton intent="forgot" pendingLabel="Sending link…">
              Send reset link
            </SubmitButton>
            <BackToSignIn />
          </CardFooter>
        </Form>
      </Card>
    </AuthLayout>
  );
}
