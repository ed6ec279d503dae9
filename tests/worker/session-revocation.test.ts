import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "~/.server/auth/tokens";
import { getDb } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { authPost, createUser, formPost, getSession, signIn, STRONG_PASSWORD, tokenFrom, waitForEmail } from "./auth-helpers";
import { request } from "./helpers";

/*
 * Revocation does not depend on KV's listing, which can miss a session for about a minute in
 * production: every test here hides a session from `list()` first (its index key removed, its
 * record kept), and that session must still end on its very next request.
 */

/** Removes a session's per-user index key, as a lagging `list()` would fail to return it; its record stays. */
async function hideFromListing(cookie: string, userId: string): Promise<void> {
  const id = hashToken(cookie.split("=")[1]!);
  await env.SESSIONS.delete(`user-sessions:${userId}:${id}`);
  expect(await env.SESSIONS.get(`session:${id}`)).not.toBeNull();
  const listed = await env.SESSIONS.list({ prefix: `user-sessions:${userId}:` });
  expect(listed.keys.map((k) => k.name)).not.toContain(`user-sessions:${userId}:${id}`);
}

const status = async (cookie: string) => (await getSession(cookie)).status;

async function userWithTwoSessions() {
  const user = await createUser(undefined, { emailVerifiedAt: Date.now() });
  const here = await signIn(user.email);
  const elsewhere = await signIn(user.email);
  await hideFromListing(elsewhere, user.id);
  return { user, here, elsewhere };
}

beforeAll(() => request("/account").then((r) => r.text()), 180_000);

describe("revocation that holds at once", () => {
  it("sign out everywhere ends a session the KV listing missed, on its next request", async () => {
    const { here, elsewhere } = await userWithTwoSessions();
    expect(await status(elsewhere)).toBe(200);
    expect((await authPost("/api/auth/signout", { scope: "global" }, { cookie: here })).status).toBe(200);
    expect([await status(here), await status(elsewhere)]).toEqual([401, 401]);
  });

  it("the account page's sign-out-everywhere does the same", async () => {
    const { here, elsewhere } = await userWithTwoSessions();
    const res = await formPost("/account", { intent: "sign-out-everywhere" }, { cookie: here });
    expect(res.status).toBe(303);
    expect(await status(elsewhere)).toBe(401);
  });

  it("a password change ends every other session, missed or not, and keeps this one", async () => {
    const { here, elsewhere } = await userWithTwoSessions();
    const res = await formPost("/account", { intent: "change-password", currentPassword: STRONG_PASSWORD, newPassword: "granite harbor willow ember" }, { cookie: here });
    expect(res.status).toBe(200);
    expect([await status(here), await status(elsewhere)]).toEqual([200, 401]);
  });

  it("a password reset ends every session, missed or not", async () => {
    const { user, here, elsewhere } = await userWithTwoSessions();
    await authPost("/api/auth/password/forgot", { email: user.email });
    const token = tokenFrom(await waitForEmail(user.email, /Reset/), "reset");
    const res = await authPost("/api/auth/password/reset", { token, password: "granite harbor willow ember" });
    expect(res.status).toBe(200);
    expect([await status(here), await status(elsewhere)]).toEqual([401, 401]);
  });

  it("deleting the account ends every session, missed or not", async () => {
    const { here, elsewhere } = await userWithTwoSessions();
    const res = await formPost("/account", { intent: "delete-account", password: STRONG_PASSWORD, confirm: "on" }, { cookie: here });
    expect(res.status).toBe(303);
    expect([await status(here), await status(elsewhere)]).toEqual([401, 401]);
  });

  it("a session whose user row is gone is signed out, and saving a product with it asks to sign in instead of failing", async () => {
    const { user, here } = await userWithTwoSessions();
    await getDb(env).delete(users).where(eq(users.id, user.id));
    expect(await status(here)).toBe(401);
    const save = await formPost("/account/saved", { productId: "klean-athlete-pre-workout", intent: "save", redirectTo: "/" }, { cookie: here });
    expect(save.status).toBe(303);
    expect(save.headers.get("Location")).toBe("/auth?redirectTo=%2F");
    const page = await request("/account", { headers: { Cookie: here }, redirect: "manual" });
    expect(page.status).toBe(302);
  });

  it("shows the account as D1 has it now, not as the session recorded it", async () => {
    const { user, here } = await userWithTwoSessions();
    await getDb(env).update(users).set({ email: `renamed.${user.email}` }).where(eq(users.id, user.id));
    const res = await getSession(here);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(`renamed.${user.email}`);
  });
});
