/*
 * The word patterns the understanding step reads a message's intents from (./understand.ts).
 * Concepts with synonyms, slang and sources live in the vocabulary; these are the shapes of
 * questions and requests, which no vocabulary entry names.
 */

/** Symptoms that need medical care now, not a supplement answer. */
export const ACUTE_SYMPTOMS =
  /\bchest pains?\b|\bchest (?:is )?tight\w*|\bpalpitation|\bheart (?:is )?(?:racing|pounding)\b|\bshort(?:ness)? of breath\b|\bcan'?t breathe\b|\bfaint(?:ed|ing)?\b|(?<!\bfor (?:my )?|\bhistory of |\bprevents? |\bcontrols? (?:my )?)\bseizures?\b(?! (?:disorder|meds?|medications?|medicines?|pills?))|\bpassed out\b|\bblack(?:ed)? out\b/;

export const INGREDIENT_STATUS =
  /\b(?:banned|prohibited|illegal|legal|allowed|approved|authori[sz]ed|on the (?:dod |banned |prohibited )?list|dod list|am i good|am i ok(?:ay)?|safe for (?:a )?(?:drug test|ua)|pop (?:hot|positive)|fail (?:a |my )?(?:drug )?test|ok to take|okay to take|safe to take|anything banned|flagged?)\b/;
export const INTERACTION_WORDS = /\binteract\w*|\bmix(?:ing)? (?:it |them )?with\b|\btogether with\b|\bcombin\w* (?:it |them )?with\b|\bwith my (?:meds|medications?|prescriptions?)\b|\bside effects?\b/;
/** Questions about what a container holds, not how much to take. */
export const CONTAINER_QUESTION = /\bhow many servings (?:are |is )?(?:in|per)\b|\bservings per (?:container|tub|bottle|box)\b/;
export const QUESTION = /^(?:(?:ok(?:ay)?|so|also|alright|btw|(?:quick|different|another|new|random|unrelated|side|one more) question)[,:.!-]*\s+)*(?:what(?:'?s)?|why|how|does|do|is|are|should|can|could|will|would|when|where|which is|explain|tell me about)\b|\?\s*$/;
/** Words of a question about how things are, whatever else the message asks. */
export const KNOWLEDGE_WORDS =
  /\bvs\.?\b|\bversus\b|\bdifference\b|\bwhich (?:one |seal |label )?is better\b|\b\w+,? or [\w -]+, which\b|\bwhat (?:is|are|does|do)\b(?! (?:you|u) (?:recommend|suggest|carry|have|got)\b)|\bwhy\b|\bhow (?:do|does|long|to|can)\b|\bdoes (?:it|\w+) (?:work|help|make|do|cause|matter|affect)\b|\bexplain\b|\bmean\b|\bwork\b/;
/** Weaker signs, which count only when the message does not also ask for products by category. */
export const KNOWLEDGE_HINTS = /\bwhat'?s (?:the|a)\b|\bis (?:it|[\w-]+(?: [\w-]+)?) (?:worth|safe|bad|good|ok|okay|dangerous|true|needed)\b/;
export const RECOMMEND_WORDS =
  /\bbest\b|\brecommend\w*|\bsuggest\w*|\bgood\b|\bany(?:thing|one)?\b|\bsomething\b|\boptions?\b|\bpicks?\b|\btop\b|\bwhich (?:one|product|brand|protein|powder|supplement|pre-workout|\w+ should)\b|\bwhat (?:\w+ ){0,2}(?:should|can|could|do) i (?:take|use|buy|get|try|drink|pack|grab|bring)\b|\blooking for\b|\bdo you (?:have|carry|sell|trust)\b|\bis there\b|\btrust\b|\brecs?\b|\bwhat works\b/;
/** A request for a product with nothing to say what for ("give me something strong"): one clarifying question, not the out-of-scope reply. */
export const VAGUE_ASK = /\b(?:give me|gimme|get me|hook me up with|need|want|got)\s+(?:something|anything|some stuff)\b/;
/** "I need", "for my ..." ask for products only when the message is not a knowledge or dosing question. */
/** A request of its own ("need a fat burner"): not a follow-up about a substance named before. */
export const NEW_REQUEST = /\b(?:need|want|looking for|lookin for|recommend\w*|suggest\w*)\b/;
export const RECOMMEND_HINTS = /\bneed\b|\bwant\b|\bhelp (?:with|me)\b|\bfor (?:my |a |the )?\w+/;
/** Asking whether something may be taken, not for products: with a medicine named, the answer is the caution. */
export const PERMISSION = /\b(?:can|when can|when should) i (?:still |keep )?(?:take|do|use|have|keep|drink)\b|\bis (?:[\w-]+ ){0,3}(?:ok|okay|safe|fine|cool)\b|\bcool to\b|\bany (?:issues?|problems?)\b|\b(?:ok|okay|safe) to\b|\b(?:wanna|want to) start\b|\bkeep taking\b|\bat the same time\b/;
export const HOT_WORDS = /\b(?:9\d|1[0-3]\d)\s*(?:out|outside|degrees?|deg|°|f)\b|\bhot (?:af|as hell|out)\b|\bheat\b|\bdesert\b/;
export const PLAN_WORDS = /\bstacks?\b|\bplan\b|\broutine\b|\bregimen\b|\bkit\b|\bbasic (?:stack|setup|supplements)\b/;
export const COMPARE_WORDS = /\bcompare\w*|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich is better\b|\bbetter than\b|\bor the\b/;
export const COURTESY = /^(?:thanks|thank you|thank u|thx|ty|cheers|ok|okay|cool|great|got it|perfect|awesome|nice|appreciate it|hi|hello|hey|yo|good (?:morning|afternoon|evening)|roger|copy)\b[\s!.,a-z]{0,20}$/;
