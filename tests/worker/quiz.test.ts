import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { savedQuizResults } from "~/.server/db/schema";
import { CATEGORY_IDS } from "~/domain/categories";
import { getQuiz } from "~/domain/quiz/questions";
import { createUser, formPost, signIn } from "./auth-helpers";
import { request } from "./helpers";

const SLEEP = "problem=falling&melatonin=no&meds=ssri&duty=flight&form=any&budget=any";

function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

/** The entity-decoded text of a page, for reading what a person reads. */
async function text(res: Response): Promise<string> {
  return (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

async function savedRows(userId: string) {
  return getDb(env).select().from(savedQuizResults).where(eq(savedQuizResults.userId, userId));
}

async function signedInUser() {
  const user = await createUser();
  return { ...user, cookie: await signIn(user.email) };
}

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/quiz/sleep"), 180_000);

describe("GET /quiz/:category", () => {
  it("renders every question of the quiz as one GET form, with no result yet", async () => {
    const res = await request("/quiz/sleep");
    expect(res.status).toBe(200);
    const html = await text(res);
    const form = /<form[^>]*data-testid="quiz-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/quiz/sleep"');
    expect(form).toContain('method="get"');
    expect(count(html, 'data-testid="quiz-question"')).toBe(6);
    expect(html).toContain("What's the main problem?");
    expect(html).not.toContain('data-testid="quiz-result"');
  });

  it("renders the result on the server from the answers in the URL", async () => {
    const res = await request(`/quiz/sleep?${SLEEP}`);
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("<title>Your Sleep Picks | CLEARED</title>");
    expect(count(html, 'data-testid="quiz-pick"')).toBe(3);
    expect(html).toContain("Klean Magnesium (90 vegetarian capsules)");
    expect(html).toContain("No 5-HTP: you take an SSRI or another antidepressant.");
    // The picks' own cautions are shown.
    expect(html).toContain("The label allows 1 to 4 capsules a day.");
    expect(html).toContain("3 products left out: they contain melatonin");
    expect(html).toContain("1 product left out: they contain 5-HTP");
    expect(html).toContain('href="/blog/sleep-melatonin-and-shift-work"');
    expect(html).toContain("34% of the 350 mg daily upper limit for magnesium from supplements");
    // Never a melatonin product among the picks.
    expect(html).not.toMatch(/data-testid="quiz-pick" data-product-id="(thorne-melaton-3|klean-melatonin-spray|designs-for-sport-sleep-complex)"/);
  });

  it.each(CATEGORY_IDS)("renders a result for %s with the first answer to every question", async (category) => {
    const params = new URLSearchParams();
    for (const q of getQuiz(category).questions) if (!q.multiple) params.set(q.id, q.options[0].value);
    const res = await request(`/quiz/${category}?${params}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="quiz-result"');
    expect(count(html, 'data-testid="quiz-pick"') + count(html, 'data-testid="quiz-empty"')).toBeGreaterThan(0);
  });

  it("shows the honest empty state when nothing fits", async () => {
    const html = await text(await request("/quiz/protein-recovery?goal=build&diet=vegan&timing=after&budget=any"));
    expect(html).toContain("Nothing in our certified protein & recovery fits all of that");
    expect(html).toContain("A plant protein labelled vegan that lists leucine or its full amino acid profile");
    expect(html).toContain('href="/quiz/protein-recovery?goal=build&diet=none&timing=after&budget=any"');
    expect(count(html, 'data-testid="quiz-pick"')).toBe(0);
  });

  it("answers a value the quiz does not offer with 400 and a clear message, keeping the good answers", async () => {
    const res = await request("/quiz/sleep?problem=falling&melatonin=lots&meds=ssri&duty=flight&form=any&budget=any");
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Some answers in this link are not ones the quiz offers.");
    expect(html).toContain("“How do you feel about melatonin?” has no answer “lots”. Choose one of the listed answers.");
    expect(html).toMatch(/checked="" value="falling"/);
  });

  it("answers two values for one single-choice question, and an unknown multiple-choice value, with 400", async () => {
    expect((await request(`/quiz/sleep?${SLEEP}&problem=staying`)).status).toBe(400);
    const res = await request(`/quiz/sleep?${SLEEP}&meds=steroids`);
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("“Do you take any of these?” has no answer “steroids”.");
  });

  it("ignores keys that are not questions, so a tagged shared link still opens", async () => {
    const res = await request(`/quiz/sleep?${SLEEP}&utm_source=text`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="quiz-result"');
  });

  it("shows the form again, filled in, when answers are missing", async () => {
    const res = await request("/quiz/sleep?problem=jetlag&melatonin=yes");
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("3 questions still need an answer.");
    expect(html).toMatch(/checked="" value="jetlag"/);
  });

  it("answers an unknown category with 404", async () => {
    expect((await request("/quiz/steroids?x=1")).status).toBe(404);
  });
});

describe("saving a quiz result", () => {
  it("saves for a signed-in user, once per distinct result", async () => {
    const user = await signedInUser();
    const first = await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: user.cookie });
    expect(first.status).toBe(200);
    const again = await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: user.cookie });
    expect(again.status).toBe(200);
    const rows = await savedRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: "sleep", answers: SLEEP });
  });

  it("stores the answers in canonical order", async () => {
    const user = await signedInUser();
    const shuffled = "budget=any&form=any&duty=flight&meds=ssri&melatonin=no&problem=falling";
    expect((await formPost(`/quiz/sleep?${shuffled}`, { intent: "save", answers: shuffled }, { cookie: user.cookie })).status).toBe(200);
    expect((await savedRows(user.id))[0].answers).toBe(SLEEP);
  });

  it("refuses a visitor with 401 and still shows the result", async () => {
    const res = await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP });
    expect(res.status).toBe(401);
    const html = await text(res);
    expect(html).toContain("Sign in to save a result. You can still see and share it without an account.");
    expect(html).toContain('data-testid="quiz-result"');
  });

  it("refuses answers that are not valid or complete, and a body that is not a form", async () => {
    const user = await signedInUser();
    const bad = await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: "problem=falling&melatonin=lots" }, { cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("These answers are incomplete or not valid, so the result cannot be saved.");
    const json = await request(`/quiz/sleep?${SLEEP}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", Cookie: user.cookie },
      body: JSON.stringify({ intent: "save", answers: SLEEP }),
    });
    // The one body reader's answer to a body that is not a form (docs/decisions/0015).
    expect(json.status).toBe(415);
    expect(await savedRows(user.id)).toEqual([]);
  });
});

describe("/account", () => {
  it("sends visitors to sign in and back", async () => {
    const res = await request("/account", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirectTo=/account");
  });

  it("shows the email and the saved results, newest first, privately", async () => {
    const user = await signedInUser();
    await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: user.cookie });
    const res = await request("/account", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await text(res);
    expect(html).toContain(user.email);
    expect(count(html, 'data-testid="saved-result"')).toBe(1);
    expect(html).toContain(`href="/quiz/sleep?${SLEEP}"`);
    expect(html).toContain("I have trouble falling asleep, no melatonin, I take an SSRI, flight duty tomorrow");
  });

  it("says so when nothing is saved", async () => {
    const user = await signedInUser();
    expect(await text(await request("/account", { headers: { Cookie: user.cookie } }))).toContain("Nothing saved yet.");
  });

  it("deletes the user's own saved result", async () => {
    const user = await signedInUser();
    await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: user.cookie });
    const [row] = await savedRows(user.id);
    const res = await formPost("/account", { intent: "delete-quiz-result", id: row.id }, { cookie: user.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account");
    expect(await savedRows(user.id)).toEqual([]);
  });

  it("answers 404 for another user's saved result and leaves it in place", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: owner.cookie });
    const [row] = await savedRows(owner.id);
    const res = await formPost("/account", { intent: "delete-quiz-result", id: row.id }, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(await text(res)).toContain("That saved result was not found.");
    expect(await savedRows(owner.id)).toHaveLength(1);
  });

  it("sends a visitor's delete to sign in, deleting nothing", async () => {
    const owner = await signedInUser();
    await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: owner.cookie });
    const [row] = await savedRows(owner.id);
    const res = await formPost("/account", { intent: "delete-quiz-result", id: row.id });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/auth?redirectTo=/account");
    expect(await savedRows(owner.id)).toHaveLength(1);
  });

  it("removes saved results with the account", async () => {
    const user = await signedInUser();
    await formPost(`/quiz/sleep?${SLEEP}`, { intent: "save", answers: SLEEP }, { cookie: user.cookie });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    expect(await savedRows(user.id)).toEqual([]);
  });
});
