import { safetyShaped } from "./safety-shaped";
import type { CategoryId } from "~/domain/categories";
import { escapeRegExp } from "~/domain/text";
import { type Ask, asksIn, FILLER } from "./asks";
import { topicWords } from "./topic";
import { quotePassage, recommendBlock } from "./blocks";
import { DSHEA_DISCLAIMER } from "./copy";
import { CATEGORY_NOUN, Draft, type EngineAnswer, type EngineInput, join, OPSS_ASK_THE_EXPERT } from "./draft";
import { type PassageHit, passageRelevance } from "./passages";
import { categoryLink } from "./product-lines";
import { ASK_THE_EXPERT_SOURCE } from "./sources";
import { categoriesNamed } from "./vocabulary";
import { answererFor, referralLine } from "./who-answers";
import { withServingsAddedUp } from "./servings-total";
import { proteinByWeight } from "./dosing";
import { holds as holdsWord, isPlainQuestion, partAnswered, partSection, partTerms } from "./part-sections";

/*
 * Every part of a message answered, the question before the picks. The engine answers the
 * message as a whole; this pass reads it clause by clause (./asks.ts) and checks each ask
 * against what the answer says before its picks. A question the answer left out gets the guide
 * section whose heading meets it (its subject, and what it asks about the subject), or a plain
 * sentence that our guides and data hold nothing on that point and where to ask; a verdict ("is
 * it bad for you", "worth it") is never guessed. A request the answer gave no picks for gets the
 * picks of the category it names, after the answers.
 */

/** Words an answer gives a verdict on safety, or on value, with. */
const SAFETY_VERDICT = /\bsafe(?:ty)?\b|\bharm\w*|\bside effects?\b|\brisks?\b|\bdamage\w*|\bno (?:scientific )?evidence\b|\bnot dangerous\b|\bwell[- ]studied\b|\btoxic\w*/;
const VALUE_VERDICT =
  /\bworth\b|\bwaste\b|\bnot needed\b|\bmay not be needed\b|\bshortcut\b|\bevidence\b|\bbest-studied\b|\bnot been shown\b|\bcan help\b|\bprobably not\b|\bless than\b|\bmodest\b|\bearns its place\b|\bproven\b|\bfor most people\b/;
/** Openings that are a verdict in themselves. */
const SAFETY_OPENING = /^(?:yes|no|skip|don'?t|avoid|stop|hold off|wait|never|only|not (?:for|if|at)|for most|for healthy)\b|\bis (?:safe|not dangerous)\b/;
const VALUE_OPENING = /^(?:yes|no|skip|don'?t|avoid|not (?:a|really|for|if|much|without)|probably|less than|more than|the evidence|it can help|only if|mostly|usually)\b/;

/** Headings of guide sections that give such a verdict. */
const SAFETY_HEADING = /\bsafe\b|\bbad for\b|\brisks?\b|\bside effects?\b|\bdangerous\b|\btoo much\b|\bwarning signs?\b|\bskip\b|\bask first\b/;
const VALUE_HEADING = /\bworth\b|\bwork\b|\bhelp\b|\bneed\b|\bactually do\b|\bdoes \w+ do\b|\benough\b|\bmake sense\b/;

const stem = (w: string) => (w.length > 5 ? w.slice(0, 5) : w.replace(/s$/, ""));
const holds = (text: string, word: string) => new RegExp(`(?<![a-z0-9])${escapeRegExp(stem(word))}`).test(text);

/** The answer's paragraphs before its picks: what a person reads as the answer to their questions. */
function picksAt(paragraphs: readonly string[]): number {
  const list = paragraphs.findIndex((p) => /^\d+\. \*\*/m.test(p));
  if (list < 0) return paragraphs.length;
  // The list's intro ends on a colon, or names the picks before one ("... picks that fit no sugar: I left out 4 others ...").
  const intro = paragraphs[list - 1] ?? "";
  return list > 0 && (/:\s*$/.test(intro) || /\bpicks\b[^.\n]*:/.test(intro)) && !/\bguide\b/.test(intro) ? list - 1 : list;
}

/** Words of the ask beyond its subject and its aspect ("collagen", "kidneys", "joints"): an answer about the subject alone misses them. */
const ownWords = (ask: Ask) => ask.words.filter((w) => w.length > 3 && !(ask.aspect?.pattern.test(w) ?? false) && !ask.subject.some((s) => s.includes(w)));

/** What a paragraph says, without its links: a guide's title ("... and where the real risk is") is no answer. */
const said = (text: string) => text.replace(/\[[^\]]*\]\([^)]*\)/g, " ").toLowerCase();

