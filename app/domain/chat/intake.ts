import { onlyTheirOwn } from "./whose";
import type { Constraint } from "~/domain/catalogue/constraints";
import { LIMITS } from "~/domain/safety/limits-table";
import { DOSING_WORDS } from "./topic";
import { periodOf, withoutMoments, type Period } from "./moment";
import { ENERGY_DRINK_BRAND } from "./energy-drink-brands";

/*
 * Caffeine the person already takes, counted ("a pot of coffee and 2 energy drinks a day"),
 * against the 400 mg a day figure of the limits table, with the per-drink figures of our
 * energy-drink guide (HPRC): about 100 mg in an 8 oz cup of brewed coffee, 80 to 120 mg per 8 oz
 * serving of a popular energy drink, and usually two servings in a 16 oz can; a cola about half
 * a coffee, and at most 71 mg a 12 oz can (the FDA cap for cola-type drinks). A can named by its
 * brand ("3 monsters", "2 bangs") is no generic can: we hold no sourced figure for any brand, so
 * it is named as left out of the sum, with its label as the place to read it.
 * A clinician's word to cut back ("PA told me to cap it") is a limit too.
 */

const PER_DAY = LIMITS.caffeinePerDay.amount;

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, couple: 2, few: 3, like: 1 };

/** Each drink: the words for it and its caffeine range per unit, mg. */
const DRINKS: ReadonlyArray<{ name: string; pattern: RegExp; low: number; high: number; unit: string }> = [
  { name: "pot", pattern: /pots? of (?:[a-z]+ )?(?:coffee|joe)/, low: 400, high: 400, unit: "a pot as 4 cups of about 100 mg" },
  {
    name: "can",
    pattern: /(?:cans? of )?(?:energy drinks?|energies)/,
    low: 160,
    high: 240,
    // A can of no brand: HPRC's popular energy drink, two 8 oz servings of 80 to 120 mg.
    unit: "an energy drink of no brand named as a 16 oz can of two servings at 80 to 120 mg (HPRC)",
  },
  {
    name: "cola",
    pattern: /(?:cans? of )?(?:diet |zero )?(?:coke zeros?|cokes?|pepsis?|colas?|sodas?|mountain dews?|dews?|dr\.? ?peppers?)/,
    low: 50,
    high: 71,
    unit: "a 12 oz cola or soda as about half a coffee, at most 71 mg (FDA's cap for cola-type drinks)",
  },
  // Gum goes by the piece: OPSS gives 100 mg a piece for ration gum, 10 to 100 mg for commercial gums (our caffeine guide).
  { name: "gum", pattern: /(?:(?:pieces? of )?(?:(?:the|that|this|my|some)\s+)?(?:(?:mre|ration|military|army|energy|caffeine|caffiene|caffeinated)\s+){1,3}gums?|pieces? of (?:the |that |my )?gum)/, low: 100, high: 100, unit: "a piece of ration caffeine gum as 100 mg, the OPSS figure; commercial gums run 10 to 100 mg a piece" },
  { name: "cup", pattern: /(?:cups? of (?:(?:the|my|some) )?(?:[a-z-]+ )?(?:coffee|joe)|coffees?|cold brews?|americanos?|lattes?)/, low: 100, high: 100, unit: "a cup of coffee as about 100 mg" },
];

const COUNT = String.raw`(\d+\s*(?:-|to)\s*\d+|\d+|a|an|one|two|three|four|five|six|seven|eight|couple(?: of)?|few|like \d+(?:\s*(?:-|to)\s*\d+)?)\s+(?:big\s+|large\s+|tall\s+|whole\s+|full\s+|x\s+)?(?:\d+\s?(?:oz|ounce)\s+)?`;

