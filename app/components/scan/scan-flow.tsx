import { useEffect, useRef, useState } from "react";
import { Crosshair, FileSearch, Loader2, RefreshCw, TriangleAlert } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { MAX_CHECK_CHARS } from "~/domain/safety/limits";
import { checkOnDevice, type DeviceCheck, getListReady } from "./device-list";
import { LabelResults } from "./label-results";
import { type CropArea, loadPhoto, preparePhoto, WHOLE_PHOTO } from "./prepare-photo";
import { getReader, type ReadProgress, readLabel } from "./read-label";

/*
 * A label photo from choosing it to the answer: crop to the ingredient panel, read it on the
 * device, check the text with the same matcher as the checker, and let the person correct the
 * text and check again. Loaded when a scan begins (label-scan.tsx).
 */

/** Above this share of unsure characters, the answer says the photo was too poor to trust. */
const POOR_PHOTO_SHARE = 0.2;
/** A crop smaller than this (share of width or height) is taken as a tap, not a choice. */
const MIN_CROP = 0.05;
const PREVIEW_LONG_SIDE = 1200;

let listStarted = false;

/**
 * Starts the recogniser (download or cache, compile, trained data) and the list's matcher when a
 * scan begins: the picker opening or a photo dragged in. They load while the person takes or
 * picks the photo, about 1.5 s of a cold first scan on a phone-speed CPU (scripts/bench-scan.ts).
 */
export function getScannerReady() {
  // Started once; a failure shows when the person presses "Read".
  getReader().catch(() => {});
  if (listStarted) return;
  listStarted = true;
  getListReady();
}

type Stage =
  | { name: "crop" }
  | { name: "reading"; progress: ReadProgress | null }
  | { name: "done"; unsureShare: number; text: string; check: DeviceCheck }
  | { name: "failed"; message: string };

/** The photo drawn on a canvas: no blob: URL, so the page's image policy stays as it is. */
function PhotoPreview({ photo }: { photo: ImageBitmap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const scale = Math.min(1, PREVIEW_LONG_SIDE / Math.max(photo.width, photo.height));
    const target = canvas.current;
    if (!target) return;
    target.width = Math.round(photo.width * scale);
    target.height = Math.round(photo.height * scale);
    target.getContext("2d")?.drawImage(photo, 0, 0, target.width, target.height);
  }, [photo]);
  return <canvas ref={canvas} role="img" aria-label="The label you chose" className="block max-h-[60vh] w-auto max-w-full" />;
}

function CropPicker({ photo, crop, onCrop }: { photo: ImageBitmap; crop: CropArea; onCrop: (crop: CropArea) => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const point = (e: React.PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return { x: Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)), y: Math.min(1, Math.max(0, (e.clientY - box.top) / box.height)) };
  };
  const drag = (e: React.PointerEvent) => {
    if (!start.current) return;
    const p = point(e);
    const x = Math.min(start.current.x, p.x);
    const y = Math.min(start.current.y, p.y);
    onCrop({ x, y, width: Math.abs(p.x - start.current.x), height: Math.abs(p.y - start.current.y) });
  };
  const whole = crop === WHOLE_PHOTO;
  return (
    <div
      ref={frame}
      className="relative mx-auto w-fit max-w-full touch-none select-none overflow-hidden rounded-lg border border-border"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = point(e);
      }}
      onPointerMove={drag}
      onPointerUp={(e) => {
        drag(e);
        start.current = null;
        if (crop.width < MIN_CROP || crop.height < MIN_CROP) onCrop(WHOLE_PHOTO);
      }}
      data-testid="scan-crop"
    >
      <PhotoPreview photo={photo} />
      {!whole && (
        <div
          aria-hidden
          className="pointer-events-none absolute border-2 border-primary shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]"
          style={{ left: `${crop.x * 100}%`, top: `${crop.y * 100}%`, width: `${crop.width * 100}%`, height: `${crop.height * 100}%` }}
        />
      )}
    </div>
  );
}

function Progress({ progress }: { progress: ReadProgress | null }) {
  const loading = !progress || progress.step === "loading";
  const percent = Math.round((progress?.progress ?? 0) * 100);
  return (
    <div className="mt-4" role="status" aria-live="polite" data-testid="scan-progress">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {loading ? "Getting the reader ready (downloaded once, then kept on this device)…" : `Reading the label… ${percent}%`}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-[width]" style={{ width: `${loading ? 10 : 10 + percent * 0.9}%` }} />
      </div>
    </div>
  );
}

