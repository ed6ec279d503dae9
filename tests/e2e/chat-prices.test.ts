import { describe, expect, it } from "vitest";
import { hydrated, MOBILE, openPage } from "./browser";

/*
 * A chat pick without a price says what its product card says: "Check price" as the card's paid
 * link to the certified variant's buy address (a new tab, counted by /go), or "No price shown"
 * with no link when the data names no variant to buy (docs/decisions/0083).
 */

describe("a chat pick's price slot", () => {
  it("links Check price to the certified variant's buy address, as the card does, and leaves No price shown unlinked", async () => {
    const page = await openPage("/", { viewport: MOBILE });
    await hydrated(page);
    await page.getByTestId("chat-launcher").filter({ visible: true }).click();
    const panel = page.getByRole("dialog", { name: "CLEARED AI" });
    const input = page.getByRole("textbox", { name: "Message CLEARED AI" });
    await input.fill("stim free pump pre-workout");
    await input.press("Enter");
    await panel.getByRole("button", { name: "CLEARED AI is answering" }).waitFor({ state: "detached", timeout: 20_000 });
    const reply = panel.locator("li[data-role=assistant]").last();

    // A screen reader reads the link's name, not the "(paid link)" beside it: the name says it too.
    const check = reply.getByRole("link", { name: "Check price: Endopump (stim-free pump) (paid link)", exact: true });
    expect(await check.evaluate((a: HTMLAnchorElement) => [a.textContent, a.getAttribute("href"), a.target, a.rel])).toEqual([
      "Check price",
      "/go/bpn-endopump/blue-raspberry",
      "_blank",
      "sponsored nofollow noopener",
    ]);
    // The same address as the product card's own "Check price".
    const card = await openPage("/compare/bpn-endopump", { viewport: MOBILE });
    expect(await card.getByTestId("check-price-link").first().getAttribute("href")).toBe("/go/bpn-endopump/blue-raspberry");
    await card.context().close();

    const text = (await reply.textContent()) ?? "";
    expect(text).toContain("Check price (paid link)");
    // The mark written after each buy link is for the eye: the link's name already says it.
    const buyLinks = await reply.locator('a[href^="/go/"]').count();
    expect(buyLinks).toBeGreaterThanOrEqual(1);
    expect(await reply.locator('a[href^="/go/"] + span[aria-hidden="true"]').evaluateAll((marks) => marks.map((m) => m.textContent?.trim()))).toEqual(
      Array.from({ length: buyLinks }, () => "(paid link)"),
    );
    expect(text).toContain("No price shown");
    expect(await reply.getByRole("link", { name: /No price shown/ }).count()).toBe(0);
    // No bare "Check price" words that only look like a link.
    expect(await reply.getByRole("link", { name: /^Check price/ }).count()).toBe((text.match(/Check price/g) ?? []).length);
    await page.context().close();
  });
});
