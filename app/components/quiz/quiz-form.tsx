import { ArrowLeft, ArrowRight, Search } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { AnswerError, QuizAnswers } from "~/domain/quiz/answers";
import type { QuizDefinition, QuizQuestion } from "~/domain/quiz/question-types";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/*
 * The quiz is one GET form: without JavaScript every question shows and "See my picks" loads
 * /quiz/<category>?<answers>, rendered on the server. With JavaScript the same form shows one
 * question at a time, with progress, Back and Next, Enter to continue, and focus that moves to
 * each new question.
 */

function readAnswers(form: HTMLFormElement, quiz: QuizDefinition): QuizAnswers {
  const data = new FormData(form);
  const answers: QuizAnswers = {};
  for (const q of quiz.questions) {
    const values = data.getAll(q.id).map(String);
    if (q.multiple) answers[q.id] = values;
    else if (values[0]) answers[q.id] = values[0];
  }
  return answers;
}

function isAnswered(question: QuizQuestion, answers: QuizAnswers): boolean {
  return question.multiple === true || typeof answers[question.id] === "string";
}

function isChecked(answers: QuizAnswers, question: QuizQuestion, value: string): boolean {
  const answer = answers[question.id];
  return Array.isArray(answer) ? answer.includes(value) : answer === value;
}

export function QuizForm({
  quiz,
  initial,
  errors = [],
  stepByStep,
}: {
  quiz: QuizDefinition;
  initial: QuizAnswers;
  errors?: AnswerError[];
  /** One question at a time once JavaScript runs; false shows every question (editing a result). */
  stepByStep: boolean;
}) {
  const hydrated = useHydrated();
  const stepped = hydrated && stepByStep;
  const questions = quiz.questions;
  const firstOpen = Math.max(0, questions.findIndex((q) => !isAnswered(q, initial)));
  const [step, setStep] = useState(firstOpen);
  const [answers, setAnswers] = useState(initial);
  const [nudge, setNudge] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const moved = useRef(false);
  const started = useRef(false);
  const current = questions[step];
  const last = step === questions.length - 1;

  // Focus follows the question, but never on first load: the reader starts at the top of the page.
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus();
  }, [step]);

  function start() {
    if (started.current) return;
    started.current = true;
    trackEvent("quiz_started", { category: quiz.category });
  }

  function go(to: number) {
    moved.current = true;
    setNudge(false);
    setStep(to);
  }

  function next() {
    if (!isAnswered(current, answers)) {
      setNudge(true);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${current.id}"]`)?.focus();
      return;
    }
    start();
    if (last) formRef.current?.requestSubmit();
    else go(step + 1);
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action={`/quiz/${quiz.category}`}
      className="space-y-6"
      data-testid="quiz-form"
      data-stepped={stepped || undefined}
      onChange={(e) => {
        setAnswers(readAnswers(e.currentTarget, quiz));
        setNudge(false);
      }}
      onKeyDown={(e) => {
        // Enter on an answer moves on instead of submitting the whole form early.
        if (stepped && e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          next();
        }
      }}
      onSubmit={start}
    >
      {stepped && (
        <div>
          <p className="text-sm font-semibold text-muted-foreground" aria-live="polite" data-testid="quiz-progress">
            Question {step + 1} of {questions.length}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Quiz progress"
            aria-valuemin={0}
            aria-valuemax={questions.length}
            aria-valuenow={step + 1}
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${((step + 1) / questions.length) * 100}%` }} />
          </div>
        </div>
      )}

      {questions.map((q, i) => {
        const error = errors.find((e) => e.questionId === q.id);
        const showNudge = stepped && nudge && i === step;
        const noteId = `${q.id}-note`;
        return (
          <fieldset
            key={q.id}
            hidden={stepped && i !== step}
            aria-describedby={q.help || error || showNudge ? noteId : undefined}
            className={cn("rounded-xl border border-border bg-card p-5 shadow-sm md:p-6", error && "border-destructive")}
            data-testid="quiz-question"
            data-question={q.id}
          >
            <legend className="contents">
              <h2 ref={(el) => {
                headings.current[i] = el;
              }} tabIndex={-1} className="text-xl font-bold leading-snug outline-none md:text-2xl">
                {!stepped && <span className="mr-2 text-muted-foreground">{i + 1}.</span>}
                {q.prompt}
              </h2>
            </legend>
            <div id={noteId}>
              {q.help && <p className="mt-1 text-sm text-muted-foreground">{q.help}</p>}
              {error && (
                <p className="mt-2 text-sm font-semibold text-destructive" role="alert">
                  {error.message}
                </p>
              )}
              {showNudge && (
                <p className="mt-2 text-sm font-semibold text-destructive" role="alert">
                  Choose an answer to continue.
                </p>
              )}
            </div>
            <div className="mt-4 grid gap-2 sm:grid-cols-2">
              {q.options.map((o) => (
                <label
                  key={o.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
                >
                  <input
                    type={q.multiple ? "checkbox" : "radio"}
                    name={q.id}
                    value={o.value}
                    defaultChecked={isChecked(initial, q, o.value)}
                    required={!q.multiple && !stepped}
                    className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold leading-snug">{o.label}</span>
                    {o.hint && <span className="mt-0.5 block text-sm text-muted-foreground">{o.hint}</span>}
                  </span>
                </label>
              ))}
            </div>
            {q.multiple && <p className="mt-3 text-sm text-muted-foreground">None apply? Leave them all unticked.</p>}
          </fieldset>
        );
      })}

      {stepped ? (
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0} aria-label="Back to the previous question">
            <ArrowLeft aria-hidden /> Back
          </Button>
          <Button size="lg" onClick={next} data-testid="quiz-next">
            {last ? (
              <>
                See my picks <Search aria-hidden />
              </>
            ) : (
              <>
                Next <ArrowRight aria-hidden />
              </>
            )}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          See my picks <Search aria-hidden />
        </Button>
      )}
    </Form>
  );
}
