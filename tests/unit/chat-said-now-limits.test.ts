import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse, expectAnswer } from "./chat-conversation";

/*
 * A limit is read from the message's structure (round 11): whom a clause is about, whether it is
 * asserted now, and what the word is doing. Indirect limits (an allergy told by what it does, a
 * clinician's or a command's word, caffeine already had, a form refused, money said as a
 * situation, a religious diet, a carbohydrate cap) hold; the same words in a past that is over,
 * an imagined condition, another person's rule, a product's name or a question set nothing.
 * None of these is a blind set's wording.
 */

const understood = (turns: readonly string[]) =>
  understandRequest(
    chatRequestSchema.parse({
      message: turns.at(-1),
      context: { conversationHistory: turns.slice(0, -1).flatMap((content) => [{ role: "user" as const, content }, { role: "assistant" as const, content: "Noted." }]) },
    }),
  );

/** `unknown`: a drink named as left out of the sum, since we hold no sourced figure for it. */
type Kept = { constraint?: object; avoid?: string; ranking?: string; intakeAtLeast?: number; unknown?: string[] };

const HOLDS: ReadonlyArray<readonly [turns: string[], kept: Kept]> = [
  [["ever since basic anything with lactose turns my stomach into a drum solo. whats a recovery protein"], { constraint: { kind: "diet", diet: "lactose-free" } }],
  [["shellfish and fish put me in the ER as a kid, still carry an epipen. omega 3 options?"], { constraint: { kind: "exclude", ingredient: "fish" } }],
  [["eggs make my throat itch and my lips swell up. need a protein bar"], { constraint: { kind: "exclude", ingredient: "egg" } }],
  [["soy gives me hives every time. which protein is safe"], { constraint: { kind: "exclude", ingredient: "soy" } }],
  [["Flight surgeon grounded me from any stims until my EKG follow up. need something for the gym"], { constraint: { kind: "exclude", ingredient: "caffeine" } }],
  [["my CO banned pre in the motor pool after someone passed out. anything i can still use before PT"], { constraint: { kind: "exclude", ingredient: "caffeine" } }],
  [["4 rip its deep and its only noon, thinking about a c4 before lifting"], { constraint: { kind: "exclude", ingredient: "caffeine" }, unknown: ["4 rip its", "a c4"] }],
  [["I'm a PFC with a kid and rent, every dollar counts. protein powder?"], { ranking: "price" }],
  [["just got out of AIT, first paycheck isnt til the 1st and i have like nothing. need creatine"], { ranking: "price" }],
  [["I keep halal, so no pork gelatin or anything like that. which fish oil capsule"], { avoid: "gelatin" }],
  [["Jewish and keep kosher, need a whey that's OK for that"], { avoid: "gelatin" }],
  [["best electrolytes for the field?", "forgot to mention, i'm muslim so nothing haram"], { avoid: "gelatin" }],
  [["I refuse to put anything that came from an animal in my body. recovery shake?"], { constraint: { kind: "diet", diet: "vegan" } }],
  [["trying to stay under 30g carbs a day, what electrolyte works"], { avoid: "sugar" }],
  [["milk turns me into a biohazard lol. what protein"], { constraint: { kind: "diet", diet: "dairy-free" } }],
  [["swallowing anything bigger than a tic tac is a nightmare for me. magnesium?"], { constraint: { kind: "form", forms: ["powder", "gummy", "chew", "liquid", "spray"] } }],
  [["anything with wheat and I'm doubled over for a day. protein bar ideas?"], { constraint: { kind: "diet", diet: "gluten-free" } }],
  [["need a protein powder", "oh and whey makes my face break out and my gut bloat"], { constraint: { kind: "diet", diet: "dairy-free" } }],
  [["rye bread and pasta leave me doubled over. what pre is safe"], { constraint: { kind: "diet", diet: "gluten-free" } }],
  [["anything cheesy and I'm running to the latrine. protein?"], { constraint: { kind: "diet", diet: "dairy-free" } }],
  [["every time i have a protein shake with milk i'm cramping for the whole formation run. what else can i use"], { constraint: { kind: "diet", diet: "dairy-free" } }],
  [["battalion surgeon put me on a no caffeine profile after my echo. what can i take before the gym"], { constraint: { kind: "exclude", ingredient: "caffeine" } }],
  [["my SFC said anyone caught with stims during the course gets dropped. energy tips for long range days?"], { constraint: { kind: "exclude", ingredient: "caffeine" } }],
  [["had 3 cups of coffee and a celsius already, thinking about a pre at 1400"], { constraint: { kind: "exclude", ingredient: "caffeine" }, intakeAtLeast: 300, unknown: ["a celsius"] }],
  [["living paycheck to paycheck as a spc lol, cheapest electrolyte?"], { ranking: "price" }],
  [["car payment is killing me this month. creatine that won't break me?"], { ranking: "price" }],
  [["practicing muslim here, i only eat halal. is your whey ok"], { avoid: "gelatin" }],
  [["I won't eat anything made from animals, it's a moral thing. protein for bulking?"], { constraint: { kind: "diet", diet: "vegan" } }],
  [["doing 20 grams of carbs a day max for the next month, electrolyte recs"], { avoid: "sugar" }],
  [["tablets get stuck in my throat every single time. need a vitamin D"], { constraint: { kind: "form", forms: ["powder", "gummy", "chew", "liquid", "spray"] } }],
  [["barley and wheat make my stomach cramp like crazy. which pre workout"], { constraint: { kind: "diet", diet: "gluten-free" } }],
  [["my chief put the whole division on no energy drinks or pre after a sailor collapsed. what can i take for a 0500 workout"], { constraint: { kind: "exclude", ingredient: "caffeine" } }],
];

