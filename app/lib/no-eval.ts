/*
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once. Under our CSP (no 'unsafe-eval') that try is blocked and reported as a violation
 * on every page that parses a form. Parsing without the compiled fast path is the same parse, so
 * it is turned off for good, before any schema runs. zod reads this object lazily at parse time,
 * so setting a property works whichever module is evaluated first; it costs no import of zod here.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
