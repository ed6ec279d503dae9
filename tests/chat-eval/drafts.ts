/**
 * Drafts in the habits of Llama-class models (tip bullets, hedges, markdown headings, invented
 * figures, a competitor's brand, a price copied from the conversation, marketing claims), each
 * with the verdict its units must get: a sentence, a list item or a heading, in order. The same
 * corpus feeds the grounding tests and `npm run bench:chat`.
 */

export type ExpectedVerdict = "pass" | "drop" | "replace";

export interface CorpusDraft {
  id: string;
  habit: string;
  /** The person's message: the plan (products as [[P1]], passages as [[S1]]) is the engine's for it. */
  message: string;
  history?: { role: "user" | "assistant"; content: string }[];
  draft: string;
  expect: ExpectedVerdict[];
}

const PRE = "Best pre-workout?";
const SSRI = "I'm on sertraline, can I take the Peak Sleep Gummy?";
const VITAMIN_D = "how much vitamin D per day is safe?";
const CREATINE = "creatine loading per day?";
const PROTEIN = "Protein for recovery";
const OSTARINE = "Is ostarine allowed?";
const SEALS = "NSF vs Informed Sport?";
const EARLIER_PICKS = [
  { role: "user" as const, content: "sleep aid without melatonin" },
  {
    role: "assistant" as const,
    content:
      "1. **Klean Magnesium (90 vegetarian capsules)** by Klean Athlete — calm. $0.35 per serving · NSF Certified for Sport. [Details](/compare/klean-magnesium)\n2. **Dream (PeptiSleep capsules)** by SwissRX — sleep. $1.10 per serving. [Details](/compare/swissrx-dream)",
  },
];

