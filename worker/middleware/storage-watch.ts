import { createMiddleware } from "hono/factory";
import { type StorageWatch, watchStorage } from "~/.server/storage-watch";
import type { AppEnv } from "../types";

/** Gives every later handler this request's bindings, with D1 and KV failures noted (app/.server/storage-watch.ts). */
export const storageWatch = createMiddleware<AppEnv>(async (c, next) => {
  const watch: StorageWatch = { failure: null };
  c.set("storage", watch);
  c.env = watchStorage(c.env, watch);
  await next();
});
