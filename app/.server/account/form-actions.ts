import { data, redirect } from "react-router";
import { type AuthRequest, changePassword, deleteAccount, resendVerificationEmail, signOut } from "~/.server/auth/service";
import { clearedSessionCookie } from "~/.server/auth/session-rules";
import { getPricedCatalogue } from "~/.server/catalogue";
import { AppError, isAppError } from "~/.server/errors";
import { parseInput, readBody } from "~/.server/http/body";
import { clearPriceAlert, removeSavedProduct, setPriceAlert, setSafetyAlerts } from "~/.server/members/saved-products";
import { deleteSavedQuizResult } from "~/.server/quiz/saved";
import type { AppContext } from "~/context";
import type { AccountActionData } from "~/domain/account/actions";
import { initialPriceAlertState } from "~/domain/account/price-alerts";
import { ACCOUNT_BODY_MAX_BYTES, ACCOUNT_INTENTS, type AccountIntent, priceAlertSchema, safetyAlertsSchema, savedProductSchema } from "~/domain/account/schemas";
import { formatCents } from "~/domain/prices/offers";

export const SIGN_IN_TO_ACCOUNT = "/auth?redirectTo=/account";

const isIntent = (value: unknown): value is AccountIntent => (ACCOUNT_INTENTS as readonly unknown[]).includes(value);
const notFound = (message: string) => new AppError("not_found:account", message, 404);

/**
 * The /account page's forms, one action: form fields in through the one body reader, the auth
 * service for credentials and sessions, and either a redirect or data shown beside the form that
 * was sent (its intent says which). Every refusal is a 4xx with a message; nothing is half done.
 */
export async function handleAccountAction(request: Request, { env, ctx, user, safety }: AppContext) {
  if (!user) throw redirect(SIGN_IN_TO_ACCOUNT, 303);
  const auth: AuthRequest = { env, request, defer: (promise) => ctx.waitUntil(promise) };
  let intent: AccountIntent | null = null;
  let productId: string | undefined;
  try {
    const input = (await readBody(request, { area: "account", maxBytes: ACCOUNT_BODY_MAX_BYTES, accept: ["form"] })) as Record<string, string>;
    if (!isIntent(input.intent)) throw new AppError("bad_request:account", "Unknown form action.", 400);
    intent = input.intent;
    productId = typeof input.productId === "string" ? input.productId.slice(0, 120) : undefined;
    const done = (message: string) => ({ ok: true, intent: intent as AccountIntent, message, productId }) satisfies AccountActionData;
    const key = () => ({ userId: user.id, productId: parseInput(savedProductSchema, input, "account").productId });

    switch (intent) {
      case "change-password":
        await changePassword(auth, input);
        return done("Your password is changed. Every other device is signed out; this one stays signed in.");
      case "sign-out-everywhere":
        await signOut(auth, { scope: "global" });
        return redirect("/auth?signed-out=everywhere", { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
      case "resend-verification":
        await resendVerificationEmail(auth);
        return done(`We sent a new confirmation link to ${user.email}. It works once and expires in 1 hour.`);
      case "delete-account":
        await deleteAccount(auth, input);
        return redirect("/account/deleted", { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
      case "delete-quiz-result":
        if (!(await deleteSavedQuizResult(env, { userId: user.id, id: input.id ?? "" }))) {
          throw notFound("That saved result was not found. It may already be deleted.");
        }
        return redirect("/account", 303);
      case "remove-saved-product":
        if (!(await removeSavedProduct(env, key()))) throw notFound("That product is not in your saved products.");
        return redirect("/account#saved-products", 303);
      case "set-price-alert": {
        const { productId: id, below } = parseInput(priceAlertSchema, input, "account");
        const product = (await getPricedCatalogue(env, await safety())).getProduct(id);
        const state = initialPriceAlertState(below, product?.pricePerServing ?? null);
        if (!(await setPriceAlert(env, { userId: user.id, productId: id, belowCents: below, state }))) {
          throw notFound("Save the product first, then set its price alert.");
        }
        return done(
          state === "sent"
            ? `Alert set at ${formatCents(below)} per serving. The price is already below that (${product?.pricePerServingText}), so we will email you when it goes back up and then below ${formatCents(below)} again.`
            : `Alert set: we will email you when the price per serving is below ${formatCents(below)}.`,
        );
      }
      case "clear-price-alert":
        if (!(await clearPriceAlert(env, key()))) throw notFound("That product has no price alert.");
        return done("Price alert turned off.");
      case "set-safety-alerts": {
        const { productId: id, safetyAlerts } = parseInput(safetyAlertsSchema, input, "account");
        const on = safetyAlerts === "on";
        if (!(await setSafetyAlerts(env, { userId: user.id, productId: id, on }))) throw notFound("That product is not in your saved products.");
        return done(on ? "Safety alerts turned on." : "Safety alerts turned off: we will not email you about this product's safety.");
      }
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    const body: AccountActionData = { ok: false, intent, message: error.message, fields: error.fields, productId };
    const headers = new Headers();
    if (error.retryAfter !== undefined) headers.set("Retry-After", String(error.retryAfter));
    return data(body, { status: error.status, headers });
  }
}
