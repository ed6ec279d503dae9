import { describe, expect, it } from "vitest";
import { converse, opening } from "./chat-conversation";

/*
 * Every medicine, condition, injury or ongoing health problem the person names, about themselves
 * or the one they ask for, brings a caution that fits and names who to see, once: written first,
 * in many voices, before the composer step that makes it hold (app/domain/chat/referral-owed.ts).
 */

const PCM = /\b(?:pcm|provider|doctor|sick call|primary care|medical)\b/i;
const PHARM = /\b(?:pharmacist|prescriber)\b/i;
const ANY = /\b(?:pcm|provider|doctor|sick call|primary care|pharmacist|prescriber|flight surgeon|ob|midwife|behavioral health|dermatologist|dentist|clinic|medical|cardiologist|physical therapist|pt clinic|988)\b/i;

interface Case {
  turns: string[];
  /** Who the answer must name. */
  who: RegExp;
  /** Not the asker's own problem (someone else's, denied, long healed): no line aimed at them. */
  notYou?: boolean;
  /** Asked for someone else: the referral names theirs, with no line aimed at the asker. */
  forThem?: boolean;
}

/** The lines written to the asker about a problem of their own (app/domain/chat/problems.ts). */
const OWN_LINE = /keeps coming back is one for|After a concussion or TBI, symptoms|If poor sleep keeps up|For anxiety, depression or PTSD, behavioral|With ADHD, ask|With migraines, bring|While you're sick or just|Your profile sets|With a seizure in your history/;

