import { BP_CATEGORIES, BP_HIGH_READING_STEPS } from "~/domain/safety/condition-sources";
import { LIMITS } from "~/domain/safety/limits-table";
import type { Source } from "~/domain/source";
import type { Supplement } from "~/domain/catalogue/types";
import { join, type EngineAnswer } from "./draft";
import { countedWithoutAmount, dosesSaid, type Nutrient } from "./doses";
import { productDoses } from "./product-units";
import { bloodPressures, pressureCategory } from "./readings";
import { MELATONIN_JET_LAG, MELATONIN_REVIEW } from "./sources";
import type { Understanding } from "./understand";

/*
 * The last check after the condition cautions: a number the person gives in passing is answered
 * plainly, whatever answer was written. A blood pressure reading is named by its category; doses
 * they take are added up per nutrient and set against the adult upper limit (the limits table),
 * and a melatonin dose against the range the trials used.
 */

const fmt = (n: number) => n.toLocaleString("en-US");

const UPPER: Partial<Record<Nutrient, { limit: number; unit: string; text: string; source: Source }>> = {
  "vitamin D": { limit: LIMITS.vitaminD.amount, unit: "IU", text: "the 4,000 IU (100 mcg) adult upper limit", source: LIMITS.vitaminD.source },
  magnesium: { limit: LIMITS.magnesium.amount, unit: "mg", text: "the 350 mg daily upper limit for magnesium from supplements (food doesn't count toward it)", source: LIMITS.magnesium.source },
  zinc: { limit: LIMITS.zinc.amount, unit: "mg", text: "the 40 mg daily upper limit for zinc", source: LIMITS.zinc.source },
  "omega-3": { limit: LIMITS.omega3.amount * 1000, unit: "mg", text: "the up to 3 g (3,000 mg) of omega-3 fats a day that is generally recognized as safe", source: LIMITS.omega3.source },
  iron: { limit: LIMITS.iron.amount, unit: "mg", text: "the 45 mg daily upper limit for iron in adults", source: LIMITS.iron.source },
};

/** The highest melatonin dose the jet-lag trials used, in mg. */
const MELATONIN_TRIAL_TOP_MG = 5;

interface Note {
  text: string;
  sources: Source[];
}

type CountedDose = { nutrient: Nutrient; amount: number; count: number; label?: string };

/** How a sum was made, each product's units shown: "4 x 120 + 450", a card's serving named. */
function parts(doses: ReadonlyArray<CountedDose>): string {
  return doses.map((d) => d.label ?? (d.count > 1 ? `${d.count} x ${fmt(d.amount / d.count)}` : fmt(d.amount))).join(" + ");
}

function doseNotes(message: string, topic?: Nutrient, pregnant = false, products: readonly Supplement[] = []): Note[] {
  // Moving from one product to another ("switch from my 5000 IU to a 1,000 IU") is no total.
  const switching = /\b(?:switch\w*|swap\w*|instead|replace|replacing|rather than|change (?:from|to)|go (?:down|up) to|drop (?:down )?to)\b/.test(message.toLowerCase());
  // A catalogue product's units are read against its card; an amount typed with it is its own dose.
  const all: CountedDose[] = [...productDoses(message, products), ...dosesSaid(message, topic)];
  const doses = switching ? all.filter((d) => d.amount === Math.max(...all.filter((x) => x.nutrient === d.nutrient).map((x) => x.amount))) : all;
  const notes: Note[] = [];
  for (const nutrient of [...new Set(doses.map((d) => d.nutrient))]) {
    const own = doses.filter((d) => d.nutrient === nutrient);
    const amounts = own.map((d) => d.amount);
    const total = amounts.reduce((a, b) => a + b, 0);
    const summed = own.length > 1 || own.some((d) => d.count > 1 || d.label?.includes(" = "));
    if (nutrient === "melatonin") {
      // A night's doses add up ("10 mg, and another 5 if i wake up"); so do gummies taken together.
      const top = summed ? total : Math.max(...amounts);
      if (top > MELATONIN_TRIAL_TOP_MG)
        notes.push({
          text: `**${summed ? `That is ${fmt(top)} mg of melatonin a night (${parts(own)}), a high dose:` : `${fmt(top)} mg of melatonin is a high dose:`} more than the 0.5 to ${MELATONIN_TRIAL_TOP_MG} mg the jet-lag trials used at bedtime.** A review of the melatonin trials noted more tiredness the next morning in one of them, so go back to the low end rather than up, and see sick call or your provider if your sleep doesn't settle.`,
          sources: [MELATONIN_JET_LAG, MELATONIN_REVIEW],
        });
      continue;
    }
    const upper = UPPER[nutrient];
    if (!upper) {
      // A sum we can make but hold no sourced limit for: the sum, and plainly who can judge it.
      if (summed || total > 0)
        notes.push({
          text: `${summed ? `That adds up to ${fmt(total)} mg of ${nutrient} a day (${parts(own)}).` : `${fmt(total)} mg of ${nutrient} a day.`} We hold no sourced upper limit for ${nutrient} to set it against, so ask your provider or pharmacist whether that amount is right for you${pregnant ? " and your pregnancy (your OB sets the numbers then)" : ""}; a dose a clinician prescribed is theirs to set.`,
          sources: [],
        });
      continue;
    }
    const sum = summed ? `That adds up to ${fmt(total)} ${upper.unit} of ${nutrient} a day (${parts(own)}),` : `${fmt(total)} ${upper.unit} of ${nutrient} a day is`;
    // The limits are the adult figures; in pregnancy our guide sends the person to their provider's numbers.
    const forPregnancy = pregnant ? " That is the general adult figure: in pregnancy, use your OB's or midwife's numbers." : "";
    if (total > upper.limit) {
      notes.push({
        text: `**${sum} over ${upper.text}.** ${nutrient === "omega-3" ? "Above it there is too little data to call it safe, and the concern is that fish oil could add to bleeding." : `More is not safer because it is a ${nutrient === "vitamin D" ? "vitamin" : "mineral"}: above the limit the risk of harm rises${nutrient === "vitamin D" ? " (too much calcium in the blood is the sign of vitamin D toxicity)" : ""}.`} ${amounts.length > 1 ? "Drop the extra product, or take" : "Take"} that much only with your provider's go-ahead; they can decide whether to check your level.${forPregnancy}`,
        sources: [upper.source],
      });
    } else if (summed) {
      notes.push({ text: `${sum} ${total === upper.limit ? "right at" : "within"} ${upper.text}; count any other product that has it too${total === upper.limit ? ", since anything more goes over" : ""}.${forPregnancy}`, sources: [upper.source] });
    }
  }
  return notes;
}

