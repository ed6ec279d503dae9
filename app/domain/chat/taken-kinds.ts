import type { CategoryId } from "~/domain/categories";
import type { Supplement } from "~/domain/catalogue/types";
import { episodeOver, symptomTime } from "./symptom-time";
import { categoriesNamed } from "./vocabulary";
import { isFindingClause } from "./findings";
import { brandSetAside, setAsideObjects, withoutSetAside } from "./set-aside";

/*
 * Kinds of product the person already takes ("already on a multi", "my fish oil") or that just
 * gave them trouble ("the melatonin leaves me groggy"): never picked again, and the answer says
 * so. A kind is read from the person's words and matched to products by the catalogue's own
 * names and main ingredients, never by a fact typed in here.
 */

export interface ProductKind {
  /** How the answer names the kind: "multivitamins". */
  plural: string;
  /** One of the kind: "a multivitamin" without its article. */
  noun: string;
  /** The kind in the person's words. */
  said: RegExp;
  /** A product of the kind, read from its name and first (main) ingredient. */
  product: RegExp;
  /** The kind is a whole category: set aside, it is no category asked for. */
  wholeCategory?: CategoryId;
}

export const KINDS: readonly ProductKind[] = [
  { plural: "multivitamins", noun: "multivitamin", said: /\bmulti(?:-?vitamins?|s)?\b/, product: /\bmulti(?:-?vitamin)?/i },
  { plural: "fish oils", noun: "fish oil", said: /\bfish oils?\b|\bomega(?:-?3s?|s)?\b|\bkrill(?: oil)?\b/, product: /\bomega|\bfish oil|\bkrill|\bepa\b/i },
  { plural: "creatine products", noun: "creatine", said: /\bcreatine\b/, product: /\bcreatine\b/i },
  { plural: "magnesium products", noun: "magnesium supplement", said: /\bmagnesium\b|\bmag\b/, product: /\bmagnesium\b/i },
  { plural: "melatonin products", noun: "melatonin", said: /\bmelatonin\b/, product: /\bmelatonin\b|\bmelaton-/i },
  { plural: "vitamin D products", noun: "vitamin D supplement", said: /\bvit(?:amin)? ?d3?\b|\bd3\b/, product: /\bvitamin d|\bd3\b/i },
  { plural: "zinc products", noun: "zinc supplement", said: /\bzinc\b/, product: /\bzinc\b/i },
  { plural: "ashwagandha products", noun: "ashwagandha", said: /\bashwagandha\b/, product: /\bashwagandha\b/i },
  { plural: "whey proteins", noun: "whey protein", said: /\bwhey\b/, product: /\bwhey\b/i },
  { plural: "pre-workouts", noun: "pre-workout", said: /\bpre[- ]?workouts?\b|\bpres?\b/, product: /\bpre[- ]?workout|\bpre[- ]?train|\bpump\b|\bendopump\b|^pre\b/i, wholeCategory: "pre-workout" },
  { plural: "collagen products", noun: "collagen product", said: /\bcollagen\b/, product: /\bcollagen\b/i },
  { plural: "probiotics", noun: "probiotic", said: /\bprobiotics?\b/, product: /\bprobiotic/i },
];

export const isOf = (kind: ProductKind, p: Supplement) => kind.product.test(`${p.name} ${p.keyIngredients[0] ?? ""}`);

/** Clauses of a message: a kind and what is said of it must share one. */
const clausesOf = (text: string) => text.split(/[.;!?\n]+|,\s*(?=(?:but|and|so|what|which|do|does|is|any|recommend|should|can)\b)/);

/** Taking it now: "already take", "currently on", "i take ... every morning", "my multi". */
const ALREADY = /\b(?:already|currently|still)\b/;
const TAKE_VERB = /\b(?:take|takes|taking|on|using|use|have|got|run|running|pop|popping|covered)\b/;
const I_TAKE = /\b(?:i|we)\s+(?:take|use|pop|run|took|popped)\b|\b(?:i'?m|im|i am|been|we'?re)\s+(?:taking|using|on|popping|running)\b|\b(?:popped|took|downed)\s+(?:like\s+)?(?:\d|(?:a|an|some|my|two|three)\b)/;
const TAKES_OWN = (kind: ProductKind) => new RegExp(String.raw`\bmy (?:daily |current |usual )?(?:${kind.said.source.replace(/\\b/g, "")})`);
/** A question about taking it, not a statement: "what fish oil should I take", "can I take a multi". */
const ASKS_TO_TAKE = /\b(?:should|can|could|would|do|does|will|may|must)\s+(?:i|we|you)\b|\bthinking (?:about|of)\b|\bwant(?:ed)? to (?:try|start|take)\b|\bif i\b/;

function takes(kind: ProductKind, clause: string): boolean {
  // "My vitamin D came back low" tells a result, not a product taken (./findings.ts).
  if (isFindingClause(clause)) return false;
  if (TAKES_OWN(kind).test(clause)) return true;
  if (ALREADY.test(clause) && TAKE_VERB.test(clause)) return true;
  return I_TAKE.test(clause) && !ASKS_TO_TAKE.test(clause);
}

