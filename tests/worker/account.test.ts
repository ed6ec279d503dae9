import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "~/.server/auth/tokens";
import { getDb } from "~/.server/db/client";
import { savedProducts, users } from "~/.server/db/schema";
import { insertContactMessage } from "~/.server/contact/queries";
import { saveQuizResult } from "~/.server/quiz/saved";
import { createUser, formPost, freshEmail, getSession, signIn, STRONG_PASSWORD, waitForEmail } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";

const NEW_PASSWORD = "harbour violet copper saddle";
const PRODUCT = "thorne-catalyte";

/** The entity-decoded text of a page, for reading what a person reads. */
async function text(res: Response): Promise<string> {
  return (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

async function member(extra: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(freshEmail("member"), extra);
  return { ...user, cookie: await signIn(user.email) };
}

async function passwordHashOf(id: string) {
  return (await getDb(env).select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)).get())?.hash;
}

async function savedRows(userId: string) {
  return getDb(env).select().from(savedProducts).where(eq(savedProducts.userId, userId));
}

/** Every row anywhere in D1 that names the user by id or email. */
async function rowsOf(user: { id: string; email: string }) {
  const q = (sql: string, ...binds: string[]) =>
    env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
      .then((r) => r?.n ?? 0);
  return {
    users: await q("SELECT count(*) AS n FROM users WHERE id = ? OR email = ?", user.id, user.email),
    savedProducts: await q("SELECT count(*) AS n FROM saved_products WHERE user_id = ?", user.id),
    savedQuizResults: await q("SELECT count(*) AS n FROM saved_quiz_results WHERE user_id = ?", user.id),
    contactMessages: await q("SELECT count(*) AS n FROM contact_messages WHERE user_id = ? OR email = ?", user.id, user.email),
    contactMessageEvents: await q(
      "SELECT count(*) AS n FROM contact_message_events WHERE admin_id = ? OR message_id IN (SELECT id FROM contact_messages WHERE user_id = ?)",
      user.id,
      user.id,
    ),
    authTokens: await q("SELECT count(*) AS n FROM auth_tokens WHERE user_id = ?", user.id),
    signInFailures: await q("SELECT count(*) AS n FROM sign_in_failures WHERE email_hash = ?", sha256Hex(user.email)),
    emailOutbox: await q("SELECT count(*) AS n FROM email_outbox WHERE to_address = ?", user.email),
  };
}

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/account").then((r) => r.text()), 180_000);

