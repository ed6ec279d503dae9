import { type WordingGroup, describeWordingGroups } from "./chat-conversation";

/*
 * Substances the chat may not know by the name said (street, brand and chemical names, hemp and
 * smoke-shop products, a name it cannot identify) and knowledge myths (state law, sold on post,
 * natural, a buddy's clean test, label words, hidden ingredients, reading a label, creatine and
 * caffeine by body weight), each said several ways in service members' words. What a person
 * reads: the premise answered, every substance named addressed, no go-ahead, no product.
 */



const GROUPS: WordingGroup[] = [
  {
    kind: "hemp, CBD and THC products: legal to buy is not allowed to take",
    messages: [
      ["hemp gummies from the PX, theyre under 0.3% thc so its fine right?"],
      ["bought CBD oil for my back at the shoppette on post, thats fine?"],
      ["delta 8 vape is legal in tennessee so no issue for a piss test?"],
      ["my wife has thc-free cbd lotion, can i use some after ruck day"],
    ],
    says: [/regardless of their THC content/i, /positive drug test/i, /Schedule I/],
    never: [/can't identify/i, /look for an NSF Certified for Sport or Informed Sport seal\./],
    noProducts: true,
  },
  {
    kind: "the premise said next to a listed substance is answered",
    messages: [
      ["hemp gummies from the PX, theyre under 0.3% thc so its fine right?"],
      ["got cbd gummies at the exchange so they gotta be ok right"],
    ],
    says: [/being sold on post or at the exchange is not a clearance/i],
    noProducts: true,
  },
  {
    kind: "state law, with or without a product named",
    messages: [["if its legal in my state can i take it"], ["kratom is legal in texas tho, so im good?"], ["its federally legal because of the farm bill, so whats the problem"]],
    says: [/state law does not decide it/i, /wherever they are stationed/i],
    never: [/Nothing in your question matches/i],
    noProducts: true,
  },
  {
    kind: "kratom by its other names",
    messages: [["green maeng da powder, friend says its basically like coffee. chill?"], ["what even is MIT 45"], ["red vein kratom capsules from the smoke shop for my back, ok?"]],
    says: [/Kratom/, /not a coffee-like/i, /opioids/i],
    never: [/rucks?/i],
    noProducts: true,
  },
  {
    kind: "kava, and a bar that is a place",
    messages: [["kava shot at the bar downtown before the weekend, ok for me?"], ["is kava tea ok to chill out after duty"]],
    says: [/Kava \(Piper methysticum\)/, /liver/i],
    never: [/protein bars/i],
    noProducts: true,
  },
  {
    kind: "DMHA and DMBA by their label names",
    messages: [["stack has DMHA and octodrine in it, whats the deal"], ["label lists 2-aminoisoheptane, is that a problem"], ["is amp citrate a stimulant"], ["my burner has Amperall in it, thoughts?"]],
    says: [/(?:DMHA|DMBA)/, /DoD Prohibited Dietary Supplement Ingredients list/, /Do not take a product that lists it under any name/],
    noProducts: true,
  },
  {
    kind: "SARMs and MK-677 both answered",
    messages: [["my roommate runs RAD-140 and MK-677, says theyre not steroids so its fine. true?"], ["thinking of ibutamoren and ostarine for a cut"]],
    says: [/SARMs/, /MK-677 \(ibutamoren\) is not a SARM/],
    noProducts: true,
  },
  {
    kind: "a name we cannot identify beside a listed one",
    messages: [["is akuamma or blue lotus ok for sleep"], ["is blue lotus or zorbex ok to take"]],
    says: [/blue lotus/i, /I can't vouch for "(?:akuamma|zorbex)"/, /can't identify it on our copy/],
    noProducts: true,
  },
  {
    kind: "a name we cannot identify beside a known one",
    messages: [["is kratom or zorbex ok for my back"], ["is velorax or mit 45 safe to take"]],
    says: [/Kratom/, /I can't vouch for "(?:zorbex|velorax)"/],
    noProducts: true,
  },
  {
    kind: "someone else's clean test is no proof",
    messages: [["got a pre called Apex Rage from a guy in my unit, no idea who makes it", "hes been on it for months and pops clean so its legit right"], ["whole unit uses this fat burner and nobody popped, so im good?"]],
    says: [/someone else using it without trouble/i, /can't vouch|hidden/i],
    noProducts: true,
  },
  {
    kind: "natural is no drug-test protection, with an example",
    messages: [["if its natural it cant make me pop on a drug test right"], ["its all plant stuff so it wont show up on a UA, right?"], ["herbal pre, so it cant have anything banned in it?"]],
    says: [/no protection for your health or your drug test/i, /geranium extract/, /sibutramine/],
    noProducts: true,
  },
  {
    kind: "label words: pharmaceutical grade and the rest",
    messages: [["label says pharmaceutical grade, does that mean its been tested?"], ["bottle says clinically proven, does that mean anything"], ["made in an fda registered facility, so it's legit?"]],
    says: [/seller's words/, /screened for banned substances/, /NSF Certified for Sport or Informed Sport/],
    noProducts: true,
  },
  {
    kind: "DoD compliant: no such status",
    messages: [["what does DoD compliant on a pre mean"], ["tub says military compliant, so its cleared for us?"]],
    says: [/^There is no such DoD status or list/, /DoD keeps no approval list/],
    noProducts: true,
  },
  {
    kind: "hidden ingredients, with FDA's examples",
    messages: [["can a supplement have stuff in it thats not on the label"], ["do supplement companies ever put hidden drugs in stuff"], ["how often are labels wrong, like undeclared stuff"]],
    says: [/^Yes, it happens/, /sibutramine/, /weight loss, sexual enhancement and bodybuilding/],
    noProducts: true,
  },
  {
    kind: "how to read a label for banned ingredients",
    messages: [["how do i read a supplement label for banned stuff"], ["what should i look for on the label so i dont pop"]],
    says: [/^Read the whole label/, /ingredient checker/, /AMP citrate/, /proprietary, blend, matrix and complex/],
    never: [/Nothing in your question matches/i],
    noProducts: true,
  },
  {
    kind: "creatine water weight and the tape",
    messages: [["creatine makes you hold water right? tape test is next month"], ["will creatine bloat me before my weigh in"]],
    says: [/^Some, yes/, /misconception that all of that gain is water/, /loading/],
    noProducts: true,
  },
  {
    kind: "creatine loading is optional",
    messages: [["do i need to load creatine or nah"], ["is a creatine loading phase worth it"]],
    says: [/^No, loading is optional/, /3 to 5 g a day/, /0\.3 g per kg/],
    noProducts: true,
  },
  {
    kind: "caffeine for a body weight given after the question",
    messages: [["how much caffeine per day is safe", "im 125 lbs female does that change it"], ["whats the max caffeine a day", "i weigh 60 kg btw"]],
    says: [/At about (?:57|60) kg/, /400 mg a day/],
    never: [/What category interests you/i],
    noProducts: true,
  },
];


describeWordingGroups("substances it may not know and knowledge myths, said many ways", GROUPS);
