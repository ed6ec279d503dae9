/**
 * Toasts without putting the toast library in any page's initial JavaScript: the first
 * toast (or the first idle moment) mounts the lazily loaded Toaster, then shows the toast.
 */
export type ToastKind = "success" | "error" | "info" | "warning";

let ensureToaster: () => Promise<void> = () => Promise.resolve();

/** Called by the root's <Toaster/> so notify() can mount it on demand. */
export function registerToaster(mount: () => Promise<void>) {
  ensureToaster = mount;
}

export async function notify(kind: ToastKind, message: string, options: { description?: string } = {}) {
  await ensureToaster();
  const { toast } = await import("sonner");
  toast[kind](message, options);
}
