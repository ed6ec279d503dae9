import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

const panel = (page: Page) => page.getByRole("dialog", { name: "CLEARED AI" });
const input = (page: Page) => page.getByRole("textbox", { name: "Message CLEARED AI" });
const assistantReplies = (page: Page) => panel(page).locator("li[data-role=assistant]");

/** Waits until the reply in progress has finished (the send button stops spinning). */
async function replyDone(page: Page) {
  await panel(page).getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });
}

/** The phone header's chat button (openPage's default viewport is the desktop one: these tests pass MOBILE). */
async function openFromHeader(page: Page) {
  await page.getByTestId("chat-launcher").filter({ visible: true }).click();
  await input(page).waitFor();
}

describe("CLEARED AI chat", () => {
  it("is not part of the page's initial JavaScript and loads on demand", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    const scriptsBefore = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    expect(scriptsBefore.some((url) => /chat-panel/.test(url))).toBe(false);
    await openFromHeader(page);
    const scriptsAfter = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    expect(scriptsAfter.some((url) => /chat-panel/.test(url))).toBe(true);
    await page.context().close();
  });

  it.each(["/category/sleep", "/compare/klean-magnesium", "/ingredient-checker", "/methodology", "/quiz", "/blog"])(
    "is not part of the initial JavaScript of %s either",
    async (path) => {
      const page = await openPage(path);
      await hydrated(page);
      const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
      expect(scripts.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /chat-panel/.test(url))).toEqual([]);
      await page.context().close();
    },
  );

  it("on a phone, a long answer is shown from the question it answers, not scrolled to its small print", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await openFromHeader(page);
    await input(page).fill("whats good for recovery so i can train harder");
    await input(page).press("Enter");
    await replyDone(page);
    const question = panel(page).locator("li[data-role=user]").last();
    const reply = assistantReplies(page).last();
    await expect.poll(() => reply.textContent()).toContain("Food and Drug Administration");
    const scroller = await question.evaluateHandle((li) => li.closest("ol")?.parentElement as HTMLElement);
    const [questionTop, replyBottom, viewTop, viewBottom] = await page.evaluate(
      ([q, r, v]) => [q.getBoundingClientRect().top, r.getBoundingClientRect().bottom, v.getBoundingClientRect().top, v.getBoundingClientRect().bottom],
      [await question.elementHandle(), await reply.elementHandle(), scroller] as const,
    );
    // The answer is longer than the phone's panel, so its end is below the view while its question sits at the top.
    expect(replyBottom).toBeGreaterThan(viewBottom);
    expect(questionTop).toBeGreaterThanOrEqual(viewTop);
    expect(questionTop - viewTop).toBeLessThan(40);
    await page.context().close();
  });

  it("keeps what the person said: a lactose question gets no whey, and 'which of those is cheapest?' is answered from the prices held", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await openFromHeader(page);
    await input(page).fill("I'm lactose intolerant, what protein powder won't wreck my stomach?");
    await input(page).press("Enter");
    await replyDone(page);
    const first = (await assistantReplies(page).last().textContent()) ?? "";
    expect(first).toContain("lactose-free");
    expect(first).not.toContain("Whey Protein Isolate");
    expect(first).not.toContain("Contains milk.");
    await input(page).fill("which of those is cheapest?");
    await input(page).press("Enter");
    await replyDone(page);
    const second = assistantReplies(page).last();
    // The seeded catalogue holds no price for those picks: said plainly, none of them called the cheapest.
    await expect.poll(() => second.textContent()).toContain("We hold no price for any of those yet, so I can't tell you which is cheapest");
    expect(await second.locator("ol > li").count()).toBe(0);
    expect(await second.textContent()).not.toContain("Whey");
    await page.context().close();
  });

  it("names each product's Details link by its product, so a list of links says where each one goes", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await openFromHeader(page);
    await input(page).fill("best magnesium for sleep");
    await input(page).press("Enter");
    await replyDone(page);
    const reply = assistantReplies(page).last();
    const picks = reply.locator("ol > li");
    expect(await picks.count()).toBeGreaterThanOrEqual(2);
    // Each pick's link, as a screen reader lists it: "Details: " and the name the pick starts with.
    const expected = await picks.evaluateAll((items) => items.map((li) => `Details: ${li.querySelector("strong")?.textContent}`));
    const named = (await reply.ariaSnapshot()).match(/link "Details[^"]*"/g)?.map((l) => l.slice(6, -1));
    expect(named).toEqual(expected);
    // On screen each still reads "Details", like the product card's.
    const shown = await reply.locator('a[href^="/compare/"]').allInnerTexts();
    expect(shown).toEqual(expected.map(() => "Details"));
    await page.context().close();
  });

  it("desktop: header search box opens the chat under it with the query, and the reply streams in", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    const collapsed = page.getByRole("button", { name: "Ask CLEARED AI..." });
    expect((await collapsed.boundingBox())?.width).toBe(192);
    await collapsed.click();
    const search = page.getByPlaceholder("Ask CLEARED AI about supplements...");
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill("Best pre-workout?");
    const fallbackCalls: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/chat") && fallbackCalls.push(r.url()));
    const streamed = page.waitForResponse((r) => r.url().endsWith("/api/chat/stream"));
    await search.press("Enter");
    expect((await streamed).headers()["content-type"]).toBe("text/plain; charset=utf-8");

    await panel(page).waitFor();
    const box = (await panel(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.min(DESKTOP.width - 300, 500));
    expect(box.y).toBeGreaterThanOrEqual(60);
    await expect.poll(() => panel(page).getByText("Best pre-workout?").count()).toBe(1);
    await replyDone(page);
    const reply = assistantReplies(page).last();
    await expect.poll(() => reply.textContent()).toContain("Are you looking for stim or no-stim?");
    expect(await reply.textContent()).toContain("not been evaluated by the Food and Drug Administration");
    // Safe markdown: the goal advice, then the numbered picks as a list, with a View link for the category.
    expect(await reply.locator("ol > li").count()).toBe(2);
    await reply.getByRole("link", { name: "View Pre-Workout" }).waitFor();
    // The answer came from the stream, not from the non-streaming fallback.
    expect(fallbackCalls).toEqual([]);
    await page.context().close();
  });

  it("Enter sends, Shift+Enter adds a line, send is disabled while empty; chips and New chat", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await openFromHeader(page);
    const send = panel(page).getByRole("button", { name: "Send message" });
    expect(await send.isDisabled()).toBe(true);
    for (const chip of ["Best pre-workout?", "Protein for recovery", "Help with sleep", "Vitamins for energy"]) {
      await panel(page).getByRole("button", { name: chip }).waitFor();
    }

    await input(page).fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await input(page).fill("Vitamins");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("for a deployment");
    expect(await input(page).inputValue()).toBe("Vitamins\nfor a deployment");
    await input(page).press("Enter");
    expect(await input(page).inputValue()).toBe("");
    await replyDone(page);
    await assistantReplies(page).last().getByRole("link", { name: "View Vitamins" }).waitFor();
    expect(await panel(page).getByRole("button", { name: "Help with sleep" }).count()).toBe(0);

    await panel(page).getByRole("button", { name: "New chat" }).click();
    expect(await assistantReplies(page).count()).toBe(0);
    await panel(page).getByRole("button", { name: "Help with sleep" }).click();
    await replyDone(page);
    await expect.poll(() => assistantReplies(page).last().textContent()).toContain("Sleep");
    await page.context().close();
  });

  it("restores the conversation after a reload and ignores unparsable history", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await openFromHeader(page);
    await input(page).fill("Protein for recovery");
    await input(page).press("Enter");
    await replyDone(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("chat-history") ?? "[]").length);
    expect(stored).toBe(2);

    await page.reload();
    await hydrated(page);
    await openFromHeader(page);
    await panel(page).getByText("Protein for recovery").first().waitFor();
    expect(await assistantReplies(page).count()).toBe(1);

    await page.evaluate(() => localStorage.setItem("chat-history", "{broken"));
    await page.reload();
    await hydrated(page);
    await openFromHeader(page);
    await panel(page).getByRole("button", { name: "Help with sleep" }).waitFor();
    await page.context().close();
  });

  it("answers from the non-streaming endpoint when the stream fails, with no offline toast", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await page.route("**/api/chat/stream", (route) => route.abort("failed"));
    const fallback = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
    await openFromHeader(page);
    await input(page).fill("Help with sleep");
    await input(page).press("Enter");
    expect((await fallback).status()).toBe(200);
    await replyDone(page);
    expect(await assistantReplies(page).last().textContent()).toMatch(/Sleep/);
    expect(await page.getByText("Using Offline Mode").count()).toBe(0);
    await page.context().close();
  });

  it("falls back to the offline answer with a toast when both endpoints fail", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await page.route("**/api/chat/stream", (route) => route.abort("failed"));
    await page.route("**/api/chat", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await openFromHeader(page);
    await input(page).fill("Help with sleep");
    await input(page).press("Enter");
    await page.getByText("Using Offline Mode").waitFor();
    await page.getByText("AI temporarily unavailable, showing our top recommendations.").waitFor();
    await expect.poll(() => assistantReplies(page).last().textContent()).toMatch(/Overall, our top sleep supplements are: 1\) .+ 2\) .+ 3\) /);
    await page.context().close();
  });

  it("with no connection, says CLEARED AI needs one and points to the checker, with no picks toast", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    // The phone's chat button: its name starts with what it shows, with no stray space.
    await page.getByRole("button", { name: "Ask AI: open the CLEARED AI chat", exact: true }).click();
    await input(page).waitFor();
    await page.context().setOffline(true);
    await input(page).fill("is DMAA allowed?");
    await input(page).press("Enter");
    await replyDone(page);
    const reply = assistantReplies(page).last();
    expect(await reply.textContent()).toContain("CLEARED AI needs a connection, and this device has none right now.");
    expect(await reply.getByRole("link", { name: "ingredient checker" }).getAttribute("href")).toBe("/ingredient-checker");
    expect(await page.getByText("Using Offline Mode").count()).toBe(0);
    await page.context().close();
  });

  it("the hero's Ask Cleared AI opens the chat with its question in the input, not sent", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await page.getByRole("button", { name: "Ask Cleared AI", exact: true }).click();
    await input(page).waitFor();
    await expect.poll(() => input(page).inputValue()).toBe("What supplements would help me perform better?");
    expect(await panel(page).locator("li[data-role]").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Message CLEARED AI");
    // Selected whole, so typing replaces it instead of joining it.
    expect(await input(page).evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, "What supplements would help me perform better?".length]);
    // Ready to edit or send: Enter sends it.
    await input(page).press("Enter");
    await replyDone(page);
    const reply = (await assistantReplies(page).last().textContent()) ?? "";
    // A goal-less question gets one short clarifying question, not a product list.
    expect(reply).toContain("What is it for");
    // The live region reads the reply as plain text: no Markdown marks.
    const live = (await panel(page).getByRole("status").textContent()) ?? "";
    expect(live.length).toBeGreaterThan(20);
    expect(live).not.toMatch(/\*\*|\]\(|^#+ |^\s*[-*] /m);
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("mobile: bottom sheet at 90% of the viewport, page scroll locked, no header search box", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    expect(await page.getByRole("button", { name: "Ask CLEARED AI..." }).isVisible()).toBe(false);
    await openFromHeader(page);
    const box = (await panel(page).boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round(MOBILE.height * 0.9));
    expect(Math.round(box.y + box.height)).toBe(MOBILE.height);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.context().close();
  });
});
