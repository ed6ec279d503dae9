import { Bookmark, BookmarkCheck } from "~/components/icons";
import { Link, useFetcher, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { SaveControlData } from "~/domain/account/actions";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

interface SaveProductProps {
  productId: string;
  productName: string;
  /** Null for a visitor who is not signed in. */
  saved: boolean | null;
  /** Where on this page to come back to (an element id), e.g. the product's card. */
  anchor?: string;
  className?: string;
}

/**
 * "Save" on product cards and compare pages. Signed in, it posts to /account/saved: with
 * JavaScript through a fetcher (the page stays put), without it as a form that redirects back to
 * this place. A visitor is sent to sign in, with this place as the redirectTo.
 */
export function SaveProduct({ productId, productName, saved, anchor, className }: SaveProductProps) {
  const fetcher = useFetcher<SaveControlData>();
  const location = useLocation();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`;
  const look = cn(buttonVariants({ variant: "outline", size: "sm" }), className);

  if (saved === null) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={look} data-testid="save-product">
        <Bookmark aria-hidden /> Sign in to save<span className="sr-only"> {productName}</span>
      </Link>
    );
  }
  const pending = fetcher.formData?.get("intent");
  const isSaved = typeof pending === "string" ? pending === "save" : saved;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action="/account/saved" className="grid gap-1">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={here} />
      {/* Only with JavaScript: the action then answers the fetcher instead of redirecting. */}
      {hydrated && <input type="hidden" name="respond" value="data" />}
      <button
        type="submit"
        name="intent"
        value={isSaved ? "remove" : "save"}
        aria-pressed={isSaved}
        className={cn(look, isSaved && "border-primary/50 text-primary")}
        data-testid="save-product"
      >
        {isSaved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
        {isSaved ? "Saved" : "Save"}
        <span className="sr-only"> {productName}</span>
      </button>
      {failed && (
        <p role="alert" className="text-xs text-destructive">
          {failed}
        </p>
      )}
    </fetcher.Form>
  );
}
