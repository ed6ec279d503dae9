import { subjectOf } from "./whom";
import { PEOPLE } from "./whose";

/** "Your" said to the one asking, not "your wife" naming the one they ask for. */
const THEIR_YOUR = new RegExp(String.raw`\byour\b(?! (?:\w+ )?(?:${PEOPLE})\b)`, "g");
const THEIR_YOUR_START = new RegExp(String.raw`\bYour\b(?! (?:\w+ )?(?:${PEOPLE})\b)`, "g");
/*
 * Care advice for someone else's symptoms ("my buddy took two scoops and his heart is racing")
 * is said about them: "if they faint", "what they took", not "you". The rewrite is of the
 * sentence forms our care texts use; the instructions to the one asking (call 911, stay with
 * them) stay as they are.
 */

/** "you took" -> "they took", "your heart" -> "their heart", "yourself" -> "themselves". */
const YOU_DOING =
  /\byou (took|take|feel|felt|faint|fainted|pass|passed|have|had|are|were|ate|drank|used|use|start|started|keep|stop|get|got|need|vomit|can|can't|cannot|do|don't|did|didn't|notice|go|went|sleep|slept|wake|woke|drink|eat|train|trained)\b/g;

export function aboutThem(text: string): string {
  return text
    .replace(YOU_DOING, (_m, verb: string) => `they ${verb}`)
    .replace(/\bYou (took|feel|felt|have|had|are|were)\b/g, (_m, verb: string) => `They ${verb}`)
    .replace(/\byou're\b/g, "they're")
    .replace(/\byou've\b/g, "they've")
    .replace(/\byou'll\b/g, "they'll")
    .replace(/\bmake yourself\b/g, "make them")
    .replace(/\byourself\b/g, "themselves")
    // "Your wife's OB" names the one they are: only "your" said to the one asking becomes "their".
    .replace(THEIR_YOUR, "their")
    .replace(THEIR_YOUR_START, "Their")
    .replace(/\b(if|until|before|when|unless|after|so|that) you\b/g, "$1 they")
    .replace(/\bagainst you\b/g, "against them")
    .replace(/\byou (trusted|bought|used|took)\b/g, "they $1")
    .replace(/\bIf you\b/g, "If they")
    .replace(/\bStop taking it\b/g, "They should stop taking it")
    .replace(/\b([Tt])ake no more\b/g, (_m, t: string) => `${t === "T" ? "They" : "they"} should take no more`);
}


/**
 * A question asked back, put to the one asking about the one it is for ("husband deploys, what
 * should I get him?" is asked "will your husband be drug-tested?", not "will you be").
 */
export function askedAbout(question: string, whom: string): string {
  const they = subjectOf(whom);
  const plural = they === "they";
  const [does, is, s] = plural ? ["do", "are", ""] : ["does", "is", "s"];
  const They = they.charAt(0).toUpperCase() + they.slice(1);
  // "Your" first, so the "your wife" put in for "you" is not read again.
  return question
    .replace(/\byour\b/g, whom)
    .replace(/\bYour\b/g, whom.charAt(0).toUpperCase() + whom.slice(1))
    .replace(/\b([Ww]hat|[Hh]ow|[Ww]hich \w+) do you (need|want|take|use|get)\b/g, (_m, w: string, verb: string) => `${w} ${does} ${they} ${verb}`)
    .replace(/\b(will|would|can|could|should) you\b/g, `$1 ${they}`)
    .replace(/\b[Aa]re you\b/g, (m) => `${m[0] === "A" ? is.charAt(0).toUpperCase() + is.slice(1) : is} ${they}`)
    .replace(/\b[Dd]o you (\w+)/g, (m, verb: string) => `${m[0] === "D" ? does.charAt(0).toUpperCase() + does.slice(1) : does} ${they} ${verb}`)
    .replace(/\byou're\b/g, plural ? "they're" : they === "she" || they === "he" ? `${they}'s` : `${they} is`)
    .replace(/\bYou (need|want|take|get)\b/g, (_m, verb: string) => `${They} ${verb}${s}`)
    .replace(/\byou (need|want|take|get)\b/g, (_m, verb: string) => `${they} ${verb}${s}`);
}
