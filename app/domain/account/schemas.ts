import * as z from "zod/mini";
import { PASSWORD_INPUT_MAX_LENGTH } from "../auth/schemas.ts";

/**
 * The /account forms' schemas, shared by the page (field names, limits) and the server action.
 * zod/mini, like the auth schemas, so the account page's share of JavaScript stays small.
 */

export const ACCOUNT_INTENTS = [
  "change-password",
  "sign-out-everywhere",
  "resend-verification",
  "delete-account",
  "delete-quiz-result",
  "remove-saved-product",
  "set-price-alert",
  "clear-price-alert",
  "set-safety-alerts",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** Every account form fits well within this; the body reader refuses more. */
export const ACCOUNT_BODY_MAX_BYTES = 16 * 1024;
/** Product ids are short slugs; anything longer is not one. */
const PRODUCT_ID_MAX_LENGTH = 120;

const passwordInput = (missing: string) =>
  z.string({ error: missing }).check(z.minLength(1, missing), z.maxLength(PASSWORD_INPUT_MAX_LENGTH, "That password is too long."));

export const changePasswordSchema = z.object({
  currentPassword: passwordInput("Enter your current password."),
  newPassword: passwordInput("Enter a new password."),
});

export const deleteAccountSchema = z.object({
  password: passwordInput("Enter your password to delete your account."),
  confirm: z.literal("on", { error: "Tick the box to confirm that everything will be deleted." }),
});

export const productIdSchema = z.string({ error: "Choose a product." }).check(z.minLength(1, "Choose a product."), z.maxLength(PRODUCT_ID_MAX_LENGTH, "That is not a product of ours."));

/** Alerts below 1 cent or above $100 per serving are not a price anyone means. */
export const PRICE_ALERT_MAX_DOLLARS = 100;
const PRICE_ALERT_MESSAGE = `Enter a price per serving in dollars, like 1.25 (at most $${PRICE_ALERT_MAX_DOLLARS}).`;

/** "1.25", "$1.25" or ".5" dollars -> cents; anything else is refused with one message. */
export const priceAlertSchema = z.object({
  productId: productIdSchema,
  below: z.pipe(
    z.string({ error: PRICE_ALERT_MESSAGE }).check(
      z.trim(),
      z.regex(/^\$?(?:\d{1,3}(?:\.\d{0,2})?|\.\d{1,2})$/, PRICE_ALERT_MESSAGE),
    ),
    z.pipe(
      z.transform((text: string) => Math.round(Number(text.replace("$", "")) * 100)),
      z.number().check(z.minimum(1, PRICE_ALERT_MESSAGE), z.maximum(PRICE_ALERT_MAX_DOLLARS * 100, PRICE_ALERT_MESSAGE)),
    ),
  ),
});

export const savedProductSchema = z.object({ productId: productIdSchema });

/** The safety alert switch of one saved product: the value it is set to. */
export const safetyAlertsSchema = z.object({
  productId: productIdSchema,
  safetyAlerts: z.enum(["on", "off"], { error: "Choose whether safety alerts are on or off." }),
});

/** The Save control's form: save or remove, and where to come back to. */
export const saveControlSchema = z.object({
  productId: productIdSchema,
  intent: z.enum(["save", "remove"], { error: "Unknown form action." }),
  redirectTo: z.optional(z.string().check(z.maxLength(2048))),
});
