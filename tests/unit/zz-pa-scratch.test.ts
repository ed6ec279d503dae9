import { expect, it } from "vitest";
import { converse } from "./chat-conversation";
import { writeFileSync } from "node:fs";
const SETS: string[][] = JSON.parse(process.env.PA_MSGS ?? "[]");
it("prints", () => {
  expect(SETS.length).toBeGreaterThan(0);
  const out: string[] = [];
  for (const turns of SETS) {
    const a = converse(turns);
    const words = a.text.split(/\s+/).length;
    out.push(`### ${turns.join(" || ")}\n[intent=${a.intent} cat=${a.category} words=${words} products=${a.products.length}]\n${a.text}\n`);
  }
  writeFileSync(process.env.PA_OUT ?? "/tmp/pa/out.md", out.join("\n"));
});
