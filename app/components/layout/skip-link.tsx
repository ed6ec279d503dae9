export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link that works without JavaScript; the handler only moves focus there
    <a
      href="#main-content"
      className="sr-only z-[100] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      onClick={(e) => {
        // Move focus, not just the scroll position, so keyboard users land in the content.
        e.preventDefault();
        const main = document.getElementById("main-content");
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
