import type { FieldErrors } from "./schemas";

/** The intents the account forms post (the hidden `intent` field), all handled by one server action. */
export const AUTH_INTENTS = ["signin", "signin-link", "signup", "forgot", "reset", "verify", "signout", "resend-verification"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** What an account form action answers when it does not redirect: shown beside the form's fields. */
export type AuthActionData =
  | { ok: false; intent: AuthIntent; code: string; message: string; fields?: FieldErrors; email?: string }
  /** `mailTrouble`: mail is failing to go out right now (app/.server/email/sender.ts), whoever it is for. */
  | { ok: true; intent: "signup" | "forgot"; email: string; mailTrouble: boolean }
  /** A guarded account: the sign-in finishes with the emailed link (SIGN_IN_LINK_NOTICE). */
  | { ok: true; intent: "signin"; emailLink: true; email: string; mailTrouble: boolean }
  | { ok: true; intent: "resend-verification" };
