import { Trash2 } from "~/components/icons";
import { Form, Link, redirect } from "react-router";
import { SIGN_IN_TO_ACCOUNT, handleAccountAction } from "~/.server/account/form-actions";
import { findUserById } from "~/.server/auth/queries";
import { getPricedCatalogue } from "~/.server/catalogue";
import { listSavedProducts } from "~/.server/members/saved-products";
import { listSavedQuizResults } from "~/.server/quiz/saved";
import { AccountSection, DataSection, DeleteSection, EmailSection, Notice, PasswordSection, SessionsSection, resultFor } from "~/components/account/account-forms";
import { SavedProductsSection, type SavedProductView } from "~/components/account/saved-products";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";
import { appContext } from "~/context";
import type { AccountActionData } from "~/domain/account/actions";
import { formatFactsDate } from "~/domain/catalogue/format";
import { getCategoryInfo, isCategoryId } from "~/domain/categories";
import { formatCents } from "~/domain/prices/offers";
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
  const { env, user, safety } = context.get(appContext);
  if (!user) throw redirect(SIGN_IN_TO_ACCOUNT);
  // The confirmation state is read from D1: the session's copy can lag behind a confirmation.
  const [account, quizRows, savedRows, catalogue] = await Promise.all([
    findUserById(env, { id: user.id }),
    listSavedQuizResults(env, { userId: user.id }),
    listSavedProducts(env, { userId: user.id }),
    getPricedCatalogue(env, await safety()),
  ]);
  if (!account) throw redirect(SIGN_IN_TO_ACCOUNT);
  const quizResults = quizRows.map((row) => {
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
  const savedProducts = savedRows.flatMap((row): SavedProductView[] => {
    const product = catalogue.getProduct(row.productId);
    // A product taken out of the catalogue is no longer shown (its row goes with the account).
    if (!product) return [];
    return [
      {
        id: product.id,
        name: product.name,
        brand: product.brand,
        category: getCategoryInfo(product.category)?.title ?? product.category,
        href: `/compare/${product.id}`,
        pricePerServingText: product.pricePerServingText,
        alertBelow: row.priceAlertBelowCents === null ? null : (row.priceAlertBelowCents / 100).toFixed(2),
        alertBelowText: row.priceAlertBelowCents === null ? null : formatCents(row.priceAlertBelowCents),
        alertWaiting: row.priceAlertBelowCents !== null && row.priceAlertState === "sent",
        safetyAlerts: row.safetyAlerts,
        safety: { prohibitedHits: product.prohibitedHits, certificationWithdrawn: product.certificationWithdrawn },
      },
    ];
  });
  return { email: account.email, verified: account.emailVerifiedAt !== null, quizResults, savedProducts };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountAction(request, context.get(appContext));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, verified, quizResults, savedProducts } = loaderData;
  const result = actionData as AccountActionData | undefined;
  return (
    <>
      <PageHeader eyebrow="Your account" title="Account">
        Your saved products and their alerts, your saved quiz results, and the settings of your account.
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <EmailSection email={email} verified={verified} result={result} />
        <SavedProductsSection products={savedProducts} result={result} />
        <AccountSection id="saved-quiz-results" title="Saved quiz results">
          <Notice result={resultFor(result, "delete-quiz-result")} />
          {quizResults.length === 0 ? (
            <p className="text-muted-foreground" data-testid="saved-empty">
              Nothing saved yet. Take a{" "}
              <Link to="/quiz" className="text-link">
                Find Your Supplement quiz
              </Link>{" "}
              and choose “Save this result”.
            </p>
          ) : (
            <ul className="space-y-3" data-testid="saved-results">
              {quizResults.map((s) => (
                <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4" data-testid="saved-result">
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
        </AccountSection>
        <PasswordSection result={result} />
        <SessionsSection result={result} />
        <DataSection />
        <DeleteSection result={result} />
      </div>
    </>
  );
}
