/*
 * Whether a clause asserts something of the person now. A constraint word in a clause that is
 * set in a past that is over ("had a milk allergy as a baby", "my old unit banned energy
 * drinks", "grew up with sugar free everything"), that imagines a condition ("if i had celiac"),
 * that refuses to give a food up ("i'd never give up cheese"), that hands the rule to someone
 * else ("the PA told my buddy to stop caffeine, not me"), that turns a quitting round ("quit
 * dip, not caffeine") or that describes a product ("gluten-free cheerios are just cheerios")
 * keeps nothing. The decision is read from the clause's frame (time, subject, polarity), not
 * from the constraint word, so it holds for any food, diet or rule named inside it.
 * ./whose.ts blanks such clauses before the constraint rules read the message.
 */

/** A time or place of the person's past: a life stage, an old unit, a past deployment or school. */
const PAST_FRAME =
  /\bas (?:a|an) (?:baby|infant|kid|little kid|child|toddler|teen|teenager|boot|recruit)\b|\bwhen i was (?:a |an )?(?:baby|little|kid|young|younger|teen|teenager|child|in (?:school|basic|college|high school|middle school))\b|\bin (?:elementary|middle|grade|junior high|high) school\b|\bgrowing up\b|\bgrew up (?:with|on|eating|drinking|having)\b|\b(?:my|our|the) (?:old|last|previous|former|first) (?:unit|command|job|duty station|shop|squadron|battalion|company|platoon|ship|base|post|1sg|co|commander|chief|squad leader|nco|sergeant|boss)\b|\bback in (?:the day|\d{4}|basic|boot ?camp|ait|osut|afghanistan|iraq|kuwait|syria|korea|germany|japan|the sandbox|college|high school|school|deployment|the desert)\b|\bon (?:my|the|our) last (?:deployment|rotation|tour)\b|\bwhen i was (?:deployed|downrange|overseas|in (?:afghanistan|iraq|kuwait|korea))\b|\bused to (?!be able\b)(?:be|have|get|do|eat|drink)\b/;

/** What keeps a past frame alive now: "still carry an epipen", "to this day", "ever since". */
const STILL = /\b(?:still|to this day|ever since|since then|never outgrew|never grew out)\b/;

/** A condition only imagined ("if i had celiac", "what if i got diagnosed with diabetes"). */
const IMAGINED =
  /\b(?:what if|if|say|suppose|supposing|assuming|in case) i (?:had|got|developed|was diagnosed with|were diagnosed with|ever (?:had|got|developed))\b[^.;!?]{0,20}\b(?:celiac|coeliac|diabet\w*|allerg\w*|intoleran\w*|sensitivit\w*|condition|high blood pressure|heart (?:thing|condition|problem))/;

/** A food or a drink refused to be given up: the person keeps eating it. */
const KEEPS_IT = /\b(?:never|not|won'?t|wouldn'?t|couldn'?t|can'?t|ain'?t|refuse to|not gonna|not going to) (?:ever )?(?:give up|giving up|quit|quitting|cut out|cutting out|drop|dropping|stop (?:eating|drinking|having))\b/;

/** The next clause takes the rule off the person: "not me", "not for me", "not mine". */
const NOT_ME = /^\s*(?:(?:and|but|lol|just)\s+)?not (?:me|for me|mine|my problem|my rule|on me)\b/;

/** A clause that quits or gives something up: a bare "not X" after it keeps X. */
const QUITS = /\b(?:quit|quitting|stop|stopping|stopped|give up|gave up|cut|cutting|drop|dropping|lay off|laying off|kick|kicking)\b/;
/** "not caffeine lol": a bare negated noun with nothing else said. */
const BARE_NOT = /^\s*(?:but\s+)?not (?:the |my )?[a-z-]+(?: [a-z-]+)?(?:\s+(?:lol|lmao|haha|tho|though|yet|obviously))?\s*$/;

/** A product with a label in its name said to be this or that ("gluten-free cheerios are just cheerios"): no first person, no rule. */
const PRODUCT_DESCRIBED =
  /^\s*(?:(?:the|those|these|that|this|all|most)\s+)?(?:[a-z]+[- ]free|zero[- ]sugar|keto|vegan|plant[- ]based|diet|low[- ]carb)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|taste|tastes|cost|costs)\b/;
