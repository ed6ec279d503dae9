import { describe, expect, it } from "vitest";
import { passageExtract } from "~/domain/chat/passages";

describe("passage extracts", () => {
  it("quotes whole sentences only, even when the best one is longer than the limit", () => {
    const long = `Two ways exist to check a product, and both are documented on the certifier's own site, which lists ${"the exact product name, flavour and size, ".repeat(8)}so match them all.`;
    const text = `${long} A short unrelated sentence about something else here.`;
    const extract = passageExtract({ text }, "check product certifier site", { maxChars: 120 });
    expect(extract).toBe(long);
  });

  it("keeps the article's order among the sentences it picks", () => {
    const text = "Creatine is made by the liver. Loading is optional for most people. Creatine can raise creatinine on a blood test.";
    expect(passageExtract({ text }, "creatine creatinine blood")).toBe(text);
  });
});
