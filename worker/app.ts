import { Hono } from "hono";
import { authApi } from "./api/auth";
import { chatApi } from "./api/chat";
import { feedsRoute } from "./api/feeds";
import { contactApi } from "./api/contact";
import { eventsApi } from "./api/events";
import { catalogueApi } from "./api/catalogue";
import { goRoute } from "./api/go";
import { healthApi } from "./api/health";
import { ingredientsApi } from "./api/ingredients";
import { d1CountersRoute } from "./d1-counters";
import { withLoaderDataCaching } from "./loader-data-cache";
import { storePage } from "./page-cache";
import { d1Session } from "./middleware/d1-session";
import { envCheck } from "./middleware/env-check";
import { errorBody, handleError } from "./middleware/errors";
import { localBodyDrain } from "./middleware/local-body-drain";
import { originCheck } from "./middleware/origin-check";
import { privateResponses } from "./middleware/private-responses";
import { requestId } from "./middleware/request-id";
import { pageCacheLookup, pageVersionAfterAdminWrites } from "./middleware/page-cache-lookup";
import { safetyData } from "./middleware/safety-data";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { storageWatch } from "./middleware/storage-watch";
import type { AppEnv } from "./types";

export const app = new Hono<AppEnv>();

app.use(localBodyDrain);
app.use(privateResponses);
app.use(securityHeaders);
app.use(requestId);
app.use(envCheck);
// Before the storage watch, which then watches the session's reads and writes.
app.use(d1Session);
// After the environment check, which checks (and remembers) the bindings as the runtime gave them.
app.use(storageWatch);
app.use(originCheck);
app.use(session);
app.use(pageVersionAfterAdminWrites);
// Before the safety read: a page served from the cache needs no other D1 read.
app.use(pageCacheLookup);
app.use(safetyData);
app.onError(handleError);

// API routers
app.route("/api/health", healthApi);
app.route("/api", catalogueApi);
app.route("/api/ingredients", ingredientsApi);
app.route("/go", goRoute);
app.route("/api/auth", authApi);
app.route("/api/chat", chatApi);
app.route("/", feedsRoute);
app.route("/api/contact", contactApi);
app.route("/api/events", eventsApi);
app.route("/__d1-counts", d1CountersRoute);

app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

// Everything else is a page: React Router renders it with the typed context. `all`, not
// `get`, so that route actions receive their POSTs.
app.all("*", async (c) => {
  const nonce = c.get("nonce");
  const cacheKey = c.get("pageCacheKey");
  const { renderPage } = await import("./render-page");
  const response = await renderPage(c.req.raw, {
    env: c.env,
    ctx: c.executionCtx as ExecutionContext,
    user: c.get("user"),
    nonce,
    safety: c.get("safety"),
  });
  // A page whose data could not be read because a store is down: the branded 503, not a 500.
  if (response.status >= 500 && c.get("storage").failure) throw new Error("A page failed while a store was unavailable.");
  if (cacheKey) {
    return storePage(cacheKey, response, nonce, {
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      degraded: () => c.get("storage").failure !== null,
    });
  }
  return withLoaderDataCaching(c.req.raw, response, c.get("user") !== null);
});
