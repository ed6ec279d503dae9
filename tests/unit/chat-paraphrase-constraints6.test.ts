import { describe, expect, it } from "vitest";
import { converse, describeWordingGroups, opening, type WordingGroup } from "./chat-conversation";

/*
 * Constraints said indirectly, and words that must set none: caffeine already had counted from
 * every turn, a preference for sugar kept, a purchase budget answered with prices, a condition
 * only imagined, a diet left behind or scorned, and a "Zero" drink answered for what it is.
 */

const NO_CAFFEINE_PICK: Pick<WordingGroup, "noStimulants"> = { noStimulants: true };

const GROUPS: WordingGroup[] = [
  {
    kind: "drinks had today, counted as an estimate, at or over the day's figure: no caffeinated pick",
    messages: [
      ["need a pre workout for tonight", "heads up i crushed a pot of coffee by noon"],
      ["whats the best pre", "ok but i already had like 4 cups of coffee today"],
    ],
    opens: /so far today is (?:about|roughly) \d+ (?:to \d+ )?mg of caffeine \(an estimate/,
    says: [/400 mg a day/, /stim-free/],
    ...NO_CAFFEINE_PICK,
  },
  {
    kind: "cans had today by brand: no figure of ours, the label named, no caffeinated pick",
    messages: [["had 2 monsters today already, can i still take my pre before the 1800 lift?"], ["monster at lunch and a red bull at 1400, lifting at 1900. pre or no pre?"]],
    opens: /We hold no sourced caffeine figure for (?:2 monsters|a monster)/,
    says: [/caffeine line on the can's label/, /400 mg a day/, /stim-free/],
    never: /\b(?:160|320) to (?:240|480)\b/,
    ...NO_CAFFEINE_PICK,
  },
  {
    kind: "a lift late in the day: the sleep cut-off is said with the time",
    messages: [["had 2 monsters today already, can i still take my pre before the 1800 lift?"], ["monster at lunch and a red bull at 1400, lifting at 1900. pre or no pre?"]],
    says: [/Caffeine at 1[89]00 also falls inside the 6 hours before sleep/],
  },
  {
    kind: "an evening pre asked for before the drinks were counted: the sleep line still comes",
    messages: [["need a pre workout for tonight", "heads up i crushed a pot of coffee by noon"]],
    says: [/would take you to about 600 mg, over the 400 mg a day figure/, /would cost you sleep tonight/],
    noStimulants: true,
  },
  {
    kind: "one more drink asked about: the total with it, and the verdict",
    messages: [["3 coffees plus a celsius so far, is one more energy drink ok?"], ["2 bangs and a coffee already today, is another monster ok?"]],
    opens: /so far today is about \d+ mg/,
    says: [/no sourced caffeine figure for (?:a celsius|2 bangs)/, /400 mg a day/, /skip it today|nothing more with caffeine on top/],
    noProducts: true,
  },
  {
    kind: "a small intake and a dose asked about: within the figure",
    messages: [["one cup of coffee this morning, is a 200mg pre at noon fine?"]],
    opens: /about 100 mg of caffeine/,
    says: [/brings you to about 300 mg, still under the 400 mg a day figure/],
  },
  {
    kind: "sugar-free turned down: not filtered to sugar-free, carbohydrate first",
    messages: [
      ["need an electrolyte for field week", "the sugar free stuff tastes like chemicals tho"],
      ["sugar free stuff gives me headaches, want a normal sports drink mix"],
      ["i need real carbs during long rucks, not some zero sugar stuff. what do you have"],
      ["looking for an electrolyte mix for field week", "my team leader swears by the sugar free ones but honestly they taste like chemicals to me"],
    ],
    says: [/Hydration/],
    noProductLike: /sugar[- ]free/i,
    never: /fit no sugar/,
  },
  {
    kind: "a scorned or past diet sets nothing",
    messages: [["keto is dumb imo. best carb powder for long runs?"], ["i used to be vegetarian but not anymore, whey rec?"], ["tried keto for my tape last year and i was a zombie the whole time, never again. need a post-ruck recovery shake"]],
    says: [/\*\*/],
    never: [/fit no sugar/, /fit no fish/, /that fit .*vegan/],
  },
  {
    kind: "a pregnancy only imagined: the question answered, one line on what would change, no pregnancy rules applied",
    messages: [["if i got pregnant would fat burners be a problem? right now just trying to cut"], ["if i ever get pregnant ill drop all this, but right now i need a pre for PT"]],
    says: [/That answer is for you as you are now\. If you do become pregnant, it changes/],
    never: [/\*\*With pregnancy:\*\*/, /So no product picks from me on this one/],
  },
  {
    kind: "a Zero cola: it has caffeine, counted toward the day",
    messages: [["does coke zero have caffeine? i drink a couple before PT"], ["is a coke zero with my pre too much? i drink like 2 a day at work"]],
    says: [/(?:Coke Zero is a cola, and "zero" or "diet" means no sugar, not no caffeine|2 coke zeros a day is roughly 100 to 142 mg)/, /71 mg/, /400 mg a day/],
  },
  {
    kind: "a Zero sports drink: electrolytes but no carbohydrate fuel, hydration picks",
    messages: [["is gatorade zero good enough for a 12 mile ruck or do i need an actual electrolyte supplement"], ["is gatorade zero enough for a 15 mile ruck?"]],
    opens: /Gatorade Zero gives you fluid and electrolytes but, with no sugar, no carbohydrate to fuel you/,
    says: [/Hydration/],
  },
];

GROUPS.push(
  {
    kind: "plant-based said once, kept through later turns: no animal protein picked",
    messages: [
      ["been plant based since basic, whats a good protein", "also doing low carb rn, trying to stay under 20g carbs a day", "and keep it cheap pls, single E-4 paying child support lol"],
      ["plant-based here. recovery shake ideas?"],
    ],
    says: [/is vegan/],
    noProductLike: /whey|casein|collagen|milk/i,
  },
  {
    kind: "real carbs asked for where no pick lists any: said plainly, no sugar filter",
    messages: [["tried keto for my tape last year and i was a zombie the whole time, never again. need a post-ruck recovery shake with real carbs"]],
    says: [/lists carbohydrate in the label data we hold, so get the carbs from food or a carbohydrate drink/],
    never: [/fit no sugar/, /come first/],
  },
);

GROUPS.push(
  {
    kind: "a list of diets denied sets none of them",
    messages: [["im not gluten free or dairy free or any of that, just want a protein that doesnt taste like drywall"], ["not vegan, dairy free or keto, just want whey"]],
    says: [/Whey Protein Isolate/],
    never: [/that fit (?:dairy-free|gluten-free|vegan|no sugar)/],
  },
  {
    kind: "a dentist blaming sports drinks: sugar-free electrolytes",
    messages: [["dentist at the DTF just chewed me out, says my cavities are from all the sports drinks i sip all day. still need electrolytes for long range days tho"]],
    says: [/fit no sugar/],
    noProductLike: /cane syrup|dextrose|~\d+ g carbs|carbohydrate \+/i,
  },
);

describeWordingGroups("constraints said indirectly, and words that set none", GROUPS);

describe("money for one purchase", () => {
  it("says which container fits the money, with its price", () => {
    const answer = converse(["got $20, whats the best electrolyte"]);
    expect(answer.text).toMatch(/With \$20\.00 to spend, none of the picks we hold a price for fits: \*\*Catalyte \(Lemon Lime, 30 servings\)\*\* is \$\d+\.\d\d for 30 servings/);
    // With none we hold a price for within the money, the picks with no price on record lead, said so.
    expect(answer.text).toMatch(/We hold no price for any of these picks/);
  });
});

describe("wishes said together that no product keeps", () => {
  it("a firm wish is never bent to name a nearest product", () => {
    const answer = converse(["vegan, low carb and cheap protein?"]);
    expect(opening(answer.text)).toMatch(/None of our certified \*\*Protein & Recovery\*\* picks is vegan/);
    expect(answer.products.map((p) => p.name)).toEqual([]);
  });
});
