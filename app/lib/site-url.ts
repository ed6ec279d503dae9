import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The site's origin from the root loader, for structured data a page builds from data it already
 * has (so the JSON-LD is not sent a second time inside the page's loader data).
 */
export function useSiteUrl(): string {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSiteUrl needs the root loader's data");
  return data.siteUrl;
}
