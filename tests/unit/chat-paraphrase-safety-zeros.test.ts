import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";

/*
 * Three answers that must not go wrong: caffeine already drunk (named energy drinks, counted a
 * day) before a "what hits hardest" pre; a flyer asking for a pre before a flight; type 1
 * diabetes asking for a drink mix. Several wordings each, none of them a blind set's own.
 */

const understood = (message: string) => understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: [] } }));
const namesCaffeinatedPick = (text: string) => /\d+ mg caffeine\b|Fuse Pre-Workout|Advanced Pre-Workout|PREworkout \(|Klean Pre-Workout/.test(text);

describe("caffeine already drunk is counted before any pre", () => {
  it.each([
    "already drinking 3 Celsius a day. want a pre for lifting, what hits hardest?",
    "i slam 2 celsius a day on shift, whats the strongest pre for legs tonight?",
    "running on 4 monsters a day rn lol. which pre hits hardest?",
  ])("%s", (message) => {
    const answer = converse([message]).text;
    // A brand's can has no figure of ours: it is named as unknown, with the day to set it against.
    expect(opening(answer)).toMatch(/We hold no sourced caffeine figure for (?:3 celsius|2 celsius|4 monsters): the caffeine line on the can's label gives it/);
    expect(opening(answer)).toMatch(/400 mg a day/);
    expect(namesCaffeinatedPick(answer)).toBe(false);
  });
  it("the drinks' \"a day\" asks for a pre, not for a dose", () => {
    expect(understood("already drinking 3 Celsius a day. want a pre for lifting, what hits hardest?").intents).not.toContain("dosing");
    expect(understood("how much caffeine a day is too much?").intent).toBe("dosing");
  });
});

describe("a flyer asking for a pre before a flight: the flight surgeon first, no stimulant pick", () => {
  it.each([
    "im a loadmaster, flying a 0500 mission tmrw, what preworkout keeps me awake",
    "pilot here, early sortie tomorrow, best pre so im sharp?",
    "helo crew chief, 0400 show. need something for energy, what pre do you guys have",
  ])("%s", (message) => {
    const answer = converse([message]).text;
    expect(opening(answer)).toMatch(/No pre-workout from me before a flight\. .*flight surgeon/);
    expect(answer).toMatch(/get to bed early enough/);
    expect(answer).toMatch(/If your flight surgeon has cleared caffeine/);
    expect(answer).not.toMatch(/\/compare\//);
  });
  it("working the flight line without flying gets the everyday limits, not the flight rule", () => {
    expect(converse(["i work the flight line, i don't fly. is my pre ok? do i gotta stop it"]).text).toMatch(/^Working on the flight line is not flight status/);
  });
});

describe("type 1 diabetes: the insulin caution and sugar-free picks, not the metformin text", () => {
  it.each([
    ["im type one diabetic, whats a good hydration mix for summer field training"],
    ["T1D, on a pump. sugary sports drinks spike me. what electrolyte do you have"],
    ["type 1 diabetes here, drill weekend coming up. need an electrolyte that wont mess with my sugars"],
  ])("%s", (message) => {
    const u = understood(message);
    expect(u.conditions).toEqual(["insulin"]);
    expect(u.avoid.map((a) => a.ingredient)).toEqual(["sugar"]);
    const answer = converse([message]).text;
    expect(opening(answer)).toMatch(/^\*\*With type 1 diabetes or insulin:\*\* .*drop your blood sugar/);
    expect(answer).toMatch(/diabetes care team/);
    expect(answer).not.toMatch(/Metformin/);
    expect(answer).not.toMatch(/Mortal Hydration|Catalyte/);
    expect(answer).toMatch(/Sugar-Free/);
  });
  it("type 2 on metformin keeps the metformin caution", () => {
    expect(understood("type 2 diabetic on metformin, what electrolyte").conditions).toEqual(["metformin"]);
  });
  it("a friend's type 1 diabetes is not the person's", () => {
    expect(understood("my buddy is type 1 diabetic, anyway what protein should i get").conditions).toEqual([]);
  });
});