/** A drink by its brand: an energy drink's, or a C4, which is a pre or a can by the same name. */
const BRAND_DRINK = `(?:${ENERGY_DRINK_BRAND}|c4s?)`;
/** Cans named by their brand, counted ("3 monsters", "a couple of bangs"): no figure of ours is theirs. */
const BRAND_CANS = new RegExp(String.raw`\b${COUNT}(?:cans? of )?${BRAND_DRINK}\b`, "g");
/** Why a brand's can is left out of a sum, said the same wherever one is. */
const BRAND_UNKNOWN = "the caffeine line on the can's label gives it (for the whole can, not one serving)";
/** A brand's can said alone ("had a bang"), as the drink it names. */
const BRAND_CAN = new RegExp(`^(?:cans? of )?${BRAND_DRINK}$`);

const HABIT = /\b(?:i (?:go|get) (?:thru|through)|on a long (?:night|day|shift))\b|\b(?:a day|per day|daily|every day|each day|a shift|already|all day|today|so far|i (?:drink|do|have|take|slam|pound|down|chug)|pounding|slamming|downing|chugging|running on)\b/;
/** Drinks already had today, said with a time or a past verb ("monster at lunch", "a pot of coffee by noon", "crushed 2 bangs"). */
const HAD_TODAY =
  /\b(?:this morning|at (?:lunch|chow|breakfast|noon|work)|by (?:noon|lunch|now|\d{4})|earlier|since (?:morning|reveille|\d{4})|at \d{4}|before (?:work|pt|formation)|(?:i|ive|i've) (?:had|drank|crushed|slammed|downed|chugged|pounded|killed)|killed|had (?:like |a |an |\d|two|three|four|five)|crushed|slammed|downed|chugged|drank|put down|deep|in (?:me|my system)|(?:it'?s|its) (?:only|not even|barely) (?:noon|lunch|\d{4}|\d{1,2}(?: ?am)?))\b/;
