/**
 * Label-scan accuracy and speed, through the real page (`npm run build` first):
 *
 *   npm run bench:scan -- [--labels 64] [--levels none,mild,moderate,severe] [--throttle 4]
 *
 * Renders synthetic labels in Chromium (scripts/lib/synthetic-labels.ts), photographs each at
 * every damage level, and scans every photo on the ingredient checker of the production build
 * the way a person does: choose the photo, read the whole photo, wait for the answer. Per damage
 * level it reports the share of prohibited ingredients found, the share of clean labels flagged,
 * and the time from choosing the photo to the answer on a CPU throttled 4x (by default; from CPU
 * time, see below): median and 95th percentile with the reader warm, and the first scan on a
 * device that has nothing kept yet (a fresh browser profile), two ways in the same run:
 *   - photo handed straight to the page: the recogniser starts loading only once the photo is
 *     chosen (how the scan started before it began with the picker);
 *   - picker first: the person opens "Choose a photo" and spends --picker-seconds (3 by default)
 *     taking or picking the photo; the page gets the CPU a 4x throttled core would give it in that
 *     time (seconds / throttle), then the photo is chosen. Also reported: the CPU time from
 *     opening the picker (all of the loading counted, none of it overlapped).
 *
 * The expected answer for a label is the matcher's answer on the label's own text, so the figure
 * measures what the photo and the reading lose, not the matcher. Goals (issue: label scan):
 * >= 95% found on readable photos (levels none, mild, moderate), <= 2% of clean labels flagged,
 * under 6 s to the answer.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import rawList from "../app/data/dod-prohibited.json";
import { checkLabel } from "../app/domain/safety/label-check.ts";
import { createProhibitedMatcher } from "../app/domain/safety/matcher.ts";
import { startPreviewServer } from "./lib/preview-server.ts";
import { DAMAGE_LEVELS, type DamageLevel, photograph, syntheticLabels } from "./lib/synthetic-labels.ts";

const { values } = parseArgs({
  options: {
    labels: { type: "string", default: "64" },
    levels: { type: "string", default: DAMAGE_LEVELS.join(",") },
    throttle: { type: "string", default: "4" },
    "picker-seconds": { type: "string", default: "3" },
  },
});
const labelCount = Number(values.labels);
const levels = values.levels.split(",") as DamageLevel[];
const throttle = Number(values.throttle);
const pickerSeconds = Number(values["picker-seconds"]);
const READABLE: readonly DamageLevel[] = ["none", "mild", "moderate"];
const GOALS = { foundShare: 0.95, cleanFlaggedShare: 0.02, seconds: 6 };

const matcher = createProhibitedMatcher(rawList);
const expectedEntries = (text: string) => checkLabel(matcher, [], text).hits.map((h) => h.entryId);

interface Row {
  level: DamageLevel;
  expected: number;
  found: number;
  clean: number;
  cleanFlagged: number;
  /** Photos that got the "we could not read N% of this label" warning. */
  warned: number;
  photos: number;
  warm: number[];
  /** First scan with nothing kept: photo handed straight to the page. */
  cold: number[];
  /** First scan with nothing kept, the picker opened first: from choosing the photo, and from opening the picker. */
  coldPicker: number[];
  coldPickerTotal: number[];
  misses: string[];
}

/** Time to result counts from choosing the photo: opening it, getting the reader ready (what is not ready yet) and reading. */
async function scanPhoto(page: Page, photo: Buffer, name: string): Promise<{ entries: string[]; ms: number; warned: boolean }> {
  const cpuBefore = rendererCpu();
  await page.getByTestId("scan-file").setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  return answerOf(page, cpuBefore);
}

async function answerOf(page: Page, cpuBefore: CpuSnapshot) {
  const read = page.getByRole("button", { name: "Read the whole photo" });
  await read.click();
  const results = page.getByTestId("scan-flow").getByTestId("device-check-results");
  await results.waitFor({ timeout: 120_000 });
  const ms = cpuSecondsSince(cpuBefore) * 1000 * throttle;
  const entries = await results.locator("[data-entry-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-entry-id") ?? ""));
  const warned = (await page.getByTestId("scan-flow").getByTestId("scan-poor-photo").count()) > 0;
  return { entries, ms, warned };
}

/**
 * The person opens the picker, spends `pickerSeconds` taking or picking the photo, then chooses
 * it. A core throttled `throttle` times gives the page pickerSeconds / throttle CPU seconds in that
 * time: the wait ends when the page has used them, or when it is idle after pickerSeconds.
 */
