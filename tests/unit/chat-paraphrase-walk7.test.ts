import { describeWordingGroups, type WordingGroup } from "./chat-conversation";

/*
 * What a new-user walk found in the chat: tingling said with hives read as harmless, an
 * antidepressant's stimulant answer that did not say "no" first, and "something for energy"
 * answered with one line and nothing to go on.
 */

const GROUPS: WordingGroup[] = [
  {
    kind: "tingling with hives is part of the allergy, never the harmless beta-alanine tingle",
    messages: [
      ["my face is tingling and i have hives on my chest after my pre workout"],
      ["lips tingly and itchy bumps all over my arms after the new preworkout"],
      ["tingling in my hands plus hives after c4, what is this"],
    ],
    says: [/allergic reaction/i, /not the harmless beta-alanine tingle/i, /911/],
    opens: /Stop the product/,
    noProducts: true,
    never: [/Tingling alone is most likely beta-alanine/i, /on its own it is not dangerous/i],
  },
  {
    kind: "a stimulant asked about on an antidepressant: the answer says no first, with no list boilerplate",
    messages: [
      ["i take sertraline 100mg, is it ok to take a caffeinated pre workout like c4?"],
      ["on zoloft, can i still use my preworkout"],
      ["im on lexapro is a fat burner ok"],
    ],
    says: [/prescriber/i],
    opens: /Not without your prescriber's OK/,
    noProducts: true,
    never: [/Nothing in your question matches an ingredient/i],
  },
  {
    kind: "energy asked for with nothing else: the caffeine answer, the basics, and what it is for",
    messages: [["i need something for energy"], ["need something to give me energy"], ["i need something", "for energy i guess"]],
    says: [/200 mg/, /sleep, regular meals and water/i, /what is it for: training, or staying alert on duty\?/i, /medicine/i],
    noProducts: true,
  },
];

describeWordingGroups("what the walk found in the chat, said in other words", GROUPS);

describeWordingGroups("a short reply to 'what is it for?' names the kind of product", [
  {
    kind: "training, after energy was asked for",
    messages: [
      ["i need something for energy", "for training"],
      ["i need something for energy", "lifting after work"],
      ["need something to give me energy", "the gym in the morning"],
    ],
    says: [/Pre-Workout/],
    never: [/What is it for: energy for training, recovery after PT/],
  },
]);
