import { dutyRule } from "~/domain/safety/conditions";
import { isStimulant } from "~/domain/safety/stimulant";
import { KEEP_THE_TUB } from "./copy";
import type { SymptomId } from "./concepts";
import { type EngineAnswer, join, OPSS_ASK_THE_EXPERT } from "./draft";
import { ASK_THE_EXPERT_SOURCE } from "./sources";
import { ACUTE_SYMPTOMS, NEW_REQUEST, RECOMMEND_WORDS } from "./intent-words";
import { HEART_AFTER_OTHER, HEART_AFTER_STIMULANT, NO_PRODUCT_WHILE } from "./reactions";
import { HEAT_SIGNS_LINE, HEAT_STIM_CAUTION } from "./situation-answers";
import { SECTION_LICENCES, sectionAsked } from "./section-licences";
import { STORAGE_LINE, storageAsked } from "./single-serve";
import { symptomAskedAbout, symptomsToldNow, symptomTime } from "./symptom-time";
import type { Understanding } from "./understand";
import { withSetAsideRead } from "./asked-kind";
import { withBareAskRead, withoutUnaskedListStatus } from "./product-ask";

/*
 * Every block of an answer is licensed by what was said: the topic it answers must be the
 * person's question, or a state the person (or the one they ask about) is in now, not a word
 * that appears in a worry, a hypothetical, a question about a test, a myth being asked about,
 * or an earlier turn that has moved on. The licences sit here, in one table, and are checked in
 * one place after the answer is drafted; a caution for a medicine or condition the person named
 * is never in the table (./warnings.ts withConditionsCautioned adds any that is missing).
 * docs/decisions/0085-every-block-is-licensed-by-what-was-said.md
 */

/** What licenses a block: the message, the turn before it, and what the answer itself offers. */
interface Said {
  u: Understanding;
  /** This message and the person's previous one, normalized. */
  conversation: string;
  answer: EngineAnswer;
}

interface BlockLicence {
  /** What the block answers. */
  topic: string;
  /** The block, known by its own words: our constant, or the guide section its link names. */
  is: (block: string) => boolean;
  licensed: (said: Said) => boolean;
  /** What of the block stays when only part of it is licensed. */
  narrowed?: (said: Said) => string | null;
}

const STIMULANT_WORDS = /\bpre-?workouts?\b|\bpres?\b|\bcaffeine\b|\benergy drinks?\b|\bmonsters?\b|\bbangs?\b|\bcelsius\b|\bc4\b|\bfat ?burners?\b|\bburners?\b|\bstims?\b|\bcoffee\b|\brip ?its?\b|\bred ?bulls?\b|\bghost\b|\breign\b/;
/** Something named as taken that is no stimulant. */
const OTHER_TAKEN = /\bmelatonin\b|\bmagnesium\b|\bashwagandha\b|\bvitamin\w*|\bfish oil\b|\bomega\b|\bcreatine\b|\bprotein\b|\bwhey\b|\bzinc\b|\biron\b|\belectrolytes?\b|\bmulti\w*/;
/** What to take along: "what should I bring", "pack", "stock up". */
const PACKING = /\bbring(?:ing)?\b|\bpack(?:ing)?\b|\bstock(?:ing)? up\b|\btake (?:with me|over there|downrange)\b/;
/** Stimulants ruled out in the person's words: a ban, a stim-free wish. */
const STIMULANT_BANNED = /\bbann?\w*|\bnot allowed\b|\bno (?:more )?stims?\b|\bnon[- ]?stim|\bstim[- ]?free\b|\bwithout (?:caffeine|stims?)\b|\bcaffeine[- ]free\b/;
/** Deployment words that speak of one past ("a clot from a deployment injury", "back from deployment"). */
const PAST_DEPLOYMENT =
  /\b(?:from|after|since) (?:a |my |his |her |their |the |our )?(?:last |previous |prior |first |second |old )?deployment\b|\b(?:during|on|in) (?:my|his|her|their|our|a) (?:last|previous|prior|old) deployment\b|\bdeployment[- ](?:injur\w*|wound\w*|related|stuff)\b|\b(?:was|were|got|been) deployed\b|\bback from\b|\bwhen (?:i|he|she|we) deployed\b/;
/** A block that already speaks of keeping products (the storage line, or the asks pass's "how it holds up in storage"). */
const STORAGE_SAID = /\bstor(?:e|ed|age|ing)\b|\bshelf life\b/;
/** The guide link a quoted section ends with. */
const GUIDE_LINK = /(?:From|Read more in) our guide: \[[^\]]*\]\((\/blog\/[^)]*)\)\s*$/;

