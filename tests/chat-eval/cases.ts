import type { EvalCase } from "./judge";

/*
 * The evaluation set for CLEARED AI: questions as people ask them, single messages and
 * conversations, each with expectations a machine can check (see judge.ts). Every example from
 * the issue that asked for this work is here. Products are the catalogue's; articles are the
 * guides and articles in content/, seeded as the site publishes them.
 */

const PROVIDER = /provider|pharmacist|doctor|clinician|prescriber/;

export const EVAL_CASES: readonly EvalCase[] = [
  // ---- recommend: plain requests, the starter chips among them -------------------------------
  { id: "chip-pre-workout", kind: "recommend", turns: [{ say: "Best pre-workout?", expect: { min: 1, rules: [{ category: "pre-workout" }], mentions: [/stim or no-stim/] } }] },
  { id: "chip-protein", kind: "recommend", turns: [{ say: "Protein for recovery", expect: { min: 2, rules: [{ category: "protein-recovery" }] } }] },
  { id: "chip-sleep", kind: "recommend", turns: [{ say: "Help with sleep", expect: { min: 2, rules: [{ category: "sleep" }] } }] },
  { id: "chip-vitamins", kind: "recommend", turns: [{ say: "Vitamins for energy", expect: { min: 2, rules: [{ category: "vitamins" }, "within-upper-limit"] } }] },
  { id: "fish-oil", kind: "recommend", turns: [{ say: "Which fish oil should I take?", expect: { min: 2, rules: [{ name: /omega|EPA|fish/i }] } }] },
  { id: "multi-deployment", kind: "recommend", turns: [{ say: "Do you have a multivitamin for deployment?", expect: { min: 1, rules: [{ name: /multi/i }] } }] },
  // Nothing to go on: one short question naming what we can help with, no product list.
  { id: "perform-better", kind: "recommend", turns: [{ say: "What supplements would help me perform better?", expect: { max: 0, mentions: [/What is it for/, /training/, /sleep/] } }] },
  { id: "electrolyte-ruck", kind: "recommend", turns: [{ say: "best electrolyte mix for a long ruck", expect: { min: 2, rules: [{ category: "hydration" }] } }] },
  { id: "probiotic", kind: "recommend", turns: [{ say: "any good probiotic?", expect: { includes: ["klean-probiotic"] } }] },
  { id: "ashwagandha-stress", kind: "recommend", turns: [{ say: "I need something for stress, ashwagandha maybe?", expect: { includes: ["momentous-ashwagandha"] } }] },
  { id: "zinc", kind: "recommend", turns: [{ say: "is there a zinc supplement you trust?", expect: { includes: ["thorne-zinc-picolinate"] } }] },

  // ---- constraints: diet, exclusions, caffeine, budget, form ------------------------------------
  {
    id: "lactose-protein",
    kind: "constraint",
    turns: [{ say: "I'm lactose intolerant, what protein powder won't wreck my stomach?", expect: { rules: ["no-milk", { category: "protein-recovery" }], mentions: [/lactose/, /lactose-free|plant|pea|rice/] } }],
  },
  {
    id: "vegan-protein",
    kind: "constraint",
    turns: [{ say: "best vegan protein, no whey no dairy", expect: { rules: ["vegan", "no-milk"], max: 0, mentions: [/vegan/, /pea|rice|soy|plant/] } }],
  },
  { id: "caffeine-free-pre", kind: "constraint", turns: [{ say: "What's a good caffeine-free pre-workout?", expect: { min: 1, rules: ["no-caffeine", { category: "pre-workout" }] } }] },
  { id: "sleep-no-melatonin", kind: "constraint", turns: [{ say: "sleep aid without melatonin", expect: { min: 2, rules: ["no-melatonin", { category: "sleep" }] } }] },
  {
    id: "pre-under-100mg",
    kind: "constraint",
    turns: [{ say: "pre-workout under 100 mg caffeine", expect: { min: 1, includes: ["klean-athlete-pre-workout"], rules: [{ caffeineMax: 100 }] } }],
  },
  {
    id: "vegetarian-omega",
    kind: "constraint",
    turns: [{ say: "omega-3 that isn't from fish, I'm vegetarian", expect: { includes: ["momentous-vegan-omega-3"], rules: ["no-fish"] } }],
  },
  { id: "electrolytes-no-caffeine", kind: "constraint", turns: [{ say: "electrolytes without caffeine", expect: { min: 2, rules: ["no-caffeine", { category: "hydration" }] } }] },
  { id: "sleep-gummies", kind: "constraint", turns: [{ say: "do you have sleep gummies?", expect: { min: 1, rules: [{ form: /gumm/i }] } }] },
  {
    id: "protein-budget",
    kind: "constraint",
    // No certified protein variant has a price of $1.50 or less a serving on record: the answer names none and says why.
    turns: [{ say: "protein under $1.50 a serving", expect: { max: 0, mentions: [/None of our certified \*\*Protein & Recovery\*\* picks is \$1\.50 or less a serving/, /cost more than \$1\.50/, /no price per serving on record/] } }],
  },
  { id: "cheapest-magnesium", kind: "constraint", turns: [{ say: "cheapest magnesium for sleep", expect: { includes: ["klean-magnesium"], max: 1 } }] },
  {
    id: "capsule-no-melatonin",
    kind: "constraint",
    turns: [{ say: "capsule sleep aid, no melatonin", expect: { min: 1, rules: [{ form: /capsule/i }, "no-melatonin"] } }],
  },
  {
    id: "dairy-free-no-stim-pre",
    kind: "constraint",
    turns: [{ say: "dairy free pre-workout, no stim", expect: { min: 1, rules: ["no-milk", "no-caffeine", { category: "pre-workout" }] } }],
  },
  { id: "gluten-free-protein", kind: "constraint", turns: [{ say: "gluten-free protein?", expect: { rules: [{ category: "protein-recovery" }], mentions: [/gluten/] } }] },
  {
    id: "vitamin-d-not-megadose",
    kind: "constraint",
    turns: [{ say: "vitamin D that's not a megadose", expect: { min: 1, rules: ["within-upper-limit", { name: /vitamin d|klean-d/i }], mentions: [/4,000 IU|upper limit/] } }],
  },
  { id: "night-shift-hydration-no-caffeine", kind: "constraint", turns: [{ say: "no caffeine at all, need a hydration mix for night shift", expect: { min: 1, rules: ["no-caffeine", { category: "hydration" }] } }] },
  {
    id: "pre-no-beta-alanine",
    kind: "constraint",
    turns: [{ say: "a pre-workout without beta-alanine, the tingles drive me nuts", expect: { min: 1, rules: [{ noIngredient: /beta-?alanine/i }, { category: "pre-workout" }] } }],
  },
  { id: "whey-no-soy", kind: "constraint", turns: [{ say: "whey protein but no soy please", expect: { min: 1, rules: ["no-soy", { category: "protein-recovery" }] } }] },

  // ---- follow-ups: references to earlier picks, kept category and constraints -------------------
  {
    id: "lactose-then-cheapest",
    kind: "follow-up",
    turns: [
      { say: "I'm lactose intolerant, what protein powder won't wreck my stomach?", expect: { rules: ["no-milk"] } },
      { say: "which of those is cheapest?", expect: { max: 1, rules: ["no-milk", { category: "protein-recovery" }] } },
    ],
  },
  {
    id: "sleep-then-no-melatonin",
    kind: "follow-up",
    turns: [{ say: "Help with sleep" }, { say: "anything without melatonin? it makes me groggy", expect: { min: 1, rules: ["no-melatonin", { category: "sleep" }] } }],
  },
  { id: "pre-then-stim", kind: "follow-up", turns: [{ say: "Best pre-workout?" }, { say: "stim", expect: { min: 1, rules: ["stimulant", { category: "pre-workout" }] } }] },
  { id: "pre-then-no-stim", kind: "follow-up", turns: [{ say: "Best pre-workout?" }, { say: "no stim", expect: { min: 1, rules: ["no-caffeine", { category: "pre-workout" }] } }] },
  {
    id: "no-stim-then-more",
    kind: "follow-up",
    turns: [{ say: "Best pre-workout?" }, { say: "no stim" }, { say: "any other options?", expect: { fresh: true, rules: ["no-caffeine"] } }],
  },
  { id: "second-one", kind: "follow-up", turns: [{ say: "Protein for recovery" }, { say: "tell me more about the second one", expect: { previous: [1] } }] },
  {
    id: "ruck-drink",
    kind: "follow-up",
    turns: [{ say: "Best electrolytes for a long ruck?" }, { say: "what should I drink during the ruck?", expect: { mentions: [/sodium|electrolyte/], rules: [{ category: "hydration" }] } }],
  },
  {
    id: "pilot-then-cheapest",
    kind: "follow-up",
    turns: [
      { say: "I'm a helo pilot, any pre-workout with low caffeine?", expect: { min: 1, rules: [{ caffeineMax: 100 }] } },
      // The seeded catalogue holds no price for these picks: the answer says so rather than call one the cheapest.
      { say: "which one is cheapest?", expect: { max: 1, rules: [{ caffeineMax: 100 }], mentions: [/no price/] } },
    ],
  },
  {
    id: "first-one-sertraline",
    kind: "follow-up",
    turns: [{ say: "sleep aid without melatonin" }, { say: "is the first one ok with sertraline?", expect: { previous: [0], mentions: [/sertraline|SSRI/, PROVIDER] } }],
  },
  {
    id: "vegan-carry",
    kind: "follow-up",
    turns: [{ say: "vegan omega-3?" }, { say: "and a protein that fits that too?", expect: { rules: ["vegan"], mentions: [/vegan/] } }],
  },
  {
    id: "least-caffeine",
    kind: "follow-up",
    turns: [{ say: "Best pre-workout?" }, { say: "which has the least caffeine?", expect: { includes: ["klean-athlete-pre-workout"], max: 1 } }],
  },
  { id: "compare-first-two", kind: "follow-up", turns: [{ say: "Protein for recovery" }, { say: "compare the first two", expect: { previous: [0, 1] } }] },
  { id: "sleep-night-shift", kind: "follow-up", turns: [{ say: "Help with sleep" }, { say: "I work nights, does it matter?", expect: { mentions: [/night|shift/] } }] },
  { id: "catalyte-it", kind: "follow-up", turns: [{ say: "Tell me about Thorne Catalyte" }, { say: "how many servings are in it?", expect: { includes: ["thorne-catalyte"], max: 1, mentions: [/\b30\b/] } }] },
  { id: "vegan-then-pre", kind: "follow-up", turns: [{ say: "I'm vegan" }, { say: "what pre-workout can I use?", expect: { rules: ["vegan"], mentions: [/vegan/] } }] },
  { id: "no-caffeine-then-hydration", kind: "follow-up", turns: [{ say: "no caffeine for me please" }, { say: "what's good for hydration?", expect: { min: 1, rules: ["no-caffeine", { category: "hydration" }] } }] },
  { id: "protein-more", kind: "follow-up", turns: [{ say: "Protein for recovery" }, { say: "more options", expect: { min: 1, fresh: true, rules: [{ category: "protein-recovery" }] } }] },
  {
    id: "budget-then-no-caffeine",
    kind: "follow-up",
    // The one certified pre-workout priced at $1.50 or less a serving has caffeine: the second answer names none and says why.
    turns: [
      { say: "What's a good pre-workout under $1.50 a serving?", expect: { min: 1, rules: [{ maxPerServing: 1.5 }] } },
      { say: "any without caffeine?", expect: { max: 0, mentions: [/None of our certified \*\*Pre-Workout\*\* picks is \$1\.50 or less a serving and confirmed free of caffeine/, /contain caffeine/] } },
    ],
  },

  // ---- knowledge: answered from an article, with its link ---------------------------------------
  { id: "nsf-vs-informed", kind: "knowledge", turns: [{ say: "NSF vs Informed Sport?", expect: { article: "nsf-certified-for-sport-vs-informed-sport", mentions: [/NSF/, /Informed Sport/] } }] },
  { id: "check-lot", kind: "knowledge", turns: [{ say: "how do I check the lot number on my tub?", expect: { article: "nsf-certified-for-sport-vs-informed-sport", mentions: [/lot|batch/] } }] },
  { id: "protein-per-day", kind: "knowledge", turns: [{ say: "how much protein do I need a day?", expect: { article: "protein-needs-and-timing", mentions: [/g\/kg/] } }] },
  { id: "melatonin-groggy", kind: "knowledge", turns: [{ say: "does melatonin make you groggy the next day?", expect: { article: "sleep-melatonin-and-shift-work", mentions: [/groggy/] } }] },
  { id: "geranium-labels", kind: "knowledge", turns: [{ say: "what's the geranium thing on pre-workout labels?", expect: { article: "read-a-label-against-the-dod-list", mentions: [/DMAA/] } }] },
  { id: "too-much-water", kind: "knowledge", turns: [{ say: "is drinking too much water dangerous on a ruck?", expect: { article: "hydration-and-sodium-in-the-heat", mentions: [/sodium|hyponatremia/] } }] },
  { id: "energy-drink-caffeine", kind: "knowledge", turns: [{ say: "how much caffeine is in an energy drink?", expect: { article: "energy-drinks-on-duty" } }] },
  { id: "proprietary-blends", kind: "knowledge", turns: [{ say: "why are proprietary blends bad?", expect: { article: "read-a-label-against-the-dod-list" } }] },
  { id: "isolate-lactose", kind: "knowledge", turns: [{ say: "is whey isolate ok if I'm lactose intolerant?", expect: { article: "protein-needs-and-timing", mentions: [/lactose/], rules: ["no-milk"] } }] },
  { id: "sleep-after-nights", kind: "knowledge", turns: [{ say: "how do I sleep after a night shift?", expect: { article: "sleep-melatonin-and-shift-work" } }] },
  { id: "what-creatine-does", kind: "knowledge", turns: [{ say: "what does creatine do?", expect: { article: "creatine-for-service-members" } }] },

  // ---- dosing: from the articles, never above the label or the upper limit ----------------------
  { id: "acft-caffeine", kind: "dosing", turns: [{ say: "how much caffeine can I take before my ACFT?", expect: { article: "caffeine-limits-and-timing", mentions: [/200 mg/] } }] },
  { id: "creatine-loading", kind: "dosing", turns: [{ say: "creatine loading per day?", expect: { article: "creatine-for-service-members", mentions: [/20 g|0\.3 g/] } }] },
  {
    id: "two-scoops-shift",
    kind: "dosing",
    turns: [{ say: "can I take 2 scoops of pre before a 12 hr shift?", expect: { article: true, mentions: [/label/, /400 mg|200 mg/] } }],
  },
  {
    id: "two-scoops-klean",
    kind: "dosing",
    turns: [{ say: "can I take 2 scoops of Klean Pre-Workout?", expect: { mentions: [/150 mg/, /label/], article: "caffeine-limits-and-timing" } }],
  },
  { id: "two-scoops-bpn", kind: "dosing", turns: [{ say: "2 scoops of BPN PRE before PT?", expect: { mentions: [/400 mg/, /label/] } }] },
  { id: "vitamin-d-per-day", kind: "dosing", turns: [{ say: "how much vitamin D per day is safe?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/4,000 IU/] } }] },
  { id: "5000-iu", kind: "dosing", turns: [{ say: "is 5000 IU of vitamin D too much?", expect: { mentions: [/4,000 IU/, /upper limit/] } }] },
  { id: "melatonin-mg", kind: "dosing", turns: [{ say: "how many mg of melatonin should I take?", expect: { article: "sleep-melatonin-and-shift-work", mentions: [/label|0\.5|5 mg/] } }] },
  { id: "creatine-maintenance", kind: "dosing", turns: [{ say: "how much creatine per day after loading", expect: { article: "creatine-for-service-members", mentions: [/3 to 5 g|3-5 g/] } }] },
  { id: "three-energy-drinks", kind: "dosing", turns: [{ say: "I drink 3 energy drinks a day, is that too much caffeine?", expect: { mentions: [/400 mg/], article: true } }] },
  { id: "magnesium-capsules", kind: "dosing", turns: [{ say: "how many Klean Magnesium capsules can I take a day?", expect: { includes: ["klean-magnesium"], mentions: [/label/, /350 mg/] } }] },

  // ---- every guide in content/: at least one question each, as people phrase them ---------------
  { id: "caffeine-pt-test", kind: "dosing", turns: [{ say: "how much caffeine should I take before the PT test?", expect: { article: "caffeine-limits-and-timing#how-long-before-a-pt-test-such-as-the-acft-should-i-take-caffeine", mentions: [/200 mg|minutes/] } }] },
  { id: "caffeine-add-up", kind: "knowledge", turns: [{ say: "how do I add up caffeine from coffee, pre and gum?", expect: { article: "caffeine-limits-and-timing", mentions: [/400 mg|add/] } }] },
  { id: "too-much-caffeine-signs", kind: "knowledge", turns: [{ say: "what are the signs of too much caffeine?", expect: { article: "caffeine-limits-and-timing#what-are-the-warning-signs-of-too-much" } }] },
  { id: "creatine-weigh-in", kind: "knowledge", turns: [{ say: "will creatine make me gain weight before my weigh-in?", expect: { article: "creatine-for-service-members#will-creatine-make-me-gain-weight-before-a-weigh-in", mentions: [/weight|body mass/] } }] },
  { id: "creatine-safe", kind: "knowledge", turns: [{ say: "is creatine safe to take long term?", expect: { article: "creatine-for-service-members" } }] },
  { id: "energy-drink-in-can", kind: "knowledge", turns: [{ say: "what else is in an energy drink besides caffeine?", expect: { article: "energy-drinks-on-duty" } }] },
  { id: "energy-drink-shift-plan", kind: "knowledge", turns: [{ say: "what's a safe plan for energy drinks on a 12 hour night shift?", expect: { article: "energy-drinks-on-duty", mentions: [/shift/] } }] },
  { id: "water-per-hour", kind: "dosing", turns: [{ say: "how much water should I drink per hour in the heat?", expect: { article: "hydration-and-sodium-in-the-heat", mentions: [/quart/] } }] },
  { id: "salty-sweater", kind: "knowledge", turns: [{ say: "I'm a salty sweater, do I need extra sodium?", expect: { article: "hydration-and-sodium-in-the-heat", mentions: [/sodium|salt/] } }] },
  { id: "supplement-defense", kind: "knowledge", turns: [{ say: "if I pop positive because of a supplement, does it still count against me?", expect: { article: "it-was-in-my-supplement-is-not-a-defense" } }] },
  { id: "already-took-questionable", kind: "knowledge", turns: [{ say: "what if I already took a pre that might be tainted?", expect: { article: "it-was-in-my-supplement-is-not-a-defense" } }] },
  { id: "nsf-lookup", kind: "knowledge", turns: [{ say: "how do I look up a product on the NSF site?", expect: { article: "nsf-certified-for-sport-vs-informed-sport", mentions: [/NSF/] } }] },
  { id: "dod-recognized-seal", kind: "knowledge", turns: [{ say: "which certification seal does the DoD recognize?", expect: { article: "nsf-certified-for-sport-vs-informed-sport" } }] },
  { id: "third-party-tested", kind: "knowledge", turns: [{ say: "is \"third party tested\" on the label the same as certified?", expect: { article: "nsf-certified-for-sport-vs-informed-sport" } }] },
  { id: "protein-per-meal", kind: "dosing", turns: [{ say: "how much protein per meal?", expect: { article: "protein-needs-and-timing", mentions: [/20 to 40 g|0\.25 g/] } }] },
  { id: "casein-before-bed", kind: "knowledge", turns: [{ say: "is protein before sleep worth it?", expect: { article: "protein-needs-and-timing" } }] },
  { id: "whey-vs-plant", kind: "knowledge", turns: [{ say: "whey, casein or plant protein, which should I pick?", expect: { article: "protein-needs-and-timing" } }] },
  { id: "check-label-dod", kind: "knowledge", turns: [{ say: "how do I check a supplement facts panel against the DoD list?", expect: { article: "read-a-label-against-the-dod-list" } }] },
  { id: "opss-red-flags", kind: "knowledge", turns: [{ say: "what other red flags does OPSS warn about on labels?", expect: { article: "read-a-label-against-the-dod-list" } }] },
  { id: "sleep-hours", kind: "knowledge", turns: [{ say: "how much sleep do I actually need?", expect: { article: "sleep-melatonin-and-shift-work", mentions: [/7/] } }] },
  { id: "melatonin-shift-work", kind: "knowledge", turns: [{ say: "melatonin for shift work, does it help?", expect: { article: "sleep-melatonin-and-shift-work" } }] },
  { id: "melatonin-label-trust", kind: "knowledge", turns: [{ say: "can I trust the melatonin dose on the label?", expect: { article: "sleep-melatonin-and-shift-work" } }] },
  { id: "st-johns-wort", kind: "interaction", turns: [{ say: "what about St John's wort with my meds?", expect: { article: "supplement-interactions-with-medications", mentions: [PROVIDER] } }] },
  { id: "fish-oil-bleeding", kind: "knowledge", turns: [{ say: "does fish oil raise bleeding risk?", expect: { article: "supplement-interactions-with-medications#does-fish-oil-raise-bleeding-risk" } }] },
  { id: "vitamin-k-warfarin", kind: "knowledge", turns: [{ say: "does vitamin K interfere with warfarin?", expect: { article: "supplement-interactions-with-medications", mentions: [/warfarin/] } }] },
  { id: "vitamin-d-upper-limit", kind: "dosing", turns: [{ say: "what's the vitamin D upper limit?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/4,000 IU/] } }] },
  { id: "magnesium-upper-limit", kind: "dosing", turns: [{ say: "what is the upper limit for magnesium?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/350 mg/] } }] },
  { id: "zinc-upper-limit", kind: "dosing", turns: [{ say: "how much zinc is too much?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/40 mg/] } }] },
  { id: "vitamin-d-deployment", kind: "knowledge", turns: [{ say: "does sun exposure on deployment count for vitamin D?", expect: { article: "vitamin-d-and-upper-limits" } }] },

  // ---- the phrasings that search trips on: synonyms, slang, misspellings ------------------------
  { id: "pt-test-caffeine-slang", kind: "dosing", turns: [{ say: "how much pre can I take before the PT test", expect: { article: "caffeine-limits-and-timing" } }] },
  { id: "electrolites-heat", kind: "knowledge", turns: [{ say: "do electrolites have caffeine in them?", expect: { article: "hydration-and-sodium-in-the-heat" } }] },
  { id: "nsf-or-informed", kind: "knowledge", turns: [{ say: "NSF or Informed Sport, which one is better?", expect: { article: "nsf-certified-for-sport-vs-informed-sport" } }] },
  { id: "lot-number-lookup", kind: "knowledge", turns: [{ say: "where do I look up my lot number?", expect: { article: "nsf-certified-for-sport-vs-informed-sport", mentions: [/lot|batch/] } }] },
  { id: "creatine-loading-phase", kind: "dosing", turns: [{ say: "do I need a creatine loading phase?", expect: { article: "creatine-for-service-members", mentions: [/0\.3 g|3 to 5 g/] } }] },
  { id: "melatonin-night-shift", kind: "knowledge", turns: [{ say: "should I take melatonin after night shift?", expect: { article: "sleep-melatonin-and-shift-work" } }] },
  { id: "vit-d-ul", kind: "dosing", turns: [{ say: "vit d upper limit?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/4,000 IU/] } }] },
  { id: "ssri-5htp", kind: "interaction", turns: [{ say: "SSRI and 5-HTP together?", expect: { article: true, mentions: [/serotonin/, PROVIDER] } }] },
  { id: "synephrine-article", kind: "ingredient", turns: [{ say: "is bitter orange synephrine safe?", expect: { mentions: [/synephrine/, /stimulant/] } }] },
  { id: "geranium-trick", kind: "knowledge", turns: [{ say: "what is the geranium trick?", expect: { article: "read-a-label-against-the-dod-list", mentions: [/DMAA/] } }] },

  {
    id: "fish-oil-warfarin",
    kind: "interaction",
    turns: [{ say: "can I take fish oil with warfarin?", expect: { article: "supplement-interactions-with-medications#does-fish-oil-raise-bleeding-risk", mentions: [PROVIDER], notMentions: [/don't cover/] } }],
  },
  { id: "ten-thousand-iu", kind: "dosing", turns: [{ say: "is 10000 IU of vitamin D ok?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/4,000 IU/], rules: ["within-upper-limit"] } }] },

  // ---- knowledge follow-ups: the thread of the article question carries on ----------------------
  {
    id: "caffeine-then-nights",
    kind: "follow-up",
    turns: [
      { say: "how much caffeine is safe in a day?", expect: { article: "caffeine-limits-and-timing", mentions: [/400 mg/] } },
      { say: "and if I work nights, when should I stop?", expect: { article: "caffeine-limits-and-timing", mentions: [/6 (?:or more )?hours/] } },
    ],
  },
  {
    id: "vitamin-d-then-products",
    kind: "follow-up",
    turns: [
      { say: "how much vitamin D do I need?", expect: { article: "vitamin-d-and-upper-limits", mentions: [/600 IU/] } },
      { say: "which of your vitamin D products stay under the limit?", expect: { min: 1, rules: ["within-upper-limit"] } },
    ],
  },
  {
    id: "melatonin-then-dose",
    kind: "follow-up",
    turns: [
      { say: "does melatonin help with shift work?", expect: { article: "sleep-melatonin-and-shift-work" } },
      { say: "what dose did the studies use?", expect: { article: "sleep-melatonin-and-shift-work", mentions: [/0\.5 (?:to|-) 5 mg/] } },
    ],
  },

  // ---- ingredient status: the DoD list, OPSS red flags ------------------------------------------
  { id: "dmaa", kind: "ingredient", turns: [{ say: "Is a pre-workout with DMAA ok?", expect: { mentions: [/prohibited/, /DMAA/] } }] },
  {
    id: "bitter-orange",
    kind: "ingredient",
    turns: [{ say: "my fat burner has bitter orange (synephrine 20 mg), am I good?", expect: { mentions: [/synephrine/, /Ask the Expert|OPSS/, /stimulant/] } }],
  },
  {
    id: "geranium-label",
    kind: "ingredient",
    turns: [{ say: "Geranium extract (stem & leaves) 40 mg", expect: { mentions: [/geranium/, /DMAA/, /\bstop\b/i] } }],
  },
  { id: "ostarine", kind: "ingredient", turns: [{ say: "is ostarine allowed?", expect: { mentions: [/prohibited/, /enobosarm|ostarine/] } }] },
  { id: "creatine-banned", kind: "ingredient", turns: [{ say: "Is creatine banned?", expect: { mentions: [/not on the DoD|does not match|doesn't match|nothing in your question matches/i] } }] },
  { id: "octodrine", kind: "ingredient", turns: [{ say: "is octodrine in my pre legal", expect: { mentions: [/DMHA/, /prohibited/] } }] },
  { id: "higenamine", kind: "ingredient", turns: [{ say: "what about higenamine", expect: { mentions: [/higenamine/, /prohibited/] } }] },
  { id: "dmaa-chemical", kind: "ingredient", turns: [{ say: "label says 1,3-dimethylamylamine", expect: { mentions: [/DMAA/, /prohibited/] } }] },
  { id: "caffeine-allowed", kind: "ingredient", turns: [{ say: "Is caffeine allowed for soldiers?", expect: { mentions: [/caffeine/, /400 mg/] } }] },
  { id: "acacia", kind: "ingredient", turns: [{ say: "Acacia rigidula in a fat burner, ok?", expect: { mentions: [/Acacia rigidula/, /prohibited/] } }] },
  { id: "5htp-banned", kind: "ingredient", turns: [{ say: "is 5-HTP banned?", expect: { mentions: [/5-HTP/, /SSRI|antidepressant/] } }] },
  { id: "peak-sleep-banned", kind: "ingredient", turns: [{ say: "does the Peak Sleep Gummy have anything banned?", expect: { includes: ["bpn-peak-sleep-gummy"], mentions: [/DoD/] } }] },
  { id: "huperzine", kind: "ingredient", turns: [{ say: "is huperzine A prohibited?", expect: { mentions: [/huperzine/, /OPSS/] } }] },

  // ---- interactions and medical: the caution and a referral --------------------------------------
  {
    id: "sertraline-peak-sleep",
    kind: "interaction",
    turns: [{ say: "I'm on sertraline, can I take the Peak Sleep Gummy?", expect: { includes: ["bpn-peak-sleep-gummy"], mentions: [/SSRI|serotonin/, /5-HTP/, PROVIDER] } }],
  },
  { id: "ssri-sleep", kind: "interaction", turns: [{ say: "I take an SSRI, what can I use for sleep?", expect: { rules: ["no-5htp", { category: "sleep" }], mentions: [PROVIDER] } }] },
  { id: "bp-meds-creatine", kind: "interaction", turns: [{ say: "Can I take creatine with my blood pressure medication?", expect: { mentions: [PROVIDER] } }] },
  { id: "warfarin-vitamin-d", kind: "interaction", turns: [{ say: "I'm on warfarin, which vitamin D is ok?", expect: { rules: ["no-vitamin-k"], mentions: [/warfarin/, PROVIDER] } }] },
  { id: "pregnant-protein", kind: "interaction", turns: [{ say: "I'm pregnant, which protein is safe?", expect: { mentions: [/pregnan/, PROVIDER] } }] },
  { id: "chest-pain", kind: "interaction", turns: [{ say: "I have chest pain after my pre-workout, what should I do?", expect: { max: 0, mentions: [/medical care|emergency|911/] } }] },
  { id: "fluoxetine-pre", kind: "interaction", turns: [{ say: "on fluoxetine, any pre-workout ok?", expect: { rules: ["no-5htp"], mentions: [PROVIDER, /SSRI|antidepressant|fluoxetine/] } }] },
  { id: "thyroid-ashwagandha", kind: "interaction", turns: [{ say: "I take levothyroxine, is ashwagandha ok?", expect: { mentions: [/thyroid/, PROVIDER] } }] },
  { id: "maoi-sleep", kind: "interaction", turns: [{ say: "I'm on an MAOI, anything for sleep?", expect: { rules: ["no-5htp"], mentions: [/MAOI/, PROVIDER] } }] },
  { id: "high-bp-pre", kind: "interaction", turns: [{ say: "I have high blood pressure, best pre-workout?", expect: { rules: ["no-caffeine"], mentions: [/blood pressure/, PROVIDER] } }] },
  { id: "ashwagandha-sertraline", kind: "interaction", turns: [{ say: "does ashwagandha interact with sertraline?", expect: { mentions: [PROVIDER] } }] },
  { id: "zoloft-sleep", kind: "interaction", turns: [{ say: "I'm on Zoloft and want better sleep", expect: { rules: ["no-5htp"], mentions: [/SSRI|sertraline|Zoloft/, PROVIDER] } }] },

  // ---- duty context -----------------------------------------------------------------------------
  {
    id: "helo-pilot",
    kind: "duty",
    turns: [{ say: "I'm a helo pilot, any pre-workout with low caffeine?", expect: { min: 1, includes: ["klean-athlete-pre-workout"], rules: [{ caffeineMax: 100 }], mentions: [/flight surgeon/] } }],
  },
  { id: "night-shift-sharp", kind: "duty", turns: [{ say: "night shift tonight, need something to stay sharp but still sleep after", expect: { mentions: [/6 hours|before (?:you )?sleep/] } }] },
  { id: "deploy-heat", kind: "duty", turns: [{ say: "deploying to a hot AO next month, what should I pack for hydration?", expect: { min: 1, rules: [{ category: "hydration" }], mentions: [/heat|sodium/] } }] },
  { id: "drug-test-protein", kind: "duty", turns: [{ say: "I have a drug test next week, which protein is safe?", expect: { min: 1, rules: [{ category: "protein-recovery" }], mentions: [/drug test/, /lot|batch/] } }] },
  { id: "flight-status-sleep", kind: "duty", turns: [{ say: "what's safe for sleep when I'm on flight status?", expect: { mentions: [/flight surgeon/] } }] },
  { id: "heat-shifts", kind: "duty", turns: [{ say: "working 12s in the heat, electrolytes?", expect: { min: 1, rules: [{ category: "hydration" }] } }] },

  // ---- plans across categories -----------------------------------------------------------------
  { id: "ruck-recovery-stack", kind: "plan", turns: [{ say: "a stack for ruck and recovery", expect: { categories: ["hydration", "protein-recovery"] } }] },
  { id: "deployment-stack", kind: "plan", turns: [{ say: "what should my basic stack be for deployment?", expect: { min: 3 } }] },
  {
    id: "sleep-recovery-stack",
    kind: "plan",
    turns: [{ say: "stack for better sleep and recovery, no melatonin", expect: { categories: ["sleep", "protein-recovery"], rules: ["no-melatonin"] } }],
  },
  {
    id: "pre-protein-lactose-stack",
    kind: "plan",
    turns: [{ say: "pre-workout and protein stack, I'm lactose intolerant", expect: { categories: ["pre-workout"], rules: ["no-milk"] } }],
  },
  { id: "pt-test-stack", kind: "plan", turns: [{ say: "build me a stack for PT test prep: energy, hydration and recovery", expect: { categories: ["pre-workout", "hydration", "protein-recovery"] } }] },

  // ---- typos and slang --------------------------------------------------------------------------
  { id: "preworkut", kind: "typo", turns: [{ say: "preworkut", expect: { min: 1, rules: [{ category: "pre-workout" }] } }] },
  { id: "electrolites", kind: "typo", turns: [{ say: "electrolites for a ruck", expect: { min: 1, rules: [{ category: "hydration" }] } }] },
  { id: "melatonine", kind: "typo", turns: [{ say: "melatonine ok?", expect: { min: 1, rules: [{ category: "sleep" }] } }] },
  { id: "pre-slang", kind: "typo", turns: [{ say: "best pre for 5am pt", expect: { min: 1, rules: [{ category: "pre-workout" }] } }] },
  { id: "protien", kind: "typo", turns: [{ say: "whey protien", expect: { min: 1, rules: [{ category: "protein-recovery" }] } }] },
  { id: "multivitamn", kind: "typo", turns: [{ say: "multivitamn recs", expect: { min: 1, rules: [{ category: "vitamins" }] } }] },
  { id: "fish-oyl", kind: "typo", turns: [{ say: "fish oyl", expect: { min: 1, rules: [{ name: /omega|EPA/i }] } }] },
  { id: "slep", kind: "typo", turns: [{ say: "slep help pls", expect: { min: 1, rules: [{ category: "sleep" }] } }] },
  { id: "magnesum", kind: "typo", turns: [{ say: "magnesum for sleep", expect: { min: 1, rules: [{ name: /magnesium/i }] } }] },
  { id: "stims-leg-day", kind: "typo", turns: [{ say: "any good stims for leg day", expect: { min: 1, rules: ["stimulant"] } }] },

  // ---- scope: only the truly unrelated is out of scope -------------------------------------------
  { id: "weather", kind: "scope", turns: [{ say: "What's the weather in Norfolk?", expect: { outOfScope: true } }] },
  { id: "poem", kind: "scope", turns: [{ say: "Write me a poem about tanks", expect: { outOfScope: true } }] },
  { id: "super-bowl", kind: "scope", turns: [{ say: "who won the super bowl last year?", expect: { outOfScope: true } }] },
  { id: "cramping", kind: "scope", turns: [{ say: "I keep cramping on long runs", expect: { min: 1, rules: [{ category: "hydration" }] } }] },
  { id: "always-tired", kind: "scope", turns: [{ say: "I'm always tired on duty", expect: {} }] },
  { id: "thanks", kind: "scope", turns: [{ say: "Help with sleep" }, { say: "thanks!", expect: { mentions: [/welcome/] } }] },

  // ---- quiz hand-off ----------------------------------------------------------------------------
  {
    id: "quiz-sleep",
    kind: "handoff",
    turns: [
      {
        say: "From my sleep quiz: I take an SSRI, no melatonin, flight duty tomorrow. Tell me more about Klean Magnesium (90 vegetarian capsules) and Magnesium L-Threonate",
        expect: {
          includes: ["klean-magnesium", "momentous-magnesium-l-threonate"],
          rules: ["no-melatonin", "no-5htp"],
          mentions: [/SSRI/, PROVIDER, /flight surgeon/],
        },
      },
    ],
  },
  {
    id: "quiz-pre",
    kind: "handoff",
    turns: [
      {
        say: "From my pre-workout quiz: no caffeine, dairy-free. Tell me more about Pump Non-Stim Pre-Workout",
        expect: { includes: ["raw-pump-non-stim"], rules: ["no-caffeine", "no-milk"] },
      },
    ],
  },
  {
    id: "quiz-protein",
    kind: "handoff",
    turns: [
      {
        say: "From my protein quiz: lactose intolerant, up to $2.50 a serving. Tell me more about Essential Aminos + HMB",
        // Its certified variant has no price on record, so the answer cannot hold it to the budget: it says so.
        expect: { includes: ["klean-essential-aminos-hmb"], rules: ["no-milk"], mentions: [/Not a fit for what you told me:\*\* no price per serving on record/] },
      },
    ],
  },
];
