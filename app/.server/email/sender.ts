import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { emailOutbox, type OutboxEmail } from "~/.server/db/schema";
import { getConfig } from "~/.server/env";
import { logEvent } from "~/.server/log";
import { EMAIL_MAX_ATTEMPTS, retryDelayMs } from "~/domain/email-retry";

/*
 * Every email goes through the D1 outbox (docs/decisions/0049-email-outbox.md): the row is
 * written first, then sent at once with a time limit; a failed send stays `pending` and the
 * cron retries it with growing pauses until it is sent or, after EMAIL_MAX_ATTEMPTS, `failed`,
 * which the operator sees on /admin/operations and in /api/health. Without a provider key
 * (development) the row is the delivery: `/dev/outbox` shows it.
 */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one way the site sends mail. Resolves once the message is in the outbox, sent or waiting for a retry. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";
/** A send that has not answered by then is abandoned and retried by the cron. */
export const EMAIL_SEND_TIMEOUT_MS = 10_000;
/** How long after a failed attempt the auth pages say that mail cannot go out just now. */
const DELIVERY_TROUBLE_WINDOW_MS = 15 * 60 * 1000;

type Deliver = (message: EmailMessage) => Promise<void>;

/** Resend's HTTP API: one POST per message, so no SMTP or SDK is needed on Workers. */
function resendDelivery(apiKey: string, from: string): Deliver {
  return async (message) => {
    const response = await fetch(RESEND_ENDPOINT, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
      signal: AbortSignal.timeout(EMAIL_SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Email provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
}

/** The provider's delivery, or null when none is configured (mail then stays in the outbox as `local`). */
function providerDelivery(env: Env): Deliver | null {
  const { emailApiKey, siteOrigin } = getConfig(env);
  return emailApiKey ? resendDelivery(emailApiKey, `CLEARED <no-reply@${new URL(siteOrigin).hostname}>`) : null;
}

/** One attempt at a row: sent (bodies emptied) or pending with the next try, or failed for good. */
async function attempt(env: Pick<Env, "DB">, deliver: Deliver, row: Pick<OutboxEmail, "id" | "toAddress" | "subject" | "textBody" | "htmlBody" | "attempts">, now: number) {
  const attempts = row.attempts + 1;
  try {
    await deliver({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    await getDb(env)
      .update(emailOutbox)
      .set({ status: "sent", attempts, lastAttemptAt: now, nextAttemptAt: null, lastError: null, textBody: "", htmlBody: "" })
      .where(eq(emailOutbox.id, row.id));
    return true;
  } catch (error) {
    const failed = attempts >= EMAIL_MAX_ATTEMPTS;
    const lastError = String((error as Error)?.message ?? error).slice(0, 500);
    logEvent("error", "email.send_failed", { outboxId: row.id, attempts, final: failed, error: lastError });
    await getDb(env)
      .update(emailOutbox)
      .set({ status: failed ? "failed" : "pending", attempts, lastAttemptAt: now, nextAttemptAt: failed ? null : now + retryDelayMs(attempts), lastError })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
}

export function getEmailSender(env: Env): EmailSender {
  const deliver = providerDelivery(env);
  return {
    async send(message) {
      const now = Date.now();
      const row = await getDb(env)
        .insert(emailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, createdAt: now, status: deliver ? "pending" : "local" })
        .returning({ id: emailOutbox.id })
        .get();
      if (deliver) await attempt(env, deliver, { id: row.id, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, attempts: 0 }, now);
    },
  };
}

/** The cron's pass over the outbox: every pending email whose pause is over gets one more attempt. */
export async function retryDueEmails(env: Env, now = Date.now(), limit = 50): Promise<{ retried: number; sent: number; failed: number }> {
  const deliver = providerDelivery(env);
  if (!deliver) return { retried: 0, sent: 0, failed: 0 };
  const due = await getDb(env)
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit);
  let sent = 0;
  for (const row of due) if (await attempt(env, deliver, row, now)) sent += 1;
  const failed = due.length - sent;
  return { retried: due.length, sent, failed };
}

/** Emails waiting for a retry and emails that failed for good: for the health check and the operator. */
export async function emailBacklog(env: Pick<Env, "DB">): Promise<{ pending: number; failed: number }> {
  const rows = await getDb(env)
    .select({ status: emailOutbox.status, count: sql<number>`count(*)` })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "failed"]))
    .groupBy(emailOutbox.status);
  return { pending: rows.find((r) => r.status === "pending")?.count ?? 0, failed: rows.find((r) => r.status === "failed")?.count ?? 0 };
}

/** The most recent emails that failed for good or are waiting on a retry, newest first (no bodies). */
export function undeliveredEmails(env: Pick<Env, "DB">, { limit }: { limit: number }) {
  return getDb(env)
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastAttemptAt: emailOutbox.lastAttemptAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "failed"]))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

/**
 * Whether mail is failing to go out right now: the latest attempt, whoever it was for, failed
 * within the last 15 minutes. The auth pages then say so to everyone alike, which tells nobody
 * whether an address has an account.
 */
export async function emailDeliveryTrouble(env: Pick<Env, "DB">, now = Date.now()): Promise<boolean> {
  const latest = await getDb(env)
    .select({ status: emailOutbox.status, lastAttemptAt: emailOutbox.lastAttemptAt })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.lastAttemptAt))
    .orderBy(desc(emailOutbox.lastAttemptAt))
    .limit(1)
    .get();
  return latest !== undefined && latest.status !== "sent" && (latest.lastAttemptAt ?? 0) > now - DELIVERY_TROUBLE_WINDOW_MS;
}

/** Local development only: the route serving this answers 404 unless DEV_OUTBOX is on. */
export function listOutbox(env: Pick<Env, "DB">, { limit }: { limit: number }) {
  return getDb(env).select().from(emailOutbox).where(eq(emailOutbox.status, "local")).orderBy(desc(emailOutbox.id)).limit(limit);
}