/** Words our guides use for the same subject: a section on sodium answers a question about electrolytes. */
const KIN: Record<string, readonly string[]> = {
  electrolytes: ["electrolyte", "sodium", "salt"],
  hydration: ["electrolyte", "sodium", "water"],
  fish: ["omega"],
  omega: ["fish"],
  vitamins: ["multivitamin", "multi"],
  vitamin: ["multivitamin", "multi"],
  "pre-workout": ["pre-workouts", "stimulant", "caffeine"],
  outside: ["sun"],
  outdoors: ["sun"],
};
const withKin = (words: readonly string[]) => [...new Set(words.flatMap((w) => [w, ...(KIN[w] ?? [])]))];

/** What the ask is about in its own words: the subject it says, else (collagen, filed under protein) its own words. */
function core(ask: Ask): string[] {
  const inClause = ask.subject.filter((w) => ask.text.includes(w));
  return withKin(inClause.length ? inClause : ownWords(ask).length ? ownWords(ask) : ask.subject);
}

function answered(ask: Ask, lead: string, others: readonly Ask[] = [], several = false): boolean {
  const text = said(lead);
  const namesSubject = !ask.subject.length || withKin(ask.subject).some((w) => text.includes(stem(w)));
  const own = ownWords(ask);
  const namesOwn = core(ask).some((w) => holds(text, w));
  if (ask.aspect) return ask.aspect.answeredBy.test(text);
  // One part among several is checked on its own terms; a lone question is answered by the reply as a whole.
  if (isPlainQuestion(ask) && several) return partAnswered(ask, text, others);
  // A reply that opens on a verdict ("Not a waste, but...", "Probably not") has answered a verdict asked.
  const opening = text.trim().split(/(?<=[.!?])\s/)[0] ?? "";
  // An opening verdict answers unless the subject was only inferred and the answer never names it (collagen, filed under protein).
  const inClause = ask.subject.some((w) => ask.text.includes(w));
  const namesConcern = own.length > 0 && own.some((w) => holds(text, w));
  // An opening verdict on a subject said in the clause answers only when the reply names that subject ("do I need B12" is not answered by a fish-oil verdict).
  const verdictOn = inClause ? namesSubject : namesOwn;
  if (ask.judgement === "safety") return (namesSubject && namesOwn && SAFETY_VERDICT.test(text)) || (namesConcern && namesSubject) || (verdictOn && (!own.length || namesConcern) && SAFETY_OPENING.test(opening));
  if (ask.judgement === "value") return (namesSubject && namesOwn && VALUE_VERDICT.test(text)) || (verdictOn && VALUE_OPENING.test(opening));
  const words = ask.words.filter((w) => w.length > 3);
  return !words.length || words.some((w) => holds(text, w));
}

/** The guide section that answers the ask by its heading, if one does. */
function sectionFor(ask: Ask, searched: readonly PassageHit[], several: boolean): PassageHit | null {
  if (isPlainQuestion(ask) && several) return partSection(ask, searched);
  // A section found for a plain part answers that part only.
  const passages = searched.filter((hit) => !hit.forParts);
  const about = (hit: PassageHit) => `${hit.postTitle} ${hit.heading ?? ""}`.toLowerCase();
  const own = ownWords(ask);
  const meets = (hit: PassageHit) => {
    const heading = (hit.heading ?? "").toLowerCase();
    // A verdict comes from a section headed by the subject itself ("Is creatine safe?"), not from any section of its guide.
    const headedBySubject = core(ask).some((w) => holds(heading, w));
    if (ask.aspect) return ask.aspect.search.split(" ").some((w) => holds(heading, w));
    // "Does the beta-alanine tingle hurt you": a section headed by the subject and the worry named ("... why does it tingle?") answers it.
    if (ask.judgement === "safety") return headedBySubject && (SAFETY_HEADING.test(heading) || own.some((w) => w.length > 3 && holds(heading, w)));
    // "Do I even need it if I'm outside all day": a section headed by the subject's kin of the circumstance said ("Does sun exposure count") answers it.
    if (ask.judgement === "value") return headedBySubject && ((VALUE_HEADING.test(heading) && !/^how much\b/.test(heading)) || withKin(own.filter((w) => w.length > 3)).some((w) => w.length > 2 && holds(heading, w)));
    const words = own.length ? own : ask.words;
    return words.length > 0 && words.filter((w) => holds(heading, w)).length >= Math.min(2, words.length);
  };
  const topic = `${ask.subject.join(" ")} ${ask.words.join(" ")} ${ask.aspect?.search ?? ""}`;
  const speaksOf = (hit: PassageHit) => (ask.judgement === "safety" && own.some((w) => w.length > 3 && holds(hit.text.toLowerCase(), w)) ? 1 : 0);
  const found = passages
    .filter((hit) => hit.heading && (!ask.subject.length || ask.aspect?.general || ask.subject.some((w) => holds(about(hit), w))) && meets(hit))
    // A section that speaks of the worry named ("kidneys") answers before one that only gives the verdict.
    .sort((a, b) => speaksOf(b) - speaksOf(a) || passageRelevance(b, topic) - passageRelevance(a, topic));
  return found[0] ?? null;
}

