/** The pages the bench and the load run measure: one of each kind a visitor meets. */
export const BENCH_PAGES = [
  "/",
  "/category/pre-workout",
  "/compare/klean-athlete-pre-workout",
  "/blog/energy-drinks-on-duty",
  "/quiz/protein-recovery?goal=build&diet=none&timing=after&budget=any",
  "/auth",
];
