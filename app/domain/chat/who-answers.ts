import { leavesForBasic } from "./ask-frame";
import { OPSS_ASK_THE_EXPERT } from "./draft";

/*
 * Who answers a part of a message our guides and product data hold nothing on. A question about
 * insurance, mailing, a shop's returns, a religious diet's rules, a blood test or a diet's nutrient
 * needs is a real question with a real answerer: the reply says in one line that we hold no source
 * on it and names that answerer, instead of leaving the part unanswered or filling the gap. The
 * kind is read from what the clause asks about, whatever its wording; nothing here is a fact about
 * the topic itself, only where the answer lives.
 */

interface Answerer {
  id: string;
  /** What the clause asks about. */
  about: RegExp;
  /** The point, as the line names it. */
  point: string;
  /** Who can answer it. */
  who: string;
  /** An answer that already names them, or answers the point, needs no second line. */
  named: RegExp;
  /** What the clause must ask as well: a diet named beside a product ("vegan protein?") asks for the product. */
  asking?: RegExp;
}

const ANSWERERS: readonly Answerer[] = [
  {
    id: "coverage",
    about: /\b(?:tricare|insurance|insured|fsa|hsa|reimburs\w*|covered by|cover(?:s|ed)? (?:it|them|supplements?|vitamins?|the cost)|prescription for (?:a |my )?(?:vitamin|supplement))\b/,
    point: "what insurance or TRICARE covers",
    who: "TRICARE or your PCM's office",
    named: /\btricare\b|\binsurance\b/i,
  },
  {
    id: "mail",
    about: /\b(?:apo|fpo|dpo|mail(?:ing|ed)?|ship(?:ping|ped)? (?:it |them |supplements? |vitamins? )?(?:to|overseas)|send (?:it|them|supplements?|vitamins?) (?:to|overseas)|customs|care package rules?)\b/,
    point: "what can be mailed or shipped to an APO/FPO or overseas address",
    who: "the post office or your unit's mail room, since they have the current mailing rules",
    named: /\bmail room\b|\bpost office\b|\bapo\b/i,
  },
  {
    id: "shop",
    about: /\b(?:return policy|returns?|refunds?|exchange|money back|discount code|promo code|coupon|shipping (?:cost|time|fee)|delivery time|order status|in stock)\b/,
    point: "returns, refunds, discounts or delivery",
    who: "the retailer you buy from, since CLEARED links to retailers and sets none of their terms",
    named: /\bretailer\b|\breturn policy\b/i,
  },
  {
    id: "faith",
    about: /\b(?:halal|kosher|haram|gelatin|gelatine|pork|porcine|bovine|animal[- ]derived)\b/,
    point: "whether a product is halal or kosher, or where its gelatin comes from",
    who: "the manufacturer (ask for the source of each ingredient) or the halal or kosher certifier named on the label",
    named: /\bhalal\b|\bkosher\b|\bgelatin\b/i,
  },
  {
    id: "disposal",
    about: /\b(?:expired|expiration|past (?:the |its )?(?:date|expiry)|out of date|throw (?:it |them )?(?:out|away)|dispos\w*|get rid of)\b/,
    point: "using or disposing of an expired product",
    who: "a pharmacist, who can say what to do with it and where a take-back point is",
    named: /\bpharmacist\b|\btake-back\b|\bexpir\w+ (?:date|product|supplement)/i,
  },
  {
    id: "labs",
    about: /\b(?:blood (?:test|work|levels?)|labs?|lab work|levels? (?:tested|checked)|get (?:it |my \w+ )?(?:tested|checked)|deficien\w*)\b/,
    point: "testing your levels",
    who: "your PCM, who can order the test and read it with you",
    named: /\bpcm\b|\bblood test\b|\btest(?:ed)? your level/i,
  },
  {
    id: "diet",
    about: /\b(?:vegan|vegetarian|plant[- ]based|pescatarian|keto(?:genic)?|carnivore|paleo|intermittent fasting|fasting|low[- ]fodmap|fodmap|whole ?30|eating window)\b/,
    point: "what that diet means for your nutrients",
    who: "a registered dietitian (your clinic or installation can refer you), who can plan it around your training",
    named: /\bdietitian\b/i,
    asking: /\b(?:need|nutrients?|deficien\w*|b12|iron|calcium|vitamins?|supplements?|low on|missing|enough|mess(?:es)? with|worth)\b/,
  },
];

/** The answerer for a clause our guides left unanswered, if the clause asks about one of these; `verdictAsked` when a need was asked already. */
export function answererFor(clause: string, verdictAsked = false): Answerer | null {
  // "Shipping to basic in 3 weeks" is leaving for training, not mail.
  const about = leavesForBasic(clause) ? ANSWERERS.filter((a) => a.id !== "mail") : ANSWERERS;
  return about.find((a) => a.about.test(clause) && (verdictAsked || !a.asking || a.asking.test(clause))) ?? null;
}

/** The one line that says we hold nothing on the point and names who answers it. */
export function referralLine(a: Answerer): string {
  return `On ${a.point}: our guides and product data hold no source on that, so I won't guess. Ask ${a.who}; for a question about a supplement itself, ${OPSS_ASK_THE_EXPERT} answers free.`;
}
