import { describe, expect, it } from "vitest";
import { converse, describeWordingGroups, opening, type WordingGroup } from "./chat-conversation";

/*
 * The answer to what was asked, and only that, first: a kind set aside in words ("besides",
 * "other than", "isn't a") is left out of the picks while a question about what something
 * contains sets nothing aside; a kind asked for is the only kind picked, and "none fits" is said
 * of it rather than another kind offered in its place; no vitamin D paragraph opens a
 * multivitamin answer; money waved off brings no budget talk; "clean" is said to mean certified;
 * a caution or a guide section is never said twice. Each wording is read the way a person reads
 * the answer.
 */

/** The vitamin D paragraph that used to open every vitamins answer. */
const VITAMIN_D_LEAD = /600 IU of vitamin D a day/;
/** Products of a kind nobody asked for beside a multivitamin or a fish oil. */
const OTHER_HEALTH = /\b(?:Zinc Picolinate|Ashwagandha|Klean-D|Vitamin D\+K|Vitamin D-5,000)\b/;

const GROUPS: WordingGroup[] = [
  {
    kind: "a kind set aside in words is left out of the picks",
    messages: [["anything besides melatonin that helps you sleep?"], ["sleep aid other than melatonin pls"], ["best sleep aid?", "anything that isn't melatonin?"], ["need something for sleep, apart from melatonin"]],
    says: [/Magnesium|Dream/],
    noProductLike: /melatonin/i,
  },
  {
    kind: "protein other than whey: no whey, and said plainly that no protein powder fits",
    messages: [["need a protein powder other than whey"], ["any protein besides whey?"]],
    says: [/no certified non-whey protein powder/],
    noProductLike: /\bwhey\b/i,
  },
  {
    kind: "a brand set aside: its products are left out, and its name sets no form",
    messages: [["any hydration stuff besides liquid iv?"], ["electrolytes other than Liquid IV"]],
    says: [/Catalyte/],
    noProductLike: /Hydration Multiplier/,
    never: /comes as liquid/,
  },
  {
    kind: "a form refused with an article is no form asked for",
    messages: [["fish oil that isnt a liquid, I gag on that stuff"], ["looking for a fish oil thats not a liquid"]],
    says: [/Omega/],
    never: [/comes as liquid/, /Stop the supplement/],
  },
  {
    kind: "a whole category set aside brings none of its products",
    messages: [["want something for energy before lifting that isnt a pre workout"], ["energy for the gym but not a pre-workout"]],
    says: [],
    noProductLike: /pre-?workout|pump/i,
    never: /Leaving out what you set aside/,
  },
  {
    kind: "a question about contents sets nothing aside",
    messages: [["what else is in an energy drink besides caffeine"], ["whats actually in a pre workout besides the caffeine"]],
    says: [],
    never: [/fit no caffeine/, /With stimulants ruled out/],
  },
  {
    kind: "a multivitamin asked for: multivitamins only, no vitamin D paragraph first",
    messages: [["whats a good multivitamin for a guy who trains 6 days a week"], ["whats a good multi vitamin"], ["multivitamin recommendations for a female soldier"]],
    says: [/Count a multivitamin together with everything else you take/],
    opens: /^Our top \*\*Vitamins\*\* picks/,
    noProductLike: /Klean-D|Vitamin D\+K|Vitamin D-5,000/,
    never: VITAMIN_D_LEAD,
  },
  {
    kind: "a form added after a multivitamin answer: multivitamins again, the counting advice not",
    messages: [["whats a good multi", "needs to be capsules tho"]],
    says: [/\*\*Vitamins\*\* picks that fit capsule/],
    never: [/Count a multivitamin together with everything else you take/],
  },
  {
    kind: "a multivitamin that nothing fits: said of multivitamins, no other kind in its place",
    messages: [["do yall have a chewable or gummy multivitamin"], ["i have high blood pressure, what multivitamin can i take"], ["on levothyroxine", "want to add a multivitamin, anything i should know"]],
    says: [/None of our certified \*\*multivitamins\*\*/],
    noProducts: true,
    never: [VITAMIN_D_LEAD, /melatonin gummy/i],
  },
  {
    kind: "a fish oil followed up in turns keeps to fish oils",
    messages: [["looking for a fish oil", "oh and it has to be caps", "also not tryna spend more than like 25 bucks"], ["need fish oil", "softgels only"]],
    says: [/Omega/],
    noProductLike: OTHER_HEALTH,
  },
  {
    kind: "money waved off: no budget talk",
    messages: [["whats a good pre workout", "price doesnt matter, i just want it clean and legit"], ["i want a whey isolate", "budget isnt a thing for me, just want the cleanest one"], ["money is no issue, what's the best whey you've got"]],
    says: [],
    never: /your budget/,
  },
  {
    kind: "clean and legit is said to mean third-party certified",
    messages: [["which electrolyte mix is actually clean"], ["whats a good pre workout", "price doesnt matter, i just want it clean and legit"], ["legit protein powder?"]],
    says: [/Clean here means third-party certified/],
  },
  {
    kind: "blaming a supplement for a positive: the answer first, no list verdict, no picks, said once",
    messages: [["if i pop hot on a UA can i just say it was my preworkout"], ["could i blame my pre if i test positive"]],
    opens: /Don't count on/,
    says: [],
    noProducts: true,
    never: [/Nothing in your question matches/, /a supplement is no defense for a positive result/],
  },
  {
    kind: "besides one supplement for a goal no supplement serves: no picks of other kinds",
    messages: [["besides fish oil, what else helps with joint pain"]],
    says: [/sick call or a physical therapist/],
    noProducts: true,
  },
];

describeWordingGroups("the answer to what was asked, first (round 10)", GROUPS);

describe("said once", () => {
  it("a medicine question about an ingredient gets no list verdict and no section twice", () => {
    const answer = converse(["on warfarin, is fish oil ok to take"]);
    expect(answer.text).not.toMatch(/does not match any entry on our copy of the DoD/);
    const links = [...answer.text.matchAll(/\]\((\/blog\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.filter((l, i) => links.indexOf(l) !== i)).toEqual([]);
  });

  it("a multivitamin asked about as a waste gets the verdict first and no vitamin D paragraph", () => {
    const answer = converse(["should i be taking a multivitamin or is that a waste"]);
    expect(opening(answer.text)).toMatch(/^Not a waste, but not a shortcut/);
    expect(answer.text).not.toMatch(VITAMIN_D_LEAD);
  });

  it("vitamins asked for in general still open with what you need and the limit", () => {
    expect(opening(converse(["what vitamins should i take"]).text)).toMatch(VITAMIN_D_LEAD);
  });
});
