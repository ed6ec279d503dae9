import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { etag } from "hono/etag";
import { AppError } from "~/.server/errors";
import { getProductPrices } from "~/.server/offers/product-prices";
import { getPricedCatalogue, labelCatalogue } from "~/.server/catalogue";
import type { AppEnv } from "../types";

/*
 * GET /api/categories, /api/categories/:id, /api/products/:id, /api/products/:id/offers. The router is mounted at /api,
 * so its middleware is attached per route, never with a bare use() that would reach every API.
 */

// Category counts change only with a deploy: browsers and the edge may cache them and revalidate by ETag.
const cacheable = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200 || c.res.status === 304) c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=86400");
});

// Anything with a price changes with a refresh or an admin's entry: a short max-age, then the ETag.
const pricesCacheable = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200 || c.res.status === 304) c.header("Cache-Control", "public, max-age=60, must-revalidate");
});

export const catalogueApi = new Hono<AppEnv>()
  .get("/categories", etag(), cacheable, async (c) => c.json({ categories: labelCatalogue(await c.var.safety()).listCategories() }))
  .get("/categories/:id", etag(), pricesCacheable, async (c) => {
    const category = (await getPricedCatalogue(c.env, await c.var.safety())).getCategory(c.req.param("id"));
    if (!category) throw new AppError("not_found:category", "No such category.", 404);
    // Buy links are /go paths (`buy.option.href`): the redirect adds the associate tag and counts the click.
    return c.json({ category });
  })
  .get("/products/:id", etag(), pricesCacheable, async (c) => {
    const product = (await getPricedCatalogue(c.env, await c.var.safety())).getProduct(c.req.param("id"));
    if (!product) throw new AppError("not_found:product", "No such product.", 404);
    return c.json({ product });
  })
  .get("/products/:id/offers", etag(), pricesCacheable, async (c) => {
    const product = labelCatalogue(await c.var.safety()).getLabelProduct(c.req.param("id"));
    if (!product) throw new AppError("not_found:product", "No such product.", 404);
    return c.json(await getProductPrices(c.env, product));
  });
