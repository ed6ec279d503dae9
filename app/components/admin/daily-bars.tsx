import { barGeometry, summarise } from "~/domain/analytics/dashboard";
import { cn } from "~/lib/cn";

const WIDTH = 300;
const HEIGHT = 56;

function shortDay(day: string): string {
  if (!day) return "";
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * A server-rendered bar chart of one series over the dashboard's days. Screen readers get the
 * total and the peak as the image's name; each bar's own value is its tooltip.
 */
export function DailyBars({
  label,
  days,
  values,
  className,
  tone = "primary",
}: {
  label: string;
  days: readonly string[];
  values: readonly number[];
  className?: string;
  tone?: "primary" | "accent";
}) {
  const { total, peak } = summarise(days, values);
  const name = `${label}: ${total.toLocaleString("en-US")} in ${days.length} days${peak ? `, most on ${shortDay(peak.day)} (${peak.value})` : ""}.`;
  return (
    <figure className={cn("grid gap-1", className)}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={name}
        className={cn("h-14 w-full", tone === "primary" ? "text-primary" : "text-accent")}
        data-testid="daily-bars"
        data-total={total}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
        {barGeometry(values, { width: WIDTH, height: HEIGHT - 1, gap: 2 }).map((bar, i) => {
          const day = days[i] ?? "";
          return (
            <rect key={day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx="1" fill="currentColor">
              <title>{`${shortDay(day)}: ${bar.value}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-[11px] text-muted-foreground" aria-hidden>
        <span>{shortDay(days[0] ?? "")}</span>
        <span>{shortDay(days.at(-1) ?? "")}</span>
      </figcaption>
    </figure>
  );
}
