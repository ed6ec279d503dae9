import { categoriesNamed, normalizeMessage } from "./vocabulary";
import { DOSING_WORDS, isSubjectWord, topicWords } from "./topic";
import { INGREDIENT_STATUS, RECOMMEND_WORDS } from "./intent-words";
import { withoutBesides } from "./set-aside";

/*
 * The asks of one message, clause by clause: "need a whey, is whey even bad for you?" holds a
 * request and a question, "what pre, and will it keep in a hot conex?" a request and a question,
 * "how long till it kicks in? and which one do you carry" a question and a request. The answer
 * is built for the whole message; these let it check that each part got its answer
 * (./ask-answers.ts), the question asked before the picks.
 */

/** What a question asks about its subject, in the words our guides use and the words an answer to it says. */
interface Aspect {
  id: string;
  /** Words to search the guides with, beside the subject. */
  search: string;
  /** The answer already says something on it. */
  answeredBy: RegExp;
  /** How the plain "we hold nothing on it" sentence names the point, {s} standing for the subject. */
  point: string;
  /** A point about supplements in general (storage, where they were bought): a section on it answers for any product. */
  general?: boolean;
}

interface AspectRule extends Aspect {
  pattern: RegExp;
}

export interface Ask {
  /** The clause, normalized. */
  text: string;
  kind: "question" | "request";
  /** "Is it bad for you", "worth it", "do I even need it": it wants a verdict. */
  judgement: "safety" | "value" | null;
  /** Subject words (whey, creatine), the clause's own or, with none, the message's. */
  subject: string[];
  aspect: AspectRule | null;
  /** The clause's other topic words: what it asks about the subject when no aspect names it. */
  words: string[];
}

/**
 * "Was", "am" and "did" open a question only before its subject ("was it", "did you"): with the
 * subject dropped they tell the person's own story ("was pregnant last year", "did 2 deployments").
 */
const QUESTION_START = /^(?:is|are|does|do|can|could|will|would|should|how|what|whats|what's|when|why|where|which|worth|any point|wont|won't)\b|^(?:am|was|did) (?:i|it|that|this|there|he|she|they|you|u|we|my|your|the|a|an)\b/;
/** A clause starts here: after "?", "!", ";", a sentence's full stop, or "and/also/but/or" and a comma before a question or request word. */
const ASK_WORD = "(?:is|are|does|do|can|could|will|would|should|how|what|whats|when|which|why|where|worth|need|want|got|any|recommend|suggest|and|also)";
const BREAKS = new RegExp(`[?!;]+|:\\s+|\\s+-+\\s+(?=${ASK_WORD}\\b)|\\.(?=\\s|$)|\\n+|,?\\s+(?:and|also|plus|but|or|tho|though|so)\\s+(?=${ASK_WORD}\\b)|,\\s*(?=${ASK_WORD}\\b)`, "g");

/** Asking for products: by a request word, "which/what ... do you have/carry", or about "your" products. */
const REQUEST = /\b(?:what [\w-]+(?: [\w-]+)? (?:should|can|could|do) i (?:take|use|buy|get|try|grab|bring|pack)|(?:in|of) (?:your|ur|yall'?s?|you guys'?) |looking for|lookin for|recommend\w*|suggest\w*|got any|any good|which (?:one|ones|brand|\w+) (?:do|should|would)|do (?:you|yall|y'all|u) (?:have|carry|sell|got)|you (?:guys )?(?:have|carry|got)|what (?:do|does) (?:you|yall|y'all|u) (?:have|carry)|the cheapest|a cheap)\b/;

/** A short clause with no question word and no verdict word ("creatine gummies?", "vegan protein powder?"). */
const bareProductAsk = (text: string) => text.split(/\s+/).length <= 4 && !QUESTION_START.test(text) && !/\b(?:work\w*|worth|safe|good|bad|ok|okay|legit|help\w*|need|enough|banned|legal|allowed|vs|or|better|best)\b/.test(text);

/** "Need a whey", "want something": a request unless asked as a question ("do I need to stop?"). */
const NEED = /\b(?:need|want|wanna)\b(?! to\b)/;