/** The point asked, in the person's terms, for the sentence that says we hold nothing on it. */
const PLURAL_VERB: Record<string, string> = { holds: "hold", takes: "take", mixes: "mix", dehydrates: "dehydrate" };

/** Subject words as a person says them. */
const SAID: Record<string, string> = { informed: "Informed Sport", nsf: "NSF Certified for Sport", fish: "fish oil", omega: "omega-3s", "pre-workout": "a pre-workout", pre: "a pre-workout", health: "it", vitamins: "a multivitamin", hydration: "electrolytes", vitamin: "your vitamin", protein: "protein" };

function pointOf(ask: Ask): string {
  // A subject the clause never says is named by the clause's own word for a verdict (collagen, filed under protein), else as the conversation's.
  const inClause = ask.subject.find((w) => ask.text.includes(w));
  const first = ask.subject[0] ?? "it";
  const subject = inClause ? (SAID[inClause] ?? inClause) : ask.judgement && ownWords(ask).length ? ownWords(ask)[0] : (SAID[first] ?? first);
  const is = /[^s]s$/.test(subject) && !/^(?:it|this)$/.test(subject) ? "are" : "is";
  if (ask.judgement === "safety") return `whether ${subject} ${is} bad for you`;
  if (ask.judgement === "value") return `whether ${subject} ${is} worth it`;
  // "How supplements hold up", "how long creatine takes".
  const plural = /[^s]s$/.test(subject);
  if (ask.aspect) return ask.aspect.point.replace("{s}", subject).replace(/\b(?:holds|takes|mixes|dehydrates)\b/, (verb) => (plural ? PLURAL_VERB[verb] : verb));
  return `"${ask.text}"`;
}

function nothingHeld(ask: Ask): string {
  const verdict = ask.judgement ? " and I won't guess at a verdict" : "";
  const where = ask.aspect && ["storage", "mixing", "timing"].includes(ask.aspect.id) ? "go by the label's directions, and for anything the label doesn't settle ask" : "ask";
  return `On ${pointOf(ask)}: our guides and product data hold no source on that point${verdict}. For that, ${where} ${OPSS_ASK_THE_EXPERT}.`;
}

/** Whether the answer may be added to here: no urgent care, no list hit, no substance or condition shaping it. */
function open(answer: EngineAnswer, input: EngineInput): boolean {
  const u = input.understanding;
  return (
    answer.modelMayPhrase &&
    !safetyShaped(input) &&
    u.intent !== "out-of-scope" &&
    u.intent !== "courtesy" &&
    !/\?\s*$/.test(answer.text.trim())
  );
}

/** The offer a knowledge answer ends on when it read no request. */
const OFFER = /^If you want a certified one, ask\b/;

