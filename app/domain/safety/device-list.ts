import { createProhibitedMatcher, type ListAudit, type ProhibitedMatcher } from "./matcher";
import { type Medicine, medicinesByKey } from "./medicines";
import type { RedFlagEntry } from "./red-flags";
import type { ProhibitedListData } from "./types";

/*
 * The DoD list as a device keeps it, so that the checker works with no signal: the list in use
 * with its version, and the red-flag terms with their patterns as text (a RegExp does not travel
 * in JSON). Served by GET /api/ingredients/list and kept by the service worker.
 */

export interface DeviceRedFlag extends Omit<RedFlagEntry, "pattern"> {
  pattern: string;
  patternFlags: string;
}

export interface DeviceList {
  /** Names this list's content: a digest, so the same list always has the same version. */
  version: string;
  /** The DoD list version an admin applied, or null for the copy the site was built with. */
  appliedVersionId: number | null;
  list: ProhibitedListData;
  redFlags: DeviceRedFlag[];
  /** Our audit of the list (errata, reasons by category, how the site names the version), so a device answers with the same notes as the checker page. */
  audit: ListAudit;
  /** The medicine names the checker words as medicines (app/data/common-medicines.json). */
  medicines: Medicine[];
}

export function toDeviceRedFlags(flags: readonly RedFlagEntry[]): DeviceRedFlag[] {
  return flags.map(({ pattern, ...flag }) => ({ ...flag, pattern: pattern.source, patternFlags: pattern.flags }));
}

export function fromDeviceRedFlags(flags: readonly DeviceRedFlag[]): RedFlagEntry[] {
  return flags.map(({ pattern, patternFlags, ...flag }) => ({ ...flag, pattern: new RegExp(pattern, patternFlags) }));
}

/** The matcher and red flags a device checks with, from the list it keeps. */
export function deviceChecker(device: DeviceList): { matcher: ProhibitedMatcher; redFlags: RedFlagEntry[]; medicines: ReadonlyMap<string, Medicine> } {
  return {
    matcher: createProhibitedMatcher(device.list, device.audit),
    redFlags: fromDeviceRedFlags(device.redFlags),
    medicines: medicinesByKey(device.medicines),
  };
}
