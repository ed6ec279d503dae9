import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, MOBILE, openPage } from "./browser";

const SLEEP = "problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any";
const MESSAGE =
  "From my sleep quiz: I have trouble falling asleep, no melatonin, I take an SSRI, flight duty tomorrow. Tell me more about Klean Magnesium, SwissRX Dream and Momentous Magnesium L-Threonate.";

const progress = (page: Page) => page.getByTestId("quiz-progress").textContent();
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName ?? "", name: el?.getAttribute("name") ?? "", text: el?.textContent?.trim() ?? "" };
  });

/** Tabs forward until an answer of the question has focus (keyboard only). */
async function tabToQuestion(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    if ((await focused(page)).name === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`no answer of ${name} reached by Tab`);
}

/** Checks the n-th (0-based) answer of the focused group: Space takes the first, arrows move on. */
async function chooseWithKeys(page: Page, n: number) {
  await page.keyboard.press("Space");
  for (let i = 0; i < n; i++) await page.keyboard.press("ArrowDown");
}

describe("Find Your Supplement quiz", () => {
  it("keyboard only at 390 px: one question at a time, focus follows, Enter moves on, the result gets focus", async () => {
    const page = await openPage("/quiz/sleep", { viewport: MOBILE });
    await hydrated(page);
    expect(await progress(page)).toBe("Question 1 of 6");
    expect(await page.locator("[data-testid=quiz-question]:visible").count()).toBe(1);

    await tabToQuestion(page, "problem");
    // Enter without an answer stays put and says why.
    await page.keyboard.press("Enter");
    await page.getByText("Choose an answer to continue.").waitFor();
    expect(await progress(page)).toBe("Question 1 of 6");

    await chooseWithKeys(page, 0); // Falling asleep
    await page.keyboard.press("Enter");
    await expect.poll(() => progress(page)).toBe("Question 2 of 6");
    expect(await focused(page)).toMatchObject({ tag: "H2", text: "How do you feel about melatonin?" });

    await tabToQuestion(page, "melatonin");
    await chooseWithKeys(page, 2); // No melatonin
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatchObject({ tag: "H2", text: "Do you take any of these?" });

    await tabToQuestion(page, "meds");
    await page.keyboard.press("Space"); // An SSRI
    await page.keyboard.press("Enter");
    await expect.poll(() => progress(page)).toBe("Question 4 of 6");

    await tabToQuestion(page, "duty");
    await chooseWithKeys(page, 0); // Flight duty
    await page.keyboard.press("Enter");
    await tabToQuestion(page, "form");
    await chooseWithKeys(page, 0); // Any form
    await page.keyboard.press("Enter");
    await expect.poll(() => progress(page)).toBe("Question 6 of 6");
    await tabToQuestion(page, "budget");
    await chooseWithKeys(page, 2); // No limit
    await page.keyboard.press("Enter");

    await page.waitForURL(`**/quiz/sleep?${SLEEP}`);
    await page.getByTestId("quiz-result").waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "H1", text: "Your sleep picks" });
    expect(await page.getByTestId("quiz-pick").count()).toBe(3);
    expect(await page.getByTestId("quiz-pick").first().getAttribute("data-product-id")).toBe("klean-magnesium");
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.context().close();
  });

  it("Back returns to the previous question with its answer kept", async () => {
    const page = await openPage("/quiz/pre-workout", { viewport: MOBILE });
    await hydrated(page);
    await page.getByLabel("Up to 100 mg").check();
    await page.getByTestId("quiz-next").click();
    await expect.poll(() => progress(page)).toBe("Question 2 of 7");
    await page.getByRole("button", { name: "Back to the previous question" }).click();
    await expect.poll(() => progress(page)).toBe("Question 1 of 7");
    expect(await page.getByLabel("Up to 100 mg").isChecked()).toBe(true);
    await page.context().close();
  });

  it("without JavaScript at 390 px: every question shows, the GET form renders the result on the server", async () => {
    const page = await openPage("/quiz/sleep", { viewport: MOBILE, javaScriptEnabled: false });
    expect(await page.locator("[data-testid=quiz-question]:visible").count()).toBe(6);
    await page.getByLabel("Falling asleep").check();
    await page.getByLabel("No melatonin").check();
    await page.getByLabel("An SSRI or another antidepressant").check();
    await page.getByLabel("Flight duty").check();
    await page.getByLabel("Any form").check();
    await page.getByLabel("No limit").check();
    await page.getByRole("button", { name: "See my picks" }).click();
    await page.waitForURL(`**/quiz/sleep?${SLEEP}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your sleep picks");
    expect(await page.getByTestId("quiz-pick").count()).toBe(3);
    expect(await page.getByText("3 products left out: they contain melatonin").count()).toBe(1);
    // The chat needs JavaScript, so it is not offered; saving asks a visitor to sign in.
    expect(await page.getByTestId("quiz-ask-chat").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Sign in to save this result" }).getAttribute("href")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/quiz/sleep?${SLEEP}`)}`,
    );
    await page.context().close();
  });

  it("hands the result to CLEARED AI with a plain-words first message", async () => {
    const page = await openPage(`/quiz/sleep?${SLEEP}`, { viewport: MOBILE });
    await hydrated(page);
    await page.getByTestId("quiz-ask-chat").click();
    const panel = page.getByRole("dialog", { name: "CLEARED AI" });
    await panel.waitFor();
    await expect.poll(() => panel.locator("li[data-role=user]").first().textContent()).toBe(`You: ${MESSAGE}`);
    await page.context().close();
  });

  it("keeps the quiz's code out of the home page's initial JavaScript", async () => {
    const page = await openPage("/");
    await hydrated(page);
    // What the browser fetched to show and hydrate the page, before any interaction.
    const initial = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    );
    expect(initial.length).toBeGreaterThan(0);
    expect(initial.filter((url) => /quiz/.test(url))).toEqual([]);
    await page.context().close();
  });
  it("signed in: Save keeps the result, /account lists it and Delete removes it", async () => {
    const email = `e2e.quiz.${Date.now()}@example.com`;
    const password = "lantern ocean quiet gravel";
    const page = await openPage("/auth?mode=signup", { viewport: DESKTOP });
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();

    // A visitor sees the result; saving sends them to sign in and back to the same result.
    await page.goto(`/quiz/sleep?${SLEEP}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in to save this result" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`**/quiz/sleep?${SLEEP}`);
    await hydrated(page);

    await page.getByTestId("quiz-save").click();
    await page.getByRole("button", { name: "Saved to your account" }).waitFor();
    await page.getByRole("link", { name: "See your saved results" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    expect(await page.getByTestId("account-email").textContent()).toBe(email);
    const saved = page.getByTestId("saved-result");
    expect(await saved.count()).toBe(1);
    expect(await saved.getByRole("link", { name: "Sleep quiz" }).getAttribute("href")).toBe(`/quiz/sleep?${SLEEP}`);

    await saved.getByRole("button", { name: /^Delete/ }).click();
    await page.getByTestId("saved-empty").waitFor();
    await page.context().close();
  });
});
