/** Page views are written to D1 in batches: one write per this many views... */
export const PAGEVIEW_BATCH_SIZE = 50;
/** ...or once the oldest waiting view is this old (checked when the next view arrives). */
export const PAGEVIEW_BATCH_MAX_AGE_MS = 60_000;
