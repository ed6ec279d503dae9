import { useEffect } from "react";
import { useLocation } from "react-router";

const AFTER_NAVIGATION_MS = 100;

/**
 * Whether the page the server sent has been shown. Kept outside the component: the root's error
 * boundary mounts its own RouteEffects when a navigation ends on the 404 page, and that
 * navigation must move focus like any other.
 */
let serverPageShown = false;

/**
 * On every page, a pageview. After a client-side navigation: scroll to the URL's hash target (or
 * to the top) and move focus to the main content, both after 100 ms so the new page has rendered.
 * Screen reader users then start reading the new page instead of staying on the clicked link.
 */
export function RouteEffects() {
  const { pathname, search, hash, key } = useLocation();
  useEffect(() => {
    // Lets browser tests wait for hydration before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The spec's pageview on each route or query change (only the path is sent: a query can hold
  // what a person typed). The sender loads after the page, keeping it out of the initial JavaScript.
  // biome-ignore lint/correctness/useExhaustiveDependencies: search is a trigger: a new query is a new pageview
  useEffect(() => {
    void import("~/lib/analytics").then(({ trackEvent }) => trackEvent("pageview", { path: pathname }));
  }, [pathname, search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and key are the trigger: every navigation, even to the same hash
  useEffect(() => {
    const initial = !serverPageShown;
    serverPageShown = true;
    const timer = window.setTimeout(() => {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
      else if (!initial) window.scrollTo({ top: 0 });
      if (!initial) document.getElementById("main-content")?.focus({ preventScroll: true });
    }, AFTER_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
