import type { FieldErrors } from "./schemas";

/** The intents the account forms post (the hidden `intent` field), all handled by one server action. */
export const AUTH_INTENTS = ["signin", "signup", "forgot", "reset", "verify", "signout", "resend-verification"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** What an account form action answers when it does not redirect: shown beside the form's fields. */
export type AuthActionData =
  | { ok: false; intent: AuthIntent; code: string; message: string; fields?: FieldErrors; email?: string }
  | { ok: true; intent: "signup" | "forgot"; email: string }
  | { ok: true; intent: "resend-verification" };
