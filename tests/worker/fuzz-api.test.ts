import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { issueContactFormToken } from "~/.server/contact/service";
import { AUTH_BODY_MAX_BYTES } from "~/domain/auth/schemas";
import { EVENTS_MAX_BODY_BYTES } from "~/domain/analytics/schema";
import { CHAT_LIMITS } from "~/domain/chat/context";
import { CONTACT_MAX_BODY_BYTES } from "~/.server/contact/service";
import { type FuzzFigures, fuzzTarget, type Target } from "./fuzz-support";

/*
 * Property tests of every JSON endpoint that takes a body (issue: hard to break): 1,000 generated
 * requests each, none answered 5xx, every refusal with a message and no stack trace or path,
 * and no row added or removed in D1 by a refused write.
 */

const RUNS = 1_000;
const EMAILS = ["someone@example.com", "  MIXED@Example.COM ", "no-at-sign", "a@b", `${"x".repeat(250)}@example.com`];
const PASSWORDS = ["x", "password", "a".repeat(1_025)];
const TOKENS = ["", "abc", "z".repeat(129), "a".repeat(40)];
const auth = (fields: Target["fields"]): Omit<Target, "path"> => ({ fields, maxBytes: AUTH_BODY_MAX_BYTES, format: "json" });

const TARGETS: Target[] = [
  { path: "/api/auth/signup", ...auth({ email: EMAILS, password: PASSWORDS }) },
  { path: "/api/auth/signin", ...auth({ email: EMAILS, password: PASSWORDS }) },
  { path: "/api/auth/signin/link", ...auth({ token: TOKENS }) },
  { path: "/api/auth/signout", ...auth({ scope: ["local", "others", "global", "everyone"] }) },
  { path: "/api/auth/verify-email", ...auth({ token: TOKENS }) },
  { path: "/api/auth/verify-email/resend", ...auth({ email: EMAILS }) },
  { path: "/api/auth/password/forgot", ...auth({ email: EMAILS }) },
  { path: "/api/auth/password/reset", ...auth({ token: TOKENS, password: PASSWORDS }) },
  {
    path: "/api/chat",
    fields: { message: ["", "hi", "x".repeat(CHAT_LIMITS.maxMessageChars + 1)], context: ["", "{}"] },
    maxBytes: CHAT_LIMITS.maxBodyBytes,
    format: "json",
    // Do Not Track: no answer is counted after the response, so D1 is quiet between requests.
    headers: { DNT: "1" },
  },
  {
    path: "/api/chat/stream",
    fields: { message: ["", "x".repeat(CHAT_LIMITS.maxMessageChars + 1)], context: ["", "{}"] },
    maxBytes: CHAT_LIMITS.maxBodyBytes,
    format: "json",
    // Do Not Track: no answer is counted after the response, so D1 is quiet between requests.
    headers: { DNT: "1" },
  },
  {
    path: "/api/contact",
    fields: {
      name: ["", "A"],
      email: EMAILS,
      topic: ["other", "nope"],
      message: ["", "short", "x".repeat(5_001)],
      productId: ["", "no-such-product"],
      // Issued now: valid, but too fast to send, so a generated message is never stored.
      formToken: [issueContactFormToken(env), "forged.token"],
      website: ["", "http://spam.example"],
    },
    maxBytes: CONTACT_MAX_BODY_BYTES,
    format: "json",
  },
  {
    path: "/api/events",
    fields: { name: ["pageview", "buy_click", "quiz_completed", "nope"], props: ["", "{}"] },
    maxBytes: EVENTS_MAX_BODY_BYTES,
    format: "json",
    beacon: true,
  },
];

const figures: Record<string, FuzzFigures> = {};
afterAll(() => console.log(`[fuzz] API figures\n${JSON.stringify(figures, null, 1)}`));

describe("every JSON endpoint holds under generated requests", () => {
  it.each(TARGETS.map((t) => [t.path, t] as const))(`POST %s: ${RUNS} requests, no 5xx, refusals explained, nothing written`, async (_path, target) => {
    const result = await fuzzTarget(target, RUNS);
    figures[target.path] = result;
    expect(result.requests).toBe(RUNS);
  }, 600_000);
});
