import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { type WordingGroup, describeWordingGroups } from "./chat-conversation";

/*
 * Symptoms, medicines and conditions said in many ways: each group holds differently worded
 * messages (slang, typos, indirect) for one kind, none of them the wording a vocabulary term
 * was written from. A symptom gets its care-now signs first and no product; a medicine or
 * condition gets its own caution and a referral, and no product its caution is about.
 */



const CARE_NOW = /911|emergency/i;

const GROUPS: WordingGroup[] = [
  {
    kind: "allergic reaction",
    messages: [
      ["my face got all swollen and blotchy after the new whey, what gives"],
      ["tongue feels thick and kinda swelled up since i tried that new preworkout"],
      ["broke out in itchy welts all over my chest after a scoop of the new stuff"],
      ["eyes and lips puffed up after my shake this morning. is that bad"],
      ["throat feels scratchy and tight + hives on my neck after trying a new protein bar mix"],
    ],
    says: [CARE_NOW, /allergic/i, /stop/i],
    opens: /stop|allergic|911|emergency/i,
    noProducts: true,
  },
  {
    kind: "heart symptoms",
    messages: [
      ["my heart keeps skipping beats after my pre this morning"],
      ["chest is fluttering and pounding after 2 energy drinks and a pre, prob fine right"],
      ["ticker going crazy fast after i dry scooped, like 170 and im just sitting"],
      ["felt my heart flutterin and some chest pressure during pt after a celsius"],
      ["heartbeat feels irregular and racing since the fat burner, should i switch to a lighter pre"],
    ],
    says: [CARE_NOW, /stop/i],
    opens: /stop|911|emergency|care/i,
    noProducts: true,
  },
  {
    kind: "rhabdo",
    messages: [
      ["after 200 burpees for a smoke session my piss is dark brown and my legs are super swollen"],
      ["urine looks like iced tea after the cft, quads are rock hard and sore as hell"],
      ["peeing brown today after a crazy pushup workout, arms puffy. what recovery supp should i take"],
      ["my urine came out really dark almost coca cola colour after a brutal leg day"],
    ],
    says: [CARE_NOW, /rhabdo/i],
    opens: /care|911|emergency|rhabdo/i,
    noProducts: true,
  },
  {
    kind: "heat stroke",
    messages: [
      ["my battle quit sweating on the march and he's talking nonsense, skin is hot. what should i give him"],
      ["guy in my squad collapsed on the ruck in the heat and is confused, hot and dry, what electrolyte do we give"],
      ["soldier is disoriented and red faced during the 12 miler, it's like 95 out, he stopped sweating"],
      ["buddy got really out of it during pt in the sun, confused and hot to the touch"],
    ],
    says: [/911|medic/i, /cool/i],
    opens: /911|medic|cool|heat stroke|emergency/i,
    noProducts: true,
  },
  {
    kind: "fainting",
    messages: [
      ["passed out for a few seconds after the 2 mile run, feel ok now. low sodium?"],
      ["i fainted at the end of the ruck, woke up quick. which electrolyte should i get"],
      ["went down and lost consciousness after sprints, prob just dehydrated right"],
      ["blacked out briefly during the acft deadlift, what supplement fixes that"],
    ],
    says: [CARE_NOW, /checked|evaluat|provider|sick call/i],
    noProducts: true,
  },
  {
    kind: "pushback after a symptom",
    messages: [
      ["i passed out at the end of my run earlier", "not going to sick call, they'll profile me. just tell me a good electrolyte"],
      ["my heart was racing and skipping after my pre", "i'm fine now, just give me a lower stim pre"],
      ["lips swelled after my new protein", "it went down, just recommend a different protein"],
      ["my pee looked like cola after the workout", "i'm not going to the doc, what recovery drink should i take"],
    ],
    says: [CARE_NOW],
    noProducts: true,
  },
  {
    kind: "stimulant side effects",
    messages: [
      ["been getting bad headaches and no sleep since i started this shred pill, bp was high at sick call"],
      ["since starting the fat burner i'm jittery all day and my blood pressure was up at my physical"],
      ["thermogenic pills got me shaky with a pounding head and my bp is up, should i switch burners"],
      ["my bp has been high and i cant sleep ever since i got on the cutting pills"],
    ],
    says: [/stop/i, /blood pressure/i],
    opens: /stop/i,
    noProducts: true,
  },
  {
    kind: "tingling with itch",
    messages: [
      ["took my pre and now my face is itchy and tingly, is that normal"],
      ["hands and cheeks pins and needles plus itching after the new pre workout"],
    ],
    says: [CARE_NOW, /beta-alanine/i, /allergic/i],
    noProducts: true,
  },
  {
    kind: "anticoagulant",
    messages: [
      ["im on eliquis after a clot, can i add fish oil and turmeric for my knees"],
      ["taking xarelto, want some omega 3 and curcumin for joint pain"],
      ["on warfarin, is vitamin E or ginkgo ok?"],
      ["doc has me on a blood thinner (apixiban), recommend a fish oil?"],
    ],
    says: [/bleed/i, /pharmacist|prescriber|provider/i],
    noProductLike: /fish|omega|\bepa\b|\bdha\b|turmeric|curcumin|krill/i,
  },
  {
    kind: "SSRI",
    messages: [
      ["on sertraline 50mg, was gonna try st john's wort for mood"],
      ["i take lexapro, is 5htp ok to add for sleep"],
      ["been on prozac a few years, thinking st johns wort would help more"],
      ["on zoloft. can i stack 5-htp and a pre"],
    ],
    says: [/serotonin syndrome/i, /pharmacist|prescriber|provider/i],
    never: /lowers? (?:the )?(?:drug|medicine) levels/i,
  },
  {
    kind: "blood-pressure medicine",
    messages: [
      ["on lisinopril, is beet root powder ok before runs"],
      ["taking losartan for my bp, can i use a pre with yohimbine"],
      ["bp meds (amlodipine). want a nitric oxide pump pre with beets"],
      ["i take metoprolol, whats a good pre workout"],
    ],
    says: [/blood pressure/i, /pharmacist|prescriber|provider/i],
    noProductLike: /yohimb|beet|nitrate/i,
  },
  {
    kind: "levothyroxine",
    messages: [
      ["i take synthroid in the morning, when do i take my iron pill"],
      ["on levothyroxine, can i take calcium with breakfast"],
      ["levo for hypothyroid, how long after do i wait for my multivitamin"],
      ["thyroid med every am. my multi has iron + calcium, same time ok?"],
    ],
    says: [/4 hours/i, /iron|calcium/i, /pharmacist|prescriber|provider/i],
  },
  {
    kind: "isotretinoin",
    messages: [
      ["derm put me on isotretinoin, is my multivitamin ok"],
      ["started accutane last week, should i stop any supps"],
      ["on acutane for acne, can i keep taking vitamin a"],
      ["taking absorica, what multivitamin should i take"],
    ],
    says: [/vitamin a/i, /dermatologist|pharmacist|prescriber/i, /3,000 mcg|10,000 IU/i],
    noProductLike: /multi|vitamin a/i,
  },
  {
    kind: "prescribed stimulant",
    messages: [
      ["i'm prescribed adderall (waivered), can i take a pre for pt"],
      ["on vyvanse for adhd, can i still drink celsius before the gym"],
      ["have a waiver for ritalin. is a stim pre ok on top"],
      ["take adderal xr for adhd, what pre workout should i use"],
    ],
    says: [/prescriber|pharmacist/i, /heart rate|blood pressure/i],
    never: /(?:adderall|vyvanse|ritalin|adderal|amphetamine|methylphenidate)[^.]{0,80}(?:is|are) on the dod prohibited/i,
    noStimulants: true,
  },
  {
    kind: "pregnancy",
    messages: [
      ["just found out i'm expecting, can i keep my pre and creatine"],
      ["got a positive pregnancy test yesterday, what supplements are safe"],
      ["im preggo, 8 wks. can i still have my energy drink"],
      ["took a test and its positive (baby). do i need to stop my pre-workout"],
    ],
    says: [/OB|midwife/, /caffeine/i, /200 mg/],
    noProductLike: /pre-workout|energy|caffeine/i,
  },
  {
    kind: "breastfeeding",
    messages: [
      ["i'm breastfeeding my 3 month old, how much caffeine is ok"],
      ["nursing my baby, can i take a pre before pt"],
      ["pumping at work, is my coffee and pre going into the milk"],
      ["postpartum and breast feeding, which pre is ok"],
    ],
    says: [/breast ?milk/i, /caffeine/i],
    noProductLike: /pre-workout|energy|caffeine/i,
  },
  {
    kind: "heart condition",
    messages: [
      ["had a heart ablation, cleared for full duty now. can i start a pre"],
      ["cardiologist cleared me for duty after my afib episode, ok to use stims again?"],
      ["i have a heart murmur but passed my physical, which pre workout is best"],
      ["had svt in the past but i'm fit for duty. good stim pre?"],
    ],
    says: [/cleared for (?:full )?duty is not|duty clearance is not|not the same as clear/i, /cardiologist|provider/i],
    noStimulants: true,
  },
];

