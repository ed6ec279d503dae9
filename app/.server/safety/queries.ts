import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { certificationWithdrawals, prohibitedListVersions, safetyAlertEmails, savedProducts, users } from "~/.server/db/schema";
import type { ProhibitedListData } from "~/domain/safety/types";

/*
 * D1 access for the DoD list versions, withdrawn certifications and safety alert emails
 * (docs/decisions/0022-dod-list-versions-and-safety-alerts.md).
 */

type DbEnv = Pick<Env, "DB">;

/** A member's pending email: who, which event, what it names. */
export interface PendingSafetyAlert {
  userId: string;
  event: string;
  itemsJson: string;
}

/**
 * What every request needs to know, in one round trip: the applied list version in use (the
 * newest applied), and every withdrawn certification (a handful of rows at most).
 */
export async function readSafetyState(env: DbEnv) {
  const db = getDb(env);
  const [version, withdrawals] = await db.batch([
    db
      .select({ id: prohibitedListVersions.id, appliedAt: prohibitedListVersions.appliedAt })
      .from(prohibitedListVersions)
      .where(isNotNull(prohibitedListVersions.appliedAt))
      .orderBy(desc(prohibitedListVersions.appliedAt), desc(prohibitedListVersions.id))
      .limit(1),
    db
      .select({
        productId: certificationWithdrawals.productId,
        withdrawnOn: certificationWithdrawals.withdrawnOn,
        sourceUrl: certificationWithdrawals.sourceUrl,
        note: certificationWithdrawals.note,
        recordedAt: certificationWithdrawals.recordedAt,
      })
      .from(certificationWithdrawals),
  ]);
  const active = version[0];
  return { activeVersion: active?.appliedAt ? { id: active.id, appliedAt: active.appliedAt } : null, withdrawals };
}

export function findListVersion(env: DbEnv, { id }: { id: number }) {
  return getDb(env).select().from(prohibitedListVersions).where(eq(prohibitedListVersions.id, id)).get();
}

export function parseStoredList(row: { listJson: string }): ProhibitedListData {
  return JSON.parse(row.listJson) as ProhibitedListData;
}

/** Applied versions, newest first, for the page's history. */
export function listAppliedVersions(env: DbEnv, { limit }: { limit: number }) {
  return getDb(env)
    .select({
      id: prohibitedListVersions.id,
      source: prohibitedListVersions.source,
      retrieved: prohibitedListVersions.retrieved,
      entryCount: prohibitedListVersions.entryCount,
      appliedAt: prohibitedListVersions.appliedAt,
      appliedBy: users.email,
    })
    .from(prohibitedListVersions)
    .leftJoin(users, eq(users.id, prohibitedListVersions.appliedBy))
    .where(isNotNull(prohibitedListVersions.appliedAt))
    .orderBy(desc(prohibitedListVersions.appliedAt), desc(prohibitedListVersions.id))
    .limit(limit);
}

/**
 * Stores an uploaded, validated list as a version not yet applied: it is used by nothing until an
 * admin applies it. An earlier upload that was never applied is dropped in the same batch, so at
 * most one waits at a time.
 */
