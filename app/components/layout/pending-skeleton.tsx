import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigation } from "react-router";

const SKELETON_DELAY_MS = 250;

// The skeleton's markup loads when a navigation starts, not with the page: most visits never need it.
const loadSkeleton = () => import("./page-skeleton");
const PageSkeleton = lazy(loadSkeleton);

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
    void loadSkeleton();
    const timer = window.setTimeout(() => setShow(true), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  if (!show) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PageSkeleton />
    </Suspense>
  );
}
