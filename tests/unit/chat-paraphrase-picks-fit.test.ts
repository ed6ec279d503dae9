import { describeWordingGroups } from "./chat-conversation";

/*
 * Picks that fit the ask, in many wordings: a stimulant ban said by a unit or its cadre gives no
 * stimulant product; with no order asked for, the lightest stimulant load comes first; a kind the
 * person already takes, or that just gave them trouble, is not picked again and the answer says
 * so; a follow-up that only adds a form keeps the kind the conversation is about; "nothing with
 * sugar" is never read as wanting carbs.
 */

/** A first pick of 150 mg caffeine or more: the heavy end of the certified pre-workouts. */
const HEAVY_FIRST = /^1\. .*· (?:1[5-9]\d|[2-9]\d\d) mg caffeine/m;

describeWordingGroups("Picks that fit the ask", [
  {
    kind: "a stimulant ban from the unit or its cadre: no stimulant product, no caffeine dosing, hidden caffeine named",
    noStimulants: true,
    says: [/guarana, yerba mate, green tea extract/],
    // A unit's ban is no question about the DoD list.
    never: [/up to 200 mg/, /\bmg caffeine\b/, /does not match any entry on our copy/],
    messages: [
      ["cadre said no stims at the course. what can i use for energy on long range days"],
      ["1SG banned pre in the barracks after a kid went down. what can i still take before PT"],
      ["our unit put out a no-stimulant policy for the field problem. recommend a pre?"],
      ["command said no energy drinks or stim pre allowed during selection. options for pre workout?"],
      ["squad leader said if he catches anyone with stims in their ruck they're getting smoked. need a pre for ruck days"],
      ["our platoon sergeant banned preworkout for the whole platoon. any pre workout i can still use?"],
      ["CO put the company on zero stims after the heat cat. what pre is still ok"],
      ["what pre do you have", "oh and our 1SG said no pre-workouts with caffeine in the barracks"],
      ["RI said if he finds anything with caffeine in our rucks we get dropped. what pre is safe to bring"],
      ["after one of our guys went down on a ruck the CO said no stim pre-workouts in the company. what can we still use before PT?"],
    ],
  },
  {
    kind: "no order asked for: the heaviest stimulant formula never comes first",
    says: [/^1\. /m],
    never: [HEAVY_FIRST, /Lowest price per serving/],
    messages: [
      ["what pre do yall have"],
      ["need a pre for heavy leg day, money's not really the issue, just want it clean"],
      ["recommend me a pre workout"],
      ["got any good pre workouts?"],
      ["looking for a clean pre workout for morning lifts"],
      ["never had pre before, what's a good beginner one"],
      ["cost doesn't matter, what's the best pre you carry"],
      ["budget isn't an issue, i just want a solid pre for morning lifts"],
    ],
  },
  {
    kind: "a budget some picks fit: the ones over it we hold a price for are not picked",
    says: [/within it/],
    never: [/over it/],
    messages: [["need a cheap pre workout, under $30"], ["got $30 for a pre, what can i get"], ["pre workout under 30 bucks?"], ["only have $28 to spend on pre rn"]],
  },
  {
    kind: "a budget no priced pick fits: said plainly, and the picks with no price on record lead, said so",
    says: [/none of the picks we hold a price for fits/, /We hold no price for/, /^1\. .*(?:Check price|No price shown)/m],
    messages: [["got 25 bucks for a protein, what do you have"], ["protein powder under $20?"], ["i can spend like $15 on protein"]],
  },
  {
    kind: "stick packs asked for: the single-serve ones the catalogue lists",
    says: [/Single-serve by the label/],
    never: [/is listed in single-serve packets/],
    messages: [
      ["want electrolytes in stick packs i can throw in my ruck, not a tub"],
      ["any electrolyte sticks? dont want to carry a tub"],
      ["single serve electrolyte packets for the field?"],
      ["hydration in individual packets for my assault pack"],
    ],
  },
  {
    kind: "a lighter stimulant wished for: light caffeine picks, not stim-free only",
    says: [/^1\. .*· \d{2,3} mg caffeine/m],
    never: [HEAVY_FIRST, /fit no caffeine/],
    messages: [
      ["want a clean pre, not too crazy on the stims"],
      ["pre thats easy on the stims?"],
      ["nothing too intense on the caffeine, what pre do you like"],
      ["looking for a pre that's not super heavy on stimulants"],
      ["first time trying a pre workout, nothing too crazy"],
      ["never tried pre before, something mild"],
    ],
  },
  {
    kind: "the strongest asked for: the heaviest comes first",
    says: [HEAVY_FIRST],
    messages: [["give me the strongest pre you have"], ["which pre hits the hardest"], ["whats the most potent stim pre you carry"]],
  },
  {
    kind: "already on a multi: no multivitamin picked, and the answer says why",
    says: [/Left out on purpose: no multivitamins, since you already have some/],
    noProductLike: /\bmulti/i,
    messages: [
      ["already on a daily multivitamin, do i need a vitamin d on top? which one"],
      ["i take a multi already. recommend some vitamins?"],
      ["i'm on a multi every day, which vitamin d do you have"],
      ["my multi covers most stuff. any certified vitamin d you'd suggest?"],
      ["currently taking a multivitamin. what other vitamins do you carry"],
    ],
  },
  {
    kind: "already on a multi, asking for something else: the something else, no multivitamin",
    says: [/\*\*Protein & Recovery\*\*|Protein & Recovery\]/],
    noProductLike: /\bmulti/i,
    messages: [
      ["i already take a multi every morning. what else should i add for recovery?"],
      ["already got my multi covered, need a protein for after lifting"],
    ],
  },
  {
    kind: "a kind that just gave them trouble is not picked again, and the trouble is answered first",
    says: [/stop it|Stop the supplement/i],
    noProductLike: /melatonin/i,
    messages: [
      ["took 10mg melatonin last night and im super groggy, what else can i take to sleep"],
      ["the melatonin leaves me foggy all morning. other sleep options?"],
      ["melatonin gives me crazy nightmares, need something else for sleep"],
      ["melatonin makes me feel hungover at PT. anything else that helps sleep?"],
    ],
  },
  {
    kind: "a big dose just taken: no more of it picked",
    says: [/Left out on purpose: no melatonin products/],
    noProductLike: /melatonin/i,
    messages: [
      ["couldnt sleep, popped 10mg of melatonin last night. what else could i try"],
      ["i took like 15 mg melatonin last night for my night shift flip. any other sleep aid you'd suggest?"],
      ["took two of my melatonin gummies at 0200, any better sleep supplement?"],
    ],
  },
  {
    kind: "fish oil upsetting the stomach: no more fish oil",
    says: [/Stop the supplement|stop it/i],
    noProductLike: /omega|fish oil|krill/i,
    messages: [
      ["fish oil is messing up my stomach"],
      ["the fish oil keeps messing with my stomach, what should i do"],
      ["omega 3 pills give me stomach issues"],
    ],
  },
  {
    kind: "nothing with sugar, said later: the no-sugar check, never 'get carbs'",
    says: [/no sugar/],
    never: [/get the carbs/i, /Not sugar-free, then/],
    messages: [
      ["what pre do yall have", "oh forgot to say i'm doing strict keto to make tape, nothing with sugar in it obviously"],
      ["any electrolytes you'd recommend?", "also im keto so nothing with sugar"],
      ["strict keto here, need an electrolyte with nothing with sugar in it"],
    ],
  },
  {
    kind: "a follow-up that only adds a form keeps the kind asked about",
    noProductLike: /ashwagandha|zinc/i,
    says: [/omega|fish oil/i],
    messages: [
      ["looking for fish oil for my joints", "nothing i have to mix, capsules only"],
      ["do you have fish oil", "softgels only please"],
      ["fish oil recs?", "has to be something i can swallow, i gag on liquids"],
      ["fish oil or something for my knees, they're trashed from jumping", "and no powders, i want something i can swallow with water"],
    ],
  },
  {
    kind: "a follow-up that only adds a form after a joint question: the joint answer, no other category's padding",
    noProductLike: /ashwagandha|zinc|multi/i,
    says: [/joint/i],
    messages: [
      ["knee pain from years of airborne, anything for my joints?", "and only pills, i hate mixing powders"],
      ["my knees are shot from rucking, what helps joints", "capsules only pls"],
      ["anything for achy joints?", "only capsules or tablets though"],
    ],
  },
  {
    kind: "already on two kinds, asking what else: neither is picked, and both are named",
    says: [/Left out on purpose: no multivitamins or fish oils, since you already have those/],
    noProductLike: /\bmulti|omega|fish oil/i,
    messages: [
      ["i already take a multi and fish oil, what else should i be on?"],
      ["currently on a multivitamin plus omega 3s. vitamins or health stuff i should add?"],
    ],
  },
  {
    kind: "already on fish oil, asking for other health picks: no fish oil and no kind matched by its letters alone",
    says: [/Left out on purpose: no fish oils, since you already have some/],
    noProductLike: /omega|fish oil/i,
    messages: [["been on fish oil for a year, any other health stuff worth adding"], ["i take fish oil every day already. what other wellness supplements do you have"]],
  },
]);
