/*
 * Health problems a person names that no medicine or condition rule covers (app/domain/safety/
 * conditions.ts): an injury or pain that keeps coming back, a concussion, sleep trouble, anxiety
 * or depression, ADHD, migraines, being sick, a profile. The vocabulary (app/data/chat-vocabulary.json,
 * kind "problem") says how people name them; here is what each one is, the words an answer uses
 * when it speaks of it, and who to see. We hold no interaction for these, so the line is plainly
 * general: who to ask, and that a supplement is no substitute for it; never an invented effect.
 */

export const PROBLEM_IDS = ["injury", "concussion", "sleep-trouble", "mental-health", "adhd", "migraine", "illness", "profile", "seizure-history"] as const;
export type ProblemId = (typeof PROBLEM_IDS)[number];

/** A problem said, whose it is ("your dad's" when asked for a relative), and whether this message said it. */
export interface SaidProblem {
  id: ProblemId;
  whose: string | null;
  here: boolean;
}

interface ProblemReferral {
  /** Words an answer uses when it speaks of it: a sentence with one of these and a clinician refers it. */
  topic: RegExp;
  /** To the person: the referral, bold first, then one sentence. `{pcm}`: the flight surgeon on flight status. */
  own: string;
  /** As named for a relative: "her ongoing pain". */
  theirs: string;
}

/** Someone who can see the person about it, as an answer names them. */
export const CLINICIAN =
  /\b(?:pcm|provider|doctor|doc|sick call|primary care|pharmacist|prescriber|flight surgeon|ob|midwife|behavioral health|dermatologist|physical therap\w*|pt clinic|surgeon|orthopedi\w*|gastroenterologist|neurolog\w*|tbi clinic|clinician|medical care|medical team|aid station|emergency room|988|chaplain|dietitian)\b/i;

export const PROBLEMS: Record<ProblemId, ProblemReferral> = {
  injury: {
    topic: /\b(?:pain|hurt\w*|injur\w*|knees?|back|shoulders?|hips?|ankles?|joints?|fractures?|heal\w*|sprain\w*|tendon\w*|feet|foot|plantar|arthritis|rehab\w*|profile|muscles?|labrum|acl|meniscus|neck|wrists?|elbows?|shins?)\b/i,
    own: "**Pain or an injury that keeps coming back is one for {pcm} or a physical therapist:** they can find the cause and set what you can do while it heals (a profile, if you need one). A supplement is no substitute for that, so tell them what you take.",
    theirs: "**For {whose} pain or injury, {whose} doctor or physical therapist is the one to see first**, and the one to ask before {subject} starts a supplement for it.",
  },
  concussion: {
    topic: /\b(?:concussion|tbi|head injur\w*|brain|blast|fog\w*|headaches?)\b/i,
    own: "**After a concussion or TBI, symptoms that linger (fog, headaches, poor sleep) are for {pcm} or the TBI clinic to follow:** tell them before you start any supplement, and don't use one in place of that care.",
    theirs: "**After a concussion or TBI, {whose} doctor should follow the symptoms that linger**, and is the one to ask before {subject} starts any supplement.",
  },
  "sleep-trouble": {
    topic: /\b(?:sleep\w*|insomnia|asleep|awake|nights?|rest)\b/i,
    own: "**If poor sleep keeps up for more than a few weeks, raise it with {pcm} or behavioral health:** and tell them about any sleep aid you try, melatonin included.",
    theirs: "**If {whose} poor sleep keeps up, {whose} doctor is the one to raise it with**, and to tell about any sleep aid {subject} tries.",
  },
  "mental-health": {
    topic: /\b(?:anxi\w*|depress\w*|ptsd|panic|stress\w*|mood|mental|nerves|nightmares?|feeling down|down for)\b/i,
    own: "**For anxiety, depression or PTSD, behavioral health or {pcm} is the place to start,** and a supplement is no substitute for that care; tell them before you add one. If it ever turns to thoughts of hurting yourself, dial 988 then press 1.",
    theirs: "**For {whose} anxiety, depression or PTSD, behavioral health or {whose} doctor is the place to start**, and a supplement is no substitute for that care.",
  },
  adhd: {
    topic: /\b(?:adhd|add|focus\w*|attention)\b/i,
    own: "**With ADHD, ask {pcm} before you lean on caffeine or a pre for focus,** and if you start a medicine for it, tell your prescriber what you take.",
    theirs: "**With ADHD, {whose} doctor is the one to ask before {subject} leans on caffeine or a pre for focus.**",
  },
  migraine: {
    topic: /\b(?:migraines?|headaches?)\b/i,
    own: "**With migraines, bring what you take (caffeine included) to {pcm}:** ask before you add a supplement, and if you take a migraine medicine, ask your pharmacist about each one.",
    theirs: "**With migraines, {whose} doctor or pharmacist is the one to ask before {subject} adds a supplement.**",
  },
  illness: {
    topic: /\b(?:sick\w*|ill|illness|flu|cold|covid|infection|fever|recover\w*)\b/i,
    own: "**While you're sick or just getting over it, ask sick call or {pcm} before you train hard or add a pre-workout or supplement:** how hard to train while you recover is their call.",
    theirs: "**While {subject}'s sick or getting over it, {whose} doctor is the one to ask** before {subject} adds a supplement or trains hard.",
  },
  "seizure-history": {
    topic: /\bseizures?\b|\bepilep\w*/i,
    own: "**With a seizure in your history, ask {pcm} before you use a stimulant pre-workout, an energy drink or a fat burner,** and tell them what you take.",
    theirs: "**With a seizure in {whose} history, {whose} doctor is the one to ask before {subject} uses a stimulant pre-workout, an energy drink or a fat burner.**",
  },
  profile: {
    topic: /\b(?:profile|limited duty|light duty|heal\w*|rehab\w*|injur\w*)\b/i,
    own: "**Your profile sets what you can do while it heals:** follow it, and ask {pcm} or your physical therapist before you add training or a supplement around it.",
    theirs: "**{Whose} profile sets what {subject} can do while it heals**; {whose} provider is the one to ask before adding a supplement.",
  },
};

/** A sentence of `text` speaks of the problem and names someone to see about it. */
export function refers(text: string, id: ProblemId): boolean {
  return text.split(/(?<=[.!?:])\s+|\n/).some((sentence) => PROBLEMS[id].topic.test(sentence) && CLINICIAN.test(sentence));
}

