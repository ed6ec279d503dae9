-- Full-text index of guides and articles, one row per section (the intro, then each h2), written
-- in the same batch as its post (app/.server/content/writes.ts). Only title, heading and body are
-- indexed; the other columns locate the section. Custom migration: drizzle cannot express FTS5.
CREATE VIRTUAL TABLE post_sections USING fts5(
  post_id UNINDEXED,
  slug UNINDEXED,
  anchor UNINDEXED,
  position UNINDEXED,
  title,
  heading,
  body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
