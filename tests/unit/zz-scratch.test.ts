import { it } from "vitest";
import { engineAnswer } from "~/.server/chat/engine";
import { retrievePassages } from "~/.server/chat/knowledge";
import { understandRequest } from "~/.server/chat/respond";
import { picksSource } from "~/.server/chat/snapshot";
import { chatRequestSchema } from "~/domain/chat/context";
import { fixturePassages } from "../chat-eval/posts";

async function run(turns: string[]) {
  const history: { role: "user" | "assistant"; content: string }[] = [];
  for (const message of turns) {
    const u = understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: history.slice(-6).map(h => ({...h, content: h.content.slice(0, 3000)})) } }));
    const passages = await retrievePassages(u, async (q, o) => fixturePassages(q, o));
    const a = engineAnswer({ understanding: u, passages, picksFor: picksSource(null) });
    console.log(`\n>>> ${message}\n[intents ${u.intents.join(",")} | cats ${u.categories.join(",")} | constraints ${JSON.stringify(u.constraints)} | focus ${u.focusProductIds} | topic ${u.topic} | ranking ${u.ranking} single ${u.single}]\n${a.text}`);
    history.push({ role: "user", content: message }, { role: "assistant", content: a.text });
  }
}
const script: string[][] = JSON.parse(process.env.TURNS ?? "[]");
it("dump", async () => { for (const t of script) await run(t); });