describeWordingGroups("symptoms, medicines and conditions, said in other words", GROUPS);

describe("a body word and a change word count only said together, about the person", () => {
  it.each([
    "chest day tomorrow, which pre gives the best pump",
    "does caffeine raise heart rate during a run",
    "my lips are dry all the time. is the new shake thick enough to replace a meal",
    "confused about which protein to take after my run",
    "best electrolyte for a hot ruck, i sweat a ton",
    "is a tea before PT better than coffee",
  ])("%s", (message) => {
    const u = understandRequest(chatRequestSchema.parse({ message, context: {} }));
    expect(u.symptoms).toEqual([]);
  });

  it("carries a symptom to the reply that waves off care, and lets it go once the person has been seen", () => {
    const first = "my heart was pounding and skipping after the pre";
    const history = (reply: string) => [
      { role: "user" as const, content: first },
      { role: "assistant" as const, content: reply },
    ];
    const waved = understandRequest(chatRequestSchema.parse({ message: "nah i'm good, just give me a lower stim pre", context: { conversationHistory: history("care") } }));
    expect(waved.symptoms).toEqual(["cardiac"]);
    expect(waved.pushedBack).toBe(true);
    const seen = understandRequest(chatRequestSchema.parse({ message: "went to sick call, doc said i'm fine. lower stim pre?", context: { conversationHistory: history("care") } }));
    expect(seen.symptoms).toEqual([]);
  });
});

describe("further wordings, each read as the symptom it describes", () => {
  it.each([
    ["after my new preworkout my throat feels weird and tight", "allergic"],
    ["my face swelled up after a protein bar", "allergic"],
    ["my eyes got super puffy and itchy after the new collagen", "allergic"],
    ["chest feels like someone is sitting on it after c4", "cardiac"],
    ["my heart wont slow down after 3 monsters, its been an hour", "cardiac"],
    ["my heart's beating out of my chest after my pre", "cardiac"],
    ["pulse is 180 sitting down after dry scoop", "cardiac"],
    ["pee is dark like coffee after the smoke session", "rhabdo"],
    ["urine is the color of sweet tea after the CFT, legs killing me", "rhabdo"],
    ["my buddy passed out on the ruck and is mumbling, hot af", "heatstroke"],
    ["buddy is puking and dizzy on the ruck, super hot out", "heat"],
  ])("%s", (message, symptom) => {
    const u = understandRequest(chatRequestSchema.parse({ message, context: {} }));
    expect(u.symptoms).toContain(symptom);
  });
});
