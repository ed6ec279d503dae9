import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";

const SKELETON_DELAY_MS = 250;

/** Shows a page skeleton only when a navigation takes longer than 250 ms, so fast ones never flash. */
export function PendingSkeleton({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname !== undefined;
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShow(false);
      return;
    }
    const timer = window.setTimeout(() => setShow(true), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  if (!show) return <>{children}</>;
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
