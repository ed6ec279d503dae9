/*
 * A request that tells something about the person but not what they want (their job, a move,
 * their build, an event coming up), or that points at a product it never names ("is the blue one
 * ok?"): the one short question it raises, built from what was said. A message about nothing we
 * cover gets a plain line on what we do cover, never a menu of categories. Each reader is tested
 * on the normalized message.
 */

/** When nothing at all was said to build a question from: what we carry, as choices. */
export const WHAT_WE_CARRY =
  "We carry certified pre-workouts, protein, vitamins, electrolytes, omega-3s and sleep aids. What is it for: training harder, recovery, sleep, or getting through the heat?";

/** What we can help with, as short choices a question ends on. */
const CHOICES = "energy for training, recovery, sleep, hydration, or filling gaps in your diet";

/** A product pointed at but never named: a colour or "this one", something shown or sent, someone else's. */
const POINTED_AT =
  /\b(?:the|this|that) (?:blue|green|red|black|white|pink|purple|orange|yellow|gr[ae]y|silver|gold|big|small|little|new|other|cheap|expensive) (?:one|tub|bottle|can|bag|stuff|kind|brand|jar|pack)\b|^\W*(?:so |and |but )?(?:is|are|what about|how about|thoughts on|is it ok to take) (?:this|that|these|those|the) (?:one|ones|stuff|thing|product|brand)\b|\b(?:stuff|thing|one|product|pic|picture|photo|label|link|tub|bottle) (?:i|my \w+) (?:just )?(?:showed|sent|posted|uploaded|shared|mentioned|linked)\b|\bthe one (?:my|his|her|their) (?:buddy|friend|wife|husband|roommate|bro|brother|sister|sergeant|sgt|squad leader|coach|trainer|guy|dude|girlfriend|boyfriend) (?:uses|takes|has|gave|got|recommended|uses?)\b|\b(?:this|that) (?:one|stuff) (?:ok|okay|good|legit|clean|safe|fine)\b/;

export const WHICH_PRODUCT =
  "Which product do you mean? I can't see photos, labels or earlier chats, so send me the product name and brand off the label, or paste its ingredient list, and I'll check it against the DoD list and tell you whether it's third-party certified.";

/**
 * A job or rating: an Army MOS or Air Force AFSC code ("68W", "11B", "1N4"), or a job said in words.
 * Four-digit Marine codes read the same as a time ("0530"), and letters that end sizes and times
 * ("20g", "10k", "5x5") are left out.
 */
const JOB_CODE = /\b((?:1[1-9]|[2-9]\d)[b-fh-jnoqrt-wyz]\d?|[1-9][a-wyz]\d(?:x\d)?)\b/;
const JOB_WORDS =
  /\b(infantry(?:man)?|grunt|medic|corpsman|mechanic|motor ?t|truck driver|crew chief|pilot|loadmaster|tanker|cav scout|scout|sniper|combat engineer|engineer|cook|culinary specialist|mp|military police|cop|security forces|firefighter|eod|jtac|signal|intel|analyst|paratrooper|ranger|sailor|submariner|deckhand|boatswain|maintainer|mortarman|artillery|gunner|recruiter|drill sergeant)\b/;

/** A move or posting: PCS, orders, a new duty station, a deployment to a place. */
const MOVE = /\b(?:pcs(?:'?d|ed|ing)?|got orders|orders to|moving to|stationed (?:at|in)|transferr?(?:ed|ing) to|deploying to|deploy(?:ing|ment)? to|heading to|shipping out to)\b(?:\s+(?:to\s+)?([a-z][a-z.' ]{1,24}?))?(?=\s+(?:in|this|next|for|and|what|any|so|lol|soon)\b|[.,!?]|$)/;
/** Places where winter sun is short: vitamin D is the usual question there. */
const HIGH_LATITUDE = /\b(?:alaska|fairbanks|anchorage|wainwright|eielson|elmendorf|jber|greely|greenland|thule|pituffik|norway|iceland|finland|sweden|estonia|latvia|lithuania|poland|germany|korea|the north|up north)\b/;

/** Height, weight, age: a build said with no goal. */
const BUILD = /\b\d'\s?\d{1,2}\b|\b\d{2,3}\s?(?:lbs?|pounds|kg)\b|\b(?:1[7-9]|[2-5]\d)\s?(?:m|f|yo|y\/o)\b|\b\d'\d{1,2}"?\s+\d{3}\b|\b(?:5|6) ?(?:foot|ft)\b/;

