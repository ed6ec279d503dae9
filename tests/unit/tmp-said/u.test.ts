import { it, expect } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { chatRequestSchema } from "~/domain/chat/context";
import { converse } from "../chat-conversation";
const T = (process.env.TURNS ?? "").split("|");
it("u", () => {
  const history: Array<{ role: "user" | "assistant"; content: string }> = [];
  for (const m of T.slice(0, -1)) { history.push({ role: "user", content: m }, { role: "assistant", content: converse(T.slice(0, history.length / 2 + 1)).text }); }
  const u = understandRequest(chatRequestSchema.parse({ message: T.at(-1), context: { conversationHistory: history } }));
  const { earlierReplies, lastReply, ...rest } = u;
  console.log("U-DEBUG", JSON.stringify(rest, null, 0).slice(0, 3000));
  expect(1).toBe(1);
});