/** Trouble said with it: the stomach, grogginess, jitters, a rash. */
const COMPLAINT =
  /\bmess(?:es|ing|ed)? (?:up|with)\b|\bupset\w*|\bwreck\w*|\btear(?:s|ing)? (?:up|my)\b|\btore (?:up|my)\b|\bhurts?\b|\bgroggy\b|\bhung ?over\b|\bhangover\b|\bfoggy\b|\bsick\b|\bnause\w*|\bburp\w*|\bthe runs\b|\bdiarrh\w*|\bheadaches?\b|\bjitter\w*|\bbloat\w*|\bcramp\w*|\bnightmares?\b|\b(?:doesn'?t|does not|didn'?t|don'?t) (?:agree|sit(?: well)?) with\b|\bbr(?:eak|oke) me out\b|\brash\b|\bheartburn\b|\breflux\b|\bgassy\b/;

/** The kinds the person takes now, that gave them trouble, or that they set aside in words ("anything besides melatonin"), in this message. */
export function kindsToSetAside(normalized: string): { taken: ProductKind[]; upset: ProductKind[]; refused: ProductKind[] } {
  const clauses = clausesOf(normalized);
  const saidIn = (kind: ProductKind, test: (clause: string) => boolean) => clauses.some((c) => kind.said.test(c) && test(c));
  // A whole category ("my pre", "the pre still") is what a request is about: only words that set it aside leave it out.
  const kinds = KINDS.filter((k) => !k.wholeCategory);
  // Trouble long past ("used to bloat me", "gave me the runs back in 2022") is history, not what is bothering them now.
  const upset = symptomTime(normalized) === "long-over" ? [] : kinds.filter((k) => saidIn(k, (c) => COMPLAINT.test(c)));
  const taken = kinds.filter((k) => !upset.includes(k) && saidIn(k, (c) => takes(k, c)));
  const objects = setAsideObjects(normalized);
  const refused = KINDS.filter((k) => !upset.includes(k) && !taken.includes(k) && objects.some((o) => k.said.test(o)));
  return { taken, upset, refused };
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * A product of a kind set aside in words: of the whole kind for a category ("not a pre-workout"),
 * else only one whose name or main ingredient carries the words said ("not fish oil" leaves an
 * algal omega-3 in).
 */
function refusedProduct(kind: ProductKind, p: Supplement, objects: readonly string[]): boolean {
  if (!isOf(kind, p)) return false;
  if (kind.wholeCategory) return true;
  const own = compact(`${p.name} ${p.keyIngredients[0] ?? ""}`);
  return objects.some((o) => kind.said.test(o) && own.includes(compact(o.replace(/^(?:a|an|the|any)\s+/, "")).replace(/s$/, "")));
}

/** The fits without the kinds, and the brands, set aside. */
export function withoutKindsSetAside<F extends { product: Supplement }>(fits: readonly F[], normalized: string): F[] {
  const { taken, upset, refused } = kindsToSetAside(normalized);
  const aside = [...taken, ...upset];
  const objects = setAsideObjects(normalized);
  return fits.filter((f) => !aside.some((k) => isOf(k, f.product)) && !refused.some((k) => refusedProduct(k, f.product, objects)) && !brandSetAside(f.product, normalized));
}

/** Says what the picks leave out and why: trouble first in the answer, a kind already taken beside the picks. */
export function sayWhatIsSetAside(d: { add(...blocks: string[]): void; caution(text: string): void }, normalized: string, inCategory: readonly Supplement[]): void {
  const aside = setAsideLine(normalized, inCategory);
  if (aside?.upset) d.caution(aside.text);
  else if (aside) d.add(aside.text);
}

function setAsideLine(normalized: string, inCategory: readonly Supplement[]): { text: string; upset: boolean } | null {
  const { taken, upset } = kindsToSetAside(normalized);
  const among = (kinds: ProductKind[]) => kinds.filter((k) => inCategory.some((p) => isOf(k, p)));
  const troubled = among(upset);
  const had = among(taken);
  const or = (kinds: ProductKind[]) => kinds.map((k) => k.plural).join(" or ");
  const parts = [
    ...(troubled.length ? [episodeOver(normalized) ? `no ${or(troubled)}, since ${troubled.length > 1 ? "those" : "that"} gave you trouble` : `no ${or(troubled)}, since that is what's been bothering you: stop it, and see sick call if it doesn't settle`] : []),
    ...(had.length ? [`no ${or(had)}, since you already have ${had.length > 1 ? "those" : "some"}`] : []),
  ];
  return parts.length ? { text: `Left out on purpose: ${parts.join("; ")}.`, upset: troubled.length > 0 } : null;
}

/** The text without the kinds set aside: what is left names what to rank by. */
export function withoutKindsSaid(normalized: string): string {
  const { taken, upset, refused } = kindsToSetAside(normalized);
  // What something does to them ("gives me weird dreams") names an effect, not a product to rank first ("Dream").
  const effectsOut = withoutSetAside(normalized).replace(/\b(?:gives?|gave|makes?|made|leaves?|left) me\b[^.,;!?]*/g, " ");
  return [...taken, ...upset, ...refused].reduce((text, k) => text.replace(new RegExp(k.said.source, "g"), " "), effectsOut);
}

/**
 * The text to read the asked-for category from: a kind already taken is no category asked for
 * ("already on a multi, what should I add for recovery?") when the rest of the text names one.
 */
export function withoutTakenKinds(normalized: string): string {
  const { taken, refused } = kindsToSetAside(normalized);
  const refusedRest = refused.length ? withoutSetAside(normalized) : normalized;
  // A whole category set aside ("energy that isn't a pre-workout") is never the one asked for.
  const fromRefused = refused.some((k) => k.wholeCategory) || categoriesNamed(refusedRest).length ? refusedRest : normalized;
  if (!taken.length) return fromRefused;
  const rest = taken.reduce((text, k) => text.replace(new RegExp(k.said.source, "g"), " "), fromRefused);
  return categoriesNamed(rest).length ? rest : fromRefused;
}
