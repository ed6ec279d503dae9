import { describeWordingGroups } from "./chat-conversation";

/*
 * A limit said indirectly is kept (round 10): an intolerance said as what a food does, a
 * swallowing problem, money said as rank or pay, caffeine already had, a clinician's word, keto
 * said as a diet. Each in several wordings, some arriving in turn 2; and words that must set
 * nothing (another person, the past, money waved off) stay free of any limit.
 */

const DAIRY_NONE = /We carry no certified dairy-free protein powder/;
const DAIRY_PRODUCT = /whey|casein|milk/i;

describeWordingGroups("indirect limits kept (round 10)", [
  {
    kind: "dairy said as what it does to the person: no whey, no milk product",
    messages: [
      ["milk wrecks my gut, what protein should i get"],
      ["dairy and me don't get along. need a recovery shake"],
      ["I can't handle milk, any protein powder?"],
      ["whey bloats me now, what else for protein"],
      ["what protein do you have", "oh and milk makes me run to the latrine lol"],
      ["every time i drink a shake with milk my stomach is cramping for hours. protein recs?"],
      ["dairy gives me the runs, need something for recovery after pt"],
      ["need a protein powder", "forgot to say, my body doesnt do dairy"],
      ["i get super bloated from milk products, best protein for bulking?"],
      ["medic said lay off dairy for a while, protein options?"],
      ["wheys been tearing up my stomach lately, alternatives?"],
      ["cheese and ice cream wreck me, which protein"],
      ["i'm gonna need a protein powder but milk and me are not friends"],
      ["casein gives me cramps, what for night time protein"],
    ],
    says: [DAIRY_NONE],
    noProductLike: DAIRY_PRODUCT,
    never: [/A clinician's limit comes first/, /Whey Protein Isolate/],
  },
  {
    kind: "gluten said as what it does: the gluten-free rule is said",
    messages: [
      ["gluten makes me sick, is your protein ok for me"],
      ["need a recovery drink", "also wheat messes me up bad"],
      ["bread and pasta wreck me, doc thinks its gluten. what pre workout is safe"],
      ["need something for joints", "fyi gluten does a number on me"],
    ],
    says: [/For gluten-free, "no gluten in the ingredients" is not enough/],
  },
  {
    kind: "soy said as what it does: no pick with soy",
    messages: [["soy makes me feel like crap, which protein is ok"], ["need whey", "heads up soy doesn't agree with me"]],
    says: [/Whey Protein Isolate/],
    noProductLike: /Native Fuel/,
  },
  {
    kind: "a swallowing problem: no capsule, tablet or softgel",
    messages: [
      ["I gag on pills, need something for sleep"],
      ["can't swallow tablets, what multivitamin"],
      ["looking for creatine", "pills just come back up on me, i cant get em down"],
      ["big capsules make me choke, want fish oil or omega 3"],
      ["i suck at swallowing pills. magnesium options?"],
      ["i physically can't swallow big pills, need omega 3"],
    ],
    says: [/powder, gummy, chew, liquid or spray/],
    noProductLike: /capsule|tablet|softgel/i,
    never: /fit capsule, softgel or tablet only/,
  },
  {
    kind: "money said as rank or pay: cheapest first or the budget line",
    messages: [["pvt pay so nothing crazy expensive, need a pre"], ["what electrolytes do you have", "keep it cheap, im a private lol"], ["broke until the 1st, need protein"]],
    says: [/cheapest per serving first/],
  },
  {
    kind: "a container budget said in bucks is checked against the prices we hold",
    messages: [["got like 20 bucks til payday, what protein"]],
    says: [/With \$20\.00 to spend/],
  },
  {
    kind: "caffeine already had: arithmetic against the daily figure, or the can's label where we hold no figure, stim-free only",
    messages: [
      ["already 3 Monsters deep today, can i take a pre before the gym"],
      ["had 2 pots of coffee on shift, want a pre workout for tonight"],
      ["what pre workout hits hardest", "i already had 2 celsius today btw"],
    ],
    says: [/400 mg a day/, /mg of caffeine|no sourced caffeine figure for \d (?:monsters|celsius)/],
    noStimulants: true,
  },
  {
    kind: "a drink asked about is not counted as one already had",
    messages: [["i've had like 5 cups of coffee, is a c4 ok"], ["drank 4 coffees since 0500, can i have a monster before pt"], ["downed a whole pot of coffee this morning, can i take my c4 later"]],
    says: [/so far today/, /400 mg a day/],
    never: [/and a c4 so far/, /and a monster so far/],
  },
  {
    kind: "a clinician's word against stimulants is kept",
    messages: [
      ["my PA said stay away from stimulants because of my heart rate, what pre can i use"],
      ["need a pre", "btw my doctor said no more caffeine after my ekg"],
    ],
    says: [/fit no caffeine/],
    noStimulants: true,
  },
  {
    kind: "keto: the carbohydrate figure we lack is said plainly",
    messages: [["im doing keto, which electrolyte has no sugar"], ["strict keto, is your protein ok on carbs"], ["need a pre", "oh im on keto btw, carbs matter"], ["doc said watch my carbs, which electrolyte"]],
    says: [/the label data we hold gives no carbohydrate figure for/, /fit no sugar/],
  },
  {
    kind: "another person, the past, or money waved off sets nothing",
    messages: [
      ["my buddy's lactose intolerant, what protein do you have for me"],
      ["used to get sick from milk as a kid but it's fine now, what protein"],
      ["whey used to bloat me but not anymore, best whey?"],
    ],
    says: [/Whey Protein Isolate/],
    never: [DAIRY_NONE, /Noted: dairy-free/],
  },
  {
    kind: "someone else's swallowing problem or a money joke sets no limit",
    messages: [["my wife gags on pills, what magnesium do you have for me"], ["lol my wallet is crying but money's not really an issue, best pre?"], ["my sister gets sick from gluten, anyway what pre do you recommend"]],
    says: [/picks/],
    never: [/powder, gummy, chew, liquid or spray only/, /cheapest per serving first/, /gluten-free/],
  },
]);
