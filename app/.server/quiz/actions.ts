import { data } from "react-router";
import { AppError, isAppError } from "~/.server/errors";
import { readBody } from "~/.server/http/body";
import type { AppContext } from "~/context";
import type { CategoryInfo } from "~/domain/categories";
import type { QuizActionData } from "~/domain/quiz/actions";
import { answersToQuery, parseAnswers } from "~/domain/quiz/answers";
import { getQuiz } from "~/domain/quiz/questions";
import { saveQuizResult } from "./saved";

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
