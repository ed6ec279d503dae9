import { TriangleAlert, BookOpen, Check, ChevronDown, Info, SearchX } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { BuyButtons, PriceOrCheck } from "~/components/catalogue/buy-buttons";
import { buttonVariants } from "~/components/ui/button";
import { getCategoryInfo } from "~/domain/categories";
import type { GuideRef } from "~/domain/guides";
import type { Notice, QuizPick, QuizResult } from "~/domain/quiz/engine";
import { excludedHeadline } from "~/domain/quiz/rule-types";
import type { PlanSection } from "~/domain/quiz/planner";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { AskChat, CopyLink, SaveResult } from "./quiz-result-actions";

function GuideLink({ guide, className }: { guide: GuideRef; className?: string }) {
  return (
    <Link to={`/blog/${guide.slug}`} prefetch="intent" className={cn("inline-flex items-center gap-1 text-link", className)}>
      <BookOpen className="size-3.5 shrink-0" aria-hidden />
      {guide.title}
    </Link>
  );
}

function NoticeBox({ notice }: { notice: Notice }) {
  const caution = notice.tone === "caution";
  const Icon = caution ? TriangleAlert : Info;
  return (
    <div
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        caution ? "border-amber-500/40 bg-amber-500/10" : "border-border bg-muted/60",
      )}
      data-testid="quiz-notice"
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", caution ? "text-amber-700 dark:text-amber-300" : "text-muted-foreground")} aria-hidden />
      <p>
        {notice.text}
        {notice.guide && (
          <>
            {" "}
            Source: <GuideLink guide={notice.guide} />
          </>
        )}
      </p>
    </div>
  );
}

