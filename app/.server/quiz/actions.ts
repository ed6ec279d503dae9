import { data, redirect } from "react-router";
import { AppError, isAppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import type { AppContext } from "~/context";
import type { CategoryInfo } from "~/domain/categories";
import type { AccountActionData, QuizActionData } from "~/domain/quiz/actions";
import { answersToQuery, parseAnswers } from "~/domain/quiz/answers";
import { getQuiz } from "~/domain/quiz/questions";
import { deleteSavedQuizResult, saveQuizResult } from "./saved";

const MAX_FORM_BYTES = 8 * 1024;
const UNREADABLE = "The form could not be read. Reload the page and try again.";

/**
 * The form's fields through the one body reader, or its refusal: a wrong content type (415), an
 * oversized body (413) or a body that does not parse (400) is the client's mistake, never a 500.
 */
async function readForm(request: Request): Promise<Record<string, string> | AppError> {
  try {
    return (await readBody(request, { area: "quiz", maxBytes: MAX_FORM_BYTES, accept: ["form"] })) as Record<string, string>;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
}

const badForm = (status: number) => data({ ok: false, message: UNREADABLE } satisfies QuizActionData, { status });

/** "Save this result": the answers are validated again with the quiz's schema before they are stored. */
export async function handleSaveQuizResult(request: Request, { env, user }: AppContext, category: CategoryInfo) {
  if (!user) return data({ ok: false, message: "Sign in to save a result. You can still see and share it without an account." } satisfies QuizActionData, { status: 401 });
  const form = await readForm(request);
  if (form instanceof AppError) return badForm(form.status);
  if (form.intent !== "save") return badForm(400);
  const quiz = getQuiz(category.id);
  const parsed = parseAnswers(quiz, new URLSearchParams(form.answers ?? ""));
  if (parsed.kind !== "complete") {
    return data({ ok: false, message: "These answers are incomplete or not valid, so the result cannot be saved. Answer every question first." } satisfies QuizActionData, {
      status: 400,
    });
  }
  const saved = await saveQuizResult(env, { userId: user.id, category: category.id, answers: answersToQuery(quiz, parsed.answers), now: Date.now() });
  return { ok: true, savedId: saved.id } satisfies QuizActionData;
}

/** /account's delete: only the owner's own saved result; anything else is not found. */
export async function handleAccountAction(request: Request, { env, user }: AppContext) {
  if (!user) throw redirect("/auth?redirectTo=/account", 303);
  const form = await readForm(request);
  if (form instanceof AppError || form.intent !== "delete-quiz-result") {
    return data({ ok: false, message: UNREADABLE } satisfies AccountActionData, { status: form instanceof AppError ? form.status : 400 });
  }
  const deleted = await deleteSavedQuizResult(env, { userId: user.id, id: form.id ?? "" });
  if (!deleted) return data({ ok: false, message: "That saved result was not found. It may already be deleted." } satisfies AccountActionData, { status: 404 });
  return redirect("/account", 303);
}
