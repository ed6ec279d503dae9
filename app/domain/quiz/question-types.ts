import type { CategoryId } from "~/domain/categories";

/* The shape of a category's quiz: its questions and their options (the data is in ./questions.ts). */

export interface QuizOption {
  value: string;
  label: string;
  hint?: string;
  /** The answer in the person's own words, for the message to CLEARED AI; omitted when it says nothing. */
  say?: string;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  help?: string;
  /** Several answers may be ticked (checkboxes); none ticked means none applies. */
  multiple?: boolean;
  options: readonly QuizOption[];
  /** The answer that asks for nothing, offered when this question's answer empties the result. */
  relaxTo?: string;
}

export interface QuizDefinition {
  category: CategoryId;
  intro: string;
  questions: readonly QuizQuestion[];
}