async function scanThroughPicker(page: Page, photo: Buffer, name: string): Promise<{ entries: string[]; ms: number; totalMs: number }> {
  const cpuOpened = rendererCpu();
  const opened = Date.now();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Choose a photo").click();
  const picker = await chooser;
  const budget = pickerSeconds / throttle;
  let last = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const used = cpuSecondsSince(cpuOpened);
    const idle = used - last < 0.02;
    last = used;
    if (used >= budget || (idle && Date.now() - opened >= pickerSeconds * 1000)) break;
  }
  const cpuChosen = rendererCpu();
  const inPicker = cpuSecondsSince(cpuOpened);
  await picker.setFiles({ name, mimeType: "image/jpeg", buffer: photo });
  const { entries, ms } = await answerOf(page, cpuChosen);
  return { entries, ms, totalMs: ms + inPicker * 1000 * throttle };
}

const seconds = (samples: number[]) => `${(Math.max(...samples) / 1000).toFixed(2)} s`;

const stat = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
};

/**
 * Time to result at 4x CPU throttling, from CPU time. This machine is shared: wall-clock time
 * mostly measures who else is running. What a scan costs is the CPU time the scanning browser's
 * renderer spends on it (all its threads: the page and the recogniser's Web Worker), read from
 * /proc before and after. A CPU throttled 4x gives a page a quarter of a core, so the time to
 * result there is that CPU time times 4 (an upper bound: it assumes no two threads ever ran at
 * once). DevTools' own throttle cannot be used: it slows a page's main thread and refuses
 * workers. Linux only.
 */
const MARKER = "--cleared-bench-scan";
const TICKS_PER_SECOND = 100;

interface Proc {
  ppid: number;
  cmd: string;
  cpuTicks: number;
}

function processes(): Map<number, Proc> {
  const info = new Map<number, Proc>();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state, ppid, ... utime (14th field of the line) and stime (15th).
      info.set(Number(pid), { ppid: Number(fields[1]), cmd: readFileSync(`/proc/${pid}/cmdline`, "utf8"), cpuTicks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone since the listing.
    }
  }
  return info;
}

type CpuSnapshot = Map<number, number>;

/** CPU ticks used so far by each renderer process of the browser launched with MARKER. */
function rendererCpu(): CpuSnapshot {
  const info = processes();
  const roots = [...info].filter(([, p]) => p.cmd.includes(MARKER) && !p.cmd.includes("--type=")).map(([pid]) => pid);
  const isUnder = (pid: number): boolean => {
    for (let p = info.get(pid)?.ppid; p && p > 1; p = info.get(p)?.ppid) if (roots.includes(p)) return true;
    return false;
  };
  return new Map([...info].filter(([pid, p]) => p.cmd.includes("--type=renderer") && isUnder(pid)).map(([pid, p]) => [pid, p.cpuTicks]));
}

/**
 * CPU seconds the renderers used since `before`, process by process: a renderer of a closed
 * browser context that exits meanwhile must not subtract its whole life's CPU time.
 */
function cpuSecondsSince(before: CpuSnapshot): number {
  let ticks = 0;
  for (const [pid, now] of rendererCpu()) ticks += now - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

const server = await startPreviewServer("bench-scan");
const launch = (args: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...args],
  });
