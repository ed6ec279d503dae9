import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin";
import { DESKTOP, openPage } from "./browser";

// The bundled list plus one invented entry that no catalogue label names, so applying it changes
// no product page another test reads. Unique per run: the preview's D1 outlives a run.
const BUNDLED = JSON.parse(readFileSync(resolve("app/data/dod-prohibited.json"), "utf8")) as { entries: unknown[] };
const NAME = `Zetaprolamine ${Date.now().toString(36).replace(/\d/g, "")}`;
const REASON = "Browser test entry: not a real ingredient";

describe("DoD list upload", () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage("/auth", { viewport: DESKTOP });
    await signInAsAdmin(page);
  }, 180_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it("an admin uploads a list, reads its diff, applies it, and the checker flags the new ingredient", async () => {
    await page.goto(`/ingredient-checker?q=${encodeURIComponent(`${NAME} 50 mg`)}`);
    await page.getByTestId("checker-results").waitFor();
    expect(await page.getByTestId("checker-results").textContent()).toContain("No prohibited ingredient found in your text");

    await page.goto("/admin/dod-list");
    const list = { ...BUNDLED, source: "DoD list (browser test upload)", retrieved: "2026-11-23", entries: [...BUNDLED.entries, { name: NAME, otherNames: [], labelTerms: [], reason: REASON, reasons: [] }] };
    await page.getByLabel("List file (.json)").setInputFiles({ name: "dod-prohibited.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(list)) });
    await page.getByRole("button", { name: "Upload and compare" }).click();

    const diff = page.getByRole("region", { name: "What the uploaded list changes" });
    await diff.waitFor();
    expect(await diff.getByTestId("diff-added").textContent()).toContain(`${NAME} (${REASON})`);
    expect(await diff.getByTestId("newly-flagged").textContent()).toBe("None: no product label names an ingredient this list adds.");
    // Nothing is applied yet.
    expect(await page.getByTestId("current-list").textContent()).not.toContain("browser test upload");

    await diff.getByRole("button", { name: "Apply this list" }).click();
    await page.getByRole("status").filter({ hasText: "is applied" }).waitFor();
    expect(await page.getByTestId("current-list").textContent()).toContain("DoD list (browser test upload)");

    await page.goto(`/ingredient-checker?q=${encodeURIComponent(`${NAME} 50 mg`)}`);
    await page.getByTestId("checker-results").waitFor();
    expect(await page.getByText("1 prohibited ingredient found").count()).toBe(1);
    expect(await page.getByTestId("checker-results").textContent()).toContain(REASON);
  }, 120_000);
});