describe("/account page", () => {
  it("shows the email with its confirmation state read from D1, and offers a new link only when unconfirmed", async () => {
    const unconfirmed = await member();
    const res = await request("/account", { headers: { Cookie: unconfirmed.cookie } });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    // Not no-referrer: under it a browser posts forms with Origin: null, which React Router refuses.
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    const html = await text(res);
    expect(html).toContain(unconfirmed.email);
    expect(html).toContain("Not confirmed");
    expect(html).toContain("Send a new confirmation link");

    const confirmed = await member({ emailVerifiedAt: Date.now() });
    const page = await text(await request("/account", { headers: { Cookie: confirmed.cookie } }));
    expect(page).toContain("Confirmed");
    expect(page).not.toContain("Send a new confirmation link");
  });

  it("resends the confirmation link", async () => {
    const user = await member();
    const res = await formPost("/account", { intent: "resend-verification" }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await text(res)).toContain(`We sent a new confirmation link to ${user.email}.`);
    expect(await waitForEmail(user.email, /Confirm your CLEARED email/)).toMatch(/\/auth\/verify\?token=/);
  });

  it("refuses an unknown intent and a body that is not a form, changing nothing", async () => {
    const user = await member();
    const unknown = await formPost("/account", { intent: "make-admin" }, { cookie: user.cookie });
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain("Unknown form action.");
    const json = await request("/account", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: user.cookie },
      body: JSON.stringify({ intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" }),
    });
    expect(json.status).toBe(415);
    expect((await rowsOf(user)).users).toBe(1);
  });

  it("sends a visitor's post to sign in", async () => {
    const res = await formPost("/account", { intent: "sign-out-everywhere" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/auth?redirectTo=/account");
  });
});

describe("change password", () => {
  it("needs the current password: a wrong one is a field message and nothing changes", async () => {
    const user = await member();
    const before = await passwordHashOf(user.id);
    const res = await formPost("/account", { intent: "change-password", currentPassword: "not my password at all", newPassword: NEW_PASSWORD }, { cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("That password is not right.");
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it("refuses missing fields and a weak new password with field messages", async () => {
    const user = await member();
    const before = await passwordHashOf(user.id);
    const empty = await formPost("/account", { intent: "change-password", currentPassword: "", newPassword: "" }, { cookie: user.cookie });
    expect(empty.status).toBe(400);
    const emptyHtml = await text(empty);
    expect(emptyHtml).toContain("Enter your current password.");
    expect(emptyHtml).toContain("Enter a new password.");
    const weak = await formPost("/account", { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword: "password123" }, { cookie: user.cookie });
    expect(weak.status).toBe(422);
    expect(await text(weak)).toContain("Password is too weak");
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it("changes it, signs out every other session and keeps this one", async () => {
    const user = await member();
    const otherDevice = await signIn(user.email);
    const res = await formPost("/account", { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await text(res)).toContain("Your password is changed. Every other device is signed out; this one stays signed in.");
    expect((await getSession(user.cookie)).status).toBe(200);
    expect((await getSession(otherDevice)).status).toBe(401);
    // The new password signs in; the old one no longer does.
    await signIn(user.email, NEW_PASSWORD);
    const old = await formPost("/auth", { intent: "signin", email: user.email, password: STRONG_PASSWORD });
    expect(old.status).toBe(400);
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the user, this one included", async () => {
    const user = await member();
    const otherDevice = await signIn(user.email);
    const res = await formPost("/account", { intent: "sign-out-everywhere" }, { cookie: user.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/auth?signed-out=everywhere");
    expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-session=; Max-Age=0;/);
    expect((await getSession(user.cookie)).status).toBe(401);
    expect((await getSession(otherDevice)).status).toBe(401);
    expect(await text(await request("/auth?signed-out=everywhere"))).toContain("You are signed out on every device, this one included.");
  });
});

describe("download my data", () => {
  it("is a JSON attachment of the account, saved products, quiz results and messages, never the password", async () => {
    const user = await member();
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: user.cookie });
    await saveQuizResult(env, { userId: user.id, category: "sleep", answers: "problem=falling", now: Date.now() });
    await insertContactMessage(env, {
      input: { name: "Sam", email: user.email, topic: "other", message: "Hello there, a question about electrolytes." },
      userId: user.id,
      now: Date.now(),
    });
    const res = await request("/account/data", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="cleared-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.text();
    expect(body).not.toContain("scrypt");
    const exported = JSON.parse(body);
    expect(exported.account).toMatchObject({ id: user.id, email: user.email, emailConfirmedAt: null, role: "user" });
    expect(exported.savedProducts).toEqual([
      { productId: PRODUCT, product: "Thorne Catalyte (Lemon Lime, 30 servings)", savedAt: expect.any(String), priceAlert: null, safetyAlerts: true },
    ]);
    expect(exported.savedQuizResults).toEqual([{ id: expect.any(String), category: "sleep", answers: "problem=falling", savedAt: expect.any(String) }]);
    expect(exported.contactMessages).toHaveLength(1);
    expect(exported.contactMessages[0]).toMatchObject({ topic: "other", message: "Hello there, a question about electrolytes.", status: "open" });
  });

  it("sends a visitor to sign in", async () => {
    const res = await request("/account/data", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirectTo=/account");
  });
});

describe("delete my account", () => {
  async function fullMember() {
    const user = await member();
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: user.cookie });
    await formPost("/account", { intent: "set-price-alert", productId: PRODUCT, below: "0.50" }, { cookie: user.cookie });
    await saveQuizResult(env, { userId: user.id, category: "sleep", answers: "problem=falling", now: Date.now() });
    const message = await insertContactMessage(env, {
      input: { name: "Sam", email: user.email, topic: "other", message: "Please tell me more about hydration." },
      userId: user.id,
      now: Date.now(),
    });
    await formPost("/account", { intent: "resend-verification" }, { cookie: user.cookie });
    await waitForEmail(user.email, /Confirm your CLEARED email/);
    await formPost("/auth", { intent: "signin", email: user.email, password: "a wrong guess entirely" });
    return { ...user, messageId: message.id };
  }

  it("needs the password and the confirmation box: refusals are field messages and nothing is deleted", async () => {
    const user = await fullMember();
    const before = await rowsOf(user);
    expect(before).toMatchObject({ users: 1, savedProducts: 1, savedQuizResults: 1, contactMessages: 1, contactMessageEvents: 1, authTokens: 1, signInFailures: 1 });

    const wrong = await formPost("/account", { intent: "delete-account", password: "not my password at all", confirm: "on" }, { cookie: user.cookie });
    expect(wrong.status).toBe(400);
    expect(await text(wrong)).toContain("That password is not right.");
    const unconfirmed = await formPost("/account", { intent: "delete-account", password: STRONG_PASSWORD }, { cookie: user.cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await text(unconfirmed)).toContain("Tick the box to confirm that everything will be deleted.");
    expect(await rowsOf(user)).toEqual(before);
    expect((await getSession(user.cookie)).status).toBe(200);
  });

  it("removes every row of the user in one batch and ends every session", async () => {
    const user = await fullMember();
    const otherDevice = await signIn(user.email);
    const res = await formPost("/account", { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" }, { cookie: user.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/deleted");
    expect(res.headers.get("Set-Cookie")).toMatch(/^__Host-session=; Max-Age=0;/);
    expect(await rowsOf(user)).toEqual({
      users: 0,
      savedProducts: 0,
      savedQuizResults: 0,
      contactMessages: 0,
      contactMessageEvents: 0,
      authTokens: 0,
      signInFailures: 0,
      emailOutbox: 0,
    });
    expect((await getSession(user.cookie)).status).toBe(401);
    expect((await getSession(otherDevice)).status).toBe(401);
    expect(await text(await request("/account/deleted"))).toContain("Your account is deleted");
  });

  it("keeps an author's account until their articles have another author", async () => {
    const admin = await member({ role: "admin", emailVerifiedAt: Date.now() });
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO posts (id, slug, kind, title, description, body, author_id, status, revision, created_at, updated_at) VALUES (?, ?, 'article', 'T', 'D', 'B', ?, 'draft', 'r', ?, ?)",
    )
      .bind(crypto.randomUUID(), `post-${now}`, admin.id, now, now)
      .run();
    const res = await formPost("/account", { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" }, { cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(await text(res)).toContain("This account is the author of 1 published or draft guide(s) or article(s).");
    expect((await rowsOf(admin)).users).toBe(1);
  });
});

describe("saved products", () => {
  it("sends a visitor to sign in and back to the same place, and saves nothing", async () => {
    const res = await formPost("/account/saved", { intent: "save", productId: PRODUCT, redirectTo: "/category/hydration#thorne-catalyte" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/category/hydration#thorne-catalyte")}`);
    const page = await text(await request("/category/hydration"));
    expect(page).toContain(`href="/auth?redirectTo=${encodeURIComponent("/category/hydration#thorne-catalyte")}"`);
    expect(page).toContain("Sign in to save");
  });

  it("saves and removes without JavaScript, coming back to a same-site place only", async () => {
    const user = await member();
    const saved = await formPost("/account/saved", { intent: "save", productId: PRODUCT, redirectTo: "/category/hydration#thorne-catalyte" }, { cookie: user.cookie });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/category/hydration#thorne-catalyte");
    expect((await savedRows(user.id)).map((r) => r.productId)).toEqual([PRODUCT]);
    // Saving twice keeps one row.
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: user.cookie });
    expect(await savedRows(user.id)).toHaveLength(1);

    const category = await text(await request("/category/hydration", { headers: { Cookie: user.cookie } }));
    expect(category).toMatch(/aria-pressed="true"[^>]*data-testid="save-product"[^>]*>.*?Saved<span class="sr-only"> Catalyte/);
    const account = await text(await request("/account", { headers: { Cookie: user.cookie } }));
    expect(account).toContain('data-product-id="thorne-catalyte"');

    const offsite = await formPost("/account/saved", { intent: "remove", productId: PRODUCT, redirectTo: "//evil.example/x" }, { cookie: user.cookie });
    expect(offsite.status).toBe(303);
    expect(offsite.headers.get("Location")).toBe("/");
    expect(await savedRows(user.id)).toEqual([]);
  });

  it("answers a fetcher with the new state", async () => {
    const user = await member();
    const res = await formPost("/account/saved", { intent: "save", productId: PRODUCT, respond: "data" }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, saved: true });
  });

  it("refuses an unknown product or intent with a message, storing nothing", async () => {
    const user = await member();
    const unknown = await formPost("/account/saved", { intent: "save", productId: "no-such-product", respond: "data" }, { cookie: user.cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, message: "That product is not in our catalogue." });
    const badIntent = await formPost("/account/saved", { intent: "hoard", productId: PRODUCT, respond: "data" }, { cookie: user.cookie });
    expect(badIntent.status).toBe(400);
    expect(await badIntent.json()).toEqual({ ok: false, message: "Unknown form action." });
    expect(await savedRows(user.id)).toEqual([]);
  });

  it("removes from the account page, only the user's own", async () => {
    const owner = await member();
    const other = await member();
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: owner.cookie });
    const refused = await formPost("/account", { intent: "remove-saved-product", productId: PRODUCT }, { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(await text(refused)).toContain("That product is not in your saved products.");
    expect(await savedRows(owner.id)).toHaveLength(1);
    const removed = await formPost("/account", { intent: "remove-saved-product", productId: PRODUCT }, { cookie: owner.cookie });
    expect(removed.status).toBe(303);
    expect(await savedRows(owner.id)).toEqual([]);
  });
});

describe("price alert settings", () => {
  it("refuses a price that is not one, with a field message, storing nothing", async () => {
    const user = await member();
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: user.cookie });
    for (const below of ["", "abc", "0", "1000", "-1", "1.234"]) {
      const res = await formPost("/account", { intent: "set-price-alert", productId: PRODUCT, below }, { cookie: user.cookie });
      expect({ below, status: res.status }).toEqual({ below, status: 400 });
      expect(await text(res)).toContain("Enter a price per serving in dollars, like 1.25 (at most $100).");
    }
    expect((await savedRows(user.id))[0]?.priceAlertBelowCents).toBeNull();
  });

  it("needs the product saved first", async () => {
    const user = await member();
    const res = await formPost("/account", { intent: "set-price-alert", productId: PRODUCT, below: "1.00" }, { cookie: user.cookie });
    expect(res.status).toBe(404);
    expect(await text(res)).toContain("Save the product first, then set its price alert.");
    expect(await savedRows(user.id)).toEqual([]);
  });

  it("sets, shows and turns off an alert", async () => {
    const user = await member();
    await formPost("/account/saved", { intent: "save", productId: PRODUCT }, { cookie: user.cookie });
    const set = await formPost("/account", { intent: "set-price-alert", productId: PRODUCT, below: "$0.75" }, { cookie: user.cookie });
    expect(set.status).toBe(200);
    expect(await text(set)).toContain("Alert set: we will email you when the price per serving is below $0.75.");
    expect((await savedRows(user.id))[0]).toMatchObject({ priceAlertBelowCents: 75, priceAlertState: "armed" });

    const off = await formPost("/account", { intent: "clear-price-alert", productId: PRODUCT }, { cookie: user.cookie });
    expect(off.status).toBe(200);
    expect((await savedRows(user.id))[0]?.priceAlertBelowCents).toBeNull();
  });
});
