import type { SymptomId } from "./concepts";

/*
 * When a symptom is told, read from the message: going on now, an episode that is over (long
 * ago, or recent and recovered from), or advice the person was given. "PA said I drink way too
 * much caffeine" is a request for help cutting down, "tried liquid fish oil once and almost threw
 * up, caps only" is a form preference, and "fell out on a ruck last week, I'm good now" wants a
 * return-to-training check and prevention, not the opening for a faint going on now. Any sign
 * said as present ("now my chest is tight", "still dizzy", "today") keeps the reading of now.
 * docs/decisions/0091-a-template-fires-on-what-was-meant.md
 */

/** "just-over": recovery said with no time ("fine now"), which may be minutes ago; "recent-over": days ago and recovered. */
export type SymptomTime = "now" | "just-over" | "recent-over" | "long-over" | "advice";

/** A state said as present: "right now", "still dizzy", "now my chest...", "now I've got...", "today". */
const NOW_STATE =
  /\bright now\b|\brn\b|\bcurrently\b|\bat the moment\b|\bas we speak\b|\bstill (?:feel\w*|have|got|hurt\w*|dizzy|sick|nause\w*|throw\w*|shak\w*|jitter\w*|pound\w*|rac\w*|numb|tingl\w*|can'?t|cant|not|cramp\w*|puk\w*|vomit\w*|bloat\w*|confus\w*|sweat\w*|on the toilet)\b|\bkeeps? (?:happening|coming back)\b|\bevery time\b|\bwon'?t (?:stop|go away|settle|slow)\b|\bgetting worse\b|\btoday\b|\btonight\b|\bnow (?:my|i|im|i'?m|i'?ve|ive|it|its|it'?s|he|hes|she|shes|his|her|they|theyre)\b(?! (?:\w+ )?(?:good|fine|ok|okay|better|alright|normal|just|only|use|take|do|stick))/;

/** Long ago: "in basic", "3 yrs ago", "last summer", "used to", "back in 2022" (not "once": "fainted once this week" is one time, not long ago). */
const LONG_AGO =
  /\b(?:\d+|a|one|two|three|four|five|few|couple(?: of)?) (?:yrs?|years?|months?|mos?)(?: ago| back)\b|\b(?:years?|months?) ago\b|\blast (?:year|yr|summer|spring|fall|autumn|winter|month|deployment|rotation|field problem)\b|\bback (?:in|when|at)\b|\bin (?:basic|boot(?: ?camp)?|bct|ait|osut|ocs|tech school|a school|the academy|high school|college|(?:19|20)\d\d)\b|\bused to\b|\bwhen i (?:first|loaded|started)\b/;

/** Recently, and over: "yesterday", "last week", "the other day", "got IVs". */
const RECENTLY = /\byesterday\b|\blast (?:night|week|weekend|time)\b|\bthe other day\b|\b(?:\d+|a|one|two|three|four|five|few|couple(?: of)?) days? ago\b|\bearlier this week\b|\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bgot (?:ivs?|an iv|fluids)\b/;

/** Recovered, or a preference now: "I'm good now", "been fine since", "switched to krill", "caps only". */
const RECOVERED =
  /\b(?:i'?m|im|i am|i feel|feel|feels|feeling|been|all|doing|totally|now|he'?s|hes|she'?s|shes|they'?re|theyre)\s+(?:\w+\s+)?(?:good|fine|ok|okay|better|great|alright|normal)\b|\b(?:good|fine|ok|okay|better|alright|normal) now\b|\bfine (?:ever )?since\b|\bno (?:problems?|issues?|trouble) (?:since|now)\b|\bswitched (?:to|over)\b|\bnow i (?:just|only)\b|\b(?:caps|capsules|pills|softgels|tabs|tablets|gummies|isolate|powder) only\b|\b(?:is|are|works?|sits?|been) fine\b/;

/** Recovery said as now, or a change made since. */
const RECOVERED_NOW =
  /\b(?:good|fine|ok|okay|better|great|alright|normal) now\b|\bnow (?:i'?m |im |i feel )?(?:good|fine|ok|okay|better)\b|\bfine (?:ever )?since\b|\bno (?:problems?|issues?|trouble) since\b|\bswitched (?:to|over)\b|\bnow i (?:just|only)\b|\b(?:caps|capsules|pills|softgels|tabs|tablets|gummies|isolate|powder) only\b/;

/** Advice given to the person: "PA said I drink way too much", "doc told me to cut back", "was told to lay off"; not a reading reported ("medic said my bp was 150/98"). */
const ADVICE =
  /\b(?:(?:doc|doctor|pa|provider|medic|nurse|np|pcm|cardiologist|flight (?:surgeon|doc)|surgeon|dietitian|pharmacist|sgt|sergeant|chief|nco|squad leader|platoon sergeant|commander|trainer|coach|wife|husband|gf|bf|girlfriend|boyfriend|mom|dad)\s+(?:said|says|told me|tells me|wants me|thinks|recommended|recommends|advised|warned)|(?:was|got|been|i was|i got|im being) (?:told|advised|warned))\b[^.?!]{0,60}\b(?:cut (?:back|down|it|out)|lay off|quit|stop|ease up|avoid|stay off|get off|come off|taper|too (?:much|many|high)|no more|less|need to|have to|gotta|should)\b/;

/** A question about a symptom, not one had: "what are the signs of heat stroke?", "does creatine cause diarrhea?". */
const SIGNS_ASKED = /\b(?:what(?:'?s| are| r| is)?|which|list) (?:the )?(?:(?:early |warning |main )?(?:signs?|symptoms?))\b|\bhow (?:do|can|would|will) (?:i|you|we|u) (?:know|tell|spot|recogni[sz]e)\b|\bsigns? (?:of|for)\b[^.!]*\?/;
const CAUSE_ASKED = /^\W*(?:can|could|does|do|will|would|is it normal (?:for|that)) (?:[\w'-]+ ){1,3}(?:cause|give (?:you|people|u)|make (?:you|people|u))\b/;
/** Said as had: a first-person state or a time it happened. */
const HAD = /\bi(?:'?m| am| was| feel| felt| got| have| had| took| keep)\b|\bim\b|\bmy\b|\bnow\b|\btoday\b|\byesterday\b|\bhe(?:'?s| is| was)\b|\bshe(?:'?s| is| was)\b/;

/** A symptom asked about, not had: the answer is the knowledge, not the template for one going on. */
export const symptomAskedAbout = (normalized: string) => (SIGNS_ASKED.test(normalized) || CAUSE_ASKED.test(normalized)) && !HAD.test(normalized);

/** Advice given to the person about what they take: "PA said my intake is way too high". */
export const adviceReceived = (normalized: string) => ADVICE.test(normalized);

/** When the symptoms of this message are told. */
export function symptomTime(normalized: string): SymptomTime {
  if (NOW_STATE.test(normalized.replace(RECOVERED, " "))) return "now";
  if (ADVICE.test(normalized)) return "advice";
  if (LONG_AGO.test(normalized) && !RECENTLY.test(normalized)) return "long-over";
  // Without a time said, only recovery said as now counts ("fine now", "switched to krill"), not a "feel fine" beside a sign;
  // and it may be minutes ago, so the close stays the one for a reaction going on.
  if (RECENTLY.test(normalized) && RECOVERED.test(normalized)) return "recent-over";
  if (!RECENTLY.test(normalized) && RECOVERED_NOW.test(normalized)) return "just-over";
  return "now";
}

/** Symptoms that are told by advice alone: a stimulant habit the person was told to cut. */
const TOLD_BY_ADVICE: readonly SymptomId[] = ["overload", "stimulant-overdose", "overdose", "gi", "paresthesia"];
/** Symptoms whose template still fits once the episode is over: the check before training again, and the signs that cannot wait. */
const STILL_TOLD_WHEN_RECENT: readonly SymptomId[] = ["faint", "heat", "heatstroke", "cardiac", "stroke", "liver", "rhabdo", "hyponatremia"];
/** Long past and gone: only what may still be going on (the liver, the kidneys, the heart). */
const STILL_TOLD_WHEN_LONG_AGO: readonly SymptomId[] = ["cardiac", "stroke", "liver", "rhabdo"];

/** The symptoms the time they are told in leaves as a state to answer. */
export function symptomsToldNow(symptoms: readonly SymptomId[], time: SymptomTime): SymptomId[] {
  if (time === "advice") return symptoms.filter((id) => !TOLD_BY_ADVICE.includes(id));
  if (time === "recent-over" || time === "just-over") return symptoms.filter((id) => STILL_TOLD_WHEN_RECENT.includes(id));
  if (time === "long-over") return symptoms.filter((id) => STILL_TOLD_WHEN_LONG_AGO.includes(id));
  return [...symptoms];
}

/** An episode told as over: the answer closes on being cleared, not on "while this is going on". */
export const episodeOver = (normalized: string) => {
  const time = symptomTime(normalized);
  return time === "recent-over" || time === "long-over";
};