/** An event ahead that is not a fitness test: a wedding, a trip, a competition, a school. */
const EVENT =
  /\b(wedding|vacation|trip|cruise|beach trip|photo ?shoot|bodybuilding show|competition|meet|tournament|fight|marathon|half marathon|triathlon|spartan race|tough mudder|airborne school|air assault|ranger school|sapper|bud\/?s|sere|jump school|reunion|birthday)\b/;
const WHEN_SAID = /\b(?:in (?:\d+|a|two|three|four|five|six) (?:days?|weeks?|months?)|next (?:week|month)|this (?:weekend|summer|fall|spring|winter)|tomorrow|coming up|soon)\b/;

/** "an 11B", "an MP", "an engineer"; "a 68W", "a medic". */
const article = (job: string) => (/^(?:[aeiou]|1[18]|8|[fhlmnrsx](?:[A-Z0-9]|$))/.test(job) || /^(?:eod|mp)$/i.test(job) ? "an" : "a");

/** The job as the question names it: codes and acronyms in capitals, "infantryman" for infantry. */
function jobNamed(normalized: string): string | null {
  const code = JOB_CODE.exec(normalized);
  if (code) return code[1].toUpperCase();
  const words = JOB_WORDS.exec(normalized)?.[1];
  if (!words) return null;
  return /^(?:mp|eod|jtac)$/.test(words) ? words.toUpperCase() : words === "infantry" ? "infantryman" : words;
}

function jobAsk(normalized: string): string | null {
  const job = jobNamed(normalized);
  if (!job || !ASKS.test(normalized)) return null;
  return `As ${article(job)} ${job}, what do you want help with: ${CHOICES}? Tell me too if you're drug-tested or take any medicine.`;
}

function moveAsk(normalized: string): string | null {
  const move = MOVE.exec(normalized);
  if (!move) return null;
  const place = move[1]?.trim().replace(/\b(?:lol|lmao|haha)\b/g, "").trim();
  const where = place && !/^(?:a|the|my|new|it|there)$/.test(place) ? ` to ${place.replace(/\b[a-z]/g, (c) => c.toUpperCase())}` : "";
  const darkWinters = HIGH_LATITUDE.test(normalized) ? " If it's vitamin D for the short winter days, say so and I'll answer that from our vitamin guide." : "";
  return `Congrats on the move${where}. What do you want help with there: ${CHOICES}?${darkWinters}`;
}

function buildAsk(normalized: string): string | null {
  if (!BUILD.test(normalized) || !ASKS.test(normalized)) return null;
  const job = jobNamed(normalized);
  return `${job ? `As ${article(job)} ${job}, that` : "That"} helps with amounts later. What's the goal: putting on size, strength, endurance for runs and rucks, recovery, or leaning out? Tell me too if you're drug-tested.`;
}

function eventAsk(normalized: string): string | null {
  const event = EVENT.exec(normalized);
  const when = WHEN_SAID.exec(normalized)?.[0];
  if (!event || !(when || /\b(?:for|before) (?:my|the|a|our)\b/.test(normalized))) return null;
  const howFar = when ? "I'll keep it to what's safe and realistic in that time." : "Tell me how far off it is and I'll keep it to what's safe in that time.";
  return `For the ${event[1]}${when ? ` ${when}` : ""}, what do you want help with: looking leaner, energy on the day, sleep before it, or recovery after? ${howFar}`;
}

/** Something asked for with nothing else said ("lol idk just tell me whats good", "what should i get"). */
const ASKS_FOR_SOMETHING =
  /^\W*(?:(?:lol|lmao|idk|just|so|ok|okay|yo|bro|man|like|honestly|tbh|um+|uh+|hey),? )*(?:tell me |show me )?(?:what'?s good|whats good|what is good|what (?:do|should|can) i (?:take|get|buy|use)|recommend (?:me )?something|suggest something|what do you recommend)\W*$/;
/** Words that ask for something: a build or a job said without them is an aside, not a request. */
const ASKS = /\b(?:what|whats|anything|recommend\w*|suggest\w*|should i|need|good|take|get|buy)\b/;

/** The one question a message about the person, or about a product it never names, raises; null when it says neither. */
export function saidAsk(normalized: string, hadPicks: boolean): string | null {
  if (!hadPicks && POINTED_AT.test(normalized)) return WHICH_PRODUCT;
  return moveAsk(normalized) ?? buildAsk(normalized) ?? jobAsk(normalized) ?? eventAsk(normalized) ?? (ASKS_FOR_SOMETHING.test(normalized) ? WHAT_WE_CARRY : null);
}
