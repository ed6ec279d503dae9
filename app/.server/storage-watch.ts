import { AppError } from "~/.server/errors";

/*
 * When D1 or KV fails (an outage, a reset, a network error), the request cannot be answered, but
 * it is not a bug in the site: the visitor should be told to come back shortly (503 with
 * Retry-After), not shown a 500. Errors are left exactly as they are thrown (callers that expect
 * a constraint error still see it, and drizzle still wraps what it wraps); the watch only notes,
 * per request, that a store failed, so the one error exit (worker/middleware/errors.ts) and the
 * page handler can tell an outage from a bug. A fresh watch per request means the next request
 * starts clean: the site recovers as soon as the store does.
 */

/** Seconds a visitor is asked to wait after an outage answer. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export interface StorageWatch {
  /** The first store failure seen while answering this request, if any. */
  failure: { store: "D1" | "KV"; error: unknown } | null;
}

/** SQLite's answers to a wrong query (a constraint, a type, a size): the code's concern, not an outage. */
const QUERY_FAULT = /SQLITE_(?:CONSTRAINT|MISMATCH|RANGE|TOOBIG|ERROR)\b/;

function watchPromise<T>(result: T, watch: StorageWatch, store: "D1" | "KV"): T {
  if (!(result instanceof Promise)) return result;
  return result.catch((error: unknown) => {
    if (!watch.failure && !(store === "D1" && QUERY_FAULT.test(String((error as Error)?.message ?? error)))) {
      watch.failure = { store, error };
    }
    throw error;
  }) as T;
}

const originals = new WeakMap<object, object>();

function watchObject<T extends object>(target: T, watch: StorageWatch, store: "D1" | "KV", wrapResult: (name: string, value: unknown) => unknown): T {
  // A missing binding is the environment check's to report, not something to wrap.
  if (!target || typeof target !== "object") return target;
  const proxy = new Proxy(target, {
    get(object, name, receiver) {
      const value = Reflect.get(object, name, receiver === proxy ? object : receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        // Statements handed back to D1 (batch) are the originals, never the watchers.
        const unwrapped = args.map((arg) => (Array.isArray(arg) ? arg.map((a) => (a && typeof a === "object" ? (originals.get(a) ?? a) : a)) : arg));
        let result: unknown;
        try {
          result = value.apply(object, unwrapped);
        } catch (error) {
          watchPromise(Promise.reject(error), watch, store).catch(() => {});
          throw error;
        }
        return wrapResult(String(name), watchPromise(result, watch, store));
      };
    },
  });
  originals.set(proxy, target);
  return proxy;
}

function watchStatement(statement: D1PreparedStatement, watch: StorageWatch): D1PreparedStatement {
  return watchObject(statement, watch, "D1", (name, value) =>
    name === "bind" && value && typeof value === "object" ? watchStatement(value as D1PreparedStatement, watch) : value,
  );
}

function watchD1(db: D1Database, watch: StorageWatch): D1Database {
  return watchObject(db, watch, "D1", (name, value) =>
    name === "prepare" && value && typeof value === "object" ? watchStatement(value as D1PreparedStatement, watch) : value,
  );
}

/** The bindings of one request, with D1 and the KV namespaces watched for failures. */
export function watchStorage(env: Env, watch: StorageWatch): Env {
  return {
    ...env,
    DB: watchD1(env.DB, watch),
    SESSIONS: watchObject(env.SESSIONS, watch, "KV", (_name, value) => value),
    CACHE: watchObject(env.CACHE, watch, "KV", (_name, value) => value),
  };
}

/** The answer for a request a store failure stopped: 503, with when to try again. */
export function storageUnavailable(): AppError {
  return new AppError(
    "unavailable:storage",
    "CLEARED cannot reach its data for a moment. Please try again in a minute.",
    503,
    { retryAfter: STORAGE_RETRY_AFTER_SECONDS },
  );
}
