import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Constraint, DIETS, EXCLUDABLE_INGREDIENTS } from "~/domain/catalogue/constraints";
import { PRODUCT_FORMS } from "~/domain/catalogue/facts";
import { isRecommendable } from "~/domain/catalogue/queries";
import { bestValues, filterProducts, stimulantFilterIds, valueConstraints } from "~/domain/catalogue/screened";
import { CATEGORY_DOSE } from "~/domain/catalogue/doses";
import type { Supplement } from "~/domain/catalogue/types";
import { applyConstraints } from "~/domain/chat/select";
import { rank } from "~/domain/quiz/rank";
import { sharedFilter } from "~/domain/quiz/rules/common";
import { CONDITION_IDS, type ConditionId, DUTY_IDS } from "~/domain/safety/conditions";
import { type ScreenConstraints, screenItem, screenProducts } from "~/domain/safety/screen";
import { stimulantOf } from "~/domain/safety/stimulant";
import { seededCatalogue } from "./priced-catalogue";
import { propertyRuns } from "./property-runs";

/*
 * One set of rules: for any constraints a person can state, CLEARED AI, the quiz, the category
 * filter and "best values" keep and leave out exactly the same products of the real catalogue,
 * because each calls the one product screen.
 */

const MEDICINES: readonly ConditionId[] = ["ssri", "antidepressant", "maoi", "blood-thinner", "stimulant-medication", "sedating-medication", "isotretinoin", "medication"];
const CONDITIONS = CONDITION_IDS.filter((id) => !MEDICINES.includes(id));

const subset = <T>(items: readonly T[]) => fc.subarray([...items], { maxLength: 3 });
/** As often none as some: with many rules, a random pick of them rarely leaves a set that keeps most products. */
const someOrNone = <T>(items: readonly T[]) => fc.oneof(fc.constant([] as T[]), subset(items));

const constraintSets: fc.Arbitrary<ScreenConstraints> = fc
  .record({
    diets: subset(DIETS),
    allergens: subset(EXCLUDABLE_INGREDIENTS),
    caffeineCeiling: fc.option(fc.constantFrom(0, 50, 100, 150, 200, 300)),
    stimulantFree: fc.boolean(),
    budget: fc.option(fc.constantFrom(0.5, 1, 1.5, 2, 3)),
    forms: fc.option(fc.subarray([...PRODUCT_FORMS], { minLength: 1, maxLength: 3 })),
    conditions: someOrNone(CONDITIONS),
    medicines: someOrNone(MEDICINES),
    duties: subset(DUTY_IDS),
    allowAboveLimit: fc.boolean(),
  })
  .map((s) => {
    const constraints: Constraint[] = [
      ...s.diets.map((diet): Constraint => ({ kind: "diet", diet })),
      ...s.allergens.map((ingredient): Constraint => ({ kind: "exclude", ingredient })),
      ...(s.caffeineCeiling === null ? [] : [{ kind: "caffeineMax", mg: s.caffeineCeiling } as const]),
      ...(s.stimulantFree ? [{ kind: "exclude", ingredient: "caffeine" } as const] : []),
      ...(s.budget === null ? [] : [{ kind: "budget", maxPerServing: s.budget } as const]),
      ...(s.forms === null ? [] : [{ kind: "form", forms: s.forms } as const]),
    ];
    return { constraints, conditions: [...s.conditions, ...s.medicines], duties: s.duties, avoid: [], allowAboveLimit: s.allowAboveLimit };
  });

const ids = (products: readonly { id: string }[]) => products.map((p) => p.id).sort();

function recommendable(): Supplement[] {
  return seededCatalogue().listProducts().filter(isRecommendable);
}

