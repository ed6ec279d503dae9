import { describe, expect, it } from "vitest";
import { CHECK_PRICE, formatFactsDate, formatUsd } from "~/domain/catalogue/format";

describe("catalogue formats", () => {
  it("writes dollars to the cent", () => {
    expect([formatUsd(50.5), formatUsd(0.125), formatUsd(12)]).toEqual(["$50.50", "$0.13", "$12.00"]);
    expect(CHECK_PRICE).toBe("Check price");
  });

  it("writes a facts date in words, in UTC, and leaves text that is not a date as it is", () => {
    expect(formatFactsDate("2026-10-05")).toBe("October 5, 2026");
    expect(formatFactsDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatFactsDate("not checked")).toBe("not checked");
  });
});
