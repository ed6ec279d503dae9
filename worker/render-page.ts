import { createRequestHandler, RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/context";

/*
 * React Router's request handler and its context, loaded by worker/app.ts on the first page
 * that is rendered, not when the Worker starts: API requests and pages from the page cache
 * never need React (docs/decisions/0025-server-bundle-and-start-up.md).
 */
const handleWithReactRouter = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** The page for a request, rendered with the typed context every loader and action reads. */
export function renderPage(request: Request, values: AppContext): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, values);
  return handleWithReactRouter(request, context);
}
