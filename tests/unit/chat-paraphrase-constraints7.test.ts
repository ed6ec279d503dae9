import { describeWordingGroups } from "./chat-conversation";

/*
 * Constraints of classes A and B (round 7): a diet the catalogue cannot meet with a protein
 * powder, a budget on the goal-advice path and across turns, a constraint lifted later, and
 * words that must set nothing. Each situation in several wordings, read as a person reads it.
 */

const NO_POWDER = /We carry no certified (?:dairy|lactose)-free protein powder, so nothing below is a protein powder that fits/;

describeWordingGroups("constraints kept and lifted (round 7)", [
  {
    kind: "no dairy-free protein powder: said first, collagen and aminos named for what they are, food first",
    messages: [
      ["lactose intolerant, need a protein powder that won't wreck my gut"],
      ["no dairy for me. protein powder recs?"],
      ["dairy free protein pls, whey kills me"],
      ["milk tears my stomach up, what protein shake can i use"],
    ],
    says: [NO_POWDER, /Collagen is not a complete protein/, /amino acid drink is not a protein powder/, /from food first/, /from our protein guide/],
    opens: NO_POWDER,
    never: [/picks that fit (?:dairy|lactose)-free/, /about one meal's worth/],
  },
  {
    kind: "vegan protein with a budget: the budget is named in what to look for",
    messages: [["vegan, low carb, under $30 protein"], ["im vegan and got $30, need a protein powder"], ["plant based only, protein powder, budget $30"]],
    says: [/vegan/, /\$30\.00 or less a container/, /get the protein from food/],
    noProductLike: /whey|casein|milk/i,
  },
  {
    kind: "a budget beside a ruck asks what it is for, naming the ruck",
    messages: [["ruck week coming up, got $25, what should i get"], ["prepping for a 12 mile ruck, budget is 30 dollars"], ["got a ruck march friday, only have $20 what do i buy"]],
    says: [/for the ruck/, /I'll keep the picks inside \$\d+/],
    never: /what's it for: energy for training, recovery, sleep/,
  },
  {
    kind: "a budget said in turn 1 still governs the picks in turn 2, and unpriced picks are said so",
    messages: [
      ["ruck week, got $25", "hydration i guess"],
      ["only have 25 bucks", "electrolytes for the field"],
      ["12 mile ruck next week, endurance help? budget $25"],
    ],
    says: [/With \$25\.00 to spend/, /We hold no price for/],
  },
  {
    kind: "a budget on the recovery goal path: the goal advice, then the budget line",
    messages: [["sore after rucks all week, got $25 what helps"], ["ruck week, got $25, need recovery stuff"], ["beat up from field week, recovery help? have $25"]],
    says: [/Recovery starts with sleep/, /With \$25\.00 to spend/],
  },
  {
    kind: "a diet said in turn 1 holds when another category is asked",
    messages: [["I'm vegan. what protein do you have?", "ok and what about a pre?"], ["vegan here", "what pre workout do you carry"], ["plant based, no animal stuff", "and a pre-workout?"]],
    says: [/vegan/],
    noProductLike: /casein|whey|milk/i,
  },
  {
    kind: "a stimulant ban said in turn 1 holds in turn 2",
    messages: [["no stims for me, heart thing in the family", "ok and what about a pre?"], ["cant do caffeine at all", "what pre workout then"], ["caffeine free only please", "pre workout recs?"]],
    says: [/no caffeine|stim-free/i],
    noStimulants: true,
  },
  {
    kind: "a later 'I can have dairy' lifts the dairy rule",
    messages: [
      ["i'm lactose intolerant", "what recovery drink do you recommend", "actually I can have dairy, what protein then"],
      ["lactose intolerant here", "what protein?", "turns out im not lactose intolerant, what protein then"],
      ["no dairy please", "dairy doesn't bother me actually, best protein?"],
    ],
    says: [/Whey Protein Isolate/],
    never: [NO_POWDER, /fit (?:dairy|lactose)-free/],
  },
  {
    kind: "a later 'caffeine is ok' lifts the caffeine rule",
    messages: [["no caffeine for me", "actually i can have caffeine, what pre is good"], ["no stims", "caffeine doesn't bother me anymore, what pre"], ["stim free please", "i can do stims after all, best pre?"]],
    says: [/mg caffeine/],
    never: /that fit no caffeine/,
  },
  {
    kind: "a question about whey and dairy is answered first and sets nothing",
    messages: [["is whey dairy?"], ["whey is dairy right? my buddy said its fine for lactose people"], ["does casein have lactose in it? thinking of a night shake"]],
    says: [/is a dairy \(milk\) protein/],
    opens: /^(?:Yes: )?(?:whey|casein|Whey|Casein) is a dairy/,
    never: [NO_POWDER, /that fit (?:dairy|lactose)-free/],
  },
  {
    kind: "a diet left behind sets nothing",
    messages: [["I used to be keto, now I just eat normal. best protein?"], ["quit vegan last year, what protein is good"], ["gave up keto, need a protein powder"]],
    says: [/Whey Protein Isolate/],
    never: [/that fit (?:no sugar|vegan)/, /None of our certified/],
  },
  {
    kind: "a drink brand's own 'zero', 'sugar-free' or 'caffeine free' sets nothing",
    messages: [["I drink sugar-free Red Bull every morning. what pre is good"], ["monster zero ultra guy here, need a pre for lifting"], ["been drinking zero sugar monster lately, which pre is good"]],
    says: [/Pre-Workout/],
    never: [/that fit no sugar/, /that fit no caffeine/],
  },
  {
    kind: "a caffeine-free cola named is not said to carry caffeine, and sets nothing",
    messages: [["caffeine free diet coke is my drink, need a protein powder"], ["i only drink caffeine-free diet coke, what protein is good"], ["caffeine free coke zero and a protein shake, what shake?"]],
    says: [/Whey Protein Isolate/],
    never: [/that fit no caffeine/, /not no caffeine/],
  },
  {
    kind: "turning stim-free down sets no stim-free rule",
    messages: [["no stim pre is trash, what's the strongest you have"], ["stim free pres do nothing for me, want one with caffeine"], ["non-stim stuff does nothing for me, what pre has the most caffeine"]],
    says: [/mg caffeine/],
    never: /that fit no caffeine/,
  },
  {
    kind: "someone else's diet, a denied condition and brand names set nothing",
    messages: [["my wife is vegan, what protein do you recommend for me"], ["not pregnant, just want a good protein powder"], ["gluten-free is a fad right? anyway what protein powder is good"]],
    says: [/Whey Protein Isolate/],
    never: /that fit (?:vegan|gluten-free)/,
  },
]);
