/**
 * The JavaScript and CSS a first visit to a page downloads, read from its server-rendered HTML:
 * stylesheets, script sources, the modules the inline entry imports by URL, and the modules the
 * page starts after its first paint (`data-modules`, app/.server/html/scripts-after-paint.ts).
 * Lazy chunks (the chat) are not counted: nothing asks for them before an interaction.
 */

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Local asset path without the query or fragment React Router may append. */
function assetPath(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

export function pageAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const addJs = (url: string | undefined) => {
    if (url?.startsWith("/assets/") && assetPath(url).endsWith(".js")) js.add(assetPath(url));
  };
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const url = attribute(tag, "href") ?? attribute(tag, "src");
    if (rel === "stylesheet" && url?.startsWith("/assets/")) css.add(assetPath(url));
    else if (rel === "modulepreload" || tag.startsWith("<script")) addJs(url);
    for (const module of attribute(tag, "data-modules")?.split(" ") ?? []) addJs(module);
  }
  for (const [, src] of html.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) addJs(src);
  return { js: [...js], css: [...css] };
}
