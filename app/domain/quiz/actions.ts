/** What the quiz's save action answers, for the form to show. */
export type QuizActionData = { ok: true; savedId: string } | { ok: false; message: string };
