/*
 * One read shared by the requests that ask for it at the same time, and still never older than
 * the moment each of them asked (docs/decisions/0032-shared-digest-read.md).
 *
 * A caller may take the result of a read only when that read started after the caller asked: a
 * read that was already running might have missed a write the caller has seen (a publish that
 * answered just before this page view). So a caller that finds a read running waits for it to
 * end, then joins a read that another caller started after it asked, or starts one itself. Under
 * load, one read answers every request that arrived while the one before it was running, instead
 * of one read per request.
 *
 * The Workers runtime lets a request wait on a promise that another request's I/O settles. A read
 * is kept alive with its starter's `waitUntil`, so a starter whose visitor goes away does not take
 * the read down with it; and no caller waits longer than `patienceMs` on someone else's read
 * before reading alone.
 */

interface RunningRead<T> {
  /** Reads are numbered in the order they start. */
  number: number;
  promise: Promise<T>;
}

export interface SharedFreshRead<T, Source> {
  /**
   * The result of a read that started after this call: another caller's, or one this call starts
   * on `source`, kept alive with `keepAlive`.
   */
  read(source: Source, keepAlive: (promise: Promise<unknown>) => void): Promise<T>;
  /** How many reads have started: for tests. */
  readonly started: number;
}

/** Resolves true when `promise` settles (either way) within `ms`, false when it does not. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, timedOut]).finally(() => clearTimeout(timer));
}

export function sharedFreshRead<T, Source>(run: (source: Source) => Promise<T>, patienceMs: number): SharedFreshRead<T, Source> {
  let started = 0;
  let running: RunningRead<T> | null = null;

  function start(source: Source, keepAlive: (promise: Promise<unknown>) => void): Promise<T> {
    const read: RunningRead<T> = { number: ++started, promise: run(source) };
    running = read;
    const done = () => {
      if (running === read) running = null;
    };
    keepAlive(read.promise.then(done, done));
    return read.promise;
  }

  return {
    get started() {
      return started;
    },
    async read(source, keepAlive) {
      const asked = started;
      const before = running;
      if (before === null) return start(source, keepAlive);
      // `before` began before this call, so its result may be too old: wait for it to end.
      if (await settlesWithin(before.promise, patienceMs)) {
        const now = running as RunningRead<T> | null;
        if (now !== null && now.number > asked && (await settlesWithin(now.promise, patienceMs))) return now.promise;
      }
      return start(source, keepAlive);
    },
  };
}
