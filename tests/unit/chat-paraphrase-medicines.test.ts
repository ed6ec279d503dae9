import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { type WordingGroup, converse, describeWordingGroups, opening } from "./chat-conversation";

/*
 * Medicines, conditions and reactions as service members and their spouses say them: a stroke
 * sign after a pre, too much of a sleep aid, wheezing after a shake, a spouse buying for the
 * member who takes the medicine, an antidepressant with a stimulant. Each answer opens with what
 * matters most, keeps the caution of the medicine named, and shows no product it cautions about.
 */

const CARE_NOW = /911|emergency/i;


const GROUPS: WordingGroup[] = [
  {
    kind: "stroke signs come before any reading of tingling",
    messages: [
      ["one side of my face went numb after my pre workout"],
      ["my smile is drooping on one side and my arm went weak after the fat burner"],
      ["slurring my words after 2 energy drinks and my left side numb, prob just tired"],
    ],
    says: [CARE_NOW, /stroke/i],
    opens: /911/,
    noProducts: true,
    never: /most likely beta-alanine/i,
  },
  {
    kind: "too much of a supplement, feeling off",
    messages: [
      ["feel confused and foggy after taking like 4 melatonin"],
      ["took too much melatonin last night and still super groggy and dizzy"],
      ["double dosed my sleep gummies and i feel out of it"],
    ],
    says: [/1-800-222-1222/, CARE_NOW],
    opens: /poison center/i,
    noProducts: true,
  },
  {
    kind: "breathing trouble after a product",
    messages: [
      ["cant catch my breath and wheezing after the new pre"],
      ["started wheezing about 20 min after my protein shake"],
      ["short of breath since i took that new fat burner"],
    ],
    says: [CARE_NOW, /stop/i],
    noProducts: true,
  },
  {
    kind: "a spouse buying for the member who takes the medicine",
    messages: [
      ["my husband is deployed and on zoloft, he asked me to send him a pre workout. which one is safe"],
      ["wife here, my husband takes lisinopril and wants a pre workout for christmas. what should i buy"],
      ["my wife is on adderall and wants a pre, what should i get her"],
    ],
    says: [/prescriber|provider|pharmacist/i],
    opens: /\*\*With /,
    noStimulants: true,
  },
  {
    kind: "a muscle pump is not breastfeeding",
    messages: [["on amlodipine for bp, want something for pumps like citrulline"], ["need a stim free pre for better pumps, what do you have"]],
    says: [],
    never: /breast/i,
  },
  {
    kind: "a stimulant asked for with an antidepressant",
    messages: [
      ["im on wellbutrin, is a pre workout ok or nah"],
      ["on lexapro, can i still drink energy drinks and take a pre"],
      ["been on effexor a year, want a fat burner for the tape test"],
    ],
    says: [/not a go-ahead/i, /prescriber/i],
    noProducts: true,
  },
  {
    kind: "reactions already answered care-first",
    messages: [
      ["heart racing like crazy after my pre workout, its been an hour"],
      ["got chest pain after 2 bang energy drinks, kinda spreading to my arm"],
      ["broke out in hives after fish oil, lips kinda swollen"],
      ["almost passed out in the shower after pt, had a fat burner this morning"],
      ["pee is like dark tea after 300 squats yesterday and my quads are swollen"],
      ["what pre do you recommend", "just took one and my heart is pounding and chest is tight"],
    ],
    says: [CARE_NOW],
    noProducts: true,
  },
  {
    kind: "medicines whose caution names what was asked",
    messages: [
      ["take synthroid every morning, was gonna start biotin for my hair"],
      ["hypothyroid on levo, my buddy said ashwagandha helps energy. good idea?"],
      ["on accutane for acne, can i take vitamin a gummies and zinc"],
      ["i have afib, cardiology says im fine for duty. can i take a fat burner"],
    ],
    says: [/biotin|ashwagandha|vitamin a|cleared for duty/i, /provider|pharmacist|dermatologist|cardiologist/i],
    noStimulants: true,
  },
];

describeWordingGroups("medicines, conditions and reactions, said in other words", GROUPS);

describe("breathing and one-sided words that are no reaction", () => {
  it.each([
    "i get short of breath on long runs, what helps endurance",
    "use my inhaler for wheezing in the cold, is creatine ok",
    "pumping iron 5 days a week, best protein?",
  ])("%s", (message) => {
    const u = understandRequest(chatRequestSchema.parse({ message, context: {} }));
    expect(u.symptoms).toEqual([]);
    expect(u.conditions).not.toContain("breastfeeding");
  });
});

describe("what was asked beside a medicine or condition is answered first", () => {
  it.each([
    ["6 weeks pregnant and exhausted all the time, what can i take for energy", /tiredness in pregnancy/i, /anemia/i],
    ["preggo and so wiped out at work, anything safe to perk me up?", /tiredness in pregnancy/i, /200 mg/],
    ["me and my wife are trying to conceive, she wants to keep her pre workout and ashwagandha. thoughts?", /stop the ashwagandha/i, /200 mg/],
    ["on sertraline 100mg. want something for sleep/stress - thinking 5-HTP or ashwagandha", /ashwagandha: ask your prescriber/i, /serotonin syndrome/i],
    ["take metformin for diabetes, is ashwagandha ok for stress", /ashwagandha: ask your prescriber/i, /B12/],
    ["had an ablation for a heart rhythm problem, my multi has biotin in it, anything before my labs?", /troponin/i, /cardiologist/i],
  ])("%s", (message, first, also) => {
    const answer = converse([message]);
    expect(opening(answer.text)).toMatch(first);
    expect(answer.text).toMatch(also);
    expect(answer.products.filter((p) => /ashwagandha/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
  });
});

describe("a caution is not followed by a guide section about something else", () => {
  it.each([
    // Passages are not loaded here; the check is that the caution names what was asked, so no "guides don't cover" line contradicts it.
    ["take levothyroxine every morning, want a multi with iron and calcium. any issue?", /4 hours apart/i],
    ["just found out im pregnant, is my creatine ok", /creatine included/i],
  ])("%s", (message, says) => {
    const { text } = converse([message]);
    expect(text).toMatch(says);
    expect(text).not.toMatch(/guides don't cover/i);
  });

  it("a medicine whose own caution explains the DoD list gets no second, alarming list line", () => {
    const { text } = converse(["got put on vyvanse for adhd and i use an albuterol inhaler for exercise asthma. can i still run my pre?"]);
    expect(text).not.toMatch(/appears on the DoD Prohibited Dietary Supplement Ingredients list/i);
    expect(text).toMatch(/keep using your prescribed inhaler/i);
    expect(text).toMatch(/don't stack them/i);
  });
});

describe("a nursing mother who is exhausted is answered, not only referred", () => {
  it.each([
    [["back at work after maternity leave, baby is 4 months and I'm still nursing", "need protein and something for energy, im exhausted"]],
    [["still breastfeeding and running on fumes, so tired at work. what can i take"]],
  ])("%s", (turns) => {
    const answer = converse(turns);
    expect(opening(answer.text)).toMatch(/sleep when the baby sleeps/i);
    expect(answer.text).toMatch(/breast milk/i);
    expect(answer.products.filter((p) => p.stimulant || (p.caffeineMg ?? 0) > 0).map((p) => p.name)).toEqual([]);
  });
});
