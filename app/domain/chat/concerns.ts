import type { Supplement } from "~/domain/catalogue/types";
import { conditionsIn } from "~/domain/safety/conditions";
import type { ProhibitedHit } from "~/domain/safety/types";
import type { Source } from "~/domain/source";
import { listJoin } from "~/domain/text";
import { DOD_PROHIBITED_LIST_URL } from "./copy";
import type { SymptomId } from "./concepts";
import { Draft, type EngineAnswer, finish, OPSS_ASK_THE_EXPERT } from "./draft";
import { aboutThem } from "./third-person";
import { testWaitsLine } from "./turn-answers";
import { LOW_SODIUM_CAUTION } from "./heat-water";
import { LITTLE_URINE } from "./water-said";
import type { Understanding } from "./understand";
import { unsaid } from "./said-once";
import { codeNames, unknownToCatalogue } from "./unnamed";
import { substanceAsks } from "./substance-asks";
import { bleedingText } from "./bleeding-causes";
import { cutBackLine } from "./cut-back";
import { withDeniedSignsSetAside } from "./triage";
import { CARE_NOW, GUT_CARE_SIGNS, HEART_AFTER_STIMULANT, gutText, HYPONATREMIA_TEXT, noProductWhile, PARESTHESIA_CARE_SIGNS, redFlagNow, serotoninWarning, someoneElse, symptomText, underCareAnswer, withStatedOverdose } from "./reactions";
import { ANAPHYLAXIS_NOW, ASK_THE_EXPERT_SOURCE, CAFFEINE_OVERDOSE, DOD_LIST_SOURCE, EXERTIONAL_SYNCOPE, FDA_TAINTED, FISH_OIL_BRUISING, HEAT_FIRST_AID, HEAT_SIGNS, GUIDE_CAFFEINE, HYPONATREMIA, LIVER_CASES, STROKE_SIGNS } from "./sources";
import { conditionBlock } from "./warnings";
import { AFTER_CLEARED, preventionAfterEpisode } from "./after-episode";
import { episodeOver } from "./symptom-time";
import { ARMY_HYDRATION, HPRC_STIMULANTS, OMEGA3_BLEEDING, TURMERIC_WARFARIN } from "~/domain/safety/condition-sources";

/*
 * Safe when unsure: a symptom or reaction gets its caution and the signs that need care now,
 * before anything else and with no product; a substance we cannot identify is never endorsed;
 * an unclear request gets one short question. Every health sentence here comes from the source
 * its vocabulary concept carries (./vocabulary.json).
 */

