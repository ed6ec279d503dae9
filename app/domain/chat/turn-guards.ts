/*
 * The engine's guards for a turn read against the conversation (one import for engine.ts):
 * an ingredient asked for by name, a stimulant ban with "what can I take?", and a follow-up
 * that would repeat the last answer.
 */
export { withIngredientPicks } from "./ingredient-picks";
export { notRepeated } from "./no-repeat";
export { stimBanAnswer } from "./stim-ban";
