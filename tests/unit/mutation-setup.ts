import fc from "fast-check";
import { beforeAll } from "vitest";
import { forgetDerivedData } from "~/.server/derived-data";

// The mutation run keeps one module graph (isolate: false): each test file derives the catalogue,
// the prohibited list's index and the name indexes again, under the mutant now active.
beforeAll(() => {
  forgetDerivedData();
});

// One seed for every property test, so a mutant's result does not depend on the draw.
fc.configureGlobal({ seed: 20261123 });
