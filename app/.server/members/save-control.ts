import { data, redirect } from "react-router";
import { findCatalogueEntry } from "~/.server/catalogue";
import { AppError, isAppError } from "~/.server/errors";
import { parseInput, readBody } from "~/.server/http/body";
import type { AppContext } from "~/context";
import type { SaveControlData } from "~/domain/account/actions";
import { ACCOUNT_BODY_MAX_BYTES, saveControlSchema } from "~/domain/account/schemas";
import { safeRedirectPath } from "~/domain/redirect";
import { removeSavedProduct, saveProduct } from "./saved-products";

/**
 * Save or remove a product. With JavaScript the Save control sends `respond=data` and gets the new
 * state; without it the browser is redirected back to where it was (a same-origin path only).
 * A visitor who is not signed in is sent to sign in and brought back to the same place.
 */
export async function handleSaveControl(request: Request, { env, user }: AppContext) {
  const origin = new URL(request.url).origin;
  let wantsData = false;
  try {
    const input = (await readBody(request, { area: "saved", maxBytes: ACCOUNT_BODY_MAX_BYTES, accept: ["form"] })) as Record<string, string>;
    wantsData = input.respond === "data";
    const back = safeRedirectPath(input.redirectTo, origin);
    if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, 303);
    const { productId, intent } = parseInput(saveControlSchema, input, "saved");
    if (!findCatalogueEntry(productId)) throw new AppError("not_found:saved", "That product is not in our catalogue.", 404);
    if (intent === "save") await saveProduct(env, { userId: user.id, productId, now: Date.now() });
    else await removeSavedProduct(env, { userId: user.id, productId });
    if (wantsData) return { ok: true, saved: intent === "save" } satisfies SaveControlData;
    return redirect(back, 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ok: false, message: error.message } satisfies SaveControlData, { status: error.status });
  }
}
