import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueContactFormToken } from "~/.server/contact/service";
import { CONTACT_MAX_BODY_BYTES } from "~/.server/contact/service";
import { ADMIN_FORM_MAX_BYTES } from "~/.server/http/body";
import { AUTH_BODY_MAX_BYTES } from "~/domain/auth/schemas";
import { POST_FORM_FIELDS } from "~/domain/content/post";
import { DOD_LIST_MAX_BYTES } from "~/domain/safety/admin-schemas";
import { adminSession, makePost, postForm, userSession } from "./content-helpers";
import { type FuzzFigures, fuzzTarget, type Target } from "./fuzz-support";
import { request } from "./helpers";

/*
 * Property tests of every form action (a quarter as document posts, the rest to their `.data`
 * URLs as the client submits them): 1,000 generated
 * requests each, none answered 5xx, every refusal with a message and no stack trace or path,
 * and no row added or removed in D1 by a refused write.
 */

const RUNS = 1_000;
const EMAILS = ["someone@example.com", "no-at-sign", `${"x".repeat(250)}@example.com`];
const AUTH_FIELDS = {
  intent: ["signin", "signup", "forgot", "reset", "verify", "signin-link", "resend-verification", "signout", "bogus"],
  email: EMAILS,
  password: ["x", "a".repeat(1_025)],
  token: ["", "abc", "z".repeat(129)],
  redirectTo: ["/", "/\t/evil.example", "https://evil.example/", "/%0d%0aSet-Cookie:x=1"],
};

let admin = "";
let user = "";
let postId = "";

beforeAll(async () => {
  const a = await adminSession();
  admin = a.cookie;
  user = (await userSession()).cookie;
  postId = (await makePost(a.id)).id;
  // Compile the route modules once, before the clock of the first property starts.
  await request("/admin/blog");
  await request(`/admin/blog/${crypto.randomUUID()}`, { headers: { Cookie: admin } }).then((r) => r.text());
}, 180_000);

const contactFields = {
  name: ["", "A"],
  email: EMAILS,
  topic: ["other", "nope"],
  message: ["", "short", "x".repeat(5_001)],
  productId: ["", "no-such-product"],
  // Issued now: valid, but too fast to send, so a generated message is never stored.
  formToken: [issueContactFormToken(env), "forged.token"],
  website: ["", "http://spam.example"],
};
const editorFields = Object.fromEntries([
  ...POST_FORM_FIELDS.map((f) => [f, [postForm()[f] ?? ""]] as const),
  ["intent", ["save", "publish", "schedule", "unpublish", "preview", "bogus"]],
  ["publishAt", ["2030-01-01T00:00", "yesterday"]],
  ["updatedAt", ["0", "-1", "abc"]],
]);

const form = (path: string, fields: Target["fields"], maxBytes: number, cookie?: () => string): Target => ({ path, fields, maxBytes, format: "form", cookie });
const asAdmin = () => admin;

const TARGETS: (() => Target)[] = [

  () => form("/auth", AUTH_FIELDS, AUTH_BODY_MAX_BYTES),
  () => form("/auth/forgot", AUTH_FIELDS, AUTH_BODY_MAX_BYTES),
  () => form("/auth/reset", AUTH_FIELDS, AUTH_BODY_MAX_BYTES),
  () => form("/auth/verify", AUTH_FIELDS, AUTH_BODY_MAX_BYTES),
  () => form("/auth/link", AUTH_FIELDS, AUTH_BODY_MAX_BYTES),
  () => form("/contact", contactFields, CONTACT_MAX_BODY_BYTES),
  () => form("/quiz/pre-workout", { intent: ["save", "bogus"], answers: ["", "goal=energy", "a=%zz"] }, 8 * 1024, () => user),
  () =>
    form(
      "/admin/prices",
      {
        productId: ["", "no-such-product"],
        retailer: ["", "Shop"],
        price: ["", "-1", "1e9", "$3.49.9"],
        url: ["", "javascript:alert(1)", "http://shop.example/x"],
        observedOn: ["", "2099-01-01", "2026-02-30"],
        observedTime: ["", "25:00"],
        source: ["", "x".repeat(201)],
      },
      ADMIN_FORM_MAX_BYTES,
      asAdmin,
    ),
  () => form("/admin/messages", { intent: ["handled", "reopen", "bogus"], id: ["", "not-a-uuid", crypto.randomUUID()] }, ADMIN_FORM_MAX_BYTES, asAdmin),
  () => form("/admin/blog/new", editorFields, 512 * 1024, asAdmin),
  () => form("/admin/blog/preview", editorFields, 512 * 1024, asAdmin),
  () => form(`/admin/blog/${postId}`, editorFields, 512 * 1024, asAdmin),
  () => form(`/admin/blog/${crypto.randomUUID()}`, editorFields, 512 * 1024, asAdmin),
  () => form(`/admin/blog/${postId}/delete`, { updatedAt: ["0", "abc", ""] }, 512 * 1024, asAdmin),
  () =>
    form(
      "/admin/dod-list",
      {
        intent: ["upload", "apply", "withdraw", "bogus"],
        // Never a valid list: a generated request must not store one.
        list: ["", "{", "[]", '{"source":"x","retrieved":"y","license":"z","entries":[{"name":""}]}'],
        versionId: ["", "0", "999999", "abc"],
        baseVersionId: ["", "1", "x"],
        productId: ["", "no-such-product"],
        sourceUrl: ["", "http://insecure.example", "javascript:alert(1)"],
        withdrawnOn: ["", "2999-01-01", "2026-02-30"],
        note: ["", "x".repeat(301)],
      },
      DOD_LIST_MAX_BYTES,
      asAdmin,
    ),
];

const figures: Record<string, FuzzFigures> = {};
afterAll(() => console.log(`[fuzz] form figures\n${JSON.stringify(figures, null, 1)}`));

describe("every form action holds under generated requests", () => {
  it.each(TARGETS.map((t, i) => [i, t] as const))(`form action %i: ${RUNS} requests, no 5xx, refusals explained, nothing written`, async (_i, make) => {
    const target = make();
    const result = await fuzzTarget(target, RUNS);
    figures[target.path] = result;
    expect(result.requests).toBe(RUNS);
  }, 600_000);
});
