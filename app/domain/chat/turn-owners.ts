import { feedsTheirBaby, whoseWord } from "./whom";
import { asksForSelf, asksForThem, FIRST_PERSON, PEOPLE, speaksOnlyOfThem } from "./whose";

/*
 * Whom each turn of a conversation asks for. A request made for someone else ("a multi for my
 * wife") carries on to the turn that tells more about them ("oh she's 12 weeks pregnant"): what
 * that turn says is theirs, applied to the answer for them. A turn that speaks only of someone
 * else ("my wife is 24 weeks, her OB has her sorted") is theirs too. A medicine, condition, duty
 * or limit the person said of themselves is not applied to a request for someone else ("I'm on
 * Lexapro" then "my buddy wants a pre"), nor theirs to the person's own next request ("I need a
 * whey for ME").
 */

/**
 * Whose the answer's referrals are, as the answer says it: the person's own word for them
 * ("your wife's"), or the pronoun the person used of them, or "their"; never a guessed "his" or
 * "her" for someone the person named only by a word.
 */
export type Whom = string;

/** One message of the conversation, as the understanding step reads it. */
interface HistoryEntry {
  role: string;
  content: string;
}

/** The pronouns a person uses of someone else; "they" and "them" also point at products, so only said of a person. */
const PRONOUNS: ReadonlyArray<readonly [Whom, RegExp]> = [
  ["her", /\b(?:she|shes|she's|her|hers)\b/],
  ["his", /\b(?:he|hes|he's|him|his)\b/],
  ["their", /\b(?:they|theyre|they're|their)\b/],
];
const THIRD_PERSON = /\b(?:she|shes|she's|her|hers|he|hes|he's|him|his)\b/;

/** Someone named by a word the person uses for people ("the guys in my shop", "my ex"). */
const SOMEONE_NAMED = new RegExp(String.raw`\b(?:${PEOPLE})\b`);

const plain = (message: string) => message.toLowerCase().replace(/[’‘]/g, "'");

/** A message that asks something: "grandpa takes warfarin, anything for energy?" is asked for whoever the request is about. */
const ASKS = /\?|\b(?:what|whats|which|best|any|anything|recommend\w*|suggest\w*|need|needs|want|wants|should|can|could|how|worth)\b/;
/** A baby is asked about for the one who carries or feeds it. */
const BABY = /\b(?:baby|newborn|infant|toddler|little one)\b/;

/** Whom a message asks for on its own ("can she take it", "for my husband"), or whom a message that asks nothing tells of ("my mom's on warfarin"); null for the person. */
function askedHere(lower: string): Whom | null {
  const tellsOfThem = speaksOnlyOfThem(lower) && !ASKS.test(lower) && !BABY.test(lower);
  if (!(asksForThem(lower) || tellsOfThem) || feedsTheirBaby(lower)) return null;
  const word = whoseWord(lower);
  // "What should I get?" alone names no one else: it is the person's own request.
  return word ? `your ${word}'s` : (PRONOUNS.find(([, said]) => said.test(lower))?.[0] ?? (SOMEONE_NAMED.test(lower) ? "their" : null));
}

/** Whom one turn asks for, given whom the turn before it asked for. */
function askedFor(message: string, before: Whom | null): Whom | null {
  const lower = plain(message);
  const here = askedHere(lower);
  // "Oh she's 12 weeks" after "a multi for my wife": still your wife, by the word the person used.
  if (here && before && !here.startsWith("your ")) return before;
  if (here || !before) return here;
  // "Oh she's 12 weeks pregnant btw", or "which prenatal?" with nothing of the person: still about them.
  return !asksForSelf(lower) && (THIRD_PERSON.test(lower) || !FIRST_PERSON.test(lower)) ? before : null;
}

export interface TurnOwners {
  /** Whom the current message asks for: null when it asks for the person. */
  now: Whom | null;
  /** Whom an earlier user message asked for. */
  of(entry: HistoryEntry): Whom | null;
}

/** Whom each user turn of the conversation asks for, the current message last. */
export function turnOwners(history: readonly HistoryEntry[], message: string): TurnOwners {
  const owners = new Map<HistoryEntry, Whom | null>();
  let before: Whom | null = null;
  for (const entry of history) {
    if (entry.role !== "user") continue;
    before = askedFor(entry.content, before);
    owners.set(entry, before);
  }
  return { now: askedFor(message, before), of: (entry) => owners.get(entry) ?? null };
}

/** What a turn said is kept only when that turn asks for the same one as the current message. */
export const sameOwner = (owners: TurnOwners, entry: HistoryEntry): boolean => owners.of(entry) === owners.now;
