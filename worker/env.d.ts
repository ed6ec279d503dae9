// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
interface Env {
  /** Resend API key for account email; required in production, optional locally (mail then goes to the local outbox). */
  EMAIL_API_KEY?: string;
  /** Amazon Creators API credentials; with all three set, the cron refreshes Amazon prices hourly. */
  AMAZON_CREATORS_CREDENTIAL_ID?: string;
  AMAZON_CREATORS_CREDENTIAL_SECRET?: string;
  /** The credential's version as Amazon shows it, e.g. "3.1" (it names the token endpoint). */
  AMAZON_CREATORS_CREDENTIAL_VERSION?: string;
  /** HMAC key for signed form tokens and unsubscribe links; required in production. */
  SIGNING_KEY?: string;
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** Set by vite.config.ts at build time; absent in tests and development. */
declare const __BUILD_ID__: string | undefined;
