/*
 * Where posts live. Apart from post.ts so that pages linking to posts (cards, lists) do not
 * load the form's validation rules, and zod with them, into the browser.
 */

/** A post's canonical path. Guides and articles share /blog/<slug>. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** A link to one section of a post; the anchor is the rendered h2's id. */
export function sectionPath(slug: string, anchor: string | null): string {
  return anchor ? `${postPath(slug)}#${anchor}` : postPath(slug);
}
