import { z } from "zod";

/*
 * The Worker's environment, checked once per isolate (docs/decisions/0003-environment-vars.md
 * lists every var, binding and secret and where each is set). worker/middleware/env-check.ts
 * runs the check before any handler: a missing or malformed value is one logged error and a 503
 * with a message, never an `undefined` deep in a handler. Code reads interpreted values through
 * `getConfig(env)`; bindings keep their wrangler-generated types on `env`.
 */

export const ENVIRONMENTS = ["development", "test", "production"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** A binding is present when it has the method the code calls on it. */
const binding = (method: string, what: string) =>
  z.custom<object>((value) => typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[method] === "function", {
    message: `missing binding (${what})`,
  });

const BINDINGS = {
  DB: binding("prepare", "D1 database, [[d1_databases]] in wrangler.toml"),
  SESSIONS: binding("get", "KV namespace for sessions, [[kv_namespaces]] in wrangler.toml"),
  CACHE: binding("get", "KV namespace for rebuildable data, [[kv_namespaces]] in wrangler.toml"),
  AUTH_LIMITER: binding("limit", "rate limiter, [[ratelimits]] in wrangler.toml"),
  AUTH_EMAIL_LIMITER: binding("limit", "rate limiter, [[ratelimits]] in wrangler.toml"),
  CHAT_LIMITER: binding("limit", "rate limiter, [[ratelimits]] in wrangler.toml"),
  CONTACT_LIMITER: binding("limit", "rate limiter, [[ratelimits]] in wrangler.toml"),
  EVENTS_LIMITER: binding("limit", "rate limiter, [[ratelimits]] in wrangler.toml"),
};

const siteUrl = z.string({ error: "missing var (set under [vars] in wrangler.toml)" }).refine((s) => URL.canParse(s), "must be an absolute URL");

const envSchema = z
  .object({
    ...BINDINGS,
    AI: binding("run", "Workers AI, [ai] in wrangler.toml").optional(),
    ENVIRONMENT: z.enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(", ")}` }),
    SITE_URL: siteUrl,
    AMAZON_TAG: z.string({ error: "missing var (set under [vars] in wrangler.toml)" }).regex(/^[\w-]{1,64}$/, "must be an Amazon Associates tag such as cleared-20"),
    AI_MODEL: z.string({ error: "missing var (set under [vars] in wrangler.toml)" }).regex(/^@cf\/[\w.@/-]+$/, "must name a Workers AI model, e.g. @cf/meta/..."),
    EMAIL_API_KEY: z.string().min(1, "must not be empty when set").optional(),
    DEV_OUTBOX: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
    D1_COUNTERS: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
    SIGNING_KEY: z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
    ANALYTICS: binding("writeDataPoint", "Analytics Engine dataset, [[analytics_engine_datasets]] in wrangler.toml").optional(),
    AMAZON_CREATORS_CREDENTIAL_ID: z.string().min(1, "must not be empty when set").optional(),
    AMAZON_CREATORS_CREDENTIAL_SECRET: z.string().min(1, "must not be empty when set").optional(),
    AMAZON_CREATORS_CREDENTIAL_VERSION: z.string().regex(/^\d+(\.\d+)*$/, "must be the version Amazon shows, e.g. 3.1").optional(),
  })
  .superRefine((env, ctx) => {
    const amazon = [env.AMAZON_CREATORS_CREDENTIAL_ID, env.AMAZON_CREATORS_CREDENTIAL_SECRET, env.AMAZON_CREATORS_CREDENTIAL_VERSION];
    if (amazon.some(Boolean) && !amazon.every(Boolean)) {
      ctx.addIssue({ code: "custom", path: ["AMAZON_CREATORS_CREDENTIAL_ID"], message: "set all three AMAZON_CREATORS_CREDENTIAL_* secrets or none" });
    }
    if (env.ENVIRONMENT !== "production") return;
    if (env.DEV_OUTBOX === "on") {
      ctx.addIssue({ code: "custom", path: ["DEV_OUTBOX"], message: "must not be on in production: the outbox page shows live sign-in links" });
    }
    if (env.D1_COUNTERS === "on") ctx.addIssue({ code: "custom", path: ["D1_COUNTERS"], message: "must not be on in production: it is for local load runs" });
    const url = URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL) : null;
    if (url && (url.protocol !== "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))) {
      ctx.addIssue({ code: "custom", path: ["SITE_URL"], message: "must be the public https URL of the site in production" });
    }
    if (!env.EMAIL_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["EMAIL_API_KEY"], message: "missing secret (npx wrangler secret put EMAIL_API_KEY): account email cannot be delivered" });
    }
    if (!env.SIGNING_KEY) {
      ctx.addIssue({ code: "custom", path: ["SIGNING_KEY"], message: "missing secret (npx wrangler secret put SIGNING_KEY): contact forms and unsubscribe links cannot be signed" });
    }
    if (!env.AI) ctx.addIssue({ code: "custom", path: ["AI"], message: "missing binding (Workers AI, [ai] in wrangler.toml)" });
  });

/** The interpreted vars and secrets, typed. */
export interface AppConfig {
  environment: Environment;
  /** Origin of the public site, e.g. "https://cleared.example" (no trailing slash). */
  siteOrigin: string;
  siteUrl: string;
  amazonTag: string;
  aiModel: string;
  /** null outside production when no provider is configured: mail goes to the local outbox. */
  emailApiKey: string | null;
  /** Whether `/dev/outbox` shows the outbox: set by the local values, refused in production. */
  devOutbox: boolean;
  /** Whether the Worker counts its D1 statements and page-cache hits (worker/d1-counters.ts): local load runs only. */
  d1Counters: boolean;
}

export type EnvCheck = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Checks an environment and explains every problem as "NAME: what is wrong". Pure; see `checkEnv`. */
export function parseEnv(env: unknown): EnvCheck {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`) };
  }
  const e = result.data;
  return {
    ok: true,
    config: {
      environment: e.ENVIRONMENT,
      siteOrigin: new URL(e.SITE_URL).origin,
      siteUrl: e.SITE_URL,
      amazonTag: e.AMAZON_TAG,
      aiModel: e.AI_MODEL,
      emailApiKey: e.EMAIL_API_KEY ?? null,
      devOutbox: e.DEV_OUTBOX === "on",
      d1Counters: e.D1_COUNTERS === "on",
    },
  };
}

// The env object is the same for every request of an isolate: check it once.
const checked = new WeakMap<object, EnvCheck>();

/** The check of this isolate's env, computed (and, when it fails, logged once) on first use. */
export function checkEnv(env: Env): EnvCheck {
  let result = checked.get(env);
  if (!result) {
    result = parseEnv(env);
    if (!result.ok) console.error(`[env] the Worker is misconfigured; answering 503 until fixed:\n  ${result.problems.join("\n  ")}`);
    checked.set(env, result);
  }
  return result;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join("; ")}`);
    this.name = "EnvError";
  }
}

/** The typed config; throws EnvError for an env the check refused (the middleware answered 503 already). */
export function getConfig(env: Env): AppConfig {
  const result = checkEnv(env);
  if (!result.ok) throw new EnvError(result.problems);
  return result.config;
}

/**
 * The origin for links in emails: SITE_URL, so a forged Host header can never point a link
 * elsewhere; in local development the request's own origin, because the dev server's port
 * varies. Work without a request (a cron job) always uses SITE_URL.
 */
export function linkOrigin(env: Env, request?: Request): string {
  const config = getConfig(env);
  return config.environment === "development" && request ? new URL(request.url).origin : config.siteOrigin;
}
