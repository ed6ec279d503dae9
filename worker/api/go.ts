import { Hono } from "hono";
import { recordAffiliateClick } from "~/.server/catalogue/clicks";
import { getDb } from "~/.server/db/client";
import { getConfig } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { affiliateUrl, isAllowedRetailUrl } from "~/domain/catalogue/links";
import { findCatalogueEntry } from "~/.server/catalogue";
import type { AppEnv } from "../types";

type ProductLookup = (id: string) => { id: string; amazonLink: string } | null;

/**
 * GET /go/:productId: records the click, then sends the visitor on (302) to the product's
 * retail page with the associate tag. Only allowlisted retail hosts are ever a destination.
 * Unknown products fall through to the site's 404 page.
 */
export function goRouter(lookup: ProductLookup = findCatalogueEntry) {
  return new Hono<AppEnv>().get("/:productId", async (c, next) => {
    const product = lookup(c.req.param("productId"));
    if (!product) return next();
    const target = affiliateUrl(product.amazonLink, getConfig(c.env).amazonTag);
    if (!isAllowedRetailUrl(target)) {
      console.error(`[${c.get("requestId")}] refused retail redirect for ${product.id}`);
      throw new AppError("not_found:retail_link", "This product has no approved retail link.", 404);
    }
    try {
      await recordAffiliateClick(getDb(c.env), { productId: product.id, retailer: new URL(target).hostname, clickedAt: Date.now() });
    } catch (error) {
      // Counting is not worth a lost visitor.
      console.error(`[${c.get("requestId")}] could not record a click`, error);
    }
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.redirect(target, 302);
  });
}

export const goRoute = goRouter();
