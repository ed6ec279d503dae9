import type { ConstraintCheck } from "~/domain/catalogue/constraints";
import { byScore } from "~/domain/catalogue/sort";
import { leavesOut, mergeScreens, ruleKey, type ScreenCheck, screenProducts, screenRules } from "~/domain/safety/screen";
import type { ExcludedGroup, QuizProduct, QuizRules, WeightHit } from "./rule-types";

export interface Ranked {
  item: QuizProduct;
  checks: ConstraintCheck[];
  hits: WeightHit[];
  fitScore: number;
}

/**
 * The quiz's ranking: the one product screen applies every shared filter at once (what the
 * person's answers ask, the upper limits); the category's own filters follow. A product left out
 * is grouped under the first filter, in the rules' order, that leaves it out. The rest are
 * ranked by CLEARED score plus their weights.
 */
export function rank(rules: QuizRules, products: readonly QuizProduct[]): { kept: Ranked[]; excluded: ExcludedGroup[] } {
  const shared = rules.filters.flatMap((f) => (f.screen ? [f.screen] : []));
  const screened = screenProducts(products, mergeScreens(shared));
  const checksOf = new Map<QuizProduct, ScreenCheck[]>([...screened.kept, ...screened.leftOut].map((r) => [r.product, r.checks]));
  const keysOf = rules.filters.map((f) => (f.screen ? new Set(screenRules(f.screen).map(ruleKey)) : null));
  const kept: Ranked[] = [];
  const excluded = new Map<string, ExcludedGroup>();
  for (const item of products) {
    const screenChecks = checksOf.get(item) ?? [];
    const checks = rules.filters.map((f, i) => {
      const keys = keysOf[i];
      return keys && f.read ? f.read(screenChecks.filter((c) => keys.has(ruleKey(c.rule)))) : f.check(item);
    });
    const failed = checks.findIndex(leavesOut);
    if (failed !== -1) {
      const filter = rules.filters[failed];
      const check = checks[failed];
      const key = `${filter.id}|${check.reason}`;
      const group = excluded.get(key) ?? { filterId: filter.id, reason: check.reason, youSaid: filter.youSaid, products: [] };
      group.products.push({ id: item.product.id, name: item.product.name, evidence: check.evidence });
      excluded.set(key, group);
      continue;
    }
    const hits = rules.weights.map((w) => w.apply(item)).filter((h): h is WeightHit => h !== null);
    kept.push({ item, checks, hits, fitScore: item.product.rating + hits.reduce((sum, h) => sum + h.points, 0) });
  }
  kept.sort((a, b) => b.fitScore - a.fitScore || byScore(a.item.product, b.item.product));
  return { kept, excluded: [...excluded.values()] };
}
