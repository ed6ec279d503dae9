/**
 * The whole D1 schema: every table, from the modules in ./tables/ (one per area of the site),
 * is exported here, the one module queries import and drizzle-kit reads (drizzle.config.ts).
 * Migrations in migrations/ are generated from it with `npm run db:generate` (README, "Database
 * migrations"); tests/unit/migrations.test.ts fails when the two disagree. Timestamps are integer
 * milliseconds since the epoch (UTC) (docs/decisions/0095-schema-split-by-area.md).
 */
// Relative and with their extension: the seed script (plain Node) loads these files too.
export * from "./tables/prices.ts";
export * from "./tables/buy-links.ts";
export * from "./tables/accounts.ts";
export * from "./tables/operations.ts";
export * from "./tables/members.ts";
export * from "./tables/content.ts";
export * from "./tables/contact.ts";
export * from "./tables/analytics.ts";
export * from "./tables/safety.ts";
