import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factsLabel, photograph } from "../../scripts/lib/synthetic-labels.ts";
import { baseURL, hydrated, MOBILE, openPage } from "./browser";

/*
 * The label scanner and the offline checker in Chromium, against the production build: a label
 * photo is read on the device and checked with the same matcher; offline (network cut after a
 * first visit), a pasted label and a photo are still checked; the service worker never hands
 * back a signed-in page.
 */

const DMAA_LABEL = factsLabel(
  "dmaa-label",
  [
    ["Caffeine Anhydrous", "200 mg"],
    ["Geranamine", "65 mg"],
    ["Beta-Alanine", "3.2 g"],
  ],
  ["Citric Acid", "Natural Flavors", "Sucralose"],
);

let photo: Buffer;

beforeAll(async () => {
  const studio = await openPage("about:blank");
  photo = await photograph(studio, DMAA_LABEL, "mild", 7);
  await studio.context().close();
});

async function scan(page: Page) {
  await page.getByTestId("scan-file").setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Read the whole photo" }).click();
  const results = page.getByTestId("scan-flow").getByTestId("device-check-results");
  await results.waitFor({ timeout: 90_000 });
  return results;
}

/** Opens the photo picker the way a person starts a scan, and leaves it without choosing a photo. */
async function startScan(page: Page) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Choose a photo").click();
  await chooser;
}

/**
 * Waits until the recogniser's files are kept on the device: its worker, core and WebAssembly in
 * the service worker's cache, the trained data in the recogniser's own IndexedDB store.
 */
async function recogniserKept(page: Page) {
  // page.evaluate awaits the check; waitForFunction would take its promise as a truthy answer.
  const kept = () =>
    page.evaluate(async () => {
      const files = (await (await caches.open("cleared-ocr")).keys()).map((request) => new URL(request.url).pathname);
      if (!["/worker.min.js", "-lstm.js", "-lstm.wasm"].every((end) => files.some((path) => path.endsWith(end)))) return false;
      // Opening a store that does not exist yet would create it empty, under the recogniser's feet.
      if (!(await indexedDB.databases()).some((db) => db.name === "keyval-store")) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          try {
            const keys = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
            keys.onsuccess = () => resolve(keys.result.some((key) => String(key).endsWith("eng.traineddata")));
            keys.onerror = () => resolve(false);
          } catch {
            resolve(false);
          } finally {
            open.result.close();
          }
        };
      });
    });
  await expect.poll(kept, { timeout: 60_000, interval: 250 }).toBe(true);
}

/** Waits until the service worker has installed its copies and controls the page. */
async function offlineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

describe("label scan", () => {
  it("reads a label photo on the device and flags DMAA under its other name, sending no photo", async () => {
    const page = await openPage("/ingredient-checker", { viewport: MOBILE });
    await hydrated(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      // The site's page-view counter (POST /api/events: the path and an event name) may fire at any time; it never carries page content.
      if (new URL(request.url()).pathname === "/api/events") return;
      if (request.method() !== "GET" || request.postDataBuffer() !== null) sent.push(`${request.method()} ${request.url()}`);
    });
    const results = await scan(page);
    const text = await results.textContent();
    expect(text).toContain("1 prohibited ingredient found");
    expect(text).toContain("is DMAA (1,3), prohibited");
    expect(await results.locator("mark").first().textContent()).toMatch(/geranamine/i);
    expect(await page.getByLabel(/The text we read/).inputValue()).toMatch(/Geranamine/i);
    // The button that asked is gone: focus is on the answer's heading, not lost to the page.
    expect(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe("H3 Results");
    // Nothing left the page but GETs for the recogniser's files and the list.
    expect(sent).toEqual([]);
    await page.context().close();
  });
});

describe("a picked photo is read or explained", () => {
  it("picked before the page's code has run, is read once it is interactive, on a page that loaded once", async () => {
    const page = await openPage("about:blank", { viewport: MOBILE });
    // The page's scripts are held back, as on a slow phone's first visit.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/ingredient-checker", { waitUntil: "commit" });
    await page.getByTestId("scan-file").setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.evaluate(() => {
      (window as unknown as { pickedEarly: boolean }).pickedEarly = true;
    });
    release();
    await hydrated(page);
    await page.getByRole("button", { name: "Read the whole photo" }).waitFor();
    // The service worker took control of this first visit without reloading it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    expect(await page.evaluate(() => [(window as unknown as { pickedEarly?: boolean }).pickedEarly, performance.getEntriesByType("navigation").length])).toEqual([true, 1]);
    await page.context().close();
  });

  it("says so when the scanner's code cannot be fetched", async () => {
    // No service worker: its copy of the scanner would answer before the failing network.
    const page = await openPage("/ingredient-checker", { viewport: MOBILE, serviceWorkers: "block" });
    await hydrated(page);
    await page.route(/\/assets\/scan-flow-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByTestId("scan-file").setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: photo });
    expect(await page.getByTestId("scan-load-failed").textContent()).toContain("The scanner could not be loaded, so this photo was not read.");
    // The rest of the page still works.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ingredient checker");
    await page.context().close();
  });

  it("says so when the file is not a photo", async () => {
    const page = await openPage("/ingredient-checker", { viewport: MOBILE });
    await hydrated(page);
    await page.getByTestId("scan-file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("creatine") });
    expect(await page.getByTestId("scan-not-a-photo").textContent()).toBe("“notes.txt” is not a photo. Choose a photo of the label (JPEG or PNG).");
    await page.context().close();
  });
});