const SAFETY = /\b(?:bad for (?:you|me|u|your \w+|my \w+)|poison\w*|harmful|harm|dangerous|unsafe|safe|toxic|damage|hurt|side effects?|cancer)\b/;
const VALUE = /\b(?:good for (?:you|me|u)|(?:is|are) (?:it|that|this|they|these|\w+) (?:even |really )?any good|worth|waste|legit|hype|scam|overrated|bs|snake oil|do i (?:even |really )?need (?!to\b)|does (?:it|that|this|\w+) (?:even |actually |really )?(?:work|do anything|help)|do (?:they|these|those) (?:even |actually |really )?(?:work|help)|actually work|point of|pointless|necessary|even need)\b/;

/** Aspects a short table can name: they share no word with the guides' headings, or with their answers. */
const ASPECTS: readonly AspectRule[] = [
  {
    id: "storage",
    pattern: /\b(?:go(?:es)? bad|spoil\w*|expire\w*|melt\w*|keep in|keep (?:ok|okay|fine|good)|last (?:in|once)|ruin\w*|degrade\w*|shelf life|stor(?:e|ed|age|ing)|sitting in|cook(?:ed)? in)\b/,
    search: "storage heat shelf life",
    answeredBy: /\bstor(?:e|ed|age|ing)\b|\bshelf life\b|\bexpir\w+|\bmelt\w*/,
    point: "how {s} holds up in storage and heat",
    general: true,
  },
  {
    id: "authenticity",
    pattern: /\b(?:fake|counterfeit\w*|knock-?offs?|genuine|authentic|the real (?:thing|deal|product|one))\b|\b(?:third[- ]party|random|sketchy|shady) sellers?\b/,
    search: "third-party seller fake counterfeit",
    // A certified product looked up on the certifier's listing is the check itself.
    answeredBy: /\bcounterfeit\w*|\bfake\b|\bthird-party sellers?\b|\blook (?:it |the product |them )?up\b|\bcertifier'?s? (?:site|listing|database)\b|\b(?:lot|batch) (?:number|on)\b/,
    point: "whether {s} from that seller is the real product",
    general: true,
  },
  {
    id: "onset",
    pattern: /\bkicks? in\b|\bhow long (?:till|until|before|for|does it take|to)\b|\btake to (?:work|kick)\b|\bstart(?:s)? working\b|\bsee results\b|\bnotice (?:anything|a difference)\b/,
    search: "how long weeks days loading",
    answeredBy: /\b(?:weeks?|days?|hours?|minutes?) (?:before|after|to|of)\b|\bfaster\b|\bgradually\b|\bwithin\b/,
    point: "how long {s} takes to work",
  },
  {
    id: "mixing",
    pattern: /\bmix(?:es|ing)? (?:ok |okay |well |good )?(?:with|in)\b|\bdissolv\w*|\bclump\w*|\bwith (?:just )?water\b|\bin (?:my )?(?:camelbak|canteen|bottle|shaker|coffee|oats)\b/,
    search: "mix water label directions",
    answeredBy: /\bmix(?:es|ed|ing)? (?:with|in|into|well)\b|\bdissolv\w*|\bclump\w*/,
    point: "how {s} mixes",
  },
  {
    id: "timing",
    pattern: /\bbefore or after\b|\bwhen (?:should|do|to|can) (?:i )?(?:take|drink|use|have)\b|\btiming\b|\bempty stomach\b|\bwith (?:food|a meal|meals)\b|\btime of day\b|\bbefore bed\b|\bat night\b|\bin the morning\b|\b(?:right|straight|just) (?:before|after) (?:pt|a run|my run|runs|running|training|a workout|my workout|workouts?|lifting|the gym|a ruck|rucking)\b|\bor (?:do|should) i wait\b|\bok (?:to take )?(?:before|after)\b/,
    search: "when timing training",
    answeredBy: /\btiming\b|\b(?:[01]\d|2[0-3])[0-5]\d\b|\b(?:minutes?|hours?) (?:before|after) (?:you|training|the start|sleep|bed)\b|\bbefore (?:you|training|sleep|bed)\b|\bafter (?:training|you)\b|\bempty stomach\b|\bwith (?:food|a meal)\b|\btotal (?:protein )?over the day\b/,
    point: "when to take {s}",
  },
  {
    id: "dehydration",
    pattern: /\bdehydrat\w*/,
    search: "dehydrate dehydration fluid",
    answeredBy: /\bdehydrat\w*|\bdiuretic\b/,
    point: "whether {s} dehydrates you",
  },
  {
    id: "cutting",
    pattern: /\b(?:while|when) (?:cutting|on a cut|dieting|bulking)\b|\bon a cut\b/,
    search: "weight cut weigh-in",
    answeredBy: /\bweigh-in\b|\bcut\w*\b|\bscale\b|\bweight\b/,
    point: "taking {s} on a cut",
  },
];

