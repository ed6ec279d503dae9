import type { FieldErrors } from "../auth/schemas.ts";
import type { AccountIntent } from "./schemas.ts";

/** What an /account form action answers when it does not redirect: shown beside that form's fields. */
export type AccountActionData =
  | { ok: false; intent: AccountIntent | null; message: string; fields?: FieldErrors; productId?: string }
  | { ok: true; intent: AccountIntent; message: string; productId?: string };

/** What the Save control's action answers to a fetcher (a form without JavaScript is redirected). */
export type SaveControlData = { ok: true; saved: boolean } | { ok: false; message: string };
