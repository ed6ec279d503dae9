import { drizzle } from "drizzle-orm/d1";

/**
 * The query builder over D1. Built for every request (the binding is watched per request, see
 * storage-watch.ts), so without the schema: the site writes its queries with the builder and
 * never uses drizzle's relational `db.query`, whose set-up walks the whole schema each time (a
 * measurable share of a cached page's cost).
 */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB);
}

export type Db = ReturnType<typeof getDb>;
