import { it } from "vitest";
import { readFileSync } from "node:fs";
import { askedSubject } from "~/domain/chat/asked-subject";
it("prints", () => {
  const msgs = JSON.parse(readFileSync("/tmp/subj/msgs.json", "utf8")) as string[];
  for (const m of msgs) { const s = askedSubject(m); if (s) console.log("SUBJ", JSON.stringify(s), "<=", m.slice(0, 120)); }
});