export default function ScanFlow({ photo }: { photo: File }) {
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [crop, setCrop] = useState<CropArea>(WHOLE_PHOTO);
  const [stage, setStage] = useState<Stage>({ name: "crop" });
  const [text, setText] = useState("");
  const flow = useRef<HTMLDivElement>(null);
  // The photo (tall) gives way to the progress and then the answer: bring them into view.
  useEffect(() => {
    if (stage.name !== "crop") flow.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [stage.name]);

  // A photo dropped without dragging over the zone first (or chosen by a script) starts it here.
  useEffect(getScannerReady, []);

  useEffect(() => {
    let open: ImageBitmap | null = null;
    loadPhoto(photo).then(
      (loaded) => {
        open = loaded;
        setBitmap(loaded);
      },
      () => setStage({ name: "failed", message: "This file is not a photo this browser can open. Try a JPEG or PNG photo of the label." }),
    );
    return () => open?.close();
  }, [photo]);

  async function read() {
    setStage({ name: "reading", progress: null });
    try {
      if (!bitmap) return;
      const image = preparePhoto(bitmap, crop);
      const reading = await readLabel(image, (progress) => setStage({ name: "reading", progress }));
      const recognised = reading.lines.map((l) => l.text).join("\n").slice(0, MAX_CHECK_CHARS);
      setText(recognised);
      setStage({ name: "done", unsureShare: reading.unsureShare, text: recognised, check: await checkOnDevice(recognised) });
    } catch (error) {
      console.error(error);
      setStage({ name: "failed", message: "We could not read this photo on this device. Try another photo, or type the ingredients in the box above." });
    }
  }

  async function recheck(event: React.FormEvent) {
    event.preventDefault();
    if (stage.name !== "done") return;
    setStage({ ...stage, text, check: await checkOnDevice(text) });
  }

  return (
    <div ref={flow} className="mt-6 scroll-mt-24" data-testid="scan-flow">
      {stage.name === "crop" && bitmap && (
        <>
          <p className="mb-3 text-sm">
            <Crosshair className="mr-1 inline size-4 align-[-3px]" aria-hidden />
            Drag over the photo to keep only the ingredient panel, or read the whole photo.
          </p>
          <CropPicker photo={bitmap} crop={crop} onCrop={setCrop} />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={read}>
              <FileSearch aria-hidden /> {crop === WHOLE_PHOTO ? "Read the whole photo" : "Read the part I chose"}
            </Button>
            {crop !== WHOLE_PHOTO && (
              <Button variant="outline" onClick={() => setCrop(WHOLE_PHOTO)}>
                Use the whole photo
              </Button>
            )}
          </div>
        </>
      )}
      {stage.name === "reading" && <Progress progress={stage.progress} />}
      {stage.name === "failed" && (
        <p className="mt-4 text-sm font-medium text-destructive" role="alert">
          {stage.message}
        </p>
      )}
      {stage.name === "done" && (
        <>
          {stage.unsureShare >= POOR_PHOTO_SHARE && (
            <p className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm font-medium" role="alert" data-testid="scan-poor-photo">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              {`We could not read ${Math.round(stage.unsureShare * 100)}% of this label: retake it closer, in better light. A clean result from this photo is not to be trusted.`}
            </p>
          )}
          <LabelResults check={stage.check} subject="the text we read" unreadable={stage.unsureShare >= POOR_PHOTO_SHARE} />
          <form onSubmit={recheck} className="mt-6 space-y-2">
            <Label htmlFor="scan-text">The text we read: correct anything misread, then check again</Label>
            <Textarea id="scan-text" rows={8} maxLength={MAX_CHECK_CHARS} value={text} onChange={(e) => setText(e.target.value)} className="font-mono text-sm" />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={text.trim() === "" || text === stage.text}>
                <RefreshCw aria-hidden /> Check the corrected text
              </Button>
              <Button variant="outline" onClick={() => setStage({ name: "crop" })}>
                <Crosshair aria-hidden /> Choose another part of the photo
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
