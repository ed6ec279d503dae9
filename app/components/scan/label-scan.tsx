import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { FileSearch, Loader2, ShieldCheck } from "~/components/icons";
import { OFFLINE_PATHS } from "~/lib/offline";

/*
 * "Scan a label" on the ingredient checker: take a photo, choose one, or drop one. Only this
 * small part ships with the page; reading the photo (scan-flow, tesseract.js) loads when a scan
 * begins: the file picker opens (camera or gallery) or a photo is dragged over. It also installs
 * the service worker that keeps the checker working offline (docs/decisions/0052-offline-checker.md).
 */

// The server never renders it (a photo is only ever chosen in the browser): keep it out of the Worker.
const loadScanFlow = () => import("./scan-flow");
const ScanFlow = lazy<ComponentType<{ photo: File }>>(() => (import.meta.env.SSR ? Promise.resolve({ default: () => null }) : loadScanFlow()));

/**
 * The person has started a scan: the recogniser loads while they take or pick the photo (the
 * camera alone takes seconds), instead of after it.
 */
function startScan() {
  loadScanFlow().then(
    (flow) => flow.getScannerReady(),
    () => {}, // Offline with nothing kept, or a failed download: the flow says so when it opens.
  );
}

/** Registered from the checker only: pages that never use it offline load nothing for it. */
function useOfflineChecker() {
  useEffect(() => {
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.register(OFFLINE_PATHS.serviceWorker, { scope: "/" }).catch((error: unknown) => console.warn("Offline checker not installed:", error));
    }
  }, []);
}

/**
 * The scanner's code could not be fetched (offline before the checker was ever opened online, or
 * a failed download): the photo is not silently dropped, the person is told what to do.
 */
class ScannerLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="mt-4 text-sm font-medium text-destructive" role="alert" data-testid="scan-load-failed">
        The scanner could not be loaded, so this photo was not read. Open this page once with a connection, then scanning works offline
        too; or type the ingredients in the box above.
      </p>
    );
  }
}

const pickButton = "btn btn-md cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring";

export function LabelScan() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [notAPhoto, setNotAPhoto] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pickers = useRef<HTMLFieldSetElement>(null);
  useOfflineChecker();

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const isPhoto = file.type.startsWith("image/");
    setNotAPhoto(isPhoto ? null : file.name);
    if (isPhoto) setPhoto(file);
  };

  // A photo picked before the page's code ran (the buttons work from the first paint, on a slow
  // phone a second or more before it) fired its change with nobody listening: read it now. The
  // page is not loaded twice: the "second navigation" seen then is the router's replaceState as
  // it hydrates, in the same document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive.
  useEffect(() => {
    for (const input of pickers.current?.querySelectorAll<HTMLInputElement>("input[type=file]") ?? []) {
      if (input.files?.length) {
        startScan();
        choose(input.files);
      }
    }
  }, []);

  return (
    <section aria-labelledby="scan-title" className="mt-10 rounded-lg border border-border bg-card p-4 sm:p-6" data-testid="label-scan">
      <h2 id="scan-title" className="flex items-center gap-2 text-lg font-bold">
        <FileSearch className="size-5 text-primary" aria-hidden /> Scan a label
      </h2>
      <p className="mt-1 flex gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <span>
          Your photo never leaves this device: it is read here, in your browser, and the text is checked here too against the DoD
          list saved on your device. Nothing from the photo or its text is sent to us.
        </span>
      </p>
      {/* Dropping a photo is a shortcut for the two buttons, which stay the way in by keyboard and touch. */}
      <fieldset
        ref={pickers}
        className={`mt-4 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-4 ${dragging ? "border-primary bg-primary/5" : "border-border"}`}
        onDragEnter={startScan}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          choose(e.dataTransfer.files);
        }}
        data-testid="scan-drop-zone"
      >
        <legend className="sr-only">Label photo</legend>
        <label className={`${pickButton} btn-primary`}>
          Take a photo
          <input type="file" accept="image/*" capture="environment" className="sr-only" onClick={startScan} onChange={(e) => choose(e.currentTarget.files)} />
        </label>
        <label className={`${pickButton} btn-outline`}>
          Choose a photo
          <input type="file" accept="image/*" className="sr-only" data-testid="scan-file" onClick={startScan} onChange={(e) => choose(e.currentTarget.files)} />
        </label>
        <span className="hidden text-sm text-muted-foreground sm:inline">or drop one here</span>
      </fieldset>
      {notAPhoto && (
        <p className="mt-4 text-sm font-medium text-destructive" role="alert" data-testid="scan-not-a-photo">
          “{notAPhoto}” is not a photo. Choose a photo of the label (JPEG or PNG).
        </p>
      )}
      {photo && (
        <ScannerLoadFailed key={`${photo.name}-${photo.lastModified}-${photo.size}`}>
        <Suspense
          fallback={
            <p className="mt-4 flex items-center gap-2 text-sm" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Opening the scanner…
            </p>
          }
        >
          <ScanFlow photo={photo} />
        </Suspense>
        </ScannerLoadFailed>
      )}
    </section>
  );
}
