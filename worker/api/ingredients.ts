import { Hono } from "hono";
import { AppError } from "~/.server/errors";
import { checkIngredients, deviceListBody } from "~/.server/prohibited-list";
import { ingredientCheckQuerySchema } from "~/domain/safety/check";
import type { AppEnv } from "../types";

export const ingredientsApi = new Hono<AppEnv>().get("/check", async (c) => {
  const parsed = ingredientCheckQuerySchema.safeParse({ q: c.req.query("q") ?? "" });
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors as Record<string, string[]>;
    throw new AppError("bad_request:ingredients", fields.q?.[0] ?? "Invalid query.", 400, { fields });
  }
  // Cacheable, but checked with the Worker on every use: an admin who applies a new DoD list
  // changes the answer at once (docs/decisions/0022-dod-list-versions-and-safety-alerts.md).
  c.header("Cache-Control", "public, no-cache");
  return c.json(checkIngredients((await c.var.safety()).matcher, parsed.data.q));
});

/**
 * The list in use, for the checker to keep on the device and check with when there is no signal
 * (docs/decisions/0052-offline-checker.md). Revalidated on every use by its version, so a device
 * that already holds the current list downloads nothing.
 */
ingredientsApi.get("/list", async (c) => {
  const { body, version } = deviceListBody(await c.var.safety());
  const etag = `"${version}"`;
  c.header("Cache-Control", "public, no-cache");
  c.header("ETag", etag);
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
  return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
});
