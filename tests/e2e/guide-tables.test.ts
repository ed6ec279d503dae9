import { describe, expect, it } from "vitest";
import { MOBILE, openPage } from "./browser";

/* A guide's tables at 390 px: the first column stays in view while scrolling sideways, and each scroll region has its own name. */

describe("guide tables at 390 px", () => {
  it("keeps the first column in view when scrolled, and names each region after its heading", async () => {
    const page = await openPage("/blog/hydration-and-sodium-in-the-heat", { viewport: MOBILE, colorScheme: "light" });
    const regions = page.getByTestId("article-body").getByRole("region");
    await regions.first().waitFor();
    const names = await regions.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names[0]).toBe("What are the numbers, and where do they come from?: table, scroll sideways for every column");
    expect(new Set(names).size).toBe(names.length);

    const region = regions.first();
    const before = await region.evaluate((el) => el.querySelector("tbody td")?.getBoundingClientRect().left ?? Number.NaN);
    const moved = await region.evaluate((el) => {
      el.scrollLeft = 200;
      return el.scrollLeft;
    });
    expect(moved).toBeGreaterThan(100);
    const after = await region.evaluate((el) => el.querySelector("tbody td")?.getBoundingClientRect().left ?? Number.NaN);
    expect(after).toBe(before);
    // The second column did scroll under it.
    const secondLeft = await region.evaluate((el) => el.querySelector("tbody td:nth-child(2)")?.getBoundingClientRect().left ?? Number.NaN);
    const firstRight = await region.evaluate((el) => el.querySelector("tbody td")?.getBoundingClientRect().right ?? Number.NaN);
    expect(secondLeft).toBeLessThan(firstRight);
    await page.context().close();
  });
});
