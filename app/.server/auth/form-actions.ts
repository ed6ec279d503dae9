import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { isAppError } from "~/.server/errors";
import type { AuthActionData, AuthIntent } from "~/domain/auth/actions";
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
import { clearedSessionCookie, sessionCookie } from "./session";

/** Only same-site paths, so a crafted link cannot bounce a fresh sign-in to another site. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

/**
 * The /auth page's actions: form fields in, the same service calls as the JSON API, and either
 * a redirect (with the session cookie) or data for the form to show next to its fields.
 */
export async function handleAuthAction(request: Request, { env, ctx }: AppContext) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as AuthIntent;
  const input = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const email = typeof input.email === "string" ? input.email.trim() : undefined;
  const auth: AuthRequest = { env, request, defer: (promise) => ctx.waitUntil(promise) };

  try {
    switch (intent) {
      case "signin": {
        const result = await signIn(auth, input);
        if (result.kind === "email-link") return { ok: true, intent, emailLink: true, email: email ?? "" } satisfies AuthActionData;
        return redirect(safeRedirectPath(form.get("redirectTo")), {
          headers: { "Set-Cookie": sessionCookie(result.session) },
        });
      }
      case "signin-link": {
        const session = await signInWithLink(auth, input);
        return redirect("/", { headers: { "Set-Cookie": sessionCookie(session) } });
      }
      case "signup":
        await signUp(auth, input);
        return { ok: true, intent, email: email ?? "" } satisfies AuthActionData;
      case "forgot":
        await requestPasswordReset(auth, input);
        return { ok: true, intent, email: email ?? "" } satisfies AuthActionData;
      case "reset": {
        const session = await resetPassword(auth, input);
        return redirect("/", { headers: { "Set-Cookie": sessionCookie(session) } });
      }
      case "verify":
        await verifyEmail(auth, input);
        // The confirmation returns to the site root, which thanks the reader once.
        return redirect("/?email-confirmed=1");
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
