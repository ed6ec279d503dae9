/*
 * Values a server module derives once per isolate from bundled data (the catalogue's label facts,
 * the prohibited list's index, name indexes) register here how to drop them. The Worker never
 * drops them: a new isolate starts empty. The mutation run does, whenever the mutant under test
 * changes (tests/unit/mutation-setup.ts): it keeps one module graph across runs while the code
 * that derived the values changes from mutant to mutant, and a value derived under another mutant
 * would hide every mutant inside its derivation (docs/decisions/0023-mutation-testing.md).
 */

const forgetters: (() => void)[] = [];

/** Registers how to drop what this module derived; the next use derives it again. */
export function registerDerivedData(forget: () => void): void {
  forgetters.push(forget);
}

/** Drops every registered derived value. */
export function forgetDerivedData(): void {
  for (const forget of forgetters) forget();
}
