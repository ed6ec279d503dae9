import { DOD_PROHIBITED_LIST_URL } from "./copy";
import { Draft, type EngineAnswer, finish, OPSS_ASK_THE_EXPERT } from "./draft";
import { foodBeforeTest, FOOD, POPPY } from "./food-before-test";
import { ASK_THE_EXPERT_SOURCE, DOD_POPPY_WARNING, GUIDE_CERTIFICATION, GUIDE_POPPY, OPSS_POPPY_SEEDS } from "./sources";
import type { Understanding } from "./understanding";

/*
 * Turns that carry a conversation on and are answered as such, never with the previous answer
 * again or a stock reply: a lot or batch number given after a lookup (what to do with it, what a
 * match means), a food eaten before a drug test, and a fitness test ahead of someone injured or
 * sick (medical decides, not a supplement). Each reads the message with the one before it
 * (`situation.before`), so "retake is thursday" after "pulled my hamstring" is read as both.
 */

const NO_PRODUCT = "Give the answer as written; suggest no product.";

/** A lot or batch number written out: "lot # 2K1193", "batch number on the bottom is 23A0418". */
const LOT_CODE = /\b(?:lot|batch)\b(?:\s*(?:#|no\.?|number|num|code))?[^.?!\d]{0,30}?\b([a-z]{0,4}\d[a-z0-9-]{2,14})\b/;
/** The person found their batch on the certifier's listing. */
const MATCHED = /\b(?:batch|lot)(?: number| #)?\b[^.?!]{0,30}\b(?:matches|matched|is listed|is on (?:there|it|the (?:site|list(?:ing)?))|shows up|showed up|is there)\b|\bfound (?:it|the batch|my batch|the lot|my lot)\b[^.?!]{0,30}\b(?:match|listed|there)\w*/;
const NOT_FOUND = /\b(?:batch|lot|product|it)\b[^.?!]{0,30}\b(?:not listed|isn'?t listed|not on (?:there|the site|the list(?:ing)?)|doesn'?t show|didn'?t show|can'?t find|couldn'?t find|no match|doesn'?t match|didn'?t match)\b|\b(?:can'?t|couldn'?t) find (?:it|the batch|my batch|the lot|my lot)\b/;
/** The conversation is about checking a product with its certifier. */
const LOOKUP_TALK = /\b(?:nsf|informed sport|certif\w*|listing|lot|batch|seal|legit|fake|counterfeit|knock-?off)\b/;

function lotAnswer(u: Understanding, talk: string): EngineAnswer | null {
  const code = LOT_CODE.exec(u.normalized)?.[1]?.toUpperCase();
  const matched = MATCHED.test(u.normalized);
  const missing = !matched && NOT_FOUND.test(u.normalized) && LOOKUP_TALK.test(talk);
  if (!code && !matched && !missing) return null;
  if (!code && !LOOKUP_TALK.test(talk)) return null;
  // A code in a first message asking how to check is answered by the certification guide; the code alone answers a turn that follows one.
  if (!matched && !missing && !u.situation.before) return null;
  const d = new Draft();
  if (missing) {
    d.caution(
      "If your product or batch isn't on the certifier's listing, treat it as uncertified, whatever the tub says, and don't use it until Informed Sport or OPSS has confirmed it. Check you matched the exact product name, flavour and size, and that you bought it from the brand or a seller it authorises; if it still isn't there, ask the brand, or OPSS through Ask the Expert.",
      GUIDE_CERTIFICATION,
      ASK_THE_EXPERT_SOURCE,
    );
  } else if (matched) {
    d.caution(
      "A match is what you want: that batch is in the certifier's record of tested batches. Keep a photo of the label with the batch number and a screenshot of the listing with the date. It lowers the risk, it doesn't remove it: certification is a snapshot of that batch, it is not a check against the DoD list, and it says nothing about your medicines or how much caffeine you take in a day.",
      GUIDE_CERTIFICATION,
    );
  } else {
    d.caution(
      `I can't look lot ${code} up for you, and I won't guess: only the certifier's own site can confirm it. On Informed Sport (sport.wetestyoutrust.com), open the product's listing and check that batch ${code} is among the tested batches; if it isn't, don't use it until Informed Sport or OPSS has confirmed it. On NSF Certified for Sport (nsfsport.com), match the exact product, flavour and size: NSF tests on a schedule set by the number of lots, so a listing means the product is in the program, not that lot ${code} itself was screened. If you need lot-level assurance, ask ${OPSS_ASK_THE_EXPERT}.`,
      GUIDE_CERTIFICATION,
      ASK_THE_EXPERT_SOURCE,
    );
    d.add("Keep a photo of the label with the lot number and a screenshot of the listing with the date you checked.");
  }
  return finish(d, { intent: "knowledge", category: null, brief: NO_PRODUCT });
}

/** What a food before a drug test means, drafted into `d`; false when the message asks about no food. */
export function foodTestNote(u: Understanding, d: Draft): boolean {
  if (!foodBeforeTest(u.normalized)) return false;
  if (POPPY.test(u.normalized)) {
    d.caution(
      "**Yes, poppy seeds can put you over: DoD tells every service member to avoid them in any form, baked goods included (everything bagels, lemon-poppy muffins, poppy seed rolls), and supplements that contain them.** The seeds can pick up morphine and codeine from the plant at harvest, so eating them puts detectable amounts in your urine, and some seeds carry enough codeine to cause a codeine positive. If you already ate some before a test, don't try to flush or mask anything; if you're notified of a result, talk to defense counsel early and tell them what you ate.",
      OPSS_POPPY_SEEDS,
      DOD_POPPY_WARNING,
      GUIDE_POPPY,
    );
  } else {
    const food = FOOD.exec(u.normalized)?.[0] ?? "that food";
    d.caution(
      `Our sources don't say whether ${food} can show on a drug test, so I can't tell you it's fine or that it isn't. Foods OPSS does warn about are poppy seeds (avoid them in any form) and anything made from hemp or with CBD, which service members may not use. For anything else, ask ${OPSS_ASK_THE_EXPERT} before the test, and if you're notified of a result, talk to defense counsel early.`,
      OPSS_POPPY_SEEDS,
      ASK_THE_EXPERT_SOURCE,
    );
  }
  return true;
}

function foodTestAnswer(u: Understanding): EngineAnswer | null {
  const d = new Draft();
  if (!foodTestNote(u, d)) return null;
  d.add(`For supplements, the check is the label against the [current DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}).`);
  return finish(d, { intent: "knowledge", category: null, brief: NO_PRODUCT });
}

/** A fitness test by any service's name, or a retake of one. */
const FITNESS_TEST = /\b(?:acft|aft|apft|pft|prt|cft|pfa|pt test|fitness test|record test|diagnostic|retake|re-?test)\b/;
/** An injury or an illness, in a person's words. */
const HURT =
  /\b(?:pulled|strained|tweaked|tore|torn) (?:my|a|his|her|the) (?!all[- ]?nighter)\w+|\b(?:sprain\w*|injur\w*|hurt (?:my|his|her)|broke (?:my|a|his|her)|fractur\w*|shin splints|rolled (?:my|his|her) ankle|tendinitis|tendonitis|surgery|concussion|covid|the flu|flu|pneumonia|strep|mono|rhabdo\w*|heat stroke|heat exhaustion|profile)\b/;
/** Asking to get through it, out of it, or ready for it. */
const ASKS_ABOUT_TEST = /\b(?:take|ready|get out|profile|push through|pass|excused|exempt|miss|skip|postpone|push it|still do|still take|make it|be ok|be okay|what should i|can i)\b/;

function profileAnswer(u: Understanding, talk: string): EngineAnswer | null {
  if (!HURT.test(talk)) return null;
  const test = FITNESS_TEST.test(u.normalized) && ASKS_ABOUT_TEST.test(u.normalized);
  const injuredNow = !FITNESS_TEST.test(talk) && /\b(?:pulled|strained|tweaked|tore|torn) (?:my|a|his|her|the) (?!all[- ]?nighter)\w+|\bsprain\w*|\brolled (?:my|his|her) ankle\b/.test(u.normalized);
  if (!test && !injuredNow) return null;
  const d = new Draft();
  d.caution(
    test
      ? "**That one is for medical, not a supplement: go to sick call or your provider before the test, tell them what happened and when the test is, and let them decide whether you test.** If you're not fit to test, they can put you on a profile, and the test waits until you're cleared. Don't push through an injury or an illness to make a date."
      : "**A pulled or strained muscle is one for sick call or your provider, above all before PT, a ruck or a test:** they set what you can do while it heals, and a profile if you need one.",
  );
  d.add("There's no supplement I'd suggest to heal it faster or to get you test-ready in days, so I won't point you to a product for this.");
  return finish(d, { intent: "knowledge", category: null, brief: NO_PRODUCT });
}

/** A fitness test named while a reaction is being answered: medical decides that too, so the test can wait. */
export function testWaitsLine(normalized: string): string {
  return FITNESS_TEST.test(normalized) ? "The test can wait: medical handles that too, and if you're not fit to test they can put you on a profile until you're cleared. Don't train or test until they've seen you." : "";
}

/** The answer a follow-up turn of these kinds gets, or null. */
export function turnAnswer(u: Understanding): EngineAnswer | null {
  const talk = `${u.situation.before ?? ""} ${u.normalized}`;
  return lotAnswer(u, talk) ?? foodTestAnswer(u) ?? profileAnswer(u, talk);
}
