import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * Reactions said in service members' words, alone, in the middle of a request, or after a
 * product was recommended: the answer opens with the reaction (stop, the signs that need care
 * now, what it most likely is), fits that reaction, and names no product.
 */

const CARE_NOW = /call 911|emergency room/i;

const GROUPS: WordingGroup[] = [
  {
    kind: "too much stimulant: Poison Control, 911 with an emergency sign",
    messages: [
      ["accidentally took a double scoop of my pre and now I'm shaking and my head is pounding"],
      ["took 2 scoops of pre plus a monster, hands wont stop shaking and i feel like im gonna puke"],
      ["doubled up on my c4 this morning, now im jittery af and kinda nauseous"],
      ["bro i just took 3 servings of ghost legend by accident, heart is going nuts and im sweating bullets"],
      ["had 4 celsius today and a preworkout, feel like im gonna throw up and my hands are trembling. should i go to sick call?"],
      ["i think i overdid the pre, im dizzy and my vision is blurry"],
    ],
    says: [/Poison Control/, /1-800-222-1222/, /caffeine overdose/, CARE_NOW],
    opens: /Poison Control/,
    noProducts: true,
    never: /caffeine guide|Certified \[Pre-Workout\]/,
  },
  {
    kind: "too much caffeine with chest pain: 911 first",
    messages: [
      ["how much caffeine is too much?", "i had like 800mg today between pre and energy drinks and now my chest hurts"],
      ["took 3 scoops of my pre and now my chest hurts and im sweating"],
    ],
    says: [/caffeine overdose/, /Poison Control/],
    opens: /call 911/i,
    noProducts: true,
  },
  {
    kind: "chest pain said now leads with 911",
    messages: [
      ["chest feels tight and kinda heavy since I drank 2 bangs before the range. should I be worried"],
      ["my battle took his pre and now says his chest hurts and he is sweating a ton, what do i do"],
    ],
    says: [/stimulants/],
    opens: /call 911/i,
    noProducts: true,
  },
  {
    kind: "over-drinking: hyponatremia, not more water",
    messages: [
      ["drank like 6 liters of water on the ruck and now my head hurts, nauseous and kinda confused. I wasnt even sweating much"],
      ["my roommate chugged like 2 gallons of water during the 12 mile and now he's throwing up and acting loopy"],
      ["i kept chugging water all through the field problem so i wouldnt go down and now im puking and my hands look swollen"],
    ],
    says: [/hyponatremia/, /more water makes it worse/, CARE_NOW, /1\.5 quarts an hour/],
    opens: /Stop drinking water/,
    noProducts: true,
    never: /sip water/,
  },
  {
    kind: "jitters and no sleep on a stimulant: stop it, no sleep aid",
    messages: [
      ["cant sleep at all and super jittery since I started taking a fat burner, anything less harsh?"],
      ["headache every day since I started drinking 3 energy drinks a day, is that the caffeine?"],
    ],
    says: [/stimulants such as caffeine/, CARE_NOW],
    opens: /Stop the product/,
    noProducts: true,
    never: /Certified \[Sleep\]|rechecked/,
  },
  {
    kind: "stomach trouble names what was taken",
    messages: [["stomach is wrecked every time i take my fish oil, burping and nausea. switch brands?"], ["my omega 3 caps give me heartburn and fishy burps all morning"]],
    says: [/Fish oil is a known cause/, /heartburn, nausea/, CARE_NOW],
    opens: /Stop the supplement/,
    noProducts: true,
    never: /Magnesium|creatine loading/i,
  },
  {
    kind: "creatine and the runs: not magnesium",
    messages: [["creatine is giving me the runs and stomach cramps, any better brand?"]],
    says: [/creatine/, /loading/],
    opens: /Stop the supplement/,
    noProducts: true,
    never: /Magnesium is a common cause/,
  },
  {
    kind: "vomiting after a pre, said in passing: the pre's caffeine, not heat illness",
    messages: [["threw up after my pre this morning lol anyway whats a better one?"]],
    says: [/too much caffeine/, /not to push through or switch/],
    opens: /Stop the supplement/,
    noProducts: true,
    never: /heat|shade/,
  },
  {
    kind: "a reaction after the recommended product, then a request for another",
    messages: [["best protein powder?", "had it this morning and got horrible cramps and diarrhea all day", "so what should i use instead"]],
    says: [/Not yet/, /tell me which product it was/, CARE_NOW],
    noProducts: true,
    never: /What category interests you/,
  },
  {
    kind: "anaphylaxis said now: the emergency alone, not the mild-allergy text after it",
    messages: [["my throat is closing and i cant breathe after a new supplement"], ["my lips feel puffy and my throat is kinda scratchy after trying a buddy's pre"]],
    says: [/anaphylaxis/, /allergic/, /epinephrine/],
    opens: /Call 911/,
    noProducts: true,
    never: /Even if it stays mild/,
  },
  {
    kind: "tingling then a swelling lip: the allergy first, tingling in one line",
    messages: [["is beta alanine safe?", "my face gets all tingly when I take it but now my lip is swelling too"]],
    says: [/part of the allergic reaction above/],
    opens: /Call 911/,
    noProducts: true,
    never: /smaller divided doses/,
  },
  {
    kind: "numb after a pre: beta-alanine, with the stroke and allergy signs",
    messages: [["what pre is good", "took it and now my hands and feet are numb"]],
    says: [/beta-alanine/, /stroke signs/, /allergic reaction/],
    noProducts: true,
  },
  {
    kind: "an SSRI and a stimulant reaction: serotonin syndrome first, the medicine's caution too",
    messages: [
      ["on sertraline and took a new pre workout, now I'm sweaty, shaky, heart racing and my muscles keep twitching"],
      ["taking zoloft and started a fat burner, now i'm burning up, twitchy and super agitated"],
      ["i want a pre for PT", "i'm on an SSRI btw, lexapro", "took a caffeine pre anyway and now i feel really anxious and my heart wont slow down"],
    ],
    says: [/serotonin syndrome/, CARE_NOW, /With an SSRI/],
    opens: /serotonin syndrome/,
    noProducts: true,
  },
  {
    kind: "a blood pressure medicine and a racing heart: the medicine's caution too",
    messages: [["I'm on lisinopril for blood pressure and my heart has been racing since i took a pre workout"]],
    says: [/With high blood pressure or its medicine/, /skip stimulant pre-workouts/, CARE_NOW],
    opens: /Stop/,
    noProducts: true,
  },
  {
    kind: "a buddy already with medical: what to take next is theirs to decide",
    messages: [
      ["any electrolyte for ruck marches in the heat?", "my buddy on the ruck today got super confused and stopped sweating, he's at the aid station now. what should he take after?"],
    ],
    says: [/with medical/, /no supplement or electrolyte treats this/, /bring the labels/],
    opens: /your buddy is with medical/,
    noProducts: true,
    never: /Call 911 or your medic now/,
  },
  {
    kind: "a buddy's reaction: the closing line speaks of them",
    messages: [["my buddy passed out in formation after taking some pre from the px, hes awake now"], ["my gf's lips swelled up after she tried my protein bar"]],
    says: [/Stay with them/, /once they've been checked/],
    noProducts: true,
  },
  {
    kind: "heat illness that has passed: get checked before the next session",
    messages: [["threw up and got a pounding headache during PT in the heat today, feel ok now. what should I take for tomorrow"]],
    says: [/sick call or your medic before you train in the heat again/, /heat stroke/, CARE_NOW],
    opens: /That was heat illness/,
    noProducts: true,
    never: /Stop and cool down/,
  },
  {
    kind: "a reaction alone or after a recommended product: the reaction first, care-now signs, no product",
    messages: [
      ["took my pre like 20 min ago and my heart is pounding out of my chest, like 170 sitting down. is that normal?"],
      ["almost passed out on the 2 mile this morning, vision went dark. had a fat burner on an empty stomach. what should i switch to"],
      ["broke out in hives all over my arms after my new protein shake, itchy af"],
      ["face and hands tingle like crazy 15 min after my pre, feels like bugs crawling. is this bad?"],
      ["after my pre my left arm went numb and the left side of my face feels weird and droopy"],
      ["quads are swollen and killing me 2 days after a murph smoke session, and my pee is like coca cola color. took creatine"],
      ["dude in my squad stopped sweating on the ruck and started talking nonsense, we got him in the shade. what electrolyte should he have had"],
      ["got dizzy and my vision went black for a sec when i stood up after my pre. felt fine after"],
      ["been short of breath since i started this new preworkout, not wheezy just cant get a full breath"],
      ["whats a good pre workout for morning PT?", "ok i tried the one you said and now my heart is racing and i feel kinda dizzy"],
      ["need something for sleep, i work nights", "took the one you suggested and woke up with hives on my neck"],
      ["what should i take for cramps during long runs", "i get bad calf cramps and after yesterday's run my pee was dark brown"],
      ["recommend a creatine", "also I'm on lisinopril", "feeling lightheaded and fainted once after training this week"],
      ["i need help cutting weight for the board", "been taking a burner and almost blacked out on the run yesterday, what else can i take"],
      ["got a rash and my eyes are swollen after that new collagen powder"],
      ["my pee was brown after the smoke session yesterday and my arms are swollen, can i keep taking creatine?"],
      ["im on metoprolol and felt like i was gonna pass out after my energy drink during pt"],
      ["chest pressure and left arm pain after my preworkout, 24M"],
      ["cant sleep and heart flutters since I started the thermogenic, is it safe to keep going?"],
    ],
    says: [CARE_NOW],
    opens: /stop|911|medical|beta-alanine|passing out|heat stroke/i,
    noProducts: true,
    never: /What category interests you|Certified \[/,
  },
];

describeWordingGroups("reactions said in service members' words", GROUPS);
