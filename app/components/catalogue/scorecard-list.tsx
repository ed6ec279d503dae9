import type { Scorecard, ScorecardAnswer } from "~/domain/catalogue/types";
import { cn } from "~/lib/cn";

const ANSWER: Record<ScorecardAnswer, { mark: string; label: string; tone: string }> = {
  yes: { mark: "✓", label: "Yes", tone: "text-success" },
  no: { mark: "✕", label: "No", tone: "text-destructive" },
  unknown: { mark: "?", label: "Not known", tone: "text-muted-foreground" },
};

/** The OPSS label scorecard questions with this product's answers. */
export function ScorecardList({ scorecard }: { scorecard: Scorecard }) {
  return (
    <ul className="space-y-2.5">
      {scorecard.items.map((item) => {
        const { mark, label, tone } = ANSWER[item.answer];
        return (
          <li key={item.id} className="flex gap-2.5 text-sm">
            <span className={cn("mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-current text-[0.625rem] font-bold", tone)} aria-hidden>
              {mark}
            </span>
            <div>
              <p>
                <span className="font-semibold">{item.question}:</span> <span className={cn("font-semibold", tone)}>{label}</span>
              </p>
              <p className="fine-print">{item.detail}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
