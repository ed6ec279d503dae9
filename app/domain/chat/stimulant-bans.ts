import type { Constraint } from "~/domain/catalogue/constraints";
import { onlyTheirOwn, withoutWavedOff } from "./whose";
import { pastFramed } from "./said-now";

/*
 * A stimulant ban said in any words, by the person or for them: "got told to lay off the energy
 * drinks", "doc says cut the caffeine", "1SG banned energy drinks for the platoon", "nothing
 * with a kick", "no more jitter juice". The rule is general: a word of giving something up,
 * banning or keeping away from it, said of any word of the stimulant family (caffeine, stims,
 * energy drinks and their brands, slang for them), in one clause that is not a question about
 * quitting ("should I quit caffeine?"). A ban leaves out every caffeinated or stimulant product,
 * at any amount.
 */

/** Caffeine, stimulants, energy drinks by name and by slang. */
const STIMULANT_FAMILY = `(?:caffeine|caff|coffee|stims?|stimulants?|energy (?:drinks?|shots?)|(?:monster|red ?bull|bang|celsius|rockstar|reign|ghost|c4|alani|rip ?it)s?|5[- ]hour(?: energy)?s?|(?:jitter|go|go-?go|rocket|bug|zoom) juice|uppers|(?:stim(?:ulant)? )?(?:pres?|pre-?workouts?|preworkouts?)|(?:the )?hard stuff|(?:anything|stuff|things?|products?) with (?:a |any )?kick)`;

/** Giving up, cutting, keeping away from, or being kept from. */
const GIVE_UP = String.raw`(?:no more(?! than)|no|zero(?: tolerance (?:for|on))?|lay(?:ing)? off|laid off|(?<!\ba )cut(?:ting)?(?: out| back on| down on| off)?|(?:quit|quitting|stop(?:ped|ping)?|drop(?:ped|ping)?|ditch(?:ed|ing)?|kick(?:ed|ing)?)(?: taking| drinking| using| doing)?|gave up|giv(?:e|ing) up|swore off|stay(?:ing)? (?:away from|off|clear of)|(?:knock|ease|back)(?:ed|ing)? off|eas(?:e|ing) up on|(?:me|us) off|keep(?:ing)? away from|(?:get|got|getting|went|go|going|come|came|coming|be|being|been|stay|i'?m|im|am|now|currently|totally|completely) off|off of|done with|weaning (?:myself )?off|(?:not|no longer) allowed(?: to (?:have|take|drink|use|do))?|can'?t (?:have|take|drink|do|use|bring|carry|pack|keep) (?:any )?|banned(?: from)?|bans?|banning|grounded(?: (?:me|us|him|her))? (?:from|off)|restrict(?:ed|s|ing)?(?: (?:me|us))? from|pulled (?:me |us )?off(?: of)?|benched (?:me |us )?from|prohibited|outlawed|nobody (?:in \w+(?: \w+)? )?(?:takes?|drinks?|uses?|gets?)|no one (?:takes?|drinks?|uses?|gets?)|(?:any ?(?:one|body)|whoever|every ?(?:one|body)) (?:caught|seen|found) (?:with|taking|drinking|using))`;

const BAN = new RegExp(String.raw`\b${GIVE_UP}[\s-]+(?:(?:the|my|all|any|those|these|your|our|his|her)\s+)?${STIMULANT_FAMILY}\b`);
/**
 * Being caught with it, or punished for it: "if they catch anything with stims in your kit you're
 * gone", "guys got chaptered for pre". Said with "if" too, so it is read before the question test.
 */
const CAUGHT = new RegExp(
  String.raw`\b(?:catch(?:es|ing)?|caught|find(?:s|ing)?|found)\s+(?:(?:you|anyone|anybody|someone|somebody|us|people|guys|soldiers|students|candidates|joes|marines|airmen|sailors)\s+)?(?:(?:with|taking|drinking|using|having|on)\s+)?(?:(?:anything|something|stuff|any|a)\s+(?:with\s+)?)?${STIMULANT_FAMILY}\b` +
    String.raw`|\b(?:kicked out|dropped|chaptered|sent home|recycled|written up|booted|punished|in trouble|article 15'?d?|an article 15|smoked|flagged)\s+(?:\w+\s+){0,3}?for\s+(?:having|taking|using|drinking|bringing|carrying)?\s*(?:any\s+)?${STIMULANT_FAMILY}\b`,
);
/** The family said first: "energy drinks are banned", "stims are off limits for us". */
const BANNED_AFTER = new RegExp(String.raw`\b${STIMULANT_FAMILY}\s+(?:are|is|got|were|have been|has been)\s+(?:now\s+)?(?:banned|prohibited|off limits|not allowed|a no[- ]go|out)\b|\bno ${STIMULANT_FAMILY} allowed\b`);
/** A kick refused, not wanted ("something with a kick" wants a stimulant). */
const NO_KICK = /\b(?:nothing|none|not anything|no pre|no pres) with (?:a |any |much |the )?kick\b|\bwithout (?:a |any |the )?kick\b|\bno kick\b/;

/** A question about giving it up, or a refusal of the ban: "should I quit caffeine?", "I don't want to quit coffee". */
const ASKED_OR_REFUSED =
  /^\s*(?:should|do|does|did|can|could|will|would|how|is|are|why|what|when|was|were)\b|\b(?:heard|hear|think|thought|wonder\w*|if|whether|rumou?r\w*|people say|someone said)\b|\b(?:don'?t|dont|not|never|won'?t|wont|can'?t|cannot|refuse to|no way i'?m)\s+(?:want to |wanna |gonna |going to |trying to |planning to )?$/;

