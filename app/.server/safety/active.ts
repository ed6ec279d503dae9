import { setCertificationWithdrawals } from "~/.server/catalogue";
import { activeListVersionId, BUNDLED_LIST, switchProhibitedList } from "~/.server/prohibited-list";
import { findListVersion, parseStoredList, readSafetyState } from "./queries";

/*
 * Keeps this isolate's prohibited list and withdrawn certifications in step with D1: one batched
 * read per request (the id of the applied list version, and the withdrawals), and the stored
 * list is loaded and its matcher rebuilt only when that id changes. So an applied version or a
 * withdrawal is used by the very next request in every isolate.
 *
 * When D1 cannot be read, the request goes on with what this isolate last loaded (the bundled
 * list in a fresh isolate) and the failure is logged: the checker and the label pages keep
 * working, as they did before lists lived in D1, and the pages that need D1 answer their 503.
 */
export async function loadActiveSafetyData(env: Pick<Env, "DB">): Promise<void> {
  try {
    const { activeVersionId, withdrawals } = await readSafetyState(env);
    setCertificationWithdrawals(withdrawals);
    if (activeVersionId === activeListVersionId()) return;
    if (activeVersionId === null) return switchProhibitedList(null, BUNDLED_LIST);
    const row = await findListVersion(env, { id: activeVersionId });
    if (row) switchProhibitedList(row.id, parseStoredList(row));
  } catch (error) {
    console.error(`[safety] could not read the DoD list version in use; keeping ${activeListVersionId() === null ? "the bundled list" : `version ${activeListVersionId()}`}`, error);
  }
}
