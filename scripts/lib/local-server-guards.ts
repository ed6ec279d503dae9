import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { Duplex } from "node:stream";
import type { Connect, Plugin } from "vite";

/**
 * The Node server in front of the Worker in `vite dev` and `vite preview` (docs/decisions/0013):
 *
 * - TRACE and CONNECT are forbidden methods for fetch(), so the Node bridge cannot even build
 *   the request and answered 500 with a stack trace (CONNECT: a dropped connection). The Worker
 *   never sees them; here they get a 405. (TRACK never gets this far: Node's parser refuses it.)
 * - Any other failure between Node and workerd becomes a plain 502 without a stack or local
 *   paths (the error is still logged), so a local run never shows internals either.
 */


const ALLOW = "GET, HEAD, POST, OPTIONS";

const refuseForbiddenMethods: Connect.NextHandleFunction = (req, res, next) => {
  if (req.method !== "TRACE") return next();
  req.resume();
  const text = "Method not allowed.";
  res.writeHead(405, { Allow: ALLOW, "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(text.length) });
  res.end(text);
};

/** Node hands CONNECT to a separate event and, with no listener, drops the connection. */
function refuseConnect(httpServer: HttpServer | null) {
  httpServer?.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
}

const plainBridgeErrors: Connect.ErrorHandleFunction = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  console.error(`[local server] the Worker could not be reached: ${error instanceof Error ? error.message : error}${cause}`);
  res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("The local server could not reach the Worker. Please try again.");
};

/** Listed before cloudflare() so its method check runs before the Worker's request handler. */
export function localServerGuards(): Plugin {
  return {
    name: "cleared:local-server-guards",
    configureServer(server) {
      refuseConnect(server.httpServer as HttpServer | null);
      server.middlewares.use(refuseForbiddenMethods);
      return () => server.middlewares.use(plainBridgeErrors);
    },
    configurePreviewServer(server) {
      refuseConnect(server.httpServer as HttpServer | null);
      server.middlewares.use(refuseForbiddenMethods);
      return () => server.middlewares.use(plainBridgeErrors);
    },
  };
}
