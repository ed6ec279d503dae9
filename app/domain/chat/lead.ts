import { type EngineAnswer, join, type UsedPassage } from "./draft";
import { ruledOut } from "./ruled-out";
import { subjectsIn } from "./subjects";
import type { Understanding } from "./understanding";

/*
 * The last ordering of an answer, after ./fit.ts has taken out what was written for another case:
 * - in an emergency (the answer opens on calling 911, an emergency room or Poison Control now)
 *   only the emergency text stays: the signs, the care, what to bring, no product; everyday advice
 *   (what helps, a day's caffeine budget) goes;
 * - a paragraph about a kind of supplement the person ruled out ("no melatonin", "i dont do stims")
 *   goes, unless it is a caution or says the kind is left out; a passing sentence on it goes;
 * - the paragraph that bears most on the message leads the prose, after any safety text that must
 *   lead (signs to act on now, a caution for a medicine or condition, a DoD list verdict).
 * Judged by the words and subjects a paragraph shares with what was said, not by which paragraph it is.
 * docs/decisions/0133-the-answer-leads.md
 */

type Reader = Pick<Understanding, "message" | "normalized" | "earlierAsks" | "constraints" | "categories" | "intent">;

/** A paragraph of the answer, with the guide link that cites it when there is one. */
interface Block {
  text: string;
  link?: string;
  /** Safety text that must lead, or a later paragraph of a caution that opens with it: never moved or dropped for what it bears on. */
  fixed?: boolean;
}

const GUIDE_LINK = /^(?:From|Read more in) our guide: \[/;

/**
 * The paragraphs of `body`, each guide link with the paragraph it cites: the one quoting the
 * section's text (a stage may have put another paragraph between them), else the one before it.
 */
function blocksOf(body: string, passages: readonly UsedPassage[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of body.split(/\n\s*\n/).filter((p) => p.trim() !== "")) {
    if (!GUIDE_LINK.test(paragraph) || !blocks.length) {
      blocks.push({ text: paragraph });
      continue;
    }
    const extract = passages.find((p) => paragraph.includes(`](${p.link})`))?.extract ?? "";
    const quoting = blocks.findLast((b) => !b.link && extract !== "" && extract.includes(b.text.slice(0, 60)));
    const owner = quoting ?? blocks.at(-1);
    if (owner && !owner.link) owner.link = paragraph;
    else blocks.push({ text: paragraph });
  }
  return blocks;
}

/** The picks, their introduction and the lists: where the prose before them ends. */
const PICKS = /\/compare\/|^\s*(?:\d+\.|[-*]|\|)\s|\bpicks\b[^.]*:|\bI left out\b|^(?:See the full|Left out on purpose)\b|:\s*$/m;

/** A list that is no picks: foods, steps. */
const LIST = /^(?:\s*[-*]\s[^\n]*\n?)+$/;

/** Text that must lead whatever was asked: signs to act on now, a caution for what the person takes or has, a DoD list verdict. */
const MUST_LEAD =
  /\b911\b|\bemergency\b|\bpoison control\b|\b(?:is|are|it's|they're)(?: not| also)? (?:on|listed on) the DoD\b|\bDoD-prohibited\b|\bcan'?t (?:vouch|identify|tell)\b|\bcannot (?:vouch|identify)\b|^\*\*(?:With |Warning|Stop|No\b|Don't|Not |Ask before)|^\*\*[^*]*\b(?:prescriber|provider|doctor|pharmacist|sick call|clinician|PCM|OB|flight surgeon)\b/i;

/** Care: a sentence or paragraph that sends to care, says to stop, or says what to bring to it. */
const CARE = /\b911\b|\bemergency\b|\bpoison control\b|\baid station\b|\bepinephrine\b|\bsick call\b|\bclinicians?\b|\bdoctors?\b|\bprovider\b|\bmedical\b|\bpharmacist\b|\bPCM\b|\bstop\b|\btake no more\b|\blabel\b|\btub\b|\bchecked\b|\bstay with\b|\bwon't suggest\b/i;

/** The answer opens on care now: its first sentence calls 911, an emergency room or Poison Control. */
const EMERGENCY_LEAD = /^[^.!?]*(?:\b911\b|emergency room|poison control)/i;

