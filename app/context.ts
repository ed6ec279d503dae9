import { createContext } from "react-router";
import type { SessionUser } from "~/domain/user";

/** What the Worker hands every loader and action (see worker/app.ts). */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  user: SessionUser | null;
  nonce: string;
}

export const appContext = createContext<AppContext>();
