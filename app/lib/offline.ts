/*
 * Addresses shared by the page, the service worker (sw/service-worker.ts) and the build plugin
 * that emits them (scripts/lib/offline-assets.ts), so the three never disagree.
 */

/** The text-recognition files, served from our own origin under the library's release. */
export const OCR_BASE = "/ocr/tesseract-7.0.0";
export const OCR_PATHS = {
  worker: `${OCR_BASE}/worker.min.js`,
  /** A folder: the library picks the build this browser runs fastest (relaxed SIMD, SIMD, plain). */
  core: `${OCR_BASE}/core`,
  lang: `${OCR_BASE}/lang`,
} as const;

export const OFFLINE_PATHS = {
  checker: "/ingredient-checker",
  list: "/api/ingredients/list",
  offlinePage: "/offline.html",
  serviceWorker: "/sw.js",
} as const;

/** Set by the service worker on a list it kept: when this device last received it. */
export const LIST_SAVED_HEADER = "Cleared-List-Saved";
/** Set by the service worker when it answered from its copy because the network failed. */
export const FROM_DEVICE_HEADER = "Cleared-From-Device";
