// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
interface Env {
  /** Resend API key for account email; required in production, optional locally (mail then goes to the local outbox). */
  EMAIL_API_KEY?: string;
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
