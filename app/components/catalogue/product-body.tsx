import { type ReactNode, useRef, useState } from "react";
import { type CardProduct, type PanelFacts, panelFactsFromApi } from "~/domain/catalogue/card";
import { IngredientsTable } from "./ingredients-table";
import { ScoreBreakdown } from "./score-breakdown";
import { ScorecardList } from "./scorecard-list";

/*
 * The parts of a product card that need no interaction. They render in the server's first pass
 * (no lazy boundary: React streams a large Suspense boundary as a hidden segment that only a
 * script reveals, which a reader without JavaScript never sees). The panels are native
 * <details>; their contents (four panels on each card, once the larger part of a category
 * page's markup and of its data) render when a panel is first opened, from the product API.
 * Before JavaScript runs, an opened panel offers a link to the same page with that product's
 * panels rendered on the server.
 */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="section-label">{title}</h4>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function Expandable({
  title,
  testId,
  facts,
  onServer,
  failed,
  onOpen,
  moreHref,
  children,
}: {
  title: string;
  testId?: string;
  /** The panel facts once the page has them: rendered on the server with ?details=, fetched otherwise. */
  facts: PanelFacts | null;
  /** Rendered open by the server (?details=). */
  onServer: boolean;
  failed: boolean;
  onOpen: () => void;
  moreHref: string;
  children: (facts: PanelFacts) => ReactNode;
}) {
  const [opened, setOpened] = useState(onServer);
  return (
    <details
      className="group panel"
      data-testid={testId}
      open={onServer || undefined}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        onOpen();
      }}
    >
      <summary className="panel-summary">
        {title}
        <span className="panel-chevron" aria-hidden>
          ▾
        </span>
      </summary>
      <div className="pb-4">
        {facts && opened ? (
          children(facts)
        ) : opened ? (
          <p className="text-sm" role={failed ? "alert" : undefined}>
            {failed ? (
              <>
                The details could not be loaded just now.{" "}
                <a href={moreHref} className="text-link">
                  Show the details
                </a>
              </>
            ) : (
              <span className="text-muted-foreground">Loading the details…</span>
            )}
          </p>
        ) : (
          // What a closed panel holds in the server's HTML, forty times on a page: kept short.
          <a href={moreHref} className="text-sm text-link">
            Show the details
          </a>
        )}
      </div>
    </details>
  );
}

/**
 * One product's panel facts: those the server rendered, or fetched once when a panel first opens
 * (the product API answers with an ETag and a short max-age, so a second visit is cheap).
 */
function usePanelFacts(productId: string, initial: PanelFacts | null) {
  const [facts, setFacts] = useState(initial);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const load = () => {
    if (facts || loading.current) return;
    loading.current = true;
    setFailed(false);
    fetch(`/api/products/${encodeURIComponent(productId)}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const loaded = panelFactsFromApi(body);
        if (loaded) setFacts(loaded);
        else setFailed(true);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        loading.current = false;
      });
  };
  return { facts, failed, load };
}

function isLink(source: string): boolean {
  return /^https?:\/\//.test(source);
}

/** Description, why we recommend it, military benefits, key ingredients and dosage (the card shows the cautions itself, never folded away). */
export function ProductBody({ product }: { product: CardProduct }) {
  return (
    <>
      <p className="text-sm leading-6">{product.description}</p>

      <Section title="Why we recommend it">
        <p className="text-sm leading-6">{product.whyRecommended}</p>
      </Section>

      {product.militaryBenefits.length > 0 && (
        <Section title="Military benefits">
          <ul className="bullet-list">
            {product.militaryBenefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Section>
      )}

      {product.keyIngredients.length > 0 && (
        <Section title="Key ingredients">
          <ul className="flex flex-wrap gap-1.5">
            {product.keyIngredients.map((k) => (
              <li key={k} className="chip">
                {k}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="Dosage">
        <p className="text-sm leading-6">{product.dosage}</p>
      </Section>

    </>
  );
}

/** A product's collapsed panels: ingredients, score breakdown, scorecard, sources. */
export function ProductDetails({
  product,
  showDailyValue,
  facts: serverFacts,
  moreHref,
}: {
  product: CardProduct;
  showDailyValue: boolean;
  /** The panel facts when the server renders the panels open (?details=); otherwise fetched on opening. */
  facts: PanelFacts | null;
  moreHref: string;
}) {
  const { facts, failed, load } = usePanelFacts(product.id, serverFacts);
  const panel = { facts, onServer: serverFacts !== null, failed, onOpen: load, moreHref };
  return (
    <>
      <Expandable title="Detailed ingredients" testId="ingredients-details" {...panel}>
        {(f) => <IngredientsTable ingredients={f.detailedIngredients} showDailyValue={showDailyValue} caption={`Ingredients of ${product.name}`} />}
      </Expandable>
      <Expandable title={`CLEARED score breakdown: ${product.score.total} of 100`} testId="score-details" {...panel}>
        {(f) => <ScoreBreakdown score={f.score} />}
      </Expandable>
      <Expandable title={`OPSS label scorecard: ${product.scorecard.yes} of ${product.scorecard.questions} yes`} testId="scorecard-details" {...panel}>
        {(f) => <ScorecardList scorecard={f.scorecard} />}
      </Expandable>
      <Expandable title="Sources and evidence" {...panel}>
        {(f) => (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Evidence</dt>
            <dd className="capitalize">{f.provenance.confidence}</dd>
            <dt className="font-semibold">Price</dt>
            <dd>
              {f.priceSeen
                ? `${product.priceText} at ${f.priceSeen.retailer}, seen ${f.priceSeen.observedText}${f.priceSeen.dateNote ? ` (${f.priceSeen.dateNote})` : ""}: ${f.priceSeen.source}`
                : "No observed price"}
            </dd>
            {f.certifications.map((c) => (
              <div key={`${c.body} ${c.url}`} className="contents">
                <dt className="font-semibold">{c.body}</dt>
                <dd className="break-words">{c.evidence}</dd>
              </div>
            ))}
            <dt className="font-semibold">Sources</dt>
            <dd>
              <ul className="space-y-1">
                {f.provenance.sources.map((s) => (
                  <li key={s} className="break-all text-xs">
                    {isLink(s) ? (
                      <a href={s} rel="noopener noreferrer" target="_blank" className="text-primary underline underline-offset-2">
                        {s}
                      </a>
                    ) : (
                      s
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        )}
      </Expandable>
    </>
  );
}
