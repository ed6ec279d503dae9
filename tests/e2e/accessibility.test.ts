import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "~/domain/categories";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/** axe-core's own bundle, evaluated in the page (Runtime.evaluate is not subject to the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

const SLEEP_QUIZ_ANSWERS = "problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any";

/** Every public page, and what must be on screen before it is checked. */
const PAGES: [name: string, path: string][] = [
  ["home", "/"],
  ...CATEGORY_IDS.map((id): [string, string] => [`category ${id}`, `/category/${id}`]),
  ["price comparison", "/compare/thorne-catalyte"],
  ["side by side", "/compare?ids=bpn-pre&ids=raw-essential-pre-workout"],
  ["methodology", "/methodology"],
  ["blog", "/blog"],
  ["blog search", "/blog?q=caffeine"],
  ["blog article", "/blog/caffeine-limits-and-timing"],
  ["quiz", "/quiz"],
  ["quiz category", "/quiz/sleep"],
  ["quiz result", `/quiz/sleep?${SLEEP_QUIZ_ANSWERS}`],
  // The form posts; a link naming an ingredient (?q=) still answers, and shows the same result markup.
  ["ingredient checker result", `/ingredient-checker?q=${encodeURIComponent("Caffeine 150 mg, Geranium extract (stem & leaves) 40 mg")}`],
  ["contact", "/contact"],
  ["sign in", "/auth"],
  ["sign up", "/auth?mode=signup"],
  ["forgot password", "/auth/forgot"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["accessibility statement", "/accessibility"],
  ["not found", "/definitely/not/here"],
];

/** One line per failing element (joined, so a failure prints every line in full): rule, impact, where, and axe's summary of what to fix. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}) ${v.help} | target: ${node.target.join(" ")} | ${node.failureSummary?.replace(/\s+/g, " ")}`),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
  return describeViolations(results.violations);
}

const SETTINGS = [
  { viewport: MOBILE, colorScheme: "light" },
  { viewport: MOBILE, colorScheme: "dark" },
  { viewport: DESKTOP, colorScheme: "light" },
  { viewport: DESKTOP, colorScheme: "dark" },
] as const;

describe.each(SETTINGS)("axe at $viewport.width px, $colorScheme", ({ viewport, colorScheme }) => {
  // One context per width and scheme, reused page after page.
  let page: Page;
  beforeAll(async () => {
    page = await openPage("/", { viewport, colorScheme });
  });
  afterAll(async () => {
    await (page.context() as BrowserContext).close();
  });

  it.each(PAGES)("%s (%s) has no violations", async (_name, path) => {
    await page.goto(path);
    await hydrated(page);
    expect((await axeViolations(page)).join("\n")).toBe("");
  });

  it("the open chat panel has no violations", async () => {
    await page.goto("/");
    await hydrated(page);
    // The header's chat control: a button on phones; on desktop the search box, which opens the panel with a question.
    await page.getByTestId("chat-launcher").filter({ visible: true }).click();
    if (viewport.width >= 768) {
      await page.getByRole("textbox", { name: "Ask CLEARED AI about supplements" }).fill("Help with sleep");
      await page.keyboard.press("Enter");
    }
    await page.getByRole("textbox", { name: "Message CLEARED AI" }).waitFor();
    expect((await axeViolations(page)).join("\n")).toBe("");
  });

  it.runIf(viewport.width < 768)("the open phone menu has no violations", async () => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).waitFor();
    expect((await axeViolations(page)).join("\n")).toBe("");
  });
});

/** What has keyboard focus, as a person would tell it apart. */
interface Focus {
  tag: string;
  /** aria-label, else the label of a field, else the visible text. */
  name: string;
  href: string | null;
  id: string;
  checked: boolean | null;
  /** An outline or a ring is drawn on it (or, for a text field, on the box around it). */
  indicator: boolean;
}

function currentFocus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "BODY", name: "", href: null, id: "", checked: null, indicator: false };
    const drawn = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
    };
    const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
    const name = el.getAttribute("aria-label") ?? field?.labels?.[0]?.textContent ?? el.textContent ?? "";
    return {
      tag: el.tagName,
      name: name.replace(/\s+/g, " ").trim(),
      href: el.getAttribute("href"),
      id: el.id,
      checked: el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : null,
      indicator: drawn(el) || (field !== null && field.parentElement !== null && drawn(field.parentElement)),
    };
  });
}

/**
 * Keys only. Every element Tab lands on is recorded when it shows no focus indicator, and every
 * moment focus falls back to <body>; the walk asserts both lists are empty at the end.
 */
class KeyboardWalk {
  readonly withoutIndicator: string[] = [];
  readonly lostToBody: string[] = [];
  constructor(readonly page: Page) {}

  focus() {
    return currentFocus(this.page);
  }

  /** Presses Tab (or Shift+Tab) until `wanted` has focus; fails after `limit` presses. */
  async tabTo(wanted: (f: Focus) => boolean, { backward = false, limit = 400 } = {}): Promise<Focus> {
    for (let presses = 0; presses < limit; presses++) {
      await this.page.keyboard.press(backward ? "Shift+Tab" : "Tab");
      const f = await this.focus();
      if (f.tag === "BODY") this.lostToBody.push(`Tab on ${this.page.url()}`);
      else if (!f.indicator) this.withoutIndicator.push(`${f.tag} "${f.name}" on ${new URL(this.page.url()).pathname}`);
      if (wanted(f)) return f;
    }
    throw new Error(`nothing wanted reached with ${limit} presses of ${backward ? "Shift+Tab" : "Tab"} on ${this.page.url()}`);
  }

