import { describe, expect, it } from "vitest";
import { converse } from "./chat-conversation";

/*
 * A reaction to something just started is going on now, a count of capsules taken is a dose and
 * not a form wished for, and a home pregnancy test told in slang is a pregnancy.
 */

describe("what is told as happening now is answered as now", () => {
  it("hives and swelling lips after a protein powder started days ago open with emergency care, no picks", () => {
    const answer = converse(["started a new protein powder two days ago and now i've got hives on my neck and my lips are swelling"]);
    expect(answer.text.split("\n")[0]).toMatch(/^\*\*Call 911 now/);
    expect(answer.text).not.toMatch(/\/compare\//);
  });

  it("a count of capsules with diarrhoea gets the stop and its cause, no magnesium picks", () => {
    const answer = converse(["what helps with sleep", "been taking 4 caps of magnesium every night and now i've had the runs for a week"]);
    expect(answer.text.split("\n")[0]).toMatch(/^\*\*Stop the supplement for now/);
    expect(answer.text).toMatch(/Magnesium is a common cause/);
    expect(answer.text).not.toMatch(/\/compare\//);
  });

  it("a positive stick test said in slang brings the pregnancy caution and the OB", () => {
    const answer = converse(["which pre is best for 0530 PT", "so i peed on a stick and its positive lol, does that change my pre"]);
    expect(answer.text).toMatch(/\*\*With pregnancy:\*\*/);
    expect(answer.text).toMatch(/OB/);
    expect(answer.text).not.toMatch(/\/compare\//);
  });
});
