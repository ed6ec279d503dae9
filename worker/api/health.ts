import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/errors";
import type { AppEnv } from "../types";

export const healthApi = new Hono<AppEnv>().get("/", async (c) => {
  try {
    // Touch every store so the check fails when any binding is broken.
    await Promise.all([getDb(c.env).run(sql`select 1`), c.env.SESSIONS.get("health:probe"), c.env.CACHE.get("health:probe")]);
  } catch (error) {
    console.error("health check failed", error);
    throw new AppError("unavailable:health", "A storage binding is unavailable.", 503, { retryAfter: 30 });
  }
  return c.json({ ok: true });
});
