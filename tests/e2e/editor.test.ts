import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin";
import { DESKTOP, hydrated, openPage } from "./browser";

const SOURCES = [
  "OPSS: Caffeine | https://www.opss.org/caffeine | 2026-11-23",
  "FDA: Spilling the beans | https://www.fda.gov/consumers/consumer-updates/spilling-beans | 2026-11-23",
  "NIH ODS: Dietary supplements for exercise | https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/ | 2026-11-23",
].join("\n");
/** Long enough to publish (600 words or more), three sources, and a closing "Bottom line". */
const FILLER = Array(12)
  .fill("Count the caffeine in every drink, gum and pre-workout you take in a day, write the amounts down, and compare the total with the limits in the sources listed below before a long shift, a road march or a fitness test, because small servings add up faster than most people expect [1].")
  .join(" ");
const BODY = `Keep caffeine to 200 mg at a time [1].\n\n## When should I stop before sleep?\n\nSix hours before bed [2]. ${FILLER}\n\n## Bottom line\n\nCount every source [3].`;

async function fillPost(page: Page, { title, body = BODY }: { title: string; body?: string }) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("How much caffeine, and when to stop.");
  await page.getByLabel("Learning Center section").selectOption("Performance: caffeine, creatine and protein");
  await page.getByLabel("Tags").fill("caffeine, sleep");
  await page.getByLabel("Reviewed on").fill("2026-11-23");
  await page.getByLabel("Sources", { exact: true }).fill(SOURCES);
  await page.getByLabel("Body (markdown)").fill(body);
}

describe("the editor, with JavaScript", () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage("/", { viewport: DESKTOP });
    await signInAsAdmin(page);
  }, 180_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it("previews live with the page's renderer, checks fields before sending, and publishes", async () => {
    await page.goto("/admin/blog/new");
    await hydrated(page);
    const title = `Caffeine before sleep ${Date.now()}`;
    await fillPost(page, { title });

    const preview = page.getByTestId("editor-preview");
    await preview.getByRole("heading", { name: "When should I stop before sleep?" }).waitFor();
    expect(await preview.locator('a.citation[href="#source-2"]').textContent()).toBe("[2]");
    expect(await preview.getByText(title).count()).toBe(1);

    // The shared schema answers in the browser: nothing is sent.
    await page.getByLabel("Description").fill("x".repeat(170));
    expect(await page.getByText("170/160").count()).toBe(1);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByTestId("description-errors").getByText("Keep the description to 160 characters.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/blog/new");
    // The field in error takes focus, so a keyboard or screen-reader user lands on it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("description");

    await page.getByLabel("Description").fill("How much caffeine, and when to stop.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}\?done=publish$/);
    await page.getByTestId("editor-notice").getByText("Published: the post is live.").waitFor();
    expect(await page.getByTestId("status-badge").first().textContent()).toBe("Published");

    await page.getByRole("link", { name: "View page" }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/caffeine-before-sleep-\d+$/);
  });

  it("warns about unsaved changes before leaving, and lets the admin stay", async () => {
    await page.goto("/admin/blog/new");
    await hydrated(page);
    await page.getByLabel("Title").fill("Not saved yet");
    expect(await page.getByTestId("post-editor").getAttribute("data-dirty")).toBe("true");

    await page.getByRole("link", { name: "← All posts" }).click();
    const prompt = page.getByRole("alertdialog");
    await prompt.getByText("You have unsaved changes. Leave this page and lose them?").waitFor();
    await prompt.getByRole("button", { name: "Stay and keep editing" }).click();
    expect(new URL(page.url()).pathname).toBe("/admin/blog/new");
    expect(await page.getByLabel("Title").inputValue()).toBe("Not saved yet");

    await page.getByRole("link", { name: "← All posts" }).click();
    await page.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
  });

  it("refuses a save made on a stale copy and keeps the text typed", async () => {
    await page.goto("/admin/blog/new");
    await hydrated(page);
    await fillPost(page, { title: `Shared edit ${Date.now()}` });
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\?done=save$/);
    // The saved post's own editor, not the new-post form at its address (the live preview that
    // typing started must not finish the save's navigation with the old page's routes).
    await page.getByRole("heading", { level: 1, name: "Edit post" }).waitFor();
    expect(await page.getByTestId("status-badge").first().textContent()).toBe("Draft");
    const editUrl = page.url();

    // A second admin session (another tab) saves first.
    const other = await page.context().newPage();
    await other.goto(editUrl);
    await hydrated(other);
    await other.getByLabel("Description").fill("Changed in the other tab.");
    await other.getByRole("button", { name: "Save draft" }).click();
    await other.waitForURL(/\?done=save$/);
    await other.getByTestId("editor-notice").waitFor();
    await other.close();
    // Back to the first tab: a background tab's timers are throttled, and the preview waits on one.
    await page.bringToFront();

    await page.getByLabel("Body (markdown)").fill(`${BODY}\n\nMy late addition.`);
    // The live preview re-renders beside the form after typing: save once it has settled.
    await page.getByTestId("editor-preview").getByText("My late addition.").waitFor();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByTestId("editor-error").getByText(/Someone else saved this post after you opened it/).waitFor();
    expect(await page.getByLabel("Body (markdown)").inputValue()).toContain("My late addition.");
    await page.getByRole("link", { name: "Load the latest version" }).click();
    await page.waitForLoadState();
    expect(await page.getByLabel("Description").inputValue()).toBe("Changed in the other tab.");
  });
});

describe("the editor, without JavaScript", () => {
  let page: Page;

  beforeAll(async () => {
    // Sign in with JavaScript, then carry the session into a context that has none.
    const signingIn = await openPage("/");
    await signInAsAdmin(signingIn);
    const state = await signingIn.context().storageState();
    await signingIn.context().close();
    page = await openPage("/admin/blog/new", { javaScriptEnabled: false, storageState: state });
  }, 180_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it("previews, validates on the server, saves, schedules and deletes with plain form posts", async () => {
    await page.goto("/admin/blog/new");
    const title = `No script guide ${Date.now()}`;
    await fillPost(page, { title });

    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("editor-preview").getByRole("heading", { name: "When should I stop before sleep?" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe(title);

    await page.getByLabel("Tags").fill("Bad_Tag");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByTestId("tags-errors").getByText("Tags use lower-case letters, digits and hyphens, e.g. drug-testing.").waitFor();
    expect(await page.getByLabel("Body (markdown)").inputValue()).toBe(BODY);

    await page.getByLabel("Tags").fill("caffeine, sleep");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}\?done=save$/);
    await page.getByTestId("editor-notice").getByText("Saved.").waitFor();

    await page.getByLabel("Publish at (UTC)").fill("2099-05-06T07:08");
    await page.getByRole("button", { name: "Schedule" }).click();
    await page.waitForURL(/\?done=schedule$/);
    await page.getByText("for 2099-05-06 07:08 UTC").waitFor();

    await page.getByRole("link", { name: "Delete this post…" }).click();
    await page.getByRole("heading", { name: "Delete this post?" }).waitFor();
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog" && url.searchParams.get("done") === "deleted");
    await page.getByText("The post was deleted.").waitFor();
    expect(await page.getByText(title).count()).toBe(0);
  });
});
