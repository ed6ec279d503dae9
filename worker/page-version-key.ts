/** The KV CACHE key holding the page cache's data version (worker/page-version.ts); the seed deletes it. */
export const PAGE_VERSION_KEY = "page-cache:data-version";
