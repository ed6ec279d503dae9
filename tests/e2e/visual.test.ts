import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/*
 * The first screen of the main pages at 390 and 1280 px, light and dark, against committed
 * baselines in tests/e2e/visual/. A layout that collapses (a drawer in a 64 px strip, a card two
 * screens tall) changes far more than the tolerance; a font's anti-aliasing does not. What
 * changes with the data (prices, dates seen, counts that grow) is masked. Baselines change only
 * on purpose: UPDATE_VISUAL=1 npx vitest run --config vitest.e2e.config.ts tests/e2e/visual.test.ts,
 * then look at every changed PNG before committing it.
 */

const UPDATE = process.env.UPDATE_VISUAL === "1";
const DIR = "tests/e2e/visual";
/** Share of pixels that may differ (after pixelmatch's per-pixel colour threshold). */
const TOLERANCE = 0.01;

const PAGES: [name: string, path: string][] = [
  ["home", "/"],
  ["category", "/category/pre-workout"],
  ["checker", "/ingredient-checker"],
  ["learning-center", "/methodology"],
  ["quiz", "/quiz"],
  ["not-found", "/no/such/page"],
];

/** Whatever the data or the clock changes: prices, dates, counts. */
const DYNAMIC = [
  '[data-testid="price"]',
  '[data-testid="price-per-serving"]',
  '[data-testid="price-seen"]',
  '[data-testid="facts-checked"]',
  '[data-testid="home-figures"]',
  "time",
];

describe.each([
  ["390", MOBILE],
  ["1280", DESKTOP],
] as const)("visual snapshots at %s px", (width, viewport) => {
  it.each(PAGES.flatMap(([name, path]) => (["light", "dark"] as const).map((theme) => [`${name}-${width}-${theme}`, path, theme] as const)))(
    "%s matches its baseline",
    async (file, path, colorScheme) => {
      const page = await openPage(path, { viewport, colorScheme, reducedMotion: "reduce" });
      await hydrated(page);
      // On a loaded machine a late chunk can still move the layout after hydration: wait for the network and two frames.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
      const shot = await page.screenshot({ animations: "disabled", caret: "hide", mask: DYNAMIC.map((s) => page.locator(s)), maskColor: "#888888" });
      await page.context().close();
      const baseline = `${DIR}/${file}.png`;
      if (UPDATE) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(baseline, shot);
      }
      expect(existsSync(baseline), `${baseline} is missing: run with UPDATE_VISUAL=1 and look at it`).toBe(true);
      const expected = PNG.sync.read(readFileSync(baseline));
      const actual = PNG.sync.read(shot);
      expect({ width: actual.width, height: actual.height }).toEqual({ width: expected.width, height: expected.height });
      const diff = new PNG({ width: actual.width, height: actual.height });
      const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
      const share = changed / (actual.width * actual.height);
      if (share > TOLERANCE) {
        mkdirSync("artifacts", { recursive: true });
        writeFileSync(`artifacts/${file}-diff.png`, PNG.sync.write(diff));
      }
      expect(share, `${file}: ${(share * 100).toFixed(2)}% of pixels differ (diff in artifacts/)`).toBeLessThanOrEqual(TOLERANCE);
    },
  );
});
