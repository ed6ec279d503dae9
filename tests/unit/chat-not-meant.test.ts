import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse } from "./chat-conversation";

/*
 * Words that must not set a constraint set nothing: sarcasm, a past that is over, other people,
 * idioms and places, brand names, opinions, hypotheticals and negations. Each message's answer
 * keeps the full picks and brings no condition's caution; real first-person statements beside
 * them still set their constraint. None of these is a blind set's wording.
 */

const understood = (turns: readonly string[]) =>
  understandRequest(
    chatRequestSchema.parse({
      message: turns.at(-1),
      context: { conversationHistory: turns.slice(0, -1).flatMap((content) => [{ role: "user" as const, content }, { role: "assistant" as const, content: "Noted." }]) },
    }),
  );

const NOT_MEANT: ReadonlyArray<readonly [family: string, turns: string[]]> = [
  ["sarcasm", ["caffeine free, said no soldier ever. what pre hits hardest"]],
  ["sarcasm", ["yeah right, sugar free lol. best energy drink for a ruck?"]],
  ["sarcasm", ["stim free? in this economy? lol give me a pre for 0500 pt"]],
  ["sarcasm", ["dairy free my ass, i eat cheese every day. best protein powder?"]],
  ["sarcasm", ["gluten free? yeah right. whats a good creatine"]],
  ["joke", ["lol my gut is lactose intolerant to PT, anyway what protein"]],
  ["joke", ["im allergic to running lol. best pre for ruck"]],
  ["past", ["I breastfed my first, that was 5 years ago. need a multivitamin"]],
  ["past", ["was vegan in college, now i eat everything. best protein?"]],
  ["past", ["used to be keto, gave it up. what electrolyte should i get"]],
  ["past", ["i was pregnant last year, baby is 9 months now and weaned. good pre workout?"]],
  ["past", ["went gluten free for like 2 months back in 2022, didnt help. whats a good creatine"]],
  ["past", ["tried vegan for lent one year, never again. best protein?"]],
  ["past", ["did dairy free growing up cuz my mom thought i was allergic. best whey?"]],
  ["others", ["my roommate is gluten free. whats a good protein bar for me"]],
  ["others", ["wife's dairy free but i'm not, best whey?"]],
  ["others", ["my squad's on a no-stim kick but I'm not. pre recommendation"]],
  ["others", ["buddy went vegan and wont shut up about it. anyway best protein for cutting"]],
  ["others", ["my ex was celiac lol. anyway creatine or protein first?"]],
  ["place", ["the DFAC is a dairy-free zone apparently, cant even get milk. what protein powder should i buy"]],
  ["idiom", ["my wallet is on a diet this month lol. cheap creatine?"]],
  ["brand", ["sugar-free Red Bull is my personality. whats a good pre"]],
  ["brand", ["i drink Coke Zero all day, is that bad? what electrolyte is good"]],
  ["opinion", ["keto is a fad. best carbs for a long ruck?"]],
  ["opinion", ["vegan protein is mid imo. best whey isolate?"]],
  ["opinion", ["gluten free stuff is overpriced garbage. creatine recs?"]],
  ["hypothetical", ["if i went keto would electrolytes matter more? asking before i decide"]],
  ["negation", ["not doing keto, just want a good pre workout"]],
  ["negation", ["no caffeine after 1400? nah. give me the strongest pre"]],
  ["two turns", ["whats a good protein powder", "my roommate's vegan btw but it's for me"]],
  ["two turns", ["best pre workout for morning PT", "my wife says i should go caffeine free, not happening"]],
  ["two turns", ["need electrolytes for the field", "i used to do keto but not anymore"]],
  ["two turns", ["multivitamin recs", "was pregnant in 2023, all done now"]],
  ["two turns", ["best protein?", "dairy free? said nobody in my platoon ever. whey is fine"]],
  ["two turns", ["what pre should i get", "my whole section went stim free for the PT test but im not"]],
  ["brand", ["i only drink Liquid Death in the field, best electrolyte?"]],
  ["brand", ["got a Zero Water filter in my room, do i even need electrolytes"]],
  ["brand", ["sugar free gum is my vice. best energy drink thats certified"]],
  ["hypothetical", ["say i went vegan next year, would creatine still work"]],
  ["negation", ["no keto for me, whats a good carb drink for rucks"]],
  ["negation", ["i'd rather die than go vegan lol. protein?"]],
  ["negation", ["i could never be vegan. best protein for bulking"]],
  ["opinion", ["gluten free pizza at the px is fire lol. anyway pre recs"]],
  ["others", ["caffeine free diet coke is all my mom drinks. pre recs"]],
  ["others", ["everyone in my shop is doing dry january and sugar free, i'm just here for creatine"]],
  ["sarcasm", ["vegan? bro i eat brisket for breakfast. best whey"]],
  ["sarcasm", ["keto? in the field? lmao. what should i eat before a ruck"]],
  ["past", ["was nursing till march, done now. is a pre ok again?"]],
  ["two turns", ["I'm vegan", "jk lol i eat steak daily. best whey"]],
  ["condition idiom", ["ate so much at the dfac i look pregnant lol. best protein for cutting"]],
  ["condition idiom", ["these donuts are gonna make me diabetic lol. best pre for pt"]],
  ["condition idiom", ["my wife is nursing a grudge lol. pre workout recs"]],
  ["condition idiom", ["nursing a hangover rn, electrolytes?"]],
  ["past", ["when i was pregnant i took a prenatal, now that im done nursing what multi should i take"]],
  ["past", ["i was on the keto diet for 2 years till last summer. creatine?"]],
  ["past", ["used to be lactose intolerant as a kid but grew out of it. whey ok?"]],
  ["others", ["my roommate said i should go gluten free, i think hes nuts. best creatine"]],
  ["hypothetical", ["if i cut out dairy would i still hit my protein? i drink milk daily rn"]],
  ["hypothetical", ["say i stopped eating gluten, would creatine still work"]],
  ["hypothetical", ["thinking about going vegan but not yet. best protein for now"]],
  ["negation", ["im not pregnant, my wife is. can i take creatine"]],
];

