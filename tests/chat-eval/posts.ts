import type { PassageHit } from "~/.server/chat/knowledge";

/**
 * Test posts for the chat's knowledge answers: short guides written for the tests, seeded into
 * the local D1 before the evaluation runs, so no test depends on the published articles. Each
 * section is one passage the search can return; figures match the sources the real guides cite.
 */

export interface FixtureSection {
  heading: string;
  anchor: string;
  text: string;
}

export interface FixturePost {
  slug: string;
  kind: "guide" | "article";
  title: string;
  description: string;
  sources: { title: string; url: string }[];
  /** The answer-first paragraph before the first heading. */
  intro: string;
  sections: FixtureSection[];
}

export const FIXTURE_POSTS: readonly FixturePost[] = [
  {
    slug: "caffeine-limits-and-timing",
    kind: "guide",
    title: "Caffeine limits and timing for training and duty",
    description: "How much caffeine is safe in a day and in one dose, and how to time it around PT, shifts and sleep.",
    sources: [{ title: "OPSS: Caffeine and performance", url: "https://www.opss.org/article/caffeine-performance" }],
    intro: "Up to 400 mg of caffeine a day is considered safe for most healthy adults, and about 200 mg at one time is the most most people need for a performance benefit.",
    sections: [
      {
        heading: "How much caffeine is safe in a day?",
        anchor: "how-much-caffeine-is-safe-in-a-day",
        text: "For healthy adults who are not pregnant or breastfeeding, up to 400 mg of caffeine a day is considered safe. Count every source: coffee, energy drinks, pre-workouts, gum and rations all add up.",
      },
      {
        heading: "How much caffeine should I take before a PT test?",
        anchor: "how-much-caffeine-should-i-take-before-a-pt-test",
        text: "About 200 mg at one time, taken 30 to 60 minutes before the event, is enough for most people; more adds side effects such as jitters and a racing heart rather than performance. An 8 oz cup of brewed coffee has about 100 mg.",
      },
      {
        heading: "When should I stop caffeine before sleep?",
        anchor: "when-should-i-stop-caffeine-before-sleep",
        text: "Caffeine keeps acting for hours, so stop taking it about 6 hours before you plan to sleep, including before a day sleep after a night shift.",
      },
      {
        heading: "What about aircrew and flight status?",
        anchor: "what-about-aircrew-and-flight-status",
        text: "If you fly, your flight surgeon's rules come first: the services prohibit most dietary supplements for flight crew, energy drinks and performance products included, unless a flight surgeon approves an exception.",
      },
    ],
  },
  {
    slug: "creatine-what-it-does-and-how-to-take-it",
    kind: "guide",
    title: "Creatine: what it does and how to take it",
    description: "Creatine monohydrate for strength and repeated sprints: loading, daily dose and what to expect.",
    sources: [{ title: "ISSN position stand: creatine supplementation", url: "https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0173-z" }],
    intro: "Creatine monohydrate is one of the best-studied supplements for strength and repeated high-intensity efforts.",
    sections: [
      {
        heading: "How do I load creatine?",
        anchor: "how-do-i-load-creatine",
        text: "A loading phase uses about 0.3 g per kg of body weight a day, roughly 20 g split into four doses, for 5 to 7 days. Loading is optional: it fills your muscles faster but ends in the same place.",
      },
      {
        heading: "How much creatine a day after loading?",
        anchor: "how-much-creatine-a-day-after-loading",
        text: "After loading, or instead of it, 3 to 5 g a day keeps muscle stores full. Without loading they fill in about 3 to 4 weeks.",
      },
      {
        heading: "Is creatine on the DoD prohibited list?",
        anchor: "is-creatine-on-the-dod-prohibited-list",
        text: "No. Creatine is not on the DoD Prohibited Dietary Supplement Ingredients list; choose a certified product so the tub holds only what the label says.",
      },
    ],
  },
  {
    slug: "vitamin-d-and-upper-limits",
    kind: "guide",
    title: "Vitamin D and its upper limit",
    description: "How much vitamin D adults need and where the tolerable upper intake level sits.",
    sources: [{ title: "NIH ODS: Vitamin D fact sheet for health professionals", url: "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/" }],
    intro: "Adults up to 70 need 600 IU (15 mcg) of vitamin D a day, and the tolerable upper intake level is 4,000 IU (100 mcg) a day from all sources.",
    sections: [
      {
        heading: "How much vitamin D do I need?",
        anchor: "how-much-vitamin-d-do-i-need",
        text: "The recommended intake for adults aged 19 to 70 is 600 IU (15 mcg) a day, and 800 IU (20 mcg) after 70.",
      },
      {
        heading: "What is the upper limit for vitamin D?",
        anchor: "what-is-the-upper-limit-for-vitamin-d",
        text: "The tolerable upper intake level for adults is 4,000 IU (100 mcg) a day, counting every supplement and fortified food. Take more only on a clinician's advice.",
      },
      {
        heading: "What is the upper limit for magnesium?",
        anchor: "what-is-the-upper-limit-for-magnesium",
        text: "The upper limit for magnesium is 350 mg a day, and it counts magnesium from supplements and medicines only, not from food.",
      },
    ],
  },
  {
    slug: "nsf-certified-for-sport-vs-informed-sport",
    kind: "guide",
    title: "NSF Certified for Sport vs Informed Sport",
    description: "What each certification tests and how to look up your product and lot.",
    sources: [{ title: "OPSS: Third-party certification", url: "https://www.opss.org/article/third-party-certification-why-its-important" }],
    intro: "Both programs test supplements for substances banned in sport and both are recognized by OPSS; they differ in how they test lots and list products.",
    sections: [
      {
        heading: "How do NSF Certified for Sport and Informed Sport differ?",
        anchor: "how-do-nsf-certified-for-sport-and-informed-sport-differ",
        text: "NSF Certified for Sport tests each product for more than 280 banned substances, audits the factory and checks the label matches the contents. Informed Sport tests every batch before release and lets you look up the batch number.",
      },
      {
        heading: "How do I check my lot?",
        anchor: "how-do-i-check-my-lot",
        text: "Search the product on the certifier's database and match the lot or batch number printed on your container.",
      },
    ],
  },
  {
    slug: "protein-needs-and-timing",
    kind: "guide",
    title: "Protein needs and timing",
    description: "Grams per kilo, per meal, and whether lactose matters when you choose a powder.",
    sources: [{ title: "ISSN position stand: protein and exercise", url: "https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0177-8" }],
    intro: "Most people who train hard do well on 1.4 to 2.0 g of protein per kg of body weight a day, spread over meals.",
    sections: [
      {
        heading: "How much protein do I need per day?",
        anchor: "how-much-protein-do-i-need-per-day",
        text: "For people who train, 1.4 to 2.0 g of protein per kg of body weight a day covers building and keeping muscle.",
      },
      {
        heading: "Does lactose matter when I choose a whey powder?",
        anchor: "does-lactose-matter-when-i-choose-a-whey-powder",
        text: "Whey isolate is filtered further than concentrate and carries less lactose, but it is still a milk product; if you are lactose intolerant look for a powder labelled lactose-free, or a plant protein such as pea, rice or soy.",
      },
    ],
  },
  {
    slug: "hydration-and-electrolytes-in-the-heat",
    kind: "guide",
    title: "Hydration and electrolytes in the heat",
    description: "How much to drink on a ruck, when electrolytes help, and the risk of drinking too much water.",
    sources: [{ title: "HPRC: Hydration and performance", url: "https://www.hprc-online.org/nutrition/hydration" }],
    intro: "Drink to a plan on long efforts in the heat, and add sodium when you sweat for more than an hour.",
    sections: [
      {
        heading: "What should I drink during a long ruck?",
        anchor: "what-should-i-drink-during-a-long-ruck",
        text: "On efforts over an hour in the heat, drink regularly and use a drink or tablet with sodium; water alone over many hours can dilute blood sodium.",
      },
      {
        heading: "How much water is too much?",
        anchor: "how-much-water-is-too-much",
        text: "Drinking far more than you sweat, especially plain water over many hours, can lead to low blood sodium (hyponatremia). Do not drink more than about 1.5 quarts an hour.",
      },
    ],
  },
  {
    slug: "sleep-melatonin-and-shift-work",
    kind: "guide",
    title: "Sleep, melatonin and shift work",
    description: "What helps sleep on a night shift, melatonin doses and next-day grogginess.",
    sources: [{ title: "HPRC: Shifts happen", url: "https://www.hprc-online.org/mental-fitness/sleep-stress/shifts-happen-managing-your-sleep-irregular-work-schedules" }],
    intro: "Dark, cool, quiet sleep and a fixed routine come first; melatonin helps shift the body clock for some people.",
    sections: [
      {
        heading: "Will melatonin make me groggy the next day?",
        anchor: "will-melatonin-make-me-groggy-the-next-day",
        text: "Some people feel groggy after melatonin, more often at higher doses or when they cannot sleep long enough afterwards; doses used in studies were mostly 0.5 to 5 mg.",
      },
      {
        heading: "How do I sleep after a night shift?",
        anchor: "how-do-i-sleep-after-a-night-shift",
        text: "Keep the room dark and cool, wear sunglasses on the way home, and keep the same sleep window on work days.",
      },
    ],
  },
  {
    slug: "supplement-interactions-with-medications",
    kind: "guide",
    title: "Supplement and medication interactions",
    description: "5-HTP and antidepressants, vitamin K and warfarin, stimulants and blood pressure.",
    sources: [{ title: "NCCIH: How medications and supplements can interact", url: "https://www.nccih.nih.gov/health/know-science/how-medications-supplements-interact" }],
    intro: "Some supplements change how medicines work; tell your provider or pharmacist about everything you take.",
    sections: [
      {
        heading: "Can I take 5-HTP with an SSRI or another antidepressant?",
        anchor: "can-i-take-5-htp-with-an-ssri-or-another-antidepressant",
        text: "5-HTP raises serotonin; combined with an SSRI, another antidepressant or an MAOI it can cause serotonin syndrome. Do not combine them without your prescriber's advice.",
      },
      {
        heading: "Does vitamin K interfere with warfarin?",
        anchor: "does-vitamin-k-interfere-with-warfarin",
        text: "Vitamin K works against warfarin, so a change in vitamin K intake can change its effect; talk to your clinician before starting a vitamin K supplement.",
      },
      {
        heading: "Are stimulant pre-workouts safe with high blood pressure?",
        anchor: "are-stimulant-pre-workouts-safe-with-high-blood-pressure",
        text: "Stimulants raise heart rate and blood pressure; with high blood pressure or heart medicine, ask your provider before using any stimulant product.",
      },
    ],
  },
  {
    slug: "read-a-label-against-the-dod-list",
    kind: "guide",
    title: "Reading a label against the DoD list",
    description: "Check every ingredient, spot blends and names like geranium that hide stimulants.",
    sources: [{ title: "FDA: DMAA in dietary supplements", url: "https://www.fda.gov/food/dietary-supplement-products-ingredients/dmaa-products-marketed-dietary-supplements-promise-weight-loss-better-workouts-and-more" }],
    intro: "Check every ingredient name against the DoD list and treat blends and plant names that hide stimulants as red flags.",
    sections: [
      {
        heading: "What is the geranium trick?",
        anchor: "what-is-the-geranium-trick",
        text: "DMAA has been sold as geranium extract; a label that lists geranium in a pre-workout or fat burner may hide DMAA, which is prohibited.",
      },
      {
        heading: "Why are proprietary blends a problem?",
        anchor: "why-are-proprietary-blends-a-problem",
        text: "A blend does not show how much of each ingredient you take, and stimulants can hide inside it.",
      },
    ],
  },
  {
    slug: "energy-drinks-on-duty",
    kind: "article",
    title: "Energy drinks on duty",
    description: "How much caffeine energy drinks carry and how to count them against your daily limit.",
    sources: [{ title: "OPSS: Energy drinks", url: "https://www.opss.org/article/energy-drinks" }],
    intro: "A 16 oz energy drink often carries about 160 mg of caffeine or more; count it with everything else.",
    sections: [
      {
        heading: "How much caffeine is in an energy drink?",
        anchor: "how-much-caffeine-is-in-an-energy-drink",
        text: "Many 16 oz energy drinks carry 150 to 300 mg of caffeine, and some add other stimulants. Read the label and add it to your daily total.",
      },
    ],
  },
];

