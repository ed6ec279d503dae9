import { data, redirect } from "react-router";
import type { AppContext } from "~/context";
import type { CategoryInfo } from "~/domain/categories";
import type { AccountActionData, QuizActionData } from "~/domain/quiz/actions";
import { answersToQuery, parseAnswers } from "~/domain/quiz/answers";
import { getQuiz } from "~/domain/quiz/questions";
import { deleteSavedQuizResult, saveQuizResult } from "./saved";


const MAX_FORM_BYTES = 8 * 1024;

/**
 * A small urlencoded or multipart form, or null: a wrong content type, an oversized body or a
 * body that does not parse is the client's mistake and gets a 4xx, never a 500.
 */
async function readSmallForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_FORM_BYTES) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const badForm = () => data({ ok: false, message: "The form could not be read. Reload the page and try again." } satisfies QuizActionData, { status: 400 });

/** "Save this result": the answers are validated again with the quiz's schema before they are stored. */
export async function handleSaveQuizResult(request: Request, { env, user }: AppContext, category: CategoryInfo) {
  if (!user) return data({ ok: false, message: "Sign in to save a result. You can still see and share it without an account." } satisfies QuizActionData, { status: 401 });
  const form = await readSmallForm(request);
  if (form?.get("intent") !== "save") return badForm();
  const quiz = getQuiz(category.id);
  const parsed = parseAnswers(quiz, new URLSearchParams(String(form.get("answers") ?? "")));
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
  const form = await readSmallForm(request);
  if (form?.get("intent") !== "delete-quiz-result") {
    return data({ ok: false, message: "The form could not be read. Reload the page and try again." } satisfies AccountActionData, { status: 400 });
  }
  const deleted = await deleteSavedQuizResult(env, { userId: user.id, id: String(form.get("id") ?? "") });
  if (!deleted) return data({ ok: false, message: "That saved result was not found. It may already be deleted." } satisfies AccountActionData, { status: 404 });
  return redirect("/account", 303);
}
