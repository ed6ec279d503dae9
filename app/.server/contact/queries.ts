import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { type ContactMessage, contactMessageEvents, contactMessages, users } from "~/.server/db/schema";
import type { ContactInput } from "~/domain/contact/schema";

type DbEnv = Pick<Env, "DB">;

export type ContactStatus = ContactMessage["status"];

/** The message and its "received" history entry, in one batch. */
export async function insertContactMessage(
  env: DbEnv,
  { input, userId, now }: { input: ContactInput; userId: string | null; now: number },
): Promise<ContactMessage> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const [[stored]] = await db.batch([
    db
      .insert(contactMessages)
      .values({
        id,
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        productId: input.productId ?? null,
        userId,
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    db.insert(contactMessageEvents).values({ messageId: id, action: "received", adminId: null, createdAt: now }),
  ]);
  if (!stored) throw new Error("The contact message was not stored.");
  return stored;
}

export const ADMIN_MESSAGES_PAGE_SIZE = 25;

/** Newest first, one page at a time (`before` is the oldest created_at of the previous page). */
export async function listContactMessages(
  env: DbEnv,
  { status, before, limit = ADMIN_MESSAGES_PAGE_SIZE }: { status: ContactStatus | "all"; before?: number; limit?: number },
) {
  const db = getDb(env);
  const conditions = [
    status === "all" ? undefined : eq(contactMessages.status, status),
    before === undefined ? undefined : lt(contactMessages.createdAt, before),
  ].filter((c) => c !== undefined);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1);
  const page = messages.slice(0, limit);
  const ids = page.map((m) => m.id);
  const emails = [...new Set(page.map((m) => m.email))];
  const [events, senders] = ids.length
    ? await db.batch([
        db
          .select({
            messageId: contactMessageEvents.messageId,
            action: contactMessageEvents.action,
            createdAt: contactMessageEvents.createdAt,
            adminEmail: users.email,
          })
          .from(contactMessageEvents)
          .leftJoin(users, eq(users.id, contactMessageEvents.adminId))
          .where(inArray(contactMessageEvents.messageId, ids))
          .orderBy(asc(contactMessageEvents.createdAt), asc(contactMessageEvents.id)),
        db
          .select({ email: contactMessages.email, total: count() })
          .from(contactMessages)
          .where(inArray(contactMessages.email, emails))
          .groupBy(contactMessages.email),
      ])
    : [[], []];
  const totals = new Map(senders.map((s) => [s.email, s.total]));
  return {
    messages: page.map((m) => ({
      ...m,
      history: events.filter((e) => e.messageId === m.id),
      /** How many messages this address has sent in all, this one included. */
      fromSender: totals.get(m.email) ?? 1,
    })),
    nextBefore: messages.length > limit ? (page.at(-1)?.createdAt ?? null) : null,
  };
}

/**
 * Moves a message to `status` and writes the history entry in the same batch. The entry is only
 * written when the update changed the row (its updated_at is this call's `now`), so a double
 * click records one change, not two.
 */
export async function setContactMessageStatus(
  env: DbEnv,
  { id, status, adminId, now }: { id: string; status: ContactStatus; adminId: string; now: number },
): Promise<boolean> {
  const db = getDb(env);
  const action = status === "handled" ? "handled" : "reopened";
  const [update] = await db.batch([
    db
      .update(contactMessages)
      .set({ status, updatedAt: now })
      .where(and(eq(contactMessages.id, id), sql`${contactMessages.status} <> ${status}`)),
    // Columns in table order (id, message_id, action, admin_id, created_at); a null id autoincrements.
    db.insert(contactMessageEvents).select(sql`
      SELECT NULL, ${contactMessages.id}, ${action}, ${adminId}, ${now} FROM ${contactMessages}
      WHERE ${contactMessages.id} = ${id} AND ${contactMessages.status} = ${status} AND ${contactMessages.updatedAt} = ${now}`),
  ]);
  return update.meta.changes > 0;
}
