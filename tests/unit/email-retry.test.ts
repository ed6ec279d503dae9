import { describe, expect, it } from "vitest";
import { EMAIL_MAX_ATTEMPTS, retryDelayMs } from "~/domain/email-retry";

describe("email retry pauses", () => {
  it("grow from a minute to three hours, and an email is tried six times in all", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([60_000, 300_000, 900_000, 3_600_000, 10_800_000, 10_800_000]);
    expect(EMAIL_MAX_ATTEMPTS).toBe(6);
    // About 4 h 21 min between the first attempt and the last.
    expect([1, 2, 3, 4, 5].map(retryDelayMs).reduce((a, b) => a + b, 0)).toBe(15_660_000);
  });
});
