import { useEffect, useRef } from "react";
import { AlertCircle, OctagonAlert, TriangleAlert } from "~/components/icons";
import { DoubtedHitLine, doubtedByAudit, HitDetails, HitsHeadline, NoHitsHeadline, RedFlagDetails, STOP_WORDS, splitRedFlags } from "~/components/safety/hit-details";
import { formatFactsDate } from "~/domain/catalogue/format";
import type { LabelLine } from "~/domain/safety/label-check";
import type { DeviceCheck, ListOnDevice } from "./device-list";

/*
 * What a check on the device found, line by line: each prohibited ingredient and red-flag term
 * on the line of the label it was read on, with the list version it was checked against.
 */

function Marked({ line }: { line: LabelLine }) {
  // Marks every found span on the line, in order: prohibited and stop terms in red, ask-first terms in amber.
  const spans = [
    ...line.hits.flatMap((h) => [h.found, ...(h.alsoWritten ?? []).map((f) => f.found)].map((found) => ({ found, prohibited: true }))),
    ...line.redFlags.map((f) => ({ found: f.found, prohibited: f.verdict === "stop" })),
  ]
    .map((span) => ({ ...span, at: line.text.indexOf(span.found) }))
    .filter((s) => s.at >= 0 && s.found.length > 0)
    .sort((a, b) => a.at - b.at);
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const { found, at, prohibited } of spans) {
    if (at < from) continue;
    parts.push(line.text.slice(from, at));
    parts.push(
      <mark key={at} className={`rounded px-0.5 font-semibold ${prohibited ? "bg-destructive/15 text-destructive" : "bg-warning/20 text-foreground"}`}>
        {found}
      </mark>,
    );
    from = at + found.length;
  }
  parts.push(line.text.slice(from));
  return <>{parts}</>;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function ListLine({ list }: { list: ListOnDevice }) {
  return (
    <p className="mt-4 text-xs text-muted-foreground" data-testid="device-list-version" data-version={list.version}>
      {list.fromDevice && (
        <span className="mb-1 flex items-center gap-1 font-semibold text-foreground">
          <AlertCircle className="size-3.5" aria-hidden /> Offline: checked against the list saved on this device.
        </span>
      )}
      Checked on this device against the DoD prohibited list, {list.name.toLowerCase()} of {formatFactsDate(listDate(list.retrieved))} (
      {list.entryCount.toLocaleString("en-US")} entries), received from CLEARED {dateTime.format(new Date(list.savedAt))}.
    </p>
  );
}

/** The list's date as the checker page gives it: the day our copy was retrieved, or the source's own date text. */
const listDate = (retrieved: string) => (/^\d{4}-\d{2}-\d{2}/.test(retrieved) ? retrieved.slice(0, 10) : retrieved);

/**
 * `unreadable`: too much of the photo could not be read. A clean result from it proves nothing,
 * so no all-clear is shown, only what was found.
 */
/** A caffeine amount on the label: the serving check the server does, which this device check does not. */
const CAFFEINE_AMOUNT = /\bcaffeine\b[^,;]*?\d\s*mg\b/i;

export function LabelResults({
  check,
  subject,
  unreadable = false,
  headingLevel = "h3",
}: {
  check: DeviceCheck;
  subject: string;
  unreadable?: boolean;
  /** h2 under the page's title (a text checked offline), h3 inside "Scan a label". */
  headingLevel?: "h2" | "h3";
}) {
  const flagged = check.lines.filter((line) => line.hits.length > 0 || line.redFlags.length > 0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new answer is where the person goes next, as after the checker's own form: the button
  // that asked may be gone (a scan) or still focused (a text checked offline).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new check, not on other renders.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [check]);
  const Heading = headingLevel;
  return (
    <section aria-live="polite" data-testid="device-check-results" className="mt-6">
      <Heading ref={heading} tabIndex={-1} className="mb-2 scroll-mt-24 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Results
      </Heading>
      {check.hits.length > 0 ? (
        <HitsHeadline hits={check.hits} stops={splitRedFlags(check.redFlags).stop.length} />
      ) : unreadable ? (
        <p className="flex items-center gap-2 text-lg font-bold" data-testid="scan-unreadable">
          <AlertCircle className="size-5" aria-hidden />
          We could not read enough of this label to check it
        </p>
      ) : (
        <NoHitsHeadline subject={subject} flags={check.redFlags} />
      )}
      {flagged.length > 0 && (
        <ol className="mt-4 space-y-3">
          {flagged.map((line) => (
            <li key={check.lines.indexOf(line)} className="rounded-lg border border-border bg-card p-4">
              <p className="font-mono text-sm break-words">
                <span className="sr-only">Line {check.lines.indexOf(line) + 1}: </span>
                <Marked line={line} />
              </p>
              {line.hits.map((hit) => (
                <div key={hit.entryId} className="mt-2 text-sm" data-entry-id={hit.entryId}>
                  {doubtedByAudit(hit) ? (
                    <DoubtedHitLine hit={hit} />
                  ) : (
                  <p className="font-semibold text-destructive">
                    “{hit.found}” is <span className="font-bold">{hit.entryName}</span>, prohibited
                    {hit.term !== hit.entryName || hit.fuzzy ? ` (listed as “${hit.term}”${hit.fuzzy ? "; read as a likely misspelling or misread" : ""})` : ""}.
                  </p>
                  )}
                  <HitDetails hit={hit} hits={check.hits} />
                </div>
              ))}
              {line.redFlags.map((flag) => (
                <div key={flag.id} className="mt-2 text-sm">
                  {flag.verdict === "stop" ? (
                    <p className="flex items-center gap-1.5 font-semibold text-destructive">
                      <OctagonAlert className="size-4" aria-hidden /> {STOP_WORDS}: {flag.label}
                    </p>
                  ) : (
                    <p className="flex items-center gap-1.5 font-semibold">
                      <TriangleAlert className="size-4 text-warning" aria-hidden /> Ask before you take: {flag.label}
                    </p>
                  )}
                  <RedFlagDetails flag={flag} />
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
      {check.lines.some((line) => CAFFEINE_AMOUNT.test(line.text)) ? (
        <p className="mt-4 text-sm" data-testid="device-caffeine-note">
          This check on your device matches ingredients only. How the caffeine in one serving compares with the single dose is worked out online: check this text again with a
          connection.
        </p>
      ) : null}
      <ListLine list={check.list} />
    </section>
  );
}