/** Stim-free run down ("no stim pre is trash"): a wish for stimulants, not a ban. */
const RUN_DOWN = /\b(?:trash|garbage|junk|useless|pointless|a waste|weak|a joke|worthless|sucks?|for (?:wimps|quitters|the weak|babies))\b|\b(?:do(?:es)?|did) nothing\b|\b(?:don'?t|doesn'?t|do not|does not|dont) (?:work|do (?:anything|shit|jack|a thing))\b/;

/** A clause with the person, their unit or someone over them in it: a ban given to them, not someone else's habit ("my buddy quit energy drinks"). */
const FOR_THEM =
  /\b(?:i|i'?m|im|me|us|we|everyone|everybody|nobody|no one|any ?one|all of us|co|xo|commander|command|leadership|1sg|first sergeant|sgt|nco|squad leader|team leader|platoon sergeant|psg|chief|cadre|drill sergeant|doc|doctor|medic|corpsman|pa|provider|cardiologist|flight surgeon|(?:the|our|my) (?:whole )?(?:platoon|company|unit|squad|section|team|battalion|bn|troop|battery|shop|crew))\b/;

/** A clause that bans or gives up a stimulant, said by or for the person. */
function bansIn(clause: string): boolean {
  if (RUN_DOWN.test(clause)) return false;
  if (NO_KICK.test(clause) || CAUGHT.test(clause)) return true;
  const m = BAN.exec(clause) ?? BANNED_AFTER.exec(clause);
  if (!m) return false;
  // Anything before the ban in the same clause that makes it a question or a refusal.
  return !ASKED_OR_REFUSED.test(clause.slice(0, m.index));
}

/**
 * The exclusion a stimulant ban sets: every caffeinated or stimulant product, at any amount.
 * `own` is the person's own clauses; `whole` the message, where a ban given to them by someone
 * else ("my wife made me quit monsters", "our CO says nobody takes stims") counts when the
 * clause names them or their unit.
 */
/** The person sets themselves apart from a ban on others ("but i'm not", "except me"). */
const OPTED_OUT = /\b(?:but|tho|though|except|while)\s+(?:i'?m|im|i am) not\b|\bexcept (?:for )?me\b|\bnot me\b|\b(?:i'?m|im|i am) not (?:on it|doing it|doing that|part of it|in on it|on that)\b/;

export function stimulantBans(own: string, whole: string): Constraint[] {
  const split = (text: string) => text.replace(/[’‘]/g, "'").split(/[.,;!?\n]+|\s(?:but|so|and then|because|cuz|cause|since)\s/);
  // "My squad's on a no-stim kick but I'm not": the person opts out of their unit's ban.
  const optedOut = OPTED_OUT.test(whole.toLowerCase().replace(/[’‘]/g, "'"));
  const banned = split(own).some(bansIn) || (!optedOut && split(whole).some((clause) => FOR_THEM.test(clause) && bansIn(clause) && !pastFramed(clause)));
  return banned ? [{ kind: "exclude", ingredient: "caffeine" }] : [];
}

/** Giving a stimulant up refused ("I don't want to quit coffee", "not gonna cut caffeine"): a negation that keeps it, not a ban. */
const REFUSES_TO_QUIT = new RegExp(
  String.raw`\b(?:don'?t|dont|do not|not|never|won'?t|wont|refuse to|no way i'?m)\s+(?:want to |wanna |gonna |going to |trying to |planning to |about to )?(?:quit|quitting|stop|stopping|cut|cutting|drop|give up|giving up|lay off|ditch)(?: out| back on| drinking| taking)?\s+(?:(?:the|my|all|any)\s+)?${STIMULANT_FAMILY}\b`,
);

/** The message refuses to give a stimulant up: a caffeine exclusion read from its negation is not the person's. */
export function refusesToQuitStimulants(lower: string): boolean {
  return REFUSES_TO_QUIT.test(lower.replace(/[’‘]/g, "'"));
}

/** A ban set over the person (a unit, its cadre, a clinician, a policy), not their own taste ("no stim for me"). */
const RULE_SET =
  /\b(?:co|xo|commander|command|leadership|1sg|first sergeant|csm|sgt|ssg|sfc|nco|squad leader|team leader|platoon sergeant|psg|chief|cadre|drill sergeant|ri|instructors?|doc|doctor|medic|corpsman|pa|provider|cardiologist|flight surgeon|policy|rules?|unit|company|platoon|battalion|course|school(?:house)?|selection)\b|\bbanned\b|\bnot allowed\b|\bprohibited\b/;

/**
 * Beside picks for someone under a stimulant ban: caffeine hides under plant names, so the label
 * is read for them too (OPSS). Null when the message states no ban.
 */
export function hiddenCaffeineLine(normalized: string): string | null {
  // Someone else's own cutting back ("my sgt has heart problems so he cut out pre") is no ban on the person.
  if (!stimulantBans(onlyTheirOwn(normalized), withoutWavedOff(normalized)).length || !RULE_SET.test(normalized)) return null;
  return "A stimulant ban covers caffeine under other names too: guarana, yerba mate, green tea extract, cacao and kola nut are sources of caffeine in supplements, so read every label for them before it goes in your kit (OPSS).";
}
