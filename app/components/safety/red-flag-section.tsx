import type { ReactNode } from "react";
import { OctagonAlert, TriangleAlert } from "~/components/icons";
import type { RedFlagHit } from "~/domain/safety/red-flags";
import { SAFETY_LINKS } from "~/domain/site";
import { listJoin } from "~/domain/text";
import { cn } from "~/lib/cn";
import { RedFlagDetails, STOP_WORDS } from "./hit-details";

/*
 * The checker page's two red-flag sections, "Stop: don't take it" and "Ask before you take":
 * one component, so a term reads the same under either heading and only the verdict's colour,
 * icon and opening line differ.
 */

const SECTIONS = {
  stop: {
    testId: "checker-stop-flags",
    headingId: "stop-flags-title",
    heading: STOP_WORDS,
    headingClass: "text-destructive",
    icon: <OctagonAlert className="size-5" aria-hidden />,
    intro: (count: number): ReactNode =>
      `${count === 1 ? "This label term is" : "These label terms are"} another name for an ingredient on the DoD prohibited list, as the source below says.`,
  },
  askFirst: {
    testId: "checker-red-flags",
    headingId: "red-flags-title",
    heading: "Ask before you take",
    headingClass: undefined,
    icon: <TriangleAlert className="size-5 text-warning" aria-hidden />,
    intro: (count: number): ReactNode => (
      <>
        Not on the DoD list, but OPSS or FDA warn about {count === 1 ? "this term" : "these terms"}. Ask{" "}
        <a href={SAFETY_LINKS.opssAskTheExpert} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
          OPSS Ask the Expert
        </a>{" "}
        or your provider before you take the product.
      </>
    ),
  },
} as const;

/**
 * One flagged term: what was found in the text, then the flag's name when it says more. A
 * term found as its own name ("proprietary blend") is said once, not "Proprietary blend —
 * Proprietary blend".
 */
function RedFlagItem({ flag }: { flag: RedFlagHit }) {
  const stop = flag.verdict === "stop";
  const found = listJoin(flag.foundAll);
  const sameName = found.trim().toLowerCase() === flag.label.toLowerCase();
  return (
    <li className={`rounded-lg border bg-card p-4 ${stop ? "border-destructive/50" : "border-warning/40"}`}>
      <p className="font-semibold">
        <mark className={`rounded px-1 text-foreground ${stop ? "bg-destructive/15" : "bg-warning/20"}`}>{sameName ? flag.label : found}</mark>
        {!sameName && (
          <>
            {" — "}
            <span className="font-bold">{flag.label}</span>
          </>
        )}
        {stop && <span className="font-bold text-destructive">{` — ${STOP_WORDS}`}</span>}
      </p>
      <RedFlagDetails flag={flag} />
    </li>
  );
}

/** The flags of one verdict under their heading, or nothing when there are none. */
export function RedFlagSection({ verdict, flags }: { verdict: keyof typeof SECTIONS; flags: readonly RedFlagHit[] }) {
  if (flags.length === 0) return null;
  const section = SECTIONS[verdict];
  return (
    <section className="mt-8" aria-labelledby={section.headingId} data-testid={section.testId}>
      <h3 id={section.headingId} className={cn("flex items-center gap-2 text-lg font-bold", section.headingClass)}>
        {section.icon}
        {section.heading}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{section.intro(flags.length)}</p>
      <ul className="mt-3 space-y-3">
        {flags.map((flag) => (
          <RedFlagItem key={flag.id} flag={flag} />
        ))}
      </ul>
    </section>
  );
}
