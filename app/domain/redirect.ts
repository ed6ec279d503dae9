/*
 * Where a sign-in may send the visitor next (`redirectTo`). Browsers forgive a lot in a URL:
 * they drop TAB, CR and LF, read "\" as "/", and treat "//host" as another site, so a string
 * check ("starts with / but not //") lets "/<TAB>/evil.example" through. Instead the value is
 * parsed as a URL against the site's origin, the way a browser would, and accepted only when it
 * stays on that origin and holds no control character; anything else goes to "/".
 */

/** Longer than any path of this site; a longer value is not one of ours. */
export const MAX_REDIRECT_LENGTH = 2048;

/** C0 controls (NUL, TAB, LF, VT, FF, CR, ...) and DEL: never part of a path we link to. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A same-origin path ("/compare/x?y=1#z") for `value`, or "/" when it is not one. */
export function safeRedirectPath(value: unknown, origin: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH || hasControlCharacter(value)) return "/";
  // Only paths and same-site URLs: "javascript:", "data:" and "//host" never parse onto our origin.
  if (!value.startsWith("/") && !value.startsWith(`${origin}/`)) return "/";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must itself be a plain path: "/\\evil" becomes "//evil" in a browser.
  return path.startsWith("//") || path.includes("\\") ? "/" : path;
}
