import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { registerToaster } from "~/lib/notify";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Resolves once its siblings' effects (the Toaster's subscription) have run. */
function MountSignal({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** At most 3 toasts at once, 4 s each (docs/product.md §3.6); loaded on first need. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  const waiters = useRef<(() => void)[]>([]);
  const ready = useRef(false);
  useEffect(() => {
    registerToaster(
      () =>
        new Promise<void>((resolve) => {
          if (ready.current) return resolve();
          waiters.current.push(resolve);
          setMounted(true);
        }),
    );
    const idle = window.setTimeout(() => setMounted(true), 3000);
    return () => window.clearTimeout(idle);
  }, []);
  const onMount = useRef(() => {
    ready.current = true;
    for (const resolve of waiters.current.splice(0)) resolve();
  }).current;
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster visibleToasts={3} duration={4000} position="bottom-center" richColors closeButton theme="system" />
      <MountSignal onMount={onMount} />
    </Suspense>
  );
}
