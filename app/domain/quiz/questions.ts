import type { CategoryId } from "~/domain/categories";
import { CAFFEINE_PER_DOSE, LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import type { QuizDefinition, QuizOption } from "./question-types";

const PER_DOSE = CAFFEINE_PER_DOSE.amount;

/*
 * The questions of each category's quiz, written for service members. Pure data, small enough
 * for the quiz page's own chunk: what each answer does to the ranking lives in ./rules.ts.
 */

const BUDGET_ANY: QuizOption = { value: "any", label: "No limit" };
const FORM_ANY: QuizOption = { value: "any", label: "Any form" };

export const QUIZZES: Record<CategoryId, QuizDefinition> = {
  "pre-workout": {
    category: "pre-workout",
    intro: "Seven questions about caffeine, timing, your goal and your duty status.",
    questions: [
      {
        id: "caffeine",
        prompt: "How much caffeine per serving is right for you?",
        help: "Count it against everything else you drink that day.",
        options: [
          { value: "0", label: "None: stim-free only", hint: "Sensitive, training late, or simply no stims", say: "no caffeine" },
          { value: `${LOW_CAFFEINE_MG}`, label: `Up to ${LOW_CAFFEINE_MG} mg`, hint: "Low caffeine", say: `caffeine ${LOW_CAFFEINE_MG} mg or less a serving` },
          { value: "150", label: "Up to 150 mg", say: "caffeine 150 mg or less a serving" },
          { value: `${PER_DOSE}`, label: `Up to ${PER_DOSE} mg`, hint: "The most OPSS advises in one dose", say: `caffeine ${PER_DOSE} mg or less a serving` },
        ],
        relaxTo: `${PER_DOSE}`,
      },
      {
        id: "train",
        prompt: "When do you usually train?",
        options: [
          { value: "early", label: "0400 to 0800", hint: "Early PT", say: "I train between 0400 and 0800" },
          { value: "morning", label: "0800 to 1200", say: "I train between 0800 and 1200" },
          { value: "afternoon", label: "1200 to 1700", say: "I train between 1200 and 1700" },
          { value: "evening", label: "1700 to 2100", say: "I train between 1700 and 2100" },
          { value: "night", label: "2100 to 0400", hint: "Night PT or a night shift", say: "I train between 2100 and 0400" },
        ],
      },
      {
        id: "sleep",
        prompt: "When do you usually go to sleep after training?",
        help: "Caffeine stays with you for hours; we work out your cut-off time.",
        options: [
          { value: "2100", label: "2100", say: "I sleep at 2100" },
          { value: "2200", label: "2200", say: "I sleep at 2200" },
          { value: "2300", label: "2300", say: "I sleep at 2300" },
          { value: "0000", label: "0000", say: "I sleep at midnight" },
          { value: "0200", label: "0200", say: "I sleep at 0200" },
          { value: "0800", label: "0800", hint: "After a night shift", say: "I sleep at 0800 after nights" },
          { value: "1200", label: "1200", hint: "Day sleep", say: "I sleep at 1200" },
        ],
      },
      {
        id: "goal",
        prompt: "What do you want most from a pre-workout?",
        options: [
          { value: "endurance", label: "Endurance", hint: "Runs, rucks, the 2-mile", say: "my goal is endurance" },
          { value: "strength", label: "Strength and power", hint: "Lifts, sprints, repeated hard efforts", say: "my goal is strength and power" },
          { value: "focus", label: "Alertness and focus", hint: "Early starts, long days, short sleep", say: "my goal is alertness" },
          { value: "any", label: "No preference" },
        ],
      },
      {
        id: "duty",
        prompt: "Does any of this apply to you?",
        help: "Tick all that apply, or none.",
        multiple: true,
        options: [
          { value: "aircrew", label: "I'm on flight status (aircrew)", say: "I'm on flight status" },
          { value: "drug-test", label: "I'm subject to drug testing", hint: "Only products confirmed in a certifier's registry", say: "I'm subject to drug testing" },
        ],
      },
      {
        id: "dairy",
        prompt: "Do you avoid milk or dairy?",
        options: [
          { value: "no", label: "No" },
          { value: "yes", label: "Yes, dairy-free", say: "dairy-free" },
        ],
        relaxTo: "no",
      },
      {
        id: "budget",
        prompt: "What's your budget per serving?",
        options: [
          { value: "1.5", label: "$1.50 or less", say: "$1.50 or less a serving" },
          { value: "2.5", label: "$2.50 or less", say: "$2.50 or less a serving" },
          BUDGET_ANY,
        ],
        relaxTo: "any",
      },
    ],
  },

  "protein-recovery": {
    category: "protein-recovery",
    intro: "Four questions about your goal, your diet, when you take it and your budget.",
    questions: [
      {
        id: "goal",
        prompt: "What is the protein for?",
        options: [
          { value: "build", label: "Build muscle and strength", say: "my goal is building muscle" },
          { value: "recover", label: "Recover between sessions", say: "my goal is recovery between sessions" },
          { value: "field", label: "Hold on to muscle when food is short", hint: "Long field exercises, dismounted patrols", say: "I need it when food is short in the field" },
          { value: "joints", label: "Joints and connective tissue", say: "my goal is joints and connective tissue" },
        ],
      },
      {
        id: "diet",
        prompt: "Any diet to respect?",
        options: [
          { value: "none", label: "No restrictions" },
          { value: "lactose-free", label: "Lactose intolerant", say: "I'm lactose intolerant" },
          { value: "dairy-free", label: "No dairy at all", hint: "Milk allergy or dairy-free", say: "dairy-free" },
          { value: "vegan", label: "Vegan", say: "vegan" },
        ],
        relaxTo: "none",
      },
      {
        id: "timing",
        prompt: "When will you usually take it?",
        options: [
          { value: "after", label: "After training", say: "I take it after training" },
          { value: "bed", label: "Before sleep", say: "I take it before sleep" },
          { value: "meal", label: "When I can't get a real meal", say: "I take it when I miss a meal" },
        ],
      },
      {
        id: "budget",
        prompt: "What's your budget per serving?",
        options: [
          { value: "1.5", label: "$1.50 or less", say: "$1.50 or less a serving" },
          { value: "2.5", label: "$2.50 or less", say: "$2.50 or less a serving" },
          BUDGET_ANY,
        ],
        relaxTo: "any",
      },
    ],
  },

  vitamins: {
    category: "vitamins",
    intro: "Five questions about your diet, your sun, what you already take and your medicines.",
    questions: [
      {
        id: "diet",
        prompt: "How do you eat most weeks?",
        options: [
          { value: "varied", label: "A varied diet most days" },
          { value: "limited", label: "Field rations, DFAC on the run or skipped meals", say: "my diet is limited (field rations, skipped meals)" },
          { value: "vegan", label: "Vegan", say: "vegan" },
        ],
        relaxTo: "varied",
      },
      {
        id: "sun",
        prompt: "How much sun do you get?",
        help: "Think of the next few months, including a deployment or a new posting.",
        options: [
          { value: "lots", label: "Outdoors most days in strong sun", say: "I get lots of sun" },
          { value: "some", label: "Some sun most weeks" },
          { value: "little", label: "Little sun", hint: "Indoors, nights, shipboard, or a winter or high-latitude posting", say: "I get little sun (indoors, nights or a high-latitude posting)" },
        ],
      },
      {
        id: "taking",
        prompt: "What do you already take?",
        help: "Tick all that apply, or none.",
        multiple: true,
        options: [
          { value: "vitamin-d", label: "A vitamin D supplement", say: "I already take vitamin D" },
          { value: "multi", label: "A multivitamin", say: "I already take a multivitamin" },
        ],
      },
      {
        id: "blood-thinner",
        prompt: "Do you take warfarin or another blood thinner?",
        options: [
          { value: "no", label: "No" },
          { value: "yes", label: "Yes", say: "I take a blood thinner" },
        ],
      },
      {
        id: "form",
        prompt: "Which form do you prefer?",
        options: [
          FORM_ANY,
          { value: "capsule", label: "Capsules", say: "capsules only" },
          { value: "tablet", label: "Tablets", say: "tablets only" },
          { value: "softgel", label: "Softgels", say: "softgels only" },
        ],
        relaxTo: "any",
      },
    ],
  },

  hydration: {
    category: "hydration",
    intro: "Six questions about the heat, the work, how long it lasts and how you sweat.",
    questions: [
      {
        id: "heat",
        prompt: "What heat category will you train or work in?",
        help: "Your unit posts it from the WBGT reading.",
        options: [
          { value: "0", label: "Below 78°F WBGT", hint: "Cool or mild: no heat category", say: "mild weather" },
          { value: "1", label: "Heat category 1", hint: "78 to 81.9°F WBGT", say: "heat category 1" },
          { value: "2", label: "Heat category 2", hint: "82 to 84.9°F WBGT", say: "heat category 2" },
          { value: "3", label: "Heat category 3", hint: "85 to 87.9°F WBGT", say: "heat category 3" },
          { value: "4", label: "Heat category 4", hint: "88 to 89.9°F WBGT", say: "heat category 4" },
          { value: "5", label: "Heat category 5", hint: "Above 90°F WBGT", say: "heat category 5" },
        ],
      },
      {
        id: "work",
        prompt: "How hard is the work?",
        options: [
          { value: "easy", label: "Easy", hint: "Weapon maintenance, marksmanship, drill", say: "easy work" },
          { value: "moderate", label: "Moderate", hint: "Calisthenics, patrolling", say: "moderate work" },
          { value: "hard", label: "Hard", hint: "Walking in sand with a load, field assaults", say: "hard work" },
        ],
      },
      {
        id: "duration",
        prompt: "How long does it last?",
        options: [
          { value: "under-1", label: "Under an hour", say: "under an hour" },
          { value: "1-2", label: "1 to 2 hours", say: "1 to 2 hours" },
          { value: "2-4", label: "2 to 4 hours", say: "2 to 4 hours" },
          { value: "4-plus", label: "4 hours or more", hint: "A full day in the field", say: "4 hours or more" },
        ],
      },
      {
        id: "sweat",
        prompt: "How do you sweat?",
        options: [
          { value: "salty", label: "Salty sweater", hint: "White salt marks on your uniform", say: "I'm a salty sweater" },
          { value: "normal", label: "Nothing unusual" },
          { value: "unknown", label: "I don't know" },
        ],
      },
      {
        id: "caffeine",
        prompt: "Caffeine in your electrolytes?",
        options: [
          { value: "no", label: "No caffeine", say: "no caffeine" },
          { value: "ok", label: "Caffeine is fine" },
        ],
        relaxTo: "ok",
      },
      {
        id: "form",
        prompt: "Which form suits you in the field?",
        options: [
          FORM_ANY,
          { value: "powder", label: "Powder or stick packs", say: "powder or sticks only" },
          { value: "tablet", label: "Tablets", say: "tablets only" },
          { value: "capsule", label: "Capsules", say: "capsules only" },
        ],
        relaxTo: "any",
      },
    ],
  },

  "health-wellness": {
    category: "health-wellness",
    intro: "Five questions about your goal, allergies, your medicines, form and budget.",
    questions: [
      {
        id: "goal",
        prompt: "What do you want to support?",
        options: [
          { value: "omega-3", label: "Heart health (omega-3)", say: "I want omega-3" },
          { value: "joints", label: "Joints", say: "my goal is joints" },
          { value: "gut", label: "Gut health", say: "my goal is gut health" },
          { value: "stress", label: "Stress", say: "my goal is stress" },
          { value: "immune", label: "Immune support", say: "my goal is immune support" },
        ],
      },
      {
        id: "diet",
        prompt: "Any allergy or diet to respect?",
        options: [
          { value: "none", label: "None" },
          { value: "fish", label: "Fish allergy", say: "I have a fish allergy" },
          { value: "vegan", label: "Vegan", say: "vegan" },
        ],
        relaxTo: "none",
      },
      {
        id: "conditions",
        prompt: "Does any of this apply to you?",
        help: "Tick all that apply, or none.",
        multiple: true,
        options: [
          { value: "blood-thinner", label: "I take a blood thinner or antiplatelet drug", say: "I take a blood thinner" },
          { value: "thyroid", label: "I have a thyroid condition", say: "I have a thyroid condition" },
          { value: "pregnancy", label: "I'm pregnant or trying to be", say: "I'm pregnant or trying to be" },
        ],
      },
      {
        id: "form",
        prompt: "Which form do you prefer?",
        options: [FORM_ANY, { value: "capsule", label: "Capsules", say: "capsules only" }, { value: "softgel", label: "Softgels", say: "softgels only" }],
        relaxTo: "any",
      },
      {
        id: "budget",
        prompt: "What's your budget per serving?",
        options: [
          { value: "0.75", label: "$0.75 or less", say: "$0.75 or less a serving" },
          { value: "1.5", label: "$1.50 or less", say: "$1.50 or less a serving" },
          BUDGET_ANY,
        ],
        relaxTo: "any",
      },
    ],
  },

  sleep: {
    category: "sleep",
    intro: "Six questions about your sleep, melatonin, your medicines and tomorrow's duty.",
    questions: [
      {
        id: "problem",
        prompt: "What's the main problem?",
        options: [
          { value: "falling", label: "Falling asleep", say: "I have trouble falling asleep" },
          { value: "staying", label: "Staying asleep", say: "I have trouble staying asleep" },
          { value: "shift", label: "Shift work or nights", say: "I work shifts or nights" },
          { value: "jetlag", label: "Crossing time zones", hint: "Deployment or TDY travel", say: "I'm crossing time zones" },
        ],
      },
      {
        id: "melatonin",
        prompt: "How do you feel about melatonin?",
        options: [
          { value: "yes", label: "I want melatonin", say: "I want melatonin" },
          { value: "either", label: "Either way" },
          { value: "no", label: "No melatonin", hint: "It makes me groggy, or I'd rather not", say: "no melatonin" },
        ],
        relaxTo: "either",
      },
      {
        id: "meds",
        prompt: "Do you take any of these?",
        help: "Tick all that apply, or none.",
        multiple: true,
        options: [
          { value: "ssri", label: "An SSRI or another antidepressant", say: "I take an SSRI" },
          { value: "sedating", label: "Another medicine that makes you drowsy", hint: "A sleep aid, anxiety medicine, sedating antihistamine or pain medicine", say: "I take a medicine that makes me drowsy" },
        ],
      },
      {
        id: "duty",
        prompt: "What's on tomorrow?",
        options: [
          { value: "flight", label: "Flight duty", say: "flight duty tomorrow" },
          { value: "early", label: "An early duty, a drive or a range day", say: "an early duty tomorrow" },
          { value: "normal", label: "Nothing special" },
        ],
      },
      {
        id: "form",
        prompt: "Which form do you prefer?",
        options: [
          FORM_ANY,
          { value: "capsule", label: "Capsules", say: "capsules only" },
          { value: "gummy", label: "Gummies", say: "gummies only" },
          { value: "powder", label: "Powder or stick packs", say: "powder only" },
          { value: "spray", label: "Spray", say: "a spray only" },
        ],
        relaxTo: "any",
      },
      {
        id: "budget",
        prompt: "What's your budget per serving?",
        options: [{ value: "1", label: "$1.00 or less", say: "$1.00 or less a serving" }, { value: "2", label: "$2.00 or less", say: "$2.00 or less a serving" }, BUDGET_ANY],
        relaxTo: "any",
      },
    ],
  },
};

export function getQuiz(category: CategoryId): QuizDefinition {
  return QUIZZES[category];
}