describe("a limit said indirectly, of the person, now, holds", () => {
  it.each(HOLDS.map(([turns, kept]) => [turns.join(" / "), turns, kept] as const))("%s", (_label, turns, kept) => {
    const u = understood(turns);
    if (kept.constraint) expect(u.constraints).toContainEqual(kept.constraint);
    if (kept.avoid) expect(u.avoid.map((a) => a.ingredient)).toContain(kept.avoid);
    if (kept.ranking) expect(u.ranking).toBe(kept.ranking);
    if (kept.intakeAtLeast) expect(u.situation.intake?.low ?? 0).toBeGreaterThanOrEqual(kept.intakeAtLeast);
    if (kept.unknown) expect(u.situation.intake?.unknown?.map((d) => d.name)).toEqual(kept.unknown);
  });
});

const SETS_NOTHING: ReadonlyArray<readonly [family: string, turns: string[]]> = [
  ["others", ["my roommate can't have dairy so our fridge is all oat milk lol. which whey should i grab"]],
  ["others", ["my wife is keto and keeps hiding the carbs. what pre would you recommend for me"]],
  ["others", ["the PA told my buddy to stop caffeine, not me. what pre is best"]],
  ["others", ["my mom's diabetic so i grew up with sugar free everything. what electrolyte"]],
  ["others", ["my kid has a peanut allergy so I carry an epipen for him. what protein bar for me"]],
  ["others", ["best protein?", "my buddy said whey gives you gas but i've never had a problem"]],
  ["past", ["used to be lactose intolerant in middle school, totally fine now. whey isolate recs?"]],
  ["past", ["had a milk allergy as a baby according to my mom, drink milk daily now. whey?"]],
  ["past", ["my old unit banned energy drinks in the motor pool but new unit doesn't care. pre recs?"]],
  ["past", ["back in Afghanistan we couldn't get anything but rip its and the chow hall had no milk. now stateside, what pre and what whey"]],
  ["imagined", ["if i had celiac could i take your protein? i don't, just wondering. what protein do you have"]],
  ["asked", ["is it true the army bans pre workout? i see guys take it all the time. what's a good one"]],
  ["asked", ["should I go keto for my tape test? what do you think. also what electrolyte"]],
  ["asked", ["do pills of fish oil work as good as the liquid? want omega 3"]],
  ["negated", ["I'm not allergic to anything, eat whatever. need protein"]],
  ["negated", ["I'm not vegan but I like plant protein sometimes. whey or plant for bulking?"]],
  ["negated", ["i'd never give up cheese lol. what protein"]],
  ["negated", ["told my CO i'd quit dip, not caffeine lol. best pre for morning PT"]],
  ["cleared", ["my doc said i'm fine to take caffeine, just keep it under 400. best pre"]],
  ["cleared", ["doc cleared me to go back on pre after my bloodwork came back fine. what's good"]],
  ["ability", ["swallowing pills is easy for me, i take like 6 a day. need a fish oil"]],
  ["name", ["is kosher salt better than regular salt for cramps? also what electrolyte"]],
  ["name", ["Dr Pepper is my go-to afternoon drink. what pre workout you got"]],
  ["name", ["Monster Ultra Zero is my morning. best creatine?"]],
  ["name", ["halal cart outside the gate is my favorite lunch lol. what creatine"]],
  ["name", ["the Vegan Tacos place off post is fire. anyway best whey"]],
  ["product", ["gluten-free Cheerios are just cheerios lol. best multi"]],
  ["idiom", ["chaplain said to lay off the negativity lol. anyway what pre for morning pt"]],
  ["money", ["E-7 so money isnt a problem, what's the best certified protein"]],
  ["opinion", ["caffeine doesn't even work on me anymore lol. strongest pre?"]],
  ["others", ["my husband is gluten free and i cook for him, what multi should i take"]],
  ["others", ["our gunny got grounded from stims lol, not me. pre workout?"]],
  ["past", ["when i was a kid eggs made me break out but i eat them every day now. protein?"]],
  ["past", ["at my last duty station the CSM banned energy drinks, here nobody cares. best pre"]],
  ["past", ["growing up we were dirt poor but I'm an E-6 now. best pre workout, price doesn't matter"]],
  ["asked", ["would a vegan protein taste worse than whey? not vegan btw. what do you carry"]],
  ["imagined", ["if i was diabetic would electrolytes be bad? im not. best electrolyte"]],
  ["negated", ["i never had a problem with whey. best isolate"]],
  ["cleared", ["my PA said i'm good to keep drinking coffee. need a pre for night shift"]],
  ["name", ["my sister's kosher wedding is next month lol. need a pre for the gym"]],
  ["name", ["dairy queen after the ruck is tradition. best protein powder"]],
  ["opinion", ["the low carb MRE is trash. anyway whats a good electrolyte"]],
];

