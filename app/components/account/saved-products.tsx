import { BellRing, ShieldAlert, Trash2 } from "~/components/icons";
import { Form, Link } from "react-router";
import { Field } from "~/components/auth/field";
import { SafetyNotice } from "~/components/catalogue/safety-notice";
import { Button } from "~/components/ui/button";
import type { AccountActionData } from "~/domain/account/actions";
import type { LabelFacts } from "~/domain/catalogue/types";
import { AccountSection, Notice, resultFor } from "./account-forms";

/** One saved product as the account page shows it (built by the route's loader). */
export interface SavedProductView {
  id: string;
  name: string;
  brand: string;
  category: string;
  href: string;
  pricePerServingText: string | null;
  /** The alert's threshold as typed ("1.25"), or null when none is set. */
  alertBelow: string | null;
  alertBelowText: string | null;
  /** True when the price is below the alert and we are waiting for it to go back up. */
  alertWaiting: boolean;
  /** Email when a new DoD list names an ingredient of it, or its certification is withdrawn. */
  safetyAlerts: boolean;
  safety: Pick<LabelFacts, "prohibitedHits" | "certificationWithdrawn">;
}

const PRICE_ALERT_INTENTS = ["set-price-alert", "clear-price-alert"] as const;

function PriceAlertForm({ product, result }: { product: SavedProductView; result?: AccountActionData }) {
  const mine = PRICE_ALERT_INTENTS.map((intent) => resultFor(result, intent, product.id)).find(Boolean);
  const fields = mine && !mine.ok ? mine.fields : undefined;
  return (
    <Form method="post" className="grid gap-3" data-testid="price-alert-form">
      <input type="hidden" name="productId" value={product.id} />
      <Notice result={mine && (mine.ok || !fields) ? mine : undefined} />
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Email me when the price per serving is below ($)"
          name="below"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={product.alertBelow ?? ""}
          errors={fields?.below}
          className="w-full sm:w-96"
        />
        <Button type="submit" name="intent" value="set-price-alert" variant="outline">
          <BellRing aria-hidden /> {product.alertBelow ? "Update alert" : "Set alert"}
          <span className="sr-only"> for {product.name}</span>
        </Button>
        {product.alertBelow && (
          <Button type="submit" name="intent" value="clear-price-alert" variant="ghost" formNoValidate>
            Turn off<span className="sr-only"> the price alert for {product.name}</span>
          </Button>
        )}
      </div>
      {product.alertBelowText && (
        <p className="text-sm text-muted-foreground" data-testid="price-alert-status">
          {product.alertWaiting
            ? `The price is below ${product.alertBelowText} now; we will email you the next time it goes above and then below it again.`
            : `We will email you once when the price per serving goes below ${product.alertBelowText}.`}
        </p>
      )}
    </Form>
  );
}

/** A button that flips the switch: a form post, so it works without JavaScript. */
function SafetyAlertForm({ product, result }: { product: SavedProductView; result?: AccountActionData }) {
  const mine = resultFor(result, "set-safety-alerts", product.id);
  return (
    <Form method="post" className="grid gap-2" data-testid="safety-alert-form">
      <input type="hidden" name="intent" value="set-safety-alerts" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="safetyAlerts" value={product.safetyAlerts ? "off" : "on"} />
      <Notice result={mine} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm" data-testid="safety-alert-status">
          <ShieldAlert className="mr-1 inline size-4 align-text-bottom text-primary" aria-hidden />
          {product.safetyAlerts
            ? "Safety alerts on: we email you if a new DoD prohibited list names one of its ingredients or its certification is withdrawn."
            : "Safety alerts off: we will not email you about this product's safety."}
        </p>
        <Button type="submit" variant="outline" size="sm">
          {product.safetyAlerts ? "Turn safety alerts off" : "Turn safety alerts on"}
          <span className="sr-only"> for {product.name}</span>
        </Button>
      </div>
    </Form>
  );
}

export function SavedProductsSection({ products, result }: { products: SavedProductView[]; result?: AccountActionData }) {
  const removal = resultFor(result, "remove-saved-product");
  return (
    <AccountSection id="saved-products" title="Saved products">
      <Notice result={removal} />
      {products.length === 0 ? (
        <p className="text-muted-foreground" data-testid="saved-products-empty">
          Nothing saved yet. Choose “Save” on a product in any{" "}
          <Link to="/#recommended" className="text-link">
            supplement category
          </Link>{" "}
          to follow its price and safety here.
        </p>
      ) : (
        <ul className="space-y-4" data-testid="saved-products">
          {products.map((p) => (
            <li key={p.id} className="space-y-3 rounded-lg border border-border p-4" data-testid="saved-product" data-product-id={p.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-muted-foreground">
                    {p.brand} · {p.category}
                  </p>
                  <Link to={p.href} className="font-bold text-primary underline underline-offset-4">
                    {p.name}
                  </Link>
                  <p className="text-sm" data-testid="saved-price">
                    {p.pricePerServingText ? `${p.pricePerServingText} per serving, at the latest price we have seen` : "Price per serving not known"}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-saved-product" />
                  <input type="hidden" name="productId" value={p.id} />
                  <Button type="submit" variant="outline" size="sm">
                    <Trash2 aria-hidden /> Remove<span className="sr-only"> {p.name} from saved products</span>
                  </Button>
                </Form>
              </div>
              <SafetyNotice product={p.safety} />
              <PriceAlertForm product={p} result={result} />
              <SafetyAlertForm product={p} result={result} />
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
