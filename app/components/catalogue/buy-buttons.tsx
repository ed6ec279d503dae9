import { ExternalLink } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { checkPriceLinks, NO_PRICE_SHOWN } from "~/domain/catalogue/price-slot";
import type { Supplement } from "~/domain/catalogue/types";
import type { BuyOption } from "~/domain/catalogue/variants";
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

type RetailerOption = Extract<BuyOption, { kind: "exact" | "search" }>;

/** A paid link to the certified variant at a retailer: through /go, which counts it, in a new tab. */
function RetailerLink({
  productId,
  option,
  testId,
  className,
  children,
}: {
  productId: string;
  option: RetailerOption;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={option.href}
      target="_blank"
      rel="sponsored nofollow noopener"
      data-testid={testId}
      onClick={() => trackEvent("buy_click", { product: productId })}
      className={className}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A price slot: the price we hold; without one, "Check price" as a link to where the certified
 * variant's price can be seen (the buy link's own destination); and when the data cannot name a
 * variant to buy, no link to a price we could not stand behind, only a plain statement. Never an
 * action that does nothing.
 */
export function PriceOrCheck({ product, known }: { product: Pick<Supplement, "id" | "name" | "buy">; known: string | null }) {
  if (known !== null) return <>{known}</>;
  const { option } = product.buy;
  if (!checkPriceLinks(option)) return <>{NO_PRICE_SHOWN}</>;
  const where = option.kind === "exact" ? `at ${option.retailer}` : "on Amazon";
  return (
    <RetailerLink productId={product.id} option={option} testId="check-price-link" className="text-link inline-flex items-center gap-1">
      {/* CHECK_PRICE's words (domain/catalogue/format), written out: importing that module adds a file to the quiz pages, at their budget. */}
      Check price
      <span className="sr-only">{` of ${product.name} ${where}`}</span>
      <ExternalLink className="size-[0.6em] shrink-0" aria-hidden />
    </RetailerLink>
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
            <a href={option.href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", className: "h-auto min-h-10 w-full whitespace-normal py-2 text-center" })} data-testid="listing-link">
              {option.text}
              <ExternalLink aria-hidden />
              <span className="sr-only">: {product.name} (opens in a new tab)</span>
            </a>
          </>
        ) : (
          <RetailerLink
            productId={product.id}
            option={option}
            testId="buy-link"
            className={buttonVariants({ variant: "accent", className: "h-auto min-h-10 w-full whitespace-normal py-2 text-center" })}
          >
            {option.text}
            <ExternalLink aria-hidden />
          </RetailerLink>
        )}
        {product.buy.note && <p className="fine-print">{product.buy.note}</p>}
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