export async function storeUploadedList(
  env: DbEnv,
  { list, adminId, now }: { list: ProhibitedListData; adminId: string; now: number },
): Promise<number> {
  const db = getDb(env);
  const [, inserted] = await db.batch([
    db.delete(prohibitedListVersions).where(isNull(prohibitedListVersions.appliedAt)),
    db
      .insert(prohibitedListVersions)
      .values({
        source: list.source,
        retrieved: list.retrieved,
        license: list.license,
        entryCount: list.entries.length,
        listJson: JSON.stringify(list),
        uploadedBy: adminId,
        uploadedAt: now,
      })
      .returning({ id: prohibitedListVersions.id }),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("The uploaded list was not stored.");
  return id;
}

/**
 * Applies an uploaded version and queues its safety alert emails, in one batch: the version
 * becomes the list in use only if it is still unapplied and the version in use is still the one
 * its diff was shown against; each email row is written only if that update happened (same
 * `applied_at`), and at most once per member and event. False when nothing was applied.
 */
export async function applyListVersion(
  env: DbEnv,
  { id, baseVersionId, adminId, now, alerts }: { id: number; baseVersionId: number | null; adminId: string; now: number; alerts: readonly PendingSafetyAlert[] },
): Promise<boolean> {
  const db = getDb(env);
  const activeId = sql`(SELECT id FROM prohibited_list_versions WHERE applied_at IS NOT NULL ORDER BY applied_at DESC, id DESC LIMIT 1)`;
  const stillBase = baseVersionId === null ? sql`${activeId} IS NULL` : sql`${activeId} = ${baseVersionId}`;
  const update = db
    .update(prohibitedListVersions)
    .set({ appliedAt: now, appliedBy: adminId })
    .where(and(eq(prohibitedListVersions.id, id), isNull(prohibitedListVersions.appliedAt), stillBase))
    .returning({ id: prohibitedListVersions.id });
  // INSERT ... SELECT from the version row itself: no row unless the update above applied it now.
  // Every column in table order, as drizzle requires; a NULL id takes the next one.
  const queued = alerts.map((alert) =>
    db
      .insert(safetyAlertEmails)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            userId: sql<string>`${alert.userId}`.as("user_id"),
            event: sql<string>`${alert.event}`.as("event"),
            itemsJson: sql<string>`${alert.itemsJson}`.as("items_json"),
            createdAt: sql<number>`${now}`.as("created_at"),
            sentAt: sql<number | null>`NULL`.as("sent_at"),
          })
          .from(prohibitedListVersions)
          .where(and(eq(prohibitedListVersions.id, id), eq(prohibitedListVersions.appliedAt, now), eq(prohibitedListVersions.appliedBy, adminId))),
      )
      .onConflictDoNothing(),
  );
  const [applied] = await db.batch([update, ...queued]);
  return applied.length > 0;
}

/**
 * Records a withdrawn certification and queues its emails in one batch. A product already marked
 * withdrawn makes the insert (and so the whole batch) fail: the caller reports it.
 */
export async function recordWithdrawal(
  env: DbEnv,
  {
    productId,
    sourceUrl,
    withdrawnOn,
    note,
    adminId,
    now,
    alerts,
  }: { productId: string; sourceUrl: string; withdrawnOn: string; note: string; adminId: string; now: number; alerts: readonly PendingSafetyAlert[] },
): Promise<void> {
  const db = getDb(env);
  await db.batch([
    db.insert(certificationWithdrawals).values({ productId, sourceUrl, withdrawnOn, note, recordedBy: adminId, recordedAt: now }),
    ...alerts.map((a) => db.insert(safetyAlertEmails).values({ ...a, createdAt: now }).onConflictDoNothing()),
  ]);
}

export function findWithdrawal(env: DbEnv, { productId }: { productId: string }) {
  return getDb(env).select().from(certificationWithdrawals).where(eq(certificationWithdrawals.productId, productId)).get();
}

export function listWithdrawals(env: DbEnv) {
  return getDb(env).select().from(certificationWithdrawals).orderBy(desc(certificationWithdrawals.recordedAt));
}

/** Members with safety alerts on for any of these products: one row per member and product. */
export async function listSafetyAlertSubscribers(env: DbEnv, { productIds }: { productIds: readonly string[] }) {
  if (productIds.length === 0) return [];
  return getDb(env)
    .select({ userId: savedProducts.userId, productId: savedProducts.productId })
    .from(savedProducts)
    .where(and(inArray(savedProducts.productId, [...productIds]), eq(savedProducts.safetyAlerts, true)))
    .orderBy(asc(savedProducts.userId), asc(savedProducts.createdAt));
}

/** Safety alert emails not sent yet, oldest first, with the member's address. */
export function listUnsentSafetyAlerts(env: DbEnv, { limit }: { limit: number }) {
  return getDb(env)
    .select({ id: safetyAlertEmails.id, event: safetyAlertEmails.event, itemsJson: safetyAlertEmails.itemsJson, email: users.email })
    .from(safetyAlertEmails)
    .innerJoin(users, eq(users.id, safetyAlertEmails.userId))
    .where(isNull(safetyAlertEmails.sentAt))
    .orderBy(asc(safetyAlertEmails.id))
    .limit(limit);
}

/** Claims an unsent email before sending it (true when this call claimed it), or releases it after a failed send. */
export async function markSafetyAlert(env: DbEnv, { id, sentAt }: { id: number; sentAt: number | null }): Promise<boolean> {
  const db = getDb(env);
  const rows = await db
    .update(safetyAlertEmails)
    .set({ sentAt })
    .where(and(eq(safetyAlertEmails.id, id), sentAt === null ? isNotNull(safetyAlertEmails.sentAt) : isNull(safetyAlertEmails.sentAt)))
    .returning({ id: safetyAlertEmails.id });
  return rows.length > 0;
}
