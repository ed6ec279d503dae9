import { encodeHexLowerCase } from "@oslojs/encoding";
import { eq, lt } from "drizzle-orm";
import { getDb } from "~/.server/db/client";
import { affiliateClicks, clickSalts, clickWindows } from "~/.server/db/schema";

/*
 * Counting buy-link clicks once per visitor, product and variant within a short window, with no
 * cookie and no stored address (docs/decisions/0044-clicks-worth-counting.md). The visitor is
 * the rate-limit key (IP, or IPv6 /64) and the user agent, hashed with HMAC-SHA-256 under a
 * random salt of the UTC day that is deleted once the day is over.
 */

/** Repeat clicks on one variant's link by one visitor within this window count once. */
const CLICK_WINDOW_MS = 10 * 60 * 1000;

// Salts never change once written: an isolate keeps the ones it has read.
const saltsByDay = new Map<string, string>();

async function daySalt(env: Pick<Env, "DB">, day: string): Promise<string> {
  const cached = saltsByDay.get(day);
  if (cached) return cached;
  const db = getDb(env);
  const fresh = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));
  // The first writer of the day wins; everyone reads that one salt back.
  const [, rows] = await db.batch([
    db.insert(clickSalts).values({ day, salt: fresh }).onConflictDoNothing(),
    db.select({ salt: clickSalts.salt }).from(clickSalts).where(eq(clickSalts.day, day)),
  ]);
  const salt = rows[0]?.salt ?? fresh;
  saltsByDay.clear();
  saltsByDay.set(day, salt);
  return salt;
}

export interface ClickIdentity {
  visitor: string;
  userAgent: string;
  productId: string;
  variantId: string;
}

async function windowKey(env: Pick<Env, "DB">, click: ClickIdentity, now: number): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(await daySalt(env, day)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const text = [click.visitor, click.userAgent, click.productId, click.variantId].join("\n");
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text))));
}

/**
 * Records the click unless the same visitor clicked the same variant's link within the window.
 * The window is claimed in one statement (an upsert that succeeds only when no live window
 * exists), so two requests at once cannot both count. Returns whether the click was counted.
 */
export async function recordClickOnce(
  env: Pick<Env, "DB">,
  click: ClickIdentity & { retailer: string },
  now = Date.now(),
): Promise<boolean> {
  const db = getDb(env);
  const key = await windowKey(env, click, now);
  const claimed = await db
    .insert(clickWindows)
    .values({ key, expiresAt: now + CLICK_WINDOW_MS })
    .onConflictDoUpdate({ target: clickWindows.key, set: { expiresAt: now + CLICK_WINDOW_MS }, setWhere: lt(clickWindows.expiresAt, now) })
    .returning({ key: clickWindows.key });
  if (claimed.length === 0) return false;
  await db.insert(affiliateClicks).values({ productId: click.productId, variantId: click.variantId, retailer: click.retailer, clickedAt: now });
  return true;
}

/** Deletes expired windows and the salts of past days (after the answer is sent). */
export async function pruneClickWindows(env: Pick<Env, "DB">, now = Date.now()): Promise<void> {
  const db = getDb(env);
  const today = new Date(now).toISOString().slice(0, 10);
  await db.batch([db.delete(clickWindows).where(lt(clickWindows.expiresAt, now)), db.delete(clickSalts).where(lt(clickSalts.day, today))]);
}
