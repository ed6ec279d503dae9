import { describe, expect, it, vi } from "vitest";
import { isRetryable, withRetry } from "~/lib/retry";

describe("client retries for auth forms", () => {
  it("retries network failures and 502/503/504 only", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [502, 503, 504]) expect(isRetryable(new Response(null, { status }))).toBe(true);
    for (const status of [400, 401, 422, 429, 500]) expect(isRetryable(new Response(null, { status }))).toBe(false);
    expect(isRetryable(new Error("boom"))).toBe(false);
  });

  it("tries again after a transient failure and returns the answer", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("ok");
    await expect(withRetry(attempt, { delayMs: 1 })).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("gives up after the allowed retries and shows other errors at once", async () => {
    const network = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(withRetry(network, { retries: 2, delayMs: 1 })).rejects.toThrow("Failed to fetch");
    expect(network).toHaveBeenCalledTimes(3);
    const invalid = vi.fn().mockRejectedValue(new Response(null, { status: 400 }));
    await expect(withRetry(invalid, { delayMs: 1 })).rejects.toBeInstanceOf(Response);
    expect(invalid).toHaveBeenCalledTimes(1);
  });
});
