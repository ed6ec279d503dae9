import { describe, expect, it } from "vitest";
import { sharedFreshRead } from "../../worker/shared-fresh-read";

/**
 * A store whose reads the test ends by hand: each read returns the value the store held when the
 * read started, so a caller handed an older read's result sees an older value.
 */
function heldStore() {
  let value = 0;
  const pending: (() => void)[] = [];
  const failures = new Set<number>();
  let reads = 0;
  const run = () => {
    const seen = value;
    const number = ++reads;
    return new Promise<number>((resolve, reject) => {
      pending.push(() => (failures.has(number) ? reject(new Error(`read ${number} failed`)) : resolve(seen)));
    });
  };
  return {
    run,
    write: () => ++value,
    failRead: (number: number) => failures.add(number),
    /** Ends the oldest read still running. */
    endOne: () => pending.shift()?.(),
    get running() {
      return pending.length;
    },
  };
}

/** Lets every callback already due run, timers included. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a read shared by callers who ask at the same time", () => {
  it("gives a caller who asks during a read the result of a later read, which it shares with everyone who asked then", async () => {
    const store = heldStore();
    const shared = sharedFreshRead(store.run, 1_000);
    const keptAlive: Promise<unknown>[] = [];
    const keepAlive = (promise: Promise<unknown>) => keptAlive.push(promise);

    const first = shared.read(null, keepAlive);
    // A write lands while the first read runs; everyone who asks from now on must see it.
    store.write();
    const later = [shared.read(null, keepAlive), shared.read(null, keepAlive), shared.read(null, keepAlive)];
    await settle();
    expect(store.running).toBe(1);

    store.endOne();
    expect(await first).toBe(0);
    await settle();
    expect(shared.started).toBe(2);
    store.endOne();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(keptAlive).toHaveLength(2);
  });

  it("starts a new read for a caller who asks while the shared read runs", async () => {
    const store = heldStore();
    const shared = sharedFreshRead(store.run, 1_000);
    const keepAlive = () => {};
    const first = shared.read(null, keepAlive);
    const second = shared.read(null, keepAlive);
    store.endOne();
    await first;
    await settle();
    // The second read runs now; a write and a caller arrive during it.
    store.write();
    const third = shared.read(null, keepAlive);
    store.endOne();
    expect(await second).toBe(0);
    await settle();
    store.endOne();
    expect(await third).toBe(1);
    expect(shared.started).toBe(3);
  });

  it("starts at once when no read runs, and each caller after an ended read gets a read of its own time", async () => {
    const store = heldStore();
    const shared = sharedFreshRead(store.run, 1_000);
    const one = shared.read(null, () => {});
    store.endOne();
    expect(await one).toBe(0);
    await settle();
    store.write();
    const two = shared.read(null, () => {});
    store.endOne();
    expect(await two).toBe(1);
    expect(shared.started).toBe(2);
  });

  it("hands a failed read's error to the callers who shared it, and the next caller reads again", async () => {
    const store = heldStore();
    const shared = sharedFreshRead(store.run, 1_000);
    store.failRead(2);
    const first = shared.read(null, () => {});
    const sharers = [shared.read(null, () => {}), shared.read(null, () => {})];
    store.endOne();
    await first;
    await settle();
    store.endOne();
    const outcomes = await Promise.allSettled(sharers);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    await settle();
    const after = shared.read(null, () => {});
    store.endOne();
    expect(await after).toBe(0);
    expect(shared.started).toBe(3);
  });

  it("reads alone after waiting its patience on a read that does not end", async () => {
    const store = heldStore();
    const shared = sharedFreshRead(store.run, 20);
    void shared.read(null, () => {});
    store.write();
    const impatient = shared.read(null, () => {});
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(shared.started).toBe(2);
    // The stuck first read is still pending; the impatient caller's own read is the second.
    expect(store.running).toBe(2);
    store.endOne();
    store.endOne();
    expect(await impatient).toBe(1);
  });

  it("runs each read on the source of the caller who starts it", async () => {
    const sources: string[] = [];
    const shared = sharedFreshRead(async (source: string) => {
      sources.push(source);
      return source;
    }, 1_000);
    expect(await shared.read("a", () => {})).toBe("a");
    expect(await shared.read("b", () => {})).toBe("b");
    expect(sources).toEqual(["a", "b"]);
  });
});
