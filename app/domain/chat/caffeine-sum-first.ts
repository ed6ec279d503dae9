import { LIMITS } from "~/domain/safety/limits-table";
import { join, type EngineAnswer } from "./draft";
import { caffeineIntake, intakeAnswer } from "./intake";
import { ENERGY_DRINK_SOURCE } from "./sources";
import type { Understanding } from "./understanding";
import { onlyTheirOwn } from "./whose";

/*
 * Caffeine the person counts in this message ("3 cups this morning", "6-8 pieces of gum on a long
 * night", "1 cup plus 2 pieces of ration gum") is the question behind it: is that too much? So the
 * sum of the conversation's drinks and its verdict open the answer, whatever answer was drafted.
 * An answer that already says the sum has it moved to the front; one that does not gets it.
 */

const STATED_COUNT = /\d|\b(?:one|two|three|four|five|six|seven|eight|couple|few)\b/i;

export function withCaffeineSumFirst(answer: EngineAnswer, u: Understanding): EngineAnswer {
  if (["courtesy", "out-of-scope"].includes(answer.intent)) return answer;
  const intake = u.situation.intake;
  // Only a message that counts caffeine itself, with a number ("3 cups", "6-8 pieces", "300 mg"):
  // drinks told in an earlier turn were answered there, and "coffee at 1400 ok?" asks about a time.
  const counted = caffeineIntake(onlyTheirOwn(u.message.toLowerCase()));
  if (!intake || !counted || (!STATED_COUNT.test(counted.said) && !counted.unknown?.length)) return answer;
  const paragraphs = answer.text.split(/\n\s*\n/);
  const saysSum = (p: string) => p.includes(intake.said) || p.includes(intake.said[0].toLowerCase() + intake.said.slice(1));
  const at = paragraphs.findIndex(saysSum);
  // Urgent care said first stays first: the sum follows it.
  const urgent = answer.intent === "urgent" || u.symptoms.length > 0;
  const lead = urgent ? 1 : 0;
  if (at >= 0 && at <= lead) return answer;
  const sum = at >= 0 ? paragraphs[at] : intakeAnswer(intake, u.situation.toldToCut, u.message.toLowerCase());
  const rest = paragraphs.filter((_, i) => i !== at);
  const sources = at >= 0 ? answer.sources : [...new Map([...answer.sources, LIMITS.caffeinePerDay.source, ENERGY_DRINK_SOURCE].map((s) => [s.url, s])).values()];
  return { ...answer, sources, text: join(...rest.slice(0, lead), sum, ...rest.slice(lead)) };
}
