import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * Words that must not set a constraint, and the question answered when they are there (round 8):
 * another person's diet, allergy or condition; a label turned down, shrugged at, left in the past,
 * asked about or run down; a drink brand's own "zero" or "sugar free". Each group holds the
 * wordings written before the fix and a few more in other words.
 */

const FILTERED = /that fit (?:gluten-free|vegan|dairy-free|lactose-free|no sugar|no caffeine)|None of our certified .* is (?:vegan|dairy-free)/;

const GROUPS: WordingGroup[] = [
  {
    kind: "someone else's diet or condition sets nothing for the one asking",
    messages: [
      ["my husband has celiac. what protein should I take for my own lifting, I eat everything"],
      ["my wife is breastfeeding our newborn", "what protein should I get for my cut?"],
      ["my platoon sgt went vegan and wont shut up about it. what whey is best for recovery after rucks?"],
      ["wife says vegans are crazy lol. best whey for me? 30M"],
      ["roomie is gluten free and dairy free, i am neither. protein for after PT?"],
    ],
    says: [/Whey Protein Isolate/],
    never: [FILTERED, /pregnan|breastfe|celiac|\bOB\b/i],
  },
  {
    kind: "a caution for someone else's condition is not addressed to the one asking",
    messages: [
      ["my wife is pregnant and cant have caffeine lol. i need the strongest pre you got for 0500 PT"],
      ["our unit cook is diabetic so the DFAC went sugar free on everything lol. what pre is good for me"],
      ["my mom has high blood pressure. im 22 and healthy, which pre is good?"],
      ["what's a good pre?", "lol no im not pregnant, my wife is. I need the caffeine"],
    ],
    says: [/\d+ mg caffeine/],
    never: [FILTERED, /With pregnancy|blood pressure|diabet|Health & Wellness/i],
  },
  {
    kind: "asked for both: their limit applies to the pick",
    messages: [["wife is celiac, im not. what multivitamin can we both take?"], ["my husband cant do gluten. any multi we could share?"]],
    says: [/gluten-free/],
  },
  {
    kind: "asked for her: she is spoken of by the word the person used, and her OB",
    messages: [["whats a safe multivitamin for my pregnant wife?"], ["my pregnant girlfriend wants a vitamin, which one?"]],
    says: [/\b[Yy]our (?:wife|girlfriend)'s OB\b/],
    never: [/once you're pregnant|\bYour OB\b/],
  },
  {
    kind: "a label turned down, shrugged at or left in the past sets nothing",
    messages: [
      ["I don't care about sugar at all. which electrolyte do you have for a long ruck?"],
      ["used to be gluten free, dropped it. whats a good electrolyte for field week"],
      ["sugar doesnt matter to me, electrolytes for the range?"],
    ],
    says: [/Catalyte|Fuel2O|Hydra/],
    never: FILTERED,
  },
  {
    kind: "no stims turned down: caffeine picks",
    messages: [
      ["best pre for morning PT?", "never said no stims lol. I want caffeine, which one hits hardest"],
      ["not going stim free, what pre hits hardest"],
      ["who said anything about non-stim? i want a real pre"],
    ],
    says: [/\d+ mg caffeine/],
    never: FILTERED,
  },
  {
    kind: "a past diet, a denied one or one run down: whey still picked",
    messages: [
      ["back when I was vegan I used pea protein. now i eat everything. best whey you got?"],
      ["Vegan protein tastes like drywall, no offense to the plant people. what's the best tasting protein you've got?"],
      ["I'm not vegan but which whey is the best value?"],
    ],
    says: [/Whey Protein Isolate/],
    never: FILTERED,
  },
  {
    kind: "a diet asked about is no diet kept",
    messages: [["is gluten free actually healthier or is it a fad? no celiac here"], ["should i go keto for the tape? what protein helps a cut"]],
    says: [],
    never: FILTERED,
  },
  {
    kind: "how much caffeine in a drink we hold no label for: answered first",
    messages: [
      ["Sugar Free Red Bull or Monster Zero, which has more caffeine?"],
      ["my brother is diabetic and swears by zero sugar stuff. i'm not. how much caffeine is in Bang?"],
      ["how many mg in a monster ultra"],
    ],
    opens: /caffeine/,
    says: [/50 to 505 mg/],
    noProducts: true,
    never: /diabet/i,
  },
  {
    kind: "a named drink, then picks asked for: the drink first",
    messages: [["is Sugar Free Red Bull bad before a ruck march? what pre would be better"]],
    opens: /^We hold no label for Sugar Free Red Bull/,
    says: [/name the sugar, not the caffeine/, /\d+ mg caffeine/],
  },
  {
    kind: "which tastes or mixes best: the honest answer first",
    messages: [
      ["roommate is lactose intolerant and gags at my shakes. which whey actually tastes best?"],
      ["I'm not lactose intolerant I just hate milk. what protein mixes good with just water"],
      ["my wife went vegan in Jan and keeps trying to convert me lmao. anyway what whey mixes best with just water, i hate clumps"],
    ],
    opens: /^Straight answer on taste and mixing/,
    says: [/Whey Protein Isolate/],
    never: FILTERED,
  },
  {
    kind: "a product named in someone else's words is still the subject",
    messages: [["my roommate swears by fish oil pills. worth it for me? i eat salmon twice a week"], ["my husband is on warfarin. what fish oil should I take for my joints?"]],
    says: [/Omega|Fish Oil/],
    never: /Ashwagandha/,
  },
  {
    kind: "tried without effect, something else asked: it is left out",
    messages: [["ashwagandha didn't do anything for me. what else actually helps with stress?"], ["took ashwagandha for a month, no difference. any alternatives?"]],
    says: [],
    noProductLike: /ashwagandha/i,
  },
  {
    kind: "not going stim free: the caffeine question answered, no stim-free filter",
    messages: [["not trying to go stim free. how much caffeine is too much in a day?"]],
    says: [/400 mg/],
    never: FILTERED,
  },
  {
    kind: "a label imagined or mused on sets nothing",
    messages: [
      ["if i went stim free for like a month would my tolerance actually reset?", "nah i'm not doing that, i need my pre. which certified one has the most caffeine"],
      ["lol i should go dairy free with how much cheese i eat, my gut is a war crime. anyway best whey?"],
    ],
    says: [/\*\*/],
    never: FILTERED,
  },
  {
    kind: "a pill in an idiom asks for no form",
    messages: [["I need a chill pill fr, my platoon is driving me insane this week lol. anyway whats the best protein for a cut"], ["this week was a bitter pill. best whey for recovery?"]],
    says: [/Whey Protein Isolate/],
    never: /capsule, softgel or tablet/,
  },
];

describeWordingGroups("words that set no constraint, and the question answered (round 8)", GROUPS);
