import { it, expect } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse } from "../chat-conversation";
const C = (process.env.CONVS ?? "").split("||").map((c) => c.split("|"));
it("u", () => {
  for (const T of C) {
    const history: Array<{ role: "user" | "assistant"; content: string }> = [];
    for (let i = 0; i < T.length - 1; i++) history.push({ role: "user", content: T[i] }, { role: "assistant", content: converse(T.slice(0, i + 1)).text });
    const u = understandRequest(chatRequestSchema.parse({ message: T.at(-1), context: { conversationHistory: history } }));
    console.log("U-DEBUG", JSON.stringify({ n: u.normalized, s: u.symptoms, sub: u.substances.map((x) => x.name), pb: u.pushedBack, intents: u.intents }));
    console.log(converse(T).text);
  }
  expect(1).toBe(1);
}, 120000);
