import { Hono } from "hono";
import { issueContactFormToken, readContactBody, submitContactMessage } from "~/.server/contact/service";
import { CONTACT_LIMITS } from "~/domain/contact/form";
import type { AppEnv } from "../types";

/**
 * The contact form as JSON, through the same service as the /contact page. A client first takes
 * a form token (the signed start time), then posts the fields with it at least
 * `minFillSeconds` later. Never cached (worker/middleware/private-responses.ts).
 */
export const contactApi = new Hono<AppEnv>()
  .get("/form-token", (c) =>
    c.json({ formToken: issueContactFormToken(c.env), minFillSeconds: CONTACT_LIMITS.minFillMs / 1000 }),
  )
  .post("/", async (c) => {
    const input = await readContactBody(c.req.raw, "json");
    const { reference } = await submitContactMessage(
      { env: c.env, request: c.req.raw, user: c.get("user"), defer: (promise) => c.executionCtx.waitUntil(promise) },
      input,
    );
    return c.json({ ok: true, reference, message: "Thank you: your message was received. We have emailed you a receipt." }, 201);
  });
