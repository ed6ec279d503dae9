import { it } from "vitest";
import { engineAnswer } from "~/.server/chat/engine";
import { retrievePassages } from "~/.server/chat/knowledge";
import { understandRequest } from "~/.server/chat/respond";
import { picksSource } from "~/.server/chat/snapshot";
import { chatRequestSchema } from "~/domain/chat/context";
import { fixturePassages } from "../chat-eval/posts";
import { EVAL_CASES } from "../chat-eval/cases";
import { writeFileSync } from "node:fs";
it("dump all", async () => {
  let out = "";
  for (const c of EVAL_CASES) {
    const history: { role: "user" | "assistant"; content: string }[] = [];
    out += `\n######## ${c.kind} / ${c.id}\n`;
    for (const t of c.turns) {
      const u = understandRequest(chatRequestSchema.parse({ message: t.say, context: { conversationHistory: history.slice(-6).map(h => ({...h, content: h.content.slice(0, 3000)})) } }));
      const passages = await retrievePassages(u, async (q, o) => fixturePassages(q, o));
      const a = engineAnswer({ understanding: u, passages, picksFor: picksSource(null) });
      out += `\n>>> ${t.say}\n[${a.intent} | ${u.intents.join(",")} | cats ${u.categories.join(",")}]\n${a.text.replace(/\n\nBefore you buy[\s\S]*$/, "\n[closing]")}\n`;
      history.push({ role: "user", content: t.say }, { role: "assistant", content: a.text });
    }
  }
  writeFileSync("/tmp/chat-notes/answers.txt", out);
});
