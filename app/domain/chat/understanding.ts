import type { Nutrient } from "./doses";
import type { CategoryId } from "~/domain/categories";
import type { Constraint } from "~/domain/catalogue/constraints";
import type { Avoid, ConditionId, DutyId } from "~/domain/safety/conditions";
import type { Whom } from "./turn-owners";
import type { SymptomId, Vocabulary, VocabularyEffects } from "./concepts";
import type { ChatContext } from "./context";
import type { StimulantPreference } from "./intent";
import type { NamedProduct, ProductNameIndex } from "./product-names";
import type { Situation } from "./situation";
import type { SaidProblem } from "./problems";
import type { DoseQuestion, Ranking, Reference } from "./stated";
import type { UnnamedSubject } from "./unnamed";
import type { Carried } from "./carried";

/*
 * What the understanding step (./understand.ts) reads from one chat request: the shape both the
 * embedded engine and the model path answer from, and what it is given.
 */

export type ChatIntent =
  /** Symptoms that need care now. */
  | "urgent"
  /** Is an ingredient banned, allowed, a red flag. */
  | "ingredient"
  /** A medicine or condition, or a question about mixing. */
  | "interaction"
  | "dosing"
  | "knowledge"
  | "compare"
  /** About one or more named or referenced products. */
  | "product"
  /** One pick per category, across several. */
  | "plan"
  | "more-options"
  | "recommend"
  | "courtesy"
  | "out-of-scope";

export interface Understanding {
  message: string;
  /** Lower case, slang and typos replaced. */
  normalized: string;
  /** The vocabulary the message was read with: later stages read meanings of the turn by it (./meanings.ts). */
  vocabulary: Vocabulary;
  /** The main intent first, then the others the message carries. */
  intents: ChatIntent[];
  intent: ChatIntent;
  /** The categories to answer in: named here, else the conversation's. */
  categories: CategoryId[];
  /** Hard constraints of the whole conversation, the newest statement of each kind winning. */
  constraints: Constraint[];
  /**
   * Keys (./stated.ts `constraintKey`) of constraints the chat set from the situation (drinks
   * counted, a late hour, the heat) that the person did not ask for: they still screen the picks,
   * but the answer never frames the picks as fitting them. Absent when none.
   */
  unsaid?: string[];
  /** Ingredients to leave out beyond the shared constraints ("without beta-alanine"). */
  avoid: Avoid[];
  stimulantPreference: StimulantPreference | null;
  /** Medicines and conditions named anywhere in the conversation. */
  conditions: ConditionId[];
  /** Those named in this message. */
  newConditions: ConditionId[];
  /** Whom the message asks for when it is someone else ("a multi for my wife"); left out for the person. */
  forWhom?: Whom;
  /** Those stated earlier whose full caution an earlier answer already gave: a short reminder is enough now. */
  cautioned?: ConditionId[];
  /** Health problems no condition rule covers (./problems.ts), said about the one asked for; absent when none. */
  problems?: SaidProblem[];
  duties: DutyId[];
  /** Catalogue products this message names. */
  namedProductIds: string[];
  /** Catalogue products the person named in their earlier messages, in order; absent when none. */
  namedBefore?: string[];
  /** The products the message is about: named, or resolved from a reference to earlier picks. */
  focusProductIds: string[];
  reference: Reference | null;
  ranking: Ranking | null;
  /** One answer wanted ("which one is cheapest?"). */
  single: boolean;
  /** Picks of the latest answer in the history, in order. */
  previousPicks: string[];
  /** Every product an earlier answer suggested. */
  suggestedBefore: string[];
  moreOptions: boolean;
  dose: DoseQuestion | null;
  /** Words to search the articles with. */
  topic: string;
  /** Symptoms or reactions this message describes: cautions and care signs first, no product. */
  symptoms: SymptomId[];
  symptomSources: VocabularyEffects["symptomSources"];
  /** The symptoms are the previous message's: this one answers the care advice without having been seen. */
  pushedBack?: true;
  /** Substances this message names that we cannot vouch for (street names, shop products). */
  substances: VocabularyEffects["substances"];
  /** Sleep comes within hours of the use asked about (lights out, an early brief). */
  sleepSoon: boolean;
  /** Common false beliefs the message voices ("GNC on post sells it, so it's cleared"). */
  myths: VocabularyEffects["myths"];
  /** Idioms and claims as written ("used by special forces"): a DoD list name inside one is not a substance named. */
  claims: string[];
  /** What a permission question asks about when the chat does not know its name ("is hydroxycut ok"). */
  unnamed: UnnamedSubject | null;
  /**
   * The message asks how things are ("is protein before sleep worth it?", "does fish oil raise
   * bleeding risk?"), not only for products: an article section that answers it is quoted.
   */
  asksAbout: boolean;
  /** Says, here or earlier, that they drank a lot of water ("6 canteens"): low sodium is read beside heat illness (./heat-water.ts). */
  overdrank?: true;
  /** Earlier messages of the person that give a dose (./said-numbers.ts): a symptom told later is answered with it. */
  dosedBefore?: string;
  /** The nutrient the person's previous message was about: an amount said now without one is its dose (./doses.ts). */
  doseTopic?: Nutrient;
  /** A container budget ("got $25") said in this or an earlier turn, the newest winning; absent when none or lifted. */
  budgetSaid?: number;
  /** Sleep time, caffeine already taken, heat, an unclear request: see ./situation.ts. */
  situation: Situation;
  /** The latest answer in the history, as sent: an answer that would repeat it word for word answers something else (./no-repeat.ts). */
  lastReply?: string;
  /** Every answer of the conversation's history, oldest first: a later answer leaves out what they said (./said-before.ts). */
  earlierReplies?: string[];
  /** The person's earlier messages, oldest first: what they took may have been named there (./likely-cause.ts). */
  earlierAsks?: string[];
  /** What the person said that holds after this message, to carry into the next turn (./carried.ts). */
  carried: Carried;
  /** Conditions only imagined in this message ("if I got pregnant would..."): left out when none. */
  imagined?: ConditionId[];
}

export interface HistoryEntry {
  role: "user" | "assistant";
  content: string;
}

export interface UnderstandInput {
  message: string;
  history: readonly HistoryEntry[];
  products: readonly NamedProduct[];
  names: ProductNameIndex;
  /** The chat's vocabulary (app/data/chat-vocabulary.json), loaded by the server. */
  vocabulary: Vocabulary;
  /** What the person said before the history sent that still held after it (./carried.ts). */
  carried?: Carried;
  /** The turn as the person said it, when `message` is that turn read with the request before it: whom it asks for is read from it. */
  said?: string;
  /** The client's context: hints only. */
  hints?: Partial<Pick<ChatContext, "category" | "lastCategory" | "stimulantPreference" | "previouslySuggested" | "isMoreOptionsRequest">>;
}
