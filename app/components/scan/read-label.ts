import type { Page, Worker } from "tesseract.js";
import Tesseract from "tesseract.js/dist/tesseract.esm.min.js";
import { relaxedSimd, simd } from "wasm-feature-detect";
import { OCR_PATHS, type OcrCore, ocrCorePath } from "~/lib/offline";

/*
 * Reads the text of a prepared label photo with tesseract.js in a Web Worker, from files served
 * by our own origin (docs/decisions/0051-label-scan-on-the-device.md). The photo stays in this
 * tab: the worker is ours and fetches only the recogniser and its trained data.
 */

export interface ReadLine {
  text: string;
  /** The recogniser's confidence in the line, 0-100. */
  confidence: number;
}

export interface LabelReading {
  lines: ReadLine[];
  /** Share of the recognised characters the recogniser was unsure of (0-1). */
  unsureShare: number;
}

export interface ReadProgress {
  step: "loading" | "reading";
  /** 0-1 within the step. */
  progress: number;
}

/** Below this word confidence (0-100) a word is as likely misread as read. */
const UNSURE_WORD = 60;

let worker: Promise<Worker> | null = null;

async function fastestCore(): Promise<OcrCore> {
  if (await relaxedSimd()) return "relaxedsimd-lstm";
  return (await simd()) ? "simd-lstm" : "lstm";
}
let report: (progress: ReadProgress) => void = () => {};

/** Starts the recogniser (download or cache, compile, load the trained data) ahead of reading. */
export function getReader(): Promise<Worker> {
  worker ??= startReader().catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

async function startReader(): Promise<Worker> {
  const reader = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
    workerPath: OCR_PATHS.worker,
    corePath: ocrCorePath(await fastestCore()),
    langPath: OCR_PATHS.lang,
    // A worker from our own file, not a blob: URL, so the page's policy allows it by origin.
    workerBlobURL: false,
    gzip: true,
    // The library keeps the trained data in IndexedDB already decompressed: every start after the
    // first skips 0.4 s of decompression (1.6 s at 4x throttling). So the service worker does not
    // keep a second, compressed copy (sw/service-worker.ts).
    cacheMethod: "write",
    logger: (m) => report({ step: m.status === "recognizing text" ? "reading" : "loading", progress: m.progress }),
  });
  // Labels print dark on light. By default the recogniser reads every unsure line a second time
  // as inverted text, which nearly doubled the time on damaged photos (scripts/bench-scan.ts).
  await reader.setParameters({ tessedit_do_invert: "0" });
  // The browser first runs the recogniser's WebAssembly unoptimised and optimises what runs hot
  // as it reads. Reading a few printed lines now, while the person is still taking the photo,
  // moves that work ahead of their photo: about 1 s of a first scan at 4x throttling
  // (scripts/bench-scan.ts, "picker first"). A single short line was too little to matter.
  const sample = sampleLabel();
  if (sample) await reader.recognize(sample, { rotateAuto: true }, { text: true });
  return reader;
}

/** A few lines of label text in grey levels, as a PGM; null where the browser cannot draw off screen. */
function sampleLabel(): Blob | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  const canvas = new OffscreenCanvas(900, 420);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000";
  context.font = "26px sans-serif";
  const lines = ["Supplement Facts", "Serving Size 1 Scoop (12 g)", "Caffeine Anhydrous 200 mg", "Beta-Alanine 3.2 g", "L-Citrulline Malate 2:1 6 g", "Other Ingredients: Citric Acid, Natural Flavors"];
  for (const [i, line] of lines.entries()) context.fillText(line, 20, 50 + i * 60);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const grey = new Uint8Array(canvas.width * canvas.height);
  for (let p = 0; p < grey.length; p++) grey[p] = pixels[p * 4];
  return new Blob([`P5\n${canvas.width} ${canvas.height}\n255\n`, grey], { type: "image/x-portable-graymap" });
}

function linesOf(page: Page): { lines: ReadLine[]; unsure: number; total: number } {
  const lines: ReadLine[] = [];
  let unsure = 0;
  let total = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.words.map((w) => w.text).join(" ").trim();
        if (!text) continue;
        lines.push({ text, confidence: line.confidence });
        for (const word of line.words) {
          const chars = word.text.replace(/\s/g, "").length;
          total += chars;
          if (word.confidence < UNSURE_WORD) unsure += chars;
        }
      }
    }
  }
  return { lines, unsure, total };
}

export async function readLabel(image: Blob, onProgress: (progress: ReadProgress) => void): Promise<LabelReading> {
  report = onProgress;
  const ocr = await getReader();
  const { data } = await ocr.recognize(image, { rotateAuto: true }, { text: false, blocks: true });
  const { lines, unsure, total } = linesOf(data);
  return { lines, unsureShare: total === 0 ? 1 : unsure / total };
}
