import type { Understanding } from "./understand";

/*
 * Guide sections on a narrow subject, and the words that license quoting one (ADR 0085): the
 * search finds a section by shared words, so a question about creatine and heat could bring the
 * one on the scale before a weigh-in, and a sleep question the one on overnight duty. Passage
 * choice leaves an unlicensed section out so the next one can answer (./blocks.ts), and the last
 * pass over the answer drops any that came another way (./licence.ts).
 */

export interface SectionLicence {
  topic: string;
  /** The section, known by its link (/blog/slug#anchor) or by what its text is about. */
  about: (link: string, text: string) => boolean;
  /** The words of the question that license it. */
  asked: RegExp;
  /** The person's duty, or the category asked for, that licenses it as well. */
  duty?: Understanding["duties"][number];
  category?: Understanding["categories"][number];
  /** A condition of the person's that licenses it, said in any turn. */
  conditions?: readonly Understanding["conditions"][number][];
}

const WEIGHT = /\bweigh\w*|\bcutting\b|\bon a cut\b|\bmak(?:e|ing) weight\b|\blos(?:e|ing) (?:weight|fat)\b|\bscale\b|\bweight\b|\btape\b|\bbody ?comp\w*|\bbloat\w*|\bwater (?:weight|retention)\b|\bheavier\b|\bgain\w*|\bpounds?\b|\blbs?\b|\bht\/?wt\b/;
const VITAMIN_D = /\bvitamin d\b|\bvit d\b|\bd3\b|\b\d[\d,]* ?iu\b|\bsun\w*\b|\bhypercalc\w*/;
const SEROTONIN = /\b5-?htp\b|\bserotonin\b|\bst\.? johns?\b|\btryptophan\b/;
const HYDRATION =
  /\bhydrat\w*|\bdehydrat\w*|\bwater\b|\bdrink(?:ing)? (?:water|enough|more|per|an hour)\b|\bfluids?\b|\belectrolytes?\b|\bsodium\b|\bsalt\w*|\bsweat\w*|\bquarts?\b|\bcanteens?\b|\bcamelbak\b|\bcramp\w*|\bheat (?:cat\w*|illness|injur\w*|stroke|exhaustion|casualt\w*)\b|\b(?:black|red) flag\b|\bpee\b|\burine\b|\bhow much (?:should i )?drink\b/;
const SHIFT = /\bnights?\b|\bshifts?\b|\bovernight\b|\bgraveyard\b|\bmids\b|\bday ?sleep\b|\bsleep (?:during|in) the day\b|\bstaff duty\b|\bcq\b|\bwatch(?:es)?\b|\b(?:0[0-5]|2[0-3])\d{2}\b/;
/** A guide extract whose advice is for night work and sleeping by day, whatever its heading (one that only names shift work in passing is not). */
const SHIFT_TEXT = /\bovernight duty\b|\bdaytime sleep\b|\bthe low point\b|\bafter duty\b|\bsplit daytime\b/i;

const STIM_FREE = /\bstim[- ]?free\b|\bnon[- ]?stim\b|\bno[- ]?stims?\b|\bcaffeine[- ]free\b|\bpump\w*|\bbeta[- ]?alanine\b|\bcitrulline\b|\barginine\b|\bnitrates?\b|\bbeet\w*|\bpre-?workouts?\b|\bpres?\b/;

const FIELD = /\bruck\w*|\bmarch\w*|\bhike\w*|\bfield\b|\bftx\b|\bfridge\b|\bmres?\b|\bdeploy\w*|\bexchange\b|\bpx\b|\bbx\b|\boverseas\b|\babroad\b|\bgatorade\b|\bsports? drinks?\b|\bcarbs?\b|\bnight before\b|\bmorning of\b|\bpack\w*/;
const LIFE_STAGE = /\bpregnan\w*|\bexpecting\b|\bnursing\b|\bbreast ?fe\w*|\bpumping\b|\bpostpartum\b|\bpost-partum\b|\bbaby\b|\bnewborn\b|\bprenatal\w*|\bfolic\b|\bfolate\b|\bconceiv\w*|\bttc\b|\bob\b|\bob-?gyn\b|\bmidwife\b|\btrimester\b/;
const HEAT_ILLNESS = /\bheat\b|\bhot\b|\bhumid\w*|\bacclimat\w*|\bdesert\b|\bsummer\b|\bsauna\b|\bsweat\w*|\bwbgt\b|\bflag\b/;

