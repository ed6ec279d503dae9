/** What the quiz's save action and the account page's delete action answer, for the forms to show. */
export type QuizActionData = { ok: true; savedId: string } | { ok: false; message: string };
export type AccountActionData = { ok: false; message: string };
