import { describe, expect, it } from "vitest";
import { foodSection } from "~/domain/chat/practical-help";
import { NUTRIENT_FOODS } from "~/domain/chat/practical-topics";
import { converse } from "./chat-conversation";

/*
 * Food sources and who to call: attached where food or a person serves the goal, kept to the
 * limits said, and left out of answers whose goal is a product, a dose or a medicine's caution.
 */

const nutrient = (id: string) => {
  const n = NUTRIENT_FOODS.find((x) => x.id === id);
  if (!n) throw new Error(id);
  return n;
};

describe("food lines kept to the person's limits", () => {
  it("leaves meat, fish, egg and dairy out for a vegan, and nuts for a nut allergy", () => {
    const text = foodSection(nutrient("protein"), new Set(["meat", "fish", "egg", "dairy", "nuts"])) ?? "";
    expect(text.split("\n").filter((l) => l.startsWith("- "))).toEqual(["- cooked beans (navy, pinto, kidney, black-eyed or split peas), 1 cup: 14 to 16 g", "- soy milk, 8 oz: 8 g"]);
  });

  it("leaves beans and fortified cereal out on keto", () => {
    const text = foodSection(nutrient("iron"), new Set(["carbs"])) ?? "";
    expect(text).not.toMatch(/white beans|bran flakes|chickpeas/);
    expect(text).toMatch(/spinach, cooked, 1 cup: 6\.4 mg/);
  });

  it("gives no section when every food breaks a limit", () => {
    expect(foodSection(nutrient("omega-3"), new Set(["fish", "soy", "nuts", "meat"]))?.includes("flaxseeds")).toBe(true);
    expect(foodSection({ ...nutrient("omega-3"), foods: [{ text: "salmon", kinds: ["fish"] }] }, new Set(["fish"]))).toBeNull();
  });
});

describe("attached where food or a person serves the goal", { timeout: 30_000 }, () => {
  it("answers calcium without dairy with calcium foods and their amounts", () => {
    const a = converse(["lactose intolerant, where do i get calcium"]);
    expect(a.text).toMatch(/\*\*Calcium from food:\*\*/);
    expect(a.text).toMatch(/tofu made with calcium sulfate, 1\/2 cup: 434 mg/);
    expect(a.text).not.toMatch(/yogurt|low-fat milk/);
  });

  it("keeps a vegetarian's iron list free of meat and fish", () => {
    const a = converse(["vegetarian here, how do i get enough iron"]);
    expect(a.text).toMatch(/\*\*Iron from food:\*\*/);
    expect(a.text).not.toMatch(/beef, 3 oz|oysters|sardines/);
  });

  it("adds no food list to a dose question", () => {
    expect(converse(["what's the vitamin D upper limit?"]).text).not.toMatch(/Vitamin D from food/);
  });

  it("answers nerves before a board with the breath and who to call, and no product", () => {
    const a = converse(["board next week and my nerves are shot, anything to calm down"]);
    expect(a.text).toMatch(/in for about 4 seconds and out for about 6/);
    expect(a.text).toMatch(/Military OneSource/);
    expect(a.products).toEqual([]);
  });

  it("hears a racing mind said inside a negation", () => {
    expect(converse(["cant sleep the night before the ACFT, brain wont shut off"]).text).toMatch(/in for about 4 seconds and out for about 6/);
  });

  it("reads a stress fracture as no worry to talk through", () => {
    expect(converse(["worried about stress fractures, how much calcium do i need"]).text).not.toMatch(/Military OneSource/);
  });
});
