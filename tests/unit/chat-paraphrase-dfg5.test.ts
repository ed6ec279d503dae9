import { type WordingGroup, describeWordingGroups } from "./chat-conversation";

/*
 * Knowledge and care answers that were half there (blind set 5, classes D, F and G), each cause
 * said several ways: geranium on a label is DMAA (stop, not "ask"), all the seals a person names
 * compared, a certified creatine against a contaminated one, what a proprietary blend hides, an
 * unreadable lot number, "it was legal" as a defense, a banned sleep aid beside the sleep basics,
 * a noisy room that is not a night shift, a product asked for at a flight physical, insulin and
 * lows, a prescribed stimulant or a heart workup with a pre-workout.
 */



const GROUPS: WordingGroup[] = [
  {
    kind: "geranium on a label is DMAA under another name: stop",
    messages: [
      ["my pre lists 'geranium extract' not DMAA so its different right? buddy swears its fine"],
      ["label on my preworkout says geranium oil, is that the banned one or nah"],
      ["geranium stem extract 50mg in my fat burner, natural so its ok?"],
    ],
    says: [/\*\*Stop: Geranium/, /another name for DMAA/, /does not make it a different ingredient/],
    never: [/Ask before you take: Geranium/, /may be DMAA/],
    noProducts: true,
  },
  {
    kind: "every seal named is compared, none called DoD-approved",
    messages: [
      ["NSF Certified for Sport vs Informed Choice vs Informed Sport vs BSCG - which one actually matters for a military UA?"],
      ["whats the difference between BSCG and NSF seal for drug testing"],
      ["informed choice or informed sport, which do i look for"],
    ],
    says: [/BSCG/, /Informed Choice/, /NSF Certified for Sport/, /None of them is a DoD approval/, /lowers the risk/],
    never: [/every lot/i, /What is it for/, /DoD has approved/],
    opens: /any of the sport seals counts/,
    noProducts: true,
  },
  {
    kind: "creatine is no steroid, and a certified one guards the drug test",
    messages: [["my SSG says creatine is a steroid and will pop me hot. true?"], ["isnt creatine basically roids? dont wanna pop on a UA"]],
    says: [/not a steroid/, /certified by NSF Certified for Sport or Informed Sport/, /scale to go up/],
    opens: /^No: creatine is not a steroid/,
  },
  {
    kind: "a proprietary blend's amounts cannot be known",
    messages: [
      ["label says 'proprietary energy blend 1200mg' and lists like 8 things. how much of each is in there"],
      ["my pre has a 'proprietary focus matrix 900mg', can i tell how much caffeine is in it"],
    ],
    says: [/no way to know how much of each ingredient/, /What to do: Check every ingredient it lists against the DoD prohibited list/, /certified product that gives the amount of each ingredient/],
  },
  {
    kind: "a blend given only as one weight is read as a proprietary blend; a protein blend is not",
    messages: [
      ["anyone heard of 'Blackout Reaper X'? bro brought it back from thailand", "label just says 'performance matrix 2100mg' and something called 'DMHA alternative'"],
      ["the back says energy blend 1200 mg, thats it"],
    ],
    says: [/Ask before you take: Proprietary blend/, /no way to know how much of each ingredient/],
    noProducts: true,
  },
  {
    kind: "a product name in quotes, made of everyday words, is still a name it cannot vouch for",
    messages: [["thoughts on \"Night Hammer\"? saw it at a gas station"], ["is \"Iron Wolf\" legit for a ua"]],
    says: [/I can't vouch for "(?:night hammer|iron wolf)"/],
    noProducts: true,
  },
  {
    kind: "an unreadable lot number: contact the certifier or brand, don't lean on the seal",
    messages: [
      ["how do i know my tub is actually certified? bought it on amazon", "the seal is on there but the lot number is kinda smudged"],
      ["cant read the batch number on my bottle, its worn off. how do i check it"],
      ["lot # on my preworkout got wiped off, what now"],
    ],
    says: [/If you can't read the lot or batch number/, /Contact the brand/],
    never: [/What is it for/],
    noProducts: true,
  },
  {
    kind: "'it was legal' or 'it was my supplement' is no defense",
    messages: [
      ["home on leave in colorado, my mom gave me CBD gummies for sleep. legal here so im good right?", "what if i already had one last night. can i just tell them it was legal CBD if i pop"],
      ["if i test positive can i just say it was from my preworkout"],
      ["bought delta 8 at a gas station, if i pop can i blame it on the supplement"],
    ],
    says: [/Don't count on "it was legal" or "I didn't know"/, /defense counsel/],
    noProducts: true,
  },
  {
    kind: "a banned sleep aid gets the sleep basics beside the warning",
    messages: [["phenibut for sleep? the website says its a dietary supplement"], ["is tianeptine ok to help me sleep after deployment"]],
    says: [/on the DoD Prohibited Dietary Supplement Ingredients list/, /Fix the basics before any sleep aid/, /dark and quiet room/],
    noProducts: true,
  },
  {
    kind: "a noisy room is not a night shift",
    messages: [
      ["barracks are loud as hell, dude next door plays COD til 0300. my buddy says 'just take a chill pill' lol. fr tho what helps me sleep"],
      ["roommate snores like a chainsaw, cant sleep, what can i take"],
      ["my roommate blasts music all night, whats good for sleep"],
    ],
    says: [/earplugs,? or a fan or white-noise machine/],
    never: [/after nights/, /after the shift/, /shift workers/],
  },
  {
    kind: "a product asked for after a flight physical is answered, with the flight surgeon",
    messages: [
      ["havent eaten anything from an animal since i was 16, fish included. is there an omega 3 thats not fish oil? doc at my flight physical said my diet is low in it"],
      ["doc at my flight physical said my vitamin D is low, is there a good one"],
    ],
    says: [/flight surgeon/, /\]\(\/compare\//],
    never: [/Don't hide anything/],
  },
  {
    kind: "insulin or type 1 and training: lows, and the care team's plan",
    messages: [
      ["Type 1 diabetic, reservist with a waiver. Sugary hydration mixes wreck my numbers on drill weekends. What electrolyte should I use?"],
      ["im on insulin and gatorade spikes my sugar, need electrolytes for field week"],
    ],
    says: [/drop your blood sugar during it and for hours after/, /diabetes care team/, /sugar-free/i],
    never: [/Mortal Hydration/, /Catalyte/, /^\*\*With diabetes or metformin:\*\* Metformin/m],
  },
  {
    kind: "a prescribed stimulant or a heart workup with a pre: hold off, stimulant-free only",
    messages: [
      ["I'm prescribed Vyvanse for ADHD. can I still take preworkout before morning PT?"],
      ["on adderall, can i take c4 before pt"],
      ["best pre workout for 0530 PT?", "oh and I have a heart murmur they're still working up, cardiology consult is pending"],
    ],
    says: [/stimulant-free pre/],
    noProducts: true,
  },
];


describeWordingGroups("blind-5 D, F and G causes, each said several ways", GROUPS);
