import { escapeRegExp } from "~/domain/text";
import { type Claim, claimIn } from "./claims";
import { type EngineAnswer, type EngineInput, join, OPSS_ASK_THE_EXPERT } from "./draft";
import { NO_GUIDE_REPLY } from "./licence";
import { ASK_THE_EXPERT_SOURCE } from "./sources";
import { answererFor } from "./who-answers";

/*
 * A claim in the message is answered before anything else (ADR 0107). A myth the vocabulary
 * corrects opens the answer with its "no"; a claim the answer already meets with a verdict or
 * a guide section on its point is left as drafted; a claim asked about that nothing we hold
 * speaks to is said plainly to be one we hold no source on, with who can answer, instead of a
 * product list or a template that never says whether it is true.
 */

/** An opening that already gives a verdict, read without its emphasis. */
const VERDICT = /^(?:no\b|not\b|nope\b|yes\b|true\b|false\b|partly\b|mostly\b|some, yes\b|it is (?:not|marketing)\b|its? (?:not|marketing)\b|there is no\b|thats? not\b|for healthy\b|on whether\b|only\b|usually\b|(?:much |far )?(?:less|more) likely\b|depends\b)/i;

/** Words that say nothing of what a claim asserts: fillers, judgements, people and pronouns. */
const EMPTY =
  /^(?:that|this|with|your|youre|they|them|their|there|have|just|really|actually|basically|literally|totally|kinda|pretty|very|will|would|could|should|shouldnt|cant|dont|doesnt|isnt|wont|make|makes|made|mean|means|meant|gives?|gets?|does|about|from|into|like|some|more|than|then|when|what|which|even|also|only|much|many|good|bads?|safe|fine|okay|true|right|legit|thing|stuff|people|everyone|someone|buddy|roommate|guys?|sure|know|said|says|tiktok|supplements?|products?|thats|whats|sketchy|shady|sus|somewhere|read|heard|online|reddit)$/;

/** The words of a clause that carry what it asserts, beyond its subject ("hair", "scam", "dehydrates"). */
function pointWords(clause: string, subjects: ReadonlySet<string>): string[] {
  return clause
    .split(/[^a-z0-9-]+/)
    .flatMap((w) => w.split("-"))
    .filter((w) => w.length > 3 && !EMPTY.test(w) && !subjects.has(w));
}

const stem = (w: string) => (w.length > 6 ? w.slice(0, 5) : w.replace(/(?:es|s)$/, ""));
const speaksOf = (text: string, word: string) => new RegExp(`(?<![a-z])${escapeRegExp(stem(word))}`, "i").test(text);

/** Supplements and ingredients we carry, by the words of their names: a claim's subject, not its point. */
function subjectWords(input: EngineInput): Set<string> {
  const words = new Set(["protein", "whey", "creatine", "caffeine", "coffee", "preworkout", "pre", "vitamin", "vitamins", "keto", "diet", "fasting"]);
  for (const p of input.catalogue.listProducts()) for (const w of `${p.name} ${p.keyIngredients.join(" ")}`.toLowerCase().split(/[^a-z]+/)) if (w.length > 3) words.add(w);
  return words;
}

/** A claim about a rule, or about what a product does to the body: who can answer it differs. */
const RULES = /\b(?:military|dod|army|navy|marines?|air force|allowed|banned|ban|rules?|regs?|regulations?|command|legal|illegal|policy|authori[sz]ed)\b/;
const BODY = /\b(?:heart|kidneys?|liver|hair|skin|acne|break(?:s)? out|cancer|blood|brain|hormones?|testosterone|sperm|fertility|sleep|stomach|gut|bones?|joints?|bald\w*)\b/;

/** The one line that says we hold nothing on a claim, with who can answer it. */
function nothingHeld(claim: Claim): string {
  const who = answererFor(claim.clause, true)?.who ?? (RULES.test(claim.clause) ? "your command or unit leadership for a unit's own rule" : BODY.test(claim.clause) ? "your PCM, who can judge it for you" : "a pharmacist or your PCM");
  return `On whether "${claim.clause}": our guides and product data hold no source on that, so I won't guess at a verdict either way. Ask ${who}; for a question about a supplement itself, ${OPSS_ASK_THE_EXPERT} answers free.`;
}

/** The paragraphs before a numbered list of picks: what a person reads as the answer. */
const leadOf = (paragraphs: readonly string[]) => {
  const list = paragraphs.findIndex((p) => /^\d+\. \*\*/m.test(p));
  return (list < 0 ? paragraphs : paragraphs.slice(0, list)).join("\n\n");
};

const plain = (p: string) => p.replace(/\*\*|__/g, "").trim();

export function withClaimAnswered(answer: EngineAnswer, input: EngineInput): EngineAnswer {
  const u = input.understanding;
  if (answer.intent === "urgent" || u.symptoms.length) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/).filter((p) => p.trim());
  const opening = plain(paragraphs[0] ?? "");
  // A myth corrected: its correction is the answer's first paragraph, and it opens on a "no".
  const isCorrection = (p: string, m: (typeof u.myths)[number]) => [m.answer, m.premise].some((said) => said && p.startsWith(said.slice(0, 60)));
  const claim = claimIn(u.normalized);
  // Said as a claim to be checked ("my buddy says...", "...right?"), a myth's correction opens on a plain "no".
  const myth = claim?.judged ? u.myths.find((m) => m.belief && paragraphs.some((p) => isCorrection(p, m))) : undefined;
  if (myth) {
    const at = paragraphs.findIndex((p) => isCorrection(p, myth));
    const first = paragraphs[at];
    const rest = paragraphs.filter((_, i) => i !== at);
    const no = (p: string) => (/^(?:no|not)\b/i.test(plain(p)) ? p : `No. ${p}`);
    // Only a list's warning stays above it, itself the "no": what is on the DoD list is said first whatever was claimed.
    const warned = at > 0 && /^\*\*Warning: /.test(paragraphs[0]);
    const text = warned ? join(no(rest[0]), first, ...rest.slice(1)) : join(no(first), ...rest);
    const renamed = new Map(warned ? [[rest[0], no(rest[0])]] : [[first, no(first)]]);
    return text === answer.text ? answer : { ...answer, text, cautions: answer.cautions.map((c) => renamed.get(c) ?? c) };
  }
  if (!claim?.judged || VERDICT.test(opening)) return answer;
  // A substance or a list entry named: their verdicts speak to the claim.
  if (u.substances.length || /^\*\*Warning: /.test(paragraphs[0] ?? "")) return answer;
  const points = pointWords(claim.clause, subjectWords(input));
  // A question asked back speaks of the claim's words without a verdict on them.
  const askedBack = !answer.products.length && !answer.passages.length && /\?\s*$/.test(answer.text.trim());
  const lead = askedBack ? "" : leadOf(paragraphs);
  if (!points.length || points.some((w) => speaksOf(lead, w))) return answer;
  const line = nothingHeld(claim);
  // A question asked back or a reply with no source in it says nothing on the claim: the line replaces it.
  const empty = !answer.products.length && (/\?\s*$/.test(answer.text.trim()) || answer.text.startsWith(NO_GUIDE_REPLY));
  return {
    ...answer,
    intent: empty ? "knowledge" : answer.intent,
    text: empty ? line : join(line, answer.text),
    cautions: [line, ...answer.cautions],
    sources: answer.sources.some((s) => s.url === ASK_THE_EXPERT_SOURCE.url) ? answer.sources : [...answer.sources, ASK_THE_EXPERT_SOURCE],
    brief: `${answer.brief} Say first, as written, that we hold no source on the claim and who can answer it.`,
  };
}
