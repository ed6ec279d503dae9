import { ShieldCheck } from "~/components/icons";
import { CHECK_PRICE, formatFactsDate } from "~/domain/catalogue/format";
import type { CardProduct, PanelFacts } from "~/domain/catalogue/card";
import type { DoseKind } from "~/domain/catalogue/types";
import { BuyButtons } from "./buy-buttons";
import { CertificationBadges } from "./certification-badges";
import { ProductBody, ProductDetails } from "./product-body";
import { SafetyNotice } from "./safety-notice";
import { SaveProduct } from "./save-product";
import { ScoreBadge } from "./score-badge";


interface ProductCardProps {
  product: CardProduct;
  rank: number;
  showDailyValue: boolean;
  /** The category's effective-dose measure, shown under the price. */
  doseKind?: DoseKind;
  /** The id of the GET form that compares ticked products (/compare?ids=...). */
  compareForm?: string;
  /** Whether the signed-in member saved it; null for a visitor; undefined shows no Save control. */
  saved?: boolean | null;
  /** Where a collapsed panel links before (or without) JavaScript: the page with this product's panels rendered. */
  detailsHref: string;
  /** The panels' facts, rendered open in the server HTML (the ?details= fallback); null: fetched when opened. */
  details: PanelFacts | null;
}

export function ProductCard({ product, rank, showDailyValue, doseKind, compareForm, saved, detailsHref, details }: ProductCardProps) {
  const { provenance, priceSeen } = product;
  const dose = doseKind ? product.doses.find((d) => d.kind === doseKind) : undefined;
  const titleId = `${product.id}-title`;
  return (
    <article
      id={product.id}
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
      className="product-card"
    >
      <div className="product-card-grid">
        <header className="min-w-0 md:col-start-1">
          <p className="text-sm font-semibold text-muted-foreground">
            <span className="rank-dot">
              <span className="sr-only">Rank </span>
              {rank}
            </span>
            {product.brand}
          </p>
          <h3 id={titleId} className="mt-1 text-xl font-bold leading-snug">
            {product.name}
          </h3>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {product.opssCompliant && (
              <span className="pill pill-success">
                <ShieldCheck className="size-3.5" aria-hidden /> OPSS compliant
              </span>
            )}
            {product.stimulant === true && (
              <span className="pill border-border" data-testid="stimulant-badge">
                Stimulant{product.caffeineMg ? ` · ${product.caffeineMg} mg caffeine` : ""}
              </span>
            )}
            {product.stimulant === false && product.category === "pre-workout" && (
              <span className="pill border-border" data-testid="stimulant-badge">
                Stim-free
              </span>
            )}
          </div>
          <SafetyNotice product={product} className="mt-3" />
          <CertificationBadges certifications={product.certifications} className="mt-2" />
        </header>

        <aside
          className="product-card-aside"
          aria-label={`Score and price: ${product.name}`}
        >
          <div className="card-price-row">
            <ScoreBadge score={product.score} />
            <div className="shrink-0 text-right md:text-left">
              <p className="text-2xl font-black tabular-nums" data-testid="price">
                {product.price === null ? CHECK_PRICE : product.priceText}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="price-per-serving">
                {product.pricePerServingText ? `${product.pricePerServingText} per serving` : "Price per serving not known"}
              </p>
            </div>
          </div>
          {dose && (
            <p className="text-sm" data-testid="cost-per-dose">
              {dose.costPerDoseText ? `${dose.costPerDoseText} per ${dose.doseLabel}` : `Cost per ${dose.doseLabel} not known`}
            </p>
          )}
          {priceSeen && (
            <p className="fine-print" data-testid="price-seen">
              {priceSeen.amazon ? `Amazon price as of ${priceSeen.observedText}` : `Seen ${priceSeen.observedDay} at ${priceSeen.retailer}`}
              {priceSeen.possiblyOutOfDate && <span className="stale-price"> · possibly out of date</span>}
              {priceSeen.amazon && (
                <>
                  {" "}
                  <a href={`/compare/${product.id}#amazon-notice`} className="underline underline-offset-2">
                    Details
                  </a>
                </>
              )}
            </p>
          )}
          <dl className="facts-list">
            <dt className="text-muted-foreground">Serving</dt>
            <dd>{product.servingSize ?? "Not recorded"}</dd>
            <dt className="text-muted-foreground">Servings</dt>
            <dd>{product.servingsPerContainer ?? "Not recorded"}</dd>
          </dl>
          <BuyButtons product={product} />
          {(compareForm || saved !== undefined) && (
            <div className="card-actions">
              {compareForm && (
                <label className="compare-toggle">
                  <input type="checkbox" name="ids" value={product.id} form={compareForm} className="size-4 accent-primary" data-testid="compare-checkbox" />
                  Compare<span className="sr-only"> {product.name}</span>
                </label>
              )}
              {saved !== undefined && <SaveProduct productId={product.id} productName={product.name} saved={saved} anchor={product.id} />}
            </div>
          )}
          <p className="fine-print" data-testid="facts-checked">
            Facts checked on {formatFactsDate(provenance.factsCheckedOn)}
          </p>
        </aside>

        <div className="min-w-0 space-y-4 md:col-start-1">
          <ProductBody product={product} />
        </div>
      </div>

      <div className="scroll-mt-24 px-5 md:px-6" id={`${product.id}-details`}>
        <ProductDetails product={product} showDailyValue={showDailyValue} moreHref={detailsHref} facts={details} />
      </div>
    </article>
  );
}
