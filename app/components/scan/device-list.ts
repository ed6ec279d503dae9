import { type DeviceList, deviceChecker } from "~/domain/safety/device-list";
import { checkLabel, type LabelCheck } from "~/domain/safety/label-check";
import { FROM_DEVICE_HEADER, LIST_SAVED_HEADER, OFFLINE_PATHS } from "~/lib/offline";

/*
 * The DoD list this device checks with. Fetched through the service worker, which answers from
 * the network when it can (keeping the answer) and from its copy when it cannot; so a check back
 * online uses a newer list as soon as there is one.
 */

export interface ListOnDevice {
  /** The content digest: tells copies apart, never shown to a reader. */
  version: string;
  /** How the site names this version of the list, as the checker page does: "Bundled copy", "Version 3". */
  name: string;
  /** Our copy's source date, as the list states it. */
  retrieved: string;
  entryCount: number;
  /** When this device last received the list from the site (ISO time). */
  savedAt: string;
  /** True when the network failed and the copy kept on this device answered. */
  fromDevice: boolean;
}

export interface DeviceCheck extends LabelCheck {
  list: ListOnDevice;
}

let loaded: { version: string; check: (text: string) => LabelCheck } | null = null;
/** A list being fetched and its matcher built ahead of the first check (getListReady). */
let readying: Promise<unknown> = Promise.resolve();

async function fetchList(): Promise<{ check: (text: string) => LabelCheck; list: ListOnDevice }> {
  // no-cache: the browser revalidates with the list's version, so an unchanged list costs a 304.
  const response = await fetch(OFFLINE_PATHS.list, { cache: "no-cache" });
  if (!response.ok) throw new Error(`The DoD list could not be loaded (${response.status}).`);
  const device = (await response.json()) as DeviceList;
  if (loaded?.version !== device.version) {
    const { matcher, redFlags, medicines } = deviceChecker(device);
    loaded = { version: device.version, check: (t) => checkLabel(matcher, redFlags, t, medicines) };
  }
  return {
    check: loaded.check,
    list: {
      version: device.version,
      name: device.audit.version,
      retrieved: device.list.retrieved,
      entryCount: device.list.entries.length,
      savedAt: response.headers.get(LIST_SAVED_HEADER) ?? response.headers.get("Date") ?? new Date().toISOString(),
      fromDevice: response.headers.get(FROM_DEVICE_HEADER) === "1",
    },
  };
}

/**
 * Builds the matcher while the person takes the photo, so the answer does not wait for it. The
 * check still asks for the list again (a 304 when unchanged), so it never uses a stale copy.
 */
export function getListReady(): void {
  readying = fetchList().catch(() => {});
}

export async function checkOnDevice(text: string): Promise<DeviceCheck> {
  await readying;
  const { check, list } = await fetchList();
  return { ...check(text), list };
}
