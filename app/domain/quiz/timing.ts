import { CAFFEINE_STOP_BEFORE_SLEEP } from "~/domain/safety/limits-table";

/*
 * Caffeine timing for the pre-workout quiz: the caffeine guide's "at least 6 hours before
 * bedtime" applied to the person's training window and sleep time, on a 24-hour military clock.
 */

/** Training windows offered by the quiz, in hours from midnight (the night window runs past it). */
export const TRAINING_WINDOWS: Record<string, { start: number; end: number }> = {
  early: { start: 4, end: 8 },
  morning: { start: 8, end: 12 },
  afternoon: { start: 12, end: 17 },
  evening: { start: 17, end: 21 },
  night: { start: 21, end: 28 },
};

export function clock(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  return `${String(Math.floor(h)).padStart(2, "0")}${String(Math.round((h % 1) * 60)).padStart(2, "0")}`;
}

export interface CaffeineWindow {
  sleepLabel: string;
  /** The latest time to take caffeine, 24-hour clock ("1600"). */
  cutoffLabel: string;
  /** Even the start of the training window is within the hours before sleep. */
  allInside: boolean;
  /** Some of the training window is. */
  partlyInside: boolean;
}

/** null when either answer is not one the quiz offers. */
export function caffeineWindow(train: string, sleep: string): CaffeineWindow | null {
  const window = TRAINING_WINDOWS[train];
  if (!window || !/^\d{4}$/.test(sleep)) return null;
  let sleepAt = Number(sleep.slice(0, 2)) + Number(sleep.slice(2)) / 60;
  // The sleep that follows training: the first one after the window opens.
  while (sleepAt <= window.start) sleepAt += 24;
  const cutoff = sleepAt - CAFFEINE_STOP_BEFORE_SLEEP.amount;
  return {
    sleepLabel: clock(sleepAt),
    cutoffLabel: clock(cutoff),
    allInside: window.start >= cutoff,
    partlyInside: window.end > cutoff,
  };
}
