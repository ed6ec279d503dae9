import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, inject } from "vitest";

export const baseURL = inject("baseURL");

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let browser: Browser | undefined;

async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    // The flags this machine needs: no sandbox as root, and no background traffic to hosts
    // a closed network refuses. Playwright gives each launch a fresh profile of its own.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export interface OpenPageOptions extends BrowserContextOptions {
  /** Console errors are collected here so tests can assert on them. */
  consoleErrors?: string[];
}

/**
 * A client address of its own for each context (from 198.18.0.0/15, set aside for tests). The
 * limiters count per CF-Connecting-IP, and test files run side by side: visitors that shared the
 * local fallback address used up each other's ten sign-ins a minute.
 */
const ownClientAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/** A fresh browser context (own storage and client address) and page, opened at `path`. */
export async function openPage(path = "/", options: OpenPageOptions = {}): Promise<Page> {
  const { consoleErrors, extraHTTPHeaders, ...contextOptions } = options;
  const context = await (await getBrowser()).newContext({
    baseURL,
    viewport: DESKTOP,
    extraHTTPHeaders: { "CF-Connecting-IP": ownClientAddress(), ...extraHTTPHeaders },
    ...contextOptions,
  });
  const page = await context.newPage();
  if (consoleErrors) page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  await page.goto(path);
  return page;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
