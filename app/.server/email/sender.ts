import { desc } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { emailOutbox } from "~/.server/db/schema";
import { getConfig } from "~/.server/env";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one way the site sends mail; which implementation depends on the environment. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";

/** Resend's HTTP API: one POST per message, so no SMTP or SDK is needed on Workers. */
function httpSender(apiKey: string, from: string): EmailSender {
  return {
    async send(message) {
      const response = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
      });
      if (!response.ok) {
        throw new Error(`Email provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      }
    },
  };
}

function outboxSender(env: Pick<Env, "DB">): EmailSender {
  return {
    async send(message) {
      await getDb(env)
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          createdAt: Date.now(),
        });
    },
  };
}

/** Production always has a provider key (app/.server/env.ts refuses to run without one). */
export function getEmailSender(env: Env): EmailSender {
  const { emailApiKey, siteOrigin } = getConfig(env);
  if (emailApiKey) return httpSender(emailApiKey, `CLEARED <no-reply@${new URL(siteOrigin).hostname}>`);
  return outboxSender(env);
}

/** Local development only: the route serving this answers 404 unless DEV_OUTBOX is on. */
export function listOutbox(env: Pick<Env, "DB">, { limit }: { limit: number }) {
  return getDb(env).select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