const AUTHENTICITY = ASPECTS.find((a) => a.id === "authenticity") as AspectRule;
const FROM_A_SELLER: AspectRule = { ...AUTHENTICITY, answeredBy: /\bcounterfeit\w*|\bthird-party sellers?\b|\bsellers?\b/ };
/** A product bought from a marketplace or a seller the message names. */
const SELLER = /\b(?:off|on|from|thru|through|via) (?:amazon|ebay|wish|temu|aliexpress|walmart\.com|facebook marketplace|a marketplace|some (?:random|guy|site|website|seller))\b|\b(?:third[- ]party|random|sketchy|shady) sellers?\b/;

/** Words that carry no subject or aspect: question forms, judgement words, fillers of speech. */
export const FILLER = /^(?:even|bad|worth|waste|money|buying|legit|hype|really|actually|gonna|wanna|yall|y'all|guys|lol|bro|dude|tho|though|point|safe|poison|basically|true|think|carry|cheapest|cheap|one|ones|which|whats|recommend|suggest|normal|dangerous|harmful|toxic|fine|ok|okay|matter|even|work|works|working|help|helps|need|needed|hype|waste|scam|overrated|bs|pointless|necessary|long|till|until|kick|kicks|start|starts|go|goes|keep|last|lasts|tho|though)$/;

/** A question that asks how much, when, where or why: a "need" inside it is no request. */
const OPEN_QUESTION = /^(?:how|when|where|why)\b/;

/** A question answered yes or no ("is it...", "does it..."), not "how much is safe" or "which one is safe". */
const YES_NO = /^(?:is|are|isn'?t|am|was|does|do|did|can|could|will|would|should|worth)\b/;

function judgementOf(clause: string): Ask["judgement"] {
  // "Safe for a UA", "ok to take": the list's verdict, which the ingredient answer gives; "how much is safe" asks an amount.
  if (INGREDIENT_STATUS.test(clause) || DOSING_WORDS.test(clause)) return null;
  if (VALUE.test(clause) && (YES_NO.test(clause) || /\b(?:worth|waste)\b/.test(clause))) return "value";
  if (SAFETY.test(clause) && (YES_NO.test(clause) || /\bbad for (?:you|me|u)\b|\bpoison/.test(clause))) return "safety";
  return null;
}

const DIETS = /^(?:gluten|vegan|dairy|lactose|keto)$/;

function subjectOf(said: string): string[] {
  // An ingredient of two words is one subject.
  const clause = said.replace(/\bbeta alanine\b/g, "beta-alanine");
  const words = topicWords(clause).split(" ").filter(Boolean);
  const named = categoriesNamed(clause);
  // "A lot of chicken" names no lot number; the heat or the water a question is about is its circumstance, not its subject.
  const lotNumber = /\b(?:lot|batch) (?:number|#|code)\b/.test(clause);
  const subjects = [...new Set([...words.filter((w) => isSubjectWord(w) && w !== "heat" && w !== "water" && (lotNumber || (w !== "lot" && w !== "batch"))), ...named.map((c) => c.replace(/-.*/, ""))])];
  // "Will the heat ruin my stuff", "supps": supplements in general are the subject when nothing else is named.
  if (!subjects.length && /\b(?:supps?|supplements?|stuff)\b/.test(clause)) return ["supplements"];
  // A diet said beside a product ("gluten free ... protein powder") describes the person; the product is the subject.
  return [...subjects.filter((w) => !DIETS.test(w)), ...subjects.filter((w) => DIETS.test(w))];
}

/** The message's clauses, each read as a question, a request, or neither (left out). */
export function asksIn(message: string, conversationSubject: readonly string[] = []): Ask[] {
  const normalized = normalizeMessage(message);
  const asks: Ask[] = [];
  let start = 0;
  const pieces: Array<{ text: string; asked: boolean }> = [];
  for (const m of normalized.matchAll(BREAKS)) {
    pieces.push({ text: normalized.slice(start, m.index), asked: m[0].includes("?") });
    start = (m.index ?? 0) + m[0].length;
  }
  pieces.push({ text: normalized.slice(start), asked: false });
  // A clause with no subject of its own ("worth it?", "do I take it with food?") is about the one said before it, else the conversation's.
  let earlier: string[] = [];
  const after = subjectOf(normalized);
  // "Got it off amazon from some random seller, is it legit?": the verdict asked is whether the product is real.
  const boughtFromSeller = SELLER.test(normalized);
  for (const piece of pieces) {
    const text = piece.text.trim().replace(/^(?:and|also|plus|but|or|so|ok|okay|cool|lol)[,\s]+/, "").trim();
    // "What else is in it besides caffeine": caffeine is what they know, not what they ask about.
    const own = subjectOf(withoutBesides(text));
    const subject = own.length ? own : earlier.length ? earlier : conversationSubject.length ? [...conversationSubject] : after;
    // A statement names the subject the next question is about ("started ashwagandha 3 weeks ago. how long till it kicks in?").
    if (own.length) earlier = own;
    if (text.split(/\s+/).length < 2 && !piece.asked) continue;
    // "Vegan protein powder?" names what it wants with a question mark: a request, not a question a guide section answers.
    const asked = (piece.asked && !bareProductAsk(text)) || QUESTION_START.test(text);
    // "Is it still good?", "good enough?" ask about a product the person has, not for picks.
    // "Is gelatin in your fish oil caps?" asks about a product, not for one.
    const aboutOurs = /^(?:is|are|was|does|did)\b(?! (?:you|yall|y'all|u)\b)/.test(text) ? text.replace(/\b(?:in|of) (?:your|ur|yall'?s?|you guys'?) /g, " ") : text;
    // "How much protein do I need", "where do I get omega-3s" ask for an amount or a source, not for picks.
    const request = REQUEST.test(aboutOurs) || ((NEED.test(text) || RECOMMEND_WORDS.test(text.replace(/\bgood\b/g, " "))) && !YES_NO.test(text) && !OPEN_QUESTION.test(text));
    // "My ex said it was poison" tells what someone said; only a question asks for the verdict.
    const judgement = (asked || /\b(?:worth|waste)\b/.test(text)) && !(boughtFromSeller && /\blegit\b/.test(text)) ? judgementOf(text) : null;
    const question = judgement !== null || (asked && !request);
    if (!question && !request) continue;
    const found = ASPECTS.find((a) => a.pattern.test(text)) ?? (boughtFromSeller && /\b(?:legit|real|fake|genuine|trust\w*|safe to (?:buy|use|take))\b/.test(text) ? AUTHENTICITY : null);
    // Bought from a seller the message names: only an answer about sellers answers it, not a certifier check alone.
    const aspect = found === AUTHENTICITY && boughtFromSeller ? FROM_A_SELLER : found;
    const words = topicWords(text)
      .split(" ")
      .filter((w) => w && !isSubjectWord(w) && !FILLER.test(w));
    asks.push({ text, kind: question ? "question" : "request", judgement, subject, aspect: question ? aspect : null, words });
    // "Something that mixes with just water", "a bar that won't melt": the request carries a question of its own.
    if (!question && aspect) asks.push({ text, kind: "question", judgement: null, subject, aspect, words });
  }
  return asks;
}

/** The searches the guides are asked for a message's questions: each question's subject with its aspect or verdict. */
export function askQueries(message: string, conversationSubject: readonly string[] = []): string[] {
  return asksIn(message, conversationSubject)
    .filter((a) => a.kind === "question" && (a.aspect || a.judgement) && a.subject.length)
    .map((a) => `${a.subject.join(" ")} ${a.aspect?.search ?? (a.judgement === "safety" ? "safe" : "worth need work")}`);
}
