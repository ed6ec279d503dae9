import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueContactFormToken } from "~/.server/contact/service";
import { getDb } from "~/.server/db/client";
import { contactMessageEvents, contactMessages } from "~/.server/db/schema";
import { signValue } from "~/.server/signing";
import { createUser, emailsTo, formPost, freshEmail, freshIp, signIn, waitForEmail } from "./auth-helpers";
import { inOneRateLimitWindow, ORIGIN, request } from "./helpers";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

/** A token whose start time lies `ageMs` in the past: as if the form had been open that long. */
function tokenStarted(ageMs: number): string {
  return issueContactFormToken(env, Date.now() - ageMs);
}

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Sam Rivera",
    email: freshEmail("contact"),
    topic: "correction",
    message: "The serving size on the label is 2 scoops, not 1.",
    productId: "",
    website: "",
    formToken: tokenStarted(10_000),
    ...overrides,
  };
}

function postContactJson(body: unknown, { ip = freshIp(), cookie, contentType = "application/json" }: { ip?: string; cookie?: string; contentType?: string } = {}) {
  return request("/api/contact", {
    method: "POST",
    headers: {
      "Content-Type": contentType,
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedFrom(email: string) {
  return getDb(env).select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function expectNothingStored(email: string) {
  expect(await storedFrom(email)).toHaveLength(0);
  expect(await emailsTo(email)).toHaveLength(0);
}

describe("POST /api/contact", () => {
  it("stores a valid message with its history, answers 201 with a reference and emails a receipt without echoing the text", async () => {
    const fields = validFields({ productId: "klean-magnesium" });
    const res = await postContactJson(fields);
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { ok: boolean; reference: string };
    expect(body.reference).toMatch(/^[0-9A-F]{8}$/);

    const [row] = await storedFrom(fields.email);
    expect(row).toMatchObject({
      name: "Sam Rivera",
      topic: "correction",
      message: fields.message,
      productId: "klean-magnesium",
      userId: null,
      status: "open",
    });
    expect(row!.id.replaceAll("-", "").slice(0, 8).toUpperCase()).toBe(body.reference);
    const history = await getDb(env).select().from(contactMessageEvents).where(eq(contactMessageEvents.messageId, row!.id));
    expect(history.map((h) => h.action)).toEqual(["received"]);

    const receipt = await waitForEmail(fields.email, /We received your message/);
    expect(receipt).toContain(body.reference);
    expect(receipt).toContain("Correction");
    expect(receipt).not.toContain("serving size");
    expect(receipt).not.toContain("Sam Rivera");
  });

  it("links the message to the signed-in account", async () => {
    const user = await createUser();
    const cookie = await signIn(user.email);
    const fields = validFields({ email: user.email });
    expect((await postContactJson(fields, { cookie })).status).toBe(201);
    expect((await storedFrom(user.email))[0]!.userId).toBe(user.id);
  });

  it("answers every field wrong with 422 and a message per field, and stores nothing", async () => {
    const fields = validFields({ name: "  ", email: "not-an-email", topic: "gossip", message: "short", productId: "no-such-product" });
    const res = await postContactJson(fields);
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("invalid_input:contact");
    expect(body.error.fields).toEqual({
      name: ["Enter your name."],
      email: ["Enter a valid email address."],
      topic: ["Choose a topic."],
      message: ["Write at least 10 characters."],
    });
    const none = await getDb(env).select().from(contactMessages).where(eq(contactMessages.name, "  "));
    expect(none).toHaveLength(0);
  });

  it("refuses a product that is not in the catalogue", async () => {
    const fields = validFields({ productId: "no-such-product" });
    const res = await postContactJson(fields);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ productId: ["Choose a product from the list."] });
    await expectNothingStored(fields.email);
  });

  it("refuses missing fields and a message over the limit with 422", async () => {
    const res = await postContactJson({ formToken: tokenStarted(10_000) });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {}).sort()).toEqual(["email", "message", "name", "topic"]);

    const fields = validFields({ message: "x".repeat(5001) });
    const long = await postContactJson(fields);
    expect(long.status).toBe(422);
    expect(((await long.json()) as ErrorBody).error.fields).toEqual({ message: ["Use at most 5000 characters."] });
    await expectNothingStored(fields.email);
  });

  it("answers an oversized body with 413", async () => {
    const fields = validFields({ message: "x".repeat(70_000) });
    const res = await postContactJson(fields);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: "payload_too_large:contact", message: "The request body is too large (at most 65,536 bytes)." });
    await expectNothingStored(fields.email);
  });

  it("answers the wrong content type with 415 and malformed JSON with 400", async () => {
    const fields = validFields();
    const wrongType = await postContactJson(new URLSearchParams(fields).toString(), { contentType: "application/x-www-form-urlencoded" });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as ErrorBody).error.message).toBe("Send the request body as JSON (Content-Type: application/json).");
    const malformed = await postContactJson("{not json", {});
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.code).toBe("bad_request:contact");
    await expectNothingStored(fields.email);
  });

  it("hands out a signed form token", async () => {
    const res = await request("/api/contact/form-token");
    expect(res.status).toBe(200);
    const { formToken, minFillSeconds } = (await res.json()) as { formToken: string; minFillSeconds: number };
    expect(minFillSeconds).toBe(3);
    const startedAt = Number(formToken.split(".")[0]);
    expect(Math.abs(Date.now() - startedAt)).toBeLessThan(5_000);
    // Posted at once, the same token is too fast.
    const fields = validFields({ formToken });
    const tooFast = await postContactJson(fields);
    expect(tooFast.status).toBe(400);
    expect(((await tooFast.json()) as ErrorBody).error.code).toBe("too_fast:contact");
    await expectNothingStored(fields.email);
  });
});