function PickCard({ pick, rank }: { pick: QuizPick; rank: number }) {
  const titleId = `pick-${pick.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-border bg-card shadow-sm" data-testid="quiz-pick" data-product-id={pick.id}>
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-border p-5">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-muted-foreground">
            <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
              <span className="sr-only">Pick </span>
              {rank}
            </span>
            {pick.brand}
          </p>
          <h3 id={titleId} className="mt-1 text-xl font-bold leading-snug">
            {pick.name}
          </h3>
        </div>
        <div className="flex items-center gap-4 text-right">
          <div>
            <p className="text-2xl font-black tabular-nums" data-testid="pick-score">
              {pick.rating}
            </p>
            <p className="fine-print">CLEARED score</p>
          </div>
          <div>
            <p className="text-lg font-bold tabular-nums"><PriceOrCheck product={pick} known={pick.pricePerServingText} /></p>
            <p className="fine-print">{pick.pricePerServingText ? "per serving" : "price per serving not known"}</p>
          </div>
        </div>
      </div>
      <div className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="min-w-0 space-y-4">
          <div>
            <h4 className="font-bold">Why this fits you</h4>
            <ul className="mt-2 space-y-2 text-sm" data-testid="pick-reasons">
              {pick.reasons.map((r) => (
                <li key={r.text} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  <span>
                    {r.text}
                    {r.guide && (
                      <span className="mt-0.5 block">
                        <GuideLink guide={r.guide} />
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {(pick.checkLabel.length > 0 || pick.cautions.length > 0) && (
            <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="pick-cautions">
              <p className="font-semibold text-amber-800 dark:text-amber-200">Before you buy</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {[...pick.checkLabel, ...pick.cautions].map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="space-y-2">
          <BuyButtons product={pick} comparePrices={false} />
          <Link to={`/category/${pick.category}?details=${pick.id}#${pick.id}-details`} prefetch="intent" className={buttonVariants({ variant: "outline", className: "w-full" })}>
            Full details<span className="sr-only"> of {pick.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function Planner({ plan }: { plan: PlanSection[] }) {
  if (plan.length === 0) return null;
  return (
    <section aria-labelledby="plan-title" className="space-y-4">
      <h2 id="plan-title" className="text-2xl font-bold">
        Your plan in numbers
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {plan.map((section) => (
          <div key={section.id} className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="plan-section" data-section={section.id}>
            <h3 className="font-bold">{section.title}</h3>
            <dl className="mt-3 space-y-3 text-sm">
              {section.rows.map((row) => (
                <div key={`${row.label}-${row.value}`}>
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="font-semibold tabular-nums">{row.value}</dd>
                  {row.detail && <dd className="text-muted-foreground">{row.detail}</dd>}
                </div>
              ))}
            </dl>
            {section.guide && (
              <p className="mt-3 border-t border-border pt-3 text-xs text-muted-foreground">
                Figures from our guide <GuideLink guide={section.guide} />, which cites its sources.
              </p>
            )}
            {section.note && <p className="mt-3 border-t border-border pt-3 text-xs text-muted-foreground">{section.note}</p>}
          </div>
        ))}
      </div>
    </section>
  );
}

function LeftOut({ result }: { result: QuizResult }) {
  if (result.excluded.length === 0) return null;
  return (
    <section aria-labelledby="left-out-title" className="space-y-3">
      <h2 id="left-out-title" className="text-2xl font-bold">
        What we left out, and why
      </h2>
      <ul className="space-y-2" data-testid="quiz-excluded">
        {result.excluded.map((group) => (
          <li key={`${group.filterId}-${group.reason}`}>
            <details className="group rounded-lg border border-border bg-card">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-4 text-sm [&::-webkit-details-marker]:hidden">
                <span>
                  <span className="font-semibold">{excludedHeadline(group)}</span>
                  <span className="block text-muted-foreground">Because {group.youSaid}.</span>
                </span>
                <ChevronDown className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <ul className="space-y-1 border-t border-border p-4 text-sm">
                {group.products.map((p) => (
                  <li key={p.id}>
                    {p.name}
                    {p.evidence && <span className="text-muted-foreground">: “{p.evidence}”</span>}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyState({ result }: { result: QuizResult }) {
  const empty = result.empty;
  if (!empty) return null;
  const title = getCategoryInfo(result.category)?.title.toLowerCase() ?? result.category;
  return (
    <section className="rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="quiz-empty" aria-labelledby="empty-title">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <h2 id="empty-title" className="mt-3 text-2xl font-bold">
        Nothing in our certified {title} fits all of that
      </h2>
      <p className="mt-2 text-muted-foreground">
        We checked all {result.considered} products and will not fill the gap with one that breaks what you told us.
      </p>
      {empty.lookFor.length > 0 && (
        <>
          <h3 className="mt-5 font-bold">What to look for</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {empty.lookFor.map((l) => (
              <li key={l.text}>
                {l.text[0].toUpperCase() + l.text.slice(1)}.{" "}
                {l.guide && <GuideLink guide={l.guide} className="text-sm" />}
              </li>
            ))}
            <li>Whatever you buy, check its NSF Certified for Sport or Informed Sport listing yourself, and run its label through our <Link to="/ingredient-checker" className="text-link">ingredient checker</Link>.</li>
          </ul>
        </>
      )}
      {empty.elsewhere.length > 0 && (
        <>
          <h3 className="mt-5 font-bold">In another category</h3>
          <ul className="mt-2 space-y-1">
            {empty.elsewhere.map((p) => (
              <li key={p.id}>
                <Link to={`/category/${p.category}#${p.id}`} className="text-link">
                  {p.name}
                </Link>{" "}
                <span className="text-muted-foreground">in {getCategoryInfo(p.category)?.title}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {empty.loosen.length > 0 && (
        <>
          <h3 className="mt-5 font-bold">Or change one answer</h3>
          <ul className="mt-2 space-y-2">
            {empty.loosen.map((l) => (
              <li key={l.questionId}>
                <Link to={`/quiz/${result.category}?${l.query}`} className="text-link" data-testid="quiz-loosen">
                  {l.prompt} “{l.to}” instead of “{l.from}”
                </Link>{" "}
                <span className="text-muted-foreground">
                  ({l.fits} product{l.fits === 1 ? "" : "s"} would fit)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export interface QuizResultViewProps {
  result: QuizResult;
  answersInWords: string[];
  query: string;
  chatMessage: string;
  signedIn: boolean;
  saveError?: string;
  savedNow?: boolean;
}

export function QuizResultView({ result, answersInWords, query, chatMessage, signedIn, saveError, savedNow }: QuizResultViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = getCategoryInfo(result.category)?.title ?? result.category;
  const leftOut = result.excluded.reduce((sum, g) => sum + g.products.length, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer set (query) is a new completion even when category and count repeat
  useEffect(() => {
    trackEvent("quiz_completed", { category: result.category, picks: result.picks.length });
    // After the route's own focus handling (100 ms), land on the result's heading.
    const timer = window.setTimeout(() => headingRef.current?.focus({ preventScroll: true }), 150);
    return () => window.clearTimeout(timer);
  }, [result.category, query, result.picks.length]);

  return (
    <div className="space-y-10" data-testid="quiz-result">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{title} quiz result</p>
        <h1 ref={headingRef} tabIndex={-1} id="result-title" className="text-3xl font-black tracking-tight outline-none md:text-4xl">
          {result.picks.length > 0 ? `Your ${title.toLowerCase()} picks` : `No ${title.toLowerCase()} pick fits yet`}
        </h1>
        <p className="text-muted-foreground" data-testid="quiz-summary">
          We checked all {result.considered} certified {title.toLowerCase()} products against your answers:{" "}
          {result.picks.length > 0 ? `${result.picks.length} fit best` : "none fits every answer"}
          {leftOut > 0 ? `, ${leftOut} left out for the reasons below.` : "."}
        </p>
        {answersInWords.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Your answers">
            {answersInWords.map((w) => (
              <li key={w} className="rounded-full border border-border bg-muted px-3 py-1 text-sm">
                {w}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-start gap-2 pt-2">
          <AskChat message={chatMessage} />
          <SaveResult category={result.category} query={query} signedIn={signedIn} />
          <CopyLink />
        </div>
        {saveError && (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {saveError}
          </p>
        )}
        {savedNow && (
          <p role="status" className="text-sm">
            Saved to your account.{" "}
            <Link to="/account" className="text-link">
              See your saved results
            </Link>
          </p>
        )}
      </header>

      {result.notices.length > 0 && (
        <div className="space-y-3" data-testid="quiz-notices">
          {result.notices.map((n) => (
            <NoticeBox key={n.text} notice={n} />
          ))}
        </div>
      )}

      {result.picks.length > 0 ? (
        <section aria-labelledby="picks-title" className="space-y-5">
          <h2 id="picks-title" className="sr-only">
            Picks, best fit first
          </h2>
          {result.picks.map((pick, i) => (
            <PickCard key={pick.id} pick={pick} rank={i + 1} />
          ))}
        </section>
      ) : (
        <EmptyState result={result} />
      )}

      <Planner plan={result.plan} />
      <LeftOut result={result} />
    </div>
  );
}
