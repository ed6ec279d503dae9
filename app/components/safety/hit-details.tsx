import { CircleCheck, OctagonAlert, TriangleAlert } from "~/components/icons";
import { formatFactsDate } from "~/domain/catalogue/format";
import type { CheckedHit } from "~/domain/safety/check";
import type { RedFlagHit } from "~/domain/safety/red-flags";
import type { ListLink, ProhibitedNote } from "~/domain/safety/types";

/*
 * How a prohibited hit or an "ask before you take" term is explained wherever a label is checked
 * (the checker page, a label photo read on the device, a text checked offline): the list's reason
 * with its sources, the medicine line for a medicine's name, our audit's note on the name, and a
 * red flag's concern with its source and the date we read it. One component, so all say the same.
 */

export function SourceLinks({ sources }: { sources: readonly ListLink[] }) {
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

export function ReasonLine({ reason, sources, listed }: { reason: string; sources?: readonly ListLink[]; listed?: boolean }) {
  return (
    <p className="mt-1 text-sm">
      <span className="font-semibold">{listed ? "The list's reason for this entry:" : "Why it is prohibited:"}</span> {/^other reason\.?$/i.test(reason.trim()) ? NO_REASON : reason}
      {sources && sources.length > 0 && (
        <span className="text-xs text-muted-foreground">
          {" "}
          (<SourceLinks sources={sources} />)
        </span>
      )}
    </p>
  );
}

/**
 * Whether our audit finds the name filed under the wrong entry or naming another compound: the
 * list still names it, so it is shown, but what is true is said first.
 */
export function doubtedByAudit(hit: CheckedHit): boolean {
  return hit.note?.kind === "wrong-entry" || hit.note?.kind === "different-compound";
}

/** The note the headline already shows, when a single doubted hit is the whole answer. */
function noteInHeadline(hits: readonly CheckedHit[]): CheckedHit["note"] {
  return hits.length === 1 && doubtedByAudit(hits[0]) ? hits[0].note : undefined;
}

/**
 * The answer's headline. When every hit is one our audit doubts, a red "prohibited ingredient
 * found" would say what is likely untrue: the headline says what the list does and what the
 * audit found, in warning colours, with the note right under it.
 */
export function HitsHeadline({ hits, stops = 0 }: { hits: readonly CheckedHit[]; stops?: number }) {
  if (hits.length > 0 && hits.every(doubtedByAudit) && stops === 0) {
    const note = noteInHeadline(hits);
    return (
      <div className="rounded-lg border border-warning bg-warning/10 p-4" data-testid="hits-headline" data-doubted="true">
        <p className="flex items-start gap-2 text-lg font-bold">
          <TriangleAlert className="mt-1 size-5 shrink-0 text-warning" aria-hidden />
          <span>
            {hits.length === 1
              ? `The DoD list names “${hits[0].found}” under ${hits[0].entryName} — our audit says this is likely an error in the list`
              : `The DoD list names ${hits.length} of these under entries where our audit says they are likely errors in the list`}
          </span>
        </p>
        {note && <AuditNote note={note} />}
      </div>
    );
  }
  return (
    <>
      <p className="flex items-center gap-2 text-lg font-bold text-destructive" data-testid="hits-headline" data-stop={stops || undefined}>
        <OctagonAlert className="size-5" aria-hidden />
        {hits.length === 1 ? "1 prohibited ingredient found" : `${hits.length} prohibited ingredients found`}
        {stops > 0 ? `, and ${stops} more to stop` : ""}
      </p>
      <p className="mt-1 text-sm" data-testid="hits-what-to-do">
        {PROHIBITED_WHAT_TO_DO}
      </p>
    </>
  );
}

/**
 * What to do about a prohibited find, under its headline: the same advice the chat gives for a
 * product already taken (keep the container, tell the provider), said before the details.
 */
export const PROHIBITED_WHAT_TO_DO =
  "What to do: don't take a product with a prohibited ingredient; it is banned for service members whatever the label or seller says. If you already have, stop, keep the container with its lot number and the receipt, and tell your medical provider what you took.";

/** What a red flag with the "stop" verdict (docs/decisions/0066) says, the same on every surface. */
export const STOP_WORDS = "Stop: don't take it";

/** "1 ingredient", "2 ingredients". */
const countIngredients = (n: number) => (n === 1 ? "1 ingredient" : `${n} ingredients`);

/**
 * Red-flag terms split by verdict: a "stop" term is a prohibited ingredient under another name
 * (its source says so), so it is counted and shown with the stops, never as "not on the DoD list".
 */
export function splitRedFlags(flags: readonly RedFlagHit[]): { stop: RedFlagHit[]; askFirst: RedFlagHit[] } {
  return { stop: flags.filter((f) => f.verdict === "stop"), askFirst: flags.filter((f) => f.verdict !== "stop") };
}

/**
 * The headline when nothing on the DoD list was found by name. A "stop" term outranks
 * everything else (red, counted as a stop); the green all-clear only when nothing is flagged
 * either: above an "ask before you take" card it would read as a yes.
 */
export function NoHitsHeadline({ subject, flags }: { subject: string; flags: readonly RedFlagHit[] }) {
  const { stop, askFirst } = splitRedFlags(flags);
  if (stop.length > 0) {
    return (
      <p className="flex items-start gap-2 text-lg font-bold text-destructive" data-testid="no-hits-headline" data-stop={stop.length}>
        <OctagonAlert className="mt-1 size-5 shrink-0" aria-hidden />
        <span>
          {`${countIngredients(stop.length)} to stop in ${subject}: a prohibited ingredient under another name`}
          {askFirst.length > 0 ? `, and ${askFirst.length} more to ask about` : ""}
        </span>
      </p>
    );
  }
  if (askFirst.length > 0) {
    return (
      <p className="flex items-start gap-2 text-lg font-bold" data-testid="no-hits-headline" data-ask-first={askFirst.length}>
        <TriangleAlert className="mt-1 size-5 shrink-0 text-warning" aria-hidden />
        <span>{`No prohibited ingredient found in ${subject}, but ${countIngredients(askFirst.length)} to ask about before you take it`}</span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-lg font-bold text-success" data-testid="no-hits-headline">
      <CircleCheck className="size-5" aria-hidden />
      {`No prohibited ingredient found in ${subject}`}
    </p>
  );
}

/** A doubted hit's first line: where the list files the name, and that the audit doubts it. */
export function DoubtedHitLine({ hit }: { hit: CheckedHit }) {
  return (
    <p className="font-semibold" data-testid="doubted-hit">
      The DoD list files “<mark className="rounded bg-warning/20 px-0.5 text-foreground">{hit.found}</mark>” under{" "}
      <span className="font-bold">{hit.entryName}</span>
      {hit.term.toLowerCase() !== hit.found.toLowerCase() ? ` (as “${hit.term}”)` : ""}; our audit says this is likely an error in the list.
    </p>
  );
}

/**
 * The reason, the medicine line and the audit's note of one hit. A doubted hit's note comes
 * before the list's reason (or is left out when the headline shows it).
 */
export function HitDetails({ hit, hits }: { hit: CheckedHit; hits: readonly CheckedHit[] }) {
  const doubted = doubtedByAudit(hit);
  const note = hit.note && noteInHeadline(hits) !== hit.note ? <AuditNote note={hit.note} /> : null;
  return (
    <>
      {doubted && note}
      <ReasonLine reason={hit.reason} sources={hit.reasonSources} listed={doubted} />
      {hit.medicine && (
        <p className="mt-2 text-sm" data-testid="medicine-line">
          {hit.medicine}
        </p>
      )}
      {!doubted && note}
      {hit.alsoWritten?.map((flag) => (
        <div key={flag.id} className="mt-2 text-sm" data-testid="also-written">
          <p>
            <span className="font-semibold">Also in the text as “{flag.found}”:</span> another name for this ingredient, so it is counted once.
          </p>
          <RedFlagDetails flag={flag} />
        </div>
      ))}
    </>
  );
}

/** An "ask before you take" term: what OPSS or FDA warn about, and where, read when. */
export function RedFlagDetails({ flag }: { flag: RedFlagHit }) {
  return (
    <>
      <p className="mt-1 text-sm">{flag.concern}</p>
      {flag.whatToDo && (
        <p className="mt-1 text-sm" data-testid="red-flag-what-to-do">
          <span className="font-semibold">What to do:</span> {flag.whatToDo}
        </p>
      )}
      <p className="mt-1 text-xs text-muted-foreground" data-testid="red-flag-source">
        Source: <SourceLinks sources={[flag.source]} />, read {formatFactsDate(flag.source.checked)}
      </p>
    </>
  );
}