export const DRAFT_CORPUS: readonly CorpusDraft[] = [
  // Tips, lists, headings and hedges: honest prose that names nothing.
  { id: "tip-bullets", habit: "bullets", message: PRE, draft: "Here are a few tips before you pick one:\n- Stay hydrated.\n- Eat a light meal an hour before PT.\n- Start with half a scoop to see how you react.\n", expect: ["pass", "pass", "pass", "pass"] },
  { id: "numbered-picks", habit: "bullets", message: PRE, draft: "Here are three certified options.\n\n1. [[P1]] — clean energy for early PT.\n2. [[P2]] — a solid choice.\n3. [[P3]] — also a good fit.\n", expect: ["pass", "pass", "pass", "pass"] },
  { id: "dash-picks", habit: "bullets", message: PRE, draft: "- [[P1]]: clean energy\n- [[P2]]: no crash\n", expect: ["pass", "pass"] },
  { id: "heading-picks", habit: "headings", message: PRE, draft: "## Top Picks\n1. [[P1]] — steady energy.\n", expect: ["pass", "pass"] },
  { id: "bold-tip", habit: "bullets", message: PRE, draft: "- **Hydration**: drink water before PT.\n- **Timing**: take it 30 minutes out.\n", expect: ["pass", "pass"] },
  { id: "hedge-doctor", habit: "hedges", message: PRE, draft: "I'm not a doctor, but these are well-regarded options. Always check with your unit's medical staff if you have concerns.\n1. [[P1]] — a good start.\n", expect: ["pass", "pass", "pass"] },
  { id: "hedge-it-depends", habit: "hedges", message: PRE, draft: "It really depends on your goals and how you handle stimulants. Generally speaking, start low and see how you feel.\n", expect: ["pass", "pass"] },
  { id: "heading-bottom-line", habit: "headings", message: SSRI, draft: "### Bottom line\nCheck with your provider first.\n", expect: ["pass", "pass"] },
  { id: "caution-copied", habit: "instructions followed too well", message: SSRI, draft: "[[C1]]\nThe gummy is not a good match with your medication.\n", expect: ["drop", "pass"] },
  { id: "pharmacist", habit: "hedges", message: SSRI, draft: "Talk to your pharmacist before you combine them. They can check your full medication list.\n", expect: ["pass", "pass"] },
  { id: "vitd-general", habit: "hedges", message: VITAMIN_D, draft: "Get your levels checked before you add a supplement.\n", expect: ["pass"] },
  { id: "creatine-general", habit: "hedges", message: CREATINE, draft: "Creatine is one of the best-studied supplements. Drink plenty of water while you take it.\n", expect: ["pass", "pass"] },
  { id: "protein-general", habit: "bullets", message: PROTEIN, draft: "Whey isolate is usually easy on the stomach.\n1. [[P1]] — clean whey.\n", expect: ["pass", "pass"] },
  { id: "seals-general", habit: "hedges", message: SEALS, draft: "Both seals mean the product was screened for substances banned in sport.\n", expect: ["pass"] },
  { id: "cheaper-of-two", habit: "history", message: "which of those is cheapest?", history: EARLIER_PICKS, draft: "[[P1]] costs the least of the two.\n", expect: ["pass"] },

  // Amounts: held to the plan's facts and passages, in any unit.
  { id: "caffeine-limits", habit: "figures", message: PRE, draft: "Keep caffeine to 200 mg at a time and 400 mg a day.\n", expect: ["pass"] },
  { id: "caffeine-in-grams", habit: "figures", message: PRE, draft: "That is 0.2 g at a time, at most.\n", expect: ["pass"] },
  { id: "vitd-limit", habit: "figures", message: VITAMIN_D, draft: "The upper limit for adults is 4,000 IU a day.\n", expect: ["pass"] },
  { id: "vitd-mcg", habit: "figures", message: VITAMIN_D, draft: "That is 100 mcg of vitamin D.\n", expect: ["pass"] },
  { id: "five-htp-amount", habit: "figures", message: SSRI, draft: "It has 200 mg of 5-HTP per serving, which is the concern.\n", expect: ["pass"] },
  { id: "invented-citrulline", habit: "invented figures", message: PRE, draft: "Aim for 11 g of citrulline per serving.\n1. [[P1]] — fits.\n", expect: ["drop", "pass"] },
  { id: "invented-caffeine", habit: "invented figures", message: PRE, draft: "Most people can handle 600 mg of caffeine a day.\n", expect: ["drop"] },
  { id: "invented-melatonin", habit: "invented figures", message: SSRI, draft: "Melatonin at 7.5 mg works for most people.\n", expect: ["drop"] },
  { id: "vitd-above-limit", habit: "invented figures", message: VITAMIN_D, draft: "Most people do fine on 10,000 IU a day.\n", expect: ["drop"] },
  { id: "vitd-winter", habit: "invented figures", message: VITAMIN_D, draft: "Get your levels checked. Take 6,000 IU in winter.\n", expect: ["pass", "drop"] },
  { id: "creatine-loading", habit: "invented figures", message: CREATINE, draft: "Loading takes about 9 g four times a day.\n", expect: ["drop"] },

  // Names: only the plan's products, never another brand or a product of the model's own.
  { id: "competitor-alt", habit: "competitor brand", message: PRE, draft: "If you can't find these, C4 is a popular alternative.\n1. [[P1]] — a better choice.\n", expect: ["drop", "pass"] },
  { id: "competitor-protein", habit: "competitor brand", message: PROTEIN, draft: "Optimum Nutrition Gold Standard is another classic.\n1. [[P1]] — clean whey.\n", expect: ["drop", "pass"] },
  { id: "competitor-in-list", habit: "competitor brand", message: PRE, draft: "1. Ghost Legend — great taste.\n", expect: ["drop"] },
  { id: "own-product", habit: "invented product", message: PRE, draft: "Here are my picks.\n1. Mystery Blend X — try it.\n", expect: ["pass", "drop"] },
  { id: "title-case-tip", habit: "bullets", message: PRE, draft: "- Sleep Well — recovery happens at night.\n", expect: ["drop"] },
  { id: "title-case-tip-verb", habit: "bullets", message: PRE, draft: "- **Stay Hydrated**: drink water before PT.\n- **Eat First**: a light meal an hour out.\n", expect: ["pass", "pass"] },
  { id: "product-as-tip", habit: "invented product", message: PRE, draft: "- **Recover Max**: a great stack for after PT.\n", expect: ["drop"] },
  { id: "trademark", habit: "invented product", message: PRE, draft: "Try PumpMax™ for a bigger pump.\n", expect: ["drop"] },
  { id: "unknown-token", habit: "invented product", message: PRE, draft: "1. [[P42]] — strong pick.\n", expect: ["drop"] },

  // Prices and links: the site adds them.
  { id: "price-in-pick", habit: "prices", message: PRE, draft: "1. [[P1]] — about $1.50 a serving, a great value.\n", expect: ["replace"] },
  { id: "price-copied", habit: "copied price from history", message: "which of those is cheapest?", history: EARLIER_PICKS, draft: "The cheapest is [[P1]] at $0.35 per serving.\n", expect: ["drop"] },
  { id: "outside-link", habit: "links", message: PRE, draft: "Read more at https://www.bodybuilding.com/pre-workout for reviews.\n", expect: ["drop"] },
  { id: "invented-article", habit: "links", message: SEALS, draft: "More in [our testing guide](/blog/how-testing-works).\n", expect: ["drop"] },
  // Every Markdown form of a link that is not ours or a listed source is dropped.
  { id: "reference-link", habit: "links", message: SEALS, draft: "Reviews are [here][1].\n\n[1]: https://evil.example/reviews\n", expect: ["pass", "drop"] },
  { id: "autolink", habit: "links", message: SEALS, draft: "Reviews are at <https://evil.example/reviews>.\n", expect: ["drop"] },
  { id: "protocol-relative-link", habit: "links", message: SEALS, draft: "Reviews are [here](//evil.example/reviews).\n", expect: ["drop"] },
  { id: "angle-bracket-link", habit: "links", message: SEALS, draft: "Reviews are [here](<https://evil.example/reviews>).\n", expect: ["drop"] },
  { id: "one-slash-link", habit: "links", message: SEALS, draft: "Reviews are at http:/evil.example/reviews today.\n", expect: ["drop"] },
  { id: "mailto-link", habit: "links", message: SEALS, draft: "Write to [the author](mailto:a@evil.example) for more.\n", expect: ["drop"] },

  // Claims known to be false, and the DoD list.
  { id: "military-approved", habit: "marketing claims", message: PRE, draft: "All of these are military approved, so you are covered.\n", expect: ["drop"] },
  { id: "dod-approved", habit: "marketing claims", message: PRE, draft: "Stick to DoD-approved supplements.\n", expect: ["drop"] },
  { id: "natural-safe", habit: "marketing claims", message: PRE, draft: "Natural ingredients mean it's safe for everyone.\n", expect: ["drop"] },
  { id: "nsf-every-lot", habit: "marketing claims", message: SEALS, draft: "NSF tests every lot, so any NSF product is clean.\n", expect: ["replace"] },
  { id: "informed-every-batch", habit: "citations", message: SEALS, draft: "Informed Sport tests every batch before it goes on sale [[S1]].\n", expect: ["pass"] },
  { id: "banned-outside-plan", habit: "warnings", message: PRE, draft: "Avoid anything with DMAA.\n1. [[P1]] — clean label.\n", expect: ["pass", "pass"] },
  { id: "banned-with-a-but", habit: "contradiction", message: PRE, draft: "Avoid DMAA unless you are cutting.\n1. [[P1]] — clean label.\n", expect: ["drop", "pass"] },
  { id: "ostarine-no", habit: "warnings", message: OSTARINE, draft: "No. Ostarine is on the DoD list and can end a career.\n", expect: ["pass", "pass"] },
  { id: "ostarine-fine", habit: "contradiction", message: OSTARINE, draft: "It's fine in small amounts.\n", expect: ["drop"] },
  { id: "ostarine-cycle", habit: "contradiction", message: OSTARINE, draft: "Ostarine is safe if you cycle it.\n", expect: ["drop"] },
];
