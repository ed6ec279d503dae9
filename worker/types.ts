import type { SessionUser } from "~/domain/user";

export interface AppVariables {
  user: SessionUser | null;
  /** Per-request CSP nonce, also given to React Router for its inline scripts. */
  nonce: string;
  requestId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
