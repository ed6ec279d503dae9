/**
 * How many generated cases a property test runs. The mutation run (vitest.mutation.config.ts)
 * runs each covering test once per mutant, so it asks for a fifth of them, from a fixed seed
 * (tests/unit/mutation-setup.ts): a mutant that breaks a rule breaks it in the first few cases.
 */
export function propertyRuns(runs: number): number {
  return Math.ceil(runs * Number(process.env.PROPERTY_RUNS_SCALE ?? "1"));
}
