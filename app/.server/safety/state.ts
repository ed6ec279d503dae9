import { type AppliedVersion, BUNDLED_LIST, listKey, matcherFor } from "~/.server/prohibited-list";
import type { CertificationWithdrawalFact } from "~/domain/safety/alerts";
import type { ProhibitedMatcher } from "~/domain/safety/matcher";
import type { ProhibitedListData } from "~/domain/safety/types";
import { findListVersion, parseStoredList, readSafetyState } from "./queries";

/*
 * The safety state a request (or a cron run) works with: the DoD list version in use, its
 * matcher, and the certifications recorded as withdrawn. It is a value, read from D1 by
 * loadSafetyState and passed to whatever screens text or builds the catalogue
 * (docs/decisions/0034-safety-state-per-request.md); nothing reads it from a global.
 */
export interface SafetyState {
  /** Names the state for memos keyed by it (the label catalogue): the version and the withdrawals. */
  key: string;
  /** The applied D1 version in use; null for our bundled copy (D1 holds no applied version). */
  listVersionId: number | null;
  list: ProhibitedListData;
  matcher: ProhibitedMatcher;
  /** Withdrawn certifications by product id. */
  withdrawals: ReadonlyMap<string, CertificationWithdrawalFact>;
}

type WithdrawalRow = CertificationWithdrawalFact & { productId: string; recordedAt: number };

/** The state for a list and the withdrawals recorded: the matcher comes from the per-version memo. */
export function safetyStateOf(version: AppliedVersion | null, list: ProhibitedListData, withdrawals: readonly WithdrawalRow[]): SafetyState {
  const withdrawalsKey = withdrawals.map((w) => `${w.productId}:${w.recordedAt}`).sort().join(",");
  return {
    key: `${listKey(version)}|${withdrawalsKey}`,
    listVersionId: version?.id ?? null,
    list,
    matcher: matcherFor(version, list),
    withdrawals: new Map(withdrawals.map(({ productId, withdrawnOn, sourceUrl, note }) => [productId, { withdrawnOn, sourceUrl, note }])),
  };
}

/*
 * Stored lists by version: a stored version never changes, so its JSON is read and parsed once
 * per isolate, and an unchanged version costs one small batched read per request.
 */
const storedLists = new Map<string, ProhibitedListData>();
/** Used only when D1 cannot be read: the state this isolate last read, so the checker keeps its version. */
let lastRead: SafetyState | null = null;

/**
 * The safety state in D1 now: one batched read (the applied version's id and the withdrawals),
 * plus the version's list the first time this isolate meets it. The bundled copy when D1 holds no
 * applied version. When D1 cannot be read, the failure is logged and the last state read here (or
 * the bundled copy) answers, so the checker and the label pages keep working; the pages that need
 * D1 answer their 503 on their own reads.
 */
export async function loadSafetyState(env: Pick<Env, "DB">): Promise<SafetyState> {
  try {
    const { activeVersion, withdrawals } = await readSafetyState(env);
    const list = activeVersion === null ? BUNDLED_LIST : await storedList(env, activeVersion);
    lastRead = list ? safetyStateOf(activeVersion, list, withdrawals) : safetyStateOf(null, BUNDLED_LIST, withdrawals);
    return lastRead;
  } catch (error) {
    const fallback = lastRead ?? safetyStateOf(null, BUNDLED_LIST, []);
    console.error(`[safety] could not read the DoD list version in use; using ${fallback.listVersionId === null ? "the bundled list" : `version ${fallback.listVersionId}`}`, error);
    return fallback;
  }
}

async function storedList(env: Pick<Env, "DB">, version: AppliedVersion): Promise<ProhibitedListData | null> {
  const kept = storedLists.get(listKey(version));
  if (kept) return kept;
  const row = await findListVersion(env, { id: version.id });
  if (!row) return null;
  const list = parseStoredList(row);
  storedLists.set(listKey(version), list);
  return list;
}

/** A request's safety state, read from D1 on first use and then shared by the whole request. */
export type SafetyStateOfRequest = () => Promise<SafetyState>;

export function safetyStateOnce(env: Pick<Env, "DB">): SafetyStateOfRequest {
  let read: Promise<SafetyState> | null = null;
  return () => {
    read ??= loadSafetyState(env);
    return read;
  };
}
