import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * Unclear requests and follow-up turns: one short question built from what was said (a job, a
 * move, a build, an event, a product never named), never the category menu; a follow-up (a lot
 * number, a batch that matched, a food before a drug test, a test ahead of an injury, "what
 * about X instead?", "and for my wife?") answered as a follow-up; a question of fact answered
 * first with no product; someone else's symptoms said about them.
 */

const CANNED = /What category interests you|What is it for\?|Tell me what it's for/;

const GROUPS: WordingGroup[] = [
  {
    kind: "a product pointed at but never named: ask which one",
    messages: [["is the green one legit?"], ["that stuff i showed you earlier, is it ok to take"], ["what about the one my buddy uses, is that one clean?"], ["is this one ok?"], ["is the blue one ok?"]],
    says: [/Which product do you mean/, /ingredient list/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "a job said with no goal: the goal asked, naming the job",
    messages: [["whats good for a 68W"], ["whats good for a 19D"], ["im a medic, what should i take"]],
    says: [/^As an? (?:68W|19D|medic), what do you want help with/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "a move said with no goal: the goal asked for the move",
    messages: [["just got orders to korea, what should i bring"], ["PCSing to fort wainwright in december. anything i should be taking?"], ["just PCS'd to Alaska lol what do i need"]],
    says: [/the move to (?:Korea|Fort Wainwright|Alaska)/, /What do you want help with there/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "a build said with no goal: the goal asked",
    messages: [["6'1 190 25M infantry. what do i take"], ["11B, 19, 165 lbs, 5'10. what do i get"]],
    says: [/What's the goal: putting on size, strength, endurance/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "an event ahead with no goal: asked for that event",
    messages: [["got my brothers wedding in 3 weeks lol"], ["half marathon next month, what do i need"]],
    says: [/^For the (?:wedding in 3 weeks|half marathon next month), what do you want help with/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "nothing to go on: what we carry, as a question",
    messages: [["lol idk just tell me whats good"], ["what should i get"]],
    says: [/We carry certified pre-workouts/, /What is it for: training harder, recovery, sleep/],
    noProducts: true,
    never: CANNED,
  },
  {
    // The spec's reply for a message about nothing we cover (product spec 5.7); an unclear supplement request gets a question instead.
    kind: "off topic: the spec's out-of-scope reply",
    messages: [["who won the army navy game"]],
    says: [/^I'm here to help with supplement recommendations\. What category interests you\?$/],
    noProducts: true,
  },
  {
    kind: "a lot number given after the lookup: what to do with it",
    messages: [
      ["how do i know if my protein is actually nsf certified", "ok the lot number on the tub says 23A0418, now what"],
      ["how do i check if the tub i have is actually certified and not a fake?", "lot # on the bottom is 2K1193. what do i do with that"],
    ],
    opens: /^I can't look lot (?:23A0418|2K1193) up for you/,
    says: [/sport\.wetestyoutrust\.com/, /nsfsport\.com/, /not that lot \w+ itself was screened/],
    noProducts: true,
    never: CANNED,
  },
  {
    kind: "a batch found, or not, on the listing: what it means",
    messages: [["how do i check a batch on informed sport", "found it, batch matches. so im good?"]],
    opens: /^A match is what you want/,
    says: [/lowers the risk, it doesn't remove it/],
    noProducts: true,
  },
  {
    kind: "a batch not on the listing: treat it as uncertified",
    messages: [["how do i check a batch on informed sport", "searched it and my batch isnt listed"]],
    opens: /treat it as uncertified/,
    says: [/authorises/],
    noProducts: true,
  },
  {
    kind: "poppy seeds before a drug test: the DoD warning, not a supplement's tub",
    messages: [["will poppy seed muffins make me fail a UA?"], ["got a piss test monday and i had an everything bagel this morning, am i cooked"], ["heard poppy seed bagels can make you pop for opiates. true?"]],
    opens: /poppy seeds can put you over/,
    says: [/codeine/, /defense counsel/],
    noProducts: true,
    never: [/Keep the tub/, /Stop taking it/],
  },
  {
    kind: "a food asked beside a listed substance: both parts answered",
    messages: [["drug test friday. is a lemon poppy muffin a problem, and is cbd cream ok for my knees?"]],
    says: [/poppy seeds can put you over/, /CBD/],
    noProducts: true,
  },
  {
    kind: "still tired weeks after an illness: sick call, no product",
    messages: [["had covid last month and im still gassed on runs"], ["got over the flu 3 weeks ago but im still wiped out on every run"]],
    opens: /^Still gassed weeks after being sick is one for sick call/,
    says: [/chest/],
    noProducts: true,
  },
  {
    kind: "another food before a drug test: said plainly what our sources cannot answer",
    messages: [["will kombucha make me pop on a UA?"]],
    opens: /Our sources don't say whether kombucha can show on a drug test/,
    says: [/Ask the Expert/],
    noProducts: true,
  },
  {
    kind: "a fitness test ahead of an injury or illness: medical decides, no supplement",
    messages: [
      ["pulled my hamstring last week", "acft retake is in 10 days, what should i take to be ready"],
      ["had covid last month and im still gassed on runs", "pt test is next week, can i get out of it?"],
      ["rolled my ankle on a ruck saturday", "pt test monday, should i just push through it"],
    ],
    opens: /That one is for medical, not a supplement/,
    says: [/profile/],
    noProducts: true,
  },
  {
    kind: "a reaction pushed back with a test ahead: no, and the test waits",
    messages: [["did a smoke session after 2 scoops of pre, now my pee looks like coke and my thighs are killing me", "i got a ACFT retake thursday tho, can i just push fluids and ride it out?"]],
    opens: /^\*\*No, don't wait this out/,
    says: [/profile/],
    noProducts: true,
    never: /I still won't point you to a product/,
  },
  {
    kind: "a question of fact about a kind we do not sell as such: the answer, no product",
    messages: [["is gluten free a fad or should i go GF for performance"], ["do i even need protein powder if i eat a ton of chicken"]],
    opens: /^(?:Gluten-free is a medical diet|Probably not)/,
    says: [/ask/],
    noProducts: true,
  },
  {
    kind: "a question of fact about a kind we carry: the answer first, then its certified picks",
    messages: [["does fish oil even do anything"], ["is fish oil actually worth it"], ["are multivitamins a waste of money"]],
    opens: /^(?:Less than the label suggests|Not a waste)/,
    says: [/picks, if you want one:/, /\*\*/],
  },
  {
    kind: "a question of fact with products asked too: the answer first, then picks",
    messages: [["does fish oil even do anything? if so which one should i get"]],
    opens: /^Less than the label suggests/,
    says: [/\*\*/],
  },
  {
    kind: "what about X instead: X's picks, not the earlier kind again",
    messages: [["best pre-workout under 40 bucks", "what about creatine instead?"]],
    says: [/Creatine \+ Electrolytes/],
    noProductLike: /pre-?workout|\bPRE\b/i,
  },
  {
    kind: "X instead of Y: X's picks, none with Y",
    messages: [["best sleep aid?", "what about magnesium instead of melatonin?"], ["need something for sleep", "anything with magnesium rather than melatonin"]],
    says: [/Magnesium/],
    noProductLike: /melatonin/i,
  },
  {
    kind: "the cheapest of a category whose fitting picks have no price: said plainly, none called the cheapest",
    messages: [["cheapest stim free pre?"], ["whats the cheapest non stim preworkout"]],
    says: [/We hold no price for the certified \*\*Pre-Workout\*\* picks that fit no caffeine, so I can't say which is cheapest/],
    never: /The cheapest certified/,
  },
  {
    kind: "which is cheapest, among picks with no price on record: said plainly",
    messages: [["whats a good multivitamin", "which of those is cheapest"], ["best multivitamin?", "ok which one is cheapest"]],
    opens: /^We hold no price for (?:any of those|that one) yet, so I can.t tell you which is cheapest/,
    says: [/divide it by the servings/],
    never: /Of those, the cheapest/,
  },
  {
    kind: "which is cheapest, among priced picks: the cheapest named",
    messages: [["recommend an electrolyte mix", "ok which one is cheapest"]],
    says: [/cheapest/, /\$\d+\.\d\d per serving/],
  },
  {
    kind: "and for someone else with a diet: their diet holds",
    messages: [["need a protein powder, whey is fine", "and for my wife? shes vegan"], ["need a protein powder, whey is fine", "what about for my wife, she is vegan"]],
    says: [/is vegan/, /from food/],
    noProductLike: /whey|milk|casein/i,
  },
  {
    kind: "someone else's symptoms: said about them",
    messages: [
      ["my buddy took 2 scoops of pre and now his heart is racing and hes dizzy"],
      ["my wife passed out after her workout, she took a fat burner this morning"],
      ["roommate drank like 4 bangs and hes throwing up, what do i do"],
    ],
    says: [/Stay with them/, /\bthey\b/],
    noProducts: true,
    never: [/\byou took\b/, /\bif you faint\b/, /\byour next\b/, /they should they should/],
  },
  {
    kind: "someone else's reaction pushed back: no, and about them",
    messages: [["my husbands chest hurts after his preworkout", "he says hes fine, should he just sleep it off?"]],
    opens: /^\*\*No, they shouldn't wait this out/,
    says: [/Stay with them/],
    noProducts: true,
    never: [/\byour heart\b/, /\bwhat you took\b/],
  },
];

describeWordingGroups("Unclear requests and follow-up turns", GROUPS);
