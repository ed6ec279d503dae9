import { Trash2 } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import { handleAccountAction } from "~/.server/quiz/actions";
import { listSavedQuizResults } from "~/.server/quiz/saved";
import { formatFactsDate } from "~/domain/catalogue/format";
import { getCategoryInfo, isCategoryId } from "~/domain/categories";
import { parseAnswers } from "~/domain/quiz/answers";
import { answersInWords } from "~/domain/quiz/chat-message";
import { getQuiz } from "~/domain/quiz/questions";
import { routeMeta } from "~/lib/meta";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: "Your account", path: "/account", noindex: true });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { env, user } = context.get(appContext);
  if (!user) throw redirect("/auth?redirectTo=/account");
  const rows = await listSavedQuizResults(env, { userId: user.id });
  const saved = rows.map((row) => {
    const info = isCategoryId(row.category) ? getCategoryInfo(row.category) : undefined;
    const parsed = info ? parseAnswers(getQuiz(info.id), new URLSearchParams(row.answers)) : null;
    return {
      id: row.id,
      title: info ? `${info.title} quiz` : "Quiz",
      savedOn: formatFactsDate(new Date(row.createdAt).toISOString().slice(0, 10)),
      // A result saved before the quiz's questions changed can no longer be opened, only deleted.
      href: parsed?.kind === "complete" && info ? `/quiz/${info.id}?${row.answers}` : null,
      words: parsed?.kind === "complete" && info ? answersInWords(getQuiz(info.id), parsed.answers) : [],
    };
  });
  return { email: user.email, saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountAction(request, context.get(appContext));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, saved } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Your account" title="Account">
        Signed in as <span className="font-semibold text-foreground" data-testid="account-email">{email}</span>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <section aria-labelledby="saved-title" className="space-y-4">
          <h2 id="saved-title" className="text-2xl font-bold">
            Saved quiz results
          </h2>
          {actionData && (
            <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {actionData.message}
            </p>
          )}
          {saved.length === 0 ? (
            <p className="text-muted-foreground" data-testid="saved-empty">
              Nothing saved yet. Take a{" "}
              <Link to="/quiz" className="font-medium text-primary underline underline-offset-4">
                Find Your Supplement quiz
              </Link>{" "}
              and choose “Save this result”.
            </p>
          ) : (
            <ul className="space-y-3" data-testid="saved-results">
              {saved.map((s) => (
                <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="saved-result">
                  <div className="min-w-0">
                    {s.href ? (
                      <Link to={s.href} className="font-bold text-primary underline underline-offset-4">
                        {s.title}
                      </Link>
                    ) : (
                      <p className="font-bold">{s.title}</p>
                    )}
                    <p className="text-sm text-muted-foreground">Saved {s.savedOn}</p>
                    {s.words.length > 0 && <p className="mt-1 text-sm">{s.words.join(", ")}</p>}
                    {!s.href && <p className="mt-1 text-sm text-muted-foreground">The quiz has changed since you saved this, so it can no longer be opened.</p>}
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-quiz-result" />
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <Trash2 aria-hidden /> Delete<span className="sr-only"> the saved {s.title} result from {s.savedOn}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