const REFERRAL_CASES: Record<string, Case> = {
  "senior nco knees back sleep": { turns: ["Top here. 19 yrs in, knees are trash, lower back is cooked and I sleep like garbage. ideas?"], who: PCM },
  "shoulder rehab protein": { turns: ["tore my labrum last spring, still rehabbing the shoulder. best protein to help it heal?"], who: /provider|physical therapist|pcm|surgeon/i },
  "stress fracture": { turns: ["got a stress fracture in my shin at basic, on a profile now. should I take calcium or vitamin d"], who: PCM },
  "concussion": { turns: ["had a concussion from a blast at the range 2 weeks ago, still foggy. would creatine help my brain"], who: PCM },
  "tbi headaches": { turns: ["dx with mild TBI last year, headaches still hit. any supplement for focus?"], who: PCM },
  "insomnia months": { turns: ["cant sleep for like 3 months now, up at 0300 every night. what sleep supplement works best"], who: PCM },
  "sleep trouble melatonin": { turns: ["been having real bad sleep issues since I got back, melatonin ok?"], who: /provider|pcm|behavioral health|doctor/i },
  "chronic back pain": { turns: ["chronic low back pain from rucking, anything natural for inflammation?"], who: PCM },
  "knee surgery recovery": { turns: ["had ACL surgery 6 weeks ago. what should I take for recovery"], who: /surgeon|provider|pcm/i },
  "anxiety no meds": { turns: ["I've got pretty bad anxiety, is there a supplement that calms you down?"], who: /behavioral health|provider|pcm/i },
  "depression": { turns: ["been dealing with depression for a while, heard fish oil helps mood. true?"], who: /behavioral health|provider|pcm|988/i },
  "ptsd": { turns: ["PTSD from my last deployment, nightmares. ashwagandha worth it?"], who: /behavioral health|provider|pcm/i },
  "adhd dx no meds": { turns: ["I have ADHD but I'm not medicated. what pre helps focus"], who: PCM },
  "ibs": { turns: ["I have IBS and whey wrecks me. which protein is easiest on the gut"], who: PCM },
  "crohns": { turns: ["my crohn's flares a lot, can I take a multivitamin"], who: /gastro|provider|pcm|doctor/i },
  "migraines meds": { turns: ["I get migraines and take sumatriptan. is magnesium ok to add?"], who: PHARM },
  "migraine no med": { turns: ["migraines 3x a week lately. will caffeine make them worse"], who: PCM },
  "antibiotics doxy": { turns: ["on doxy for malaria prophylaxis before deploying. can I keep taking my multi with iron?"], who: PHARM },
  "antibiotic course": { turns: ["on antibiotics for a sinus infection, can i still take my probiotics and zinc"], who: PHARM },
  "prednisone": { turns: ["doc has me on prednisone for a week for my back. can I keep taking creatine and pre"], who: PHARM },
  "birth control": { turns: ["I'm on birth control, does that mess with any supplements? want to start a multi"], who: PHARM },
  "antihistamine": { turns: ["take benadryl most nights to sleep. can I add melatonin to it"], who: PHARM },
  "zyrtec allergy": { turns: ["allergies are killing me, on zyrtec daily. which pre-workout"], who: PHARM },
  "spouse pregnant": { turns: ["my wife is 12 weeks pregnant and wants a protein powder, which one?"], who: /her OB|midwife/i, forThem: true },
  "breastfeeding caffeine": { turns: ["breastfeeding my 3 month old, how much coffee can I have"], who: /ob|midwife|pediatrician|provider|doctor/i },
  "kidney": { turns: ["I had a kidney stone last year, is creatine ok"], who: PCM },
  "liver": { turns: ["my liver enzymes came back high on my PHA. should I stop my fat burner?"], who: PCM },
  "diabetes type 2 no med": { turns: ["got told I'm prediabetic at my physical. cinnamon or berberine?"], who: PCM },
  "gout": { turns: ["gout flared up in my toe again. which protein won't make it worse"], who: PCM },
  "seizure history": { turns: ["had a seizure as a teenager, none since. can I use a pre?"], who: PCM },
  "eating disorder history": { turns: ["I used to have an eating disorder. looking at a fat burner for the tape test"], who: /provider|behavioral health|dietitian|pcm/i },
  "high bp young": { turns: ["my bp was 150/95 at sick call, they want a recheck. c4 ok until then?"], who: PCM },
  "aircrew cold med": { turns: ["I'm a crew chief on flight status, got a cold. can I take sudafed and keep my pre?"], who: /flight surgeon/i },
  "shoulder pain dad": { turns: ["my dad has bad shoulder arthritis. what joint supplement should I get him?"], who: /sick call|physical therapist|doctor|provider/i, forThem: true },
  "husband on eliquis": { turns: ["husband takes xarelto. wants turmeric for his knees. thoughts?"], who: PHARM, forThem: true },
  "profile limited duty": { turns: ["on a temporary profile for my hip, can't run. how do I not lose gains, protein?"], who: PCM },
  "sick flu": { turns: ["been sick with the flu all week, can I take my pre to get through PT tomorrow"], who: PCM },
  "covid recovery": { turns: ["just getting over covid, heart rate still high when I run. ok to go back on my pre?"], who: /provider|pcm|doctor|medical/i },
  "plantar": { turns: ["plantar fasciitis has me limping every morning. collagen?"], who: PCM },
  "two turns injury then product": { turns: ["what's a good magnesium", "mostly because my back has been jacked up for months and I can't sleep"], who: PCM },
  "roommate joke not about me": { turns: ["my roommate says his back is killing him lol. anyway what's the best creatine for me"], who: ANY, notYou: true },
  "negated injury": { turns: ["no injuries, nothing wrong with me, just want the best creatine"], who: ANY, notYou: true },
  "past healed": { turns: ["broke my wrist in high school, all healed. what protein for bulking"], who: ANY, notYou: true },
  "metformin": { turns: ["on metformin for my blood sugar. is a b12 supplement a good idea?"], who: PHARM },
  "years in service, not an age": { turns: ["SFC, 19 yrs in, knees are shot and my back's always tight. wanna feel 25 again lol what should i be on"], who: PCM },
  "wife migraines": { turns: ["my wife gets migraines bad, what magnesium should I get her"], who: /your wife's (?:doctor|pharmacist|provider)/i, forThem: true },
  "nerves before a test are no disorder": { turns: ["kinda anxious about my PT test tomorrow, what pre should I take"], who: ANY, notYou: true },
  "recalled knee, said once": { turns: ["my knee's been jacked up for months from running", "ok so what protein then"], who: ANY, notYou: true },
  "steroid inhaler": { turns: ["use a steroid inhaler for asthma daily. any issue with creatine?"], who: PHARM },
};

const DUMP = process.env.REFERRAL_DUMP === "1";

describe("every health problem named brings its caution and referral", () => {
  const cases = Object.entries(REFERRAL_CASES);
  it("has its messages", () => expect(cases).toHaveLength(49));
  for (const [name, c] of cases) {
    it(name, () => {
      const a = converse(c.turns);
      if (DUMP) {
        console.log(`\n=== ${name}\n>>> ${c.turns.join("\n>>> ")}\n${a.text}\n[products: ${a.products.map((p) => p.name).join(", ")}]`);
        return;
      }
      if (c.notYou || c.forThem) expect(a.text).not.toMatch(OWN_LINE);
      if (c.notYou) return;
      expect(a.text).toMatch(c.who);
      // Said once: no referral line twice.
      const lines = a.text.split("\n").filter((l) => OWN_LINE.test(l));
      expect(new Set(lines).size).toBe(lines.length);
      expect(opening(a.text).length).toBeGreaterThan(0);
    });
  }
});
