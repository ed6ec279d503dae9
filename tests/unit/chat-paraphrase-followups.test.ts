import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * What the last round left weak, each said in several wordings: the reply to our question about
 * tiredness, someone in basic training, test events named after "which part?", the no to a drug
 * sold for size, energy for a relative on a heart or blood-pressure medicine, a dentist's worry
 * about sugar, "melatonin or magnesium?" on an SSRI, an exclusion's reason, and a gut condition.
 */

const CANNED = /What category interests you|What's the hard part on nights|Sorry you're running on empty/;

const GROUPS: WordingGroup[] = [
  {
    kind: "tired, then nights or shifts: the day-sleep answer, not another question",
    messages: [
      ["im always tired, what should i take", "i work nights"],
      ["exhausted all the time lately. any supplement help?", "rotating shifts, 3 days on days then 3 nights"],
      ["tired constantly, need something", "graveyard shift at the gate"],
      ["so tired lately", "mids all month"],
    ],
    says: [/dark/i, /earplugs|white-noise/i, /6 hours/],
    opens: /nights/i,
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "tired, then sick: rest, fluids and when to get care",
    messages: [
      ["no energy at all these days what can help", "been sick for like a week, flu i think"],
      ["i feel wiped out, what should i take", "i had covid last week"],
      ["im exhausted and i've been sick with a cold, anything to help me get through PT"],
    ],
    says: [/rest/i, /fluids/i, /sick call/i],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "tired, then a newborn: a sleep debt, caffeine inside its limits",
    messages: [["dragging all day, what do u recommend", "new baby at home, up every 2 hrs"]],
    says: [/sleep debt/i, /400 mg/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "someone in basic training: the unit sets what they may have",
    messages: [
      ["what supplements can i send my son at BCT"],
      ["putting together a care package for boot camp, my daughter ships next month. what can i include"],
      ["my nephew is in basic at fort jackson, can i mail him protein powder?"],
      ["wife wants to send creatine to her brother in navy boot camp, is that allowed"],
    ],
    says: [/training unit/i, /letters/i, /NSF Certified for Sport|Informed Sport/],
    noProducts: true,
    never: [CANNED, /won't get you in trouble/],
  },
  {
    kind: "someone leaving for basic: what they want help with before it, and the unit's say once there, no mail",
    messages: [["my kid leaves for basic in 2 weeks, what should he take before he goes"]],
    says: [/^Before he leaves for basic in 2 weeks, what does he want help with/, /training unit sets what trainees may have/],
    noProducts: true,
    never: [CANNED, /\bmail\b|letters/i],
  },
  {
    kind: "test events named after \"which part?\": test-day advice for them",
    messages: [
      ["got the ACFT next week any tips", "which part, the deadlift mostly"],
      ["AFT is coming up how do i prep", "sprint drag carry and the two mile run"],
      ["acft tips?", "sdc"],
    ],
    says: [/on test day/i, /200 mg/, /carbohydrate/i],
    opens: /deadlift|sprint-drag-carry|plank|run/,
    noProducts: true,
    never: [CANNED, /which part do you want help with/],
  },
  {
    kind: "test events named after test-day advice already given: those events, not the advice again",
    messages: [["PT test friday, what should i do", "plank and the 2 mile"]],
    says: [/on test day/i],
    opens: /plank|run/,
    noProducts: true,
    never: [CANNED, /which part do you want help with/, /about 200 to 300 calories/],
  },
  {
    kind: "SARMs, steroids, legal gear: the no, then what does build size",
    messages: [
      ["are SARMs worth it for putting on size? buddy swears by RAD-140"],
      ["where can i get legal gear thats safe for drug tests"],
      ["thinking about a small steroid cycle to bulk before selection, thoughts"],
      ["is ostarine ok if its just a low dose"],
      ["is trenbolone detectable on a drug test"],
      ["gonna run a test cycle, roids are the only way to get big right"],
    ],
    says: [/strength training/i, /1\.4 to 2\.0 g/, /creatine monohydrate/i, /sleep/i],
    noProducts: true,
  },
  {
    kind: "a relative on a heart or blood-pressure medicine, for energy: the basics and the caution",
    messages: [
      ["my dad is on metoprolol and always tired, what can he take for energy"],
      ["mom takes amlodipine for her blood pressure, she wants something for energy, ideas?"],
      ["my husband is on lisinopril and has zero energy, is there a supplement that would help him"],
    ],
    says: [/sleep/i, /fluids/i, /prescriber|provider|pharmacist/i, /blood pressure|potassium/i],
    noStimulants: true,
  },
  {
    kind: "a relative on another medicine, for energy: the basics beside its caution",
    messages: [["grandpa takes warfarin and is wiped out all the time, anything for energy"], ["im on zoloft and always tired, what can i take for energy"]],
    says: [/sleep/i, /fluids/i, /two weeks/],
    noStimulants: true,
  },
  {
    kind: "IBS and sugar-free products that upset it: no sugar-free-only picks",
    messages: [["my gut is sensitive (IBS-D) and sugar free stuff wrecks me. electrolyte suggestions?"]],
    says: [/sugar alcohols/i],
    never: /fit no sugar/,
  },
  {
    kind: "a dentist's worry about sugar: the teeth answered first",
    messages: [
      ["my dentist says my sports drinks are wrecking my teeth, what should i drink during field days"],
      ["dentist yelled at me about the gatorade. any electrolyte thing thats better for teeth"],
      ["got 3 cavities, dentist blames my energy drinks and sugar. what can i use instead"],
      ["my dentist wants me off sugar, any low sugar protein bars or drinks"],
    ],
    says: [/rinse/i, /acid/i, /sugarless gum/i],
    opens: /dentist/i,
  },
  {
    kind: "an SSRI, melatonin or magnesium: both parts answered",
    messages: [
      ["im on zoloft, can i take melatonin or magnesium to sleep"],
      ["on sertraline. which is better for sleep, melatonin or magnesium?"],
      ["i take lexapro. melatonin or magnesium for sleep, which one is safer"],
    ],
    says: [/Melatonin: ask your prescriber/, /Magnesium:/, /350 mg/, /serotonin/i],
    noProductLike: /melatonin/i,
  },
  {
    kind: "an SSRI, magnesium alone: no melatonin block",
    messages: [["on prozac, is magnesium ok for sleep?"]],
    says: [/Magnesium:/, /350 mg/],
    never: /Melatonin: ask your prescriber/,
  },
  {
    kind: "an ACE inhibitor or ARB: a beet-root exclusion carries its reason",
    messages: [["taking losartan, need an electrolyte for rucks"], ["on lisinopril, want something for endurance on runs"]],
    says: [/potassium/i],
    never: /^(?![\s\S]*\bnitrate "pump" products lower it)[\s\S]*beet root/,
  },
  {
    kind: "IBS or another gut condition: the caution and referral, then the answer",
    messages: [
      ["i have IBS, what protein powder wont mess up my stomach"],
      ["crohns here, looking for a recovery drink"],
      ["got diagnosed with ibs last month, is creatine ok for me"],
      ["i have celiac and IBS what pre workout is safe"],
    ],
    says: [/sugar alcohols/i, /gastroenterologist|dietitian/i],
    opens: /IBS|gut/,
  },
];

describeWordingGroups("follow-ups answered for the situation said", GROUPS);
