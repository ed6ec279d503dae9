import { it } from "vitest";
import { writeFileSync } from "node:fs";
import { converse } from "./chat-conversation";

const CASES: string[][] = [
  ["medic took my vitals, pressure was 152/98. still want a pre for leg day"],
  ["bp 135/85 at my annual, can i keep drinking celsius"],
  ["my blood pressure was 118/76 at my physical, what pre do you recommend"],
  ["my bp was 190/125 this morning and i have a headache, can i take my pre"],
  ["garmin says my resting hr is 104, is c4 ok"],
  ["PA told me my heart rate is kinda high at rest and to back off the energy drinks. need something for 0530 PT"],
  ["my resting heart rate is 52, whats the best pre"],
  ["I take 2 advil before every ruck, any supplement for knee pain"],
  ["i cant swallow pills bigger than an advil, need a creatine that isnt a pill"],
  ["on naproxen 500 twice a day from ortho, want to start turmeric"],
  ["ex-wife used to take ibuprofen daily lol. anyway best whey?"],
  ["my wife is still pumping, baby is 4 months, what protein should i get for me"],
  ["6 months postpartum and still breastfeeding, need something for energy"],
  ["EBF my 2 month old, is creatine ok"],
  ["exclusively pumping for my son, want to lose the baby weight, fat burner?"],
  ["is kratom banned? my buddy takes it every day"],
  ["been on phenibut for 3 weeks, can i just stop cold turkey"],
  ["zaza every day for like 2 months, scared to stop"],
  ["i pop 15mg melatonin most nights, what else helps sleep"],
  ["should i switch from my 5000 iu d3 to klean-d 1,000 iu?"],
  ["taking zinc 50 mg for immune plus a multi, ok?"],
  ["is 10mg melatonin too much?"],
  ["how much vitamin d should i take"],
  ["squatted 315/225 today, best creatine?"],
  ["my left leg is sore after the ruck, any recovery supplement"],
  ["I take ibuprofen 800 and fish oil daily and now my stool is black"],
  ["took like 3 motrin and a pre this morning, stomach hurts a lot and i threw up blood"],
];

it("probe", () => {
  const out = CASES.map((turns, i) => {
    let text: string;
    try { const a = converse(turns); text = `${a.intent} | products: ${a.products.map((p) => p.name).join("; ")}\n${a.text}`; } catch (e) { text = `ERROR ${String(e)}`; }
    return `##### ${i + 1}: ${turns.join(" / ")}\n${text}\n`;
  });
  writeFileSync(process.env.PROBE_OUT ?? "/tmp/cond/probe.md", out.join("\n"));
}, 300000);