/** Milligrams said as already had ("already had 300mg", "i'm at 350 mg", "250mg so far"). */
const MG_HAD =
  /\b(?:had|taken|took|drank|downed|consumed|(?:i'?m|im|i am) at)\s+(?:like |about |around |maybe |roughly |~)?(\d{2,4}) ?mg\b|(?<!\b(?:another|more|extra|add|plus|second)\s+(?:like |about )?)\b(\d{2,4}) ?mg\b(?: of (?:caffeine|caff))? (?:already|so far|today|in me|in my system)\b/g;
/** Said as a daily habit, not as today's count. */
const DAILY = /\b(?:a day|per day|daily|every day|each day|a shift|at work|(?<!\b(?:can|could|should|would|do|will) )i (?:drink|do|have|take|slam|pound|down|chug)|drinking|pounding|slamming|downing|chugging|running on)\b/;
const BRAND = String.raw`(?:monster|bang|reign|red ?bull|rockstar|celsius|c4|ghost|alani|rip ?it|coke zero|coke|pepsi|mountain dew|dr\.? ?pepper|coffee|cold brew|americano|latte)`;
/** A named drink had without a count ("monster at lunch", "had coffee"); "one more energy drink" is asked about, not had. */
const BARE_BRAND = new RegExp(
  String.raw`(?<=\b(?:had|drank|crushed|slammed|downed|chugged|pounded)\s+(?:a |an |my |some |the )?)${BRAND}\b|(?<!\b(?:more|another|second|third|next|other|extra)\s)\b${BRAND}(?=\s+(?:this morning|at (?:lunch|chow|breakfast|noon|work|\d{4})|earlier|by (?:noon|lunch|\d{4})|today|already(?!\s+(?!this\b)[a-z]+s\b)|so far)\b)`,
  "g",
);

/** A question about having a drink ("can i", "is ... fine?"), and words that say one was already had. */
const ASKS_ABOUT_A_DRINK = /\?|\b(?:can|could|should|would|will) i\b|\b(?:is|are) (?:it |that )?(?:ok|okay|fine|safe|good|too late|smart|dumb)\b|\b(?:ok|okay|fine|safe)\b/;
const HAD_ALREADY = /\b(?:had|drank|crushed|slammed|downed|chugged|pounded|put down|took)\b|\bthis morning\b|\bearlier\b|\bso far\b|\balready\b/;

/** Drinks asked about ("is a c4 ok", "can i have 2 celsius", "what about a celsius"): not counted as had. */
const ASKED_DRINK = new RegExp(
  String.raw`\b(?:is|would|will|(?:can|could|should|do) i (?:still |just )?(?:have|take|do|drink|add|get|hit|slam|crack|pound|down|chug|crush|grab|shotgun|throw back|use)|what about|how about|ok to (?:have|take|drink|add)|(?:safe|ok|okay|fine) (?:to (?:have|take|drink|add) )?)\s+(?:a|an|one|\d|two|three)\s+(?:(?:big|large|small|whole|full)\s+)?${BRAND}s?\b`,
  "g",
);

export interface IntakeEstimate {
  low: number;
  high: number;
  /** "3 energy drinks and 1 pot of coffee" */
  said: string;
  basis: string[];
  /** Drunk "all day" with no count: the figures are for one drink. */
  uncounted?: true;
  /** Said as today's drinks so far, not a daily habit. */
  today?: true;
  /** Counted in a question, neither had nor a habit ("how much caffeine is in 5 pieces of gum"). */
  asked?: true;
  /** Drinks said whose caffeine we hold no figure for ("a venti"): the sum leaves them out and says so. */
  unknown?: UnknownAmount[];
  /** Drunk on a day that is over ("3 cans last night"): a past day's total, none of today's. */
  over?: true;
  /** Drunk over a span longer than a day ("10 monsters over the week"): no day's total. */
  period?: Period;
}

/** A drink or product said whose caffeine we hold no figure for, and why. */
export interface UnknownAmount {
  name: string;
  why: string;
}

/** Coffee-shop sizes: HPRC puts some coffee-shop servings at 300 mg or more, and we hold no figure per size. */
const SHOP_SIZE = /\b(?:an? |\d |two |three )?(?:venti|grande|trenta)s?\b(?: (?:coffee|cold brew|latte|americano|iced coffee|drip))?/g;

/** A drink with its caffeine taken out, named up to two words on ("caffeine-free diet coke", "decaf coffee"). */
const NO_CAFFEINE_DRINK = /\b(?:caffeine[- ]?free|decaf(?:feinated)?|non[- ]?caffeinated|no[- ]caffeine)\s+(?:[a-z.]+\s+){0,2}?(?:cokes?|coke zeros?|pepsis?|colas?|sodas?|dews?|mountain dews?|dr\.? ?peppers?|coffees?|cups? of (?:coffee|joe)|cold brews?|lattes?|americanos?|teas?)\b/g;

/** No count, but drunk without end ("coke zero all day like it's water"). */
const WITHOUT_END = /\b(?:all day|like (?:it'?s |its )?water|nonstop|non-stop|all the time|constantly|back to back)\b/;

/** A drink said with a number: "4 cups of coffee", "6-8 pieces of gum", "two monsters". */
function countsADrink(text: string): boolean {
  return new RegExp(String.raw`\b(?:\d+|two|three|four|five|six|seven|eight)\s+(?:[a-z]+\s+)?(?:cans? of )?${BRAND_DRINK}\b`).test(text) || DRINKS.some((d) => new RegExp(`\\b(?:\\d+|two|three|four|five|six|seven|eight)\\s+(?:[a-z]+\\s+)?${d.pattern.source}\\b`).test(text));
}

function countOf(word: string): number {
  const w = word.replace(/^like\s+/, "").replace(/ of$/, "");
  return /^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w] ?? 1);
}

/** A count said as a range ("6-8 pieces", "like 2 to 3 cups"): its low and high ends. */
function countRange(word: string): [number, number] {
  const range = /(\d+)\s*(?:-|to)\s*(\d+)/.exec(word);
  if (range) return [Number(range[1]), Number(range[2])];
  const n = countOf(word);
  return [n, n];
}

/** "2 cups at 0600 and 1 more at noon": one more of the drink counted just before. */
const ONE_MORE = /\b(?:and|plus|then)\s+(\d|one|a|another|two|three)\s+more\b(?!\s+(?:pre|scoop|can|cup|shot|piece|drink|pill|coffee|energy))/g;

/**
 * The caffeine the person says they take each day, as a range, or null when no drink is counted.
 * Drinks on a day that is over or only imagined ("had a coffee at 1500 yesterday", "if i have so
 * much as a cup") are none of today's (./moment.ts); a past day's drinks are summed only when
 * the amount is what is asked about, and drinks over a week or a deployment are that span's.
 */
export function caffeineIntake(message: string, stated = false): IntakeEstimate | null {
  const today = countedIntake(withoutMoments(message, ["over", "hypothetical"]), stated);
  const period = today && !today.asked ? periodOf(message) : null;
  if (today) return period ? { ...today, period } : today;
  // "If i have 1 cup plus 2 pieces of gum am i under 400?": an imagined total asked about is the question, had or not.
  const totalAsked = DOSING_WORDS.test(message) || /\b(?:under|over|within|past|above|below)\s+(?:the\s+)?\d{3}\b/.test(message);
  const imagined = totalAsked ? countedIntake(withoutMoments(message, ["over"]), stated) : null;
  if (imagined) return { ...imagined, asked: true };
  const past = DOSING_WORDS.test(message) ? countedIntake(withoutMoments(message, ["hypothetical"]), stated) : null;
  return past && !past.asked ? { ...past, over: true } : null;
}

function countedIntake(message: string, stated: boolean): IntakeEstimate | null {
  // "Caffeine-free Diet Coke at night", "decaf coffee": drinks that add no caffeine.
  // "5 cups of coffee, is a c4 ok?": the drink asked about is not one had.
  const text = message.replace(NO_CAFFEINE_DRINK, (m) => " ".repeat(m.length)).replace(ASKED_DRINK, (m) => " ".repeat(m.length));
  // A habit, not a drink asked about ("how much caffeine is in an energy drink?"); a drink counted
  // with a number ("4 cups of coffee + a pre, too much?") is stated, and its sum is the question.
  if (!stated && !HABIT.test(text) && !HAD_TODAY.test(text) && !countsADrink(text)) return null;
  // Counted but neither had nor a habit ("whats the caffeine in 2 cups of coffee"): a sum asked for.
  const asked = !HABIT.test(text) && !HAD_TODAY.test(text) ? { asked: true as const } : {};
  // A drink at a time, asked about and not had ("can i still have a celsius at 1700?", "is coffee at 0400 fine?"), is the question.
  if (!stated && ASKS_ABOUT_A_DRINK.test(text) && !HAD_ALREADY.test(text)) {
    const planned = text
      .replace(new RegExp(String.raw`\b(?:an? |my |some |the )?${BRAND}s? at \d{4}\b`, "g"), (m) => " ".repeat(m.length))
      .replace(/\b(?:starts?|starting|begins?|crew rest|lights out|bed|sleep|formation|steps? off|report|show(?: time)?|wake up|alarm)\b[\w\s]{0,10}?\bat \d{4}\b/g, (m) => " ".repeat(m.length));
    if (!HABIT.test(planned) && !HAD_TODAY.test(planned) && !countsADrink(planned)) return null;
  }
  let low = 0;
  let high = 0;
  // Each item with its own caffeine, shown beside it when several add up ("2 cups of coffee (about 200 mg)").
  const said: Array<{ at: number; text: string; low?: number; high?: number }> = [];
  const basis: string[] = [];
  let rest = text;
  const brandCans: UnknownAmount[] = [...rest.matchAll(BRAND_CANS)].map((m) => ({ name: m[0].trim().replace(/^like\s+/, ""), why: BRAND_UNKNOWN }));
  rest = rest.replace(BRAND_CANS, (m) => " ".repeat(m.length));
  for (const d of DRINKS) {
    const re = new RegExp(`\\b${COUNT}${d.pattern.source}\\b`, "g");
    for (const m of rest.matchAll(re)) {
      const [nLow, nHigh] = countRange(m[1]);
      low += nLow * d.low;
      high += nHigh * d.high;
      said.push({ at: m.index, text: m[0].trim().replace(/^like\s+/, ""), low: nLow * d.low, high: nHigh * d.high });
      if (!basis.includes(d.unit)) basis.push(d.unit);
    }
    // Blanked to the same length, so a pot of coffee is not counted again as a coffee.
    rest = rest.replace(re, (m) => " ".repeat(m.length));
  }
  // "and 1 more at noon": another of the drink counted last.
  const last = [...said].sort((a, b) => b.at - a.at)[0];
  const lastDrink = last && DRINKS.find((drink) => new RegExp(`${drink.pattern.source}$`).test(last.text));
  if (lastDrink) {
    for (const m of rest.matchAll(ONE_MORE)) {
      const n = m[1] === "another" ? 1 : countOf(m[1]);
      low += n * lastDrink.low;
      high += n * lastDrink.high;
      said.push({ at: m.index, text: `${n} more`, low: n * lastDrink.low, high: n * lastDrink.high });
    }
  }
  if (HAD_TODAY.test(text) || (HABIT.test(text) && !said.length)) {
    for (const m of rest.matchAll(BARE_BRAND)) {
      if (BRAND_CAN.test(m[0])) {
        brandCans.push({ name: `a ${m[0]}`, why: BRAND_UNKNOWN });
        continue;
      }
      const d = DRINKS.find((drink) => new RegExp(`^${drink.pattern.source}$`).test(m[0]));
      if (!d) continue;
      low += d.low;
      high += d.high;
      said.push({ at: m.index, text: `a ${m[0]}`, low: d.low, high: d.high });
      if (!basis.includes(d.unit)) basis.push(d.unit);
    }
  }
  // "Already had 300mg today": an amount said as had counts as said, not as a dose asked about.
  for (const m of rest.matchAll(MG_HAD)) {
    const n = Number(m[1] ?? m[2]);
    low += n;
    high += n;
    said.push({ at: m.index, text: `${n} mg` });
  }
  const shopSizes = [...rest.matchAll(SHOP_SIZE)].map((m) => ({ name: `a ${m[0].trim().replace(/^(?:an?|\d|two|three) /, "")}`, why: "coffee-shop servings can carry 300 mg or more, and the shop's listing gives that size's caffeine" }));
  const unknown = [...brandCans, ...shopSizes];
  const sizes = unknown.length ? { unknown } : {};
  if (!said.length) return unknown.length ? { low: 0, high: 0, said: unknown.map((u) => u.name).join(" and "), basis: [], ...sizes } : WITHOUT_END.test(text) ? uncountedDrink(text) : null;
  // "Is a coke zero too much? I drink like 2 a day": the count said alone is of the one drink named.
  const alone = /\b(?:like |about |maybe |prob(?:ably)? )?(\d|two|three|four|five|six|couple)\s+(?:of (?:them|those|em)\s+)?(?:a|per|every) day\b/.exec(rest);
  if (alone && said.length === 1 && /^an? /.test(said[0].text)) {
    const n = countOf(alone[1]);
    low *= n;
    high *= n;
    said[0].text = `${n} ${said[0].text.replace(/^an? /, "")}s`;
  }
  const amount = (s: (typeof said)[number]) => (s.low === undefined || said.length < 2 ? "" : s.low === s.high ? ` (about ${s.low} mg)` : ` (${s.low} to ${s.high} mg)`);
  const words = said.sort((a, b) => a.at - b.at).map((s) => s.text + amount(s)).join(" and ");
  // "I have a land nav tonight, already had 300mg today": today's words outweigh an "i have" in another clause.
  const today = !DAILY.test(text) || (/\b(?:today|so far)\b/.test(text) && !/\b(?:a|per|each|every) day\b|\bdaily\b/.test(text)) ? { today: true as const } : {};
  return { low, high, said: words[0].toUpperCase() + words.slice(1), basis, ...today, ...sizes, ...asked };
}

/** The caffeine of every message of the conversation that counts drinks, added up: "fyi I had 3 coffees" said after the question counts. */
export function conversationIntake(estimates: ReadonlyArray<IntakeEstimate | null>): IntakeEstimate | null {
  const all = estimates.filter((e): e is IntakeEstimate => e !== null);
  // A past day's drinks or a span's are never added to today's.
  const counted = all.some((e) => !e.over && !e.period) ? all.filter((e) => !e.over && !e.period) : all.slice(-1);
  if (counted.length <= 1) return counted[0] ?? null;
  if (counted.some((e) => e.uncounted)) return counted.at(-1) ?? null;
  const said = counted.map((e, i) => (i ? e.said[0].toLowerCase() + e.said.slice(1) : e.said)).join(" and ");
  const today = counted.every((e) => e.today) ? { today: true as const } : {};
  return { low: counted.reduce((n, e) => n + e.low, 0), high: counted.reduce((n, e) => n + e.high, 0), said, basis: [...new Set(counted.flatMap((e) => e.basis))], ...today, ...unknownOf(counted) };
}

function unknownOf(estimates: readonly IntakeEstimate[]): { unknown?: UnknownAmount[] } {
  const unknown = estimates.flatMap((e) => e.unknown ?? []);
  return unknown.length ? { unknown } : {};
}

function uncountedDrink(text: string): IntakeEstimate | null {
  const brand = new RegExp(String.raw`\b${ENERGY_DRINK_BRAND}\b`).exec(text);
  if (brand) return { low: 0, high: 0, said: brand[0][0].toUpperCase() + brand[0].slice(1), basis: [], unknown: [{ name: `the ${brand[0]} you drink`, why: BRAND_UNKNOWN }] };
  for (const d of DRINKS) {
    const m = new RegExp(`\\b${d.pattern.source}\\b`).exec(text);
    if (m) return { low: d.low, high: d.high, said: m[0][0].toUpperCase() + m[0].slice(1), basis: [d.unit], uncounted: true };
  }
  return null;
}

/** A clinician told the person to limit caffeine. */
export function toldToCut(text: string): boolean {
  // "Medic said lay off dairy": a limit on another food, not on caffeine (./food-upsets.ts reads it).
  if (OTHER_FOOD_CUT.test(text) && !/\b(?:caffeine|coffee|energy drinks?|monsters?|stims?|stimulants?|pre-?workouts?|red ?bulls?|celsius|bangs?|rip ?its?)\b/.test(text)) return false;
  return /\b(?:doc|doctor|pa|provider|medic|np|nurse|cardiologist|flight surgeon|ob)\b[^.]{0,60}\b(?:cap|cut|limit|lower|reduce|lay off|back off|ease up|stop|knock off|knock it off|quit|drop|ditch|cut out|get off)\b/.test(text) || /\bcut(?:ting)? back on (?:caffeine|coffee|energy drinks)\b|\b(?:wants?|told|said) me (?:to get |to stay )?off (?:caffeine|coffee|energy drinks|stims?)\b/.test(text);
}

/** A cut whose object is another food or drink: dairy, gluten, sugar, salt, alcohol. */
const OTHER_FOOD_CUT = /\b(?:cap|cut|limit|lower|reduce|lay off|back off|ease up|stop|knock off|quit|drop|ditch|cut out|get off|avoid|stay away from)(?: on| back on| down on| out)?(?: (?:the|all|any|my))? (?:dairy|milk|whey|lactose|gluten|wheat|sugar|sweets|carbs|salt|sodium|alcohol|booze|drinking|fat|red meat|protein|creatine|supplements?)\b/;

/** The limit an intake or a clinician's word sets: nothing more with caffeine once at or near the daily figure. */
export function intakeConstraint(intake: IntakeEstimate | null, told: boolean): Constraint | null {
  if (!told && (!intake || intake.over || intake.period)) return null;
  const room = intake ? PER_DAY - intake.high : 0;
  // A clinician's word, less than 100 mg of room, or drinks we hold no figure for ("2 bangs", whose
  // sum is unknown): nothing with caffeine goes on top. Otherwise the room left, in 50 mg steps.
  if (told || room < 100 || intake?.unknown?.length) return { kind: "exclude", ingredient: "caffeine" };
  return { kind: "caffeineMax", mg: Math.floor(room / 50) * 50 };
}

/** The person asks about adding caffeine on top of what they had: a dose, one more drink, a pre. */
export function asksToAdd(asked: string): boolean {
  // "Does that apply to me too?" asks where their own drinks stand.
  return addedAsked(asked) !== null || /\b(?:one more|another|still|ok|okay|fine|safe|can i|should i|or no)\b|\b(?:apply|applies|count|counts) (?:to|for) me\b/.test(asked);
}

/** What the person asks to add on top: a dose in mg, or one more drink ("is one more energy drink ok?"). */
export function addedAsked(asked: string): { low: number; high: number; what: string } | null {
  // A figure in someone else's clause ("her OB said under 200mg") is their limit, not a dose asked about.
  // "Already had 300mg, another 200 ok?": the amount added, not the one had.
  const own = onlyTheirOwn(asked);
  const more = /\b(?:another|one more|an extra|extra|add(?:ing)?|plus|a second)\s+(?:like |about |around )?(\d{2,3})\b(?! ?(?:hours?|hrs?|mins?|minutes|oz|cals?|calories|g\b|lbs?|miles?|m\b))/.exec(own);
  const mg = more ?? /\b(\d{2,3}) ?mg\b/.exec(own.replace(MG_HAD, (m) => " ".repeat(m.length)));
  if (mg) return { low: Number(mg[1]), high: Number(mg[1]), what: `Another ${mg[1]} mg` };
  for (const d of DRINKS) {
    const m = new RegExp(`\\b(?:one more|1 more|another|a second|a third|an extra|one extra)\\s+${d.pattern.source}`).exec(asked);
    if (m) return { low: d.low, high: d.high, what: m[0][0].toUpperCase() + m[0].slice(1) };
  }
  // A pre with no figure: the most taken at once, the single dose in the limits table.
  const dose = LIMITS.caffeinePerDose.amount;
  if (/\b(?:my|a|the|your) pre(?:-workout)?\b/.test(asked)) return { low: dose, high: dose, what: `A pre of up to ${dose} mg (the usual single dose)` };
  return null;
}

/** The text names a session in the afternoon or evening. */
export const namesLateSession = (text: string) => lateSession(text) !== null;

/** A session in the afternoon or evening ("1800 lift", "at 1900", "tonight"): caffeine then reaches into the night. */
export function lateSession(asked: string): string | null {
  // A sleep time ("crew rest starts at 2200", "rack at 2100") is no session to dose for.
  const clock = [...asked.matchAll(/\b(?:at |by |for (?:a |the |my )?)?(1[5-9]|2[0-3])([0-5]\d)\b(?! ?mg)/g)].find(
    (m) => !/\b(?:crew rest|rack|bed|sleep|lights out|asleep|crash)\b[\w\s']{0,18}$/.test(asked.slice(Math.max(0, (m.index ?? 0) - 30), m.index)),
  );
  if (clock) {
    const until = `${String((Number(clock[1]) + LIMITS.caffeineStopBeforeSleep.amount) % 24).padStart(2, "0")}${clock[2]}`;
    return `Caffeine at ${clock[1]}${clock[2]} also falls inside the ${LIMITS.caffeineStopBeforeSleep.amount} hours before sleep unless you stay up past ${until}, so it would cost you sleep tonight.`;
  }
  if (/\b(?:tonight|this evening|after work|late lift|night lift)\b/.test(asked)) {
    return `Keep caffeine out of the ${LIMITS.caffeineStopBeforeSleep.amount} hours before you sleep, so an evening pre with caffeine would cost you sleep tonight.`;
  }
  return null;
}

/**
 * Words of a question about amounts, not counting the "a day" of drinks already counted ("3
 * Celsius a day, what pre hits hardest?" asks for a pre, not for a dose).
 */
export function asksAmount(normalized: string, intake: IntakeEstimate | null): boolean {
  return DOSING_WORDS.test(intake && !intake.uncounted ? normalized.replace(/\b(?:a|per|each|every) day\b/g, " ") : normalized);
}