const FIRST_PERSON = /\b(?:i|i'?m|im|me|my|myself|i'?ve|i'?d)\b/;

/** A clause set in a past that is over, nothing in it keeping that past alive. */
export const pastFramed = (clause: string): boolean => PAST_FRAME.test(clause) && !STILL.test(clause);

/** A present marker that ends a past frame inside a sentence ("..., now stateside"). */
const NOW = /\b(?:now|nowadays|these days|today|currently|anymore|still)\b/;

/**
 * The clause, given the next one, the one before, and the sentence up to it, does not assert a
 * rule of the person's now. A past frame holds over the rest of its sentence ("back in
 * Afghanistan we couldn't get anything but rip its and the chow hall had no milk") until a
 * present marker.
 */
export function notSaidNow(clause: string, next: string | undefined, before: string | undefined, sentenceBefore = ""): boolean {
  const framed = pastFramed(clause) || (pastFramed(sentenceBefore) && !NOW.test(clause) && !NOW.test(sentenceBefore.slice(sentenceBefore.search(PAST_FRAME))));
  if (framed && !(next !== undefined && STILL.test(next))) return true;
  if (IMAGINED.test(clause) || KEEPS_IT.test(clause)) return true;
  if (next !== undefined && NOT_ME.test(next)) return true;
  if (before !== undefined && QUITS.test(before) && BARE_NOT.test(clause)) return true;
  return PRODUCT_DESCRIBED.test(clause) && !FIRST_PERSON.test(clause);
}

/** The text with each past-framed stretch blanked (same length): from the frame to a present marker or the sentence's end. */
export function withoutPastFramed(text: string): string {
  return text.replace(/[^.!?\n]+/g, (sentence) => {
    const at = sentence.search(PAST_FRAME);
    if (at < 0 || STILL.test(sentence)) return sentence;
    const rest = sentence.slice(at);
    const now = rest.search(NOW);
    const end = now < 0 ? sentence.length : at + now;
    return sentence.slice(0, at) + " ".repeat(end - at) + sentence.slice(end);
  });
}

/**
 * Someone else's episode told as the reason for a rule ("the CO banned pre after someone passed
 * out", "no-stim month since a soldier collapsed on a ruck"): it is why the rule exists, not a
 * symptom of the person's to treat now. Blanked (same length) where a rule is said.
 */
const OTHERS_EPISODE =
  /\b(?:after|since|because|cause|cuz|when|ever since)\s+(?:someone|somebody|some (?:guy|dude|kid|joe)|an? (?:\w+ ){0,2}(?:soldier|guy|dude|kid|sailor|marine|airman|joe|private|trainee|student|candidate|troop|member|person|pvt|pfc|spc|lt)|one of (?:my|our|the) \w+|(?:he|she|they|two guys|a couple (?:of )?guys))\b[^.?!,]{0,40}?\b(?:passed out|collapsed|fainted|went down|dropped|blacked out|ended up in the (?:er|hospital)|had a (?:heart attack|seizure|heat stroke)|died|went to the er)\b[^.?!,]{0,30}/g;
const RULE = /\b(?:banned|bans?|policy|no[- ]stims?|no energy drinks|not allowed|prohibited|put (?:the|us|our|everyone|the whole \w+) on|order|rule)\b/;

export function withoutOthersEpisodes(text: string): string {
  return RULE.test(text) ? text.replace(OTHERS_EPISODE, (m) => " ".repeat(m.length)) : text;
}
