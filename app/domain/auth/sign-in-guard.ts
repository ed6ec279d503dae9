/**
 * The answer to every sign-in of a guarded account, right password or not
 * (docs/decisions/0008-sign-in-guard-not-lockout.md). Kept apart from the zod schemas so the
 * sign-in page can show it without loading them.
 */
export const SIGN_IN_LINK_NOTICE =
  "For this account's safety, signing in now also needs a link from its email. If the email and password were right, the link is on its way; it works once, within 15 minutes.";
