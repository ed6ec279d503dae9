import { ExternalLink, Info, Search } from "~/components/icons";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import {
  AuditNote,
  DoubtedHitLine,
  doubtedByAudit,
  HitDetails,
  HitsHeadline,
  NoHitsHeadline,
  ReasonLine,
  splitRedFlags,
} from "~/components/safety/hit-details";
import { CaffeineServingNote } from "~/components/safety/caffeine-serving-note";
import { RedFlagSection } from "~/components/safety/red-flag-section";
import { CheckOffline } from "~/components/scan/check-offline";
import { LabelScan } from "~/components/scan/label-scan";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { formatFactsDate } from "~/domain/catalogue/format";
import { ingredientCheckQuerySchema } from "~/domain/safety/check";
import { MAX_CHECK_CHARS } from "~/domain/safety/limits";
import type { CheckedHit } from "~/domain/safety/check";
import type { ProhibitedMatcher } from "~/domain/safety/matcher";
import type { ProhibitedListInfo, ProhibitedSearchResult } from "~/domain/safety/types";
import { SAFETY_LINKS } from "~/domain/site";
import { trackEvent } from "~/lib/analytics";
import { readBody } from "~/.server/http/body";
import { routeMeta } from "~/lib/meta";
import { checkIngredients } from "~/.server/prohibited-list";
import { appContext } from "~/context";
import type { Route } from "./+types/ingredient-checker";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Ingredient Checker: DoD Prohibited Supplement Ingredients",
    description:
      "Search the DoD Prohibited Dietary Supplement Ingredients list by any name, or paste a label's ingredients to find prohibited ones, typos and other names included.",
    path: "/ingredient-checker",
  });
}

// Installable from here, where the service worker that keeps the checker offline is registered:
// no other page's HTML or JavaScript carries any of it (docs/decisions/0052-offline-checker.md).
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/manifest.webmanifest" }];

/** The check of one text against the list in use: its result, or the message saying why it could not run. */
function check(matcher: ProhibitedMatcher, raw: string) {
  const parsed = ingredientCheckQuerySchema.safeParse({ q: raw });
  if (!parsed.success) return { query: raw.slice(0, MAX_CHECK_CHARS), result: null, error: parsed.error.issues[0].message };
  const { hits, matches, redFlags, caffeine } = checkIngredients(matcher, parsed.data.q);
  return { query: parsed.data.q, result: { hits, matches, redFlags, caffeine }, error: null };
}

/*
 * The form posts the text, so a pasted label never lands in the address bar, the browser's
 * history, access logs or the page cache (a POST is never cached). A GET with ?q= still answers:
 * the site search action and links that name one ingredient ("?q=DMHA"); the page cache skips
 * any checker URL with a query (worker/page-cache.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { matcher } = await context.get(appContext).safety();
  const raw = new URL(request.url).searchParams.get("q");
  return { list: matcher.info(), ...(raw === null ? { query: "", result: null, error: null } : check(matcher, raw)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Room for the longest label and its form encoding (each character up to 9 bytes percent-encoded).
  const form = (await readBody(request, { area: "ingredient_check", maxBytes: MAX_CHECK_CHARS * 9 + 1024, accept: ["form"] })) as Record<string, unknown>;
  const raw = typeof form.example === "string" ? form.example : typeof form.q === "string" ? form.q : "";
  const answer = check((await context.get(appContext).safety()).matcher, raw);
  return data(answer, { status: answer.error ? 400 : 200 });
}

/** What the example buttons check. The misspelling of enclomiphene is there to show a typo is caught, and says so. */
const EXAMPLES: readonly { text: string; note?: string }[] = [
  { text: "DMHA" },
  { text: "enlcomiphene", note: "misspelt on purpose" },
  { text: "Caffeine anhydrous 200 mg, L-citrulline 6 g, octodrine 150 mg, beta-alanine 3.2 g" },
];

