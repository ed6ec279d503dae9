/*
 * Addresses shared by the page, the service worker (sw/service-worker.ts) and the build plugin
 * that emits them (scripts/lib/offline-assets.ts), so the three never disagree.
 */

/** The text-recognition files, served from our own origin under the library's release. */
export const OCR_BASE = "/ocr/tesseract-7.0.0";
export const OCR_PATHS = {
  worker: `${OCR_BASE}/worker.min.js`,
  lang: `${OCR_BASE}/lang`,
} as const;

/** The recogniser's builds, fastest first; each is a script and the .wasm it streams beside it. */
export const OCR_CORES = ["relaxedsimd-lstm", "simd-lstm", "lstm"] as const;
export type OcrCore = (typeof OCR_CORES)[number];
/** Beside the worker's script: the core looks for its .wasm in the worker's own folder. */
export const ocrCorePath = (core: OcrCore) => `${OCR_BASE}/tesseract-core-${core}.js`;

export const OFFLINE_PATHS = {
  checker: "/ingredient-checker",
  list: "/api/ingredients/list",
  offlinePage: "/offline.html",
  /** The offline page's script: it reloads the page when the device is back online. */
  offlineScript: "/offline.js",
  serviceWorker: "/sw.js",
} as const;

/** Set by the service worker on a list it kept: when this device last received it. */
export const LIST_SAVED_HEADER = "Cleared-List-Saved";
/** Set by the service worker when it answered from its copy because the network failed. */
export const FROM_DEVICE_HEADER = "Cleared-From-Device";
