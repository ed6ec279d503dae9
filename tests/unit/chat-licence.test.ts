import { describe, expect, it } from "vitest";
import type { PassageHit } from "~/domain/chat/passages";
import { converse, describeWordingGroups, opening } from "./chat-conversation";

/*
 * Every block is licensed by what was said (app/domain/chat/licence.ts): the misfires that must
 * not happen, each beside the right-fit case that must still get its block.
 */

const ADVERSE_EVENT = /Stop the product: jitters|Get your blood pressure checked|while this is going on/;
const GUT = /cramps, diarrhoea, nausea or vomiting/;
const BETA_ALANINE_FIRST = /^\*\*Tingling alone is most likely beta-alanine/;
const DEPLOYMENT_NOTE = /For a deployment, pack certified products/;
const STIMULANTS_IN_HEAT = /leave stimulant pre-workouts and fat burners alone/;
const STORAGE = /Keep supplements sealed, cool and dry, out of vehicles/;
const STOP_UNTIL_KNOWN = /Stop taking it until you know what is in it/;

describeWordingGroups("a symptom template needs the symptom said as a state now", [
  {
    kind: "sleep trouble behind a caffeine cut-off question is the question, not a reaction",
    messages: [
      ["MP, on nights all month 1900-0700. i slam a monster around 0100. get home 0730 and cant fall asleep till like 1030. when do i need to cut the caffeine off"],
      ["work swings 1500-2300, i have a celsius at 1900 and cant sleep till 0200. what time should i stop caffeine"],
    ],
    says: [/\b0100\b|\b1700\b|6 hours/],
    never: ADVERSE_EVENT,
  },
  {
    kind: "worry about a test is no stimulant reaction",
    messages: [["took some random pre my roommate had, zero labels on it. now im freaking out about the UA next week"], ["used a no-name pre from a buddy last month and im stressing about a piss test"]],
    says: [/test|DoD list|certified/i],
    never: ADVERSE_EVENT,
  },
  {
    kind: "passing out is answered as fainting, not as a stomach upset ('the run' is not 'the runs')",
    messages: [
      ["got dizzy and dropped at formation for a sec this morning, had a fat burner with no breakfast. feel ok now. still good for the 3 mile run at 1500?"],
      ["i fainted during the run after my pre this morning"],
    ],
    opens: /Passing out or nearly passing out/,
    says: [/medical check before your next PT/],
    never: GUT,
  },
  {
    kind: "the stomach template still answers a stomach upset",
    messages: [["fish oil is wrecking my stomach, diarrhea since yesterday"], ["creatine gave me the runs all day"], ["magnesium at night and now the runs for 2 days"]],
    opens: /Stop the supplement for now/,
    says: [GUT],
  },
  {
    kind: "a tingle with one-sided weakness is a stroke sign first",
    messages: [
      ["every time i take my pre my lips and fingers tingle and today my right leg felt weak and dragged a bit. beta alanine?"],
      ["face and hands go tingly after my pre and this time my left arm felt kinda weak. is that the beta alanine"],
    ],
    opens: /Call 911 now: sudden numbness or weakness on one side/,
    says: [/stroke/],
    never: BETA_ALANINE_FIRST,
  },
  {
    kind: "a tingle alone is still beta-alanine",
    messages: [["face tingles after my pre, is that normal?"]],
    opens: BETA_ALANINE_FIRST,
    says: [/stroke signs/],
  },
  {
    kind: "the person who is the patient is spoken to, whoever reported it",
    messages: [["at the range today i quit sweating and my battle said i was slurring. im better now but my head is pounding"]],
    says: [/heat stroke/, /your medic/],
    never: [/their medic|Stay with them/],
  },
  {
    kind: "a buddy who is the patient is spoken about",
    messages: [["my buddy passed out at PT after taking a fat burner, he says hes fine now"]],
    says: [/Stay with them/, /their next PT/],
  },
  {
    kind: "a reaction only imagined gets what to do if it happens, not 'while this is going on'",
    messages: [["what if my pre gives me the jitters, should i stop it?"]],
    says: [/Stop the product/],
    never: /while this is going on/,
  },
  {
    kind: "a heart sign after something that is no stimulant is not blamed on a stimulant",
    messages: [["took 10mg of melatonin last night", "now my heart kinda fluttered during PT and im groggy af"], ["started ashwagandha and vitamin d last week and today my heart was racing and skipping"]],
    opens: /take no more of what you took, and get medical care now/,
    says: [/call 911/],
    never: /take no more stimulants|after a pre-workout or energy drink/,
  },
  {
    kind: "a heart sign after a pre keeps what stimulants do",
    messages: [["took my pre and now my heart is racing and skipping beats"]],
    says: [/take no more stimulants/],
  },
  {
    kind: "whether something causes a reaction is answered, with nothing going on to wait out",
    messages: [["can a pre give you the jitters?"], ["does caffeine cause headaches?"]],
    says: [/caffeine/i],
    never: /while this is going on/,
  },
  {
    kind: "a reaction happening now keeps its closing line",
    messages: [["took my pre an hour ago and im shaky, jittery and my head is pounding"]],
    says: [/Stop the product: jitters/, /while this is going on/],
  },
]);

