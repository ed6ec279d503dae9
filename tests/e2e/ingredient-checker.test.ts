import { describe, expect, it } from "vitest";
import { openPage } from "./browser";

describe("ingredient checker", () => {
  it("flags a geranium ingredient as 'ask before you take', apart from the prohibited list", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("Caffeine 150 mg, Geranium extract (stem & leaves) 40 mg")}`);
    const results = page.getByTestId("checker-results");
    await results.waitFor();
    expect(await results.textContent()).toContain("No prohibited ingredient found in your text");
    const flags = page.getByTestId("checker-red-flags");
    expect(await flags.getByRole("heading", { name: "Ask before you take" }).count()).toBe(1);
    expect(await flags.locator("li").count()).toBe(1);
    expect(await flags.textContent()).toContain("DMAA");
    expect(await flags.getByRole("link", { name: /FDA: DMAA in dietary supplements/ }).getAttribute("href")).toMatch(/^https:\/\/www\.fda\.gov\//);
    await page.context().close();
  });

  it("shows a prohibited hit without a red-flag section when there is none", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("octodrine 150 mg")}`);
    await page.getByTestId("checker-results").waitFor();
    expect(await page.getByText("1 prohibited ingredient found").count()).toBe(1);
    expect(await page.getByTestId("checker-red-flags").count()).toBe(0);
    await page.context().close();
  });
});
