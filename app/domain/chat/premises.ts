import { readText } from "./nlp";
import type { Understanding } from "./understanding";

/*
 * A paragraph written for a nearby case carries its case in its words: "after the birth" for a
 * woman who is pregnant, "the night before the ruck" when nobody named a ruck, "on flight status"
 * for someone flying commercial on leave, "caffeine passes into breast milk" for a mother who
 * said she is not nursing. Each premise here is a situation a paragraph can be written for,
 * known by the words that speak of it in an answer and the words a person uses to say they are
 * in it. ./fit.ts drops a paragraph whose every premise is one the conversation never named.
 */

interface Premise {
  id: string;
  /** How an answer's paragraph speaks of this situation. */
  inAnswer: RegExp;
  /** How a person says they are in it (or ask about it); a word of it said with "not" or "no" before it does not count. */
  inConversation: RegExp;
  /** The conversation's reading that puts the person in it, whatever the words. */
  read?: (u: Understanding) => boolean;
  /** Words that, said with "not" before them, take the whole premise back ("not a pilot, just flying home"). */
  takenBackBy?: RegExp;
}

const PREMISES: readonly Premise[] = [
  {
    id: "after the birth",
    inAnswer: /\bpostpartum\b|\bpost-partum\b|\bafter (?:the |your |a )?(?:birth|delivery|pregnancy|baby (?:is|was) born)\b|\breturn(?:ing)? to (?:training|pt|exercise) after\b/,
    inConversation: /\bpost-?partum\b|\bgave birth\b|\bhad (?:my|the|a|our|her) (?:baby|kid|son|daughter)\b|\bnewborn\b|\bafter (?:the )?(?:birth|delivery|pregnancy)\b|\bc-?section\b|\bdelivered\b|\bbreast ?fe\w*|\bnursing\b|\bpumping\b|\bweeks? (?:out|after)\b|\bmonths? old\b|\bweeks? old\b/,
  },
  {
    id: "breastfeeding",
    inAnswer: /\bbreast ?milk\b|\bbreast ?fe\w*|\bnursing\b|\blactat\w*/,
    inConversation: /\bbreast ?fe\w*|\bbreast ?milk\b|\bnursing\b|\bpumping\b|\blactat\w*|\bbf\b/,
    read: (u) => u.conditions.some((c) => /breast|lactat|nursing/.test(c)),
  },
  {
    id: "pregnancy",
    inAnswer: /(?<!\bafter )\bpregnan\w*/,
    inConversation: /\bpregnan\w*|\bexpecting\b|\btrimester\b|\bweeks along\b|\bbaby on the way\b|\bprenatal\b|\bconceive\b|\bttc\b/,
    read: (u) => u.conditions.includes("pregnancy") || (u.imagined ?? []).includes("pregnancy"),
  },
  {
    id: "a ruck",
    inAnswer: /\bruck\w*|\broad ?march\w*/,
    // A long movement on foot under load goes by many names; the field is where it happens.
    inConversation: /\bruck(?!er\b)\w*|\bmarch\w*|\bhump(?:ing)?\b|\bhike\w*|\bpatrols?\b|\bland nav\b|\bfield\b|\bftx\b|\bthe box\b|\bjrtc\b|\bntc\b|\bstep off\b|\b\d+ ?(?:mile|mi|k)(?:r|rs|s|er|ers)?\b|\bmiler\b|\bselection\b|\beib\b|\befmb\b|\besb\b/,
  },
  {
    id: "a weigh-in",
    inAnswer: /\bweigh-?ins?\b|\btape test\b|\bmaking weight\b/,
    inConversation: /\bweigh\w*|\btape\b|\bmak(?:e|ing) weight\b|\bweight (?:cut|class)\b|\bcut(?:ting)? weight\b|\bbody comp\w*|\bht\/?wt\b/,
  },
  {
    id: "a deployment",
    inAnswer: /\bdeploy\w*|\bdownrange\b/,
    inConversation: /\bdeploy\w*|\bdownrange\b|\bcentcom\b|\bfob\b|\bin theater\b|\bcombat\b|\bovers(?:ea|ee)s\b|\brotation\b/,
    read: (u) => u.duties.includes("deployment"),
  },
  {
    id: "flight status",
    inAnswer: /\bflight status\b|\bflight surgeon\b|\baircrew\b|\bflight crew\b|\bflying status\b|\bgrounding\b/,
    // Any flight said counts ("a 14 hr flight"): the flight surgeon's line is said as the case it is; "not a pilot" takes it back.
    inConversation: /\bpilots?\b|\bfly\w*|\bflights?\b|\baircrew\b|\bflight (?:status|surgeon|crew|duty|physical|line|school|doc)\b|\bflying (?:status|duty|nights|days|tomorrow|tonight)\b|\baviat\w*|\bcrew chief\b|\bloadmaster\b|\bhelos?\b|\bhelicopter\w*|\bcockpit\b|\bsorties?\b|\bjump status\b|\bflyers?\b|\bfliers?\b|\bfly (?:tomorrow|tonight|nights|days|in the morning)\b|\bon the line\b/,
    read: (u) => u.duties.includes("aircrew"),
    takenBackBy: /\bpilots?\b|\baircrew\b|\bflight (?:status|crew)\b|\bfly(?:ing)? status\b|\bflyers?\b/,
  },
  {
    id: "a care package",
    inAnswer: /\bcare packages?\b|\bmail(?:ing|ed)?\b|\bship(?:ping)? (?:it|them|to)\b/,
    // Someone deployed is sent things from home: what may be mailed is part of their packing answer.
    inConversation: /\bdeploy\w*|\bdownrange\b|\bsandbox\b|\bovers(?:ea|ee)s\b|\bcare packages?\b|\bpackages?\b|\bmail\w*|\bship(?:ping)? (?:it|them|to|some|stuff|me|out there|over)\b|\bshipped\b|\bsend(?:ing)?\b|\bpost office\b|\bapo\b|\bfpo\b|\bdelivered\b|\border(?:ing)? (?:it|them|online)\b/,
  },
  {
    id: "basic training",
    // Written for someone in it ("at basic training"), not a study of trainees.
    inAnswer: /\bbasic training\b|\bboot ?camp\b|\bdrill sergeants?\b/,
    inConversation: /\btrainees?\b|\bbasic\b|\bboot ?camp\b|\brecruits?\b|\bbct\b|\bosut\b|\bmeps\b|\bship(?:ping)? out\b|\bdrill sergeants?\b|\bdi\b|\bdrill instructors?\b/,
  },
  {
    id: "a vegan or vegetarian diet",
    // People who eat so, not a product's name ("Vegan Omega-3").
    inAnswer: /\bvegans\b|\bvegetarians\b|\b(?:you(?:'re| are)|a|on a) (?:vegan|vegetarian)\b|\bplant-based diet\b|\byou (?:don'?t|do not) eat (?:meat|fish|animal)/,
    inConversation: /\bvegan\w*|\bvegetarian\w*|\bveggie\b|\bplant[- ]based\b|\bno meat\b|\bdon'?t eat (?:meat|fish|animal\w*)|\bpescatarian\b|\balgae\b|\balgal\b/,
    read: (u) => u.constraints.some((c) => c.kind === "diet" && c.diet === "vegan"),
  },
];

/** Words that take back the word after them ("not a pilot", "no longer nursing", "isn't pregnant"). */
const NEGATED = /\b(?:not|no|never|isn'?t|aren'?t|wasn'?t|don'?t|dont|doesn'?t|no longer|stopped|quit)\s+(?:\w+\s+){0,2}$/;

/** Whether `text` says the premise other than taken back by a "not" before it. */
function saysIt(text: string, pattern: RegExp): boolean {
  const all = new RegExp(pattern.source, "g");
  for (const m of text.matchAll(all)) if (!NEGATED.test(text.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}

/** Whether the conversation takes the premise back in words ("not a pilot", "not nursing"). */
const takesBack = (text: string, pattern: RegExp) => [...text.matchAll(new RegExp(pattern.source, "g"))].some((m) => NEGATED.test(text.slice(Math.max(0, m.index - 40), m.index)));

/** What the person said, in this message and the one it leans on. */
export function conversationText(u: Understanding): string {
  return [u.message, u.normalized, u.situation.before ?? "", u.situation.earlierAsk ?? ""].join(" \n ").toLowerCase();
}

/** Whether the person is in the premise: said so in words or read so by the understanding, and never taken back ("not a pilot, just flying home"). */
function named(p: Premise, u: Understanding, text: string): boolean {
  if (p.takenBackBy && takesBack(text, p.takenBackBy)) return false;
  if (saysIt(text, p.inConversation)) return true;
  return (p.read?.(u) ?? false) && !takesBack(text, p.inConversation);
}

/** A paragraph's prose for premise reading: link addresses and guide titles are where it came from, not what it says. */
const proseOf = (paragraph: string) =>
  paragraph
    .replace(/(?:From|Read more in) our guide: \[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase();

/** Words before a premise that make it one case among others ("if you are pregnant", "runs or rucks"), not the case the sentence is written for. */
const CASE_BEFORE = /\b(?:if|unless|whether|in case|such as|like|or|and|nor)\s+(?:[\w'-]+\s+){0,3}$/;
/** Parts of speech a list's item is made of ("long shifts", "a heart condition"): a verb or a clause ends the list. */
const LIST_ITEM = new Set(["NOUN", "PROPN", "ADJ", "DET", "NUM"]);
/** The most words one item of a list may have. */
const ITEM_WORDS = 4;

/**
 * Whether the words after a premise go on as a list it is one member of: "or" or "and" straight
 * after it ("pregnant or breastfeeding"), or further items set off by commas up to one
 * ("stress, moves, deployments, relationships and grief"), read from the sentence's parts of
 * speech (./nlp.ts), so "before a deployment, pack sealed products and check" is no list.
 */
function listedAfter(prose: string, end: number): boolean {
  const { tokens } = readText(prose);
  const next = tokens.findIndex((t) => t.start >= end);
  if (next <= 0) return false;
  const sentence = tokens[next - 1].sentence;
  let commas = 0;
  let words = 0;
  for (const t of tokens.slice(next)) {
    if (t.sentence !== sentence) return false;
    if (t.pos === "CCONJ" && /^(?:or|and|nor)$/.test(t.value)) return true;
    if (t.value === ",") {
      if (commas > 0 && words === 0) return false;
      commas++;
      words = 0;
      continue;
    }
    if (commas === 0 || !LIST_ITEM.has(t.pos) || ++words > ITEM_WORDS) return false;
  }
  return false;
}

/** Whether a sentence speaks of the premise as the case it is written for, not as one case among others. */
function writtenFor(prose: string, pattern: RegExp): boolean {
  return [...prose.matchAll(new RegExp(pattern.source, "g"))].some((m) => !CASE_BEFORE.test(prose.slice(Math.max(0, m.index - 40), m.index)) && !listedAfter(prose, m.index + m[0].length));
}

/** The premises a sentence is written for that the conversation never named: empty when it fits, or also speaks to a premise named. */
export function unnamedPremises(sentence: string, u: Understanding): string[] {
  const prose = proseOf(sentence);
  const text = conversationText(u);
  // A case the person took back ("not nursing") is not theirs even as one case among others ("if you are nursing").
  const written = PREMISES.filter((p) => writtenFor(prose, p.inAnswer) || (p.inAnswer.test(prose) && takesBack(text, p.takenBackBy ?? p.inConversation) && !saysIt(text, p.inConversation)));
  if (!written.length) return [];
  return PREMISES.some((p) => p.inAnswer.test(prose) && named(p, u, text)) ? [] : written.map((p) => p.id);
}
