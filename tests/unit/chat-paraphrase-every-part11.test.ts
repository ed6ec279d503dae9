import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * Parts of a message our guides and product data hold nothing on, and amounts across servings
 * (round 11): a part only a named answerer can settle (TRICARE, the mail room, the retailer, the
 * manufacturer or a halal/kosher certifier, a pharmacist, a dietitian) gets one line that says so
 * and names them, beside the answer to the rest; "how much sodium in two scoops", "if I double up"
 * is worked out from the label data we hold, never estimated, and never advised past the label.
 */

const REFERRAL = /our guides and product data hold no source on that, so I won't guess/;

const GROUPS: WordingGroup[] = [
  {
    kind: "insurance beside a request: the picks, and TRICARE named",
    says: [REFERRAL, /\bTRICARE or your PCM's office\b/, /^1\. \*\*/m],
    messages: [["need a protein powder. also does TRICARE cover supplements?"], ["looking for a multivitamin, and will my insurance pay for vitamins?"]],
  },
  {
    kind: "mailing to an APO: the mail room named",
    says: [REFERRAL, /post office or (?:your|their) unit's mail room/],
    messages: [["whats a good sleep aid and can i ship melatonin to an APO address"], ["recommend an electrolyte mix. can i mail it to my brother's fpo address?"]],
  },
  {
    kind: "a shop's returns: the retailer named, no terms invented",
    says: [REFERRAL, /the retailer you buy from/],
    never: /\b\d+[- ]day (?:return|refund)/,
    messages: [["recommend an electrolyte, and what's the return policy if I don't like the taste"], ["which pre do you carry? can i get a refund if it makes me itchy"]],
  },
  {
    kind: "halal, kosher or gelatin: the manufacturer or certifier named",
    says: [REFERRAL, /manufacturer/, /certifier/],
    messages: [["halal options? also is gelatin in your fish oil caps"], ["need a multivitamin, is it kosher?"]],
  },
  {
    kind: "expired product and disposal: a pharmacist named",
    says: [/Ask a pharmacist/],
    messages: [["is it ok to take my supplements after they expire? and where do i throw them out"]],
  },
  {
    kind: "a need asked after a diet with nothing else said: a dietitian named",
    says: [/registered dietitian/],
    messages: [["i'm doing carnivore diet and cramping at night, should i take magnesium? also do you sell it"]],
  },
  {
    kind: "a diet beside a product asked for sets the picks, not a referral",
    says: [/None of our certified \*\*Protein & Recovery\*\* picks is vegan/],
    never: REFERRAL,
    messages: [["vegan, low carb and cheap protein?"]],
  },
  {
    kind: "sodium in two scoops, worked out per product from the label",
    says: [/Worked out from the label data we hold/, /Catalyte[^\n]*485 mg of sodium per serving[^\n]*970 mg in 2 scoops/, /take no more than the label says/],
    messages: [["how much sodium is in two scoops of your electrolyte powder"], ["if i do 2 scoops of electrolyte mix how much sodium is that total"]],
  },
  {
    kind: "doubling omega-3: EPA + DHA added up from the label",
    says: [/Vegan Omega-3 \(algal\)[^\n]*1,000 mg of EPA \+ DHA per serving[^\n]*2,000 mg/],
    messages: [["if i double up on my omega 3 how much epa dha is that"]],
  },
  {
    kind: "two servings of a multivitamin: vitamin D against the upper limit",
    says: [/Klean Multivitamin[^\n]*1,000 IU of vitamin D per serving[^\n]*2,000 IU in 2 servings/, /within the 4,000 IU \(100 mcg\) daily upper limit/],
    messages: [["if i take two servings of the multivitamin, how much vitamin d is that? too much?"]],
  },
  {
    kind: "one and a half scoops is 1.5, not 5",
    says: [/1\.5 servings would be 112\.5 to 300 mg/],
    never: /(?<![\d.])5 servings\b/,
    messages: [["how many mg of caffeine is in 1.5 scoops of your pre"]],
  },
];

describeWordingGroups("every part of a message answered, and amounts added up (round 11)", GROUPS);
