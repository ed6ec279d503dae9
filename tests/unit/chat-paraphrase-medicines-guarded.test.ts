import { expect, it } from "vitest";
import { converse, describeWordingGroups, opening } from "./chat-conversation";

/*
 * Medicines and conditions are always cautioned, with their referral, and what conflicts with
 * them is never offered; a product nobody can identify is never endorsed, on any later turn.
 * Said the way service members say it, over one to three turns.
 */

describeWordingGroups("kidney disease: no creatine, protein set by the nephrologist or renal dietitian", [
  {
    kind: "creatine or protein asked with kidney disease",
    messages: [
      ["I have stage 3 CKD, is creatine ok for me to take?"],
      ["my kidneys aren't great according to my last labs. how much protein powder can I do a day"],
      ["I'm on dialysis three times a week, thinking about starting a whey shake for recovery"],
      ["looking for a creatine to help with my lifts", "oh forgot to mention I have kidney disease"],
      ["what's the best protein powder for bulking", "does it matter that my kidney function is low? doc keeps an eye on it"],
    ],
    opens: /kidney/i,
    says: [/Don't start creatine/, /nephrologist or renal dietitian/, /limit protein before dialysis and raise it on dialysis/],
    noProducts: true,
  },
  {
    kind: "a later question keeps the kidney reminder and leaves creatine out",
    messages: [["I have CKD stage 2", "what's a good pre workout?"]],
    says: [/With kidney disease \(as you said\)/, /nephrologist/],
    noProductLike: /creatine/i,
  },
]);

describeWordingGroups("liver, seizures, gout, eating disorders, surgery: each cautioned and referred", [
  {
    kind: "liver disease",
    messages: [["I've got fatty liver disease, can I still take a fat burner to drop weight for my tape test?"], ["hep c, doc watches my liver. any thermogenic thats safe for cutting?"]],
    opens: /^\*\*No fat burner with a liver condition/,
    says: [/turmeric and ashwagandha/, /your doctor or liver specialist/],
    noProducts: true,
  },
  {
    kind: "a seizure medicine and a stimulant",
    messages: [["I have epilepsy and take Keppra. Can I take a pre-workout?"], ["on depakote, is a celsius before pt ok"]],
    says: [/skip stimulant pre-workouts, energy drinks and fat burners unless your neurologist clears them/, /neurologist or pharmacist/],
    noStimulants: true,
  },
  {
    kind: "a seizure medicine and sleep",
    messages: [["on lamotrigine for seizures, anything for sleep you'd recommend?"], ["I take keppra, can I take melatonin to sleep"]],
    opens: /^\*\*For sleep, ask your neurologist or pharmacist before any sleep aid/,
    says: [/valerian, kava or chamomile/],
    noProducts: true,
    never: /911|emergency room/,
  },
  {
    kind: "gout",
    messages: [["I get gout flare ups, is creatine or protein powder gonna make it worse?"]],
    says: [/purine-rich foods/, /not a go-ahead/, /provider or pharmacist/],
    noProducts: true,
  },
  {
    kind: "an eating disorder and cutting weight",
    messages: [["I've struggled with bulimia in the past and I want a fat burner to make weight"], ["in recovery from anorexia, need to make tape next month, what diet pills work"]],
    opens: /With an eating disorder/,
    says: [/leave fat burners, diet pills, laxatives and water pills alone/, /behavioral health/],
    noProducts: true,
  },
  {
    kind: "an eating disorder and gaining on a dietitian's plan",
    messages: [["recovering from anorexia, my dietitian wants me to gain. what protein should I use"]],
    says: [/Follow the plan your dietitian or treatment team set/],
    noProductLike: /fat burn|thermogenic/i,
  },
  {
    kind: "surgery and supplements that add to bleeding",
    messages: [
      ["had ACL surgery 2 weeks ago, what supplements help recovery? thinking fish oil and turmeric"],
      ["I have surgery scheduled next week, should I stop any supplements?"],
      ["I'm about to have my wisdom teeth out Friday, can I keep taking fish oil?"],
    ],
    opens: /With surgery/,
    says: [/surgeon and anesthesia team/, /Fish oil, vitamin E, ginkgo and turmeric/],
    noProducts: true,
  },
]);

describeWordingGroups("blood thinners: turmeric, fish oil, vitamin E and ginkgo add to bleeding; INR checks", [
  {
    kind: "adding one of them on a blood thinner",
    messages: [
      ["I'm on warfarin. Is turmeric ok for my knee pain?"],
      ["on eliquis after a clot. can I keep taking my fish oil and vitamin E?"],
      ["I take coumadin, thinking of adding ginkgo for focus"],
      ["what's a good fish oil", "I should mention I'm on xarelto"],
      ["on a baby aspirin every day for my heart, can I add krill oil?"],
    ],
    opens: /With a blood thinner/,
    // The caution's examples, or a line for each supplement the person named.
    says: [/add to bleeding risk on a blood thinner|can strengthen warfarin's effect/, /INR/, /whoever manages your blood thinner/],
    noProducts: true,
  },
]);

describeWordingGroups("diabetes said in other words still gets its caution", [
  {
    kind: "prediabetes or an A1C",
    messages: [["prediabetic, which pre workout is ok for me"], ["doc says my a1c is creeping up, what protein should i get"]],
    says: [/With diabetes or metformin/, /never use a supplement in place of your diabetes medicine/],
  },
]);

describeWordingGroups("insulin on a long effort: what to drink, counted, and the checks", [
  {
    kind: "what to drink on a ruck",
    messages: [["I take insulin, what should I drink on a 12 mile ruck"], ["T1D here, 15 mile road march saturday, what do i drink"]],
    opens: /^\*\*For the effort itself: water, plus carbohydrate you count/,
    says: [/glucose tablets/, /diabetes care team/],
  },
]);

describeWordingGroups("tiredness is not a reason to start iron", [
  {
    kind: "iron for tiredness",
    messages: [["always tired lately, should I start taking iron?"], ["I feel exhausted all the time, what's a good iron supplement"], ["been dragging at PT for weeks, thinking iron pills might help"]],
    opens: /Don't start iron just because you're tired: get checked at sick call first/,
    says: [/blood test/, /too much iron/],
    noProducts: true,
  },
]);

describeWordingGroups("a product nobody can identify is never endorsed, on any turn", [
  {
    kind: "named the first time",
    messages: [
      ["my buddy brought back some pills from Thailand that are supposed to be crazy for energy. are they ok?"],
      ["found a pre-workout with a label all in Korean, is it safe?"],
      ["someone at the gym gave me some unlabelled white pills for cutting"],
    ],
    opens: /can't vouch/,
    says: [/not in our catalogue/, /bought abroad, unlabelled or sold as a shortcut/, /current DoD list on OPSS/],
    noProducts: true,
  },
  {
    kind: "asked about again: dose, caffeine, just one",
    messages: [
      ["my buddy brought back some pills from Thailand that are supposed to be crazy for energy. are they ok?", "how many should I take?"],
      ["got some stuff from the smoke shop for focus, no label really", "can I just try one before PT?"],
      ["found a pre-workout with a label all in Korean, is it safe?", "how much caffeine is in it do you think"],
      ["someone at the gym gave me some unlabelled white pills for cutting", "they said it's just caffeine, so it's fine right?"],
      ["my buddy brought back some pills from Thailand for energy", "ok what about just half of one with my morning coffee?"],
      ["got a pre off temu, cant read the label", "one scoop cant hurt right?"],
    ],
    opens: /^\*\*Still no: don't take any of it/,
    says: [/not in our catalogue or on our copy of the DoD list/, /drugs their labels leave out/, /ask a clinician/],
    noProducts: true,
    never: [/up to 200 mg/, /400 mg a day/],
  },
]);

describeWordingGroups("melatonin on rotating watches and shifts: dose, timing, the drowsiness before a watch", [
  {
    kind: "melatonin asked about",
    messages: [
      ["I'm on rotating watches on the ship, would melatonin help me sleep between watches?"],
      ["I'm on rotating watches on the ship, would melatonin help me sleep between watches?", "how much should I take and when?"],
      ["shift work is killing my sleep, I swing between days and mids. melatonin dose?"],
      ["can I take melatonin before a 4 hour sleep then stand the 0200 watch?"],
    ],
    opens: /^Melatonin's evidence is for jet lag, not shift work/,
    says: [/0\.5 to 5 mg/, /lowest dose right at the bedtime/, /at least 5 hours between a dose and standing a watch/, /dark/],
    noProducts: true,
  },
]);

it.each([
  ["will creatine wreck my kidneys?", /With kidney disease/],
  ["got my hep b shot today, can I still lift tonight?", /With liver disease/],
  ["what pre should I take before the operation tomorrow? long night", /With surgery/],
])("%s is no medical condition", (message, block) => {
  expect(converse([message]).text).not.toMatch(block);
});

it("a seizure happening now is still urgent care, not a medicine's caution", () => {
  const answer = converse(["had a seizure after my pre workout this morning"]);
  expect(opening(answer.text)).toMatch(/911|medical care|emergency/);
  expect(answer.products).toEqual([]);
});

it("a condition named earlier is cautioned in a canned reply too, and its conflicting picks are left out", () => {
  const answer = converse(["I have kidney disease", "whats the best creatine"]);
  expect(answer.text).toMatch(/kidney disease/);
  expect(answer.text).toMatch(/nephrologist/);
  expect(answer.products.filter((p) => /creatine/i.test(`${p.name} ${p.keyIngredients.join(" ")}`)).map((p) => p.name)).toEqual([]);
});
