import { describe, expect, it } from "vitest";
import { afterOpening, planOpening } from "~/domain/chat/opening";
import { productNameIndex } from "~/domain/chat/product-names";

const names = productNameIndex([{ id: "klean-magnesium", name: "Klean Magnesium (90 vegetarian capsules)", brand: "Klean Athlete", category: "sleep" }]);
const CAUTION = "**Warning: ostarine is on the DoD list.** Reason: SARMs.\n\nDo not use a supplement that contains it.";

describe("the plan's opening, shown before the model writes", () => {
  it("is the lead-in line before the picks, whole, when it ends with a colon", () => {
    const text = "Are you looking for stim or no-stim? Overall, our top **Pre-Workout** picks are:\n\n1. **Fuse** by Podium — why.";
    expect(planOpening({ text, cautions: [] }, names)).toBe("Are you looking for stim or no-stim? Overall, our top **Pre-Workout** picks are:");
  });

  it("is the first sentence of an answer that starts with prose and has no caution to show first", () => {
    const prose = "Informed Sport is the program OPSS lists beside NSF. It tests 1 in 10 products.\n\nFrom our guide: [Seals](/blog/seals)";
    expect(planOpening({ text: prose, cautions: [] }, names)).toBe("Informed Sport is the program OPSS lists beside NSF.");
    expect(planOpening({ text: `${CAUTION}\n\n${prose}`, cautions: [CAUTION] }, names)).toBeNull();
  });

  it("is the lead-in to the picks after the cautions", () => {
    const text = `${CAUTION}\n\nOur top **Sleep** picks that fit no melatonin, all third-party certified:\n\n1. **Klean Magnesium** — calm.`;
    expect(planOpening({ text, cautions: [CAUTION] }, names)).toBe("Our top **Sleep** picks that fit no melatonin, all third-party certified:");
  });

  it("is nothing when the first line names a product, links or is a pick", () => {
    expect(planOpening({ text: "Klean Magnesium (90 vegetarian capsules) is the cheapest of those.", cautions: [] }, names)).toBeNull();
    expect(planOpening({ text: "Ask the [experts at OPSS](https://www.opss.org) first.", cautions: [] }, names)).toBeNull();
    expect(planOpening({ text: "1. **Klean Magnesium** by Klean Athlete — calm.", cautions: [] }, names)).toBeNull();
    expect(planOpening({ text: "## Picks\n1. one", cautions: [] }, names)).toBeNull();
    expect(planOpening({ text: CAUTION, cautions: [CAUTION] }, names)).toBeNull();
  });

  it("is taken off the start of an answer that follows it, and only the start", () => {
    const opening = "Of those, the cheapest per serving is:";
    expect(afterOpening(`${opening}\n1. **Klean Magnesium** — why.`, opening)).toBe("1. **Klean Magnesium** — why.");
    expect(afterOpening(`Intro.\n\n${opening}`, opening)).toBe(`Intro.\n\n${opening}`);
    expect(afterOpening("Other words.", null)).toBe("Other words.");
  });
});
