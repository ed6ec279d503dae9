import fc from "fast-check";
import { inject } from "vitest";
import { forgetDerivedData } from "~/.server/derived-data";

/*
 * Set-up for the mutation run (vitest.mutation.config.ts), which keeps one module graph across
 * test files and across Stryker's runs, one run per mutant. It runs before each test file is
 * imported, so that what the file derives at import time is derived under the right mutant.
 */

// What Stryker's vitest runner provides to every file: "dry-run" or "mutant", and the mutant's id.
const provided = inject as unknown as (key: string) => unknown;
const mode = provided("mode");
const namespace = provided("globalNamespace");

/** The mutant the catalogue, the list's index and the name indexes were last derived under. */
const DERIVED_UNDER = Symbol.for("cleared.mutation.derivedUnder");
const state = globalThis as typeof globalThis & Record<symbol, unknown>;

if (mode === "mutant" && typeof namespace === "string") {
  // Stryker itself switches the mutant on in a beforeAll hook, after the file's imports ran; a
  // value derived at import time would otherwise carry the previous run's mutant.
  const active = provided("activeMutant");
  ((globalThis as Record<string, unknown>)[namespace] as { activeMutant?: unknown }).activeMutant = active;
  // Derived once per run: the files of one run share the mutant, and rebuilding for each file
  // would multiply the run's time by the number of files.
  if (state[DERIVED_UNDER] !== active) {
    forgetDerivedData();
    state[DERIVED_UNDER] = active;
  }
} else {
  // The first run, without mutants, records which tests reach which code: each file derives
  // afresh, so the tests of every file are known to reach the derivations.
  forgetDerivedData();
  state[DERIVED_UNDER] = undefined;
}

// One seed for every property test, so a mutant's result does not depend on the draw.
fc.configureGlobal({ seed: 20261123 });
