import { notFound } from "~/lib/meta";

// No article is published yet, so every slug is unknown: answer 404 rather than an empty page.
export function loader() {
  notFound();
}

export default function BlogPost() {
  return null;
}
