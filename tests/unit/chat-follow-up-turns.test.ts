import { describe, expect, it } from "vitest";
import { followUpReading, leansOnRequest } from "~/domain/chat/follow-up-turn";
import { rankingIn, statedConstraints } from "~/domain/chat/stated";
import { saysNothingToTie } from "~/domain/chat/unclear-turn";
import { normalizeMessage } from "~/domain/chat/vocabulary";
import { converse } from "./chat-conversation";

const leans = (message: string, aloneAsksBack = false) =>
  leansOnRequest(normalizeMessage(message), { words: message.split(/\s+/).length, namesProduct: false, aloneOutOfScope: false, courtesy: false, aloneAsksBack });

describe("a follow-up is read against the conversation", () => {
  it.each(["what about before a PT test", "it's just for 4 days", "and for my wife?", "does that matter if I'm on profile?", "2300", "its in 2 weeks"])("%s leans on the request before when alone it would ask back", (m) => {
    expect(leans(m, true)).toBe(true);
  });
  it.each(["what about creatine?", "milk is okay", "fine with dairy", "recommend a sleep aid for nights"])("%s is read on its own", (m) => {
    expect(leans(m, true)).toBe(false);
  });
  it("a question of its own keeps its form and carries only the subject", () => {
    expect(followUpReading("how much tho", "is melatonin safe to take every night", () => "melatonin")).toBe("how much tho (melatonin)?");
    expect(followUpReading("it's just for 4 days", "need something to help me sleep", () => "sleep")).toBe("need something to help me sleep: it's just for 4 days");
  });
  it("a contentless reply after an answer that asked nothing cannot be tied", () => {
    expect(saysNothingToTie("yes", "Certified picks:\n\n1. **A**")).toBe(true);
    expect(saysNothingToTie("hmm", "Certified picks.")).toBe(true);
    expect(saysNothingToTie("yes", "Want one without caffeine?")).toBe(false);
    expect(saysNothingToTie("ok", "Certified picks.")).toBe(false);
  });
  it("gets a question naming the picks, never the canned reply", () => {
    const a = converse(["recommend a sleep aid", "yes"]);
    expect(a.text).not.toMatch(/What category interests you/);
    expect(a.text).toMatch(/\?$/);
    expect(a.products).toEqual([]);
  });
  it("'ok what else' asks for more of the same kind", () => {
    const a = converse(["recommend a pre workout", "ok what else"]);
    expect(a.intent).toBe("more-options");
  });
});

describe("money said with no figure ranks by price and invents no cap", () => {
  it.each(["protein powder on a budget", "need creatine that doesnt cost a kidney", "E-2 paycheck, need creatine", "something affordable", "broke af, what preworkout", "cheap electrolytes"])("%s", (m) => {
    const n = normalizeMessage(m);
    expect(rankingIn(n)).toBe("price");
    expect(statedConstraints(n).constraints.filter((c) => c.kind === "budget")).toEqual([]);
    expect(converse([m]).text).not.toMatch(/\$1\.00 or less/);
  });
  it("a figure said is kept exactly", () => {
    expect(statedConstraints(normalizeMessage("protein under $1.50 a serving")).constraints).toContainEqual({ kind: "budget", maxPerServing: 1.5 });
  });
});

describe("a conversation about sleep does not make the next question about sleep", () => {
  it("a caffeine question after a day-sleep question gets the caffeine figures, not the day-sleep answer again", () => {
    const a = converse(["is melatonin ok for day sleep after night shift?", "how much caffeine is too much in a day"]);
    expect(a.text.split("\n")[0]).toBe("OPSS puts the useful single dose at up to 200 mg, and FDA and OPSS use 400 mg a day for most healthy adults. Count every source together: coffee, tea, soda, energy drinks and any pre-workout.");
    expect(a.text).not.toContain("To sleep by day after nights");
  });
  it("a follow-up that leans on the sleep question is still about sleep", () => {
    expect(converse(["is melatonin ok for day sleep after night shift?", "how much tho"]).text).toContain("0.5 to 5 mg");
  });
});
