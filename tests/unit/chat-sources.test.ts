import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as conditionSources from "~/domain/safety/condition-sources";
import * as chatSources from "~/domain/chat/sources";

/*
 * A source the chat cites is declared once: two copies of one page drift apart (a title here,
 * a date read there), and an answer then cites the same page twice under two names.
 */

/** The pages a sources module declares. */
const urlsOf = (module: Record<string, unknown>) =>
  Object.values(module).flatMap((value) => (typeof value === "object" && value !== null && "url" in value && typeof value.url === "string" ? [value.url] : []));

const moduleText = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));

describe("the chat's sources", () => {
  it("are declared only in the chat's sources module", () => {
    const declaring = moduleText("app/domain/chat")
      .filter(({ name }) => name !== "sources.ts")
      .filter(({ text }) => /\bconst \w+(?:: Source)? = \{\s*title: "[^"]*",\s*url:/.test(text))
      .map(({ name }) => name);
    expect(declaring).toEqual([]);
  });

  it("name each page once across the chat and the safety rules", () => {
    const urls = [...urlsOf(chatSources), ...urlsOf(conditionSources)];
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });

  it("cite no page that the safety rules also declare on their own", () => {
    const shared = new Set([...urlsOf(chatSources), ...urlsOf(conditionSources)]);
    const ownUrls = moduleText("app/domain/safety")
      .filter(({ name }) => name !== "condition-sources.ts")
      .flatMap(({ text }) => [...text.matchAll(/url: "([^"]+)"/g)].map((m) => m[1]));
    expect(ownUrls.filter((url) => shared.has(url))).toEqual([]);
  });
});
