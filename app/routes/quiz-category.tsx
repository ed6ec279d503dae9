import { ArrowLeft, ChevronDown } from "~/components/icons";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { QuizForm } from "~/components/quiz/quiz-form";
import { QuizResultView } from "~/components/quiz/quiz-result";
import { appContext } from "~/context";
import { handleSaveQuizResult } from "~/.server/quiz/actions";
import { getPricedCatalogue } from "~/.server/catalogue";
import { quizCatalogue } from "~/.server/quiz/catalogue";
import { getCategoryInfo } from "~/domain/categories";
import { answersToQuery, parseAnswers } from "~/domain/quiz/answers";
import { answersInWords, quizChatMessage } from "~/domain/quiz/chat-message";
import { runQuiz } from "~/domain/quiz/engine";
import { getQuiz } from "~/domain/quiz/questions";
import { notFound, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/quiz-category";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const title = loaderData?.category.title;
  return routeMeta(matches, {
    title: title ? (loaderData.result ? `Your ${title} Picks` : `${title} Quiz`) : "Quiz",
    description: title ? `Answer a few questions and get certified ${title.toLowerCase()} picks that fit your training, duty and diet, with the reasons for each.` : undefined,
    path: `/quiz/${params.category}`,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = getCategoryInfo(params.category);
  if (!category) notFound();
  const { user, env, safety } = context.get(appContext);
  const quiz = getQuiz(category.id);
  const parsed = parseAnswers(quiz, new URL(request.url).searchParams);
  const base = { category, signedIn: user !== null };
  if (parsed.kind !== "complete") {
    const page = { ...base, parsed, result: null };
    return parsed.kind === "invalid" ? data(page, { status: 400 }) : page;
  }
  // Budgets and costs use the price per serving of the D1 offers, like every page.
  const result = runQuiz({ quiz, answers: parsed.answers, catalogue: quizCatalogue(await getPricedCatalogue(env, await safety())) });
  return {
    ...base,
    parsed,
    result: {
      result,
      query: answersToQuery(quiz, parsed.answers),
      answersInWords: answersInWords(quiz, parsed.answers),
      chatMessage: quizChatMessage(quiz, parsed.answers, result.picks),
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const category = getCategoryInfo(params.category);
  if (!category) notFound();
  return handleSaveQuizResult(request, context.get(appContext), category);
}

export default function CategoryQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { category, parsed, result, signedIn } = loaderData;
  const quiz = getQuiz(category.id);
  const initial = parsed.kind === "blank" ? {} : parsed.answers;

  if (result) {
    return (
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
          <QuizResultView
            {...result}
            signedIn={signedIn}
            savedNow={actionData?.ok === true}
            saveError={actionData?.ok === false ? actionData.message : undefined}
          />
          <details className="group rounded-xl border border-border bg-card" data-testid="quiz-edit">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 font-bold [&::-webkit-details-marker]:hidden">
              Change your answers
              <ChevronDown className="size-5 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <div className="border-t border-border p-5">
              <QuizForm key={result.query} quiz={quiz} initial={initial} stepByStep={false} />
            </div>
          </details>
          <Link to="/quiz" prefetch="intent" className="inline-flex items-center gap-1 text-link">
            <ArrowLeft className="size-4" aria-hidden /> Choose another goal
          </Link>
        </div>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Find your supplement" title={`${category.title} quiz`}>
        {quiz.intro} Every pick is third-party certified and screened against the DoD prohibited list, and each comes with the reasons it fits you.
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {parsed.kind === "invalid" && (
          <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm" data-testid="quiz-errors">
            <p className="font-semibold">Some answers in this link are not ones the quiz offers.</p>
            <p className="mt-1">Choose again below; the answers that were fine are kept.</p>
          </div>
        )}
        {parsed.kind === "partial" && (
          <p className="rounded-lg border border-border bg-muted/60 p-4 text-sm" data-testid="quiz-partial">
            {parsed.missing.length === 1 ? "One question still needs an answer." : `${parsed.missing.length} questions still need an answer.`}
          </p>
        )}
        <QuizForm quiz={quiz} initial={initial} errors={parsed.kind === "invalid" ? parsed.errors : []} stepByStep />
        <Link to="/quiz" prefetch="intent" className="inline-flex items-center gap-1 text-sm text-link">
          <ArrowLeft className="size-4" aria-hidden /> Choose another goal
        </Link>
      </div>
    </>
  );
}
