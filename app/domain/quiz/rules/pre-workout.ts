import { FIGURES, GUIDES } from "~/domain/guides";
import { CAFFEINE_STOP_BEFORE_SLEEP, LOW_CAFFEINE_MG } from "~/domain/safety/limits-table";
import { single, ticked, type QuizAnswers } from "../answers";
import type { HardFilter, Notice, QuizProduct, QuizRules, Weight } from "../rule-types";
import { caffeineWindow } from "../timing";
import { budgetFilter, constraintFilter, ingredientWeight, present, sharedFilter, upperLimitFilter } from "./common";

/* Pre-workout: caffeine, its timing before sleep, drug testing, dairy and budget; weights by goal. */

/** The drug-test duty from the shared table: only products confirmed in a certifier's registry. */
function registryFilter(): HardFilter {
  return sharedFilter(
    {
      id: "registry",
      questionId: "duty",
      youSaid: "you are subject to drug testing",
      lookFor: "a product you can find yourself in the NSF Certified for Sport or Informed Sport registry, in your flavour",
    },
    { duties: ["drug-test"], allowAboveLimit: true },
  );
}

export function preWorkoutRules(answers: QuizAnswers): QuizRules {
  const caffeine = Number(single(answers, "caffeine"));
  const window = caffeineWindow(single(answers, "train"), single(answers, "sleep"));
  const duty = ticked(answers, "duty");
  const goal = single(answers, "goal");
  const notices: Notice[] = [];
  const lowCaffeineLook = "a stim-free pre-workout, or one whose label states a caffeine amount within your limit";

  const filters = present<HardFilter>([
    upperLimitFilter(),
    constraintFilter("caffeine", "caffeine", caffeine === 0 ? { kind: "exclude", ingredient: "caffeine" } : { kind: "caffeineMax", mg: caffeine }, lowCaffeineLook, {
      guide: GUIDES.caffeine,
    }),
    caffeine !== 0 &&
      window?.allInside &&
      constraintFilter("caffeine-timing", "sleep", { kind: "exclude", ingredient: "caffeine" }, "a stim-free pre-workout for training this close to sleep", {
        youSaid: `you train within ${CAFFEINE_STOP_BEFORE_SLEEP.amount} hours of your ${window.sleepLabel} sleep`,
        guide: GUIDES.caffeine,
      }),
    duty.includes("drug-test") && registryFilter(),
    single(answers, "dairy") === "yes" &&
      constraintFilter("dairy", "dairy", { kind: "diet", diet: "dairy-free" }, "a pre-workout whose label lists no milk, casein or whey"),
    budgetFilter(answers),
  ]);

  if (caffeine !== 0 && window && !window.allInside && window.partlyInside) {
    notices.push({
      tone: "info",
      text: `Part of your training window is within ${CAFFEINE_STOP_BEFORE_SLEEP.amount} hours of your ${window.sleepLabel} sleep: take caffeine no later than ${window.cutoffLabel}, or a stim-free option after that.`,
      guide: GUIDES.caffeine,
    });
  }
  if (duty.includes("aircrew")) {
    notices.push({
      tone: "caution",
      text: "On flight status, talk to your flight surgeon before any pre-workout: all services prohibit most dietary supplements for flight crew, including performance enhancers and energy drinks, unless a flight surgeon approves an exception.",
      guide: FIGURES.aircrewSupplements.guide,
    });
  }

  const weights: Weight[] = [];
  const caffeinated = (p: QuizProduct) => (p.facts.caffeineMg ?? 0) > 0;
  if (goal === "endurance") {
    weights.push({
      questionId: "goal",
      apply: (p) => ingredientWeight(/nitrate|beet/i, 8, "endurance")(p),
      noneApplies: "None of the products that fit lists dietary nitrate, the ingredient with evidence for endurance; they are ranked by CLEARED score.",
    });
    weights.push({
      questionId: "goal",
      apply: (p) =>
        caffeinated(p)
          ? { points: 4, reason: `Caffeine ${p.facts.caffeineMg} mg, for endurance: caffeine helps aerobic endurance most consistently.`, guide: GUIDES.caffeine }
          : null,
    });
  } else if (goal === "strength") {
    weights.push({
      questionId: "goal",
      apply: (p) => ingredientWeight(/creatine/i, 8, "strength and power")(p) ?? ingredientWeight(/beta[- ]?alanine/i, 6, "repeated hard efforts")(p),
      noneApplies: "None of the products that fit lists creatine or beta-alanine; they are ranked by CLEARED score.",
    });
  } else if (goal === "focus") {
    weights.push({
      questionId: "goal",
      apply: (p) => (caffeinated(p) ? ingredientWeight(/caffeine/i, 8, "alertness")(p) : null),
      noneApplies: "Caffeine is the ingredient with evidence for alertness, and none of the products that fit has any; they are ranked by CLEARED score.",
    });
  }
  if (duty.includes("aircrew")) {
    // Lower caffeine is the safer start for a flight surgeon's review.
    weights.push({ questionId: "duty", apply: (p) => (p.facts.caffeineMg !== null && p.facts.caffeineMg <= LOW_CAFFEINE_MG ? { points: 3 } : null) });
  }
  return { filters, weights, notices };
}