/** Everyday advice written as its own paragraph ("**What helps:** take less..."). */
const EVERYDAY = /^\*\*What helps:\*\*/;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"(*])/);

/** The emergency's own text: every paragraph's sentences that send to care, nothing else. */
function emergencyOnly(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((b, i): Block[] => {
    if (i === 0) return [b];
    if (EVERYDAY.test(b.text) || !CARE.test(b.text)) return [];
    const kept = sentencesOf(b.text).filter((s) => CARE.test(s));
    return [{ text: kept.join(" ") }];
  });
}

/** "no X", "without X", "X-free", "left out ... X": a paragraph that says the thing is left out keeps it. */
function saysItIsLeftOut(text: string, term: RegExp): boolean {
  const global = new RegExp(term.source, "gi");
  return [...text.matchAll(global)].some((m) => {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.index + m[0].length);
    return /\b(?:no|not|non|without|zero|other than|besides|instead of|rather than|left out|skip\w*|off the table|avoid\w*|contain)\b[^.;:]*$/i.test(before) || /^-?free\b|^[^.]{0,30}\boff the table\b/i.test(after);
  });
}

/** A paragraph with what the person ruled out taken out: whole when its opening sentence is about it, else the sentences naming it. */
function withoutRuledOut(block: Block, terms: readonly RegExp[]): Block | null {
  const names = (s: string) => terms.some((t) => new RegExp(t.source, "i").test(s));
  if (!names(block.text) || block.fixed || PICKS.test(block.text) || terms.some((t) => saysItIsLeftOut(block.text, t))) return block;
  const sentences = sentencesOf(block.text);
  if (names(sentences[0])) return null;
  const kept = sentences.filter((s) => !names(s) || CARE.test(s));
  return kept.length ? { text: kept.join(" "), link: block.link } : null;
}

/** Words that carry a point, plural folded; common words left out. */
const COMMON = new Set("that this with from your what which when will were does also into than then there these those they their them been have should would could about just more most some only want need take good best like know thing stuff really after before anything something time times every today hour hours days week weeks".split(" "));
const pointWords = (text: string) =>
  new Set(
    (
      text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .toLowerCase()
        .match(/[a-z0-9]{4,}/g) ?? []
    )
      .filter((w) => !COMMON.has(w))
      .map((w) => w.replace(/s$/, "")),
  );

