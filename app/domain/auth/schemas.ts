import * as z from "zod/mini";
// With its extension: scripts/admin-create.ts runs this module under plain Node.
import { PASSWORD_MAX_LENGTH } from "./password-policy.ts";

/**
 * One set of schemas for the /auth forms (browser and route actions) and the JSON API.
 * Messages are the user-facing texts; the missing-field message is the one in docs/product.md
 * §6.1. zod/mini keeps the browser's share small (the /auth page is held to the home page's JavaScript budget).
 */

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
export const INVALID_EMAIL = "Enter a valid email address.";
export const INVALID_LINK = "This link is invalid or has expired.";
export const EMAIL_MAX_LENGTH = 254;
/**
 * Raw password input, before NFKC: generous beside the 128-code-point policy (normalisation can
 * lengthen a string), but a bound, so no request hashes or stores megabytes.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
/** Tokens are 32 characters; anything much longer is not one. */
const TOKEN_MAX_LENGTH = 128;
/** Every account form and JSON body fits well within this; the body reader refuses more. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

const TOO_LONG_PASSWORD = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;

const requiredEmail = z
  .string({ error: MISSING_CREDENTIALS })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, MISSING_CREDENTIALS), z.maxLength(EMAIL_MAX_LENGTH, INVALID_EMAIL));
const requiredPassword = z
  .string({ error: MISSING_CREDENTIALS })
  .check(z.minLength(1, MISSING_CREDENTIALS), z.maxLength(PASSWORD_INPUT_MAX_LENGTH, TOO_LONG_PASSWORD));
const wellFormedEmail = z.email(INVALID_EMAIL).check(z.maxLength(EMAIL_MAX_LENGTH, INVALID_EMAIL));

/** A well-formed address, trimmed and lower-cased: the form accounts are stored under. */
export const emailSchema = z.pipe(z.string({ error: INVALID_EMAIL }).check(z.trim(), z.toLowerCase()), wellFormedEmail);

/** Sign-in only needs both fields: a malformed email is simply an unknown one. */
export const signInSchema = z.object({ email: requiredEmail, password: requiredPassword });
export const signUpSchema = z.object({ email: z.pipe(requiredEmail, wellFormedEmail), password: requiredPassword });
export const forgotPasswordSchema = z.object({ email: emailSchema });
const token = z.string({ error: INVALID_LINK }).check(z.maxLength(TOKEN_MAX_LENGTH, INVALID_LINK));
export const resetPasswordSchema = z.object({
  token,
  password: z
    .string({ error: "Enter a new password." })
    .check(z.minLength(1, "Enter a new password."), z.maxLength(PASSWORD_INPUT_MAX_LENGTH, TOO_LONG_PASSWORD)),
});
export const verifyEmailSchema = z.object({ token });
export const signInLinkSchema = z.object({ token });
export const signOutSchema = z.object({ scope: z._default(z.enum(["local", "others", "global"]), "local") });

/** Field name -> messages, the shape both the API error body and the form show. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const messages = fields[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields[key] = messages;
  }
  return fields;
}
