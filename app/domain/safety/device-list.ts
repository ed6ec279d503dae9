import { createProhibitedMatcher, type ProhibitedMatcher } from "./matcher";
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
}

export function toDeviceRedFlags(flags: readonly RedFlagEntry[]): DeviceRedFlag[] {
  return flags.map(({ pattern, ...flag }) => ({ ...flag, pattern: pattern.source, patternFlags: pattern.flags }));
}

export function fromDeviceRedFlags(flags: readonly DeviceRedFlag[]): RedFlagEntry[] {
  return flags.map(({ pattern, patternFlags, ...flag }) => ({ ...flag, pattern: new RegExp(pattern, patternFlags) }));
}

/** The matcher and red flags a device checks with, from the list it keeps. */
export function deviceChecker(device: DeviceList): { matcher: ProhibitedMatcher; redFlags: RedFlagEntry[] } {
  return { matcher: createProhibitedMatcher(device.list), redFlags: fromDeviceRedFlags(device.redFlags) };
}
