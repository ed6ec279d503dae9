import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Times, duties and events said in the message, answered for what was said: the caffeine cut-off
 * counted back from the sleep or rest time given, the start window from the start time given,
 * the drive after a long duty, a first-ever product on a test or selection day, studying for a
 * board or a school, cramps or a past heat problem in the heat, and packing for a deployment.
 * Times are written every way people write them; a good answer says the time back.
 */

const ask = (...turns: string[]) => converse(turns);
const CANNED = /What (?:category interests you|is it for)\?|what are you training for/i;

/** A clock time as people write it: 1300, 13:00, 1:00 pm, 1pm. */
function at(hour: number, minute = 0): RegExp {
  const hh = String(hour).padStart(2, "0");
  const mm = String(minute).padStart(2, "0");
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? "a\\.?m" : "p\\.?m";
  const short = minute === 0 ? `|\\b${twelve}\\s?${half}` : "";
  return new RegExp(`\\b${hh}:?${mm}\\b|\\b${twelve}:${mm}\\s?${half}${short}`, "i");
}

describe("the caffeine cut-off counted back from the sleep or rest time said", () => {
  it.each([
    ["got crew rest at 1900, when's my last coffee", at(13)],
    ["flying out at 2200 tonight and want to sleep on the plane, when should i cut off the monsters", at(16)],
    ["on mids, i go to sleep around 0300 after shift. when do i stop drinking coffee", at(21)],
    ["going to bed around 10pm, last energy drink by when?", at(16)],
    ["lights out is 22:00 at AIT, whats the latest i can have a c4", at(16)],
    ["i usually crash at 2330, is a pre at 1700 too late?", at(17, 30)],
    ["staff duty ends 0800 and ill be asleep by 0900, when should i stop the caffeine", at(3)],
    ["crew rest starts 1900, can i still have a rip it at 1500", at(13)],
    ["after chow i'm in the rack by 2000, when's the cutoff for coffee", at(14)],
  ])("%s", (message, cutoff) => {
    const answer = ask(message);
    expect(answer.text).toMatch(cutoff);
    expect(answer.text).toMatch(/6 hours/);
    expect(answer.text).not.toMatch(CANNED);
    expect(answer.products).toEqual([]);
  });

  it("no time said: the rule, and no made-up night shift or bedtime", () => {
    const answer = ask("how long before bed should i stop caffeine");
    expect(answer.text).toMatch(/6 hours/);
    expect(answer.text).not.toMatch(/night shift|after nights|0600 to 1100/i);
  });

  it("a crew rest time with a can asked about: the flight surgeon too", () => {
    const text = ask("blackhawk crew chief, crew rest at 1900, is a bang at noon ok").text;
    expect(text).toMatch(at(13));
    expect(text).toMatch(/flight surgeon/);
  });
});

describe("the start window counted from the start time said", () => {
  it.each([
    ["PT test at 0630, when should i take my caffeine", at(5, 30), at(6)],
    ["ACFT at 6:30am tmrw, when do i drink my c4", at(5, 30), at(6)],
    ["lifting at 1700 after work, what time do i take my preworkout", at(16), at(16, 30)],
    ["ruck steps off at 0400, when should i have my coffee", at(3), at(3, 30)],
    ["board at 9am, when do i have my coffee so im sharp", at(8), at(8, 30)],
  ])("%s", (message, from, to) => {
    const answer = ask(message);
    expect(answer.text).toMatch(from);
    expect(answer.text).toMatch(to);
    expect(answer.text).toMatch(/30 to 60 minutes/);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("a long duty followed by a drive: drowsy driving, and caffeine does not replace sleep", () => {
  it.each([
    ["24 on CQ then i gotta drive 3 hrs to see my girl, what energy drink keeps me up"],
    ["pulling 24hr staff duty friday and driving to the lake after, best pre to stay awake?"],
    ["coming off a 36 hour field problem and got to drive back to post, is coffee enough"],
    ["mids all week, drive home at 0700 after, how much caffeine so i dont nod off"],
    ["just got off a 24 hour duty", "gonna drive to my parents after, 4 hrs, what should i drink to stay awake"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(answer.text).toMatch(/drows/i);
    expect(answer.text).toMatch(/not a replacement for sleep|does(?:n't| not) replace sleep/i);
    expect(answer.text).toMatch(/nap/);
    expect(answer.text).toMatch(/ride/);
    expect(opening(answer.text)).not.toMatch(/dark|earplugs/);
    expect(answer.products).toEqual([]);
  });
});

describe("a first-ever product on a test, board, selection or event day: nothing new", () => {
  it.each([
    ["never taken preworkout before, thinking of trying some before my ACFT tomorrow, which one?"],
    ["gonna try my buddys c4 for the first time on day 1 of selection, good idea?"],
    ["bought some energy chews ive never used, gonna try them on the 12 miler for EIB"],
    ["board is tomorrow at 0900, should i try a nootropic for the first time to be sharp"],
    ["best pre workout for strength?", "cool, gonna take it for the first time before my pt test monday"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(answer.text).toMatch(/nothing new/i);
    expect(answer.text).toMatch(/in training/);
    expect(answer.products).toEqual([]);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("a board, school or selection asking about focus or studying: sleep, caffeine timing, nootropics", () => {
  it.each([
    ["got a promotion board next week, how do i stay focused while studying"],
    ["in BLC and need to stay sharp for the exams, any supplement for focus?"],
    ["studying for my E-6 board every night after work, what helps me focus"],
    ["is alpha brain ok to take for studying for the board"],
    ["warrant officer school coming up, lots of academics. anything for focus and memory?"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(answer.text).toMatch(/sleep/i);
    expect(answer.text).toMatch(/caffeine/i);
    expect(answer.text).toMatch(/nootropic/i);
    expect(answer.text).not.toMatch(/strength or endurance|endurance or strength/i);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("cramps or a past heat problem in the heat, the field or a ruck: signs, a drinking plan, packets first", () => {
  it.each([
    ["i keep cramping up on every ruck in the heat, what electrolytes should i take"],
    ["had heat exhaustion last summer at JRTC, going to the field again in august, what should I bring"],
    ["field exercise next week, 100 degrees out, my legs cramp every time. how do i stop it"],
    ["cramps every single time we do a long ruck in the summer, been like this for months"],
    ["went down for heat last year on a ruck", "we have another 12 miler in july, any electrolytes you recommend?"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(answer.text).toMatch(/heat (?:exhaustion|stroke)/i);
    expect(answer.text).toMatch(/quarts? an hour/);
    expect(answer.text).toMatch(/single-serve|packets?|sticks?/i);
    expect(answer.text).toMatch(/sick call|PCM|medic|provider/i);
    expect(answer.text).not.toMatch(CANNED);
  });
});

describe("packing for a deployment: a practical list, not a question back", () => {
  it.each([
    ["deploying in 3 weeks, what supps should i pack"],
    ["heading downrange for 9 months, what should i bring supplement wise"],
    ["deploying to poland in the spring, what should I pack for supplements, can i just buy them there?"],
    ["what should i pack for a deployment, can my wife mail me protein"],
    ["going to the sandbox this summer, packing list for supplements?"],
  ])("%s", (...turns) => {
    const answer = ask(...turns);
    expect(answer.text).toMatch(/single-serve|packets?|sticks?/i);
    expect(answer.text).toMatch(/mail|ship/i);
    expect(answer.text).toMatch(/overseas|abroad|local|exchange|downrange/i);
    expect(answer.text).not.toMatch(CANNED);
  });
});
