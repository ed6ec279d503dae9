import { it, expect } from "vitest";
import { converse } from "../chat-conversation";
const C = (process.env.CONVS ?? "").split("||").map((c) => c.split("|"));
it("debug", () => {
  for (const T of C) for (let i = 1; i <= T.length; i++) console.log(`TURN ${i}: ${T[i - 1]}\n${converse(T.slice(0, i)).text}\n-----`);
  expect(1).toBe(1);
}, 120000);
