import { describe, expect, it } from "vitest";
import { CHAT_VOCABULARY as VOCABULARY } from "~/.server/chat/vocabulary";
import { effectsOf, parseVocabulary, readConcepts } from "~/domain/chat/concepts";
import { meantListHit } from "~/domain/chat/concerns";

const effects = (message: string) => effectsOf(readConcepts(message, VOCABULARY));

describe("chat vocabulary", () => {
  it("loads and validates the vocabulary file", () => {
    expect(VOCABULARY.length).toBeGreaterThan(40);
  });

  it("refuses a symptom or myth concept without a source", () => {
    const concept = { id: "x", kind: "symptom", terms: ["tingle"], when: "stated", effect: { symptom: "paresthesia" } };
    expect(() => parseVocabulary({ version: 1, concepts: [concept] })).toThrow(/needs a source/);
  });

  it.each([
    ["whey tears my stomach up every time", { kind: "diet", diet: "dairy-free" }],
    ["dairy wrecks my gut", { kind: "diet", diet: "dairy-free" }],
    ["milk makes me bloat", { kind: "diet", diet: "dairy-free" }],
    ["fyi i dont do caffeine, green tea extract, guarana, none of that", { kind: "exclude", ingredient: "caffeine" }],
    ["no stims allowed", { kind: "exclude", ingredient: "caffeine" }],
    ["i eat fully plant based, nothing from animals", { kind: "diet", diet: "vegan" }],
    ["got the celiac dx last yr", { kind: "diet", diet: "gluten-free" }],
    ["i gag on shakes, literally cannot chug them", { kind: "form", forms: ["capsule", "tablet", "softgel"] }],
  ])("reads a constraint stated another way: %s", (message, constraint) => {
    expect(effects(message).constraints).toContainEqual(constraint);
  });

  it.each([
    "my knees are toast after that 2 mile",
    "im amped af for the ACFT next week lol",
    "been on a coke zero kick all week lol",
    "my roommate says supplements are just expensive pills for people who dont grind",
    "drinking Gatorade Zero in the field but its not cutting it",
    "nah im not vegan or anything lol, i eat everything",
    "big gluten for punishment here, signed up for the 12 mile ruck",
    "caffeine doesnt even touch me anymore, i could drink a pot and nap",
    "got smoked at PT this morning, legit thought i was gonna die lmao",
    "my back is shot",
  ])("an idiom or a brand name sets nothing: %s", (message) => {
    expect(effects(message).constraints).toEqual([]);
    expect(effects(message).symptoms).toEqual([]);
  });

  it.each([
    ["took my pre 15 min ago and now my cheeks and ears feel like pins and needles", "paresthesia"],
    ["tried a new protein and now i got hives on my arms and my lip looks kinda puffy", "allergic"],
    ["did a pre plus a monster before the run and my chest feels tight and kinda heavy", "cardiac"],
    ["my pee is like cola colored and my quads are crazy sore after PT", "rhabdo"],
    ["pounding headache and want to puke after the ruck, it was like 95 out", "heat"],
    ["started a fat burner last week, cant sleep, hands shaky", "overload"],
    ["honestly last time i took one i almost blacked out on the run", "faint"],
  ])("reads a symptom: %s", (message, symptom) => {
    expect(effects(message).symptoms).toContain(symptom);
  });

  it("takes a typo of a medicine's name but not an everyday word one letter away from it", () => {
    expect(readConcepts("been on a stattin for my cholesterol", VOCABULARY).hits.map((h) => h.concept.id)).toEqual(readConcepts("been on a statin for my cholesterol", VOCABULARY).hits.map((h) => h.concept.id));
    expect(readConcepts("at my last duty station the CSM banned energy drinks", VOCABULARY).hits.filter((h) => h.concept.kind === "drug-class")).toEqual([]);
  });

  it("does not read a sleep problem as a reaction", () => {
    expect(effects("need a sleep aid, i cant sleep on this schedule").symptoms).toEqual([]);
  });

  it.each([
    ["guy at the smoke shop says Neptunes Fix is basically natural adderall", "tianeptine"],
    ["whats the deal w that tianaa stuff at the 7-11", "tianeptine"],
    ["my pre lists 'geranium stem' in the blend", "DMAA"],
    ["kratoms just a leaf right? plant based so it should be fine", "kratom"],
  ])("names a substance it cannot vouch for: %s", (message, name) => {
    expect(effects(message).substances.map((s) => s.name)).toContain(name);
  });

  it.each([
    ["on 100mg of zoloft", "ssri"],
    ["i take vyvanse for adhd", "stimulant-medication"],
    ["got put on eliquis after a clot", "blood-thinner"],
    ["she just found out shes about 8 wks along btw", "pregnancy"],
    ["4 months postpartum and still nursing my little one", "breastfeeding"],
    ["had SVT a while back", "heart"],
  ])("names a medicine or condition by any name: %s", (message, id) => {
    expect(effects(message).conditions).toContain(id);
  });

  it.each([
    ["0500 brief for a flight tmrw", "aircrew"],
    ["crew chief on 60s, we usually go wheels up around 0600", "aircrew"],
    ["is my pre gonna make me pop hot", "drug-test"],
    ["on mids this month", "night-shift"],
  ])("names a duty in other words: %s", (message, id) => {
    expect(effects(message).duties).toContain(id);
  });

  it("reads sleep soon from the timing", () => {
    expect(effects("barracks lights out is 2200 and i lift at 1830").sleepSoon).toBe(true);
  });

  it.each([
    ["what pre do special forces guys run", "special"],
    ["tub says used by special forces", "special"],
    ["im in the special ops pipeline, need protein", "special"],
    ["is there a natural adderall thats legal", "adderall"],
    ["this pre is basically adderall lol", "adderall"],
  ])("reads a DoD list name inside an idiom or a claim as no substance taken: %s", (message, listName) => {
    const reading = readConcepts(message, VOCABULARY);
    expect(meantListHit({ found: listName, term: listName, fuzzy: false }, reading.claims)).toBe(false);
    expect(effectsOf(reading).substances).toEqual([]);
  });

  it.each([
    "that citrus electrolyte was rad, got anything similar",
    "i ran a 10k, need electrolytes",
    "gw bridge traffic killed my morning, need a quick pre",
    "my cousin is in special forces, what protein does he need",
    "which protein has informed sport",
    "is nsf certified for sport legit for protein",
    "are collagen peptides worth it for my knees",
    "is the fake sugar in my pre bad for me",
    "that pre was rad, legal for us too?",
  ])("sets nothing from an ordinary phrase: %s", (message) => {
    const e = effects(message);
    expect([e.substances, e.constraints, e.conditions]).toEqual([[], [], []]);
    expect(e.myths).toEqual([]);
  });

  it.each([
    ["my roommate swears by mit45 for his back", "kratom"],
    ["anyone tried noofen for nerves", "phenibut"],
    ["phenbut helps me sleep", "phenibut"],
    ["picked up some zaza at a vape shop", "tianeptine"],
    ["guys run rad and osta on a cycle", "sarm"],
    ["bpc 157 for cutting", "research peptide"],
  ])("knows a street or brand name with what to say of it: %s", (message, name) => {
    const substance = effects(message).substances.find((s) => s.name === name);
    expect(substance?.answer).toMatch(/DoD Prohibited Dietary Supplement Ingredients list/);
    expect(substance?.source?.url).toMatch(/^https:\/\//);
  });

  it.each([
    ["tub says military grade, does that mean anything", /marketing/],
    ["label says trusted by navy seals", /marketing/],
    ["if it just says nsf on the label is that enough", /not the same as NSF Certified for Sport/],
    ["isnt creatine a steroid", /creatine is not a steroid/],
    ["my ssg says creatine is basically roids", /not treat it as an illegal substance/],
    ["herbal stuff is safe cause it comes from plants right", /no protection for your health/],
  ])("corrects a myth said another way: %s", (message, answer) => {
    expect(effects(message).myths.map((m) => m.answer).join(" ")).toMatch(answer);
  });

  it("takes a typo match that drops a whole word of a list name for no match", () => {
    expect(meantListHit({ found: "special", term: "Special K", fuzzy: true }, [])).toBe(false);
    expect(meantListHit({ found: "special k", term: "Special K", fuzzy: false }, [])).toBe(true);
    expect(meantListHit({ found: "phenbut", term: "phenibut", fuzzy: true }, [])).toBe(true);
    expect(meantListHit({ found: "adderall", term: "Adderall", fuzzy: false }, ["natural adderall"])).toBe(false);
  });
});