describe("bot traps", () => {
  it.each([
    ["a filled honeypot", () => ({ website: "http://spam.example" }), "bot_suspected:contact"],
    ["no form token", () => ({ formToken: "" }), "invalid_form_token:contact"],
    ["a tampered signature", () => ({ formToken: `${tokenStarted(60_000)}x` }), "invalid_form_token:contact"],
    ["a start time moved back by hand", () => ({ formToken: `${Date.now() - 60_000}.${tokenStarted(0).split(".")[1]}` }), "invalid_form_token:contact"],
    ["a token signed for another purpose", () => ({ formToken: signValue(env, "price-alert-unsubscribe", String(Date.now() - 60_000)) }), "invalid_form_token:contact"],
    ["a form filled in under 3 seconds", () => ({ formToken: tokenStarted(1_000) }), "too_fast:contact"],
    ["a form open for more than a day", () => ({ formToken: tokenStarted(25 * 60 * 60 * 1000) }), "form_expired:contact"],
  ])("refuses %s with 400 and stores nothing", async (_label, overrides, code) => {
    const fields = validFields(overrides());
    const res = await postContactJson(fields);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(20);
    await expectNothingStored(fields.email);
  });
});

describe("rate limit", () => {
  it("lets 5 messages a minute through from one address, refuses the 6th with 429 and Retry-After, and counts each address apart", async () => {
    const ip = freshIp();
    await inOneRateLimitWindow(60, 15_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postContactJson(validFields(), { ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const refused = validFields();
    const res = await postContactJson(refused, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(((await res.json()) as ErrorBody).error.code).toBe("rate_limited:contact");
    await expectNothingStored(refused.email);

    expect((await postContactJson(validFields(), { ip: freshIp() })).status).toBe(201);
  }, 60_000);
});

describe("/contact without JavaScript", () => {
  // The first server render compiles the route modules, which takes long on a busy machine.
  beforeAll(() => request("/contact/sent").then((res) => res.text()), 180_000);

  it("renders the form with a signed start time, the topics and the catalogue's products", async () => {
    const res = await request("/contact?topic=correction&product=klean-magnesium");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(/name="formToken" value="\d+\.[\w-]+"/);
    expect(html).toContain('name="website"');
    expect(html).toMatch(/<option value="correction" selected="">Correction<\/option>/);
    expect(html).toMatch(/<option value="klean-magnesium" selected="">/);
    expect(html).toContain('<optgroup label="Pre-Workout">');
  });

  it("redirects a valid form post to the confirmation page, which shows the reference", async () => {
    const fields = validFields();
    const res = await formPost("/contact", fields);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/contact\/sent\?ref=[0-9A-F]{8}$/);
    expect(await storedFrom(fields.email)).toHaveLength(1);

    const page = await request(location);
    const html = await page.text();
    expect(html).toContain("Thank you, your message was sent");
    expect(html).toContain(location.slice(-8));
  });

  it("answers an invalid form post with 422, the field messages and the values typed, and stores nothing", async () => {
    const fields = validFields({ message: "too short" });
    const res = await formPost("/contact", fields);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Write at least 10 characters.");
    expect(html).toContain('value="Sam Rivera"');
    expect(html).toContain(">too short</textarea>");
    // The original start time is kept, so fixing a field does not restart the clock.
    expect(html).toContain(`value="${fields.formToken}"`);
    await expectNothingStored(fields.email);
  });

  it("answers a bot-trap form post with 400 and the reason, without echoing the honeypot", async () => {
    const fields = validFields({ website: "buy-now.example" });
    const res = await formPost("/contact", fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Your message looks automated and was not sent.");
    expect(html).not.toContain("buy-now.example");
    await expectNothingStored(fields.email);
  });

  it("answers a JSON post to the page with 415", async () => {
    const res = await request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify(validFields()),
    });
    expect(res.status).toBe(415);
  });
});

describe("/admin/messages", () => {
  async function adminCookie() {
    const admin = await createUser(freshEmail("admin"), { role: "admin", emailVerifiedAt: Date.now() });
    return { ...admin, cookie: await signIn(admin.email) };
  }

  it("answers 404 to visitors and to members", async () => {
    expect((await request("/admin/messages")).status).toBe(404);
    const member = await createUser();
    expect((await request("/admin/messages", { headers: { Cookie: await signIn(member.email) } })).status).toBe(404);
    const refused = await formPost("/admin/messages", { intent: "handled", id: crypto.randomUUID() }, { cookie: await signIn(member.email) });
    expect(refused.status).toBe(404);
  });

  it("lists open messages, marks one handled once, reopens it, and shows its history", async () => {
    const fields = validFields({ name: "Casey Admin-Test" });
    expect((await postContactJson(fields)).status).toBe(201);
    const [message] = await storedFrom(fields.email);
    const admin = await adminCookie();

    const open = await (await request("/admin/messages", { headers: { Cookie: admin.cookie } })).text();
    expect(open).toContain("Casey Admin-Test");
    expect(open).toContain(fields.message);

    for (let i = 0; i < 2; i++) {
      const res = await formPost("/admin/messages", { intent: "handled", id: message!.id }, { cookie: admin.cookie });
      expect(res.status).toBe(200);
    }
    expect((await storedFrom(fields.email))[0]!.status).toBe("handled");
    const openAfter = await (await request("/admin/messages?status=open", { headers: { Cookie: admin.cookie } })).text();
    expect(openAfter).not.toContain("Casey Admin-Test");

    await formPost("/admin/messages", { intent: "reopen", id: message!.id }, { cookie: admin.cookie });
    const history = await getDb(env)
      .select()
      .from(contactMessageEvents)
      .where(eq(contactMessageEvents.messageId, message!.id))
      .orderBy(asc(contactMessageEvents.id));
    expect(history.map((h) => [h.action, h.adminId])).toEqual([
      ["received", null],
      ["handled", admin.id],
      ["reopened", admin.id],
    ]);
    const all = await (await request("/admin/messages?status=all", { headers: { Cookie: admin.cookie } })).text();
    expect(all).toContain(`Marked handled</span> by <!-- -->${admin.email}`);
  });

  it("answers a malformed admin action with 400 and changes nothing", async () => {
    const admin = await adminCookie();
    const res = await formPost("/admin/messages", { intent: "delete", id: "x" }, { cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});
