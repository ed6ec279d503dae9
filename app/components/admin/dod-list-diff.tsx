import { TriangleAlert } from "~/components/icons";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { ErratumStatus } from "~/domain/safety/errata";
import type { ListDiff } from "~/domain/safety/list-diff";
import type { ErratumKind } from "~/domain/safety/types";

/*
 * The admin's preview of an uploaded DoD list version before it is applied: the entries it adds,
 * removes and changes, the catalogue products it newly flags and the members who would be emailed,
 * and what it does to our audit's errata. /admin/dod-list renders it above the apply button.
 */

/** An uploaded, not yet applied list version against the list in use (previewListVersion, app/.server/safety/dod-list.ts). */
export interface DodListPreview {
  id: number;
  baseVersionId: number | null;
  source: string;
  retrieved: string;
  entryCount: number;
  diff: ListDiff;
  errata: { id: string; kind: ErratumKind; entry: string; term: string; before: ErratumStatus; after: ErratumStatus }[];
  flagged: { id: string; product: string; hits: { entryName: string; found: string; reason: string }[] }[];
  membersToEmail: number;
}

function TermChanges({ label, added, removed }: { label: string; added: string[]; removed: string[] }) {
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <li>
      {label}:{added.length > 0 && <span className="text-success"> added {added.join(", ")}</span>}
      {added.length > 0 && removed.length > 0 && ";"}
      {removed.length > 0 && <span className="text-destructive"> removed {removed.join(", ")}</span>}
    </li>
  );
}

/** Our audit's errata against the upload: the ones it makes moot, and how many stay open. */
function ErrataView({ errata }: { errata: DodListPreview["errata"] }) {
  const resolved = errata.filter((e) => e.before === "open" && e.after === "resolved");
  const open = errata.filter((e) => e.after === "open");
  return (
    <>
      <h3 className="mt-6 font-bold">Errata of our audit</h3>
      {resolved.length === 0 ? (
        <p className="mt-1 text-sm" data-testid="errata-resolved">
          None resolved: this upload files every questioned name where the list in use does.
        </p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm" data-testid="errata-resolved">
          {resolved.map((e) => (
            <li key={e.id}>
              <strong>Resolved</strong>: “{e.term}” is no longer filed under {e.entry} ({e.kind}, erratum {e.id}). Its note stops showing once applied.
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-sm text-muted-foreground" data-testid="errata-open">
        {open.length === 1 ? "1 erratum stays open" : `${open.length} errata stay open`}: the checker shows {open.length === 1 ? "its note" : "their notes"} with the names they question.
      </p>
    </>
  );
}

/** What applying an uploaded version would change, and the form that applies it. */
export function DiffView({ preview, pending }: { preview: DodListPreview; pending: boolean }) {
  const { diff, flagged } = preview;
  const changes = diff.added.length + diff.removed.length + diff.changed.length;
  return (
    <section id="diff" aria-labelledby="diff-heading" className="mt-10 rounded-xl border-2 border-primary/50 bg-card p-5 md:p-6">
      <h2 id="diff-heading" className="text-xl font-bold">
        What the uploaded list changes
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {preview.source} · retrieved {preview.retrieved} · {preview.entryCount.toLocaleString("en-US")} entries. Nothing changes until you apply it.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center sm:grid-cols-4" data-testid="diff-counts">
        {[
          ["Added", diff.added.length],
          ["Removed", diff.removed.length],
          ["Changed", diff.changed.length],
          ["Unchanged", diff.unchanged],
        ].map(([label, n]) => (
          <div key={label} className="rounded-lg border border-border p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-black tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 font-bold">Catalogue products newly flagged</h3>
      {flagged.length === 0 ? (
        <p className="mt-1 text-sm" data-testid="newly-flagged">
          None: no product label names an ingredient this list adds.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="newly-flagged">
          {flagged.map((p) => (
            <li key={p.id} className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              <span>
                <strong>{p.product}</strong>:{" "}
                {p.hits.map((h) => `${h.found}${h.found.toLowerCase() === h.entryName.toLowerCase() ? "" : ` (listed as ${h.entryName})`}: ${h.reason}`).join("; ")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-muted-foreground" data-testid="members-to-email">
        {preview.membersToEmail === 0
          ? "No member with safety alerts on has saved a newly flagged product."
          : `${preview.membersToEmail} member${preview.membersToEmail === 1 ? "" : "s"} with safety alerts on will get one email each.`}
      </p>

      <ErrataView errata={preview.errata} />

      {changes > 0 && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {diff.added.length > 0 && (
            <div>
              <h3 className="font-bold">Added ({diff.added.length})</h3>
              <ul className="mt-2 grid gap-1 text-sm" data-testid="diff-added">
                {diff.added.map((e) => (
                  <li key={e.name}>
                    <strong>{e.name}</strong> <span className="text-muted-foreground">({e.reason})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {diff.removed.length > 0 && (
            <div>
              <h3 className="font-bold">Removed ({diff.removed.length})</h3>
              <ul className="mt-2 grid gap-1 text-sm" data-testid="diff-removed">
                {diff.removed.map((e) => (
                  <li key={e.name}>
                    <strong>{e.name}</strong> <span className="text-muted-foreground">({e.reason})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {diff.changed.length > 0 && (
            <div className="lg:col-span-2">
              <h3 className="font-bold">Changed ({diff.changed.length})</h3>
              <ul className="mt-2 grid gap-3 text-sm" data-testid="diff-changed">
                {diff.changed.map((c) => (
                  <li key={c.name}>
                    <strong>{c.name}</strong>
                    <ul className="ml-5 list-disc text-muted-foreground">
                      <TermChanges label="Other names" {...c.otherNames} />
                      <TermChanges label="Label terms" {...c.labelTerms} />
                      {c.reason && (
                        <li>
                          Reason: {c.reason.before} → {c.reason.after}
                        </li>
                      )}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="apply" />
        <input type="hidden" name="versionId" value={preview.id} />
        <input type="hidden" name="baseVersionId" value={preview.baseVersionId ?? ""} />
        <Button type="submit" disabled={pending}>
          {pending ? "Applying…" : "Apply this list"}
        </Button>
        <span className="text-sm text-muted-foreground">The checker, every product page and the chat use it from the next request.</span>
      </Form>
    </section>
  );
}
