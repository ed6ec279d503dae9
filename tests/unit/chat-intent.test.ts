import { describe, expect, it } from "vitest";
import {
  detectCategory,
  detectStimulantPreference,
  isInScope,
  isMedicalQuestion,
  isMoreOptionsRequest,
} from "~/domain/chat/intent";
import { isStimulantIngredient } from "~/domain/safety/stimulant";

describe("category keyword map (docs/product.md §5.3)", () => {
  it.each([
    ["pre-workout", "pre-workout"],
    ["preworkout", "pre-workout"],
    ["pre workout", "pre-workout"],
    ["protein", "protein-recovery"],
    ["recovery", "protein-recovery"],
    ["vitamin", "vitamins"],
    ["vitamins", "vitamins"],
    ["multivitamin", "vitamins"],
    ["multi-vitamin", "vitamins"],
    ["multi vitamin", "vitamins"],
    ["hydration", "hydration"],
    ["electrolyte", "hydration"],
    ["hydrate", "hydration"],
    ["sleep", "sleep"],
    ["melatonin", "sleep"],
    ["health", "health-wellness"],
    ["wellness", "health-wellness"],
    ["omega", "health-wellness"],
    ["fish oil", "health-wellness"],
  ])("%s -> %s", (keyword, category) => {
    expect(detectCategory(`Which ${keyword.toUpperCase()} should I take?`)).toBe(category);
  });

  it("reads the starter chips", () => {
    expect(detectCategory("Best pre-workout?")).toBe("pre-workout");
    expect(detectCategory("Protein for recovery")).toBe("protein-recovery");
    expect(detectCategory("Help with sleep")).toBe("sleep");
    expect(detectCategory("Vitamins for energy")).toBe("vitamins");
  });

  it("takes the keyword that comes first in the message", () => {
    expect(detectCategory("sleep recovery")).toBe("sleep");
    expect(detectCategory("protein before sleep")).toBe("protein-recovery");
  });

  it("answers null without a keyword", () => {
    expect(detectCategory("What supplements would help me perform better?")).toBeNull();
    expect(detectCategory("hello")).toBeNull();
  });
});

describe("stimulant preference (docs/product.md §5.4: exact messages)", () => {
  it.each(["stim", "stimulant", "with stim", "yes stim", "stimulants"])("'%s' sets stim", (m) => {
    expect(detectStimulantPreference(m)).toBe("stim");
  });
  it.each(["no-stim", "no stim", "non-stim", "without stim", "no stimulant", "no stimulants"])(
    "'%s' sets no-stim",
    (m) => {
      expect(detectStimulantPreference(m)).toBe("no-stim");
    },
  );
  it("forgives case, spaces and end punctuation", () => {
    expect(detectStimulantPreference("  No Stim! ")).toBe("no-stim");
    expect(detectStimulantPreference("Stim.")).toBe("stim");
  });
  it("ignores longer messages and near misses", () => {
    expect(detectStimulantPreference("no stim pre-workout please")).toBeNull();
    expect(detectStimulantPreference("I want stim")).toBeNull();
    expect(detectStimulantPreference("stims")).toBeNull();
  });
});

describe("more-options phrase rule (docs/product.md §5.5)", () => {
  it.each(["other", "more", "additional", "else", "different", "alternative"])("'%s' + an options word", (w) => {
    for (const o of ["options", "choices", "recommendations", "products", "suggestions"]) {
      expect(isMoreOptionsRequest(`Any ${w} ${o}?`)).toBe(true);
    }
  });
  it("needs both halves", () => {
    expect(isMoreOptionsRequest("Show me more")).toBe(false);
    expect(isMoreOptionsRequest("What are my options?")).toBe(false);
    expect(isMoreOptionsRequest("Best pre-workout?")).toBe(false);
  });
  it("is case-insensitive", () => {
    expect(isMoreOptionsRequest("MORE OPTIONS PLEASE")).toBe(true);
  });
});

describe("stimulant ingredient rule (docs/product.md §4.4)", () => {
  it("contains caffeine, stimulant or energy", () => {
    expect(isStimulantIngredient("Caffeine 75 mg")).toBe(true);
    expect(isStimulantIngredient("Natural Caffeine (from green coffee)")).toBe(true);
    expect(isStimulantIngredient("Stimulant blend")).toBe(true);
    expect(isStimulantIngredient("Energy Complex 150 mg")).toBe(true);
  });
  it("other ingredients are not stimulants", () => {
    expect(isStimulantIngredient("L-Citrulline 6 g")).toBe(false);
    expect(isStimulantIngredient("Beta-Alanine 3.2 g")).toBe(false);
  });
});

describe("medical questions", () => {
  it.each([
    "I have chest pain after my pre-workout, what should I do?",
    "Can I take creatine with my blood pressure medication?",
    "Does ashwagandha interact with sertraline? I'm on SSRIs",
    "Is it okay to double the dose of caffeine before a ruck?",
    "Can I take 3 scoops at once?",
    "What are the symptoms of low vitamin D?",
    "I'm pregnant, which protein is safe?",
    "my heart is racing after training",
    "Can I go above the label dose of melatonin?",
  ])("%s", (m) => {
    expect(isMedicalQuestion(m)).toBe(true);
  });
  it.each(["Best pre-workout?", "Protein for recovery", "Help with sleep", "Vitamins for energy", "How many servings per container?"])(
    "not medical: %s",
    (m) => {
      expect(isMedicalQuestion(m)).toBe(false);
    },
  );
});

describe("scope", () => {
  it("supplement and training questions are in scope", () => {
    expect(isInScope("What supplements would help me perform better?")).toBe(true);
    expect(isInScope("Is creatine worth it for the ACFT?")).toBe(true);
    expect(isInScope("Best pre-workout?")).toBe(true);
  });
  it("everything else is out of scope", () => {
    expect(isInScope("What's the weather in Norfolk?")).toBe(false);
    expect(isInScope("hi")).toBe(false);
    expect(isInScope("Write me a poem about tanks")).toBe(false);
  });
});
