import { seo, type SeoInput } from "~/domain/seo";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Meta tags for a route, with the canonical host read from the root loader's data. */
export function routeMeta(matches: readonly (MatchWithData | undefined)[], input: Omit<SeoInput, "siteUrl">) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return seo({ ...input, siteUrl: root?.siteUrl ?? "http://localhost" });
}

/** A 404 for loaders: the root error boundary renders the not-found page with status 404. */
export function notFound(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
