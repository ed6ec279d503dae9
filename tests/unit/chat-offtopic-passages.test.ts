import { describe, expect, it } from "vitest";
import type { PassageHit } from "~/domain/chat/passages";
import { converse } from "./chat-conversation";

/*
 * A guide section about one narrow subject (fat burners, a vitamin D or zinc sum, vitamin K with
 * warfarin) is quoted only when the person asked about it; a condition said with nothing else
 * asked gets only a section headed by that condition, its caution being already above.
 */

const section = (slug: string, postTitle: string, heading: string | null, text: string, rank: number): PassageHit => ({
  slug,
  kind: "guide",
  postTitle,
  heading,
  anchor: heading ? heading.toLowerCase().replace(/[^a-z0-9]+/g, "-") : null,
  text,
  snippet: text,
  rank,
});

const FAT_BURNERS = section(
  "fat-burners",
  "Fat burners and making weight",
  "What do the stimulants in fat burners do?",
  "Caffeine is the usual stimulant in a fat burner or pre-workout, and stimulants raise heart rate and blood pressure; with a heart condition or a stimulant medicine, talk with your provider before any pre-workout or weight-loss supplement.",
  -9,
);
const VITAMIN_K = section(
  "interactions",
  "Supplement and medication interactions",
  "Does vitamin K interfere with warfarin?",
  "A multivitamin can list vitamin K; vitamins in a multivitamin, gummy, chew or powder matter with warfarin, so tell your provider about any vitamin or multivitamin.",
  -9,
);
const VITAMIN_D_SUM = section(
  "vitamin-d-and-upper-limits",
  "Vitamin D, magnesium and zinc: how much you need and where the upper limits are",
  "How do I add up vitamin D across products?",
  "A multivitamin, vitamin D capsules and vitamins in a recovery drink add up: vitamin A, vitamin D and zinc in every multivitamin count toward the upper limit, so total every vitamin before you add a multivitamin.",
  -9,
);
const ZINC = section(
  "vitamin-d-and-upper-limits",
  "Vitamin D, magnesium and zinc: how much you need and where the upper limits are",
  "What is the upper limit for zinc?",
  "A multivitamin lists zinc; vitamins and minerals in a multivitamin add up past the upper limit for zinc, so count the multivitamin.",
  -8,
);
const PASSAGES = [FAT_BURNERS, VITAMIN_K, VITAMIN_D_SUM, ZINC];
const OFF_TOPIC = /fat burners? do|warfarin|add up vitamin D|upper limit for zinc/i;

describe("a narrow guide section the person never asked about stays out", () => {
  it.each([
    ["I'm prescribed Vyvanse for ADHD. can I still take preworkout before morning PT?"],
    ["on adderall, is a pre workout ok before the gym"],
    ["best pre workout for 0530 PT?", "oh and I have a heart murmur they're still working up, cardiology consult is pending"],
    ["on accutane for my acne. still lifting hard. do I need to worry about vitamin A in multivitamins?"],
    ["cant swallow pills to save my life, i gag every time. anything that works for me? my mom says multivitamin"],
    ["i hate pills, any multivitamin gummy or powder?"],
  ])("%s", (...turns) => {
    expect(converse(turns, PASSAGES).text).not.toMatch(OFF_TOPIC);
  });
});

describe("the same sections are quoted when asked about", () => {
  it.each([
    ["do fat burners actually work, whats in them", /fat burners? do/i],
    ["how do i add up vitamin d from my multivitamin and my d3", /add up vitamin D/i],
    ["whats the upper limit for zinc if my multivitamin has some", /upper limit for zinc/i],
  ])("%s", (message, section) => {
    expect(converse([message as string], PASSAGES).text).toMatch(section as RegExp);
  });
});
