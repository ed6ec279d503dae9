import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

const AFTER_NAVIGATION_MS = 100;

/**
 * Whether the page the server sent has been shown. Kept outside the component: the root's error
 * boundary mounts its own RouteEffects when a navigation ends on the 404 page, and that
 * navigation must move focus like any other.
 */
let serverPageShown = false;

/**
 * After a form is sent and the answer shown on the same page, what the person must see next: the
 * first field in error, an alert, or the element a page marks as its form's result.
 */
const FORM_ANSWER = '[aria-invalid="true"], [role="alert"], [data-form-result]';

function showFormAnswer(): boolean {
  const target = document.getElementById("main-content")?.querySelector<HTMLElement>(FORM_ANSWER);
  if (!target) return false;
  focusByScript(target);
  target.scrollIntoView({ block: target.matches("[data-form-result]") ? "start" : "center" });
  return true;
}

/** An element that cannot take focus (an alert, a heading) is made focusable by script only. */
function focusByScript(target: HTMLElement) {
  if (target.tabIndex < 0) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * On every page, a pageview. After a client-side navigation: scroll to the URL's hash target (or
 * to the top) and move focus to the main content, both after 100 ms so the new page has rendered.
 * Screen reader users then start reading the new page instead of staying on the clicked link.
 * After a form sent from this page answers on this page, they go to the answer instead.
 */
export function RouteEffects() {
  const { pathname, search, hash, key, state } = useLocation();
  // A link that only re-arranges the page it is on (a filter, a sort) asks to keep the reader's place.
  const keepPlace = (state as { keepPlace?: unknown } | null)?.keepPlace === true;
  const navigation = useNavigation();
  // Whether the navigation under way sends a form (any method), and from which page.
  const submittedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod)) submittedFrom.current = pathname;
  }, [navigation.state, navigation.formMethod, pathname]);
  useEffect(() => {
    // Lets browser tests wait for hydration before they click.
    document.documentElement.dataset.hydrated = "true";
    // A plain link to a place on this page ("On this page", a source number) is followed by the
    // browser, which only scrolls: focus is handed to the place so the next Tab goes on from there.
    const onHashChange = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (target) focusByScript(target);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  // The spec's pageview on each route or query change (only the path is sent: a query can hold
  // what a person typed). The sender loads after the page, keeping it out of the initial JavaScript.
  // biome-ignore lint/correctness/useExhaustiveDependencies: search is a trigger: a new query is a new pageview
  useEffect(() => {
    void import("~/lib/analytics").then(({ trackEvent }) => trackEvent("pageview", { path: pathname }));
  }, [pathname, search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and key are the trigger: every navigation, even to the same hash
  useEffect(() => {
    // Marked shown only when the effect runs to its end: a development double run (StrictMode
    // runs each effect twice) must not turn the page the server sent into a "navigation".
    const initial = !serverPageShown;
    const answeredInPlace = submittedFrom.current === pathname;
    submittedFrom.current = null;
    if (keepPlace && !initial) return;
    const timer = window.setTimeout(() => {
      serverPageShown = true;
      // A form answered on its own page: focus and scroll go to the answer, not the top.
      if (answeredInPlace && showFormAnswer()) return;
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
      // Instant: the page's smooth scrolling is for in-page links, and a smooth scroll to the top
      // is cut short by what happens next (focus, late layout), leaving a new page scrolled down.
      else if (!initial) window.scrollTo({ top: 0, behavior: "instant" });
      if (initial) return;
      // A link to a place on the page ("On this page", a source number) hands focus to that
      // place, so the next Tab goes on from there instead of from the top of the article.
      if (target) focusByScript(target);
      else document.getElementById("main-content")?.focus({ preventScroll: true });
    }, AFTER_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