/** A breathing or swelling sign said now: the emergency itself, not a sign to watch for. */
const EMERGENCY_NOW =
  /\bthroat\b[^.?]{0,30}\b(?:tight\w*|clos\w*|swell\w*|swollen)\b|\btight (?:throat|chest)\b|\b(?:hard|trouble|cant|can'?t|struggling|difficult) (?:to )?breath\w*|\bshort(?:ness)? of breath\b|\bwheez\w*|\b(?:tongue|lips?|face)\b[^.?]{0,20}\b(?:swell\w*|swollen|puff\w*)\b/;
/** A skin or swelling sign: what tells an allergic reaction from breathlessness on a stimulant. */
const ALLERGY_SIGN = /\bhives?\b|\bwelts?\b|\brash\b|\bitch\w*|\bswell\w*|\bswollen\b|\bpuff\w*|\bthroat\b|\blips?\b|\btongue\b|\bblotch\w*|\bsplotch\w*|\bbumps?\b/;
/** Heat or exertion said in words of its own, not only as sweat. */
const HEAT_OR_EXERTION = /\bheat\b|\bhot\b|\bsun\b|\bhumid\w*|\bdegrees?\b|\bfield\b|\bruck\w*|\bmarch\w*|\bruns?\b|\brunning\b|\bformation\b|\bpt\b|\btraining\b|\bhike\b|\brange\b|\bdrill\b/;
const STIMULANT_TAKEN = /\bpre-?workouts?\b|\bpres?\b|\bcaffeine\b|\benergy drinks?\b|\bmonsters?\b|\bbangs?\b|\bcelsius\b|\bc4\b|\bfat ?burners?\b|\bburners?\b|\bstims?\b|\bcoffee\b|\brip ?its?\b|\bred ?bulls?\b/;
/** "Now", "getting worse": the reaction said earlier has moved on. */
const WORSE = /\b(?:now|getting worse|worse|spreading|still)\b/;

/** What to say for each symptom, most urgent first. */
const SYMPTOM_TEXT: ReadonlyArray<readonly [SymptomId, string]> = [
  ["hyponatremia", HYPONATREMIA_TEXT],
  [
    "heatstroke",
    `**Call 911 or your medic now: confusion, collapsing, or hot, red skin that has stopped sweating in the heat are signs of heat stroke, a medical emergency.** If it is happening now, start cooling while you wait: shade, gear and extra clothing off, ice packs or cold wet towels on the neck, armpits and groin, and fanning, until help takes over. No supplement or electrolyte treats this, and don't pour fluids into someone who is confused or twitching; if they vomit, turn them on their side. If it has passed and you feel fine now, still get checked by medical today, and don't train in the heat again until they clear you.`,
  ],
  [
    "stroke",
    `**Call 911 now: sudden numbness or weakness on one side of your body, a face or smile that droops on one side, slurred speech or sudden trouble seeing are stroke warning signs, whatever you took before it.** Don't wait to see if it passes: the signs can last a short time and fade, and they still need help right away. Take nothing more, and keep the label of what you took so the clinicians can see it.`,
  ],
  // Its text leads with 911 when an emergency sign is said: see stimulantOverdoseText.
  ["stimulant-overdose", ""],
  ["cardiac", HEART_AFTER_STIMULANT],
  [
    "liver",
    `**Stop every supplement you started and get medical care today: yellowing of your eyes or skin (jaundice), often with itching, nausea, tiredness or belly discomfort, can be a sign of liver injury, and dark urine with yellow eyes points the same way.** Herbal and bodybuilding products are a known cause; ashwagandha, for one, has been linked to rare cases of liver injury that showed up as jaundice and itching weeks after starting it, and a plant-based product can harm the liver as well as a drug can. Go to sick call or your provider today, not after the next dose, and bring every label so they can test for it. If you become confused or very drowsy, vomit and can't keep fluids down, or have severe belly pain, ${CARE_NOW}.`,
  ],
  [
    "allergic",
    `**Stop the product: swelling, hives, blotchy bumps or itching after something new can be an allergic reaction.** If your lips, tongue or throat swell, your throat feels tight, you wheeze or struggle to breathe, or you feel faint or dizzy, that is anaphylaxis, a medical emergency: ${CARE_NOW}, and use an epinephrine auto-injector if you carry one. Even if it stays mild, see sick call or your provider today and keep the tub or label so the allergen can be found.`,
  ],
  [
    "overdose",
    `**Call the poison center now at 1-800-222-1222 (or text POISON to 85511): feeling confused, foggy or off after taking more than the label says is what they are there for, and they give quick, expert advice on what to do.** Too much melatonin, for one, can make you drowsy, confused or dizzy, with a headache or slurred speech. Take no more of it today and have the bottle in hand when you call. If it gets worse, or you can't stay awake or breathe normally, ${CARE_NOW}.`,
  ],
  [
    "rhabdo",
    `**Get medical care today and stop training: dark, brown or cola-coloured urine after a hard session can be rhabdomyolysis.** It is muscle breaking down faster than your kidneys can clear it, often with sore, swollen or weak muscles, and it can lead to kidney failure, so go to sick call or the emergency room now, not after the next workout. If you pass little or no urine, feel confused or your heart races, ${CARE_NOW}. No supplement fixes this: skip creatine and recovery products, and tell them every supplement you took.`,
  ],
  [
    "heat",
    `**Stop and cool down: a pounding headache, nausea, vomiting or dizziness while training in the heat are signs of heat illness.** Get to shade, loosen your gear, put cool wet cloths on and sip water. Get medical help right away if you vomit, if it gets worse or lasts more than an hour; confusion, fainting or hot, red, dry skin are signs of heat stroke, so ${CARE_NOW}. Take no pre-workout until you have recovered and been checked.`,
  ],
  [
    "faint",
    `**Passing out or nearly passing out, above all during or right after exercise, needs a medical check before your next PT session, even if you feel fine now: it is not a reason to switch products.** It often comes from heat or dehydration, but fainting during exertion can also be the only early warning of a heart problem, which is why doctors always look into it; stimulants add to the strain by raising heart rate and blood pressure. If it happens again, or comes with chest pain, confusion or a racing heart, ${CARE_NOW}. Bring the label of anything you took.`,
  ],
  [
    "overload",
    `**Stop the product: jitters or shaky hands, headaches, poor sleep and a raised blood pressure after starting a stimulant product (a pre-workout, an energy drink, a fat burner) fit what stimulants such as caffeine do.** They can raise your heart rate and blood pressure and make the rhythm irregular, and switching to another stimulant product keeps the same problem; keep any caffeine out of the 6 hours before you sleep. Get your blood pressure checked at sick call or by your provider and bring the label; with a sudden severe headache, chest pain, a racing or irregular heartbeat or feeling faint, ${CARE_NOW}.`,
  ],
  [
    "paresthesia",
    `**Tingling alone is most likely beta-alanine, and on its own it is not dangerous.** Pins and needles on the face, ears or hands soon after a pre-workout is paraesthesia, the only side effect the ISSN position stand reports for beta-alanine; smaller divided doses reduce it. Check your label for beta-alanine, and skip it until you have if you are unsure. Numbness or weakness on one side of your body, a face that droops on one side, slurred speech or sudden trouble seeing are stroke signs, not beta-alanine: ${CARE_NOW}. It is **not** normal if it comes with hives, itching, a swelling lip, tongue or throat, wheezing or trouble breathing, or feeling faint: those are signs of an allergic reaction, so stop the product, and with any breathing or swelling sign ${CARE_NOW}.`,
  ],
  [
    "bleeding",
    `**Hold off on the fish oil, turmeric or other supplement you started, and tell your provider: nosebleeds, bleeding gums or bruising more easily since you began it can mean it is slowing your blood's clotting.** Fish oil slows clotting, which can show up as bruising and bleeding, above all beside aspirin, an NSAID (ibuprofen, naproxen) or a blood thinner, and turmeric can add to a blood thinner's effect too. See sick call or your provider and bring the labels. If you vomit blood, pass black or bloody stool, or bleeding will not stop, ${CARE_NOW}.`,
  ],
  // Its text names the likely cause from what was taken: see gutText.
  ["gi", ""],
];

function sourcesFor(u: Understanding, symptom: SymptomId): Source[] {
  const source = u.symptomSources[symptom];
  const more: Partial<Record<SymptomId, Source[]>> = {
    heatstroke: [HEAT_FIRST_AID],
    // Breathlessness after a stimulant, read as the heart's emergency, has no heart word's source of its own.
    cardiac: source ? [] : [HPRC_STIMULANTS],
    overload: [GUIDE_CAFFEINE],
    heat: [HEAT_SIGNS],
    faint: [EXERTIONAL_SYNCOPE],
    gi: gutText(u.normalized).sources,
    "stimulant-overdose": [CAFFEINE_OVERDOSE],
    hyponatremia: [HYPONATREMIA, ARMY_HYDRATION],
    liver: [LIVER_CASES],
    paresthesia: [STROKE_SIGNS],
    stroke: [STROKE_SIGNS],
    bleeding: bleedingText(u.normalized)?.sources ?? [FISH_OIL_BRUISING, OMEGA3_BLEEDING, TURMERIC_WARFARIN],
  };
  return [...(source ? [source] : []), ...(more[symptom] ?? [])];
}

const TINGLING_WITH_ALLERGY = `**Tingling that comes with hives, itching or swelling is not the harmless beta-alanine tingle: treat it as part of the allergic reaction above.** Numbness or weakness on one side of your body, a face that droops or slurred speech are stroke signs: ${CARE_NOW}.`;

/** Symptoms and reactions: the cautions and the care-now signs, and no product. */
export function symptomAnswer(told: Understanding): EngineAnswer {
  // Signs the person says are absent ("no trouble breathing") are read by no template below.
  const u = withDeniedSignsSetAside(told);
  const d = new Draft();
  // In the heat, feeling lightheaded or shaky (not having passed out) is read as heat illness first:
  // its text names dizziness and says to take no pre-workout until checked.
  // Sweating after a stimulant, with nothing else of heat or exertion said, is the stimulant's sign, not the heat.
  const hot = (u.situation.hot || u.duties.includes("heat")) && !(STIMULANT_TAKEN.test(u.normalized) && !HEAT_OR_EXERTION.test(u.normalized));
  const passedOut = /\b(?:fell out|passed out|fainted|blacked out|went down|collapsed)\b/.test(u.normalized);
  // Breathing trouble beside a racing heart or too much caffeine, with no skin or swelling sign, is the stimulant's emergency, not an allergy.
  // After a stimulant, it is read as the heart's emergency.
  const breathOnly = (all: readonly SymptomId[]) => all.includes("allergic") && !ALLERGY_SIGN.test(u.normalized);
  const stated = withStatedOverdose(u);
  const read: SymptomId[] = !breathOnly(stated)
    ? stated
    : stated.includes("cardiac") || stated.includes("stimulant-overdose")
      ? stated.filter((id) => id !== "allergic")
      : STIMULANT_TAKEN.test(u.normalized)
        ? stated.map((id) => (id === "allergic" ? "cardiac" : id))
        : stated;
  const has = (id: SymptomId) => read.includes(id);
  // On a serotonergic medicine, sweating and confusion are read as serotonin syndrome first (below), not as the heat.
  const serotonin = serotoninWarning(u);
  const symptoms: SymptomId[] =
    hot && !serotonin && !passedOut && !has("cardiac") && !has("heatstroke") && !has("stimulant-overdose") && read.some((id) => id === "faint" || id === "overload")
      ? ["heat", ...read.filter((id) => id !== "faint" && id !== "overload" && id !== "heat")]
      : read;
  const said = SYMPTOM_TEXT.filter(([id]) => symptoms.includes(id));
  // Cardiac signs already name fainting, heat stroke names heat illness and fainting; tingling
  // with an allergic sign comes after the allergy's care signs, so the benign reading is never first.
  // Liver injury explains itching and dark urine, and its text names them; the gut answer names
  // lightheadedness on standing as dehydration.
  const covered = (id: SymptomId) =>
    (id === "faint" && (["cardiac", "heatstroke", "heat", "gi"] as const).some(has)) ||
    (id === "heat" && has("heatstroke")) ||
    // The heart answer already says what stimulants do to heart rate and blood pressure.
    (id === "overload" && has("cardiac")) ||
    ((id === "allergic" || id === "rhabdo") && has("liver")) ||
    // One-sided numbness is a stroke sign first: the beta-alanine reading of tingling would contradict it.
    (id === "paresthesia" && has("stroke")) ||
    // Too much caffeine names its heart, gut and sleep signs, and when they need 911; out of the heat, vomiting is its sign too.
    (has("stimulant-overdose") && (["cardiac", "overload", "overdose", "gi", "faint"].includes(id) || (id === "heat" && !hot))) ||
    // Over-drinking: "sip water" (heat illness, the gut answer) would make it worse.
    (has("hyponatremia") && ["heat", "gi", "faint", "overload"].includes(id));
  // Serotonin syndrome's 911 line already covers what the stimulant did: a "get your blood pressure checked" after it would undersell it.
  const shown = said.filter(([id]) => !covered(id) && !(serotonin && id === "overload")).slice(0, 2);
  const emergency = (has("allergic") || u.pushedBack === true) && EMERGENCY_NOW.test(u.normalized);
  // Already with medical: the care-now lines would send them where they are.
  const underCare = emergency ? null : underCareAnswer(u.normalized);
  if (underCare) {
    d.caution(underCare[0], ...shown.flatMap(([id]) => sourcesFor(u, id)));
    d.add(underCare[1]);
    return finish(d, { intent: "urgent", category: null, modelMayPhrase: false, brief: "Give the answer as written; suggest no product." });
  }
  // With a sign that cannot wait, its care-now line comes first and the interaction after it.
  const serotoninFirst = serotonin && !emergency && !(shown.length && redFlagNow(u.normalized));
  if (serotonin && serotoninFirst) d.caution(serotonin.text, serotonin.source);
  if (emergency) {
    // Said fresh and first: the earlier answer named these signs as ones to watch for; now they are here.
    d.caution(
      "**Call 911 now, or get to the nearest emergency room or aid station: a tight throat, trouble breathing or a swelling tongue or lips after something new is anaphylaxis, a severe allergic reaction and a medical emergency.** Use an epinephrine auto-injector now if you have one, and still get to emergency care after using it. Stop the product, and don't wait to see if it eases.",
      ANAPHYLAXIS_NOW,
      ...sourcesFor(u, "allergic"),
    );
  } else if (u.pushedBack && read.every((id) => id === "gi" || id === "paresthesia")) {
    // A stomach upset or tingling asked past: when to switch, not the whole answer again.
    d.add(
      "**Not yet: stop the one that caused it, and don't swap in another product until you're back to normal, or you can't tell what caused it.** Once you are, tell me which product it was and I'll pick a certified option without what's in it.",
    );
    for (const id of read) d.caution(id === "gi" ? GUT_CARE_SIGNS : PARESTHESIA_CARE_SIGNS, ...sourcesFor(u, id));
    return finish(d, { intent: "urgent", category: null, modelMayPhrase: false, brief: "Give the cautions as written; suggest no product." });
  } else if (u.pushedBack) d.add(pushedBackOpening(u.normalized), testWaitsLine(u.normalized));
  // A reaction that has moved on since the last answer gets the emergency alone, not that answer again.
  const escalated = emergency && (u.pushedBack || WORSE.test(u.normalized));
  // Confusion or little urine after a hot day on a lot of water: low sodium as well as heat illness, and no "sip water";
  // over-drinking said with its own signs already has the hyponatremia answer.
  const lowSodium = !has("hyponatremia") && shown.some(([id]) => id === "heat" || id === "heatstroke") && (u.overdrank || LITTLE_URINE.test(u.normalized));
  // The emergency said first already covers the allergy's own signs.
  for (const [id, text] of shown) {
    if (emergency && id === "allergic") continue;
    // With hives or swelling, tingling is part of the allergic reaction: the benign beta-alanine reading would undercut it.
    const fitted =
      id === "paresthesia" && has("allergic") ? TINGLING_WITH_ALLERGY : id === "bleeding" ? (bleedingText(u.normalized)?.text ?? text) : symptomText(id, text, u.normalized, emergency);
    d.caution(lowSodium ? fitted.replace(" and sip water", "") : fitted, ...sourcesFor(u, id));
  }
  if (lowSodium) d.caution(LOW_SODIUM_CAUTION.text, ...LOW_SODIUM_CAUTION.sources);
  // Jitters or headaches from caffeine, asked how to quit: how to come down without withdrawal headaches.
  const cutBack = has("overload") || has("stimulant-overdose") ? cutBackLine(u.normalized) : null;
  if (cutBack) d.caution(cutBack.text, ...cutBack.sources);
  if (serotonin && !serotoninFirst) d.caution(serotonin.text, serotonin.source);
  // A medicine named beside the reaction brings its own caution.
  if (u.conditions.length) conditionBlock(u, d);
  if (someoneElse(u.normalized, u.situation.before)) aboutThemAll(d);
  if (escalated) {
    d.add("Bring the tub or label with you so the allergen can be found.");
    return finish(d, { intent: "urgent", category: null, modelMayPhrase: false, brief: "Give the emergency instruction as written; suggest no product." });
  }
  const prevention = preventionAfterEpisode(u.normalized, shown.map(([id]) => id));
  if (prevention) d.caution(prevention.text, ...prevention.sources);
  d.add(episodeOver(u.normalized) ? AFTER_CLEARED[someoneElse(u.normalized, u.situation.before) ? "them" : "you"] : noProductWhile(u.normalized, u.situation.before));
  return finish(d, { intent: "urgent", category: null, modelMayPhrase: false, brief: "Give the cautions and care signs as written; suggest no product." });
}

/** "Can I just ride it out?", "should he sleep it off?": the answer is no, not a refusal of a product nobody asked for. */
const WAIT_IT_OUT = /\b(?:sleep it off|ride it out|wait (?:it out|and see)|push (?:fluids|water)|just (?:rest|hydrate|drink water)|be (?:fine|ok|okay)|walk it off|tough it out|push through)\b/;

function pushedBackOpening(normalized: string): string {
  if (!WAIT_IT_OUT.test(normalized)) return "**I hear you, but I still won't point you to a product for this: what happened needs a medical check first.**";
  const they = /\b(?:should|can|could) (?:he|she|they)\b/.test(normalized) ? "they shouldn't" : "don't";
  return `**No, ${they} wait this out: what happened still needs a medical check now, not fluids and rest at home.**`;
}

/** Every block drafted so far, said about the one it is happening to. */
function aboutThemAll(d: Draft): void {
  d.blocks = d.blocks.map(aboutThem);
  d.cautions = d.cautions.map(aboutThem);
}

/** Apostrophes dropped and lower case, as the vocabulary reads text. */
const plain = (text: string) => text.toLowerCase().replace(/[’‘']/g, "");

/** A DoD list name found inside an idiom or a claim ("special" in "used by special forces") names no substance taken. */
function insideClaim(found: string, claims: readonly string[]): boolean {
  const name = plain(found);
  return claims.some((c) => c.includes(name));
}

const wordCount = (text: string) => text.split(/[\s-]+/).filter(Boolean).length;

/**
 * Whether a DoD list hit names a substance the person means: not a name inside an idiom or a
 * claim, and not a typo match that drops a whole word ("special" read as "Special K"): a typo
 * changes letters, it does not leave out the word that makes the name.
 */
export function meantListHit(hit: Pick<ProhibitedHit, "found" | "term" | "fuzzy">, claims: readonly string[]): boolean {
  if (insideClaim(hit.found, claims)) return false;
  return !(hit.fuzzy && wordCount(hit.found) < wordCount(hit.term));
}

/** A name asked about that neither the understanding step nor the catalogue knows is a substance we cannot vouch for. */
export function withUnnamed(u: Understanding, catalogue: readonly Supplement[]): Understanding {
  if (!u.unnamed || u.namedProductIds.length || !unknownToCatalogue(u.unnamed, catalogue)) return u;
  return { ...u, substances: [...u.substances, { name: "unnamed", found: u.unnamed.subject }] };
}

/** Words of a prescription the person holds ("I'm prescribed", "my doc has me on"). */
const PRESCRIBED =
  /\bprescri\w*|\bscript\b|\brx\b|\bmy (?:doc|doctor|provider|psych\w*|pcp)\b|\bdiagnos\w*|\binhalers?\b|\bpuffer\b|\bnebuli[sz]er\b|\b(?:put|started|have|got) (?:me )?on\b|\bi(?:'?m| am) on\b|\b(?:take|taking|use|using|hit|hitting) my\b|\bi (?:use|take|need|carry)\b|\bfor my (?:asthma|adhd|add|bp|blood pressure|thyroid)\b|\b(?:got|have) (?:exercise[- ]induced |bad )?(?:asthma|adhd)\b/;

/**
 * DoD list names that are the person's own prescribed medicine ("I'm prescribed Adderall"): the
 * list names ingredients a supplement must not contain, so they get no supplement warning; the
 * medicine's caution and referral come from its condition rule.
 */
export function ownMedicines(hits: readonly ProhibitedHit[], u: Understanding): Set<ProhibitedHit> {
  if (!PRESCRIBED.test(u.normalized)) return new Set();
  return new Set(hits.filter((h) => conditionsIn(h.found.toLowerCase()).some((id) => u.conditions.includes(id))));
}

/** What the list means for a medicine the person is prescribed. */
export function ownMedicineNote(hits: ReadonlySet<ProhibitedHit>): string {
  const names = listJoin([...hits].map((h) => (h.found.toLowerCase() === h.entryName.toLowerCase() ? h.entryName : `${h.found} (${h.entryName})`)));
  const many = hits.size > 1;
  return `${names[0].toUpperCase()}${names.slice(1)} ${many ? "appear" : "appears"} on the DoD Prohibited Dietary Supplement Ingredients list because no supplement may contain ${many ? "them" : "it"}; that list is about supplements, not a medicine your provider prescribed for you. Keep taking ${many ? "them" : "it"} as prescribed, and ask your provider or pharmacist before you add any supplement.`;
}

/**
 * The names in a subject asked about, once the DoD list entries found in it are taken out
 * ("akuamma or blue lotus" leaves "akuamma"): the list's warning answers those, and each name
 * left ("tongkat ali and turkesterone") still needs its own "can't identify it", by its own name.
 */
function beyondListed(subject: string, listed: readonly string[], open: readonly string[]): string[] {
  const parts = subject
    .toLowerCase()
    .split(/\s*(?:,|&|\band\b|\bor\b|\bvs\.?|\bversus\b|\bplus\b|\bwith\b)\s*/)
    .map((part) => part.trim())
    .filter((part) => /[a-z]{3,}/.test(part) || codeNames(part).length > 0);
  // "Blue lotus dream": a product named for its listed ingredient is that ingredient.
  // A part with no word we cannot account for ("ssri" beside "5-htp") is known, not a name to doubt.
  return parts.filter((part) => !listed.some((name) => name && part.includes(name.toLowerCase())) && (parts.length < 2 || !open.length || open.some((w) => part.includes(w))));
}

/**
 * Substances we cannot vouch for, never endorsed. One we know under another name (a street or
 * brand name of a drug sold as a supplement) gets what we know of it, from its source, and a
 * plain no; one we cannot identify gets: not in our catalogue or our copy of the list, unlisted
 * is not safe, check the current OPSS list and ask a clinician, and keep the container.
 * Returns "follow-up" when the answer is a later turn's no ("how many should I take?", "just
 * half with my coffee?"): that no is the whole answer, with nothing beside it to read as a go-ahead.
 */
export function unidentifiedWarning(u: Understanding, listed: readonly string[], d: Draft): "follow-up" | undefined {
  const named = [...listed, ...u.substances.filter((s) => s.name !== "unnamed").map((s) => s.found)];
  const substances = u.substances.flatMap((s) => (s.name === "unnamed" ? beyondListed(s.found, named, u.unnamed?.open ?? []).map((found) => ({ ...s, found })) : [s]));
  const covered = (s: (typeof u.substances)[number]) =>
    listed.some((l) => {
      const name = l.toLowerCase();
      return name.includes(s.name.toLowerCase()) || name.includes(s.found) || s.found.includes(name);
    });
  const known = [...new Map(substances.filter((s) => s.answer && s.source).map((s) => [s.name, s])).values()];
  // What the list's warning above already said ("X is on the DoD list") is not said again.
  for (const s of known) d.caution(unsaid(s.answer as string, d.blocks), s.source as Source, ...(s.also ?? []), DOD_LIST_SOURCE);
  substanceAsks(u, listed.length > 0 || known.some((s) => /DoD Prohibited/.test(s.answer ?? "")), d, listed[1] ?? "");
  // Where it was bought ("vape shop") adds nothing once the product is known.
  const unknown = substances.filter((s) => !s.answer && !covered(s) && !(known.length && s.name === "unidentified"));
  if (!unknown.length && !known.length) return;
  if (!unknown.length && known.some((s) => s.noSubstitute)) {
    d.add(
      `It is not in our catalogue, and nothing we list is a substitute for it. Talk to a clinician about what you wanted it for (an injury, pain, sleep, mood, nerves or size); for any product you are unsure of, check the [current DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}) or ask ${OPSS_ASK_THE_EXPERT}.`,
    );
    d.sources.push(ASK_THE_EXPERT_SOURCE);
    return;
  }
  if (!unknown.length) return;
  // Where it was bought ("smoke shop") is context, not a name to repeat.
  const names = [...new Set(unknown.filter((s) => s.name !== "unidentified").map((s) => `"${s.found}"`))];
  const many = names.length > 1;
  const subject = names.length ? listJoin(names) : "A product sold that way";
  // Once a list entry named what was bought there ("delta-8 from the vape shop"), "can't identify it" would contradict the warning above.
  // Named in an earlier turn and asked about again ("how many?", "just half?"): the no comes first, for this question.
  const followUp = unknown.every((s) => !u.normalized.includes(s.found.toLowerCase()));
  const lead = followUp
    ? `**Still no: don't take any of it, not even one or half a dose, until its label has been checked. I can't give a dose or a caffeine figure for a product I can't identify, and a seller's or a friend's word is not a label: ${many ? "they are" : "it is"} not in our catalogue or on our copy of the DoD list.** `
    : !names.length && listed.length
      ? "**I can't vouch for anything sold that way: it is not in our catalogue, so don't take it on my word or the seller's.** "
      : `**I can't vouch for ${names.length ? subject : "it"}: ${many ? "they are" : "it is"} not in our catalogue, and I can't identify ${many ? "them" : "it"} on our copy of the DoD list, so don't take ${many ? "them" : "it"} on my word or the seller's.** `;
  d.caution(
    lead +
      `Not being on a list does not make a product safe: the list names ingredients, not every product, and products bought abroad, unlabelled or sold as a shortcut are where FDA keeps finding drugs their labels leave out. ` +
      `Check every ingredient on the label against the [current DoD list on OPSS](${DOD_PROHIBITED_LIST_URL}), ask a clinician or ${OPSS_ASK_THE_EXPERT} before you take any, and keep the container and label so what is in it can be checked.`,
    DOD_LIST_SOURCE,
    ASK_THE_EXPERT_SOURCE,
    FDA_TAINTED,
  );
  if (!followUp) return undefined;
  d.add("If you want something for the same purpose, ask and I'll suggest a certified option with nothing from the DoD list.");
  return "follow-up";
}