export const SECTION_LICENCES: readonly SectionLicence[] = [
  { topic: "creatine and the scale", about: (link) => /#will-creatine-make-me-gain-weight/.test(link), asked: WEIGHT },
  // "Before or after a workout?" shares "before" with the heading on protein before sleep; only sleep asked licenses it.
  { topic: "protein before sleep", about: (link) => /#is-protein-before-sleep/.test(link), asked: /\bsleep\w*|\bbed(?:time)?\b|\bnight\w*|\bovernight\b|\bcasein\b|\brack\b/ },
  { topic: "5-HTP with an antidepressant", about: (link) => /#can-i-take-5-htp/.test(link), asked: SEROTONIN },
  {
    topic: "the vitamin D upper limit",
    about: (link) => /vitamin-d-and-upper-limits#(?:what-is-the-upper-limit-and|how-do-i-add-up-vitamin-d|how-much-vitamin-d)/.test(link),
    asked: VITAMIN_D,
  },
  { topic: "drinking in the heat", about: (link) => link.startsWith("/blog/hydration-and-sodium-in-the-heat"), asked: HYDRATION, category: "hydration" },
  // A guide on stim-free pre-workouts answers about them, not "what helps me perform better".
  { topic: "stim-free pre-workouts", about: (link) => link.startsWith("/blog/stim-free-pre-workouts"), asked: STIM_FREE, category: "pre-workout" },
  // The poppy seed warning is for a question about poppy seeds, not every drug-test question.
  { topic: "poppy seeds and a drug test", about: (link) => link.startsWith("/blog/poppy-seeds-and-drug-tests"), asked: /\bpopp(?:y|ies)\b|\beverything bagels?\b/ },
  { topic: "water or a sports drink on a ruck", about: (link) => /rucks-road-marches-and-field-days#water-or-a-sports-drink/.test(link), asked: /\bgatorade\b|\bpowerade\b|\bsports? drinks?\b|\bruck\w*|\bmarch\w*/ },
  { topic: "rucks, the field and deploying", about: (link) => link.startsWith("/blog/rucks-road-marches-and-field-days"), asked: FIELD },
  { topic: "cutting weight in the heat", about: (link) => /#can-i-cut-weight-in-the-heat/.test(link), asked: WEIGHT },
  // The guide on pregnancy and nursing answers "can I take a pre?" only for someone pregnant or nursing, not for everyone who asks it.
  {
    topic: "pregnancy and nursing",
    about: (link) => link.startsWith("/blog/pregnancy-breastfeeding-and-returning-to-training"),
    asked: LIFE_STAGE,
    conditions: ["pregnancy", "breastfeeding"],
  },
  { topic: "heat illness and acclimatization", about: (link) => link.startsWith("/blog/heat-illness-acclimatization-and-coming-back"), asked: HEAT_ILLNESS },
  {
    topic: "sleep and caffeine on shift work",
    about: (link, text) => /#[^#]*night-shift|#i-work-nights/.test(link) || (link.startsWith("/blog/sleep-melatonin") && SHIFT_TEXT.test(text)),
    asked: SHIFT,
    duty: "night-shift",
  },
];

/** Whether what the person said licenses a section of this subject. */
export const sectionAsked = (l: SectionLicence, u: Pick<Understanding, "normalized" | "duties" | "categories" | "conditions">) =>
  l.asked.test(u.normalized) ||
  (l.duty !== undefined && u.duties.includes(l.duty)) ||
  (l.category !== undefined && u.categories.includes(l.category)) ||
  (l.conditions?.some((c) => u.conditions.includes(c)) ?? false);

/**
 * What a supplement question or a guide section is about, by name: "is ashwagandha safe long
 * term?" is not answered by a section headed "Is creatine safe?", nor an ashwagandha question on
 * an SSRI by the one on 5-HTP.
 */
const SUBJECTS: readonly RegExp[] = [
  /\bcreatine\b/,
  /\bashwagandha\b/,
  /\bmelatonin\b/,
  /\bcaffeine\b|\benergy drinks?\b|\bpre-?workouts?\b|\bstimulants?\b/,
  /\bfish oil\b|\bomega(?:-?3s?)?\b|\bkrill\b/,
  /\bprotein\b|\bwhey\b|\bcasein\b|\bcollagen\b/,
  /\bbeta[- ]alanine\b/,
  /\bmagnesium\b/,
  /\bzinc\b/,
  /\bvitamin d\b|\bd3\b/,
  /\bmulti-?vitamins?\b|\bmultis?\b/,
  /\bprobiotics?\b/,
  /\belectrolytes?\b|\bsodium\b/,
  /\b5-?htp\b|\bst\.? johns?\b/,
  /\bturmeric\b|\bcurcumin\b/,
  /\bkratom\b|\bphenibut\b|\bsarms?\b|\bdmaa\b/,
];

/** A section headed by a supplement other than the one(s) the question names. */
function aboutAnotherSubject(heading: string, question: string): boolean {
  const asked = SUBJECTS.filter((s) => s.test(question));
  const about = SUBJECTS.filter((s) => s.test(heading));
  return asked.length > 0 && about.length > 0 && !about.some((s) => asked.includes(s));
}

/** A section the question's words license (for choosing among the search's hits, where only the words are known). */
export const sectionLicensed = (hit: { link: string; text: string; heading: string }, question: string) =>
  !aboutAnotherSubject(hit.heading.toLowerCase(), question) && SECTION_LICENCES.every((l) => !l.about(hit.link, hit.text) || l.asked.test(question));
