import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/*
 * What new visitors met on a keyboard and a phone: the chat panel's Tab order, the header's search
 * box drawn over the links, a table's scroll hint too faint to see, and a long answer whose every
 * citation was a Tab stop.
 */

const panel = (page: Page) => page.getByRole("dialog", { name: "CLEARED AI" });
const input = (page: Page) => page.getByRole("textbox", { name: "Message CLEARED AI" });

/** Where keyboard focus is: the landmark around it and its name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      place: el?.closest("header") ? "header" : el?.closest("[data-testid=chat-panel]") ? "panel" : el?.closest("#main-content") ? "main" : el?.closest("footer") ? "footer" : "other",
      name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: el?.getAttribute("href") ?? null,
    };
  });
}

/** sRGB bytes to relative luminance, and the WCAG contrast ratio of two colours. */
const luminance = ([r, g, b]: readonly number[]) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("desktop chat panel: modal, because it covers the page", () => {
  it("Tab wraps inside the panel, Shift+Tab from New chat stays in it, Escape returns to the door", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByTestId("chat-launcher").filter({ visible: true }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("Best pre-workout?");
    await page.keyboard.press("Enter");
    await input(page).waitFor();
    await panel(page).getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });
    expect(await panel(page).getAttribute("aria-modal")).toBe("true");

    // The input is the panel's last stop while it is empty (Send is disabled): Tab wraps to New chat.
    await input(page).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ place: "panel", name: "New chat" });
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toMatchObject({ place: "panel", name: "Message CLEARED AI" });
    // Thirty Tabs never leave the panel.
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    expect((await focused(page)).place).toBe("panel");

    // Escape inside the panel closes it and focus goes back to the header control that opened it.
    await input(page).focus();
    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "detached" });
    expect(await focused(page)).toMatchObject({ place: "header", name: "Ask CLEARED AI..." });
    await page.context().close();
  });

  it("a page link in the panel still works: the panel is put away and focus goes to the new page", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByTestId("chat-launcher").filter({ visible: true }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("Best pre-workout?");
    await page.keyboard.press("Enter");
    await panel(page).getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });
    const details = panel(page).getByRole("link", { name: "Details" }).first();
    const href = await details.getAttribute("href");
    expect(href).toMatch(/^\/compare\//);
    await details.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`${href}$`));
    await panel(page).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.context().close();
  });
});

describe("header search box", () => {
  /** Header controls that are drawn, each with its box; and the search box's box, if drawn. */
  const headerBoxes = (page: Page) =>
    page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
      };
      const form = document.querySelector("header form[role=search]");
      // The box as drawn around the field, wherever it sits (it may be drawn outside its form).
      const search = form?.querySelector("input")?.parentElement;
      const controls = [...document.querySelectorAll("header a[href], header button")]
        .filter((el) => !form?.contains(el) && el.getBoundingClientRect().width > 0)
        .map((el) => ({ name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(), ...box(el) }));
      return { controls, search: search && search.getBoundingClientRect().width > 0 ? box(search) : null, pageWidth: document.documentElement.scrollWidth };
    });

  for (const width of [1280, 1024]) {
    it(`at ${width} px, expanded and focused, it covers no navigation link and the header fits the screen`, async () => {
      const page = await openPage("/", { viewport: { width, height: 800 } });
      await hydrated(page);
      await page.getByTestId("chat-launcher").filter({ visible: true }).click();
      const field = page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" });
      if (width >= 1280) await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      const { controls, search, pageWidth } = await headerBoxes(page);
      expect(pageWidth).toBe(width);
      const offScreen = controls.filter((c) => c.left < 0 || c.right > width).map((c) => c.name);
      expect(offScreen).toEqual([]);
      const covered = search ? controls.filter((c) => c.left < search.right && c.right > search.left && c.top < search.bottom && c.bottom > search.top).map((c) => c.name) : [];
      expect(covered).toEqual([]);
      // At 1280 px the full row shows, with the box expanded beside the links; below, the menu and the Ask AI button.
      if (width >= 1280) {
        expect(search?.width).toBeGreaterThan(192);
        expect(controls.map((c) => c.name)).toContain("Blog");
      } else {
        expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining(["Open menu", "Ask AI: open the CLEARED AI chat"]));
        await expect.poll(() => panel(page).isVisible()).toBe(true);
      }
      await page.context().close();
    });
  }
});

