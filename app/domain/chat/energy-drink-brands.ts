/*
 * Energy drinks by brand, as people write them: a leaf module, so that reading a message for
 * names (./unnamed.ts) and answering about drinks (./energy-drink-questions.ts) share one list.
 */

/** Each brand's pattern and the name an answer uses. */
export const BRANDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmonsters?\b/, "Monster"],
  [/\bred ?bulls?\b/, "Red Bull"],
  [/\bbangs?\b/, "Bang"],
  [/\bcelsius(?:es)?\b/, "Celsius"],
  [/\brockstars?\b/, "Rockstar"],
  [/\breigns?\b/, "Reign"],
  [/\bghost energy\b|\bghosts?\b(?= (?:energy|drink|can))/, "Ghost"],
  [/\balani(?: nu)?s?\b/, "Alani Nu"],
  [/\brip ?its?\b/, "Rip It"],
  [/\b5[- ]hour(?: energy)?s?\b/, "5-hour Energy"],
  [/\bprime energy\b/, "Prime Energy"],
  [/\bc4 (?:smart )?energy\b/, "C4 Energy"],
  [/\bfull throttles?\b/, "Full Throttle"],
  [/\bg ?fuel\b/, "G Fuel"],
  [/\bnos energy\b/, "NOS"],
];

/** Any brand of BRANDS, as a pattern's source to build other patterns on. */
export const ENERGY_DRINK_BRAND = `(?:${BRANDS.map(([p]) => p.source.replace(/\\b/g, "")).join("|")})`;
