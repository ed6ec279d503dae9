import { Toaster as Sonner } from "sonner";

/** At most 3 toasts at once, 4 s each (the spec's notification limits). */
export function Toaster() {
  return <Sonner visibleToasts={3} duration={4000} position="bottom-center" richColors closeButton theme="system" />;
}
