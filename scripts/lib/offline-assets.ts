import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { OCR_BASE, OCR_CORES, OCR_PATHS, OFFLINE_PATHS, ocrCorePath } from "../../app/lib/offline.ts";

/*
 * The offline checker's files (docs/decisions/0051-label-scan-on-the-device.md,
 * 0052-offline-checker.md): the text-recognition worker, its WebAssembly core and the English
 * trained data, copied from their npm packages to our own origin; and the service worker, built
 * from sw/service-worker.ts with the list of the scan's lazily loaded scripts written in.
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));


/** URL path -> file on disk. */
function ocrFiles(): Map<string, string> {
  const tesseract = packageDir("tesseract.js");
  const version: string = JSON.parse(readFileSync(join(tesseract, "package.json"), "utf8")).version;
  if (!OCR_BASE.endsWith(`-${version}`)) throw new Error(`OCR_BASE (${OCR_BASE}) does not name the installed tesseract.js ${version}.`);
  const files = new Map<string, string>([[OCR_PATHS.worker, join(tesseract, "dist/worker.min.js")]]);
  // The script and a separate .wasm (not the .wasm.js with the module inlined as base64): the
  // browser compiles it while it streams in and keeps the compiled code for the next start.
  for (const core of OCR_CORES) {
    const script = ocrCorePath(core);
    files.set(script, join(packageDir("tesseract.js-core"), `tesseract-core-${core}.js`));
    files.set(script.replace(/\.js$/, ".wasm"), join(packageDir("tesseract.js-core"), `tesseract-core-${core}.wasm`));
  }
  // The "best" model as 8-bit integers: LSTM-only, 2.9 MB compressed, as accurate as float "best".
  files.set(`${OCR_PATHS.lang}/eng.traineddata.gz`, join(packageDir("@tesseract.js-data/eng"), "4.0.0_best_int/eng.traineddata.gz"));
  return files;
}

const SCAN_MODULES = /app[\\/]components[\\/]scan[\\/]|node_modules[\\/]tesseract\.js[\\/]/;

interface ChunkLike {
  type: "chunk";
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The scripts and styles a scan loads after the checker page is up: its chunks and what they import. */
function scanAssets(bundle: Record<string, { type: string }>): string[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === "chunk") as ChunkLike[];
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || found.has(name)) return;
    found.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks) if (chunk.moduleIds.some((id) => SCAN_MODULES.test(id))) visit(chunk.fileName);
  return [...found].map((name) => `/${name}`).sort();
}

export function offlineAssets(): Plugin {
  return {
    name: "cleared-offline-assets",
    configureServer(server) {
      // Development serves the OCR files straight from node_modules (no service worker in dev).
      const files = ocrFiles();
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? "").split("?")[0] ?? "");
        if (!file) return next();
        res.setHeader("Content-Type", file.endsWith(".gz") ? "application/octet-stream" : file.endsWith(".wasm") ? "application/wasm" : "text/javascript");
        createReadStream(file).pipe(res);
      });
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const [path, file] of ocrFiles()) this.emitFile({ type: "asset", fileName: path.slice(1), source: readFileSync(file) });
      const result = await build({
        entryPoints: [join(import.meta.dirname, "../../sw/service-worker.ts")],
        bundle: true,
        write: false,
        minify: true,
        format: "iife",
        target: "es2022",
        define: {
          __SW_BUILD_ID__: JSON.stringify(Date.now().toString(36)),
          __SW_SCAN_ASSETS__: JSON.stringify(scanAssets(bundle)),
        },
      });
      this.emitFile({ type: "asset", fileName: OFFLINE_PATHS.serviceWorker.slice(1), source: result.outputFiles[0].text });
    },
  };
}