// Two browsers: drawing the labels is not counted in the scanning browser's CPU time.
const studioBrowser = await launch();
const browser = await launch([MARKER]);
try {
  const studio = await studioBrowser.newPage();
  const openChecker = async () => {
    // A fresh context keeps nothing: no HTTP or code cache, no service worker, no IndexedDB.
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/ingredient-checker");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // A person reads the page before scanning: the offline copy finishes installing meanwhile.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready) !== null, null, { timeout: 60_000 });
    await page.waitForTimeout(1_000);
    return page;
  };
  /** The first scan on a device with nothing kept, both ways; the answers must match the warm scan's. */
  const firstScans = async (photo: Buffer, name: string) => {
    const straight = await openChecker();
    const direct = await scanPhoto(straight, photo, name);
    await straight.context().close();
    const viaPicker = await openChecker();
    const picked = await scanThroughPicker(viaPicker, photo, name);
    await viaPicker.context().close();
    return { direct, picked };
  };
  const page = await openChecker();
  // The warm series: the main page's own first scan (cold) is not counted.
  await scanPhoto(page, await photograph(studio, syntheticLabels(1)[0], "none", 999), "warm-up.jpg");
  const labels = syntheticLabels(labelCount);
  console.log(`${labels.length} labels (${labels.filter((l) => l.prohibitedNames.length === 0).length} clean) x ${levels.length} damage levels, times for a CPU throttled ${throttle}x`);

  const rows: Row[] = [];
  for (const level of levels) {
    const row: Row = { level, expected: 0, found: 0, clean: 0, cleanFlagged: 0, warned: 0, photos: 0, warm: [], cold: [], coldPicker: [], coldPickerTotal: [], misses: [] };
    rows.push(row);
    for (const [i, label] of labels.entries()) {
      const photo = await photograph(studio, label, level, 1000 + i);
      const name = `${label.id}-${level}.jpg`;
      const { entries, ms, warned } = await scanPhoto(page, photo, name);
      row.photos++;
      if (warned) row.warned++;
      row.warm.push(ms);
      // The first photo of each level is also read as a first scan ever, in fresh browser profiles.
      if (i === 0) {
        const { direct, picked } = await firstScans(photo, name);
        row.cold.push(direct.ms);
        row.coldPicker.push(picked.ms);
        row.coldPickerTotal.push(picked.totalMs);
        for (const [way, first] of [["straight", direct], ["picker", picked]] as const) {
          if (first.entries.join() !== entries.join()) row.misses.push(`${label.id}: first scan (${way}) found ${first.entries.join(", ") || "nothing"}, warm scan ${entries.join(", ") || "nothing"}`);
        }
      }
      const expected = expectedEntries(label.text);
      if (expected.length === 0) {
        row.clean++;
        if (entries.length > 0) {
          row.cleanFlagged++;
          row.misses.push(`${label.id}: clean label flagged for ${entries.join(", ")}`);
        }
      } else {
        row.expected += expected.length;
        const got = expected.filter((e) => entries.includes(e));
        row.found += got.length;
        if (got.length < expected.length) row.misses.push(`${label.id} (${label.layout}, ${label.font}, ${label.fontSize}px): missed ${expected.filter((e) => !entries.includes(e)).join(", ")}`);
        const extra = entries.filter((e) => !expected.includes(e));
        if (extra.length) row.misses.push(`${label.id}: also flagged ${extra.join(", ")}`);
      }
    }
    const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
    console.log(
      `${level.padEnd(9)} found ${pct(row.found, row.expected)} (${row.found}/${row.expected}); clean flagged ${pct(row.cleanFlagged, row.clean)} (${row.cleanFlagged}/${row.clean}); ` +
        `poor-photo warning on ${pct(row.warned, row.photos)}; ` +
        `time warm median ${(stat(row.warm, 0.5) / 1000).toFixed(2)} s, p95 ${(stat(row.warm, 0.95) / 1000).toFixed(2)} s; ` +
        `first scan: photo straight ${seconds(row.cold)}, picker first ${seconds(row.coldPicker)} (${seconds(row.coldPickerTotal)} from opening the picker)`,
    );
    for (const miss of row.misses) console.log(`          ${miss}`);
  }

  const readable = rows.filter((r) => READABLE.includes(r.level));
  const found = readable.reduce((s, r) => s + r.found, 0) / Math.max(1, readable.reduce((s, r) => s + r.expected, 0));
  const flagged = rows.reduce((s, r) => s + r.cleanFlagged, 0) / Math.max(1, rows.reduce((s, r) => s + r.clean, 0));
  const slowest = Math.max(...rows.map((r) => stat(r.warm, 0.95)), ...rows.flatMap((r) => r.coldPicker)) / 1000;
  const slowestStraight = Math.max(...rows.flatMap((r) => r.cold)) / 1000;
  console.log(
    `\nreadable photos (${READABLE.join(", ")}): ${(found * 100).toFixed(1)}% found (goal >= ${GOALS.foundShare * 100}%); ` +
      `clean labels flagged at any level: ${(flagged * 100).toFixed(1)}% (goal <= ${GOALS.cleanFlaggedShare * 100}%); ` +
      `slowest (p95 warm or first scan, picker first): ${slowest.toFixed(2)} s at ${throttle}x throttling (goal < ${GOALS.seconds} s); ` +
      `slowest first scan with the photo handed straight: ${slowestStraight.toFixed(2)} s`,
  );
} finally {
  await browser.close();
  await studioBrowser.close();
  server.stop();
}
