import { env } from "cloudflare:test";
import { Hono } from "hono";
import { expect } from "vitest";
import { articlePassages } from "~/.server/chat/knowledge";
import { buildChatContext, conversationFromMessages, type PicksByCategory } from "~/domain/chat/context";
import type { ChatModelFactory } from "~/.server/chat/model";
import { createChatApi } from "../../worker/api/chat";
import { handleError } from "../../worker/middleware/errors";
import { safetyData } from "../../worker/middleware/safety-data";
import type { AppEnv } from "../../worker/types";
import { ORIGIN } from "./helpers";

export type ChatHistory = Array<{ role: "user" | "assistant"; content: string }>;

/**
 * The chat API with our real guides searched, asked as the browser asks it: each message with the
 * context the page builds from the conversation (and, once loaded, the offline picks it sends).
 * Each request comes from its own address in `198.51.<block>.x`, so the rate limit never answers.
 */
export function chatApiClient(block = 100, options: { cookies?: boolean; model?: ChatModelFactory } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(safetyData);
  app.route("/api/chat", createChatApi(options.model ?? (() => null), articlePassages));
  let picks: PicksByCategory | null = null;
  let ip = 0;
  /** The browser's cookie for the chat API, kept as a browser keeps it when `cookies` is on. */
  let cookie: string | null = null;
  const keep = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const [pair, ...attributes] = set.split(";");
      const gone = attributes.some((a) => a.trim().toLowerCase() === "max-age=0");
      cookie = gone ? null : pair.trim();
    }
  };

  /** One message after `history`; the answer's text. */
  async function ask(message: string, history: ChatHistory): Promise<string> {
    const context = buildChatContext({ message, history, state: conversationFromMessages(history), picks });
    const res = await app.request(
      "/api/chat",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          "CF-Connecting-IP": `198.51.${block}.${(ip++ % 200) + 20}`,
          ...(options.cookies && cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify({ message, context }),
      },
      env,
    );
    expect(res.status).toBe(200);
    if (options.cookies) keep(res);
    return (await res.json<{ response: string }>()).response;
  }

  return {
    app,
    ask,
    /** The cookie the browser holds now ("name=value"), or null. */
    cookie: () => cookie,
    /** Sets the cookie sent next, as a forged or stale one would be. */
    setCookie(value: string | null) {
      cookie = value;
    },
    /** The picks the page keeps for offline answers, sent with every later context as the browser does. */
    async loadPicks(): Promise<void> {
      const res = await app.request("/api/chat/offline-picks", {}, env);
      picks = (await res.json<{ picks: PicksByCategory }>()).picks;
    },
    /** Every answer of a conversation, each turn asked after the ones before it. */
    async converse(turns: readonly string[]): Promise<string[]> {
      expect(turns.length).toBeGreaterThan(0);
      const history: ChatHistory = [];
      const said: string[] = [];
      for (const message of turns) {
        const answer = await ask(message, history);
        said.push(answer);
        history.push({ role: "user", content: message }, { role: "assistant", content: answer });
      }
      return said;
    },
  };
}
