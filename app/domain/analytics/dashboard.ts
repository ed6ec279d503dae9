/*
 * Shapes the dashboard's counters into per-day series and ranked lists. Pure: the rows come from
 * app/.server/analytics/dashboard.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's window: the last 30 UTC days, today included. */
export const DASHBOARD_DAYS = 30;

/** The last `count` UTC days, oldest first, ending with the day of `now` (YYYY-MM-DD). */
export function lastDays(now: number, count: number): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One value per day (0 where there is no row), in the order of `days`. */
export function dailySeries(days: readonly string[], rows: readonly { day: string; total: number }[]): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.total);
  return days.map((day) => byDay.get(day) ?? 0);
}

export interface SeriesSummary {
  total: number;
  peak: { day: string; value: number } | null;
}

export function summarise(days: readonly string[], values: readonly number[]): SeriesSummary {
  let peak: SeriesSummary["peak"] = null;
  let total = 0;
  days.forEach((day, i) => {
    const value = values[i] ?? 0;
    total += value;
    if (value > 0 && (!peak || value > peak.value)) peak = { day, value };
  });
  return { total, peak };
}

/** Bars of a chart in a `width` x `height` box: one per value, scaled to the largest. */
export function barGeometry(values: readonly number[], { width, height, gap = 1 }: { width: number; height: number; gap?: number }) {
  const max = Math.max(0, ...values);
  const slot = values.length > 0 ? width / values.length : 0;
  return values.map((value, i) => {
    const h = max > 0 ? Math.max(value > 0 ? 1 : 0, (value / max) * height) : 0;
    return { x: i * slot + gap / 2, y: height - h, width: Math.max(0, slot - gap), height: h, value };
  });
}

/** Merges two counts keyed by the same id (e.g. buy-button clicks and /go redirects per product). */
export function mergeCounts<K extends string, L extends string>(
  a: { key: K; rows: readonly { id: string; total: number }[] },
  b: { key: L; rows: readonly { id: string; total: number }[] },
): ({ id: string } & Record<K | L, number>)[] {
  const merged = new Map<string, Record<string, number>>();
  for (const [key, rows] of [
    [a.key, a.rows],
    [b.key, b.rows],
  ] as const) {
    for (const row of rows) {
      const entry = merged.get(row.id) ?? { [a.key]: 0, [b.key]: 0 };
      entry[key] = (entry[key] ?? 0) + row.total;
      merged.set(row.id, entry);
    }
  }
  return [...merged.entries()]
    .map(([id, counts]) => ({ id, ...counts }) as { id: string } & Record<K | L, number>)
    .sort((x, y) => y[a.key] + y[b.key] - (x[a.key] + x[b.key]) || x.id.localeCompare(y.id));
}
