import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/.server/db/client";
import { emailOutbox, jobRuns } from "~/.server/db/schema";
import { emailBacklog, emailDeliveryTrouble, getEmailSender, retryDueEmails } from "~/.server/email/sender";
import { MAIL_TROUBLE_NOTICE } from "~/components/auth/auth-ui";
import { EMAIL_MAX_ATTEMPTS, retryDelayMs } from "~/domain/email-retry";
import { createUser, formPost, signIn } from "./auth-helpers";
import { request } from "./helpers";
import type { ScheduledJob } from "../../worker/jobs/job";
import { runScheduledJobs } from "../../worker/jobs/index";

/*
 * The operator's side: cron runs recorded and failing the trigger when a job fails, and email
 * that goes through the outbox, retried with pauses when the provider cannot be reached. There
 * is no network here, so a configured provider fails every send, as it would in an outage.
 */

const controller = () => createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() });
const job = (name: string, run: ScheduledJob["run"]): ScheduledJob => ({ name, run });
/** The environment with a provider key: every send really tries api.resend.com and fails offline. */
const withProvider = () => ({ ...env, EMAIL_API_KEY: "re_unreachable_in_tests" }) as Env;

describe("cron runs", () => {
  it("records every job, and a failing job fails the scheduled run after the others have run", async () => {
    const ran: string[] = [];
    const jobs = [
      job("first-ok", async () => {
        ran.push("first-ok");
        return "fine";
      }),
      job("broken", async () => {
        throw new Error("the price provider is down");
      }),
      job("last-ok", async () => {
        ran.push("last-ok");
        return undefined;
      }),
    ];
    await expect(runScheduledJobs(controller(), env, jobs)).rejects.toThrow("1 of 3 job(s) failed: broken: the price provider is down");
    expect(ran).toEqual(["first-ok", "last-ok"]);
    const runs = await getDb(env).select().from(jobRuns).where(eq(jobRuns.job, "broken"));
    expect(runs.map((r) => [r.ok, r.detail])).toEqual([[false, "the price provider is down"]]);
  });

  it("fails the run without running a job when the environment is invalid", async () => {
    const ran: string[] = [];
    const bad = { ...env, SITE_URL: "not a url" } as Env;
    await expect(runScheduledJobs(controller(), bad, [job("never", async () => String(ran.push("never")))])).rejects.toThrow("the environment is invalid");
    expect(ran).toEqual([]);
  });
});

describe("email through the outbox", () => {
  it("keeps a failed send as pending with a pause, and tells the auth pages mail is failing", async () => {
    const to = `outbox.${crypto.randomUUID()}@example.com`;
    const before = Date.now();
    await getEmailSender(withProvider()).send({ to, subject: "Confirm your email", text: "link", html: "<p>link</p>" });
    const row = await getDb(env).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).get();
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    // No network here: the fetch to the provider itself fails.
    expect(row?.lastError).toMatch(/\S/);
    expect(await emailDeliveryTrouble(env)).toBe(true);
    expect((await emailBacklog(env)).pending).toBeGreaterThanOrEqual(1);
    // Whoever asks for mail next is told, whether or not their address has an account.
    const page = await formPost("/auth/forgot", { intent: "forgot", email: `nobody.${crypto.randomUUID()}@example.com` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(MAIL_TROUBLE_NOTICE);
  });

  it("retries only what is due, with growing pauses, and marks it failed after the last attempt", async () => {
    const to = `retry.${crypto.randomUUID()}@example.com`;
    await getEmailSender(withProvider()).send({ to, subject: "Reset your CLEARED password", text: "link", html: "<p>link</p>" });
    const rowOf = () => getDb(env).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).get();
    const first = await rowOf();
    // Not due yet: it is left alone.
    await retryDueEmails(withProvider(), (first?.nextAttemptAt ?? 0) - 1);
    expect((await rowOf())?.attempts).toBe(1);
    let now = first?.nextAttemptAt ?? 0;
    for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      await retryDueEmails(withProvider(), now);
      const row = await rowOf();
      expect(row?.attempts).toBe(attempt);
      now = row?.nextAttemptAt ?? now;
    }
    const last = await rowOf();
    expect([last?.status, last?.nextAttemptAt]).toEqual(["failed", null]);
    expect((await emailBacklog(env)).failed).toBeGreaterThanOrEqual(1);
  });

  it("without a provider, writes the mail to the local outbox and sends nothing", async () => {
    const to = `local.${crypto.randomUUID()}@example.com`;
    await getEmailSender(env).send({ to, subject: "Confirm your email", text: "link", html: "<p>link</p>" });
    const row = await getDb(env).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).get();
    expect([row?.status, row?.attempts, row?.textBody]).toEqual(["local", 0, "link"]);
  });
});

describe("request ids and request logs", () => {
  it("keeps a well-formed cf-ray, replaces anything else, and logs one JSON line per request", async () => {
    const log = vi.spyOn(console, "log");
    const ray = "8f1c2d3e4a5b6c7d-IAD";
    expect((await request("/api/health", { headers: { "cf-ray": ray } })).headers.get("X-Request-Id")).toBe(ray);
    for (const forged of ["<script>alert(1)</script>", "a".repeat(65), "ray id with spaces", ""]) {
      const id = (await request("/api/health", { headers: { "cf-ray": forged } })).headers.get("X-Request-Id");
      expect(id, forged).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{"level":"info","event":"request"'));
    const first = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(first).toMatchObject({ requestId: ray, method: "GET", route: "/api/health", path: "/api/health", status: 200 });
    expect(typeof first.durationMs).toBe("number");
    vi.restoreAllMocks();
  });
});

describe("/admin/operations", () => {
  it("shows an admin the recent job runs, mail not delivered and price-refresh errors; 404 to anyone else", async () => {
    const admin = await createUser(undefined, { role: "admin", emailVerifiedAt: Date.now() });
    const cookie = await signIn(admin.email);
    const to = `ops.${crypto.randomUUID()}@example.com`;
    await getEmailSender(withProvider()).send({ to, subject: "Confirm your email", text: "link", html: "<p>link</p>" });
    await runScheduledJobs(controller(), env, [
      job("price-refresh", async () => {
        throw new Error("Amazon Creators API answered 503");
      }),
    ]).catch(() => undefined);
    const res = await request("/admin/operations", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(to);
    expect(html).toMatch(/data-testid="price-refresh-errors"[\s\S]*Amazon Creators API answered 503/);
    expect(html).toMatch(/data-testid="job-runs"[\s\S]*price-refresh/);
    const user = await createUser(undefined, { emailVerifiedAt: Date.now() });
    expect((await request("/admin/operations", { headers: { Cookie: await signIn(user.email) } })).status).toBe(404);
  });
});
