import { defineConfig } from "drizzle-kit";

/**
 * `npm run db:generate` writes the next migration into migrations/ from the schema (README,
 * "Database migrations"). Wrangler applies them (`wrangler d1 migrations apply`), never drizzle-kit.
 */
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/.server/db/schema.ts",
  out: "./migrations",
});
