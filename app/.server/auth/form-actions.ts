import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { emailDeliveryTrouble } from "~/.server/email/sender";
import { isAppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import type { AuthActionData, AuthIntent } from "~/domain/auth/actions";
import { AUTH_BODY_MAX_BYTES, EMAIL_MAX_LENGTH } from "~/domain/auth/schemas";
import { safeRedirectPath } from "~/domain/redirect";
import {
  type AuthRequest,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  signIn,
  signInWithLink,
  signOut,
  signUp,
  verifyEmail,
} from "./service";
import { clearedSessionCookie, sessionCookie } from "./session-rules";

/** `/category/x#p` -> `/category/x?email-confirmed=1#p`: the banner's thanks, on the page itself. */
function withConfirmedFlag(path: string): string {
  const url = new URL(path, "https://x.invalid");
  url.searchParams.set("email-confirmed", "1");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The /auth page's actions: form fields in (through the one body reader), the same service
 * calls as the JSON API, and either a redirect (with the session cookie) or data for the form
 * to show next to its fields. A body that cannot be read is answered like any refused input.
 */
export async function handleAuthAction(request: Request, { env, ctx }: AppContext) {
  const auth: AuthRequest = { env, request, defer: (promise) => ctx.waitUntil(promise) };
  let intent: AuthIntent = "signin";
  let email: string | undefined;

  try {
    const input = (await readBody(request, { area: "auth", maxBytes: AUTH_BODY_MAX_BYTES, accept: ["form"] })) as Record<string, string>;
    intent = (input.intent ?? "") as AuthIntent;
    email = input.email?.trim().slice(0, EMAIL_MAX_LENGTH);
    switch (intent) {
      case "signin": {
        const result = await signIn(auth, input);
        if (result.kind === "email-link") {
          return { ok: true, intent, emailLink: true, email: email ?? "", mailTrouble: await emailDeliveryTrouble(env) } satisfies AuthActionData;
        }
        return redirect(safeRedirectPath(input.redirectTo, new URL(request.url).origin), {
          headers: { "Set-Cookie": sessionCookie(result.session) },
        });
      }
      case "signin-link": {
        const session = await signInWithLink(auth, input);
        return redirect("/", { headers: { "Set-Cookie": sessionCookie(session) } });
      }
      case "signup":
        await signUp(auth, input);
        return { ok: true, intent, email: email ?? "", mailTrouble: await emailDeliveryTrouble(env) } satisfies AuthActionData;
      case "forgot":
        await requestPasswordReset(auth, input);
        return { ok: true, intent, email: email ?? "", mailTrouble: await emailDeliveryTrouble(env) } satisfies AuthActionData;
      case "reset": {
        const session = await resetPassword(auth, input);
        return redirect("/", { headers: { "Set-Cookie": sessionCookie(session) } });
      }
      case "verify":
        await verifyEmail(auth, input);
        // The confirmation returns the person where they were when they signed up (a product
        // they wanted to save), which thanks them once.
        return redirect(withConfirmedFlag(safeRedirectPath(input.redirectTo, new URL(request.url).origin)));
      case "resend-verification":
        await resendVerificationEmail(auth);
        return { ok: true, intent } satisfies AuthActionData;
      case "signout":
        await signOut(auth, { scope: "local" }).catch((error: unknown) => {
          // Signing out without a session leaves nothing to end; the stale cookie still goes.
          if (!isAppError(error) || error.status !== 401) throw error;
        });
        return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
      default:
        return data(
          { ok: false, intent: "signin", code: "bad_request:auth", message: "Unknown form action." } satisfies AuthActionData,
          { status: 400 },
        );
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    const body: AuthActionData = { ok: false, intent, code: error.code, message: error.message, fields: error.fields, email };
    const headers = new Headers();
    if (error.retryAfter !== undefined) headers.set("Retry-After", String(error.retryAfter));
    return data(body, { status: error.status, headers });
  }
}
