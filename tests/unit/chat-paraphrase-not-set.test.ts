import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";

/*
 * Constraints nobody set: a group's diet, a spouse's nursing said with "she's", a preference
 * named only to be disowned, powders welcomed beside a "no", a pot of coffee read as POTS. And
 * a drug test said inside a "don't want" still brings its note. Wordings of our own.
 */

const understood = (message: string, earlier: string[] = []) =>
  understandRequest(
    chatRequestSchema.parse({ message, context: { conversationHistory: earlier.flatMap((content) => [{ role: "user", content }, { role: "assistant", content: "Noted." }]) } }),
  );

describe("a group's diet is not the person's", () => {
  it.each([
    "half my section is dairy free now lol. anyway whats a good protein, i'll eat whatever",
    "everybody's vegan in my shop these days, i just need a protein that works",
    "like suddenly everyone is gluten free. what creatine should i get",
    "most of my squad went keto, i just want a decent electrolyte",
  ])("%s", (message) => {
    expect(understood(message).constraints).toEqual([]);
  });
  it("the speaker in the group still counts", () => {
    expect(understood("my squad and i went vegan, need a protein").constraints).toContainEqual({ kind: "diet", diet: "vegan" });
  });
});

describe("a spouse's nursing said with she's is hers", () => {
  it.each([
    ["yeah she's breastfeeding, but the creatine is just for me"],
    ["ok shes nursing still, i'm the one who needs the pre"],
  ])("%s", (message) => {
    expect(understood(message).conditions).toEqual([]);
  });
  it("across turns, the husband gets his picks", () => {
    const answer = converse(["wife's off dairy for the baby. need a protein for myself", "she's breastfeeding yeah, but this is for me, i deploy in the spring"]).text;
    expect(answer).not.toMatch(/With breastfeeding|OB, midwife/);
    expect(answer).toMatch(/\/compare\//);
  });
});

describe("a preference disowned sets nothing; wanting the kick is a stim preference", () => {
  it.each([
    "im not one of those stim free guys, give me a pre that kicks",
    "not one of those no-caffeine people. i want the buzz. best pre?",
  ])("%s", (message) => {
    const u = understood(message);
    expect(u.constraints).toEqual([]);
    expect(u.stimulantPreference).toBe("stim");
  });
  it("a drug test inside a don't-want still brings the certification note", () => {
    const answer = converse(["I want the kick, I just don't want to pop on a UA. what pre?"]).text;
    expect(answer).toMatch(/certification lowers the risk rather than removing it/);
    expect(answer).toMatch(/\d+ mg caffeine/);
  });
});

describe("powders welcomed beside a no", () => {
  it.each([
    "no resupply out there, i can bring powders in my ruck. what electrolyte?",
    "no PX for 3 weeks, powders are fine though, what hydration should i pack",
  ])("%s", (message) => {
    expect(understood(message).constraints).toEqual([]);
  });
  it("powders refused still ask for pills", () => {
    expect(understood("no powders, no shaker in the field. what electrolyte?").constraints).toContainEqual({ kind: "form", forms: ["capsule", "tablet", "softgel"] });
  });
});

describe("a pot of coffee is caffeine, not a heart condition", () => {
  it.each([
    "drinking a pot of coffee before the drive home friday, anything better?",
    "i go through pots of coffee on duty, what pre is low caffeine",
  ])("%s", (message) => {
    expect(understood(message).conditions).toEqual([]);
  });
  it("POTS named as a diagnosis still is one", () => {
    expect(understood("diagnosed with pots last year, can i take a pre").conditions).toEqual(["heart"]);
  });
  it("a pot of coffee for a long drive gets the count and the drowsy-driving advice", () => {
    const answer = converse([
      "i work 12 hr days then drive 5 hrs to drill friday night. what keeps me going?",
      "already drinking a pot of coffee just for the drive",
    ]).text;
    expect(opening(answer)).toMatch(/^A pot of coffee a day is about 400 mg/);
    // The drowsy-driving advice was the first answer's; the second does not say it again.
    expect(converse(["i work 12 hr days then drive 5 hrs to drill friday night. what keeps me going?"]).text).toMatch(/pull off and rest/);
    expect(answer).not.toMatch(/pull off and rest/);
    expect(answer).not.toMatch(/heart condition|cardiologist/);
  });
});

describe("a clinician's finding is not a question about their own supplements or a reaction", () => {
  it.each([
    "my flight physical showed low vitamin d, doc said take some. which one is certified?",
    "at my flight physical the doc told me my iron is low. what iron do you have",
  ])("%s", (message) => {
    expect(converse([message]).text).not.toMatch(/^Don't hide anything/);
  });
  it("the vegan omega-3 after a flight physical gets the algal pick", () => {
    const answer = converse(["vegan for years, no fish. flight physical doc said im low on omega 3s, any non fish oil option?"]).text;
    expect(answer).toMatch(/Vegan Omega-3 \(algal\)/);
    expect(answer).not.toMatch(/fish oil\*\*/i);
  });
  it.each([
    "PA said my BP was high at my physical and told me to knock off the energy drinks. need something for morning PT",
    "doc at sick call said my blood pressure was high, told me to quit preworkout. anything else for energy?",
  ])("%s", (message) => {
    const u = understood(message);
    expect(u.intents.includes("urgent")).toBe(false);
    expect(u.constraints).toContainEqual({ kind: "exclude", ingredient: "caffeine" });
    const answer = converse([message]).text;
    expect(answer).not.toMatch(/Stop the product/);
    expect(answer).toMatch(/told to cut back/);
  });
  it("a knock-off question is still one", () => {
    expect(converse(["is my tub a knockoff? how do i tell"]).text).toMatch(/check the listing, not the label/);
  });
});

describe("a loud barracks at night is not day sleep after nights", () => {
  it.each([
    "roommate games til 2am every night and its so loud, how do i get some sleep",
    "its loud af in my barracks at night, how do i actually sleep",
  ])("%s", (message) => {
    const answer = converse([message]).text;
    expect(opening(answer)).toMatch(/^Against a loud barracks, block the noise first: earplugs/);
    expect(answer).not.toMatch(/after nights|shift/);
  });
  it("day sleep after nights keeps its answer", () => {
    expect(opening(converse(["work nights, barracks loud during the day, how do i sleep"]).text)).toMatch(/^To sleep by day after nights/);
  });
});

describe("an unknown product taken before a drug test: stop it and check its label", () => {
  it.each([
    ["UA friday. been taking some pre from a gas station, no idea what brand. am i good?"],
    ["took a fat burner my roommate left, dont know the name, and we have a piss test tomorrow"],
  ])("%s", (message) => {
    const answer = converse([message]).text;
    expect(answer).toMatch(/Stop taking it until you know what is in it, and check every ingredient on its label against the \[current DoD list on OPSS\]/);
    expect(answer).not.toMatch(/\/compare\//);
  });
});

describe("melatonin to sleep early before an event", () => {
  it.each([
    ["acft is at 0500 tomorrow, thinking melatonin at 2000 to crash early. good idea?", "the test"],
    ["we step off at 0200 for a 15 mile ruck, can i pop melatonin at 1800 so i actually sleep", "the ruck"],
  ])("%s", (message, event) => {
    const answer = converse([message]).text;
    expect(opening(answer)).toMatch(/^Melatonin won't knock you out on command: .*0\.5 to 5 mg/);
    expect(answer).toContain(`Don't make the night before ${event} your first try`);
    expect(answer).not.toMatch(/\/compare\//);
  });
});

describe("the last caffeine before day sleep comes with the day's total and the room", () => {
  it.each([
    ["working mids 2200-0600, rack by 0700. whats the latest i can have a monster?", "0100"],
    ["nights at the gate 1800-0600, i sleep at 0730. cutoff for coffee?", "0130"],
  ])("%s", (message, cutoff) => {
    const answer = converse([message]).text;
    expect(opening(answer)).toMatch(new RegExp(`^Your last caffeine is \\*\\*${cutoff}\\*\\*`));
    expect(answer).toMatch(/400 mg as the total for the whole day or shift/);
    expect(answer).toMatch(/For the day sleep itself: a dark room .* earplugs or a fan/);
  });
});
