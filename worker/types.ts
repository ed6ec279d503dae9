import type { SafetyStateOfRequest } from "~/.server/safety/state";
import type { StorageWatch } from "~/.server/storage-watch";
import type { SessionUser } from "~/domain/user";

export interface AppVariables {
  user: SessionUser | null;
  /** Per-request CSP nonce, also given to React Router for its inline scripts. */
  nonce: string;
  requestId: string;
  /** Whether D1 or KV failed while answering (an outage is a 503, not a 500). */
  storage: StorageWatch;
  /** Where this page's render is stored in the page cache; null when it is not cacheable (worker/page-cache.ts). */
  pageCacheKey: Request | null;
  /** Makes this request's later D1 reads at least as new as a bookmark (worker/middleware/d1-session.ts). */
  d1ReadAtLeast: (bookmark: string) => void;
  /** The DoD list version and withdrawals this request uses, read on first use (worker/middleware/safety-data.ts). */
  safety: SafetyStateOfRequest;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
