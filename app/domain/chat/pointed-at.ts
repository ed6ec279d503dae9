import { Draft, type EngineAnswer, finish } from "./draft";
import { readText } from "./nlp";
import { PEOPLE } from "./whose";
import { WHICH_PRODUCT } from "./said-asks";
import type { Understanding } from "./understanding";
import { categoriesNamed } from "./vocabulary";

/*
 * "Is this ok?", "can I mix it with coffee", "my roommate gave me some of that stuff, is it legit":
 * a message that points at a thing ("this", "that stuff", "it" taken or mixed) when nothing in it
 * or before it names what the thing is gets one short question and no verdict (ADR 0134). Any
 * verdict would be about a guess: a product we cannot name is never cleared. The pointer is read
 * from the clause's grammar (a demonstrative standing alone or before an empty noun, "it" or
 * "them" as what is taken, or as the subject of a verdict), not from phrasings; "is it bad to lift
 * fasted" is the empty "it" of a judgement on an action, and points at nothing.
 */

/** Nouns that name no thing: "that stuff", "this one", "these pills". */
const EMPTY_NOUN = "(?:stuff|one|ones|thing|things|product|products|supplements?|supps?|pills?|tablets?|capsules?|powder|bottle|tub|can|drink|shit|crap)";

/** A demonstrative standing for the thing: alone before a verb or the end, or before an empty noun. */
const DEMONSTRATIVE = new RegExp(String.raw`\b(?:this|that|these|those)(?:\s+${EMPTY_NOUN}\b|(?=\s*(?:[?.!,]|$|\s+(?:ok|okay|safe|legit|good|bad|fine|allowed|banned|clean|real|gonna|going|will|would|make|makes|give|gives|show|shows|cause|causes|work|works|help|helps|mess|count|pop|have|has|contain|contains|while|with|before|after|on|if|and)\b)))`);

/** A demonstrative before an empty noun: all the message says of the thing. */
const ONLY_POINTER = new RegExp(String.raw`\b(?:this|that|these|those)\s+${EMPTY_NOUN}\b`);

/** A name given after the pointer: "called", "named", "labeled", "the brand is". */
const NAMED_AFTER = /\b(?:called|named|labell?ed|brand(?: name)? is)\s+[a-z0-9]/;

/** A subject that starts with the pointer itself. */
const POINTER_FIRST = new RegExp(String.raw`^(?:(?:some|any|a bit|a scoop) of\s+)?(?:this|that|these|those)\s+${EMPTY_NOUN}\b`);

/** "It" or "them" as what is taken, mixed or stacked. */
const TAKEN = /\b(?:take|taking|took|mix|mixing|use|using|stack|stacking|drink|drinking|try|trying|combine|pop|popping|start|starting|keep)\s+(?:it|them)\b/;

/** "It" as the subject of a verdict on the thing: "will it make me pop", "is it legit", "does it have". */
const VERDICT_ON_IT = /\b(?:will|would|can|could|does|do|is|are|should|was)\s+(?:it|they)\s+(?:\w+\s+)?(?:make|show|pop|cause|contain|have|work|help|break|mess|affect|count|interact|hurt|ok|okay|safe|legit|good|bad|fine|allowed|banned|clean|real)\b/;

/**
 * The empty "it" of a judgement on an action ("is it bad to lift fasted", "is it ok to run in the
 * heat"): the action has its own object, so "it" points at nothing. "Is it ok to take before PT"
 * leaves "take" without one, and "it" is the thing taken.
 */
const EMPTY_IT = /\b(?:is|was|would|will)\s+it\s+(?:\w+\s+){1,2}to\s+\w+\s+(?!(?:before|after|with|on|at|during|every|daily|while|when|if|now|today|tonight|tomorrow|together)\b)\w+/;

/** Where the message points at a thing, or -1: the first pointer the clause grammar reads. */
function pointerAt(normalized: string): number {
  const at = [DEMONSTRATIVE, TAKEN].map((re) => re.exec(normalized)?.index ?? -1).filter((i) => i >= 0);
  const it = VERDICT_ON_IT.exec(normalized);
  if (it && !EMPTY_IT.test(normalized)) at.push(it.index);
  return at.length ? Math.min(...at) : -1;
}

const NOT_A_THING = new RegExp(`^(?:${EMPTY_NOUN}|${PEOPLE}|guys?|yall|y'all|lol|lmao|bro)$`);

/**
 * Whether the message points at a thing it does not name: a pointer with no noun before it that
 * it could stand for ("my fat burner ... can I keep using it" names it; "my roommate gave me some
 * of that stuff" names only a person).
 */
export function pointsAtSomething(normalized: string): boolean {
  const at = pointerAt(normalized);
  if (at < 0) return false;
  return !readText(normalized).tokens.some((t) => t.start < at && (t.pos === "NOUN" || t.pos === "PROPN") && !NOT_A_THING.test(t.value.toLowerCase()));
}

/** Whether the conversation names anything the pointer could stand for: a product, a kind, a substance or an unknown name. */
function somethingNamed(u: Understanding): boolean {
  return (
    u.namedProductIds.length > 0 ||
    u.focusProductIds.length > 0 ||
    u.categories.length > 0 ||
    // "Pills from Thailand" is a product described, if not named; "gave me some of that stuff" only points.
    u.substances.some((s) => s.name !== "unidentified" || !ONLY_POINTER.test(u.normalized)) ||
    u.myths.length > 0 ||
    // "This stuff called blue thunder": the pointer comes with its name.
    NAMED_AFTER.test(u.normalized) ||
    u.dose !== null ||
    // An unknown name is a thing named; "that stuff he uses" read as one is only the pointer.
    (u.unnamed !== null && !POINTER_FIRST.test(u.unnamed.subject)) ||
    u.previousPicks.length > 0 ||
    (u.namedBefore ?? []).length > 0 ||
    categoriesNamed(u.normalized).length > 0 ||
    (u.earlierAsks ?? []).some((ask) => categoriesNamed(ask.toLowerCase()).length > 0)
  );
}

/** The one question for a thing pointed at and never named, or null when the message or the conversation names it. */
export function pointedAtAnswer(u: Understanding, screenedHits: number): EngineAnswer | null {
  // A reaction or an emergency is answered for itself, whatever it was that caused it.
  if (u.symptoms.length || u.intents.includes("urgent")) return null;
  if (screenedHits > 0 || somethingNamed(u) || !pointsAtSomething(u.normalized)) return null;
  const d = new Draft();
  d.add(WHICH_PRODUCT);
  return finish(d, { intent: "general", category: null, modelMayPhrase: false, brief: "Ask the one clarifying question as written; give no verdict and suggest no product." });
}
