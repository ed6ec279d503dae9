import { type Draft, OPSS_ASK_THE_EXPERT } from "./draft";
import { ASK_THE_EXPERT_SOURCE, DOD_LIST_SOURCE } from "./sources";
import type { Understanding } from "./understand";
import { PEOPLE } from "./whose";

/*
 * What is asked about a substance beside what it is: whether a drug test would catch it ("will it
 * show on a test", "won't pop on a UA", "stop 30 days before"), and whose use it is ("my roommate
 * runs BPC", "my husband bought kratom"). Read from the structure of the message, not a list of
 * substances: any listed or known substance gets the same two answers.
 */

/** A drug test asked about, or a plan to time use around one. */
const TEST_ASK =
  /\b(?:show(?:s|ing)? (?:up|on)|pop(?:s|ping)?(?: hot)?|won'?t pop|come(?:s)? up (?:hot|positive|dirty)|test(?:ed|s)? (?:for|positive)|detect\w*|screen(?:ed|s)? for|(?:drug|piss|urine|pee|ua) tests?|urinalysis|uas?|out of (?:my|your|his|her|their) system|clear(?:s|ed)? (?:my|your|his|her|their) system|wash ?out|(?:\d+|a few|a couple|couple|two|three) (?:days?|weeks?) (?:before|out from|prior to) (?:a |the |my )?(?:test|ua|piss test))\b/;

/** Another person is the one using or buying it ("my roommate uses", "hubby bought", "a guy in my squad runs"). */
const THEIR_USE = new RegExp(
  String.raw`\b(?:my|our|the|a|this)\s+(?:\w+\s+)?(${PEOPLE}|guy|dude|squadmate|soldier|marine|sailor|airman|joe|private|pfc|spc|lcpl)(?:'?s)?\b[^.?!]{0,60}?\b(?:uses?|using|takes?|taking|took|runs?|running|ran|is on|was on|been on|started|bought|buys|ordered|orders|got into|injects?|pins?|pinning|smokes?|vapes?|vaping|drinks?|drinking|swears by|keeps)\b`,
);
/** The speaker's own use or plan: then the answer is theirs. */
const OWN_USE =
  /\b(?:i|i'm|im|i've|ive|i'd|id|i'll)\s+(?:\w+\s+)?(?:use|using|used|take|taking|took|run|running|ran|bought|buy|order|ordered|tried|try|want|wanna|thinking|planning|plan|gonna|going to|been)\b|\b(?:should|can|could) i (?:take|try|use|run|buy|get|order|stack|start|do)\b|\bfor me\b|\b(?:gave|give|gives|offered|handed|sold) me\b|\bme (?:some|any)\b/;

/** Who is using it, when it is someone else's use the person asks about; null when it is theirs. */
export function someoneElsesUse(normalized: string): string | null {
  if (OWN_USE.test(normalized)) return null;
  return THEIR_USE.exec(normalized)?.[1] ?? null;
}

/**
 * The test line and the helper's opening, added to an answer about a substance we know or the DoD
 * list names. `known` is whether the answer names it as listed or known (not merely unidentified).
 */
export function substanceAsks(u: Understanding, known: boolean, d: Draft, name = ""): void {
  if (!known) return;
  if (TEST_ASK.test(u.normalized)) {
    d.caution(
      "**Whether a test would catch it is beside the point: it is prohibited to use at all, not only near a test, so no amount, cycle or stop date before a urinalysis makes it allowed.** I can't tell you what a given test panel screens for, and the ban does not depend on it.",
      DOD_LIST_SOURCE,
    );
  }
  const who = someoneElsesUse(u.normalized);
  if (!who) return;
  const line = `**About your ${who}: what they take is their call, but you can give them the facts.** ${name ? name[0].toUpperCase() + name.slice(1) : "It"} is on the DoD Prohibited Dietary Supplement Ingredients list, so using it puts their career at risk as well as their health. Point them to their provider, or to ${OPSS_ASK_THE_EXPERT}, with whatever they wanted it for; and if they feel unwell after taking it, get them to medical.`;
  // Said to the helper as it stands: not a caution, so a reading about them ("should he stop?") leaves its "you" alone.
  d.blocks.unshift(line);
  d.sources.push(DOD_LIST_SOURCE, ASK_THE_EXPERT_SOURCE);
}