describe("one product screen for every surface (fast-check over the real catalogue)", () => {
  it("the chat, the quiz, the category filter and best values keep exactly the same products", () => {
    const products = recommendable();
    expect(products.length).toBeGreaterThan(50);
    const sizes: number[] = [];
    fc.assert(
      fc.property(constraintSets, (c) => {
        const expected = ids(screenProducts(products.map(screenItem), c).kept.map((k) => k.product.product));
        sizes.push(expected.length);
        const chat = ids(applyConstraints(products, { constraints: [...(c.constraints ?? [])], conditions: [...(c.conditions ?? [])], duties: [...(c.duties ?? [])], avoid: [] }, { allowAboveLimit: c.allowAboveLimit }).kept.map((f) => f.product));
        const quizRules = { filters: [sharedFilter({ id: "stated", questionId: null, youSaid: "you said so", lookFor: "another product" }, c)], weights: [], notices: [] };
        const quiz = ids(rank(quizRules, products.map(screenItem)).kept.map((r) => r.item.product));
        const category = ids(filterProducts(products, c));
        // Best values offer only priced products, other than the page's own: the same screen, then its own rule.
        const values = ids(bestValues(products, "protein", "", c, products.length));
        expect({ chat, quiz, category }).toEqual({ chat: expected, quiz: expected, category: expected });
        expect(values).toEqual(expected.filter((id) => products.find((p) => p.id === id)?.pricePerServing !== null));
      }),
      // Nothing stated is always among the runs: whether a random draw lands on a set loose
      // enough to keep most of the catalogue is chance, and the end must be reached every time.
      { numRuns: propertyRuns(200), examples: [[{ constraints: [], conditions: [], duties: [], avoid: [], allowAboveLimit: false }]] },
    );
    // The sets reach both ends: some keep nothing, some keep most of the catalogue.
    expect(Math.min(...sizes)).toBe(0);
    expect(Math.max(...sizes)).toBeGreaterThan(products.length / 2);
  }, 60_000);

  it("best values on a stim-free product's page hold only stim-free products", () => {
    const products = recommendable();
    const stimFree = products.filter((p) => stimulantOf(p).status === "stim-free");
    const offered = stimFree.flatMap((page) => {
      const category = products.filter((p) => p.category === page.category);
      return bestValues(category, CATEGORY_DOSE[page.category], page.id, valueConstraints(page)).map((alt) => ({ page: page.id, alt }));
    });
    expect(offered.length).toBeGreaterThan(stimFree.length);
    expect(offered.filter(({ alt }) => stimulantOf(alt).status !== "stim-free").map(({ page, alt }) => `${page} -> ${alt.id}`)).toEqual([]);
    // The 30 mg caffeine electrolyte capsule is a stimulant, so a stim-free hydration page no longer offers it.
    const hydration = products.filter((p) => p.category === "hydration");
    // Across every stim-free hydration page: only some have a certified variant's price to compare.
    const pages = hydration.filter((p) => stimulantOf(p).status === "stim-free");
    const alternatives = pages.flatMap((page) => ids(bestValues(hydration, CATEGORY_DOSE.hydration, page.id, valueConstraints(page))));
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain("saltstick-caps-plus-caffeine");
    expect(stimulantOf(hydration.find((p) => p.id === "saltstick-caps-plus-caffeine") ?? { stimulant: null, caffeineMg: null })).toEqual({ status: "stimulant", caffeineMg: 30 });
  });

  it("the category page's stim-free list is the screen's, and its stimulant list the stimulant rule's", () => {
    const products = seededCatalogue().listProducts().filter((p) => p.category === "pre-workout");
    const lists = stimulantFilterIds(products);
    expect(lists.stim.length).toBeGreaterThan(0);
    expect(lists["no-stim"].length).toBeGreaterThan(0);
    expect(lists.stim.filter((id) => lists["no-stim"].includes(id))).toEqual([]);
    expect(lists["no-stim"].map((id) => stimulantOf(products.find((p) => p.id === id) as Supplement).status)).toEqual(lists["no-stim"].map(() => "stim-free"));
  });
});

describe("a chat request goes down the layers once", () => {
  const read = (path: string) => readFileSync(path, "utf8");
  const imports = (path: string) => [...read(path).matchAll(/from "([^"]+)"/g)].map((m) => m[1]);

  it("the API calls the I/O layer, which calls the pure engine; the engine imports nothing from .server", () => {
    expect(imports("worker/api/chat.ts")).toContain("~/.server/chat/respond");
    expect(imports("app/.server/chat/respond.ts")).toContain("~/domain/chat/engine");
    const domain = readdirSync("app/domain/chat").map((f) => `app/domain/chat/${f}`);
    expect(domain).toContain("app/domain/chat/engine.ts");
    expect(domain.flatMap((f) => imports(f).filter((spec) => spec.includes(".server")).map((spec) => `${f}: ${spec}`))).toEqual([]);
  });

  it("app/.server/chat keeps only I/O: the model, the stream, the carried cookie, the search, the snapshot, the vocabulary file and what they read", () => {
    expect(readdirSync("app/.server/chat").sort()).toEqual(["ai.ts", "carried-cookie.ts", "grounding.ts", "knowledge.ts", "model.ts", "products.ts", "respond.ts", "snapshot.ts", "vocabulary.ts"]);
  });
});
