import { describeWordingGroups } from "./chat-conversation";

/*
 * Stimulants and caffeine in context (round 8): a ban said in any words, by the person or for
 * them; caffeine asked about in a risky situation (a first try, a double scoop, little sleep, a
 * late hour, a tolerance); a named energy drink; a stated wish for stimulants; and constraints
 * set by an idiom or taken back. Each situation in several wordings, read as a person reads it.
 */

const STOCK_CHOICE = /stim or no-stim|Reply \*\*stim\*\*/;
const OUT_OF_SCOPE = /What category interests you/;

describeWordingGroups("stimulants and caffeine in context (round 8)", [
  {
    kind: "a stimulant ban said indirectly, by the person or for their unit, leaves every stimulant pre out",
    messages: [
      ["1SG banned energy drinks for the whole platoon after a guy went down. what pre can i still use"],
      ["heart doc says no stims. pre workout recs?"],
      ["my wife made me quit monsters lol", "what pre should i grab"],
      ["PA told me no more energy drinks after my bp reading. best pre i can still take?"],
      ["im off caffeine for a while now, need a pre"],
      ["trying to stay away from stims, pre recs"],
      ["command banned monsters in the barracks lol. pre workout that works?"],
      ["nothing with a kick pls, just need a pump pre"],
      ["got told to lay off the energy drinks", "ok what pre then"],
      ["squad leader said we're not allowed energy drinks during the FTX, pre ideas?"],
      ["been told to knock off the stims, what pre is left"],
      ["gotta ease off the caffeine per my PA, any pre"],
      ["staying clear of stimulants this month, need a pre"],
      ["my CO said no energy drinks in formation lol", "what pre then"],
      ["first sgt says nobody in the company takes anything with a kick before PT anymore. pre for lifting?"],
      ["anyone caught with stim pre in the barracks gets smoked, per our 1SG. need a pre for 0600"],
    ],
    says: [/fit no caffeine/],
    noStimulants: true,
    never: STOCK_CHOICE,
  },
  {
    kind: "a reaction told earlier keeps every stimulant out of later picks, whatever was asked in between",
    messages: [
      ["my chest felt really tight after my pre this morning", "whats the difference between nsf and informed sport", "ok which pre is cheapest per serving"],
      ["heart was racing like crazy after 2 scoops yesterday", "is creatine safe", "ok so what pre should i run now"],
      ["passed out at pt after my preworkout", "how do i read a label", "which pre workout do you recommend"],
    ],
    says: [/fit no caffeine/],
    noStimulants: true,
  },
  {
    kind: "a heart doctor's ban gets the heart caution, and nothing with a stimulant",
    messages: [["heart doc says no stims. pre workout recs?"], ["my heart doctor told me to lay off caffeine, what pre can i use"]],
    says: [/\*\*With a heart condition:\*\*/, /stim-free|stimulant-free/],
    noStimulants: true,
  },
  {
    kind: "energy asked for under a stimulant ban: never caffeine advice, never a stimulant",
    messages: [
      ["got told to lay off the energy drinks. anything for energy that wont get me in trouble"],
      ["no jitter juice for me anymore. what else gives energy for rucks"],
      ["platoon sergeant says nobody drinks bang on the range anymore, what can i use for energy before pt"],
      ["doc says cut the caffeine. what can i take before lifting"],
      ["the medic told me to get off the rip its, what else helps me stay awake on nights"],
    ],
    says: [/stim-free|stimulants ruled out|caffeine off the table|told to cut back/i],
    noStimulants: true,
    never: [/the usual tool is caffeine/, /Small doses, spread out/],
  },
  {
    kind: "a question about quitting, someone else's habit or a ceiling sets no ban",
    messages: [
      ["should i quit caffeine before selection?"],
      ["my buddy quit energy drinks, whats a good pre for me"],
      ["is c4 banned?"],
      ["pre with no more than 200mg caffeine"],
      ["i dont want to quit coffee, whats a good pre"],
    ],
    says: [],
    never: [/fit no caffeine/, /Noted: no caffeine/],
  },
  {
    kind: "a dose above 200 mg on a first try and little sleep: the question answered first, no picks",
    messages: [["is 300mg of caffeine at 0300 too much? first time trying pre and i slept like 3 hours"], ["first time taking pre, is 300 mg ok? only got 3 hours of sleep"]],
    opens: /^Yes, too much for one dose: 300 mg at once is more than the up-to-200 mg single dose/,
    says: [/For a first try/, /doesn't replace sleep/],
    noProducts: true,
  },
  {
    kind: "a double scoop is answered first: don't, and why, with the test day said",
    messages: [["thinking of double scooping my pre before the PT test tomorrow, good idea?"], ["gonna double scoop for the acft, thoughts?"], ["i only slept 4 hrs, should i take 2 scoops of pre before the ruck"]],
    opens: /^Don't double-scoop\. A pre with 200 mg a scoop doubled is 400 mg at once/,
    says: [/test day|doesn't replace sleep/],
    noProducts: true,
  },
  {
    kind: "a tolerance question gets what the sources say, and no taper invented",
    messages: [
      ["how do i reset my caffeine tolerance? pre doesnt hit anymore"],
      ["caffeine stopped working for me, what do i do"],
      ["my pre doesnt hit anymore, should i just take more?"],
      ["how do i get my caffeine tolerance down"],
    ],
    opens: /^I have no sourced plan for resetting caffeine tolerance/,
    says: [/more does not improve performance/, /400 mg a day/],
    noProducts: true,
  },
  {
    kind: "a first pre: start low, and only lower-caffeine picks",
    messages: [["never took pre before, whats a good one to start with"], ["first time trying pre, which one should i get"], ["new to pre workouts, recommend one?"]],
    opens: /^For a first try, start below a full serving/,
    says: [/caffeine 100 mg or less a serving/],
    noProductLike: /Fuse|PREworkout|Advanced Pre-Workout|Essential Pre-Workout/,
    never: STOCK_CHOICE,
  },
  {
    kind: "a pre late in the evening: the sleep gap first, stim-free picks only",
    messages: [["its 2100 and i need to lift, pre workout ok?"], ["its like 2230, can i still hit my pre before the gym"], ["lifting at 10pm tonight, is a pre ok"]],
    opens: /^Caffeine needs 6 hours before you sleep: taken at (?:2100|2230|10 pm)/,
    says: [],
    noStimulants: true,
  },
  {
    kind: "a named energy drink's caffeine: no figure we do not hold, its label, and the day's total",
    messages: [
      ["how much caffeine is in a monster"],
      ["how many monsters can i have a day"],
      ["red bull vs celsius which has more caffeine"],
      ["is bang too strong? how much caffeine"],
      ["sugar free rockstar caffeine content?"],
      ["whats in a celsius, like caffeine wise"],
      ["how strong is a reign compared to a monster"],
      ["how much caffeine is in c4 energy drink"],
      ["celsius or monster for a long drive"],
    ],
    opens: /We hold no sourced caffeine figure for/,
    says: [/caffeine line on the can's label/, /400 mg a day for healthy adults from every source/, /within an hour/],
    never: [OUT_OF_SCOPE, /What is it for/, /\b160 to 240\b/],
    noProducts: true,
  },
  {
    kind: "two cans, or a can with a pre: too much at once, said first",
    messages: [["can i have 2 celsius before the acft"], ["is a bang and a pre together too much"], ["monster on top of my pre ok?"], ["would 2 red bulls before a run be ok?"]],
    opens: /too much at once/,
    says: [/single dose/],
    noProducts: true,
  },
  {
    kind: "a wish for stimulants is kept: no second 'stim or no-stim?', no stim-free picks",
    messages: [["no stim pre is trash, i want the most caffeine you got"], ["non stim pres dont do anything for me. what pre"], ["give me the strongest pre you carry", "yeah more stim"], ["stim free is for wimps, give me something strong"]],
    says: [/mg caffeine/],
    noProductLike: /stim-free|Non-Stim/i,
    never: [STOCK_CHOICE, /fit no caffeine/],
  },
  {
    kind: "an idiom sets nothing",
    messages: [["my NCO told me to take a chill pill lol. anyway best pre for leg day?"], ["take a chill pill bro, what pre hits hardest"]],
    says: [/mg caffeine/],
    never: [/fit no caffeine/, /capsule/i],
  },
  {
    kind: "a dairy rule taken back as a joke is lifted on the next turn",
    messages: [["no dairy for me", "jk i can do dairy, best protein?"], ["no dairy", "lol just kidding dairy is fine, protein?"], ["no whey", "jk about the dairy thing, whey is fine. protein?"]],
    says: [/Whey Protein Isolate/],
    never: [/dairy-free/, /We carry no certified/],
  },
  {
    kind: "a caffeine rule taken back is lifted on the next turn",
    messages: [["cant do stims", "lol jk i live on stims, best pre"], ["no caffeine please", "nah im fine with caffeine actually. what pre"], ["no stims pls", "whats a good pre", "wait actually caffeine is fine, what about one with caffeine"]],
    says: [/mg caffeine/],
    never: [/fit no caffeine/, STOCK_CHOICE],
  },
  {
    kind: "'scratch that, caffeine's fine' lifts the caffeine rule",
    messages: [["no caffeine", "scratch that, caffeine's fine. pre?"], ["cant have caffeine", "just kidding, caffeine is fine, best pre?"]],
    says: [/mg caffeine/],
    never: /fit no caffeine/,
  },
  {
    kind: "a vegan diet taken back is lifted",
    messages: [["vegan btw", "jk lol im not vegan, whey ok?"]],
    says: [/Whey Protein Isolate/],
    never: /picks is vegan/,
  },
  {
    kind: "a pill idiom beside a sleep question sets no form",
    messages: [["i need to take a chill pill before bed, something for sleep"]],
    says: [/before any sleep aid/],
    never: /capsule, softgel or tablet only/,
  },
  {
    kind: "a first try said in turn 1 still keeps the picks low in caffeine in turn 2",
    messages: [["never had pre before", "ok which one should i get"], ["first time ever trying pre-workout", "what do you recommend"]],
    says: [/caffeine 100 mg or less a serving/],
    noProductLike: /Fuse|PREworkout|Advanced Pre-Workout|Essential Pre-Workout/,
  },
]);
