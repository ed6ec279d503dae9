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

/** Buy (through /go, which records the click and redirects to the retailer) and, except on that page, compare prices. */
export function BuyButtons({
  product,
  className,
  comparePrices = true,
}: {
  product: Pick<Supplement, "id" | "name" | "price" | "buyPath">;
  className?: string;
  comparePrices?: boolean;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <div className="flex flex-col gap-2">
        <a
          href={product.buyPath}
          target="_blank"
          rel="sponsored nofollow noopener"
          data-testid="buy-link"
          onClick={() => trackEvent("buy_click", { product: product.id })}
          className={buttonVariants({ variant: "accent", className: "w-full" })}
        >
          {product.price === null ? "Check price on Amazon" : "Buy on Amazon"}
          <ExternalLink aria-hidden />
          <span className="sr-only">: {product.name} (opens in a new tab)</span>
        </a>
        {comparePrices && (
          <Link to={`/compare/${product.id}`} prefetch="intent" className={buttonVariants({ variant: "outline", className: "w-full" })}>
            Compare prices
            <span className="sr-only">for {product.name}</span>
          </Link>
        )}
      </div>
      <AffiliateNote />
    </div>
  );
}
