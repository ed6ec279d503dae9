import type { ClearedScore } from "~/domain/catalogue/types";

/** Each part of the score with its points, maximum and reason. */
export function ScoreBreakdown({ score }: { score: ClearedScore }) {
  return (
    <dl className="space-y-3">
      {score.components.map((c) => (
        <div key={c.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <dt className="font-semibold">{c.label}</dt>
            <dd className="shrink-0 tabular-nums text-muted-foreground">
              <span className="font-semibold text-foreground">{c.points}</span> / {c.max}
            </dd>
          </div>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary" style={{ width: `${(c.points / c.max) * 100}%` }} />
          </div>
          <dd className="mt-1 text-xs text-muted-foreground">{c.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