  /** Enter on a link: the new page loads and focus lands on its main content, never on <body>. */
  async follow(url: RegExp) {
    await this.page.keyboard.press("Enter");
    await this.page.waitForURL(url);
    await expect.poll(() => this.focus()).toMatchObject({ id: "main-content" });
  }
}

describe("keyboard only", () => {
  it("search, product, price comparison, side by side, buy link, chat and sign-up, with focus always visible", async () => {
    const page = await openPage("/", { viewport: DESKTOP });
    await hydrated(page);
    const walk = new KeyboardWalk(page);
    const chat = page.getByRole("dialog", { name: "CLEARED AI" });
    const replyDone = () => chat.getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });

    // The first stop is the skip link.
    expect((await walk.tabTo(() => true, { limit: 1 })).name).toBe("Skip to main content");

    // Search: the header's box asks CLEARED AI, whose answer links each pick's details.
    await walk.tabTo((f) => f.name === "Ask CLEARED AI...");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await walk.focus()).name).toBe("Ask CLEARED AI about supplements");
    await page.keyboard.type("Best pre-workout?");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await walk.focus()).name).toBe("Message CLEARED AI");
    await replyDone();
    expect(await chat.locator("li[data-role=assistant]").last().textContent()).toContain("Are you looking for stim or no-stim?");
    const product = await walk.tabTo((f) => f.href?.startsWith("/compare/") === true, { backward: true });
    // Named with its product, not one of several links all called "Details".
    expect(product.name).toMatch(/^Details: \S/);

    // The product's price comparison, then its category, where two products are ticked.
    await walk.follow(new RegExp(`${product.href}$`));
    expect(await page.getByTestId("price").count()).toBe(1);
    const category = await walk.tabTo((f) => f.href?.startsWith("/category/") === true && f.name.startsWith("All "));
    await walk.follow(new RegExp(`${category.href}$`));
    for (const n of [1, 2]) {
      await walk.tabTo((f) => f.checked === false && f.name.startsWith("Compare"));
      await page.keyboard.press("Space");
      expect((await walk.focus()).checked).toBe(true);
      if (n === 2) await page.getByText("2 ticked.").waitFor();
    }
    expect((await walk.tabTo((f) => f.name.startsWith("Compare") && f.tag === "BUTTON")).name).toBe("Compare side by side");
    await walk.follow(/\/compare\?ids=[^&]+&ids=[^&]+$/);
    await page.getByTestId("side-by-side").waitFor();

    // A buy link: focused, and through the /go/ redirect that records the click. Not followed off-site.
    const buy = await walk.tabTo((f) => f.href?.startsWith("/go/") === true);
    expect(buy.href).toMatch(/^\/go\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("buy-link");

    // The chat was put away when its link was followed (docs/decisions/0078). Opened from the
    // header's chat control, a question is typed and answered, and Escape returns focus to it.
    expect(await chat.count()).toBe(0);
    await walk.tabTo((f) => f.name === "Ask CLEARED AI...", { backward: true });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await walk.focus()).name).toBe("Ask CLEARED AI about supplements");
    await page.keyboard.type("Help with sleep");
    await page.keyboard.press("Enter");
    await replyDone();
    expect(await chat.locator("li[data-role=assistant]").last().textContent()).toContain("Sleep");
    await page.keyboard.press("Escape");
    await chat.waitFor({ state: "detached" });
    expect((await walk.focus()).name).toBe("Ask CLEARED AI...");

    // Sign-up: back to a product, whose Save link asks a visitor to sign in, and on to Create account.
    // Forward from the header's chat control into the page (backward would cross the top of the document).
    const compared = await walk.tabTo((f) => f.href?.startsWith("/compare/") === true);
    await walk.follow(new RegExp(`${compared.href}$`));
    const save = await walk.tabTo((f) => f.href?.startsWith("/auth?") === true);
    expect(save.name).toMatch(/^Sign in to save/);
    await walk.follow(/\/auth\?redirectTo=/);
    expect((await walk.tabTo((f) => f.name === "Create account" && f.tag === "A")).href).toMatch(/^\/auth\?mode=signup/);
    await walk.follow(/\/auth\?mode=signup/);
    const email = `e2e.keyboard.${Date.now()}@example.com`;
    expect((await walk.tabTo((f) => f.name.startsWith("Email"))).tag).toBe("INPUT");
    await page.keyboard.type(email);
    expect((await walk.tabTo((f) => f.name.startsWith("Password"))).tag).toBe("INPUT");
    await page.keyboard.type("lantern ocean quiet gravel");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    // The form that had focus is gone: focus moves to the content that replaced it, not to <body>.
    await expect.poll(() => walk.focus()).toMatchObject({ id: "main-content" });

    expect(walk.withoutIndicator).toEqual([]);
    expect(walk.lostToBody).toEqual([]);
    await page.context().close();
  });
});
