import type { HistoryPoint } from "./offers";

/*
 * The geometry of a price-history sparkline, computed on the server so the page ships an SVG
 * and no charting code. One point per moment observed: the lowest price seen at that moment
 * across retailers. Time runs left to right; a higher price sits higher.
 */

export interface SparklinePoint {
  x: number;
  y: number;
  price: number;
  at: string;
}

export interface Sparkline {
  width: number;
  height: number;
  /** An SVG path through every point ("M x y L x y ..."). */
  path: string;
  points: SparklinePoint[];
  min: number;
  max: number;
}

export function sparkline(history: readonly HistoryPoint[], { width = 240, height = 56, padding = 6 } = {}): Sparkline | null {
  const lowestAt = new Map<string, number>();
  for (const h of history) lowestAt.set(h.at, Math.min(lowestAt.get(h.at) ?? Infinity, h.price));
  const series = [...lowestAt].map(([at, price]) => ({ at, time: Date.parse(at), price })).sort((a, b) => a.time - b.time);
  if (series.length === 0) return null;

  const prices = series.map((s) => s.price);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const [start, end] = [series[0].time, series[series.length - 1].time];
  const span = (value: number, from: number, to: number, size: number) => (to === from ? size / 2 : ((value - from) / (to - from)) * size);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = series.map((s) => ({
    x: round(padding + span(s.time, start, end, width - 2 * padding)),
    y: round(height - padding - span(s.price, min, max, height - 2 * padding)),
    price: s.price,
    at: s.at,
  }));
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  return { width, height, path, points, min, max };
}
