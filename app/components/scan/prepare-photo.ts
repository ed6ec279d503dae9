/*
 * Gets a label photo ready for text recognition, on the device: the crop the person chose, a
 * size the recogniser reads quickly and well, grey levels, and the contrast stretched so a dim
 * or washed-out photo uses the whole range. Straightening is left to the recogniser
 * (`rotateAuto`), which measures the skew of the text lines itself.
 */

/** A part of the photo, as fractions of its width and height. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE_PHOTO: CropArea = { x: 0, y: 0, width: 1, height: 1 };

/**
 * Label text is small: below about 1,000 px across, letters get too few pixels to read; above
 * about 1,800 px, reading takes longer and gains nothing measurable (scripts/bench-scan.ts).
 */
const MIN_LONG_SIDE = 1000;
const MAX_LONG_SIDE = 1800;
/** Share of the darkest and lightest pixels ignored when stretching contrast (glare, shadows). */
const CLIP = 0.01;

export function loadPhoto(file: Blob): Promise<ImageBitmap> {
  // "from-image" applies the camera's EXIF orientation, so a portrait photo reads upright.
  return createImageBitmap(file, { imageOrientation: "from-image" });
}

/**
 * The prepared photo as a greyscale PGM file: the recogniser reads it as it is, where a PNG
 * would first be compressed here and decompressed in the worker (about 0.7 s of a 1.5 s scan
 * on a 1,200 x 1,600 photo, scripts/bench-scan.ts).
 */
export function preparePhoto(photo: ImageBitmap, crop: CropArea): Blob {
  const sx = Math.round(crop.x * photo.width);
  const sy = Math.round(crop.y * photo.height);
  const sw = Math.max(1, Math.round(crop.width * photo.width));
  const sh = Math.max(1, Math.round(crop.height * photo.height));
  const longSide = Math.max(sw, sh);
  const scale = longSide > MAX_LONG_SIDE ? MAX_LONG_SIDE / longSide : longSide < MIN_LONG_SIDE ? MIN_LONG_SIDE / longSide : 1;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(sw * scale);
  canvas.height = Math.round(sh * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot prepare the photo (no 2D canvas).");
  context.imageSmoothingQuality = "high";
  context.drawImage(photo, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);

  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const pixels = image.data;
  const grey = new Uint8Array(pixels.length / 4);
  const histogram = new Uint32Array(256);
  for (let i = 0, p = 0; i < pixels.length; i += 4, p++) {
    const level = Math.round(0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2]);
    grey[p] = level;
    histogram[level]++;
  }
  const [low, high] = clippedRange(histogram, grey.length);
  const span = Math.max(1, high - low);
  for (let p = 0; p < grey.length; p++) grey[p] = Math.min(255, Math.max(0, Math.round(((grey[p] - low) * 255) / span)));
  return new Blob([`P5\n${canvas.width} ${canvas.height}\n255\n`, grey], { type: "image/x-portable-graymap" });
}

function clippedRange(histogram: Uint32Array, count: number): [number, number] {
  const clip = count * CLIP;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low] <= clip; low++) seen += histogram[low];
  let high = 255;
  for (let seen = 0; high > low && seen + histogram[high] <= clip; high--) seen += histogram[high];
  return [low, high];
}
