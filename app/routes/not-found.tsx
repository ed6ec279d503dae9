import { notFound } from "~/lib/meta";

// Any path no other route claims: the root error boundary renders the 404 page with status 404.
export function loader() {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