describe("the same words not asserted of the person now set nothing", () => {
  it.each(SETS_NOTHING.map(([family, turns]) => [`${family}: ${turns.join(" / ")}`, turns] as const))("%s", (_label, turns) => {
    const u = understood(turns);
    expect(u.constraints).toEqual([]);
    expect(u.avoid.map((a) => a.ingredient)).toEqual([]);
    expect(u.conditions).toEqual([]);
    // No price order from these words; only "strongest" orders anything.
    expect(u.ranking).toBe(/\bstrongest\b/.test(turns.at(-1) ?? "") ? "caffeine-high" : null);
    expect(u.situation.toldToCut).toBe(false);
  });
});

describe("what the person reads", () => {
  it("an allergy told as a standing fact gets picks without it, not an emergency", () => {
    for (const turns of [["eggs make my throat itch and my lips swell up. need a protein bar"], ["soy gives me hives every time. which protein is safe"]]) {
      expectAnswer(converse(turns), { says: [/picks that fit no (?:egg|soy)/], never: [/Call 911/, /I won't suggest a product/] });
    }
  });
  it("a fish allergy kept alive by an epipen gets no fish oil", () => {
    expectAnswer(converse(["shellfish and fish put me in the ER as a kid, still carry an epipen. omega 3 options?"]), { says: [/algal/i], noProductLike: /fish oil|\bfish\b/i });
  });
  it("someone else's collapse behind a unit's ban brings no care answer, only stim-free picks", () => {
    expectAnswer(converse(["my CO banned pre in the motor pool after someone passed out. anything i can still use before PT"]), { says: [/Stim-free/], noStimulants: true, never: [/Passing out or nearly passing out/, /I won't suggest a product/] });
  });
  it("halal or kosher: no certification held is said plainly, picks kept", () => {
    expectAnswer(converse(["Jewish and keep kosher, need a whey that's OK for that"]), { says: [/For kosher: the label data we hold records no kosher certification/, /Whey Protein Isolate/] });
    expectAnswer(converse(["best electrolytes for the field?", "forgot to mention, i'm muslim so nothing haram"]), { says: [/For halal:/, /1\. \*\*/] });
  });
  it("a place or a salt named halal or kosher brings no such line", () => {
    for (const turns of [["halal cart outside the gate is my favorite lunch lol. what creatine"], ["is kosher salt better than regular salt for cramps? also what electrolyte"]]) {
      expectAnswer(converse(turns), { says: [], never: [/For (?:halal|kosher):/] });
    }
  });
  it("'something I can pop' asks for a pill, not about a drug test", () => {
    expectAnswer(converse(["can't stand chalky powders, just want something i can pop. creatine?"]), { says: [/capsules, tablets or softgels/], never: /won't get you in trouble/ });
  });
  it("an insulin pump is no pre-workout pump", () => {
    expectAnswer(converse(["type 1 diabetic, pump and all. need an electrolyte that won't spike me"]), { says: [/Sugar-Free/], noProductLike: /\bpump\b/i });
  });
  it("an old unit's ban and a past deployment's drinks leave the full picks", () => {
    expectAnswer(converse(["my old unit banned energy drinks in the motor pool but new unit doesn't care. pre recs?"]), { says: [/1\. \*\*/], never: [/fit no caffeine/, /A stimulant ban covers caffeine/] });
    expectAnswer(converse(["back in Afghanistan we couldn't get anything but rip its and the chow hall had no milk. now stateside, what pre and what whey"]), { says: [/1\. \*\*/], never: [/a can with a pre is too much/, /dairy-free/] });
  });
});
