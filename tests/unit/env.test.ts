import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";

const binding = (method: string) => ({ [method]: () => undefined });
const BINDINGS = {
  DB: binding("prepare"),
  SESSIONS: binding("get"),
  CACHE: binding("get"),
  AUTH_LIMITER: binding("limit"),
  AUTH_EMAIL_LIMITER: binding("limit"),
  CHAT_LIMITER: binding("limit"),
  CONTACT_LIMITER: binding("limit"),
  EVENTS_LIMITER: binding("limit"),
  AI: binding("run"),
};
const LOCAL = {
  ...BINDINGS,
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost:5173",
  AMAZON_TAG: "cleared-20",
  AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  DEV_OUTBOX: "on",
};
const PRODUCTION = { ...LOCAL, DEV_OUTBOX: undefined, ENVIRONMENT: "production", SITE_URL: "https://cleared.example", EMAIL_API_KEY: "re_123", SIGNING_KEY: "k".repeat(32) };

describe("parseEnv", () => {
  it("accepts the local values (scripts/lib/local-vars.ts), with mail going to the outbox and the outbox page on", () => {
    expect(parseEnv(LOCAL)).toEqual({
      ok: true,
      config: {
        environment: "development",
        siteOrigin: "http://localhost:5173",
        siteUrl: "http://localhost:5173",
        amazonTag: "cleared-20",
        aiModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
        emailApiKey: null,
        devOutbox: true,
        d1Counters: false,
      },
    });
  });

  it("refuses the development outbox in production, and keeps it off unless it is turned on", () => {
    expect(parseEnv({ ...PRODUCTION, DEV_OUTBOX: "on" })).toEqual({
      ok: false,
      problems: ["DEV_OUTBOX: must not be on in production: the outbox page shows live sign-in links"],
    });
    expect(parseEnv({ ...LOCAL, DEV_OUTBOX: undefined })).toMatchObject({ ok: true, config: { devOutbox: false } });
    expect(parseEnv({ ...LOCAL, DEV_OUTBOX: "yes" })).toEqual({ ok: false, problems: ["DEV_OUTBOX: must be on or off"] });
  });

  it("refuses the D1 counters in production and keeps them off unless turned on", () => {
    expect(parseEnv({ ...PRODUCTION, D1_COUNTERS: "on" })).toEqual({ ok: false, problems: ["D1_COUNTERS: must not be on in production: it is for local load runs"] });
    expect(parseEnv({ ...LOCAL, D1_COUNTERS: "on" })).toMatchObject({ ok: true, config: { d1Counters: true } });
  });

  it("accepts a complete production environment", () => {
    expect(parseEnv(PRODUCTION)).toMatchObject({ ok: true, config: { environment: "production", siteOrigin: "https://cleared.example", emailApiKey: "re_123" } });
  });

  it("names each missing or malformed value and where it is set", () => {
    const { SITE_URL: _, ...noSiteUrl } = LOCAL;
    expect(parseEnv({ ...noSiteUrl, AMAZON_TAG: "bad tag!", ENVIRONMENT: "staging" })).toEqual({
      ok: false,
      problems: [
        "ENVIRONMENT: must be one of development, test, production",
        "SITE_URL: missing var (set under [vars] in wrangler.toml)",
        "AMAZON_TAG: must be an Amazon Associates tag such as cleared-20",
      ],
    });
    const { SESSIONS: __, ...noSessions } = LOCAL;
    expect(parseEnv(noSessions)).toEqual({ ok: false, problems: ["SESSIONS: missing binding (KV namespace for sessions, [[kv_namespaces]] in wrangler.toml)"] });
  });

  it("requires the email and signing secrets, the AI binding and a public https URL in production", () => {
    const { EMAIL_API_KEY: _, AI: __, SIGNING_KEY: ___, ...partial } = PRODUCTION;
    expect(parseEnv({ ...partial, SITE_URL: "http://localhost:5173" })).toEqual({
      ok: false,
      problems: [
        "SITE_URL: must be the public https URL of the site in production",
        "EMAIL_API_KEY: missing secret (npx wrangler secret put EMAIL_API_KEY): account email cannot be delivered",
        "SIGNING_KEY: missing secret (npx wrangler secret put SIGNING_KEY): contact forms and unsubscribe links cannot be signed",
        "AI: missing binding (Workers AI, [ai] in wrangler.toml)",
      ],
    });
  });

  it("takes the Amazon price-refresh credentials all together or not at all", () => {
    expect(parseEnv({ ...LOCAL, AMAZON_CREATORS_CREDENTIAL_ID: "id" })).toEqual({
      ok: false,
      problems: ["AMAZON_CREATORS_CREDENTIAL_ID: set all three AMAZON_CREATORS_CREDENTIAL_* secrets or none"],
    });
    const all = { AMAZON_CREATORS_CREDENTIAL_ID: "id", AMAZON_CREATORS_CREDENTIAL_SECRET: "secret", AMAZON_CREATORS_CREDENTIAL_VERSION: "3.1" };
    expect(parseEnv({ ...LOCAL, ...all })).toMatchObject({ ok: true });
    expect(parseEnv({ ...LOCAL, ...all, SIGNING_KEY: "short" })).toEqual({
      ok: false,
      problems: ["SIGNING_KEY: must be at least 32 characters (openssl rand -base64 32)"],
    });
  });
});
