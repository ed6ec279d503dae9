import { describe, expect, it } from "vitest";
import { codeNames } from "~/domain/chat/unnamed";
import { converse } from "./chat-conversation";

/*
 * Substances named together, by a code name, as a tainted packet or in "only a little": each is
 * answered for what it is, and words that are not names set nothing.
 */

describe("code names", () => {
  it("reads research-chemical codes and leaves nutrients and numbers alone", () => {
    expect(codeNames("is 9-me-bc or nsi-189 ok with omega-3, b-12 and 24-7 duty, 1-on-1 pt")).toEqual(["9-me-bc", "nsi-189"]);
  });
});

describe("names asked about together", () => {
  it("names each one we cannot identify, beside the list's warning", () => {
    const text = converse(["bromantane or 9-me-bc for focus, which one is better"]).text;
    expect(text.indexOf("bromantan")).toBeGreaterThanOrEqual(0);
    expect(text).toContain('I can\'t vouch for "9-me-bc"');
  });

  it("gives two unknown names each their own name", () => {
    expect(converse(["tongkat ali and turkesterone, any issues for us?"]).text).toContain('I can\'t vouch for "tongkat ali" and "turkesterone"');
  });

  it("takes no condition, medicine or energy drink for an unknown name", () => {
    expect(converse(["i have celiac and IBS what pre workout is safe"]).text).not.toContain("can't vouch");
    expect(converse(["red bull vs celsius which has more caffeine"]).text).not.toContain("can't vouch");
    expect(converse(["ssri and 5-htp together?"]).text).not.toContain("can't vouch");
  });
});

describe("honey packets", () => {
  it("says what FDA found in packets sold as an enhancer", () => {
    expect(converse(["honey packets from the gas station, its just honey right"]).text).toMatch(/^\*\*"Royal honey" and other honey packets sold for sexual enhancement are not just honey/);
  });

  it("leaves honey packets for a ruck alone", () => {
    expect(converse(["are honey packets good fuel on a long ruck"]).text).not.toContain("sildenafil");
  });
});

describe("only a little", () => {
  it("opens with a plain no in the person's words and works out no serving", () => {
    const text = converse(["is it ok if its only a little dmaa, like half a scoop"]).text;
    expect(text.split("\n\n")[0]).toBe(
      "**No: DMAA is not allowed in any amount.** The DoD list names the ingredient, not a dose: only a little or half a scoop is still use of a prohibited substance, and no amount, cycle or stop date makes it allowed.",
    );
    expect(text).not.toMatch(/servings would be/);
  });

  it("says nothing of amounts when nothing listed is named", () => {
    expect(converse(["just a little creatine before bed ok?"]).text).not.toContain("not allowed in any amount");
  });
});