/** "/blog/<slug>#<anchor>" for every fixture section, and "/blog/<slug>" for every fixture post. */
export function fixtureArticleLinks(): Set<string> {
  const links = new Set<string>();
  for (const post of FIXTURE_POSTS) {
    links.add(`/blog/${post.slug}`);
    for (const s of post.sections) links.add(`/blog/${post.slug}#${s.anchor}`);
  }
  return links;
}

/**
 * A stand-in for the article search over the test posts: sections scored by how many of the
 * query's words they contain. Used only until the site's own search is wired in these tests.
 */
export function fixturePassages(query: string, options: { limit?: number } = {}): PassageHit[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const hits: PassageHit[] = [];
  for (const post of FIXTURE_POSTS) {
    for (const section of post.sections) {
      const text = `${post.title} ${section.heading} ${section.text}`.toLowerCase();
      const score = words.filter((w) => text.includes(w.replace(/s$/, ""))).length;
      if (score > 0) {
        hits.push({
          slug: post.slug,
          kind: post.kind,
          postTitle: post.title,
          heading: section.heading,
          anchor: section.anchor,
          text: section.text,
          snippet: section.text.slice(0, 120),
          rank: -score,
        });
      }
    }
  }
  return hits.sort((a, b) => a.rank - b.rank).slice(0, options.limit ?? 5);
}
