// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
interface Env {
  /** Email provider API key; without it mail goes to the local outbox (development only). */
  EMAIL_API_KEY?: string;
  /** HMAC key for signed form tokens and unsubscribe links; required in production. */
  SIGNING_KEY?: string;
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
