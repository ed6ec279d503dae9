import type { FieldErrors } from "~/domain/auth/schemas";

/** The live preview's answer, and the no-JavaScript preview: the page's HTML for a body. */
export interface EditorPreview {
  html: string;
  toc: { anchor: string; text: string }[];
  words: number;
  readingMinutes: number;
}

/** What the editor's action gives back to the form: an error with the typed values, or a preview. */
export type EditorActionData =
  | { ok: false; code: string; message: string; fields?: FieldErrors; values: Record<string, string> }
  | { ok: true; preview: EditorPreview; values: Record<string, string> };