/** "Do you carry", "which one do you have": a request whose kind is the message's subject. */
const ASKS_THE_CATALOGUE = /\b(?:do|does) (?:you|yall|y'all|u) (?:have|carry|sell|got)\b|\byou (?:guys )?(?:have|carry|got)\b|\bwhich (?:one|ones|brand)\b/;

/** The category a request names, or for "which do you carry" the one its message names; none for "something I can pop". */
function requestCategory(ask: Ask, input: EngineInput): CategoryId | null {
  return categoriesNamed(ask.text)[0] ?? (ASKS_THE_CATALOGUE.test(ask.text) ? (categoriesNamed(input.understanding.normalized)[0] ?? input.understanding.categories[0] ?? null) : null);
}

/** The message's content words, fillers left out. */
const messageWords = (normalized: string) => topicWords(normalized).split(" ").filter((w) => w.length > 3 && !FILLER.test(w));

/** Whether `text` speaks of what the ask is about. */
const namesCore = (ask: Ask, text: string) => core(ask).some((w) => holds(said(text), w));

/** The link a section is quoted under. */
const linkOf = (hit: PassageHit) => `/blog/${hit.slug}${hit.anchor ? `#${hit.anchor}` : ""}`;

export function withEveryAskAnswered(drafted: EngineAnswer, input: EngineInput): EngineAnswer {
  // An amount across servings ("two scoops", "if I double up") is worked out from the labels first.
  const answer = withServingsAddedUp(drafted, input);
  if (!open(answer, input)) return answer;
  const u = input.understanding;
  const asks = asksIn(u.message, u.categories.slice(0, 1).map((c) => CATEGORY_NOUN[c].split(" ")[0]));
  if (!asks.length) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/);
  let at = picksAt(paragraphs);
  const lead = paragraphs.slice(0, at).join("\n\n");
  const d = new Draft();
  d.passages.push(...answer.passages);
  // A section counts as quoted only where the reply shows its link.
  const used = new Set(answer.passages.map((p) => p.link).filter((link) => answer.text.includes(`(${link})`)));
  // With nothing said before the picks, "should I take magnesium?" asks for a verdict the picks alone don't give.
  const bare = !said(lead).trim();
  const questions = asks.filter((a) => a.kind === "question").map((a): Ask => (bare && !a.aspect && !a.judgement && /^(?:should i|do i (?:even |really )?need)\b/.test(a.text) ? { ...a, judgement: "value" } : a));
  // A myth corrected has given the verdict asked ("so it's legit?").
  const missing = questions.filter((a) => !answered(a, lead, questions, asks.length > 1) && !(a.judgement && u.myths.length));
  const added: string[] = [];
  const unheld: string[] = [];
  // One part of several that the answer never speaks of, and no guide section answers: said plainly, not skipped.
  const unspokenPart = (ask: Ask) => isPlainQuestion(ask) && asks.length > 1 && !partTerms(ask).some((w) => holdsWord(said(lead), w));
  // "How much protein do I need a day at 180 lbs?": the guide's figures worked out for that weight.
  if (asks.some((a) => /\bhow much protein\b/.test(a.text)) && !/\bg of protein a day\b/.test(lead)) {
    const weighed = new Draft();
    proteinByWeight(u.normalized, weighed);
    if (weighed.cautions.length) {
      added.push(...weighed.cautions);
      d.sources.push(...weighed.sources);
    }
  }
  // A part only a named answerer can settle (TRICARE, the mail room, the retailer, a dietitian): one line naming them, once each.
  const referred = new Set<string>();
  const referTo = (ask: Ask): boolean => {
    // "Do I even need anything for that?" after a diet said in the sentence before: the diet's answerer.
    // Named anywhere in the answer (a packing list's mail line after the picks) needs no second line.
    const who = answererFor(ask.text) ?? (ask.judgement === "value" ? answererFor(u.normalized, true) : null);
    if (!who || referred.has(who.id) || who.named.test(said(join(answer.text, ...added)))) return false;
    referred.add(who.id);
    added.push(referralLine(who));
    d.sources.push(ASK_THE_EXPERT_SOURCE);
    return true;
  };
  for (const ask of questions.filter((a) => !missing.includes(a))) referTo(ask);
  // A request can carry such a part too ("halal options?"), but a diet named in a request is what the picks keep to.
  for (const ask of asks.filter((a) => a.kind === "request" && !["diet", "labs"].includes(answererFor(a.text)?.id ?? ""))) referTo(ask);
  for (const ask of missing) {
    const hit = sectionFor(ask, input.passages, asks.length > 1);
    if (!hit && referTo(ask)) continue;
    if (hit && !used.has(linkOf(hit))) {
      added.push(quotePassage(hit, `${ask.subject.join(" ")} ${ask.words.join(" ")} ${ask.aspect?.search ?? ""}`, d));
      used.add(linkOf(hit));
    } else if (!hit && input.passages.length && ask.subject.length && (ask.aspect || (ask.judgement && !namesCore(ask, lead)) || unspokenPart(ask))) {
      // Said plainly only where the point is clear: a verdict on a subject the answer never spoke of, or a named aspect (storage,
      // mixing, timing); and only after a search of our guides that returned sections, none of them on it.
      (unspokenPart(ask) ? unheld : added).push(nothingHeld(ask));
      d.sources.push(ASK_THE_EXPERT_SOURCE);
    }
  }
  // A request the understanding read past (a knowledge answer, no picks, nothing that holds products back): its category's picks, after the answers.
  const request = asks.find((a) => a.kind === "request");
  const saidNoneFits = /\b(?:none of our|nothing in our|we carry no|no certified|isn't one we carry)\b/i.test(answer.text);
  // "If you want a certified one, ask": the person did ask, in a clause of its own.
  const offered = paragraphs.findIndex((p) => OFFER.test(p));
  const picksMissed = request && !answer.products.length && answer.intent === "knowledge" && (!u.intents.includes("recommend") || offered >= 0) && !u.duties.length && !saidNoneFits;
  const category = picksMissed ? requestCategory(request, input) : null;
  let picks: string[] = [];
  if (category && request) {
    // The kind asked for ("creatine", filed under hydration) keeps the picks to that kind.
    const kind = request.subject.find((w) => w.length >= 6 && input.picksFor(category).some((p) => p.name.toLowerCase().includes(w)));
    const named = recommendBlock(category, u, input, d, kind);
    picks = named.length ? [...d.blocks, categoryLink(category)] : [];
    if (!named.length) d.products.length = 0;
  }
  if (!added.length && !unheld.length && !picks.length) return answer;
  // A guide quote beside them that meets none of the questions asked ("protein before sleep" for "is collagen worth it") goes.
  // Marks of what the message is about: its own words (statements included) and its subjects with their kin.
  const marks = [...messageWords(u.normalized), ...questions.flatMap((a) => [...ownWords(a), ...withKin(a.subject.filter((w) => u.normalized.includes(w)))])];
  const offTopic = (i: number) =>
    added.length > 0 &&
    marks.length > 0 &&
    /^From our guide:/.test(paragraphs[i + 1] ?? "") &&
    !answer.cautions.includes(paragraphs[i]) &&
    !marks.some((w) => holds(said(`${paragraphs[i]} ${paragraphs[i + 1]}`), w));
  const dropped = new Set([...paragraphs.flatMap((_, i) => (i < at && offTopic(i) ? [i, i + 1] : [])), ...(picks.length && offered >= 0 ? [offered] : [])]);
  const kept = paragraphs.filter((_, i) => !dropped.has(i));
  at -= dropped.size;
  // The answer already answers the question asked first: the new answers follow it, before the picks; else they open the reply.
  // A plain "we hold nothing on that part" never opens the reply: with nothing else added, it follows the answer.
  const onTopic = !added.length || (questions.length > 0 && !missing.includes(questions[0]) && answered(questions[0], kept.slice(0, at).join("\n\n"), questions, asks.length > 1));
  const before = onTopic ? kept.slice(0, at) : [];
  const after = onTopic ? kept.slice(at) : kept;
  const footer = picks.length && !answer.footer.includes(DSHEA_DISCLAIMER) ? join(answer.footer, DSHEA_DISCLAIMER) : answer.footer;
  return {
    ...answer,
    text: join(...before, ...added, ...unheld, ...after, ...picks, picks.length && !answer.text.includes(DSHEA_DISCLAIMER) ? DSHEA_DISCLAIMER : ""),
    cautions: [...answer.cautions, ...added.filter((b) => !b.includes("From our guide")), ...unheld],
    passages: d.passages,
    sources: [...new Map([...answer.sources, ...d.sources].map((s) => [s.url, s])).values()],
    products: [...answer.products, ...d.products],
    candidates: [...new Map([...answer.candidates, ...d.candidates.values()].map((p) => [p.id, p])).values()],
    fitNotes: { ...answer.fitNotes, ...d.fitNotes },
    footer,
    // The model's instructions name the added parts too: each question's answer first, then the picks asked for.
    brief: [answer.brief, added.length ? "Answer each question asked, as written, before anything else." : "", picks.length ? "Then give the picks listed, for what was asked for." : ""].filter(Boolean).join(" "),
  };
}
