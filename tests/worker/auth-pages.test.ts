import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import {
  STRONG_PASSWORD,
  authPost,
  createUser,
  formPost,
  freshEmail,
  getSession,
  guardAccount,
  sessionCookieOf,
  signIn,
  tokenFrom,
  waitForEmail,
} from "./auth-helpers";
import { request } from "./helpers";

// The first server render compiles the route modules, which can take long on a busy machine.
beforeAll(() => request("/auth").then((r) => r.text()), 180_000);

describe("/auth page without JavaScript", () => {
  it("renders the sign-in form with a same-origin referrer policy and no caching", async () => {
    const res = await request("/auth");
    expect(res.status).toBe(200);
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('name="intent" value="signin"');
    expect(html).toContain('autoComplete="current-password"');
  });

  it.each(["/auth/verify?token=abc", "/auth/reset?token=abc", "/auth/verify", "/auth?mode=signup", "/auth/forgot"])(
    "serves %s with Referrer-Policy: same-origin",
    async (path) => {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const html = await res.text();
      expect(html.match(/<h1/g)).toHaveLength(1);
      if (path.includes("token=")) expect(html).toContain('content="noindex"');
    },
  );

  it("sends a signed-in visitor on from the sign-in page", async () => {
    const cookie = await signIn((await createUser()).email);
    const res = await request("/auth?redirectTo=/blog", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/blog");
  });

  it("signs in with a form POST: redirect home with the session cookie", async () => {
    const { email } = await createUser();
    const res = await formPost("/auth", { intent: "signin", email, password: STRONG_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    const cookie = sessionCookieOf(res);
    expect((await getSession(cookie)).status).toBe(200);
  });

  it("keeps a same-site redirectTo and drops a foreign one", async () => {
    const { email } = await createUser();
    const local = await formPost("/auth", { intent: "signin", email, password: STRONG_PASSWORD, redirectTo: "/blog" });
    expect(local.headers.get("Location")).toBe("/blog");
    for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const res = await formPost("/auth", { intent: "signin", email, password: STRONG_PASSWORD, redirectTo: evil });
      expect(res.headers.get("Location")).toBe("/");
    }
  });

  it("shows invalid credentials next to the form with status 400", async () => {
    const res = await formPost("/auth", { intent: "signin", email: freshEmail(), password: "wrong password here" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid login credentials");
  });

  it("shows the missing-field message", async () => {
    const res = await formPost("/auth", { intent: "signin", email: "", password: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("You must provide either an email or phone number and a password");
  });

  it("shows a weak password's reasons inline with status 422", async () => {
    const res = await formPost("/auth?mode=signup", { intent: "signup", email: freshEmail(), password: "password1234" });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("This is similar to a commonly used password.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("signs up, confirms through the link (back to the site root) and signs out", async () => {
    const email = freshEmail();
    const signup = await formPost("/auth?mode=signup", { intent: "signup", email, password: STRONG_PASSWORD });
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain("Check your email");
    const token = tokenFrom(await waitForEmail(email, /Confirm/), "verify");

    const signin = await formPost("/auth", { intent: "signin", email, password: STRONG_PASSWORD });
    const cookie = sessionCookieOf(signin);
    const home = await request("/", { headers: { Cookie: cookie } });
    const homeHtml = await home.text();
    expect(homeHtml).toContain("Please confirm your email");
    expect(homeHtml).toContain("Logout");

    const page = await request(`/auth/verify?token=${token}`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain("Confirm my email");
    const verify = await formPost(`/auth/verify?token=${token}`, { intent: "verify", token }, { cookie });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("Location")).toBe("/?email-confirmed=1");
    const confirmed = await (await request("/?email-confirmed=1", { headers: { Cookie: cookie } })).text();
    expect(confirmed).toContain("your email is confirmed");
    expect(confirmed).not.toContain("Please confirm your email");

    const signout = await formPost("/auth", { intent: "signout" }, { cookie });
    expect(signout.status).toBe(302);
    expect(signout.headers.getSetCookie()).toEqual(["__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax"]);
    expect((await getSession(cookie)).status).toBe(401);
    expect(await (await request("/", { headers: { Cookie: cookie } })).text()).not.toContain("Logout");
  });

  it("shows an invalid confirmation link as such", async () => {
    const res = await formPost("/auth/verify?token=bad", { intent: "verify", token: "bad" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This link is invalid or has expired.");
  });

  it("resets a password through the form and signs in", async () => {
    const { email } = await createUser();
    const forgot = await formPost("/auth/forgot", { intent: "forgot", email });
    expect(forgot.status).toBe(200);
    expect(await forgot.text()).toContain("Check your email");
    const token = tokenFrom(await waitForEmail(email, /Reset/), "reset");
    const res = await formPost(`/auth/reset?token=${token}`, { intent: "reset", token, password: "granite harbor willow ember" });
    expect(res.status).toBe(302);
    expect((await getSession(sessionCookieOf(res))).status).toBe(200);
  });

  it("resends a confirmation link from the banner's form without JavaScript", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    const res = await formPost("/auth/verify", { intent: "resend-verification" }, { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("A new confirmation link is on its way.");
    tokenFrom(await waitForEmail(email, /Confirm/), "verify");
  });

  it("the form on /auth finishes a guarded sign-in by the emailed link's page", async () => {
    const { email } = await createUser();
    await guardAccount(email);
    const res = await formPost("/auth", { intent: "signin", email, password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain("signing in now also needs a link from its email");

    const token = tokenFrom(await waitForEmail(email, /Finish signing in/), "link");
    const page = await request(`/auth/link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(await page.text()).toContain("Finish signing in");

    const finished = await formPost(`/auth/link?token=${token}`, { intent: "signin-link", token });
    expect(finished.status).toBe(302);
    expect(finished.headers.get("Location")).toBe("/");
    const cookie = sessionCookieOf(finished);
    expect((await getSession(cookie)).status).toBe(200);
  });

  it("shows Logout only to a signed-in visitor", async () => {
    expect(await (await request("/")).text()).not.toContain("Logout");
  });
});

describe("session renewal on pages", () => {
  it("sends the cookie again when a page request renews the session", async () => {
    const { email } = await createUser();
    const cookie = await signIn(email);
    const { hashToken } = await import("~/.server/auth/tokens");
    const key = `session:${hashToken(cookie.split("=")[1]!)}`;
    const stored = (await env.SESSIONS.get<{ renewedAt: number; expiresAt: number }>(key, "json"))!;
    await env.SESSIONS.put(key, JSON.stringify({ ...stored, renewedAt: stored.renewedAt - 2 * 3600_000 }));
    const res = await request("/methodology", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([`${cookie}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`]);
  });
});

describe("roles", () => {
  async function adminPage(cookie?: string) {
    return request("/admin/blog", { headers: cookie ? { Cookie: cookie } : {} });
  }

  it("answers /admin/blog with 404 to visitors and ordinary users", async () => {
    expect((await adminPage()).status).toBe(404);
    const { email } = await createUser(freshEmail(), { emailVerifiedAt: Date.now() });
    expect((await adminPage(await signIn(email))).status).toBe(404);
  });

  it("requires a confirmed email for the admin role", async () => {
    const { email } = await createUser(freshEmail(), { role: "admin" });
    expect((await adminPage(await signIn(email))).status).toBe(404);
  });

  it("opens to a confirmed admin, decided from D1 rather than the session snapshot", async () => {
    const { id, email } = await createUser(freshEmail(), { emailVerifiedAt: Date.now() });
    const cookie = await signIn(email);
    // Promoted after signing in: the KV snapshot still says "user".
    await getDb(env).update(users).set({ role: "admin" }).where(eq(users.id, id));
    const res = await adminPage(cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(email);
    // Demoted: the snapshot would still say "admin" after a fresh sign-in, D1 says no.
    const adminCookie = await signIn(email);
    await getDb(env).update(users).set({ role: "user" }).where(eq(users.id, id));
    expect((await adminPage(adminCookie)).status).toBe(404);
  });
});

describe("local outbox", () => {
  it("is never served outside development", async () => {
    // The test environment runs with ENVIRONMENT "test", as production runs with "production".
    expect(env.ENVIRONMENT).toBe("test");
    const res = await request("/dev/outbox");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Local outbox");
  });
});

describe("sign-up through the API also works for the form's account", () => {
  it("lets a form-created account sign in through the API", async () => {
    const email = freshEmail();
    await formPost("/auth?mode=signup", { intent: "signup", email, password: STRONG_PASSWORD });
    await waitForEmail(email, /Confirm/);
    expect((await authPost("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
  });
});
