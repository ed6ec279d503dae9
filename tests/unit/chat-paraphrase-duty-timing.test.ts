import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Duty and timing situations whose answer is what to do, not what to buy: how much to drink in
 * the heat, sleeping by day after nights, the drive home after a night awake, an event morning,
 * and the flight line, which is a place and not flight status. Each group holds differently
 * worded messages; the situation's answer comes first, with its limits, and no product.
 */

const ask = (...turns: string[]) => converse(turns);
const CANNED = /What (?:category interests you|is it for)\?/i;

describe("how much to drink in the heat: the hourly volume, the caps and the heat-illness signs", () => {
  it.each([
    ["how much water should i drink on the range, heat cat 4"],
    ["deploying to kuwait in july, how much water a day do i need"],
    ["can i just chug a gallon of water before a ruck in the heat"],
    ["how many salt tabs should i take when its hot out"],
    ["heat cat 5 all day tomorrow", "how much should i drink per hour"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(opening(answer.text)).toMatch(/1\.5 quarts an hour or 12 quarts a day/);
    expect(answer.text).toMatch(/hyponatremia/);
    expect(answer.text).toMatch(/heat stroke/);
    expect(answer.products).toEqual([]);
    expect(answer.text).not.toMatch(CANNED);
  });

  it("gives the posted category's own hourly volumes", () => {
    expect(opening(ask("how much water should i drink on the range, heat cat 4").text)).toMatch(/heat category 4, the Army table gives ¾ quart an hour for easy work, ¾ for moderate work and 1 for hard work/);
  });
});

describe("sleeping by day after nights: dark, quiet, the caffeine cut-off, melatonin only as the evidence allows", () => {
  it.each([
    ["just switched to night shift, how do i sleep during the day"],
    ["working mids in the motor pool 2200-0600, cant sleep during the day, what helps"],
    ["security forces on nights, barracks are loud af during the day. how do i get any sleep"],
    ["on nights on the flight line 1900-0700", "cant sleep during the day, can i take melatonin?"],
    ["flight line maintainer, I don't fly. can I use melatonin after nights?"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    // Melatonin asked about is answered first; the room and the cut-off follow.
    const first = opening(answer.text);
    expect(first).toMatch(/melatonin/.test(turns.at(-1) ?? "") ? /^Melatonin's evidence is for jet lag/ : /dark[\s\S]*earplugs/);
    expect(answer.text).toMatch(/make the room as dark as you can[\s\S]*earplugs/);
    expect(answer.text).toMatch(/6 hours before that sleep/);
    expect(answer.text).toMatch(/lowest dose right at the bedtime/);
    expect(answer.text).not.toMatch(/flight surgeon/);
    expect(answer.products).toEqual([]);
  });

  it("a crew chief flying nights gets the flight surgeon first, the day-sleep advice, and no melatonin dose", () => {
    const answer = ask("I'm a crew chief, flying nights all week, can I take melatonin");
    expect(opening(answer.text)).toMatch(/^Not without your flight surgeon/);
    expect(answer.text).toMatch(/earplugs/);
    expect(answer.text).not.toMatch(/0\.5 to 5 mg/);
    expect(answer.products).toEqual([]);
  });
});

describe("a drive after a night or a 24-hour duty awake: nap or a ride first, caffeine as a short aid", () => {
  it.each([
    "been up 24 hrs on staff duty, gotta drive 2 hrs home, how much caffeine to stay awake",
    "after 24 hr duty I drive home exhausted, red bull or coffee better?",
    "pulled an all nighter at CQ, driving home after, any tips",
    "off mids in an hour and i got a 45 min commute, how do i not fall asleep at the wheel",
  ])("%s", (message) => {
    const answer = ask(message);
    const first = opening(answer.text);
    expect(first).toMatch(/^Don't drive drowsy/);
    expect(first).toMatch(/15 to 20 minutes/);
    expect(first).toMatch(/get a ride/);
    expect(answer.text).toMatch(/400 mg a day/);
    expect(answer.products).toEqual([]);
  });
});

describe("the morning of a ruck, a PT test or a board: nothing new, caffeine timed to the start", () => {
  it.each([
    ["SP is 0400 for the 12 mile ruck tmrw. what should i eat and drink and when do i take my caffeine", /0300 and 0330/],
    ["what time do i drink coffee before a 0530 pt test", /0430 and 0500/],
    ["ACFT tomorrow morning. what do i take", null],
    ["pt test friday, never tried creatine, should i start it this week?", null],
  ])("%s", (message, window) => {
    const answer = ask(message);
    expect(answer.text).toMatch(/Nothing new on event day/);
    expect(answer.text).toMatch(/30 to 60 minutes before the start/);
    expect(answer.text).toMatch(/400 mg/);
    expect(answer.text).toMatch(/1\.5 quarts an hour/);
    if (window) expect(answer.text).toMatch(window);
    expect(answer.products).toEqual([]);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("a board is not a physical test", () => {
  it("gets nothing new and the caffeine timing, not fuel and fluid for a ruck", () => {
    const answer = ask("promotion board at 0900 tomorrow, what should i take to be sharp");
    expect(answer.text).toMatch(/Nothing new on event day/);
    expect(answer.text).toMatch(/between about 0800 and 0830/);
    expect(answer.text).not.toMatch(/weigh-in|quarts/);
    expect(answer.products).toEqual([]);
  });
});

describe("the flight line is a place, not flight status", () => {
  it("a maintainer asking about their pre-workout is not sent to a flight surgeon", () => {
    const answer = ask("i work on the flight line as a mechanic, do i need to stop my preworkout?");
    expect(opening(answer.text)).toMatch(/^Working on the flight line is not flight status/);
    expect(answer.text).toMatch(/400 mg a day/);
    expect(answer.products).toEqual([]);
  });
  it("a helo pilot still gets the cut-off and the flight surgeon", () => {
    const text = ask("helo pilot, crew rest starts at 2100, when's my last coffee").text;
    expect(opening(text)).toMatch(/1500/);
    expect(text).toMatch(/flight surgeon/);
  });
});

describe("electrolytes on an event morning: water or a sports drink by the effort's length", () => {
  it("ruck in the morning, should i take electrolytes before or after", () => {
    const answer = ask("ruck in the morning, should i take electrolytes before or after");
    expect(opening(answer.text)).toMatch(/^Water is enough for exercise under an hour/);
    expect(answer.text).toMatch(/Nothing new on event day/);
  });
});

describe("caffeine in rations: the items, the gum's figures and the daily count", () => {
  it.each(["do MREs have caffeine in them?", "is there caffeine in the mre gum and how much can i chew", "how much caff is in rations, trying to stay under the limit"])("%s", (message) => {
    const answer = ask(message);
    expect(opening(answer.text)).toMatch(/100 mg a piece/);
    expect(answer.text).toMatch(/400 mg a day/);
    expect(answer.products).toEqual([]);
  });
});

describe("feeling bad in the heat after an electrolyte or a pre: heat illness first, no product", () => {
  it.each([
    ["heat cat 5 today", "i feel lightheaded and my head hurts after drinking my electrolyte"],
    ["had a liquid iv and my pre at pt in the heat and now im shaky and nauseous"],
    ["black flag on the range, drank my electrolyte mix and now im dizzy"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(opening(answer.text)).toMatch(/signs of heat illness/);
    expect(answer.text).toMatch(/heat stroke/);
    expect(answer.text).not.toMatch(/fat burner|blood pressure rechecked/);
    expect(answer.products).toEqual([]);
  });

  it("passing out in the heat still gets the medical check before the next PT", () => {
    const answer = ask("passed out at the range in the heat after my pre, feel fine now");
    expect(answer.text).toMatch(/medical check|heat stroke/);
    expect(answer.products).toEqual([]);
  });
});

describe("will my supplement make me pop: what the lab finds and what to do before the test", () => {
  it.each([
    ["UA next week, will my protein powder make me pop?"],
    ["can i take my pre before a piss test"],
    ["got a UA monday", "will my ashwagandha make me fail it?"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    const first = opening(answer.text);
    expect(first).toMatch(/^What counts is what is in it/);
    expect(first).toMatch(/DoD list/);
    expect(first).toMatch(/lowers the risk/);
    expect(first).toMatch(/lot number/);
    expect(answer.products).toEqual([]);
  });
});

it("creatine before a drug test: not on the DoD list, and the risk is what else is in the tub", () => {
  const first = opening(ask("UA next week, will my creatine make me pop?").text);
  expect(first).toMatch(/not on the DoD Prohibited/);
  expect(first).toMatch(/lowers the risk/);
  expect(first).toMatch(/lot number/);
});

describe("asking for picks is still answered with picks", () => {
  it("recommend a melatonin after nights names certified products", () => {
    expect(ask("on night shift, recommend a melatonin").products.length).toBeGreaterThan(0);
  });
});