describe("words not meant as a constraint set nothing", () => {
  it.each(NOT_MEANT.map(([family, turns]) => [`${family}: ${turns.join(" / ")}`, turns] as const))("%s", (_label, turns) => {
    const u = understood(turns);
    expect(u.constraints).toEqual([]);
    expect(u.conditions).toEqual([]);
    expect(u.avoid.map((a) => a.ingredient)).toEqual([]);
    const answer = converse(turns);
    expect(answer.text).not.toMatch(/\bWith (?:pregnancy|breastfeeding)\b|\bthat fit (?:no caffeine|vegan|dairy-free|gluten-free)\b|\bis vegan\b/);
  });
});

describe("said by the person about themselves now, it still holds", () => {
  it.each([
    [["I'm vegan. best protein powder?"], { kind: "diet", diet: "vegan" }],
    [["milk wrecks me. best protein?"], { kind: "diet", diet: "dairy-free" }],
    [["I'm gluten free, creatine?"], { kind: "diet", diet: "gluten-free" }],
    [["no caffeine for me, pre workout recs"], { kind: "exclude", ingredient: "caffeine" }],
    [["my buddy drinks monsters all day but i'm off caffeine, pre recs?"], { kind: "exclude", ingredient: "caffeine" }],
    [["was vegan in college and went back to it last month. protein?"], { kind: "diet", diet: "vegan" }],
    [["no caffeine, funny enough it helped my sleep. pre recs?"], { kind: "exclude", ingredient: "caffeine" }],
    [["im lactose intolerant lol, best protein"], { kind: "diet", diet: "lactose-free" }],
    [["I'm vegan lol, protein?"], { kind: "diet", diet: "vegan" }],
  ] as const)("%s", (turns, constraint) => {
    expect(understood(turns).constraints).toContainEqual(constraint);
  });
  it.each([
    [["im breastfeeding, is a pre ok"], "breastfeeding"],
    [["just found out i was pregnant, can i keep taking creatine"], "pregnancy"],
    [["nursing my 4 month old, is a pre ok"], "breastfeeding"],
    [["i'm nursing and dead tired, what helps with energy"], "breastfeeding"],
    [["I'm diabetic, whats a safe pre"], "metformin"],
    [["i was pregnant with my first in 2022 and now im pregnant again, multivitamin?"], "pregnancy"],
  ] as const)("%s", (turns, condition) => {
    expect(understood(turns).conditions).toContain(condition);
  });
});