/** A clause that asks: what the person wants answered, as against the story around it. */
const ASKS = /\b(?:what|whats|what's|which|how|any|anything|best|recommend\w*|can i|should i|is there|do you|need)\b|\?/i;

/** The clauses of a message that ask something: the story told around them ("4 monsters a day, not giving that up") is cut off. */
const askingClauses = (message: string) =>
  message
    .split(/[.!;,\n]+|\s(?:anyway|but|so|and)\s|\p{Extended_Pictographic}/u)
    .filter((c) => ASKS.test(c))
    .join(" ");

/**
 * How much a paragraph bears on the message: each word of a clause that asks counts three, each
 * other word of the message or of a limit the person set (a milk allergy's "dairy", a diet) two,
 * each word only of the category asked one, and each subject the message raises one. A category's
 * stock lead shares the category; the paragraph that answers this person shares what they asked.
 */
function bearingOn(u: Reader): (block: Block) => number {
  const understood = u.constraints.flatMap((c) => (c.kind === "exclude" ? [c.ingredient] : c.kind === "diet" ? [c.diet] : []));
  const dairy = understood.some((w) => /milk|whey|casein|lactose|dairy/.test(w)) ? ["dairy", "lactose", "milk"] : [];
  const asked = pointWords(askingClauses(u.message));
  const said = pointWords([u.message, ...understood, ...dairy].join(" "));
  const category = pointWords(u.categories.map((c) => c.replace(/-/g, " ")).join(" "));
  const raised = subjectsIn(u.message, "raisedBy");
  return (block) => {
    const own = pointWords(block.text);
    const words = [...own].reduce((n, w) => n + (asked.has(w) ? 3 : said.has(w) ? 2 : category.has(w) ? 1 : 0), 0);
    return words + [...subjectsIn(block.text)].filter((s) => raised.has(s)).length;
  };
}

/** Sends to a person who can help: a paragraph with it is a referral, never dropped for bearing on nothing. */
const REFERS = /\b911\b|\bemergency\b|\bpoison control\b|\bsick call\b|\bclinicians?\b|\bdoctors?\b|\bprovider\b|\bpharmacist\b|\bPCM\b|\bprescriber\b|\bsurgeon\b|\bOB\b|\bAsk the Expert\b/;

/**
 * The prose before the picks, after the run of text that must lead: the paragraph that bears most
 * on the message first, the others in their order; a paragraph that shares nothing with the
 * message (no word, no subject raised, not the category asked) goes, and so does one moved down
 * that shares no more than a single word of the message itself, a category's stock lead.
 */
function answerFirst(blocks: readonly Block[], u: Reader): Block[] {
  let start = 0;
  while (start < blocks.length && blocks[start].fixed) start++;
  let end = start;
  while (end < blocks.length && (LIST.test(blocks[end].text) || !PICKS.test(blocks[end].text)) && !blocks[end].fixed) end++;
  if (end === start) return [...blocks];
  const said = pointWords(u.message);
  const prose = blocks.slice(start, end);
  // A list (foods and their protein) is the paragraph before it carried on: never the lead, never dropped.
  const bearing = bearingOn(u);
  const scores = prose.map((b) => (LIST.test(b.text) ? 0 : bearing(b)));
  const best = scores.indexOf(Math.max(...scores));
  const moved = best > 0 && scores[best] > scores[0];
  const sharesWithMessage = (b: Block) => [...pointWords(b.text)].filter((w) => said.has(w)).length;
  const keeps = (b: Block, i: number) => LIST.test(b.text) || REFERS.test(b.text) || ASKS_BACK.test(b.text) || (scores[i] > 0 && !(moved && i === 0 && sharesWithMessage(b) <= 1));
  const order = moved ? [best, ...prose.map((_, i) => i).filter((i) => i !== best)] : prose.map((_, i) => i);
  return [...blocks.slice(0, start), ...order.filter((i) => keeps(prose[i], i)).map((i) => prose[i]), ...blocks.slice(end)];
}

/** A question back to the person: the answer waits on it. */
const ASKS_BACK = /\?\s*(?:\S+\s*){0,30}$/;

/** A lead that says to stop what was taken: a tip on taking it better contradicts it. */
const STOP_LEAD = /^\**(?:[^.!?]*\b)?stop\b/i;

/** The answer with its emergency kept to itself, what was ruled out left out, and the answer to what was asked leading. */
export function withAnswerLeading(answer: EngineAnswer, u: Reader): EngineAnswer {
  if (answer.intent === "out-of-scope" || answer.intent === "courtesy") return answer;
  const body = answer.footer && answer.text.endsWith(answer.footer) ? answer.text.slice(0, -answer.footer.length).trimEnd() : answer.text;
  const blocks = blocksOf(body, answer.passages).map((b) => ({ ...b, fixed: MUST_LEAD.test(b.text) || answer.cautions.some((c) => c.includes(b.text) && MUST_LEAD.test(c)) }));
  if (!blocks.length) return answer;
  const emergency = EMERGENCY_LEAD.test(blocks[0].text.replace(/^\*\*/, ""));
  const terms = ruledOut(u);
  const stopped = STOP_LEAD.test(blocks[0].text);
  const fitted = emergency
    ? emergencyOnly(blocks)
    : answerFirst(
        blocks.map((b) => withoutRuledOut(b, terms)).filter((b): b is Block => b !== null && !(stopped && EVERYDAY.test(b.text))),
        u,
      );
  if (!fitted.length || (fitted.length === blocks.length && fitted.every((b, i) => b.text === blocks[i].text && b.link === blocks[i].link))) return answer;
  const text = join(...fitted.flatMap((b) => [b.text, b.link ?? ""]), answer.footer);
  return {
    ...answer,
    text,
    // A caution goes with its paragraph; a model draft is checked only against the cautions still said.
    cautions: answer.cautions.filter((c) => !body.includes(c) || text.includes(c)),
    passages: answer.passages.filter((p) => !body.includes(`](${p.link})`) || text.includes(`](${p.link})`)),
  };
}
