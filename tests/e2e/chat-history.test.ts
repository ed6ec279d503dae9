import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/*
 * On a phone the open chat covers the page, so Back closes it (docs/decisions/0088): one history
 * entry for the open chat, Forward opens it again, and the page under it is not loaded again.
 * On desktop the chat is a dropdown beside the page and adds nothing to history.
 */

const panel = (page: Page) => page.getByRole("dialog", { name: "CLEARED AI" });
const door = (page: Page) => page.getByTestId("chat-launcher").filter({ visible: true });

/** A page reached from another, so Back has somewhere to go; data requests are counted from here. */
async function secondPage(viewport: typeof MOBILE | typeof DESKTOP) {
  const page = await openPage("/", { viewport });
  await page.goto("/methodology");
  await hydrated(page);
  const dataRequests: string[] = [];
  page.on("request", (r) => r.url().includes(".data") && dataRequests.push(r.url()));
  return { page, dataRequests };
}

const historyLength = (page: Page) => page.evaluate(() => history.length);
const focusedDoor = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

describe("the chat and the Back button", () => {
  it("on a phone, Back closes the chat, returns focus to its door, and Forward opens it again", async () => {
    const { page, dataRequests } = await secondPage(MOBILE);
    const before = await historyLength(page);
    await door(page).click();
    await panel(page).waitFor();
    expect(await historyLength(page)).toBe(before + 1);

    await page.goBack();
    await panel(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/methodology");
    await expect.poll(() => focusedDoor(page)).toBe("chat-launcher");

    await page.goForward();
    await panel(page).waitFor();
    await page.goBack();
    await panel(page).waitFor({ state: "detached" });
    // The page under the chat was never navigated away from: nothing of it was loaded again.
    expect(dataRequests).toEqual([]);
    expect(await historyLength(page)).toBe(before + 1);

    // The next Back leaves the page, as it would have without the chat.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("on a phone, closing the chat by its button takes its entry with it: one Back leaves the page", async () => {
    const { page } = await secondPage(MOBILE);
    await door(page).click();
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await panel(page).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => history.state?.chat ?? null)).toBe(null);
    await expect.poll(() => focusedDoor(page)).toBe("chat-launcher");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("on desktop the chat adds no history entry: Back leaves the page", async () => {
    const { page } = await secondPage(DESKTOP);
    const before = await historyLength(page);
    await page.getByRole("button", { name: "Ask CLEARED AI..." }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("creatine");
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await historyLength(page)).toBe(before);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });
});

describe("reopening a kept conversation on desktop", () => {
  it("Enter in the empty search box shows the conversation, with nothing sent again", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByRole("button", { name: "Ask CLEARED AI..." }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("which creatine is certified");
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    const question = panel(page).locator('li[data-role="user"]');
    await expect.poll(() => panel(page).locator('li[data-role="assistant"]').count()).toBe(1);
    await panel(page).getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    await expect.poll(() => focusedDoor(page)).toBe("chat-launcher");

    await page.keyboard.press("Enter");
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).waitFor();
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await question.allTextContents()).toEqual(["You: which creatine is certified"]);
    expect(await panel(page).locator('li[data-role="assistant"]').count()).toBe(1);
    await page.context().close();
  });
});

describe("closing the chat while it answers", () => {
  it("keeps the question, with what had arrived of the reply marked as cut short", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    // A reply that starts and never finishes, as on a slow network.
    let release = () => {};
    await page.route("**/api/chat/stream", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort("failed");
    });
    await page.getByRole("button", { name: "Ask CLEARED AI..." }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("is beta alanine safe");
    await page.keyboard.press("Enter");
    await panel(page).getByRole("button", { name: "CLEARED AI is answering" }).waitFor();
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    release();

    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Ask CLEARED AI..." }).click();
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await panel(page).locator('li[data-role="user"]').allTextContents()).toEqual(["You: is beta alanine safe"]);
    expect(await panel(page).locator('li[data-role="assistant"]').allTextContents()).toEqual([
      "CLEARED AI: Stopped: the chat was closed before this reply finished. Ask again for the whole answer.",
    ]);
    await page.context().close();
  });
});
