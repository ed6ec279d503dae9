import { type ReactNode, useState } from "react";
import type { Supplement } from "~/domain/catalogue/types";
import { IngredientsTable } from "./ingredients-table";
import { ScoreBreakdown } from "./score-breakdown";
import { ScorecardList } from "./scorecard-list";

/*
 * The parts of a product card that need no interaction. They render in the server's first pass
 * (no lazy boundary: React streams a large Suspense boundary as a hidden segment that only a
 * script reveals, which a reader without JavaScript never sees). The panels are native
 * <details>; their contents (four panels on each card, once the larger part of a category
 * page's markup) render when a panel is first opened, from data the page already has. Before
 * JavaScript runs, an opened panel offers a link to the same page with that product's panels
 * rendered on the server.
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
  onServer,
  moreHref,
  children,
}: {
  title: string;
  testId?: string;
  onServer: boolean;
  moreHref: string;
  children: () => ReactNode;
}) {
  const [rendered, setRendered] = useState(onServer);
  return (
    <details
      className="group border-t border-border"
      data-testid={testId}
      open={onServer || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setRendered(true);
      }}
    >
      <summary className="panel-summary">
        {title}
        <span className="panel-chevron" aria-hidden>
          ▾
        </span>
      </summary>
      <div className="pb-4">
        {rendered ? (
          children()
        ) : (
          <a href={moreHref} className="text-sm text-link">
            Show the details
          </a>
        )}
      </div>
    </details>
  );
}

function isLink(source: string): boolean {
  return /^https?:\/\//.test(source);
}

/** Description, why we recommend it, military benefits, key ingredients, dosage and cautions. */
export function ProductBody({ product }: { product: Supplement }) {
  return (
    <>
      <p className="text-sm leading-6">{product.description}</p>

      <Section title="Why we recommend it">
        <p className="text-sm leading-6">{product.whyRecommended}</p>
      </Section>

      {product.militaryBenefits.length > 0 && (
        <Section title="Military benefits">
          <ul className="list-disc space-y-1 pl-5 text-sm leading-6">
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

      {product.cautions.length > 0 && (
        <div className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <p className="font-semibold text-amber-800 dark:text-amber-200">Before you buy</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 leading-6">
            {product.cautions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A product's collapsed panels: ingredients, score breakdown, scorecard, sources. */
export function ProductDetails({
  product,
  showDailyValue,
  onServer,
  moreHref,
}: {
  product: Supplement;
  showDailyValue: boolean;
  onServer: boolean;
  moreHref: string;
}) {
  const { provenance } = product;
  const panel = { onServer, moreHref };
  return (
    <>
      <Expandable title="Detailed ingredients" testId="ingredients-details" {...panel}>
        {() => <IngredientsTable ingredients={product.detailedIngredients} showDailyValue={showDailyValue} caption={`Ingredients of ${product.name}`} />}
      </Expandable>
      <Expandable title={`CLEARED score breakdown: ${product.score.total} of 100`} testId="score-details" {...panel}>
        {() => <ScoreBreakdown score={product.score} />}
      </Expandable>
      <Expandable title={`OPSS label scorecard: ${product.scorecard.yes} of ${product.scorecard.items.length} yes`} testId="scorecard-details" {...panel}>
        {() => <ScorecardList scorecard={product.scorecard} />}
      </Expandable>
      <Expandable title="Sources and evidence" {...panel}>
        {() => (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Evidence</dt>
          <dd className="capitalize">{provenance.confidence}</dd>
          <dt className="font-semibold">Price</dt>
          <dd>
            {product.priceSeen
              ? `${product.priceText} at ${product.priceSeen.retailer}, seen ${product.priceSeen.observedText}${product.priceSeen.dateNote ? ` (${product.priceSeen.dateNote})` : ""}: ${product.priceSeen.source}`
              : "No observed price"}
          </dd>
          {product.certifications.map((c) => (
            <div key={`${c.body} ${c.url}`} className="contents">
              <dt className="font-semibold">{c.body}</dt>
              <dd className="break-words">{c.evidence}</dd>
            </div>
          ))}
          <dt className="font-semibold">Sources</dt>
          <dd>
            <ul className="space-y-1">
              {provenance.sources.map((s) => (
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
