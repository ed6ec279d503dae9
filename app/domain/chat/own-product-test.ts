import { CERTIFICATION_WHY } from "~/domain/safety/condition-sources";
import { Draft, type EngineAnswer, finish } from "./draft";
import { DOD_LIST_SOURCE, FDA_TAINTED, POSITIVE_FROM_SUPPLEMENT } from "./sources";

/*
 * Before a drug test, a product the person already takes and we cannot vouch for (a fat burner
 * off Amazon, a gas-station pre): the first thing said is to stop it and check it against the
 * DoD list, then what a lab finds, and what certification does and does not do. No pick here;
 * a certified replacement is offered for the next message.
 */

/** A product the person takes now ("im taking a fat burner i got off amazon", "been using a pre"). */
const TAKING_NOW =
  /\b(?:i'?m|im|i am|been|currently|still|i)\s+(?:taking|using|on|running|take|use)\b[^.?!]{0,50}\b(?:pre-?workouts?|pre|fat burners?|burners?|supplements?|pills?|stuff|powder|gummies|capsules|test boosters?|shred\w*)\b|\b(?:got|bought|ordered)\b[^.?!]{0,30}\b(?:amazon|ebay|online|a gas station|tiktok|walmart|gnc|a smoke shop|the internet)\b/;
/** The worry: the result, in any words ("am i gonna pop", "am i good", "will it flag"). */
const RESULT_WORRY = /\b(?:pop\w*|fail\w*|flag\w*|hot|positive|good|ok|okay|fine|safe|cooked|screwed|done for|in trouble|show up)\b/;

export function ownProductWorry(text: string): boolean {
  return TAKING_NOW.test(text) && RESULT_WORRY.test(text.replace(/\b(?:pop(?:ped)? hot|come up hot)\b/g, " pop ")) && !/\b(?:recommend\w*|suggest\w*|replace\w*|instead|swap)\b/.test(text);
}

/** A product the person already takes, before a drug test: stop it and check it first, then what certification does and does not do. */
export function ownProductTestAnswer(text: string): EngineAnswer {
  const d = new Draft();
  const what = /\bfat burners?|\bburners?\b/.test(text) ? "the fat burner" : /\bpre\b|pre-?workout/.test(text) ? "the pre-workout" : "it";
  d.caution(
    `**Stop taking ${what} until you have checked it, and don't take another dose before the test.** Check every ingredient on its label against the [current DoD list on OPSS](https://www.opss.org/dod-prohibited-dietary-supplement-ingredients), and look the exact product up on the NSF Certified for Sport or Informed Sport listing. I can't promise how a test comes out: if a supplement contains a banned or controlled substance, the lab finds it whatever the label says, and a positive from a supplement still counts against you.`,
    DOD_LIST_SOURCE,
    POSITIVE_FROM_SUPPLEMENT,
  );
  if (/\bfat burners?|\bburners?\b|amazon|ebay|online|gas station|tiktok/.test(text)) {
    d.caution(
      "Be most wary of what you bought online and of weight-loss products: FDA has found weight-loss products sold as supplements with prescription drug ingredients their labels left out.",
      FDA_TAINTED,
    );
  }
  d.caution(
    "Keep the tub, the label, the lot number and the receipt, and tell your medical provider what you took. If you want to keep using something, switch to a product certified by NSF Certified for Sport or Informed Sport: certification lowers the risk of a spiked or contaminated product, it does not remove it, and you are still responsible for what you take.",
    CERTIFICATION_WHY,
    POSITIVE_FROM_SUPPLEMENT,
  );
  d.add("If you want a certified replacement, ask and I'll pick one with nothing from the DoD list.");
  return finish(d, { intent: "knowledge", category: null, brief: "Tell them to stop and check the product first, as written; suggest no product." });
}
