import { describe, expect, it } from "vitest";
import { understandRequest } from "~/.server/chat/respond";
import { type Carried, carriedLabels, NOTHING_CARRIED, readCarriedLabels } from "~/domain/chat/carried";
import { DIETS, EXCLUDABLE_INGREDIENTS } from "~/domain/catalogue/constraints";
import { chatRequestSchema } from "~/domain/chat/context";
import { CONDITION_IDS, DUTY_IDS } from "~/domain/safety/conditions";

/*
 * What is carried past the six messages the client sends (./carried.ts): labels from closed
 * lists that read back to what they stand for, anything else read as nothing, and the
 * understanding starting from them while its own rules still take a constraint back.
 */

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });
const read = (message: string, history: Array<{ role: "user" | "assistant"; content: string }>, carried?: Carried) =>
  understandRequest(chatRequestSchema.parse({ message, context: { conversationHistory: history } }), carried);

describe("carried labels", () => {
  it("read back to what they stand for", () => {
    const carried: Carried = {
      constraints: [
        { kind: "diet", diet: "dairy-free" },
        { kind: "exclude", ingredient: "caffeine" },
        { kind: "budget", maxPerServing: 1.5 },
      ],
      avoid: readCarriedLabels("avoid:sugar").avoid,
      conditions: ["pregnancy"],
      duties: ["drug-test"],
      stimulantPreference: "no-stim",
      reacted: true,
      spend: 25,
    };
    const labels = carriedLabels(carried);
    expect(labels).toEqual(["diet:dairy-free", "exclude:caffeine", "budget:1.5", "avoid:sugar", "condition:pregnancy", "duty:drug-test", "stim:no-stim", "reaction", "spend:25"]);
    expect(carriedLabels(readCarriedLabels(labels.join("|")))).toEqual(labels);
  });

  it("write a budget to the cent and leave out a form, which belongs to its question", () => {
    const labels = carriedLabels({ ...NOTHING_CARRIED, constraints: [{ kind: "budget", maxPerServing: 0.8333 }, { kind: "form", forms: ["capsule"] }, { kind: "caffeineMax", mg: 99999 }] });
    expect(labels).toEqual(["budget:0.83"]);
  });

  it("fit one cookie however much is said, and read back", async () => {
    const { carriedCookie } = await import("~/.server/chat/carried-cookie");
    const everything: Carried = {
      constraints: [...DIETS.map((diet) => ({ kind: "diet" as const, diet })), ...EXCLUDABLE_INGREDIENTS.map((ingredient) => ({ kind: "exclude" as const, ingredient })), { kind: "budget", maxPerServing: 1234.56 }],
      avoid: [],
      conditions: [...CONDITION_IDS],
      duties: [...DUTY_IDS],
      stimulantPreference: "stim",
      reacted: true,
      spend: 99.99,
    };
    const labels = carriedLabels(everything);
    expect(labels.length).toBe(40);
    expect(carriedLabels(readCarriedLabels(labels.join("|")))).toEqual(labels);
    expect(new TextEncoder().encode((carriedCookie(everything, new Request("https://example.test/api/chat")) ?? "").split(";")[0]).length).toBeLessThan(4096);
  });

  it.each([
    ["free text", "no dairy please"],
    ["an unknown diet", "diet:carnivore"],
    ["one bad label among good ones", "diet:vegan|condition:made-up"],
    ["an empty label", "diet:vegan|"],
    ["a negative budget", "budget:-3"],
    ["a script", "<script>alert(1)</script>"],
    ["too long", `diet:vegan|${"exclude:whey|".repeat(200)}`],
  ])("read %s as nothing", (_, raw) => {
    expect(readCarriedLabels(raw)).toEqual(NOTHING_CARRIED);
  });
});

describe("the understanding starts from what was carried", () => {
  const carried = readCarriedLabels("diet:dairy-free|condition:pregnancy|spend:30");
  const window = [user("how much protein a day"), assistant("About 1.2 g per kg."), user("is creatine safe"), assistant("Yes, for most.")];

  it("keeps it when the window says nothing of it", () => {
    const u = read("cheapest protein powder?", window, carried);
    expect(u.constraints).toContainEqual({ kind: "diet", diet: "dairy-free" });
    expect(u.conditions).toContain("pregnancy");
    expect(u.budgetSaid).toBe(30);
    expect(carriedLabels(u.carried)).toEqual(["diet:dairy-free", "condition:pregnancy", "spend:30"]);
  });

  it("drops what the person takes back, in the window or in this message", () => {
    expect(carriedLabels(read("ok dairy's fine now, what protein?", window, carried).carried)).toEqual(["condition:pregnancy", "spend:30"]);
    expect(carriedLabels(read("what protein?", [user("turns out i can have dairy"), assistant("Good to know."), ...window], carried).carried)).toEqual(["condition:pregnancy", "spend:30"]);
    expect(read("budget doesn't matter, best protein?", window, carried).budgetSaid).toBeUndefined();
  });

  it("adds what this message states", () => {
    expect(carriedLabels(read("and no stims for me", window, carried).carried)).toEqual(expect.arrayContaining(["diet:dairy-free", "condition:pregnancy"]));
    expect(carriedLabels(read("gluten free too", window, carried).carried)).toContain("diet:gluten-free");
  });
});
