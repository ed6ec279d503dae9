import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Knowledge and myth answers, against our real guides: the question answered first, each point
 * said once (a vocabulary answer, then a guide passage, then a second answer saying the same is
 * read three times), no guide section about something else appended, and the guide link kept.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

/** The last answer of a conversation (answered without offline picks, as a first visit is). */
const answer = async (turns: readonly string[]) => (await chat.converse(turns)).at(-1) ?? "";

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? [];

/** Sentences of a later paragraph whose words an earlier paragraph already said (70% or more): a point read twice. */
function saidTwice(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() && !/^(?:From|Read more in) our guide/.test(p) && !/^\d+\.|^\*\*Warning/.test(p.trim()));
  const twice: string[] = [];
  paragraphs.forEach((paragraph, k) => {
    const known = new Set(paragraphs.slice(0, k).flatMap(words));
    for (const sentence of paragraph.split(/(?<=[.!?])\s+(?=[A-Z"(*])/)) {
      const w = words(sentence);
      if (k > 0 && w.length >= 6 && w.filter((x) => known.has(x)).length / w.length >= 0.7) twice.push(sentence);
    }
  });
  return twice;
}

interface Case {
  turns: string[];
  /** Said in the first paragraph. */
  opens: RegExp;
  says?: RegExp[];
  never?: RegExp[];
  /** The guide link stays. */
  link?: boolean;
}

const CASES: Case[] = [
  { turns: ["whats the difference between nsf certified for sport and informed sport? is one better"], opens: /Informed Sport checks every batch/, link: true },
  { turns: ["nsf vs informed sport which one does the dod actually recognize"], opens: /None of them is a DoD approval/, link: true },
  { turns: ["is usp verified good enough or do i need the nsf sport one"], opens: /USP Verified/, link: true },
  { turns: ["how do i look up my lot # on informed sport, tub says lot 4471A"], opens: /batch number/, link: true },
  { turns: ["got a tub w/ the nsf logo, how do i know its legit and not a knockoff"], opens: /Certified for Sport/, says: [/nsfsport\.com/] },
  { turns: ["how do i read a supplement label for banned stuff"], opens: /Supplement Facts panel/, link: true, never: [/^It searches/m] },
  { turns: ["label says 'proprietary blend 2100mg' is that bad?"], opens: /Proprietary blend/, says: [/Ask the Expert/] },
  { turns: ["creatine is a steroid right? my SL said so"], opens: /creatine is not a steroid/, never: [/What does build size/, /red flags/i] },
  { turns: ["will creatine make me pop hot on a piss test"], opens: /won't get you in trouble/, link: true },
  { turns: ["does creatine wreck your kidneys? asking for real"], opens: /controlled trials do not show/, says: [/kidney disease, don't start creatine without your doctor/], link: true },
  { turns: ["heard creatine makes you bloated and lose hair, true?"], opens: /scale to go up/, link: true },
  { turns: ["its all natural so its safe right? just herbs"], opens: /^No\./, never: [/protein/i] },
  { turns: ["'natural' on the label means no banned stuff right"], opens: /^No\./, never: [/does not match any entry/] },
  { turns: ["they sell it at the px so its approved right"], opens: /not a clearance/, link: true },
  { turns: ["if gnc on post sells it the military cleared it yeah?"], opens: /not a clearance/, never: [/not known/] },
  { turns: ["if i pop hot can i just say it was my supplement"], opens: /Don't count on/, says: [/defense counsel/], never: [/ostarine/i] },
  { turns: ["whats opss and can they answer questions"], opens: /Operation Supplement Safety, is the DoD's program/, never: [/So both programs/] },
  { turns: ["how do i check if the exact tub i bought is certified? theres a logo on it. lot number is 88C201"], opens: /listing, not the label/, link: true },
  // The blind-6 wordings whose answers said a point two or three times.
  { turns: ["how do i check if the exact tub i bought is actually certified? theres a logo on it but idk. lot number on the bottom is 23B114"], opens: /proves nothing by itself/, link: true },
  {
    turns: ["my PSG says creatine is basically a steroid and will pop on a UA and wreck my kidneys. is he right?"],
    opens: /creatine is not a steroid/,
    says: [/kidney disease, don't start creatine without your doctor/, /won't get you in trouble/],
    never: [/red flags/i, /Aromatase/, /What does build size/],
  },
  { turns: ["tub says MILITARY APPROVED and DoD compliant in huge letters on the front. so im good right", "i bought it at the exchange on post tho, they wouldnt sell it if it wasnt cleared"], opens: /not a clearance/, link: true },
  { turns: ["its all natural plant extracts so it cant really hurt me right? its a 'proprietary energy matrix'", "ok so how do i actually read a label then, what am i looking for"], opens: /Supplement Facts panel/, link: true },
];

describe("knowledge and myth answers say each point once", () => {
  it.each(CASES.map((c) => [c.turns.join(" / "), c] as const))("%s", async (_label, c) => {
    const text = await answer(c.turns);
    expect(text.split(/\n\s*\n/)[0]).toMatch(c.opens);
    expect(saidTwice(text)).toEqual([]);
    expect((c.says ?? []).filter((pattern) => !pattern.test(text)).map(String)).toEqual([]);
    expect((c.never ?? []).filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
    if (c.link) expect(text).toMatch(/(?:From|Read more in) our guide: \[/);
    // A guide section is quoted or linked once at most.
    const links = text.match(/\(\/blog\/[^)]+\)/g) ?? [];
    expect(new Set(links).size).toBe(links.length);
  });
});
