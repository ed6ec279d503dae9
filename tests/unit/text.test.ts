import { describe, expect, it } from "vitest";
import { isStimulant, stimulantOf } from "~/domain/safety/stimulant";
import { escapeRegExp, listJoin, markdownToPlainText, withoutParentheses } from "~/domain/text";

describe("listJoin", () => {
  it.each([
    [[], ""],
    [["creatine"], "creatine"],
    [["creatine", "whey"], "creatine and whey"],
    [["creatine", "whey", "fish oil"], "creatine, whey and fish oil"],
  ])("joins %j as %j", (items, joined) => {
    expect(listJoin(items)).toBe(joined);
  });

  it("takes another word", () => {
    expect(listJoin(["powders", "capsules", "chews"], "or")).toBe("powders, capsules or chews");
  });
});

describe("withoutParentheses", () => {
  it("removes every parenthetical and the space before it", () => {
    expect(withoutParentheses("Klean Magnesium (90 capsules)")).toBe("Klean Magnesium");
    expect(withoutParentheses("Magnesium(as glycinate)  (elemental) ")).toBe("Magnesium");
    expect(withoutParentheses("(Sport) Creatine")).toBe("Creatine");
    expect(withoutParentheses("True Athlete (The Vitamin Shoppe) Creatine (Unflavored)")).toBe("True Athlete Creatine");
    expect(withoutParentheses("Whey Isolate")).toBe("Whey Isolate");
  });
});

describe("escapeRegExp", () => {
  it("makes every special character literal", () => {
    const text = "C4 (Original) + [Zero]? $5.99 ^*|\\";
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp("a.c")).test("abc")).toBe(false);
  });
});

describe("stimulantOf: the one stimulant rule", () => {
  it("counts any caffeine or listed stimulant, with the caffeine amount when known", () => {
    expect(stimulantOf({ stimulant: false, caffeineMg: 30, keyIngredients: ["Caffeine 30 mg"] })).toEqual({ status: "stimulant", caffeineMg: 30 });
    expect(stimulantOf({ stimulant: false, caffeineMg: null, keyIngredients: ["Caffeine 100 mg"] })).toEqual({ status: "stimulant", caffeineMg: null });
    expect(stimulantOf({ stimulant: true, caffeineMg: null, keyIngredients: [] })).toEqual({ status: "stimulant", caffeineMg: null });
  });

  it("falls back to the ingredient rule, and to unknown rather than stimulant-free", () => {
    expect(stimulantOf({ stimulant: null, caffeineMg: null, keyIngredients: ["Energy Complex 150 mg"] }).status).toBe("stimulant");
    expect(stimulantOf({ stimulant: null, caffeineMg: null, keyIngredients: ["Beta-alanine 3.2 g"] }).status).toBe("unknown");
    expect(stimulantOf({ stimulant: false, caffeineMg: null, keyIngredients: ["Beta-alanine 3.2 g"] }).status).toBe("stim-free");
    expect(stimulantOf({ stimulant: null, caffeineMg: 0, keyIngredients: [] }).status).toBe("stim-free");
  });

  it("counts a product as a stimulant when any one of its key ingredients is", () => {
    expect(isStimulant({ stimulant: null, caffeineMg: null, keyIngredients: ["Beta-alanine 3.2 g", "Caffeine anhydrous 150 mg"] })).toBe(true);
  });
});

describe("markdownToPlainText", () => {
  it("reads a chat reply without its Markdown marks", () => {
    const reply = [
      "## Top picks",
      "",
      "**Best overall:** [Klean Pre-Workout](/category/pre-workout#klean) at *$1.33* a serving.",
      "- Stim-free: `Endopump`",
      "1) Thorne Catalyte",
      "> Check the DoD list first.",
    ].join("\n");
    expect(markdownToPlainText(reply)).toBe(
      ["Top picks", "Best overall: Klean Pre-Workout at $1.33 a serving.", "Stim-free: Endopump", "1) Thorne Catalyte", "Check the DoD list first."].join("\n"),
    );
  });

  it("says a paid link's mark once when the link's name already ends in it", () => {
    const line = "1. **Endopump** by BPN. [Check price: Endopump (paid link)](/go/bpn-endopump/blue-raspberry) (paid link) · NSF Certified for Sport.";
    expect(markdownToPlainText(line)).toBe("1. Endopump by BPN. Check price: Endopump (paid link) · NSF Certified for Sport.");
  });

  it("leaves plain text, numbers and snake_case words as they are", () => {
    expect(markdownToPlainText("Take 3 g a day, 5 x 2 sets; see vitamin_d_3 notes.")).toBe("Take 3 g a day, 5 x 2 sets; see vitamin_d_3 notes.");
  });
});
