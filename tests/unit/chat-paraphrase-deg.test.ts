import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { type WordingGroup, describeWordingGroups } from "./chat-conversation";

/*
 * Symptoms, medicines and heart findings the third fresh set showed, each said several ways
 * (slang, typos, indirect), none of them the set's own wording: liver signs after a supplement,
 * a supplement that upsets the gut, a potassium product with an ACE inhibitor or ARB, a
 * prescribed inhaler on the DoD list, and a heart finding without a named diagnosis.
 */



const GROUPS: WordingGroup[] = [
  {
    kind: "liver signs after a supplement",
    messages: [
      ["been taking turmeric caps for my knees. now the whites of my eyes are kinda yellow"],
      ["my skin looks yellowish and im itchy all over since starting a fat burner 3 weeks ago"],
      ["took ashwagandha for like 6 weeks, now my eyes r yellow and my piss is dark"],
      ["buddy says i look jaundiced, been on green tea extract pills for a month"],
      ["started a test booster, now my eyes have a yellow tint and my stomach hurts on the right side"],
    ],
    says: [/liver/i, /stop/i, /today|now/i, /911|emergency/i],
    opens: /liver/i,
    noProducts: true,
    never: /rhabdomyolysis|anaphylaxis/i,
  },
  {
    kind: "a supplement that upsets the gut",
    messages: [
      ["magnesium citrate has me running to the head all day, bad diarrhea"],
      ["that mag glycinate gave me the squirts for two days and im dizzy when i stand up"],
      ["every time i take my zinc + magnesium i get loose stools"],
      ["vitamin c megadose has me with diarrhoea, stomach cramping too"],
      ["new fiber supplement has my guts wrecked, nothing but water coming out"],
    ],
    says: [/stop/i, /fluid|water|drink/i, /blood/i],
    opens: /stop/i,
    noProducts: true,
    never: /heart problem|rhabdomyolysis|creatine with guidance/i,
  },
  {
    kind: "potassium with an ACE inhibitor or ARB",
    messages: [
      ["on lisinopril now for bp, is a potassium supplement ok?"],
      ["doc started me on losartan. i drink a high potassium electrolyte mix every day, good?"],
      ["taking enalapril, thinking of a potassium pill for cramps"],
      ["they put me on an ace inhibitor, can i still use my electrolyte powder with potassium"],
      ["on ramipril. can i keep using the lite salt potassium stuff in my water"],
    ],
    says: [/potassium/i, /provider|pharmacist|prescriber/i],
    noProductLike: /potassium/i,
    noStimulants: true,
  },
  {
    kind: "potassium asked about after the medicine was named",
    messages: [
      ["started losartan last week for my blood pressure", "ok so is my electrolyte with extra potassium still cool? and my pre"],
      ["doc has me on ramipril now", "what about the potassium tabs i take for cramps, keep em?"],
      ["pcp put me on an ace inhibitor at my physical", "can i still drink my hi-potassium hydration mix"],
    ],
    says: [/potassium/i, /provider|pharmacist|prescriber/i],
    noProducts: true,
  },
  {
    kind: "a prescribed inhaler on the DoD list",
    messages: [
      ["i use an albuterol inhaler for exercise asthma, can i take creatine?"],
      ["got a rescue inhaler (albuterol) for asthma. any protein ok with that?"],
      ["carry a proair inhaler for EIB, what pre can i run"],
      ["have asthma and use my ventolin before runs. which electrolyte"],
    ],
    says: [/provider|pharmacist|prescriber/i],
    never: /do not use a supplement that contains it/i,
    noStimulants: true,
  },
  {
    kind: "tingling alone after a pre",
    messages: [
      ["face n fingers feel all prickly like pins and needles after my preworkout, is that ok"],
      ["my cheeks and ears get tingly 15 min after pre, should i worry"],
      ["hands went tingly after i took 2 scoops of c4, normal??"],
      ["skin crawling tingle feeling on my face after pre workout"],
    ],
    says: [/beta-alanine/i, /one side/i, /911|emergency/i],
    opens: /beta-alanine|tingling/i,
    noProducts: true,
    never: /Stop the product: swelling/i,
  },
  {
    kind: "diabetes medicine",
    messages: [
      ["im a type 2 diabetic on metformin, which protein is ok"],
      ["on glucophage for my sugar. best electrolyte without sugar?"],
      ["diabetic here (metformin 1000mg), need a multivitamin rec"],
    ],
    says: [/B12/, /provider|pharmacist|dietitian/i, /carbohydrate|sugar/i],
  },
  {
    kind: "heat stroke signs that have passed",
    messages: [
      ["quit sweating on the hike yesterday in the heat and was confused for a bit, fine now. good to go for pt?"],
      ["during the 12 miler in the heat i stopped sweating and got disoriented, feel normal now, what should i drink"],
      ["my squad said i was talking nonsense on the hot ruck, i dont remember it. im ok now right"],
    ],
    says: [/heat stroke/i, /clear/i, /911|medic/i],
    noProducts: true,
    never: /\bfan him\b/i,
  },
  {
    kind: "an unknown product with a hidden blend",
    messages: [
      ["guy at the gym sells a pre called Rage Fuel 9000, label only says proprietary pump complex. legit?"],
      ["bought some off-brand fat burner online, ingredients just say 'proprietary thermogenic blend'. safe to take?"],
      ["this pre says propietary focus formula on the back with no amounts, ok for a drug test?"],
    ],
    says: [/proprietary blend/i, /hides|hidden|amount/i, /OPSS/],
  },
  {
    kind: "a research peptide for an injury",
    messages: [
      ["ordering tb-500 to fix my knee faster, research use only but everyone uses it"],
      ["thinking of running bpc 157 for my rotator cuff, its a research chem"],
    ],
    says: [/physical therapist|provider/i, /not approved|FDA/i],
    noProducts: true,
    never: /for cutting, a dietitian/i,
  },
  {
    kind: "breastfeeding and a sleep aid",
    messages: [
      ["still nursing my 4 month old, can i take melatonin after night shift"],
      ["breastfeeding mom here, need something to knock me out after a 24 on duty"],
      ["pumping for my baby at work, is a sleep aid ok after staff duty"],
    ],
    says: [/melatonin|sleep aid/i, /baby's doctor/i],
    noProducts: true,
  },
  {
    kind: "a heart finding without a diagnosis",
    messages: [
      ["my ekg came back abnormal at the physical, what pre can i take"],
      ["doc heard a murmur and wants an echo. still ok to take c4?"],
      ["ecg showed something weird, waiting on cardio. need energy for pt"],
      ["got flagged for an irregular EKG on my PHA, can i still run stims"],
      ["they found a heart thing on my ecg and referred me to cardiology, best preworkout?"],
    ],
    says: [/cardiolog/i, /stimulant/i],
    noStimulants: true,
  },
];

describeWordingGroups("liver, gut, potassium, inhaler and heart findings, said in other words", GROUPS);

describe("words near liver, gut and heart findings that are no symptom", () => {
  it.each([
    "yellow gatorade or the blue one for a ruck",
    "does magnesium help with sleep",
    "whats the best pre for a long run",
    "ekg tech here, what protein do you recommend",
  ])("%s", (message) => {
    const u = understandRequest(chatRequestSchema.parse({ message, context: {} }));
    expect(u.symptoms).toEqual([]);
  });
});

// "liquid" in a bowel symptom is read as a product form; a form said with no product asked for
// describes what happened, so the gut symptom stays a symptom.
it("a symptom that says 'liquid' is still a symptom", () => {
  const u = understandRequest(chatRequestSchema.parse({ message: "new fiber supplement has my guts wrecked, straight liquid coming out", context: {} }));
  expect(u.symptoms).toEqual(["gi"]);
});
