import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import { isAppError } from "~/.server/errors";
import { type ContactActionData, HONEYPOT_FIELD } from "~/domain/contact/form";
import { readContactBody, submitContactMessage } from "./service";

/**
 * The /contact page's action: the same service as POST /api/contact. Success redirects to the
 * confirmation page (so a reload cannot send twice); a refusal comes back with its status, the
 * messages and the values, and the form keeps its original start time.
 */
export async function handleContactAction(request: Request, { env, ctx, user }: AppContext) {
  let values: Record<string, string> = {};
  try {
    values = (await readContactBody(request, "form")) as Record<string, string>;
    const { reference } = await submitContactMessage({ env, request, user, defer: (promise) => ctx.waitUntil(promise) }, values);
    return redirect(`/contact/sent?ref=${reference}`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { [HONEYPOT_FIELD]: _trap, ...kept } = values;
    const body: ContactActionData = { ok: false, code: error.code, message: error.message, fields: error.fields, values: kept };
    const headers = new Headers();
    if (error.retryAfter !== undefined) headers.set("Retry-After", String(error.retryAfter));
    return data(body, { status: error.status, headers });
  }
}
