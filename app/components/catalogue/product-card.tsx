import { ShieldCheck } from "~/components/icons";
import { CategoryIcon } from "~/components/category-icon";
import { getCategoryInfo } from "~/domain/categories";
import { formatFactsDate } from "~/domain/catalogue/format";
import type { CardProduct, PanelFacts } from "~/domain/catalogue/card";
import type { DoseKind } from "~/domain/catalogue/types";
import { BuyButtons, PriceOrCheck } from "./buy-buttons";
import { CertificationBadges } from "./certification-badges";
import { Cautions } from "./cautions";
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

/**
 * On a phone the card is compact: the category's icon as its anchor (no product photo is ever
 * invented), name, certification badges, score, price per serving, one line of reason, any safety
 * notice or caution ("Contains milk."), the buy button, Compare and Save; the rest sits behind "Details" (a native <details>, so it works
 * without JavaScript). From 768 px the same details show open, without their summary.
 */
export function ProductCard({ product, rank, showDailyValue, doseKind, compareForm, saved, detailsHref, details }: ProductCardProps) {
  const { provenance, priceSeen } = product;
  const dose = doseKind ? product.doses.find((d) => d.kind === doseKind) : undefined;
  const titleId = `${product.id}-title`;
  const category = getCategoryInfo(product.category);
  return (
    <article
      id={product.id}
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
      className="product-card"
    >
      <div className="product-card-grid">
        <header className="min-w-0">
          <div className="flex items-start gap-3">
            {category && <CategoryIcon category={category} tile="sm" />}
            <div className="min-w-0">
              <p className="text-sm font-semibold text-muted-foreground">
                <span className="rank-dot">
                  <span className="sr-only">Rank </span>
                  {rank}
                </span>
                {product.brand}
              </p>
              <h3 id={titleId} className="mt-0.5 text-lg font-bold leading-snug md:text-xl">
                {product.name}
              </h3>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <CertificationBadges certifications={product.certifications} />
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
          <p className="mt-3 text-sm leading-6" data-testid="card-reason">
            {product.reason}
          </p>
          <SafetyNotice product={product} className="mt-3" />
          {product.cautions.length > 0 && (
            <div className="mt-3">
              <Cautions cautions={product.cautions} />
            </div>
          )}
        </header>

        <aside className="product-card-aside" aria-label={`Score and price: ${product.name}`}>
          <div className="card-price-row">
            <ScoreBadge score={product.score} />
            <div className="min-w-0 text-right md:text-left">
              <p className="text-sm text-muted-foreground">
                <span className="text-2xl font-black tabular-nums text-foreground" data-testid="price">
                  <PriceOrCheck product={product} known={product.price === null ? null : product.priceText} />
                </span>
              </p>
              <p className="text-sm font-semibold" data-testid="price-per-serving">
                {product.pricePerServingText ? `${product.pricePerServingText} per serving` : "Price per serving not known"}
              </p>
            </div>
          </div>
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
        </aside>
      </div>

      {/* Open from the server when this product's panels were asked for (?details=). */}
      <details className="card-more" data-testid="card-more" open={details ? true : undefined}>
        <summary className="card-more-summary">
          Details<span className="sr-only">: {product.name}</span>
          <span className="panel-chevron" aria-hidden>
            ▾
          </span>
        </summary>
        <div className="card-more-body">
          <div className="min-w-0 space-y-4">
            {/* What the DoD-list screen found, not a compliance claim: OPSS approves no product, and the DoD keeps no list of approved supplements. */}
            {product.opssCompliant && (
              <span className="pill pill-success">
                <ShieldCheck className="size-3.5" aria-hidden /> No DoD-prohibited ingredient found
              </span>
            )}
            <ProductBody product={product} />
          </div>
          <div className="space-y-3">
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
                      About this price
                    </a>
                  </>
                )}
              </p>
            )}
            {(product.servingSize || product.servingsPerContainer) && (
              <dl className="facts-list">
                {product.servingSize && (
                  <>
                    <dt className="text-muted-foreground">Serving</dt>
                    <dd>{product.servingSize}</dd>
                  </>
                )}
                {product.servingsPerContainer && (
                  <>
                    <dt className="text-muted-foreground">Servings</dt>
                    <dd>{product.servingsPerContainer}</dd>
                  </>
                )}
              </dl>
            )}
            <p className="fine-print" data-testid="facts-checked">
              Facts checked on {formatFactsDate(provenance.factsCheckedOn)}
            </p>
          </div>
          <div className="scroll-mt-24 md:col-span-2" id={`${product.id}-details`}>
            <ProductDetails product={product} showDailyValue={showDailyValue} moreHref={detailsHref} facts={details} />
          </div>
        </div>
      </details>
    </article>
  );
}
