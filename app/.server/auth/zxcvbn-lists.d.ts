// Types for the single dictionary files imported by password-strength.ts (and, for the
// common-passwords list, by scripts/password-list.ts): the packages type only their index
// modules, which would pull in every list.
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}
declare module "@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs" {
  import type { OptionsGraph } from "@zxcvbn-ts/core";
  const graphs: OptionsGraph;
  export default graphs;
}
declare module "@zxcvbn-ts/language-en/dist/firstnames.json.mjs" {
  const firstnames: string[];
  export default firstnames;
}
declare module "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs" {
  const wordSequences: Record<string, string[]>;
  export default wordSequences;
}
declare module "@zxcvbn-ts/language-en/dist/translations.mjs" {
  import type { TranslationKeys } from "@zxcvbn-ts/core";
  const translations: TranslationKeys;
  export default translations;
}