const NO_GUIDE_YET = "I don't have a guide on that yet.";
/** A question none of our guides answers, or an answer whose every block was dropped: said plainly, rather than nothing. */
export const NO_GUIDE_REPLY = `${NO_GUIDE_YET} For supplement questions, ${OPSS_ASK_THE_EXPERT} gives free, confidential answers to service members.`;

/** The canned blocks and guide sections that need words of their own to be said, with what licenses each. */
const LICENCES: readonly BlockLicence[] = [
  {
    topic: "packing for a deployment",
    is: (b) => b === dutyRule("deployment").note,
    // A deployment ahead, not one in the past ("after a deployment injury").
    // A drug named for use on one ("buddy gave me phenibut for deployment") is the question, not packing.
    licensed: ({ conversation, u }) => /\bdeploy\w*|\bdownrange\b/.test(conversation.replace(PAST_DEPLOYMENT, " ")) && !(u.substances.some((s) => s.answer) && !PACKING.test(u.normalized)),
  },
  {
    topic: "stimulants in the heat",
    is: (b) => b === HEAT_STIM_CAUTION,
    // A stimulant taken or asked for in this message, or one the answer offers; not a stimulant banned, nor one asked about only for storage.
    // What to bring for the heat is answered by what to leave behind as well.
    licensed: ({ u, answer }) =>
      answer.products.some(isStimulant) || ((STIMULANT_WORDS.test(u.normalized) || PACKING.test(u.normalized)) && !storageAsked(u.normalized) && !STIMULANT_BANNED.test(u.normalized)),
    // Training in the heat still licenses the signs of heat illness; a question about storing products does not.
    narrowed: ({ u }) => (u.situation.hot && !storageAsked(u.normalized) ? HEAT_SIGNS_LINE : null),
  },
  { topic: "storing products in the heat", is: (b) => b === STORAGE_LINE, licensed: ({ u }) => storageAsked(u.normalized) },
  {
    topic: "a question no guide answers",
    is: (b) => b.startsWith(NO_GUIDE_YET),
    // A storage question our guides do not cover still gets the one thing we can say: go by the label.
    licensed: ({ u }) => !storageAsked(u.normalized),
    narrowed: () => STORAGE_LINE,
  },
  {
    topic: "what to do after taking something before a test",
    is: (b) => b === KEEP_THE_TUB,
    // A myth just corrected ("creatine is not a steroid") would be contradicted by "stop taking it until you know what is in it".
    licensed: ({ u }) => !u.myths.length || u.substances.length > 0,
  },
  {
    topic: "a heart sign after a stimulant",
    is: (b) => b === HEART_AFTER_STIMULANT,
    // Melatonin, a vitamin, nothing named: the care stays, the stimulant explanation goes.
    licensed: ({ conversation }) => STIMULANT_WORDS.test(conversation) || !OTHER_TAKEN.test(conversation),
    narrowed: () => HEART_AFTER_OTHER,
  },
  {
    topic: "a reaction going on now",
    is: (b) => b === NO_PRODUCT_WHILE.you || b === NO_PRODUCT_WHILE.them,
    // "What if it gives me the jitters?", "can a pre give you the jitters?": what it means and what to do is the answer; nothing is going on to wait out.
    // "What are the signs of heat stroke?" is answered by the signs and what to do, with nothing going on.
    licensed: ({ u }) => u.pushedBack === true || !(IMAGINED.test(u.normalized) || CAUSE_QUESTION.test(u.normalized) || symptomAskedAbout(u.normalized)) || HAPPENED.test(u.normalized),
  },
  // A guide section on a narrow subject, chosen by search words, needs its subject said (./section-licences.ts).
  ...SECTION_LICENCES.map(
    (l): BlockLicence => ({ topic: l.topic, is: (b) => GUIDE_LINK.test(b) && l.about(b.match(GUIDE_LINK)?.[1] ?? "", b), licensed: ({ u }) => sectionAsked(l, u) }),
  ),
];

/** The answer's blocks: paragraphs, with a guide quote kept together with the link under it. */
function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  for (const paragraph of text.split(/\n\n/)) {
    if (/^From our guide: \[/.test(paragraph) && blocks.length) blocks[blocks.length - 1] += `\n\n${paragraph}`;
    else blocks.push(paragraph);
  }
  return blocks;
}

