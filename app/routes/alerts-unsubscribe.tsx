import { BellOff } from "~/components/icons";
import { Form, Link, data } from "react-router";
import { isAppError } from "~/.server/errors";
import { readUnsubscribeLink, unsubscribeFromPriceAlert } from "~/.server/members/unsubscribe";
import { AuthLayout, AuthTitle, FormAlert } from "~/components/auth/auth-ui";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { appContext } from "~/context";
import { routeMeta } from "~/lib/meta";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/alerts-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: "Stop a price alert", path: "/alerts/unsubscribe", noindex: true });
}

// The token is in the URL: never sent on as a Referer.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders.has("Referrer-Policy") ? actionHeaders : loaderHeaders);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const { productName } = readUnsubscribeLink(env, token);
    return { ok: true as const, token, productName };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false as const, message: error.message }, { status: error.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  try {
    return { ok: true as const, ...(await unsubscribeFromPriceAlert(env, request)) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false as const, message: error.message }, { status: error.status });
  }
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="space-y-4">
          <AuthTitle>Stop a price alert</AuthTitle>
          {actionData?.ok ? (
            <p role="status" data-testid="unsubscribe-done">
              {actionData.stopped
                ? `Done: we will not email you about the price of ${actionData.productName} again.`
                : `There is no price alert left for ${actionData.productName}: nothing more will be sent.`}
            </p>
          ) : !loaderData.ok ? (
            <FormAlert message={loaderData.message} />
          ) : (
            <Form method="post" className="space-y-4">
              {actionData && !actionData.ok && <FormAlert message={actionData.message} />}
              <p>
                Stop emailing me when the price per serving of <strong>{loaderData.productName}</strong> goes below my alert.
              </p>
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" size="lg" className="w-full">
                <BellOff aria-hidden /> Stop this price alert
              </Button>
            </Form>
          )}
          <p className="text-sm text-muted-foreground">
            Your saved products and other alerts are on{" "}
            <Link to="/account" className="text-link">
              your account page
            </Link>
            .
          </p>
        </CardHeader>
      </Card>
    </AuthLayout>
  );
}
