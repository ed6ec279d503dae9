import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * Duty and timing turned into practical answers, and knowledge questions answered first, said
 * the ways service members say them: a shift, a watch or a bedtime given as times becomes a
 * caffeine cut-off clock time (6 hours before the sleep), said first, with front-loading and the
 * day sleep where it applies; "when should I take my pre" after a step-off time gets the window
 * before it; a pack list for a deployment names certified picks after the heat and packing
 * advice; a question our guides answer gets that answer in plain words first, with no guide
 * section on something else after it.
 */

const CANNED = [/What category interests you/, /What is it for:/, /What do you need for it/];
const PICK = /\/compare\//;

const GROUPS: WordingGroup[] = [
  {
    kind: "a night shift given as times: the cut-off is a clock time from the shift's end, said first",
    messages: [
      ["working 1800 to 0600 at the motor pool all week lol. whens my last coffee"],
      ["on mids this week 2200-0600, when do i gotta stop drinking monster so i can actually sleep after"],
      ["gate guard 1800-0600 again. what time should i cut off caffeine"],
    ],
    opens: /^Your last caffeine is about \*\*0000\*\*: you're off at 0600/,
    says: [/Front-load it: have your caffeine early in the shift/, /400 mg as the total/, /dark room/],
    never: [...CANNED, PICK],
    noProducts: true,
  },
  {
    kind: "a bedtime said in words or as a clock time: the cut-off is 6 hours before it",
    messages: [
      ["range day tmrw, night fire ends 2200 and ill be in bed by midnight. how late can i drink caffeine"],
      ["night land nav ends around 2130, lights out at midnight for us. whats the latest i can have a rockstar"],
    ],
    opens: /^Your last caffeine is \*\*1800\*\*/,
    says: [/early in the day/],
    never: [...CANNED, PICK, /Noted: no caffeine/],
    noProducts: true,
  },
  {
    kind: "a watch given as times is worked out from the watch's end",
    messages: [["port and starboard, im on 0000-1200. when should i cut caffeine"]],
    opens: /^Your last caffeine is about \*\*0600\*\*: you're off at 1200/,
    says: [/early in the watch/],
    never: CANNED,
    noProducts: true,
  },
  {
    kind: "a watch rotation with no times: how to count back, and the offer to work out the clock time",
    messages: [
      ["navy, 6 on 12 off watch rotation. how do i time my coffee so i can still sleep between watches"],
      ["5 and dimes on the boat. when should i stop caffeine so i can still sleep"],
    ],
    opens: /^Count back 6 hours from when you'll actually lie down/,
    says: [/none on a watch you'll go straight to the rack from/, /watch times/],
    never: [...CANNED, PICK],
    noProducts: true,
  },
  {
    kind: "a flyer's bedtime: the clock time first, then the flight surgeon, and no sleep aid nobody asked about",
    messages: [["flying first go tomorrow 0700, i wanna be asleep by 2200. last call on caffeine?"]],
    opens: /^Your last caffeine is \*\*1600\*\*/,
    says: [/flight surgeon/],
    never: [/melatonin/i, /flip to nights/],
    noProducts: true,
  },
  {
    kind: "the cut-off and the day's total asked together: both answered",
    messages: [["pulling CQ 2000-0800 tonight. what time should i stop caffeine and whats the max i can have total?"]],
    opens: /\*\*0200\*\*/,
    says: [/400 mg as the total/, /up to 200 mg at a time/, /nap 15 to 20 minutes first or get a ride/],
    noProducts: true,
  },
  {
    kind: "when to take a pre, after the step-off time was said: the window before it, and no picks",
    messages: [
      ["got a 12 mile ruck tmrw, step off 0400", "when should i take my pre"],
      ["EIB 12 miler step off is 0400 saturday", "what time should i take my pre for it"],
    ],
    opens: /^Take it 30 to 60 minutes before you need it: for 0400, between about 0300 and 0330/,
    says: [/nothing new on the day/],
    never: [PICK, /stim or no-stim/],
    noProducts: true,
  },
  {
    kind: "a timing follow-up with no subject of its own carries the caffeine asked about before",
    messages: [["how many mg of caffeine can i take at once before a run", "and how long before"]],
    opens: /^Take caffeine 30 to 60 minutes before you need it/,
    says: [],
    never: CANNED,
    noProducts: true,
  },
  {
    kind: "a pack list for a hot deployment: heat and packing advice first, then certified picks",
    messages: [
      ["deploying to kuwait in june for 9 months, help me build a pack list of supps"],
      ["deploying to CENTCOM in about 3 weeks. what supps should i pack?"],
    ],
    opens: /^Where it's hot, leave stimulant pre-workouts and fat burners out of the bag/,
    says: [/sealed containers/, /lot numbers/, /A certified pick for each/, PICK],
    never: CANNED,
    noStimulants: true,
  },
  {
    kind: "a refinement of hydration picks ('any without caffeine') lists the caffeine-free ones",
    messages: [["what electrolytes should i bring for the field", "any that dont have caffeine?"]],
    says: [/Hydration/, PICK],
    never: [/None of our certified \*\*caffeine\*\*/, /When should I stop caffeine before sleep/],
    noStimulants: true,
  },
  {
    kind: "how long caffeine lasts: the half-life first",
    messages: [["how long does caffeine stay in your system"], ["how long till my pre wears off"], ["whats the half life of caffeine"]],
    opens: /^Caffeine starts working in about 30 minutes and has a half-life of 5 to 6 hours/,
    says: [/at least 6 hours before you plan to sleep/],
    never: [/ACFT/],
    noProducts: true,
  },
  {
    kind: "energy drinks against coffee: per serving and per can, first",
    messages: [["are energy drinks worse than coffee?"], ["is a monster any different than a cup of coffee"]],
    opens: /^Per 8 oz they are about the same/,
    says: [/50 to 505 mg/, /servings per container/],
    noProducts: true,
  },
  {
    kind: "does a certifier test every batch: no for NSF, yes for Informed Sport, said first",
    messages: [["is it true NSF tests every single batch?"], ["does informed sport or nsf test every lot"]],
    opens: /^Not NSF: NSF Certified for Sport schedules its banned-substance testing by the number of lots/,
    says: [/Informed Sport is the program that says every batch is tested before release/],
    never: [/\bNSF\b[^.]*\btests every (?:lot|batch)\b/],
    noProducts: true,
  },
  {
    kind: "'not on the DoD list so it's fine': no, the list is not a clearance, said first",
    messages: [["my buddy says if its not on the dod list its good to go. true?"], ["its not banned so its fine right"]],
    opens: /^Not on its own\. The DoD list names the ingredients you may not take/,
    says: [/NSF Certified for Sport or Informed Sport/],
    never: [/Nothing in your question matches/],
    noProducts: true,
  },
  {
    kind: "a short night before duty, asked how to get through it: the sleep there is, one dose, the drive",
    messages: [
      ["reservist, i work till 2300 friday and drill starts 0600 saturday with a 90 min drive. how do i not be a zombie"],
      ["off work at 2200, formation at 0500 tomorrow. how do i get through the day"],
    ],
    opens: /^From 2[23]00 to 0[56]00 leaves you about 7 hours/,
    says: [/one dose of up to 200 mg/, /not a double scoop/],
    never: CANNED,
    noProducts: true,
  },
  {
    kind: "'third party tested' on a label: no, said first, and what to look for instead",
    messages: [
      ["does 'third party tested' on the bottle mean the same thing as NSF?"],
      ["my protein says third party tested, is that legit enough for a UA?"],
    ],
    opens: /^No\. A bare "third-party tested" on the bottle, with no named program/,
    says: [/NSF Certified for Sport and Informed Sport are named programs/],
    never: [/^Much less likely/],
    noProducts: true,
  },
  {
    kind: "looking up a batch on Informed Sport: its steps, not NSF's",
    messages: [["how do i look up a batch number on informed sport"], ["where do i check my lot on informed sport"]],
    opens: /^Find the batch number printed on your container, search the product on Informed Sport's own registry/,
    says: [/sport\.wetestyoutrust\.com/],
    noProducts: true,
  },
  {
    kind: "an event and its start said as news: the event-morning plan with the clock window, not a menu",
    messages: [["got a 12 mile ruck tmrw, step off 0400"], ["ACFT record test saturday, formation at 0630"]],
    says: [/^Nothing new on event day/, /30 to 60 minutes before the start \(for 0[46][03]0, between about/, /200 to 300 calories/],
    never: CANNED,
    noProducts: true,
  },
  {
    kind: "two creatine questions in one message: both answered, the weigh-in said once",
    messages: [["does creatine make you bloated? and do i need to load it?"]],
    opens: /^Some, yes: expect the scale to go up a little/,
    says: [/No, loading is optional/],
    never: [/Skip loading in the week before a weigh-in/],
    noProducts: true,
  },
  {
    kind: "a swing shift ending late at night: sleep follows it, so the cut-off is 6 hours before its end",
    messages: [["i work swings 1500-2300 at the hospital, what time should i stop my energy drinks"]],
    opens: /^Your last caffeine is about \*\*1700\*\*: you're off at 2300/,
    says: [],
    noProducts: true,
  },
  {
    kind: "two watches on a watch bill: no single clock time guessed, how to count back instead",
    messages: [["4 on 8 off watchbill, i have the 0400-0800 and 1600-2000. when do i cut coffee"]],
    opens: /^Count back 6 hours from when you'll actually lie down/,
    says: [/which watch you sleep after/],
    noProducts: true,
  },
  {
    kind: "a field exercise at home: the pack list without the deployment's shop warning",
    messages: [["heading to the field for 2 weeks in august at fort polk, what should i bring supp wise"]],
    opens: /^Where it's hot/,
    says: [/^Pack certified products in their sealed containers/m, PICK],
    never: [...CANNED, /shop over there/, /For a deployment/],
    noStimulants: true,
  },
  {
    kind: "melatonin before a shift or a drive: not before duty, said first",
    messages: [["is melatonin safe to take before a shift"], ["can i take melatonin before guard so im calm"]],
    opens: /^Not before a shift\. Melatonin belongs at the bedtime you are aiming for/,
    says: [],
    noProducts: true,
  },
  {
    kind: "a drive after a long duty, asked as a drink comparison: the drive comes first",
    messages: [["after 24 hr duty I drive home exhausted, red bull or coffee better?"]],
    opens: /^Don't drive drowsy/,
    says: [/15 to 20 minutes/],
    noProducts: true,
  },
];

describeWordingGroups("duty timing and knowledge questions (round 8)", GROUPS);
