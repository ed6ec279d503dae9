import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/*
 * Where things are drawn, not only whether they are in the DOM. Every control inside a navigation
 * overlay must be on screen and be what the browser hits at its centre (document.elementFromPoint),
 * and nothing fixed to the viewport may sit over a focusable element or a price anywhere on the
 * main pages. A drawer trapped inside a blurred header, or a floating button over a price, fails here.
 */

const CONTROLS = "a[href], button, input:not([type=hidden]), textarea, select";

/** Every control under `root` that is not drawn on screen, or that something else covers. */
async function undrawnControls(page: Page, root: string, except = ""): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, controls, exceptSelector]) => {
      const name = (el: Element | null) =>
        el
          ? `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`
          : "nothing";
      const container = document.querySelector(rootSelector);
      if (!container) return [`${rootSelector}: not in the page`];
      const found = [...container.querySelectorAll(controls)].filter((el) => !exceptSelector || !el.matches(exceptSelector));
      if (found.length === 0) return [`${rootSelector}: holds no control`];
      const problems: string[] = [];
      for (const el of found) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) {
          problems.push(`${name(el)}: not drawn`);
          continue;
        }
        if (r.left < 0 || r.top < 0 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5) {
          problems.push(`${name(el)}: off screen at ${Math.round(r.left)},${Math.round(r.top)}`);
          continue;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) problems.push(`${name(el)}: covered by ${name(hit)}`);
      }
      return problems;
    },
    [root, CONTROLS, except] as const,
  );
}

