-- Posts seeded before the seed log existed: record them as seen, with the hash they hold, so a
-- post an admin has deleted is never seeded again and an unedited one still follows its file.
INSERT OR IGNORE INTO content_seed_log (slug, seed_hash, seeded_at)
SELECT slug, seed_hash, updated_at FROM posts WHERE seed_hash IS NOT NULL;
