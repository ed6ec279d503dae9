import { describe, expect, it } from "vitest";
import type { Constraint } from "~/domain/catalogue/constraints";
import type { EngineAnswer } from "~/domain/chat/draft";
import { withinLimits } from "~/domain/chat/limits-in-advice";
import type { Understanding } from "~/domain/chat/understanding";

const answer = (text: string) => ({ text, cautions: [] as string[] }) as unknown as EngineAnswer;
const keeping = (...constraints: Constraint[]) => ({ constraints }) as unknown as Understanding;
const BREAKFAST = "Eat something light: about 200 to 300 calories, mostly carbohydrate (cereal with fruit and milk, toast with egg or nut butter, or yogurt and fruit), ideally 30 to 60 minutes before the start.";

describe("a limit reaches the foods an answer suggests", () => {
  it("drops the dairy items of a breakfast list for someone who keeps no dairy", () => {
    expect(withinLimits(answer(BREAKFAST), keeping({ kind: "diet", diet: "dairy-free" })).text).toBe(
      "Eat something light: about 200 to 300 calories, mostly carbohydrate (toast with egg or nut butter), ideally 30 to 60 minutes before the start.",
    );
  });

  it("keeps the one choice that fits two limits at once", () => {
    expect(withinLimits(answer(BREAKFAST), keeping({ kind: "diet", diet: "vegan" }, { kind: "diet", diet: "gluten-free" })).text).toBe(
      "Eat something light: about 200 to 300 calories, mostly carbohydrate (nut butter), ideally 30 to 60 minutes before the start.",
    );
  });

  it("drops the brackets when nothing in them is left", () => {
    const drinks = "Sip something warm on a cold watch (coffee, tea or cocoa with caffeine) and keep eating.";
    expect(withinLimits(answer(drinks), keeping({ kind: "exclude", ingredient: "caffeine" })).text).toBe("Sip something warm on a cold watch and keep eating.");
  });

  it("leaves a sentence that says what a food holds, and the picks, as they are", () => {
    const text = "Whey and casein come from milk (whey, casein, milk protein), so have a plant protein instead.\n\n1. **Whey Protein Isolate** by Thorne (milk)";
    expect(withinLimits(answer(text), keeping({ kind: "diet", diet: "dairy-free" })).text).toBe(text);
  });

  it("changes nothing for someone who keeps no limit", () => {
    expect(withinLimits(answer(BREAKFAST), keeping()).text).toBe(BREAKFAST);
  });
});