/** "3 of the iron pills": the limit named, with the label's amount as the number to multiply. */
function multipleNotes(message: string, said: readonly Note[]): Note[] {
  return countedWithoutAmount(message).flatMap(({ nutrient, count }) => {
    const upper = UPPER[nutrient];
    if (!upper || said.some((n) => n.text.includes(` of ${nutrient} `))) return [];
    return [
      {
        text: `**${count} times your ${nutrient} dose counts against ${upper.text}:** multiply the ${nutrient} line on your label by ${count} and keep the total at or under ${fmt(upper.limit)} ${upper.unit}, counting any other product that has it. A dose above that is for your provider to set and follow up; if one prescribed yours, take what they prescribed, not more, and ask them before you change it.`,
        sources: [upper.source],
      },
    ];
  });
}

/** The signs the high-reading steps send to 911, said as present. */
const CRISIS_SIGN_SAID =
  /\bchest (?:pain|hurts?|tight\w*|pressure)|\bshort(?:ness)? of breath\b|\b(?:cant|can'?t|hard to|trouble) breath\w*|\bback pain\b|\bnumb\w*|\bweak\w*|\bblurr\w*|\bvision\b|\bseeing (?:double|spots|stars)\b|\bcant see\b|\bcan'?t see\b|\btrouble (?:speaking|talking)\b|\bslurr\w*/;

function pressureNote(message: string): Note | null {
  const order = ["stage 1", "stage 2", "crisis"];
  const high = bloodPressures(message)
    .map((r) => ({ r, category: pressureCategory(r) }))
    .filter((x) => order.includes(x.category))
    .sort((a, b) => order.indexOf(b.category) - order.indexOf(a.category))[0];
  if (!high) return null;
  const { r, category } = high;
  // A sign the steps name, said with the reading ("190/125 and blurry vision"): the 911 line is the answer, not a recheck first.
  if (category === "crisis" && CRISIS_SIGN_SAID.test(message.toLowerCase()))
    return {
      text: `**Call 911 now: ${r.said} is in the hypertensive crisis range (higher than 180/120), and with chest pain, shortness of breath, back pain, numbness or weakness, vision changes or trouble speaking it is an emergency, not a reading to recheck later.**`,
      sources: [BP_CATEGORIES, BP_HIGH_READING_STEPS],
    };
  if (category === "crisis")
    return {
      text: `**${r.said} is in the hypertensive crisis range (higher than 180/120).** Sit quietly for five minutes and measure again; if it is still that high, contact your provider right away, and with chest pain, shortness of breath, back pain, numbness or weakness, vision changes or trouble speaking, call 911 now.`,
      sources: [BP_CATEGORIES, BP_HIGH_READING_STEPS],
    };
  const range = category === "stage 2" ? "140/90 or higher" : "130 to 139 over 80 to 89";
  return { text: `**${r.said} is ${category} high blood pressure** in the American Heart Association's categories (${range}).`, sources: [BP_CATEGORIES] };
}

/**
 * The answer with the numbers of this message answered: first, or after the opening of urgent
 * care. A symptom told after a high dose said earlier ("took 10 mg melatonin", then "my heart
 * fluttered") is answered with that dose named too.
 */
export function withNumbersNoted(answer: EngineAnswer, u: Understanding, products: readonly Supplement[] = []): EngineAnswer {
  if (["courtesy", "out-of-scope"].includes(answer.intent)) return answer;
  const pressure = u.conditions.includes("high-bp-reading") ? pressureNote(u.message) : null;
  const symptom = answer.intent === "urgent" || u.symptoms.length > 0;
  const pregnant = u.conditions.includes("pregnancy");
  const earlier = symptom && u.dosedBefore && !dosesSaid(u.message).length ? doseNotes(u.dosedBefore, undefined, pregnant) : [];
  const doses = doseNotes(u.message, u.doseTopic, pregnant, products);
  const notes = [...(pressure ? [pressure] : []), ...doses, ...multipleNotes(u.message, doses), ...earlier].filter((n) => !answer.text.includes(n.text));
  if (!notes.length) return answer;
  const lines = notes.map((n) => n.text);
  // A reading in the crisis range is itself the urgent answer: it opens whatever else was said.
  const crisis = pressure?.text.includes("crisis") ?? false;
  const urgent = !crisis && (answer.intent === "urgent" || u.symptoms.length > 0);
  const [opening, ...rest] = answer.text.split(/\n\s*\n/);
  return {
    ...answer,
    cautions: [...lines, ...answer.cautions],
    sources: [...new Map([...answer.sources, ...notes.flatMap((n) => n.sources)].map((s) => [s.url, s])).values()],
    text: urgent ? join(opening, ...lines, ...rest) : join(...lines, answer.text),
  };
}
