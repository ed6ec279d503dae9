import { Skeleton } from "~/components/ui/skeleton";

/** What a slow navigation shows until the next page is ready. */
export default function PageSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="mx-auto max-w-6xl px-4 py-12" data-testid="page-skeleton">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-4 h-5 w-1/2" />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}
