import { createContext } from "react-router";
import type { SafetyStateOfRequest } from "~/.server/safety/state";
import type { SessionUser } from "~/domain/user";

/** What the Worker hands every loader and action (see worker/app.ts). */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  user: SessionUser | null;
  nonce: string;
  /** The DoD list version in use and withdrawn certifications, read once per request on first use. */
  safety: SafetyStateOfRequest;
}

export const appContext = createContext<AppContext>();
