import { ExternalLink } from "~/components/icons";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { Supplement } from "~/domain/catalogue/types";
import { trackEvent } from "~/lib/analytics";
import { cn } from "~/lib/cn";

/** The FTC disclosure that stands beside every block of buy buttons. */
export function AffiliateNote({ className }: { className?: string }) {
  return (
    <p className={cn("fine-print", className)} data-testid="ftc-disclosure">
      Paid link: CLEARED earns a commission if you buy through it, at no extra cost to you. It never changes our ranking.
    </p>
  );
}

/**
 * The buy block: which certified variant to buy and the listing that says so, then a link for that
 * variant (a page an admin checked, or a search labelled as one), or, when the data cannot name a
 * variant, only the certifier's listing and why. Every paid link goes through /go, which counts it.
 */
export function BuyButtons({
  product,
  className,
  comparePrices = true,
}: {
  product: Pick<Supplement, "id" | "name" | "buy">;
  className?: string;
  comparePrices?: boolean;
}) {
  const { option, variant } = product.buy;
  const sizeApart = variant?.size && !variant.statement.includes(variant.size);
  return (
    <div className={cn("space-y-2", className)} data-testid="buy-block">
      {variant && (
        <div className="text-sm">
          <p className="font-semibold" data-testid="buy-variant">
            {variant.statement}
          </p>
          {sizeApart && <p className="fine-print">{`Container size we price: ${variant.size}.`}</p>}
          {variant.listingUrl && (
            <a href={variant.listingUrl} target="_blank" rel="noopener noreferrer" className="fine-print underline underline-offset-2" data-testid="buy-listing-link">
              {`Check the listing: ${variant.listingName}`}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2">
        {option.kind === "listing" ? (
          <>
            <p className="text-sm" data-testid="buy-listing-only">
              {option.why}
            </p>
            <a href={option.href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", className: "w-full" })} data-testid="listing-link">
              {option.text}
              <ExternalLink aria-hidden />
              <span className="sr-only">: {product.name} (opens in a new tab)</span>
            </a>
          </>
        ) : (
          <a
            href={option.href}
            target="_blank"
            rel="sponsored nofollow noopener"
            data-testid="buy-link"
            data-kind={option.kind}
            onClick={() => trackEvent("buy_click", { product: product.id })}
            className={buttonVariants({ variant: "accent", className: "h-auto min-h-10 w-full whitespace-normal py-2 text-center" })}
          >
            {option.text}
            <ExternalLink aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {option.kind === "exact" && <p className="fine-print">{`Page checked on ${option.checkedOn}.`}</p>}
        {comparePrices && (
          <Link to={`/compare/${product.id}`} prefetch="intent" className={buttonVariants({ variant: "outline", className: "w-full" })}>
            Compare prices
            <span className="sr-only">for {product.name}</span>
          </Link>
        )}
      </div>
      {option.kind !== "listing" && <AffiliateNote />}
    </div>
  );
}
