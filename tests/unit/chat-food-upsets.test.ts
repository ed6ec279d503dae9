import { describe, expect, it } from "vitest";
import { foodUpsets } from "~/domain/chat/food-upsets";

/* What a food does to the person sets its limit; the past, a joke about something else, or another subject sets none. */
describe("food limits said as what the food does", () => {
  it.each([
    ["milk wrecks my gut", "dairy-free"],
    ["dairy and me don't get along", "dairy-free"],
    ["i can't handle milk", "dairy-free"],
    ["whey bloats me now", "dairy-free"],
    ["wheys been tearing up my stomach lately", "dairy-free"],
    ["dairy destroys me lol", "dairy-free"],
    ["my body doesnt do dairy", "dairy-free"],
    ["my stomach hates dairy", "dairy-free"],
    ["i get super bloated from milk products", "dairy-free"],
    ["medic said lay off dairy for a while", "dairy-free"],
    ["gluten makes me sick", "gluten-free"],
    ["wheat messes me up bad", "gluten-free"],
    ["doc thinks its gluten", "gluten-free"],
    ["gluten does a number on me", "gluten-free"],
    ["soy makes me feel like crap", "soy"],
  ])("%s", (message, limit) => {
    expect(foodUpsets(message).map((c) => (c.kind === "diet" ? c.diet : c.kind === "exclude" ? c.ingredient : c.kind))).toContain(limit);
  });

  it.each([
    "used to get sick from milk as a kid but it's fine now",
    "whey used to bloat me",
    "whey protein wrecks the competition in price",
    "milk destroyed the pt test haha",
    "egg whites wreck my macros",
    "i love milk",
    "gluten for punishment",
  ])("%s sets nothing", (message) => {
    expect(foodUpsets(message)).toEqual([]);
  });
});