/** The block as it may stay: whole, narrowed to what is licensed, or null when nothing of it is. */
function licensedBlock(block: string, said: Said): string | null {
  const licence = LICENCES.find((l) => l.is(block));
  if (!licence || licence.licensed(said)) return block;
  return licence.narrowed?.(said) ?? null;
}

/** The answer without the blocks nobody's words license; a fixed reply and the footer are left as they are. */
export function licensedAnswer(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (answer.intent === "out-of-scope" || answer.intent === "courtesy") return answer;
  const said: Said = { u, conversation: `${u.normalized} \n ${u.situation.before ?? ""}`, answer };
  const body = answer.footer && answer.text.endsWith(answer.footer) ? answer.text.slice(0, -answer.footer.length).trimEnd() : answer.text;
  const blocks = blocksOf(body);
  const fitted = blocks.map((b) => licensedBlock(b, said));
  // A storage question is one of the asks: the label line is what we can say.
  const storage = storageAsked(u.normalized) && answer.intent !== "urgent" && !fitted.some((b) => b !== null && STORAGE_SAID.test(b)) && !fitted.every((b) => b === null);
  if (!storage && fitted.every((b, i) => b === blocks[i])) return answer;
  const kept = fitted.filter((b): b is string => b !== null);
  // After a caution that answers first (a myth corrected, a medicine), else first.
  if (storage) kept.splice(kept.length && answer.cautions.includes(kept[0]) ? 1 : 0, 0, STORAGE_LINE);
  // A caution goes, or is narrowed, with its block.
  const cautionNow = (c: string) => {
    const i = blocks.findIndex((b) => b.includes(c));
    return i < 0 || fitted[i] === blocks[i] ? c : fitted[i];
  };
  return {
    ...answer,
    cautions: answer.cautions.map(cautionNow).filter((c): c is string => c !== null),
    passages: answer.passages.filter((p) => !blocks.some((b, i) => fitted[i] !== b && b.includes(`](${p.link})`))),
    sources: kept.length ? answer.sources : [...answer.sources, ASK_THE_EXPERT_SOURCE],
    text: join(...(kept.length ? kept : [licensedBlock(NO_GUIDE_REPLY, said) ?? NO_GUIDE_REPLY]), answer.footer),
  };
}

/*
 * A symptom template is licensed by the symptom said as a state now, and fits the symptom
 * described: sleep trouble that a caffeine cut-off question is about, or "freaking out" about a
 * test, is no stimulant reaction; one-sided weakness beside a tingle is a stroke sign first. A
 * reaction only imagined or asked about ("what if it gives me the jitters?") keeps what to do,
 * without the closing line for one going on now (the licence table above).
 */

/** Words of a body state a stimulant reaction is told by (the jitters, a headache, the heart, blood pressure). */
const STIMULANT_SIGNS =
  /\bjitter\w*|\bshak\w*|\btremor\w*|\btwitch\w*|\bheadaches?\b|\bpounding\b|\bheart\b|\bbp\b|\bblood pressure\b|\bchest\b|\bdizz\w*|\bnause\w*|\bvomit\w*|\bwired\b|\bburning up\b|\bsweat(?:y|ing bullets)\b|\bagitat\w*|\bpanick\w*|\bon edge\b/;