describe("a guide's table on a phone", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`fits the screen with no sideways scroll, each value under its column's name at 4.5:1 (${colorScheme})`, async () => {
      const page = await openPage("/blog/caffeine-limits-and-timing", { viewport: MOBILE, colorScheme });
      const frame = page.locator(".article-prose .table-frame").first();
      await frame.scrollIntoViewIfNeeded();
      const fit = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
      expect(fit.scroll).toBe(fit.client);
      expect(fit.page).toBe(390);

      // The second cell of the first row: its column's name drawn above the value, and its colour against the page.
      const label = await frame.evaluate((el) => {
        const cell = el.querySelector("tbody tr td:nth-child(2)") as HTMLElement;
        const header = el.querySelector("thead th:nth-child(2)")?.textContent ?? "";
        const style = getComputedStyle(cell, "::before");
        const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
        const rgb = (css: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = css;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        return { content: style.content, header, color: rgb(style.color), background: rgb(getComputedStyle(document.body).backgroundColor) };
      });
      expect(label.header).toBe("Figure");
      expect(label.content).toBe('"Figure" / ""');
      expect(contrast(label.color, label.background)).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    });
  }
});

describe("a long chat answer by keyboard", () => {
  it("cites in the text without a Tab stop per citation; a Sources list reaches each cited page once", async () => {
    const caffeine = "/blog/caffeine-limits-and-timing#what-are-the-actual-numbers-and-who-says-them";
    const energy = "/blog/energy-drinks-on-duty";
    // A reply as the model's citations are written out ([[S1]] becomes a link to the passage).
    const reply = [
      `OPSS puts a useful single dose at up to 200 mg ([Caffeine limits and timing](${caffeine})).`,
      `FDA and OPSS use 400 mg a day for most healthy adults ([Caffeine limits and timing](${caffeine})).`,
      `Count every source together, energy drinks included ([Energy drinks on duty](${energy})).`,
      `Stop at least 6 hours before sleep ([Caffeine limits and timing](${caffeine})).`,
      "",
      "1. **Example pick** by Example Brand. [Details](/compare/klean-essential-aminos-hmb)",
    ].join("\n");
    const page = await openPage("/", { viewport: DESKTOP });
    await page.evaluate(
      (history) => localStorage.setItem("chat-history", JSON.stringify(history)),
      [
        { id: "u1", role: "user", content: "How much caffeine can I take on a long shift?", timestamp: 1 },
        { id: "a1", role: "assistant", content: reply, timestamp: 2 },
      ],
    );
    await page.reload();
    await hydrated(page);
    // The hero's Ask Cleared AI opens the panel (its question only put in the input) with the conversation kept.
    await page.getByRole("button", { name: "Ask Cleared AI", exact: true }).click();
    const answer = page.locator("li[data-role=assistant]");
    await answer.first().waitFor();

    // Every citation is still a link in the text.
    expect(await answer.locator(`a[href="${caffeine}"]`).count()).toBe(4);
    expect(await answer.locator(`a[href="${energy}"]`).count()).toBe(2);
    const sources = answer.getByRole("list").filter({ has: page.getByRole("link", { name: "Energy drinks on duty" }) });
    expect(await sources.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([caffeine, energy]);

    // Tab from New chat to the input: the reply's stops are each cited page once, then Details.
    await panel(page).getByRole("button", { name: "New chat" }).focus();
    const stops: string[] = [];
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      if (f.name === "Message CLEARED AI") break;
      if (f.href) stops.push(f.href);
    }
    expect(stops.filter((href) => href.startsWith("/blog/"))).toEqual([caffeine, energy]);
    expect(stops).toContain("/compare/klean-essential-aminos-hmb");
    await page.context().close();
  });
});

describe.each(["light", "dark"] as const)("home hero focus ring (%s)", (colorScheme) => {
  it("'Browse Supplements' shows a ring at least 3:1 against the button and against the hero", async () => {
    const page = await openPage("/", { viewport: DESKTOP, colorScheme });
    await hydrated(page);
    const browse = page.getByRole("link", { name: "Browse Supplements" });
    await browse.focus();
    // Keyboard focus, so :focus-visible applies as it would for a Tab.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await browse.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await browse.boundingBox();
    if (!box) throw new Error("Browse Supplements is not drawn");
    const left = Math.floor(box.x);
    const y = Math.round(box.y + box.height / 2);
    const png = PNG.sync.read(await page.screenshot({ clip: { x: left - 16, y, width: 24, height: 1 } }));
    const at = (dx: number) => [...png.data.subarray((16 + dx) * 4, (16 + dx) * 4 + 3)];
    const button = at(4);
    const hero = at(-14);
    // The ring fills the 6 px outside the button: its band next to the button stands out from the
    // button, its band next to the hero from the hero.
    expect(contrast(at(-1), button)).toBeGreaterThanOrEqual(3);
    expect(contrast(at(-6), hero)).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