describeWordingGroups("a canned block needs the topic it answers to be said", [
  {
    kind: "a deployment in the past licenses no packing note",
    messages: [["my wife is on xarelto after a clot from a deployment injury. she wants fish oil for her joints, which one should i get her"]],
    says: [/blood thinner/],
    never: DEPLOYMENT_NOTE,
  },
  {
    kind: "a deployment ahead keeps the packing advice",
    messages: [["deploying to kuwait next month, what supplements should i pack?"], ["does sun exposure on deployment count for vitamin d?"]],
    says: [/sealed containers/],
  },
  {
    kind: "stimulants in the heat are said when a stimulant is asked about there",
    messages: [["heat cat 4 all week at the range, can i still run my preworkout"], ["hot af field exercise next week, stepping off at 0400. pre for that?"]],
    says: [STIMULANTS_IN_HEAT, /heat stroke/],
  },
  {
    kind: "what to bring for the heat is answered with what to leave behind",
    messages: [["going to the sandbox in june, gonna be 115 degrees and humid. what should i bring for hydration"]],
    says: [STIMULANTS_IN_HEAT, /heat stroke/],
  },
  {
    kind: "electrolytes in the heat get the heat-illness signs, not the stimulant paragraph",
    messages: [["working 12s in the heat, electrolytes?"]],
    says: [/Watch for heat illness/],
    never: STIMULANTS_IN_HEAT,
  },
  {
    kind: "a storage question gets the storage line, and no heat-stimulant or hydration block",
    messages: [
      ["will my protein powder go bad in a hot conex?"],
      ["PCSing to a deployment in qatar soon. buy supps there or bring em? and does the heat wreck powder in storage"],
      ["heading to djibouti in a month. buy my supps at the px there or ship them? will a hot conex ruin them"],
      ["is it ok to keep my creatine in my car in the summer"],
    ],
    says: [STORAGE],
    never: [STIMULANTS_IN_HEAT, /hourly volumes|quarts? an hour/],
  },
  {
    kind: "a question about keeping a product asks for no product",
    messages: [
      ["deploying to bahrain next month for 6 months, what should i bring", "will the px out there carry the same stuff? and will my pre cook in a conex"],
      ["does whey go bad if it sits in a hot truck all day"],
    ],
    says: [STORAGE],
    noProducts: true,
  },
  {
    kind: "a product asked for that keeps in the heat still gets picks",
    messages: [["best protein that wont go bad in a hot truck"]],
    says: [STORAGE, /Protein & Recovery/],
  },
  {
    kind: "cans in the truck are no storage question",
    messages: [["ruck at 0500 tomorrow, plan is a pre at 0400 and 2 rip its in the truck. good plan?"]],
    says: [/caffeine/],
    never: STORAGE,
  },
  {
    kind: "a myth just corrected is not contradicted by 'stop taking it until you know what is in it'",
    messages: [["gunny told me creatine is a steroid and ill pop hot on a UA. been taking it 5g a day for a year, should i stop"]],
    says: [/not a steroid/],
    never: STOP_UNTIL_KNOWN,
  },
  {
    kind: "an uncertified product already taken before a test keeps the record advice",
    messages: [["just popped hot on a UA and the only thing i took was a pre from GNC. what now"]],
    says: [STOP_UNTIL_KNOWN, /defense counsel/],
  },
]);

const section = (slug: string, postTitle: string, heading: string, text: string): PassageHit => ({
  slug,
  kind: "guide",
  postTitle,
  heading,
  anchor: heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
  text,
  snippet: text,
  rank: -9,
});

