import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

/** The form refuses anything sent within 3 s of the page being served: wait it out once. */
const MIN_FILL_MS = 3_000;

async function fillValid(page: Page, email: string, message: string) {
  await page.getByLabel("Name", { exact: true }).fill("Jordan Ellis");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Topic", { exact: true }).selectOption({ label: "Product question" });
  await page.getByLabel("Product (optional)", { exact: true }).selectOption("klean-magnesium");
  await page.getByLabel("Message", { exact: true }).fill(message);
}

async function receiptFor(page: Page, email: string): Promise<string> {
  await page.goto("/dev/outbox");
  const item = page.getByTestId("outbox-email").filter({ hasText: email }).filter({ hasText: "We received your message" });
  await item.first().waitFor();
  return item.first().innerText();
}

describe("contact form", () => {
  it("with JavaScript: checks fields in the browser, sends, lands on the confirmation and emails a receipt", async () => {
    const consoleErrors: string[] = [];
    const page = await openPage("/contact", { viewport: MOBILE, consoleErrors });
    const servedAt = Date.now();
    await hydrated(page);

    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Enter your name.").waitFor();
    expect(await page.getByText("Choose a topic.").count()).toBe(1);
    expect(await page.getByText("Write at least 10 characters.").count()).toBe(1);
    // The first invalid field takes focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(new URL(page.url()).pathname).toBe("/contact");

    const email = `contact.js.${Date.now()}@example.com`;
    await fillValid(page, email, "Does the magnesium count toward my daily limit?");
    expect(await page.getByText("Enter your name.").count()).toBe(0);
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - servedAt)));
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === "/contact/sent");
    const reference = new URL(page.url()).searchParams.get("ref")!;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    await page.getByRole("heading", { name: "Thank you, your message was sent" }).waitFor();
    expect(await page.getByText(reference).count()).toBe(1);

    const receipt = await receiptFor(page, email);
    expect(receipt).toContain(reference);
    expect(receipt).not.toContain("magnesium count");
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("without JavaScript: the server answers with its messages and the values typed, then sends", async () => {
    const page = await openPage("/contact", { viewport: DESKTOP, javaScriptEnabled: false });
    const servedAt = Date.now();
    const email = `contact.nojs.${Date.now()}@example.com`;
    await fillValid(page, email, "too short");
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - servedAt)));
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Write at least 10 characters.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Jordan Ellis");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel("Product (optional)", { exact: true }).inputValue()).toBe("klean-magnesium");

    await page.getByLabel("Message", { exact: true }).fill("Please add the lot number lookup for this product.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === "/contact/sent");
    await page.getByRole("heading", { name: "Thank you, your message was sent" }).waitFor();
    const reference = new URL(page.url()).searchParams.get("ref")!;
    expect(await receiptFor(page, email)).toContain(reference);
    await page.context().close();
  });
});
