/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) widths, light and dark, for a
 * person to look at: node scripts/screenshots.ts http://localhost:5173 / /category/sleep
 * Writes artifacts/screenshots/<page>-<width>-<theme>.png (full page; `--viewport` for the
 * first screen only, `--scroll=N` to start N pixels down, `--cookie=NAME=VALUE` to be signed in).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith("--"));
const [base = "http://localhost:5173", ...paths] = args.filter((a) => !a.startsWith("--"));
const viewportOnly = flags.includes("--viewport");
const scrollY = Number(flags.find((f) => f.startsWith("--scroll="))?.split("=")[1] ?? 0);
const cookie = flags.find((f) => f.startsWith("--cookie="))?.slice("--cookie=".length);
const pages = paths.length ? paths : ["/"];
const outDir = "artifacts/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const path of pages) {
  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, colorScheme, deviceScaleFactor: 1 });
      if (cookie) {
        const eq = cookie.indexOf("=");
        // Chromium refuses a Secure cookie set for an http:// URL; localhost counts as secure, so it is sent there anyway.
        const url = base.replace(/^http:/, "https:");
        await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url, secure: true, httpOnly: true, sameSite: "Lax" }]);
      }
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${width}-${colorScheme}.png`;
      if (scrollY) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: !viewportOnly && !scrollY });
      console.log(`${outDir}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
