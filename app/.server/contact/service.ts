import * as z from "zod/mini";
import { getEmailSender } from "~/.server/email/sender";
import { contactReceivedMessage } from "~/.server/email/templates";
import { getConfig, linkOrigin } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { type BodyFormat, readBody } from "~/.server/http/body";
import { clientKey } from "~/.server/http/client-ip";
import { enforceRateLimits } from "~/.server/http/rate-limit";
import { signValue, verifySignedValue } from "~/.server/signing";
import { fieldErrors } from "~/domain/auth/schemas";
import { findCatalogueEntry } from "~/.server/catalogue";
import { CONTACT_LIMITS, HONEYPOT_FIELD, topicLabel } from "~/domain/contact/form";
import { contactSchema } from "~/domain/contact/schema";
import type { SessionUser } from "~/domain/user";
import { insertContactMessage } from "./queries";

/**
 * The contact service: the /contact form action and POST /api/contact both call it, so the rules
 * (validation, bot traps, rate limit, storage, receipt) live once.
 */

/** The period of CONTACT_LIMITER (wrangler.toml): a refused client may try again after it. */
const LIMITER_PERIOD_SECONDS = 60;
/** Generous for a 5,000-character message even when every character is percent-encoded. */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

export interface ContactRequest {
  env: Env;
  request: Request;
  user: SessionUser | null;
  /** Work that must not delay the answer (the receipt email). */
  defer(promise: Promise<unknown>): void;
}

/** Shown on the confirmation page and in the receipt: short enough to quote in a reply. */
export function contactReference(id: string): string {
  return id.replaceAll("-", "").slice(0, 8).toUpperCase();
}

/** The signed start time the form carries, so the minimum fill time cannot be faked. */
export function issueContactFormToken(env: Env, now = Date.now()): string {
  return signValue(env, "contact-form", String(now));
}

function parseContact(input: unknown) {
  const result = z.safeParse(contactSchema, input ?? {});
  if (!result.success) {
    throw new AppError("invalid_input:contact", "Please correct the highlighted fields.", 422, { fields: fieldErrors(result.error) });
  }
  const data = result.data;
  if (data.productId && !findCatalogueEntry(data.productId)) {
    throw new AppError("invalid_input:contact", "Please correct the highlighted fields.", 422, {
      fields: { productId: ["Choose a product from the list."] },
    });
  }
  return data;
}

/** The honeypot and the signed start time; both answer plainly, since people can trip them too. */
function checkBotTraps(env: Env, input: Record<string, unknown>, now: number): void {
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    throw new AppError("bot_suspected:contact", "Your message looks automated and was not sent. If you are a person, reload the page and send it again.", 400);
  }
  const startedAt = Number(verifySignedValue(env, "contact-form", input.formToken));
  if (!Number.isSafeInteger(startedAt) || startedAt <= 0) {
    throw new AppError("invalid_form_token:contact", "This form could not be verified. Reload the page and send your message again.", 400);
  }
  if (now - startedAt < CONTACT_LIMITS.minFillMs) {
    throw new AppError("too_fast:contact", "That was quicker than anyone can type. Wait a few seconds, then send your message again.", 400);
  }
  if (now - startedAt > CONTACT_LIMITS.maxFormAgeMs) {
    throw new AppError("form_expired:contact", "This form was open for more than a day. Reload the page and send your message again.", 400);
  }
}

function checkRateLimit(env: Env, request: Request): Promise<void> {
  return enforceRateLimits([{ limiter: env.CONTACT_LIMITER, key: `contact:${clientKey(request, getConfig(env).environment)}` }], {
    code: "rate_limited:contact",
    message: "Too many messages from your network. Please wait a minute and try again.",
    periodSeconds: LIMITER_PERIOD_SECONDS,
  });
}

/**
 * Validates, checks the bot traps and the per-IP limit, stores the message and sends the sender a
 * receipt (after the answer). Nothing is stored unless every check passed.
 */
export async function submitContactMessage({ env, request, user, defer }: ContactRequest, raw: unknown): Promise<{ reference: string }> {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const now = Date.now();
  const data = parseContact(input);
  checkBotTraps(env, input, now);
  await checkRateLimit(env, request);
  const stored = await insertContactMessage(env, { input: data, userId: user?.id ?? null, now });
  const reference = contactReference(stored.id);
  const receipt = contactReceivedMessage(stored.email, { reference, topic: topicLabel(stored.topic), url: linkOrigin(env, request) });
  defer(getEmailSender(env).send(receipt).catch((error: unknown) => console.error("[contact] receipt email failed", error)));
  return { reference };
}

/** The request body of either door: a form post (urlencoded or multipart) for the page, JSON for the API. */
export function readContactBody(request: Request, format: Extract<BodyFormat, "form" | "json">): Promise<unknown> {
  return readBody(request, { area: "contact", maxBytes: CONTACT_MAX_BODY_BYTES, accept: [format] });
}
