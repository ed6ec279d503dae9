import { describe, expect, it } from "vitest";
import { hydrated, MOBILE, openPage } from "./browser";

describe("ingredient checker", () => {
  it("counts a geranium ingredient as one to stop, never as 'not on the DoD list'", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("Caffeine 150 mg, Geranium extract (stem & leaves) 40 mg, proprietary blend 500 mg")}`);
    const results = page.getByTestId("checker-results");
    await results.waitFor();
    const headline = results.getByTestId("no-hits-headline");
    expect((await headline.textContent())?.trim()).toBe("1 ingredient to stop in your text: a prohibited ingredient under another name, and 1 more to ask about");
    expect(await results.textContent()).not.toContain("No prohibited ingredient found");
    const stops = page.getByTestId("checker-stop-flags");
    expect(await stops.getByRole("heading", { name: "Stop: don't take it" }).count()).toBe(1);
    expect(await stops.locator("li").count()).toBe(1);
    expect(await stops.textContent()).toContain("DMAA");
    expect(await stops.getByRole("link", { name: /FDA: DMAA in dietary supplements/ }).getAttribute("href")).toMatch(/^https:\/\/www\.fda\.gov\//);
    // Only the ask-first term sits under "Not on the DoD list".
    const askFirst = page.getByTestId("checker-red-flags");
    expect(await askFirst.locator("li").count()).toBe(1);
    expect(await askFirst.textContent()).not.toContain("Geranium");
    await page.context().close();
  });

  it("says a proprietary blend once, then what it hides and what to do", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("Whey protein 25 g, proprietary blend 500 mg")}`, { viewport: MOBILE });
    const askFirst = page.getByTestId("checker-red-flags");
    await askFirst.waitFor();
    const item = askFirst.locator("li");
    expect(await item.count()).toBe(1);
    expect((await item.locator("p").first().textContent())?.trim()).toBe("Proprietary blend");
    expect(await item.locator("p").nth(1).textContent()).toBe(
      "The label need only give the blend's total weight, so there is no way to know how much of each ingredient is in it. That matters most when it holds a stimulant such as caffeine, synephrine or yohimbine.",
    );
    expect(await item.getByTestId("red-flag-what-to-do").textContent()).toBe(
      "What to do: Check every ingredient it lists against the DoD prohibited list, and prefer a third-party certified product that gives the amount of each ingredient; only lab testing shows what is really inside.",
    );
    // A term found under another wording still names the flag beside what was found, with the word that names the blend.
    await page.goto(`/ingredient-checker?q=${encodeURIComponent("Performance matrix 2100 mg")}`);
    expect((await page.getByTestId("checker-red-flags").locator("li p").first().textContent())?.trim()).toBe("Performance matrix 2100 mg — Proprietary blend");
    await page.context().close();
  });

  it("says the misspelt example is misspelt on purpose, and catches it", async () => {
    const page = await openPage("/ingredient-checker", { viewport: MOBILE });
    await hydrated(page);
    const examples = page.locator('button[name="example"]');
    expect(await examples.allTextContents()).toEqual([
      "DMHA",
      "enlcomiphene (misspelt on purpose)",
      "Caffeine anhydrous 200 mg, L-citrulline 6 g, octodrine 150 mg, beta-alanine 3.2 g",
    ]);
    await page.getByRole("button", { name: "enlcomiphene (misspelt on purpose)" }).click();
    const results = page.getByTestId("checker-results");
    await results.waitFor();
    expect(await results.getByText("Listed as “Enclomiphene”: your text looks like a misspelling of it.").count()).toBe(1);
    await page.context().close();
  });

  it("adds a stop term to the count beside a prohibited hit", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("octodrine 150 mg, geranium oil 20 mg")}`);
    await page.getByTestId("checker-results").waitFor();
    expect((await page.getByTestId("hits-headline").textContent())?.trim()).toBe("1 prohibited ingredient found, and 1 more to stop");
    expect(await page.getByTestId("checker-red-flags").count()).toBe(0);
    // What to do comes right under the count, before the details: a worried reader needs it first.
    expect(await page.getByTestId("hits-what-to-do").textContent()).toMatch(/^What to do: don't take a product with a prohibited ingredient.*If you already have, stop, keep the container/);
    await page.context().close();
  });

  it("shows a prohibited hit without a red-flag section when there is none", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("octodrine 150 mg")}`);
    await page.getByTestId("checker-results").waitFor();
    expect(await page.getByText("1 prohibited ingredient found").count()).toBe(1);
    expect(await page.getByTestId("checker-red-flags").count()).toBe(0);
    await page.context().close();
  });

  it("says first that a name the audit finds wrongly listed is likely an error in the list, and still shows the entry", async () => {
    const page = await openPage(`/ingredient-checker?q=${encodeURIComponent("Pulmicort")}`, { viewport: MOBILE });
    const results = page.getByTestId("checker-results");
    await results.waitFor();
    const headline = results.getByTestId("hits-headline");
    expect(await headline.getAttribute("data-doubted")).toBe("true");
    expect((await headline.locator("p").first().textContent())?.trim()).toBe(
      "The DoD list names “Pulmicort” under modafinil — our audit says this is likely an error in the list",
    );
    // The audit's note right under the headline; no red "prohibited ingredient found" anywhere.
    expect(await headline.getByTestId("audit-note").getAttribute("data-erratum")).toBe("pulmicort-under-modafinil");
    expect(await results.getByText(/prohibited ingredients? found/).count()).toBe(0);
    // The list stays the authority: the entry and its reason are still shown.
    expect(await results.getByTestId("doubted-hit").textContent()).toBe("The DoD list files “Pulmicort” under modafinil; our audit says this is likely an error in the list.");
    expect(await results.getByText("The list's reason for this entry:").count()).toBe(1);
    await page.context().close();
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("%s: posts the label, keeps it out of the URL, and shows the result", async (_, javaScriptEnabled) => {
    const page = await openPage("/ingredient-checker", { viewport: MOBILE, javaScriptEnabled });
    if (javaScriptEnabled) await hydrated(page);
    const label = "Caffeine anhydrous 200 mg, octodrine 150 mg, beta-alanine 3.2 g";
    await page.getByRole("textbox", { name: "Ingredient name or label text" }).fill(label);
    await page.getByRole("button", { name: "Check ingredients" }).click();
    await page.getByTestId("checker-results").waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByText("1 prohibited ingredient found").count()).toBe(1);
    if (javaScriptEnabled) {
      // Focus and scroll go to the result, on screen on a phone.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("results-title");
      // Scrolled into view (smoothly: the position settles).
      await expect
        .poll(async () => {
          const box = (await page.locator("#results-title").boundingBox())!;
          return box.y >= 0 && box.y + box.height <= MOBILE.height;
        })
        .toBe(true);
    }
    await page.context().close();
  });

  it("an empty check puts focus on the field with its message", async () => {
    const page = await openPage("/ingredient-checker", { viewport: MOBILE });
    await hydrated(page);
    // The example buttons skip the browser's required check; a blank example reaches the server's rule.
    await page.evaluate(() => {
      const field = document.querySelector<HTMLTextAreaElement>("#q");
      if (field) field.required = false;
    });
    await page.getByRole("button", { name: "Check ingredients" }).click();
    await page.getByText("Type an ingredient name or paste a label.").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("q");
    await page.context().close();
  });
});
