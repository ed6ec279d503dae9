import { describe, expect, it } from "vitest";
import { TOKEN_BYTES, generateToken, hashToken, isWellFormedToken } from "~/.server/auth/tokens";

describe("tokens", () => {
  it("carry at least 128 bits and are URL- and cookie-safe", () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const token = generateToken();
    // base32: 5 bits a character.
    expect(token.length * 5).toBeGreaterThanOrEqual(128);
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(isWellFormedToken(token)).toBe(true);
  });

  it("never collide in 10,000 draws", () => {
    const tokens = new Set(Array.from({ length: 10_000 }, generateToken));
    expect(tokens.size).toBe(10_000);
  });

  it("are stored as their SHA-256", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it("rejects anything that is not one of ours", () => {
    for (const bad of [undefined, null, 42, "", "short", "A".repeat(32), "a".repeat(33), "a1".repeat(16)]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe("isWellFormedToken", () => {
  it("accepts only strings, even when something else prints like a token", () => {
    const lookalike = ["abcdefghijklmnopqrstuvwxyz234567"];
    expect(String(lookalike)).toBe("abcdefghijklmnopqrstuvwxyz234567");
    expect(isWellFormedToken(lookalike)).toBe(false);
    expect(isWellFormedToken("abcdefghijklmnopqrstuvwxyz234567")).toBe(true);
  });
});