/** Which list answered, how old it is, and where to look for a newer one. */
function ListVersionLine({ list }: { list: ProhibitedListInfo }) {
  return (
    <p className="mt-6 text-sm text-muted-foreground" data-testid="list-version">
      Checked against the DoD prohibited list, {list.version.toLowerCase()} of {formatFactsDate(list.date)} ({list.entryCount.toLocaleString("en-US")} entries). A newer version may
      be out:{" "}
      <a href={list.officialUrl} target="_blank" rel="noopener noreferrer" className="text-link">
        check the official list on OPSS
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}

function HitItem({ hit, hits }: { hit: CheckedHit; hits: readonly CheckedHit[] }) {
  if (doubtedByAudit(hit)) {
    return (
      <li className="rounded-lg border border-warning/50 bg-card p-4">
        <DoubtedHitLine hit={hit} />
        <HitDetails hit={hit} hits={hits} />
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-destructive/30 bg-card p-4">
      <p className="font-semibold">
        <mark className="rounded bg-destructive/15 px-1 text-destructive">{hit.found}</mark>
        {/* "Higenamine is higenamine" says nothing: a name that is the entry's own is just on the list. */}
        {hit.found.toLowerCase() === hit.entryName.toLowerCase() ? (
          " is on the DoD prohibited list"
        ) : (
          <>
            {" is "}
            <span className="font-bold">{hit.entryName}</span>
          </>
        )}
      </p>
      {/* The listed term, when it says more than what was found and the entry's name. */}
      {(hit.fuzzy || ![hit.found, hit.entryName].some((n) => n.toLowerCase() === hit.term.toLowerCase())) && (
        <p className="mt-1 text-sm text-muted-foreground">
          Listed as “{hit.term}”{hit.fuzzy ? ": your text looks like a misspelling of it" : ""}.
        </p>
      )}
      <HitDetails hit={hit} hits={hits} />
    </li>
  );
}

function MatchItem({ match }: { match: ProhibitedSearchResult }) {
  const others = match.otherNames.filter((n) => n !== match.term).slice(0, 6);
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <p className="font-semibold">
        {match.entryName}
        {match.term !== match.entryName && <span className="font-normal text-muted-foreground"> (listed as “{match.term}”)</span>}
      </p>
      <ReasonLine reason={match.reason} sources={match.reasonSources} />
      {others.length > 0 && <p className="mt-1 text-xs text-muted-foreground">Also listed as: {others.join(", ")}</p>}
      {match.note && <AuditNote note={match.note} />}
    </li>
  );
}

export default function IngredientChecker({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const { query, result, error } = actionData ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/ingredient-checker";
  const hitIds = new Set(result?.hits.map((h) => h.entryId));
  const otherMatches = result?.matches.filter((m) => !hitIds.has(m.entryId)) ?? [];
  const flags = splitRedFlags(result?.redFlags ?? []);
  // Counts whether the check found something, never what was typed.
  useEffect(() => {
    if (result) trackEvent("ingredient_check", { result: result.hits.length > 0 ? "flagged" : "clear" });
  }, [result]);

  return (
    <>
      <PageHeader eyebrow="Safety resources" title="Ingredient checker">
        Search the DoD Prohibited Dietary Supplement Ingredients list by any name, or paste a label's ingredient list. We match
        other names and label terms, ignore capitals and punctuation, and catch small typos.
      </PageHeader>

      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="flex gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p>
            The{" "}
            <a href={SAFETY_LINKS.dodProhibitedList} target="_blank" rel="noopener noreferrer" className="text-link">
              official DoD list on OPSS<ExternalLink className="ml-0.5 inline size-3" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            is the authority.{" "}
            {`This checker uses our copy of its ${list.entryCount} entries, retrieved ${formatFactsDate(list.retrieved.slice(0, 10))}.`} A
            clean result is not a guarantee: products can be contaminated or mislabelled, so prefer NSF Certified for Sport or
            Informed Sport products.
          </p>
        </div>

        <CheckOffline>
        <Form method="post" className="mt-8 space-y-3" role="search" aria-label="Check ingredients">
          <Label htmlFor="q">Ingredient name or label text</Label>
          <Textarea
            id="q"
            name="q"
            rows={4}
            maxLength={MAX_CHECK_CHARS}
            defaultValue={query}
            key={query}
            placeholder="e.g. DMHA, or paste: Caffeine anhydrous 200 mg, L-citrulline 6 g, ..."
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "q-error" : "q-hint"}
            required
          />
          {error ? (
            <p id="q-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id="q-hint" className="fine-print">
              Up to {MAX_CHECK_CHARS} characters. Nothing you type is stored.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              <Search aria-hidden /> {busy ? "Checking…" : "Check ingredients"}
            </Button>
            <span className="fine-print">Try:</span>
            {EXAMPLES.map(({ text, note }) => (
              <button
                key={text}
                type="submit"
                name="example"
                value={text}
                formNoValidate
                className="max-w-56 truncate text-xs font-medium text-primary"
              >
                <span className="underline underline-offset-2">{text}</span>
                {note && <span className="font-normal text-muted-foreground">{` (${note})`}</span>}
              </button>
            ))}
          </div>
        </Form>
        </CheckOffline>

        {result && (
          <section className="mt-10" aria-labelledby="results-title" data-testid="checker-results">
            <h2 id="results-title" tabIndex={-1} data-form-result className="scroll-mt-24 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              Results
            </h2>
            {result.hits.length > 0 ? (
              <>
                <HitsHeadline hits={result.hits} stops={flags.stop.length} />
                <ul className="mt-4 space-y-3">
                  {result.hits.map((hit) => (
                    <HitItem key={hit.entryId} hit={hit} hits={result.hits} />
                  ))}
                </ul>
              </>
            ) : (
              <NoHitsHeadline subject="your text" flags={result.redFlags} />
            )}
            <RedFlagSection verdict="stop" flags={flags.stop} />
            <RedFlagSection verdict="askFirst" flags={flags.askFirst} />
            {result.caffeine && <CaffeineServingNote caffeine={result.caffeine} />}
            {otherMatches.length > 0 && (
              <>
                <h3 className="mt-8 font-bold">{result.hits.length > 0 ? "Other names on the list like your search" : "Names on the list like your search"}</h3>
                <ul className="mt-3 space-y-3">
                  {otherMatches.map((m) => (
                    <MatchItem key={m.entryId} match={m} />
                  ))}
                </ul>
              </>
            )}
            <ListVersionLine list={list} />
            <p className="mt-2 text-sm text-muted-foreground">
              Not sure about a product? Ask the experts at{" "}
              <a href={SAFETY_LINKS.opssAskTheExpert} target="_blank" rel="noopener noreferrer" className="text-link">
                OPSS Ask the Expert
              </a>{" "}
              or your unit's medical provider.
            </p>
          </section>
        )}

        <LabelScan />
      </div>
    </>
  );
}
