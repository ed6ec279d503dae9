import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts.ts";

/*
 * Contact: messages sent through /contact or POST /api/contact, and what admins did with them
 * (0010_contact). No IP address or user agent is kept.
 */

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: ["product-question", "correction", "partnership", "other"] }).notNull(),
    message: text("message").notNull(),
    /** The catalogue product the message is about, if the sender chose one. */
    productId: text("product_id"),
    /** The sender's account when they were signed in; the account's deletion removes the message. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "handled"] }).notNull().default("open"),
    createdAt: integer("created_at").notNull(),
    /** Last status change: also the marker that lets the history row be written in the same batch. */
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    index("contact_messages_email_idx").on(t.email),
    index("contact_messages_user_idx").on(t.userId),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

/** The history of a message: received, then each time an admin marked it handled or reopened it. */
export const contactMessageEvents = sqliteTable(
  "contact_message_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["received", "handled", "reopened"] }).notNull(),
    /** The admin who acted; null for "received" and once that admin's account is gone. */
    adminId: text("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("contact_message_events_message_idx").on(t.messageId, t.createdAt)],
);

export type ContactMessageEvent = typeof contactMessageEvents.$inferSelect;