const WEIGH_IN = section(
  "creatine-for-service-members",
  "Creatine for service members",
  "Will creatine make me gain weight before a weigh-in?",
  "Expect the scale to go up: creatine with resistance training brings gains in body mass, so do not start a loading phase in the week before a weigh-in; creatine is not on the DoD list and is not a steroid.",
);
const FIVE_HTP = section(
  "supplement-interactions-with-medications",
  "Supplement and medication interactions",
  "Can I take 5-HTP if I'm on an SSRI or another antidepressant?",
  "5-HTP is converted into serotonin; with an SSRI such as sertraline or escitalopram it can add up to serotonin syndrome. A pre-workout or stress supplement on an SSRI is a question for your prescriber.",
);
const SHIFT_SLEEP = section(
  "sleep-melatonin-and-shift-work",
  "Sleep, melatonin and shift work",
  "What should I try before any sleep supplement?",
  "Respect the low point: alertness bottoms out between 0500 and 0900 after overnight duty; split daytime sleep if you need to. Magnesium and sleep: try the basics before any sleep supplement.",
);
const HEAT_DRINKING = section(
  "hydration-and-sodium-in-the-heat",
  "Hydration and sodium in the heat",
  "How much should I drink per hour in the heat?",
  "Use the heat category your unit posts: half to one quart an hour, never more than 1.5 quarts an hour; ashwagandha, protein and other supplements do not replace water in the heat.",
);
const CREATINE_SAFE = section(
  "creatine-for-service-members",
  "Creatine for service members",
  "Is creatine safe?",
  "The evidence in healthy people is reassuring: no evidence that short- or long-term use of creatine harms healthy people; long term use is safe and well tolerated.",
);
const ZINC_LIMIT = section(
  "vitamin-d-and-upper-limits",
  "Vitamin D, magnesium and zinc",
  "What is the upper limit for zinc?",
  "The upper limit for zinc is 40 mg a day for adults, set to protect copper status.",
);
const VITAMIN_D_LIMIT = section(
  "vitamin-d-and-upper-limits",
  "Vitamin D, magnesium and zinc",
  "What is the upper limit, and what happens above it?",
  "The upper limit for vitamin D is 4,000 IU a day for adults; it was built on hypercalcemia.",
);
const PROTEIN_BEFORE_SLEEP = section(
  "protein-needs-and-timing",
  "How much protein do you need, and when?",
  "Is protein before sleep worth it?",
  "It can help, especially after evening training: protein eaten before sleep is digested overnight.",
);
const PROTEIN_AROUND_TRAINING = section(
  "protein-needs-and-timing",
  "How much protein do you need, and when?",
  "When should I eat protein around training?",
  "Resistance exercise and protein work together when you eat protein before or after the session.",
);
const PASSAGES = [WEIGH_IN, FIVE_HTP, SHIFT_SLEEP, HEAT_DRINKING, CREATINE_SAFE, ZINC_LIMIT, VITAMIN_D_LIMIT, PROTEIN_BEFORE_SLEEP, PROTEIN_AROUND_TRAINING];

describe("a guide section needs its subject said", () => {
  const ask = (...turns: string[]) => converse(turns, PASSAGES).text;

  it.each([
    ["my squad leader says creatine is a steroid and will make me pop on a piss test. been on 5g daily for 8 months. should i quit", /weigh-in/],
    ["on lexapro 10mg. want a pre for morning lifts and maybe something for stress. ok to add?", /5-HTP if I'm on an SSRI/],
    ["long weekend coming up, just want to actually sleep in. is magnesium worth trying?", /low point|overnight duty/],
    ["started ashwagandha about 3 weeks ago for stress. how long till it kicks in?", /quarts? an hour/],
    ["is ashwagandha safe long term?", /creatine/],
    ["whats the upper limit for vitamin d?", /copper/],
    ["should i take protein before or after a workout?", /before sleep|overnight/],
  ])("%s: no section on %s", (message, stray) => {
    expect(ask(message)).not.toMatch(stray);
  });

  it.each([
    ["weigh-in in 3 weeks, will starting creatine make me gain weight?", /weigh-in/],
    ["on zoloft, thinking about 5-HTP for my mood. ok?", /5-HTP/],
    ["working nights all week, what should i try before a sleep supplement?", /low point|overnight duty/],
    ["how much water should i drink per hour in the heat?", /quarts? an hour/],
    ["is creatine safe long term?", /safe and well tolerated/],
    ["whats the upper limit for vitamin d?", /4,000 IU/],
    ["is there an upper limit for zinc?", /40 mg/],
    ["is a casein shake before bed worth it?", /digested overnight/],
    ["should i take protein before or after a workout?", /before or after the session/],
  ])("%s: the section on %s stays", (message, section) => {
    expect(ask(message)).toMatch(section);
  });

  it("an answer whose every block was stray says so plainly, with where to ask", () => {
    const text = ask("started ashwagandha about 3 weeks ago for stress. how long till it kicks in?");
    expect(opening(text)).not.toMatch(/quart/);
    expect(text.trim().length).toBeGreaterThan(0);
  });
});
