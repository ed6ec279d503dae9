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
  return reader;
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