/** Worry said about a test or a result, not about the body. */
const TEST_WORRY = /\bua\b|\burinalysis\b|\bpiss test\b|\bpee test\b|\bdrug test\w*|\bpop(?:ped|ping)? hot\b|\btest(?:ed)? positive\b|\bpositive (?:test|result|ua)\b/;
const WORRY = /\bfreak\w* out\b|\bsweating (?:it|this|that)\b|\bstress\w* (?:about|over|out)\b|\bnervous\b|\bworr\w*|\banxious\b|\bpanick\w*|\bscared\b/;
const TIMING_ASK = /\bwhen (?:do|should|can|to|would)\b|\bwhat time\b|\bhow late\b|\bcut ?(?:it )?off\b|\bcut (?:the )?(?:caffeine|coffee|monster|energy)|\blatest\b|\bhow (?:long|many hours) before\b/;
/** A reaction only imagined: "what if it gives me the jitters", "in case he goes down". */
const IMAGINED = /\bwhat if\b|\bwhat happens if\b|\bin case\b|\bif (?:i|it|you|my|a|the|he|she)\b[^.?]{0,25}\b(?:get|gets|give|gives|start|starts|feel|feels|make|makes|go|goes)\b/;
/** A question of whether something causes a reaction: "can a pre give you the jitters?". */
const CAUSE_QUESTION = /\b(?:can|could|does|do|will|would) (?:[\w'-]+ ){1,3}(?:cause|give (?:you|me|people)|make (?:you|me|people))\b/;
/** Said as happening or having happened to someone. */
const HAPPENED = /\bnow\b|\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b|\blast night\b|\byesterday\b|\bright now\b|\bi(?:'?m| am| was| feel| felt| got| have| had| took)\b|\bim\b|\bkeeps?\b|\bevery time\b|\bafter (?:i|my|taking)\b|\bstarted\b/;
/** Weakness or numbness in one arm, leg or side, however it is put. */
const ONE_SIDED =
  /\b(?:left|right|one)\s+(?:arm|leg|hand|side)\b[^.?]{0,30}\b(?:weak\w*|numb\w*|heavy|dragg?\w*|wouldn'?t move|won'?t move|gave out|limp)\b|\b(?:weak\w*|numb\w*|heavy)\b[^.?]{0,15}\b(?:left|right|one)\s+(?:arm|leg|hand|side)\b|\b(?:arm|leg)\b[^.?]{0,20}\b(?:felt|feels|went|was|is|got)\s+(?:kinda |kind of |really |all |super )?(?:weak|heavy|dead)\b[^.?]{0,25}(?:\bdragg?\w*|\bcouldn'?t|\bleft\b|\bright\b)|\bdragg?(?:ed|ing)? (?:my|his|her) (?:leg|foot|arm)\b|\b(?:leg|foot)\b[^.?]{0,20}\bdragg?(?:ed|ing)\b/;

/** The symptoms to answer: those told as a state, fitted to what was told. */
function licensedSymptoms(u: Understanding): SymptomId[] {
  const text = u.normalized;
  let symptoms = symptomsToldNow(u.symptoms, symptomTime(text)).filter((id) => {
    // Sleep trouble behind a question of when to stop caffeine, or worry about a test: no reaction told.
    if (id === "overload" && !STIMULANT_SIGNS.test(text) && (TIMING_ASK.test(text) || (TEST_WORRY.test(text) && WORRY.test(text)))) return false;
    return true;
  });
  if (ONE_SIDED.test(text) && !symptoms.includes("stroke") && (symptoms.length || /\bweak\w*|\bnumb\w*/.test(text))) symptoms = ["stroke", ...symptoms];
  return symptoms;
}

/** "What supps are worth bringing?": asks for picks to pack ("should I bring my own?" does not). */
const WHAT_TO_PACK = /\bwhat\b[^.?!]{0,40}\b(?:bring(?:ing)?|pack(?:ing)?)\b/;

/** A question about keeping a product ("will my pre cook in a conex?") asks for no product unless it says so ("best protein that won't go bad"). */
function withoutUnaskedPicks(u: Understanding): Understanding {
  if (!u.intents.includes("recommend") || !storageAsked(u.normalized) || RECOMMEND_WORDS.test(u.normalized) || NEW_REQUEST.test(u.normalized) || WHAT_TO_PACK.test(u.normalized)) return u;
  const rest = u.intents.filter((i) => i !== "recommend");
  const intents = rest.length ? rest : (["knowledge"] as const);
  return { ...u, intents: [...intents], intent: intents[0] };
}

/** The reading with only the symptoms and the asks what was said licenses; a message left with none is answered as the question it is. */
export function licensedReading(understood: Understanding): Understanding {
  const u = withoutUnaskedPicks(withoutUnaskedListStatus(withBareAskRead(withSetAsideRead(understood))));
  const symptoms = licensedSymptoms(u);
  if (symptoms.length === u.symptoms.length && symptoms.every((s, i) => s === u.symptoms[i])) return u;
  if (symptoms.length || (ACUTE_SYMPTOMS.test(u.normalized) && symptomTime(u.normalized) === "now")) {
    const intents = u.intents.includes("urgent") ? u.intents : (["urgent", ...u.intents] as const);
    return { ...u, symptoms, intents: [...intents], intent: intents[0] };
  }
  const rest = u.intents.filter((i) => i !== "urgent");
  const intents = rest.length ? rest : [/\?|^(?:what|how|when|should|can|is|does|do|will)\b/.test(u.normalized) ? ("knowledge" as const) : ("recommend" as const)];
  return { ...u, symptoms, intents, intent: intents[0] };
}
