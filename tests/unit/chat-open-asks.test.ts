import { describe, expect, it } from "vitest";
import { converse } from "./chat-conversation";

/*
 * Open requests that say something (an age, a unit told to take "something", a family group
 * buying, "best one?", "help with energy") get one question about what was said, with choices,
 * never the generic menu and never products.
 */

const CANNED = /What category interests you|What is it for\?|^For focus and alertness the usual tool is caffeine/;

function asksBack(turns: string[], about: RegExp) {
  const answer = converse(turns);
  expect(answer.text).not.toMatch(CANNED);
  expect(answer.text).toMatch(/\?/);
  expect(answer.text).toMatch(about);
  expect(answer.text).not.toMatch(/\]\(\/compare\//);
  return answer.text;
}

describe("an age with no goal", () => {
  it.each([["whats good for a 19 yo"], ["what should a 22 year old take"], ["im 18 just enlisted, what supplements"]])("%s", (message) => {
    const text = asksBack([message], /depends on what it's for, not on the age/);
    expect(text).toMatch(/energy for PT, recovery and muscle, sleep, hydration/);
  });
});

describe("energy asked for with nothing about why", () => {
  it.each([["help with energy"], ["need energy"], ["always tired, any help"], ["i need more energy"]])("%s", (message) => {
    const text = asksBack([message], /short or broken sleep/);
    expect(text).toMatch(/sick call or your provider/);
    expect(text).not.toMatch(/\b\d+ mg\b/);
  });
  it("energy with a time and a use still gets the caffeine answer", () => {
    expect(converse(["need energy for 0500 PT tomorrow"]).text).not.toMatch(/short or broken sleep/);
  });
});

describe("a leader wanting the whole unit on something", () => {
  it.each([
    ["hey", "my SGM wants us all on something idk"],
    ["my platoon sergeant wants the whole platoon on something"],
    ["our 1SG says everyone needs to be taking something, no idea what"],
    ["im a squad leader what should my guys take"],
  ])("%s", (...turns) => {
    asksBack(turns.filter(Boolean), /no one supplement .*(?:unit|team|everyone) needs/);
  });
  it("names the leader who asked", () => {
    expect(converse(["hey", "my SGM wants us all on something idk"]).text).toMatch(/your SGM/);
  });
});

describe("a family group buying for soldiers", () => {
  it.each([["I'm the FRG lead. What should I tell the spouses to buy for their soldiers?"], ["what should our spouses group send the soldiers in care packages"]])("%s", (message) => {
    const text = asksBack([message], /What do the soldiers need most/);
    expect(text).toMatch(/NSF Certified for Sport or Informed Sport/);
  });
});

describe("best with nothing named", () => {
  it.each([["best one?"], ["whats the best"], ["top pick?"]])("%s", (message) => {
    asksBack([message], /Best in which line: pre-workout, protein/);
  });
});

describe("a product named in quotes or capitals that we can't identify", () => {
  it.each([
    ["anyone heard of 'Blackout Reaper X'? bro brought it back from thailand", "blackout reaper x"],
    ["anyone heard of Black Widow Venom? guy at the gym sells it", "black widow venom"],
    ['anyone know if "Red Dawn" is legit', "red dawn"],
  ])("%s", (message, name) => {
    const text = converse([message]).text;
    expect(text).toMatch(new RegExp(`^\\*\\*I can't vouch for "${name}"`));
    expect(text).not.toMatch(CANNED);
    expect(text).not.toMatch(/\]\(\/compare\//);
  });
  it("a catalogue product in capitals is not an unknown name", () => {
    expect(converse(['you guys carry "Whey Protein Isolate"?']).text).not.toMatch(/I can't vouch/);
  });
});

describe("buying for one service member with nothing named", () => {
  it.each([["buying for my husband hes deployed, what should i send"], ["my boyfriend is in the field for a month, what can i send him"]])("%s", (message) => {
    const text = asksBack([message], /What do they need most where they are/);
    expect(text).toMatch(/Ask them first whether they get drug-tested/);
    expect(text).not.toMatch(/will you be drug-tested/);
  });
  it("a trainee in basic training: the unit's rules are the answer, not a question", () => {
    const text = converse(["what should i put in a care package for my son at basic"]).text;
    expect(text).toMatch(/set by their training unit/);
    expect(text).not.toMatch(/What do they need most/);
  });
  it("a product named for them is answered, not asked back", () => {
    expect(converse(["what protein should i send my husband, hes deployed"]).text).not.toMatch(/What do they need most/);
  });
});
