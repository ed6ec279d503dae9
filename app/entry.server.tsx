import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterPaintBody } from "./.server/html/scripts-after-paint";
import { appContext } from "./context";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), streamTimeout + 1000);

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: abort.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell are logged here; errors before it reach the error boundary.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and no-JS clients get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  body.allReady.finally(() => clearTimeout(timer));

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(scriptsAfterPaintBody(body), { headers: responseHeaders, status: responseStatusCode });
}
