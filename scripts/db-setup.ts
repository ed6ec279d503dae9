/**
 * Brings the local D1 up to date and seeds it: `npm run db:setup` (part of `dev` and `preview`).
 * Runs wrangler without a terminal so it never stops to ask before applying local migrations.
 */
import { seedDatabase } from "./seed.ts";
import { applyLocalMigrations } from "./lib/local-state.ts";

applyLocalMigrations();
seedDatabase();
console.log("Local database migrated and seeded.");