/**
 * Scrolls the whole page a third of a screen at a time; at each stop, every focusable element and
 * every price fully on screen (below the sticky header) must be what is drawn at its centre. Reports
 * what covers which, once per pair.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const targets = [
      ...document.querySelectorAll(
        'main a[href], main button, main input:not([type=hidden]), main textarea, main select, main [data-testid="price"], main [data-testid="price-per-serving"]',
      ),
    ];
    const header = document.querySelector("body > div header, header");
    const problems = new Set<string>();
    const step = Math.max(100, Math.floor(window.innerHeight / 3));
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + step)) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise(requestAnimationFrame);
      const top = header ? header.getBoundingClientRect().bottom : 0;
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || r.top < top || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) continue;
        // What is drawn: the text's own boxes (a right-aligned price sits at the edge of a wide block), else the element's box.
        const range = document.createRange();
        range.selectNodeContents(el);
        const boxes = el.matches("[data-testid]") ? [...range.getClientRects()].filter((b) => b.width > 0) : [r];
        for (const box of boxes.length ? boxes : [r]) {
          // A 3 x 3 grid of points over the box: a corner under a floating button counts too.
          for (const fx of [0.15, 0.5, 0.85]) {
            for (const fy of [0.2, 0.5, 0.8]) {
              const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
              if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
              // Only what is fixed to the viewport counts: a sibling drawn over by design (a label over its input) is the page's own.
              let fixed: Element | null = hit;
              while (fixed && getComputedStyle(fixed).position !== "fixed") fixed = fixed.parentElement;
              if (fixed) problems.add(`${name(el)} covered by ${name(hit)}`);
            }
          }
        }
      }
      if (y >= end) break;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return [...problems];
  });
}

const SLEEP_QUIZ_ANSWERS = "problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any";

async function openChat(page: Page, phone: boolean) {
  // The header's chat control: a button on phones, the search box on desktop (one of the two is shown).
  await page.getByTestId("chat-launcher").filter({ visible: true }).click();
  if (!phone) {
    // The desktop launcher is the header search box: it expands, and Enter on a question opens the panel.
    const box = page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" });
    if (await box.isVisible()) {
      await box.fill("Best pre-workout?");
      await box.press("Enter");
    }
  }
  await page.getByRole("dialog", { name: "CLEARED AI" }).waitFor();
  // The panel and its chips settle (a question sent from the desktop box streams an answer first).
  await page.getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });
}

describe.each([
  ["phone", MOBILE],
  ["desktop", DESKTOP],
] as const)("navigation at %s size: every control is drawn on screen", (size, viewport) => {
  const phone = size === "phone";

  it.runIf(phone)("the phone menu shows every link and button it holds", async () => {
    const page = await openPage("/", { viewport });
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).waitFor();
    expect(await undrawnControls(page, '[role="dialog"][aria-label="Site menu"]')).toEqual([]);
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Site menu" }).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    await page.context().close();
  });

  it.runIf(!phone)("the categories dropdown shows every category", async () => {
    const page = await openPage("/", { viewport });
    await hydrated(page);
    await page.getByRole("button", { name: "Supplement Categories" }).click();
    await page.locator("header nav ul").first().waitFor();
    expect(await undrawnControls(page, "header nav ul")).toEqual([]);
    await page.context().close();
  });

  it("the chat panel shows every control", async () => {
    const page = await openPage("/category/pre-workout", { viewport });
    await hydrated(page);
    await openChat(page, phone);
    // The panel's own controls; links inside the conversation scroll with it, like any content.
    expect(await undrawnControls(page, '[data-testid="chat-panel"]', '[aria-label="Conversation"] *')).toEqual([]);
    await page.context().close();
  });

  it("the compare tray, once two products are ticked, shows its button uncovered", async () => {
    const page = await openPage("/category/pre-workout", { viewport });
    await hydrated(page);
    const boxes = page.getByTestId("compare-checkbox");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByText("2 ticked.").waitFor();
    expect(await undrawnControls(page, "#compare-form")).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["home", "/"],
    ["category", "/category/pre-workout"],
    ["price comparison", "/compare/thorne-catalyte"],
    ["side by side", "/compare?ids=bpn-pre&ids=raw-essential-pre-workout"],
    ["quiz result", `/quiz/sleep?${SLEEP_QUIZ_ANSWERS}`],
    ["ingredient checker", "/ingredient-checker"],
  ])("on the %s page nothing fixed covers a control or a price, and the chat can be opened", async (_, path) => {
    const page = await openPage(path, { viewport });
    await hydrated(page);
    expect(await coveredContent(page)).toEqual([]);
    await openChat(page, phone);
    expect(await page.getByRole("dialog", { name: "CLEARED AI" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("the desktop header", () => {
  it("the chat box, opened, keeps every header control on screen", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByTestId("chat-launcher").filter({ visible: true }).click();
    await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).waitFor();
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll("header button, header a[href], header input")]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth))
        .map(({ el }) => el.getAttribute("aria-label") ?? el.textContent?.trim()),
    );
    expect(offScreen).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(DESKTOP.width);
    await page.context().close();
  });

  it.each([
    ["signed out", false],
    ["signed in", true],
  ])("%s: one line, every control on screen, the guide's section active", async (_, signedIn) => {
    const page = await openPage("/", { viewport: DESKTOP });
    if (signedIn) {
      const email = `e2e.header.${Date.now()}@example.com`;
      const password = "lantern ocean quiet gravel";
      expect((await page.request.post(`${baseURL}/api/auth/signup`, { data: { email, password } })).ok()).toBe(true);
      expect((await page.request.post(`${baseURL}/api/auth/signin`, { data: { email, password } })).ok()).toBe(true);
    }
    await page.goto("/blog/caffeine-limits-and-timing");
    await hydrated(page);
    expect(await page.getByTestId(signedIn ? "nav-user" : "nav-sign-in").isVisible()).toBe(true);
    const bar = (await page.locator("header > div").first().boundingBox())!;
    expect(bar.height).toBe(64);
    expect(await undrawnControls(page, 'header nav[aria-label="Main"]')).toEqual([]);
    // A guide belongs to the Learning Center, not the Blog.
    expect(await page.locator("header a[aria-current=page]").allTextContents()).toEqual(["Learning Center"]);
    await page.context().close();
  });
});

describe("a phone never scrolls sideways", () => {
  it.each([
    ["home", "/"],
    ["category", "/category/pre-workout"],
    ["price comparison", "/compare/thorne-catalyte"],
    ["side by side", "/compare?ids=bpn-pre&ids=raw-essential-pre-workout"],
    ["quiz", "/quiz"],
    ["quiz result", `/quiz/sleep?${SLEEP_QUIZ_ANSWERS}`],
    ["ingredient checker", "/ingredient-checker"],
    ["learning center", "/methodology"],
  ])("the %s page is no wider than a 390 px screen", async (_, path) => {
    const page = await openPage(path, { viewport: MOBILE });
    await hydrated(page);
    // Every card's details opened too: what they hold must fit as well.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll("main details")) (d as HTMLDetailsElement).open = true;
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await page.context().close();
  });
});

describe("a new page starts at its top", () => {
  it.each([
    ["phone", MOBILE],
    ["desktop", DESKTOP],
  ] as const)("at %s size, Compare prices low on a category page opens the comparison at its top", async (_, viewport) => {
    const page = await openPage("/category/pre-workout", { viewport });
    await hydrated(page);
    const link = page.getByRole("link", { name: /^Compare prices/ }).last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await link.click();
    await page.waitForURL(/\/compare\//);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe("a link to a heading", () => {
  it("lands with the heading below the sticky header on a phone", async () => {
    const page = await openPage("/ingredient-checker#scan-title", { viewport: MOBILE });
    await hydrated(page);
    const heading = page.getByRole("heading", { name: "Scan a label" });
    const header = (await page.locator("header").first().boundingBox())!;
    // Scrolled to (smoothly: the position settles), and not hidden under the header.
    await expect
      .poll(async () => {
        const box = (await heading.boundingBox())!;
        return box.y + box.height <= MOBILE.height && box.y >= header.y + header.height;
      })
      .toBe(true);
    await page.context().close();
  });
});
