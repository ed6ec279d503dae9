/*
 * Keeps Tab inside a dialog that covers the page (the phone menu, the chat panel): past the last
 * control focus wraps to the first, and Shift+Tab from the first to the last. Without it focus
 * walks onto controls hidden under the dialog, where Enter acts on something the person cannot see.
 */

const TABBABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches in `container`, in order; hidden ones (display: none, inert) left out. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]"));
}

/** Call from a keydown handler: wraps Tab at the container's edges, and pulls stray focus back in. */
export function keepTabInside(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const controls = tabbables(container);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (outside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
