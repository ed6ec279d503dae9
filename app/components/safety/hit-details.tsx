import type { CheckedHit } from "~/domain/safety/check";
import type { ListLink, ProhibitedNote } from "~/domain/safety/types";

/*
 * How a prohibited hit is explained wherever a label is checked (the checker page and a label
 * photo read on the device): the list's reason with its sources, the medicine line for a
 * medicine's name, and our audit's note on the name. One component, so both say the same.
 */

function SourceLinks({ sources }: { sources: readonly ListLink[] }) {
  return (
    <>
      {sources.map((source, i) => (
        <span key={source.url + source.title}>
          {i > 0 ? "; " : ""}
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
            {source.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      ))}
    </>
  );
}

/** Our audit's doubt about this name under this entry: shown with the answer, never instead of it. */
export function AuditNote({ note }: { note: ProhibitedNote }) {
  return (
    <div className="mt-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" data-testid="audit-note" data-erratum={note.erratumId}>
      <p>
        <span className="font-semibold">Note on the list:</span> {note.note}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        Sources: <SourceLinks sources={note.sources} />
      </p>
    </div>
  );
}

/** The list's catch-all "Other reason" tells a reader nothing: it is said as what it means. */
const NO_REASON = "The list gives no reason; it is prohibited all the same.";

export function ReasonLine({ reason, sources }: { reason: string; sources?: readonly ListLink[] }) {
  return (
    <p className="mt-1 text-sm">
      <span className="font-semibold">Why it is prohibited:</span> {/^other reason\.?$/i.test(reason.trim()) ? NO_REASON : reason}
      {sources && sources.length > 0 && (
        <span className="text-xs text-muted-foreground">
          {" "}
          (<SourceLinks sources={sources} />)
        </span>
      )}
    </p>
  );
}

/** The reason, the medicine line and the audit's note of one hit. */
export function HitDetails({ hit }: { hit: CheckedHit }) {
  return (
    <>
      <ReasonLine reason={hit.reason} sources={hit.reasonSources} />
      {hit.medicine && (
        <p className="mt-2 text-sm" data-testid="medicine-line">
          {hit.medicine}
        </p>
      )}
      {hit.note && <AuditNote note={hit.note} />}
    </>
  );
}
