import { type IncomingMessage, request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/**
 * A local stand-in for the edge in front of the Worker: it compresses what Cloudflare
 * compresses (brotli when accepted, else gzip), flushing after every chunk so a streamed page
 * streams as it would there. With `?__floor` it serves the page with every script and
 * modulepreload removed: the same markup and styles, no JavaScript, the floor a page's
 * Lighthouse figures are compared with.
 */
export const FLOOR_PARAM = "__floor";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

export function stripScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

function encoder(accept: string): { name: "br" | "gzip"; stream: Transform } | undefined {
  if (/\bbr\b/.test(accept)) {
    // Brotli 4 for dynamic answers is what the edge uses by default.
    return {
      name: "br",
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, flush: constants.BROTLI_OPERATION_FLUSH }),
    };
  }
  if (/\bgzip\b/.test(accept)) return { name: "gzip", stream: createGzip({ flush: constants.Z_SYNC_FLUSH }) };
  return undefined;
}

export async function startEdgeProxy(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  let ownOrigin = "";
  // At the edge the page and the Worker share one origin; through this proxy the browser names
  // the proxy's, so a same-origin POST (the analytics beacon) is passed on as the Worker's own.
  const sameOrigin = (origin: string | undefined) => (origin && origin === ownOrigin ? { origin: target.origin } : {});
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://proxy");
    const floor = url.searchParams.has(FLOOR_PARAM);
    url.searchParams.delete(FLOOR_PARAM);
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: { ...req.headers, host: target.host, ...sameOrigin(req.headers.origin), "accept-encoding": "identity" },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers["content-type"] ?? "");
        const encoding = COMPRESSIBLE.test(type) ? encoder(String(req.headers["accept-encoding"] ?? "")) : undefined;
        if (encoding) {
          delete headers["content-length"];
          headers["content-encoding"] = encoding.name;
          headers.vary = "Accept-Encoding";
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        const sink = encoding ? encoding.stream : res;
        if (encoding) encoding.stream.pipe(res);
        if (floor && type.startsWith("text/html")) {
          let html = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk: string) => (html += chunk));
          answer.on("end", () => sink.end(stripScripts(html)));
        } else {
          answer.pipe(sink);
        }
      },
    );
    forwarded.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  ownOrigin = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
