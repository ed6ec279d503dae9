import { describe, expect, it } from "vitest";
import { withoutOver } from "~/domain/chat/said-when";

/** What is left of each message once the clauses told as over are blanked (spaces squeezed, bare joining words and stops dropped). */
const left = (text: string): string =>
  withoutOver(text)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:and|but|\.)\s*)+/, "")
    .trim();

describe("when each clause is said of", () => {
  it.each([
    ["last year i took a 300mg pre before PT and my heart was pounding and i got the shakes. want to try a pre again", "want to try a pre again"],
    ["back when I was deployed I was on doxycycline", ""],
    ["I used to be on zoloft but got off it in 2023. can i take ashwagandha?", "can i take ashwagandha?"],
    ["2 yrs ago i went down with heat exhaustion at the range. what electrolyte should i use", "what electrolyte should i use"],
    ["I had hives from a fish oil softgel once in high school. what omega 3 should i get", "what omega 3 should i get"],
  ])("blanks what is over: %s", (text, rest) => {
    expect(left(text)).toBe(rest);
  });

  it.each([
    "i had 3 cups of coffee this morning",
    "took a pre an hour ago and my heart is pounding",
    "my heart is racing right now",
    "caffeine makes my heart skip so i stay off it",
    "I'm on zoloft, can i take ashwagandha",
    "had a c4 last night and my chest still hurts",
    "my wife is 20 weeks pregnant",
    "got pregnant in march, what prenatal should i take",
    "went vegan last year",
    "got diagnosed with high blood pressure in 2022",
    "started lisinopril last month",
    "got a positive pregnancy test yesterday, what supplements are safe",
    "had ACL surgery 2 weeks ago, what supplements help recovery",
    "heart was racing like crazy after 2 scoops yesterday",
    "I have surgery scheduled next week",
    "PTSD from my last deployment, nightmares",
    "just got off a 24 hour duty",
    "during the 12 miler in the heat i stopped sweating and got disoriented, feel normal now",
    "if i had celiac could i take your protein? i don't, just wondering",
  ])("keeps what is now: %s", (text) => {
    expect(left(text)).toBe(text.replace(/\s+/g, " ").trim());
  });
});
