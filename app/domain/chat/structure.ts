import { z } from "zod";
import { type Constraint, DIETS, EXCLUDABLE_INGREDIENTS } from "~/domain/catalogue/constraints";
import { PRODUCT_FORMS } from "~/domain/catalogue/facts";
import { CONDITION_IDS, conditionRule, DUTY_IDS } from "~/domain/safety/conditions";
import type { ChatIntent, Understanding } from "./understand";
import { normalizeMessage } from "./vocabulary";

/*
 * A request's structure, the one shape both readers of a message produce: the rules (from the
 * understanding step) and, in production, the language model in JSON mode. Each item carries
 * the person's own words it was read from. The merge is a union that can only narrow what an
 * answer may recommend or add cautions, and it takes nothing from the model without those words
 * appearing in what the person wrote. docs/decisions/0038-model-reads-the-request-rules-keep-it-safe.md
 */

/** The intents a reader may add beside the main one; the fixed replies (urgent, courtesy) stay with the rules. */
const STRUCTURE_INTENTS = ["ingredient", "interaction", "dosing", "knowledge", "compare", "recommend", "plan"] as const satisfies readonly ChatIntent[];

/** The person's words an item was read from, as they wrote them ("" for the rules, whose reading is their own evidence). */
const quote = z.string().max(200);

const constraintSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("diet"), diet: z.enum(DIETS) }),
  z.object({ kind: z.literal("exclude"), ingredient: z.enum(EXCLUDABLE_INGREDIENTS) }),
  z.object({ kind: z.literal("caffeineMax"), mg: z.number().int().min(0).max(1000) }),
  z.object({ kind: z.literal("form"), forms: z.array(z.enum(PRODUCT_FORMS)).min(1).max(PRODUCT_FORMS.length) }),
  z.object({ kind: z.literal("budget"), maxPerServing: z.number().min(0).max(100) }),
]);

/**
 * One flat list of what the request carries, each item with the words it was read from: an
 * ordinary request has nothing the rules missed, and `{"items":[]}` is the shortest reply a
 * model can write, so the reading arrives soon after its first token.
 */
const itemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("intent"), intent: z.enum(STRUCTURE_INTENTS), quote }),
  z.object({ kind: z.literal("constraint"), constraint: constraintSchema, quote }),
  /** Medicines and conditions, as the condition table names them. */
  z.object({ kind: z.literal("condition"), condition: z.enum(CONDITION_IDS), quote }),
  z.object({ kind: z.literal("duty"), duty: z.enum(DUTY_IDS), quote }),
  /** An earlier pick the message points at, 1 for the first pick of the latest answer. */
  z.object({ kind: z.literal("reference"), pick: z.number().int().min(1).max(10), quote }),
]);

export const requestStructureSchema = z.object({ items: z.array(itemSchema).max(24) });
export type RequestStructure = z.infer<typeof requestStructureSchema>;
type Item = RequestStructure["items"][number];

/** The rules' reading of a request in the shared shape, parsed by the same schema as the model's. */
export function structureOf(u: Understanding): RequestStructure {
  const picks = u.reference?.kind === "picks" ? u.reference.indexes.filter((i) => i >= 0) : [];
  return requestStructureSchema.parse({
    items: [
      ...u.intents.filter((i): i is (typeof STRUCTURE_INTENTS)[number] => (STRUCTURE_INTENTS as readonly string[]).includes(i)).map((intent) => ({ kind: "intent", intent, quote: "" })),
      ...u.constraints.map((constraint) => ({ kind: "constraint", constraint, quote: "" })),
      ...u.conditions.map((condition) => ({ kind: "condition", condition, quote: "" })),
      ...u.duties.map((duty) => ({ kind: "duty", duty, quote: "" })),
      ...picks.map((i) => ({ kind: "reference", pick: i + 1, quote: "" })),
    ],
  });
}

const ofKind = <K extends Item["kind"]>(structure: RequestStructure, kind: K) => structure.items.filter((item): item is Extract<Item, { kind: K }> => item.kind === kind);

const key = (c: Constraint) => JSON.stringify(c);
const plain = (text: string) => normalizeMessage(text).replace(/[^a-z0-9]+/g, " ").trim();

export interface MergedUnderstanding {
  understanding: Understanding;
  /** What the model's reading added, for the logs ("constraint diet:lactose-free from 'milk makes me sick'"). */
  added: string[];
}

/**
 * The union of the rules' understanding and the model's structure. An item of the model's is
 * taken only when its quote is in the person's own messages (`said`: this message and their
 * earlier ones), so a model cannot add a constraint, a medicine or a pick nobody mentioned.
 */
export function mergeStructure(u: Understanding, model: RequestStructure, said: { message: string; earlier: readonly string[] }): MergedUnderstanding {
  const here = plain(said.message);
  const anywhere = plain([said.message, ...said.earlier].join(" \n "));
  const heard = (q: string, text = anywhere) => {
    const words = plain(q);
    return words.length >= 3 && ` ${text} `.includes(` ${words} `);
  };
  const added: string[] = [];
  // What the rules read, in the same shape: an item of the model's that matches one adds nothing.
  const rules = new Set(structureOf(u).items.map(({ quote: _, ...item }) => JSON.stringify(item)));
  const known = ({ quote: _, ...item }: Item) => rules.has(JSON.stringify(item));

  const constraints = [...u.constraints];
  for (const item of ofKind(model, "constraint")) {
    const { constraint, quote: q } = item;
    if (!heard(q) || known(item) || constraints.some((c) => key(c) === key(constraint))) continue;
    constraints.push(constraint as Constraint);
    added.push(`constraint ${key(constraint)} from "${q}"`);
  }
  const conditions = [...u.conditions];
  const newConditions = [...u.newConditions];
  for (const { condition, quote: q } of ofKind(model, "condition")) {
    if (!heard(q) || conditions.includes(condition)) continue;
    conditions.push(condition);
    if (heard(q, here)) newConditions.push(condition);
    added.push(`condition ${condition} from "${q}"`);
  }
  const duties = [...u.duties];
  for (const { duty, quote: q } of ofKind(model, "duty")) {
    if (!heard(q) || duties.includes(duty)) continue;
    duties.push(duty);
    added.push(`duty ${duty} from "${q}"`);
  }
  // Only a message the rules found in scope gets more intents: the fixed replies stay the rules' call.
  const intents = [...u.intents];
  if (!["urgent", "courtesy", "out-of-scope"].includes(u.intent)) {
    for (const { intent, quote: q } of ofKind(model, "intent")) {
      if (!heard(q, here) || intents.includes(intent)) continue;
      intents.push(intent);
      added.push(`intent ${intent} from "${q}"`);
    }
  }
  let { focusProductIds, reference } = u;
  if (!focusProductIds.length && u.previousPicks.length) {
    const picks = ofKind(model, "reference").filter((r) => heard(r.quote, here) && r.pick <= u.previousPicks.length);
    if (picks.length) {
      focusProductIds = picks.map((r) => u.previousPicks[r.pick - 1]);
      reference = { kind: "picks", indexes: picks.map((r) => r.pick - 1) };
      added.push(`picks ${picks.map((r) => r.pick).join(", ")} from "${picks[0].quote}"`);
    }
  }
  const avoid = [...u.avoid];
  for (const id of conditions.filter((c) => !u.conditions.includes(c))) {
    for (const a of conditionRule(id).avoid) if (!avoid.some((b) => b.ingredient === a.ingredient)) avoid.push(a);
  }
  return {
    understanding: { ...u, intents, intent: intents[0], constraints, conditions, newConditions, duties, avoid, focusProductIds, reference },
    added,
  };
}
