import type { HttpClient } from "~/.server/offers/provider";

/** One HTTP exchange as recorded: what was asked and what came back. */
export interface Recording {
  request: { method: string; url: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

/**
 * An HttpClient that answers with recorded responses, in order, and keeps what was sent. A
 * request that is not the next recorded one fails the test.
 */
export function replayHttp(...recordings: Recording[]) {
  const queue = [...recordings];
  const sent: { method: string; url: string; headers: Record<string, string>; body: string }[] = [];
  const client: HttpClient = async (request) => {
    const next = queue.shift();
    if (!next || next.request.method !== request.method || next.request.url !== request.url) {
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    }
    sent.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() });
    const body = typeof next.response.body === "string" ? next.response.body : JSON.stringify(next.response.body);
    return new Response(body, { status: next.response.status, headers: next.response.headers });
  };
  return { client, sent, unused: () => queue.length };
}
