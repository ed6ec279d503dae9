import type { ClearedScore } from "~/domain/catalogue/types";
import { cn } from "~/lib/cn";

function scoreTone(total: number): string {
  if (total >= 85) return "bg-success/15 text-success ring-success/30";
  if (total >= 70) return "bg-primary/10 text-primary ring-primary/25";
  return "bg-muted text-muted-foreground ring-border";
}

/** The big number: the CLEARED score out of 100. */
export function ScoreBadge({ score, className }: { score: Pick<ClearedScore, "total">; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <span
        className={cn("score-tile", scoreTone(score.total))}
        data-testid="cleared-score"
      >
        {score.total}
      </span>
      <span className="text-sm leading-tight">
        <span className="block font-bold">CLEARED score</span>
        <span className="text-muted-foreground">out of 100</span>
      </span>
    </div>
  );
}
