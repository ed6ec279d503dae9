import { mineralMg } from "~/domain/catalogue/serving-amounts";
import { FIGURES, GUIDES } from "~/domain/guides";
import { single, ticked, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight } from "../rule-types";
import { budgetFilter, conditionFilter, constraintFilter, formFilter, present, upperLimitFilter } from "./common";

/* Sleep: melatonin, medicines from the shared table, flight duty, form, budget; weights by the sleep problem. */

function melatoninMg(p: QuizProduct): string {
  return p.facts.melatoninMg !== null ? `Melatonin ${p.facts.melatoninMg} mg` : "Melatonin";
}

export function sleepRules(answers: QuizAnswers): QuizRules {
  const problem = single(answers, "problem");
  const melatonin = single(answers, "melatonin");
  const meds = ticked(answers, "meds");
  const duty = single(answers, "duty");
  const notices: Notice[] = [];
  const noMelatoninLook = "a melatonin-free sleep product, or the guide's sleep-space and scheduling steps";

  const filters = present<HardFilter>([
    upperLimitFilter(),
    melatonin === "no" && constraintFilter("melatonin", "melatonin", { kind: "exclude", ingredient: "melatonin" }, noMelatoninLook, { guide: GUIDES.sleep }),
    meds.includes("ssri") &&
      conditionFilter("5-htp", "meds", "ssri", "you take an SSRI or another antidepressant", "a product without 5-HTP; ask your prescriber before any sleep supplement", GUIDES.interactions),
    meds.includes("sedating") &&
      conditionFilter("sedatives", "meds", "sedating-medication", "you take a medicine that makes you drowsy", "a product your pharmacist has checked against your medicines", GUIDES.interactions),
    duty === "flight" &&
      constraintFilter("flight", "duty", { kind: "exclude", ingredient: "melatonin" }, noMelatoninLook, {
        youSaid: "you have flight duty tomorrow",
        guide: GUIDES.sleep,
      }),
    formFilter(answers),
    budgetFilter(answers),
  ]);

  if (meds.includes("ssri")) {
    notices.push({ tone: "caution", text: "With an SSRI or another antidepressant, keep 5-HTP away unless your prescriber says otherwise, and never stop your medicine on your own.", guide: GUIDES.interactions });
  }
  if (meds.includes("sedating")) {
    notices.push({ tone: "caution", text: "If you already take something that makes you drowsy, check with your pharmacist before adding melatonin.", guide: FIGURES.melatoninDrowsyMedicines.guide });
  }
  if (duty === "flight") {
    notices.push({
      tone: "caution",
      text: "On flight status, ask your flight surgeon before using any sleep supplement. Melatonin is left out: one trial noted more tiredness the next morning.",
      guide: GUIDES.sleep,
    });
  }
  if (duty === "early") {
    notices.push({ tone: "caution", text: "Take melatonin only at the bedtime you are aiming for, never before a duty period, a drive or anything that needs you sharp.", guide: GUIDES.sleep });
  }
  if (problem === "shift") {
    notices.push({
      tone: "info",
      text: "For shift work, a military-focused review found no basis to recommend melatonin. Shift workers get more from the scheduling and environment steps in our sleep guide: a dark, quiet sleep zone, planned naps and split daytime sleep.",
      guide: GUIDES.sleep,
    });
  }
  if (problem === "staying") {
    notices.push({
      tone: "info",
      text: "The evidence is thin for staying asleep: in magnesium's small trials total sleep time rose by about 16 minutes but not significantly. Start with the sleep-space steps in our guide.",
      guide: GUIDES.sleep,
    });
  }

  const hasMelatonin = (p: QuizProduct) => p.facts.melatonin === true;
  const weights: Weight[] = [];
  if (melatonin === "yes") {
    weights.push({ questionId: "melatonin", apply: (p) => (hasMelatonin(p) ? { points: 25, reason: "Has melatonin, as you asked." } : null) });
  }
  if (problem === "jetlag") {
    weights.push({
      questionId: "problem",
      apply: (p) =>
        hasMelatonin(p)
          ? {
              points: 12,
              reason: `${melatoninMg(p)}, for crossing time zones: jet lag trials used ${FIGURES.melatoninStudyDoseMg.min} to ${FIGURES.melatoninStudyDoseMg.max} mg taken at the new bedtime for a few days.`,
              guide: GUIDES.sleep,
            }
          : null,
    });
  }
  if (problem === "falling") {
    weights.push({
      questionId: "problem",
      apply: (p) => (hasMelatonin(p) ? { points: 6, reason: `${melatoninMg(p)}, for falling asleep: a review makes a weak recommendation for melatonin to help start sleep.`, guide: GUIDES.sleep } : null),
    });
    weights.push({
      questionId: "problem",
      apply: (p) => {
        const mg = mineralMg(p.product, "magnesium");
        return mg !== null
          ? { points: 4, reason: `Magnesium ${mg} mg, for falling asleep: in small trials magnesium shortened the time to fall asleep by about 17 minutes (low-quality evidence).`, guide: GUIDES.sleep }
          : null;
      },
    });
  }
  if (problem === "shift") weights.push({ questionId: "problem", apply: (p) => (hasMelatonin(p) ? { points: -8 } : null) });
  if (duty === "early") weights.push({ questionId: "duty", apply: (p) => (hasMelatonin(p) ? { points: -10 } : null) });
  return { filters, weights, notices };
}

