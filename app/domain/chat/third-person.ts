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
    .replace(/\byour\b/g, "their")
    .replace(/\bYour\b/g, "Their")
    .replace(/\bif you\b/g, "if they")
    .replace(/\bIf you\b/g, "If they")
    .replace(/\bStop taking it\b/g, "They should stop taking it")
    .replace(/\b([Tt])ake no more\b/g, (_m, t: string) => `${t === "T" ? "They" : "they"} should take no more`);
}

