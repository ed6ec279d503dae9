import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { chatApiClient } from "./chat-api-client";
import { expectOwnAnswers, type OwnConversation } from "./own-conversations";
import conversations from "../chat-eval/own/claims-12.json";
import { seedResearchPrices } from "./helpers";
import { seedRealContent } from "./real-content";

/*
 * Messages that carry a claim or a myth, the person's own or someone else's ("my roommate says
 * whey is poison", "creatine is basically a steroid", "it's natural so it can't hurt right",
 * "does that change anything for me?"), alone or beside a product ask, answered through the chat
 * API with our real guides searched: the answer opens with a plain verdict on the claim, from a
 * source, or says plainly that we hold nothing on it and who can answer. Each answer is printed
 * on an OWN-ANSWER line, so a run can be read and judged.
 */

await seedResearchPrices(env);
await seedRealContent(env);
const chat = chatApiClient();

/**
 * Still failing, each expected to fail until mended (when one passes, `it.fails` reports it):
 * c06, the steroid myth beside "whats a good one" without a category word gets no picks; c36,
 * "the DMAA ban was lifted" opens with the list warning, not a plain "no".
 */
const OPEN = new Set(["c06", "c36"]);

beforeAll(() => chat.loadPicks());

describe("a claim in the message is answered first", () => {
  it("holds the conversations", () => {
    expect(conversations).toHaveLength(46);
  });

  const check = async (c: OwnConversation) => {
    // The opening is read as a person reads it: a bold "No" opens it as much as a plain one.
    const opens = c.opens?.startsWith("^") ? `^(?:\\*\\*)?${c.opens.slice(1)}` : c.opens;
    expectOwnAnswers({ ...c, opens }, await chat.converse(c.turns), { flags: "i" });
  };
  const all = conversations as OwnConversation[];
  it.each(all.filter((c) => !OPEN.has(c.id)))("$id: $expected", check);
  it.fails.each(all.filter((c) => OPEN.has(c.id)))("$id (open): $expected", check);
});
