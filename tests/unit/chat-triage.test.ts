import { describe, expect, it } from "vitest";
import { withCareReferral, lastingComplaint } from "~/domain/chat/care-referral";
import { type EngineAnswer, fixed } from "~/domain/chat/draft";
import { emergencyPresent, withCareGraded, withoutDeniedSigns } from "~/domain/chat/triage";
import { converse, opening } from "./chat-conversation";

/*
 * The last stage's guarantees for a symptom or complaint: a red flag said keeps care-now first, a
 * red flag denied is no emergency, and every symptom, lasting complaint or medicine named gets
 * someone to see, whichever composer wrote the answer.
 */

const answer = (text: string, intent: EngineAnswer["intent"] = "urgent"): EngineAnswer => fixed(intent, text);

describe("red flags said and denied", () => {
  it.each([
    ["no trouble breathing, no swelling in my face", "broke out in hives after my new multi. ,"],
    ["not chest pain just nausea", "pre workout makes me feel like im gonna puke,"],
    ["i can breathe fine", "heart feels fluttery after my pre but"],
  ])("sets aside %s", (denied, rest) => {
    expect(withoutDeniedSigns(`${rest} ${denied}`)).not.toMatch(/breath|swell|chest/);
    expect(emergencyPresent(`${rest} ${denied}`)).toBe(false);
  });

  it.each([
    "my throat feels tight and my tongue is swelling",
    "threw up after my pre and there was blood in it",
    "heart is racing at 160 and it wont come down",
    "my chest hurts after two scoops",
    "felt confused after a double scoop",
  ])("an emergency sign said as present: %s", (message) => {
    expect(emergencyPresent(message)).toBe(true);
  });

  it("moves the care-now sentences after the opening when no sign is present", () => {
    const graded = withCareGraded(answer("**Tingling is most likely beta-alanine.** Check your label. With a swelling throat, call 911 now.\n\nClosing line."), {
      normalized: "my face tingles after my pre",
      symptoms: ["paresthesia"],
    });
    expect(graded.text).toBe("**Tingling is most likely beta-alanine.** Check your label.\n\nWith a swelling throat, call 911 now.\n\nClosing line.");
  });

  it("keeps a 911 opening when the sign is present", () => {
    const text = "**Call 911 now: chest pain after a pre is an emergency.** Stop.";
    expect(withCareGraded(answer(text), { normalized: "my chest hurts after my pre", symptoms: ["cardiac"] }).text).toBe(text);
  });
});

describe("a referral wherever a health problem is named", () => {
  it("adds one to a symptom answer that names no one", () => {
    const referred = withCareReferral(answer("**Tingling is most likely beta-alanine.**\n\nClosing line."), {
      normalized: "my face tingles after my pre",
      symptoms: ["paresthesia"],
      conditions: [],
      duties: [],
    });
    expect(referred.text.split("\n\n")[1]).toBe("If it doesn't settle, or you're unsure what caused it, see sick call or your PCM or ask a pharmacist, and bring the label.");
  });

  it("names the flight surgeon on flight status", () => {
    const referred = withCareReferral(answer("Stop it."), { normalized: "my face tingles after my pre", symptoms: ["paresthesia"], conditions: [], duties: ["aircrew"] });
    expect(referred.text).toMatch(/see your flight surgeon or ask a pharmacist/);
  });

  it("sends a lasting complaint to sick call or the PCM even when a provider is named", () => {
    const referred = withCareReferral(answer("Tell your provider.", "general"), { normalized: "i get bad leg cramps every rotation since i started creatine", symptoms: [], conditions: [], duties: [] });
    expect(referred.text).toBe("Tell your provider.\n\nAbout the cramps: since it has gone on a while or keeps coming back, get it looked at rather than working around it. See sick call or your PCM, and bring the labels of everything you take.");
  });

  it("leaves an answer alone that already names someone fitting", () => {
    const text = "Stop it, and see sick call today.";
    expect(withCareReferral(answer(text), { normalized: "my face tingles after my pre", symptoms: ["paresthesia"], conditions: [], duties: [] }).text).toBe(text);
  });

  it.each([
    ["diarrhea for 4 days straight on magnesium", true],
    ["cant sleep for like 3 weeks now", true],
    ["headache every afternoon", true],
    ["cramps every rotation", true],
    ["sore after leg day, what protein", false],
    ["i ruck every week, what electrolyte", false],
  ])("a lasting complaint: %s", (message, lasting) => {
    expect(lastingComplaint(message)).toBe(lasting);
  });
});

describe("said through the whole engine", () => {
  it("hives with breathing said to be fine: no 911 opener, the signs after it", () => {
    const text = converse(["broke out in hives after my new multi. no trouble breathing, no swelling in my face"]).text;
    expect(opening(text)).not.toMatch(/911/);
    expect(text).toMatch(/911/);
    expect(text).toMatch(/sick call|provider/);
  });

  it("half a dose after a reaction: stop it, and no restart without a clinician", () => {
    const a = converse(["magnesium is giving me diarrhea", "should i just take half the dose"]);
    expect(opening(a.text)).toMatch(/^\*\*Stop it rather than cutting the dose/);
    expect(a.products).toEqual([]);
  });

  it("a product asked for after a reaction is not read as a dose question", () => {
    expect(converse(["my heart was racing and skipping after my pre", "i'm fine now, just give me a lower stim pre"]).text).not.toMatch(/Stop it rather than cutting the dose/);
  });

  it("bleeding names the supplements taken, and says we hold no source on garlic", () => {
    const text = converse(["i take vitamin e, ginkgo and garlic pills and ive been bruising really easy"]).text;
    expect(opening(text)).toMatch(/^\*\*Hold off on the vitamin E, ginkgo and garlic/);
    expect(text).toMatch(/no source of our own on garlic/);
    expect(text).not.toMatch(/fish oil/i);
  });

  it("a lasting complaint beside a supplement taken gets no picks of it", () => {
    const a = converse(["i get bad leg cramps every rotation since i started creatine"]);
    expect(a.products).toEqual([]);
    expect(opening(a.text)).toMatch(/^\*\*Cramps that go on or keep coming back need a proper look: see sick call or your PCM/);
  });
});