describe("offline checker", () => {
  let page: Page;
  afterAll(async () => page?.context().close());

  it("checks a pasted label and a photo with the network off after a first visit", async () => {
    page = await openPage("/ingredient-checker", { viewport: MOBILE });
    await hydrated(page);
    await offlineReady(page);
    // Opening the picker online starts the recogniser, which keeps its files on the device.
    await startScan(page);
    await recogniserKept(page);

    await page.context().setOffline(true);
    await page.reload();
    await hydrated(page);
    await page.getByLabel("Ingredient name or label text").fill("Caffeine anhydrous 300 mg, L-citrulline 6 g, octodrine 150 mg, Geranium extract 40 mg");
    await page.getByRole("button", { name: "Check ingredients" }).click();
    const pasted = page.getByTestId("device-check-results");
    await pasted.waitFor();
    const pastedText = await pasted.textContent();
    // As online: the answer's heading takes the focus from the button.
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe("H2 Results");
    expect(pastedText).toContain("is DMHA, prohibited");
    expect(pastedText).toContain("Stop: don't take it: Geranium (any part, oil or extract)");
    expect(pastedText).toContain("1 prohibited ingredient found, and 1 more to stop");
    // The caffeine in one serving is worked out online only, and the device check says so.
    expect(await pasted.getByTestId("device-caffeine-note").textContent()).toContain("check this text again with a connection");
    expect(await pasted.getByTestId("device-list-version").textContent()).toMatch(/Offline: checked against the list saved on this device\.Checked on this device against the DoD prohibited list, bundled copy of \w+ \d+, \d{4} \([\d,]+ entries/);
    // The red flag is explained as on the checker page: its source, opening in a new tab, and when it was read.
    expect(await pasted.getByTestId("red-flag-source").textContent()).toBe("Source: FDA: DMAA in dietary supplements (opens in a new tab), read November 26, 2026");

    const scanned = await scan(page);
    expect(await scanned.textContent()).toContain("is DMAA (1,3), prohibited");
    expect(await scanned.getByTestId("device-list-version").textContent()).toContain("Offline: checked against the list saved on this device.");

    // A link followed in the app: the offline page, with its way back to the checker.
    await page.getByRole("contentinfo").getByRole("link", { name: "Learning Center" }).click();
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/methodology");
    // The offline page has finished loading before its link is followed, so no late load replaces the checker.
    await page.waitForLoadState("load");
    await Promise.all([page.waitForURL("**/ingredient-checker"), page.getByRole("link", { name: "Open the ingredient checker" }).click()]);
    // Read as a person reads the page: its main heading, with the address in the message if it is not the checker.
    await expect.poll(async () => `${new URL(page.url()).pathname}: ${await page.locator("h1").first().textContent().catch(() => "no heading yet")}`, { timeout: 30_000 }).toBe("/ingredient-checker: Ingredient checker");

    // Any other page loaded offline: the offline page, not a browser error.
    await page.goto("/methodology");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    expect(await page.getByText("it is checked on this device against the DoD list saved here").count()).toBe(1);
    // Back online, the offline page keeps its promise: the page it stood in for loads.
    await page.context().setOffline(false);
    await page.getByRole("heading", { level: 1, name: "Learning Center" }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe("/methodology");
  }, 120_000); // One recognition, on two shared cores; each wait ends on its own signal.

  it("shows the offline page for a link followed in the app from a page opened online", async () => {
    const online = await openPage("/ingredient-checker");
    await hydrated(online);
    await offlineReady(online);
    await online.goto("/blog");
    await hydrated(online);
    // To another page in the app while online: the blog's code is now loaded, its data is not kept.
    await online.getByRole("contentinfo").getByRole("link", { name: "Learning Center" }).click();
    await online.waitForURL("**/methodology");
    await online.context().setOffline(true);
    await online.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await online.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    expect(new URL(online.url()).pathname).toBe("/blog");
    await online.context().close();
  });
});

describe("service worker and signed-in pages", () => {
  it("never serves a signed-in page from its cache", async () => {
    const page = await openPage("/ingredient-checker");
    const email = `e2e.sw.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = "lantern ocean quiet gravel";
    expect((await page.request.post(`${baseURL}/api/auth/signup`, { data: { email, password } })).ok()).toBe(true);
    await expect.poll(async () => (await page.request.post(`${baseURL}/api/auth/signin`, { data: { email, password } })).ok()).toBe(true);
    await page.goto("/account");
    expect(await page.content()).toContain(email);
    await page.goto("/ingredient-checker");
    await hydrated(page);
    await offlineReady(page);
    expect(await page.content()).toContain(email);

    await page.context().setOffline(true);
    await page.goto("/account");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    await page.goto("/ingredient-checker");
    // The checker's offline copy was fetched without cookies: it shows no account.
    expect(await page.content()).not.toContain(email);
    const kept = await page.evaluate(async () => {
      const bodies: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) bodies.push(`${request.url}\n${await (await cache.match(request))?.text()}`);
      }
      return bodies;
    });
    expect(kept.filter((body) => body.includes(email))).toEqual([]);
    expect(kept.filter((body) => /\/account/.test(body.split("\n")[0]))).toEqual([]);
    await page.context().close();
  });
});
