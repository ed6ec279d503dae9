import { Hono } from "hono";
import { isbot } from "isbot";
import { type CatalogueEntry, findCatalogueEntry } from "~/.server/catalogue";
import { pruneClickWindows, recordClickOnce } from "~/.server/catalogue/clicks";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { clientKey } from "~/.server/http/client-ip";
import { isWithinLimit } from "~/.server/http/rate-limit";
import { findRetailPage } from "~/.server/offers/retailer-links";
import { affiliateUrl } from "~/domain/catalogue/links";
import { isAllowedRetailUrl, variantBuyPath, variantDestination } from "~/domain/catalogue/variants";
import type { AppEnv } from "../types";

type ProductLookup = (id: string) => Pick<CatalogueEntry, "id" | "brand" | "name" | "variants"> | null;

/**
 * GET|HEAD /go/:productId/:variantId: sends the visitor on (302) to the certified variant's
 * recorded retail page, or to the labelled Amazon search for it, with the associate tag. Only
 * allowed retailers are ever a destination; a variant the data cannot name has no buy link, so
 * it falls through to the 404 page like an unknown product.
 *
 * A click is counted only when it is worth counting (docs/decisions/0044-clicks-worth-counting.md):
 * not for HEAD, not for a known bot or link preview, not past the visitor's rate limit, and once
 * per visitor and variant within the window. The visitor always gets the redirect.
 *
 * GET /go/:productId (links from before variants) goes to the product's certified variant.
 */
export function goRouter(lookup: ProductLookup = findCatalogueEntry) {
  return new Hono<AppEnv>()
    .on(["GET", "HEAD"], "/:productId/:variantId", async (c, next) => {
      const product = lookup(c.req.param("productId"));
      const variant = product?.variants.find((v) => v.id === c.req.param("variantId") && v.identified);
      if (!product || !variant) return next();
      let page: Awaited<ReturnType<typeof findRetailPage>>;
      try {
        page = await findRetailPage(c.env, { productId: product.id, variantId: variant.id });
      } catch (error) {
        // The labelled search for the same variant beats an error page while D1 is unreachable.
        console.error(`[${c.get("requestId")}] could not read the recorded page; sending to the search`, error);
      }
      const target = affiliateUrl(variantDestination(product, variant, page), getConfig(c.env).amazonTag);
      if (!isAllowedRetailUrl(target)) {
        console.error(`[${c.get("requestId")}] refused retail redirect for ${product.id}/${variant.id}`);
        throw new AppError("not_found:retail_link", "This product has no approved retail link.", 404);
      }
      if (c.req.method === "GET") {
        try {
          await countClick(c.env, c.req.raw, { productId: product.id, variantId: variant.id, retailer: new URL(target).hostname }, (p) => c.executionCtx.waitUntil(p));
        } catch (error) {
          // Counting is not worth a lost visitor.
          console.error(`[${c.get("requestId")}] could not record a click`, error);
        }
      }
      c.header("Referrer-Policy", "no-referrer");
      c.header("X-Robots-Tag", "noindex, nofollow");
      return c.redirect(target, 302);
    })
    .on(["GET", "HEAD"], "/:productId", (c, next) => {
      const product = lookup(c.req.param("productId"));
      const variant = product?.variants.find((v) => v.identified);
      if (!product) return next();
      c.header("X-Robots-Tag", "noindex, nofollow");
      return c.redirect(variant ? variantBuyPath(product.id, variant.id) : `/compare/${encodeURIComponent(product.id)}`, 302);
    });
}

async function countClick(
  env: Env,
  request: Request,
  click: { productId: string; variantId: string; retailer: string },
  later: (work: Promise<unknown>) => void,
): Promise<void> {
  const userAgent = request.headers.get("User-Agent") ?? "";
  // Link previews, crawlers and monitors follow links without a person behind them.
  if (!userAgent || isbot(userAgent)) return;
  const visitor = clientKey(request, getConfig(env).environment);
  if (!(await isWithinLimit({ limiter: env.CLICK_LIMITER, key: `go:${visitor}` }))) return;
  if (await recordClickOnce(env, { ...click, visitor, userAgent })) later(pruneClickWindows(env).catch((error: unknown) => console.error("[clicks] prune failed", error)));
}

export const goRoute = goRouter();
