import { describe, expect, it, vi } from "vitest";
import {
  SCRYPT_MAX_NRP,
  SCRYPT_MAXMEM,
  SCRYPT_PARAMS,
  getDecoyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
  withinLimits,
} from "~/.server/auth/password";

// One hash is about 200 ms on an idle core; each test makes a few, so a busy machine needs room.
vi.setConfig({ testTimeout: 30_000 });

describe("scrypt parameters", () => {
  it("meet the OWASP minimum and stay within the Workers limits", () => {
    const { logN, r, p } = SCRYPT_PARAMS;
    const N = 2 ** logN;
    // OWASP Password Storage: N=2^14, r=8, p=5 or an equivalent-or-stronger row.
    expect(N).toBeGreaterThanOrEqual(2 ** 14);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(N * r * p).toBeGreaterThanOrEqual(2 ** 14 * 8 * 5);
    // Workers' node:crypto refuses N·r·p above 2^20.
    expect(N * r * p).toBeLessThanOrEqual(SCRYPT_MAX_NRP);
    expect(SCRYPT_MAX_NRP).toBe(2 ** 20);
    // maxmem covers what OpenSSL allocates, and leaves most of the 128 MB isolate free.
    expect(128 * r * (N + p + 2)).toBeLessThanOrEqual(SCRYPT_MAXMEM);
    expect(SCRYPT_MAXMEM).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(withinLimits(SCRYPT_PARAMS)).toBe(true);
  });

  it("refuses parameters beyond the limits", () => {
    expect(withinLimits({ logN: 14, r: 8, p: 9 })).toBe(false);
    expect(withinLimits({ logN: 17, r: 8, p: 1 })).toBe(false);
  });
});

describe("hashPassword / verifyPassword", () => {
  it("stores algorithm and parameters in a PHC string with a random salt", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // biome-ignore lint/plugin: two random salts, so only their difference is known
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
  });

  it("normalises Unicode (NFKC) so equivalent input verifies", async () => {
    const composed = "caf\u00e9 na\u00efve r\u00e9sum\u00e9";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).toBe("cafe\u0301 nai\u0308ve re\u0301sume\u0301");
    const hash = await hashPassword(composed);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it("never truncates: a change in the last of 128 characters fails", async () => {
    const long = `${"x".repeat(127)}a`;
    const hash = await hashPassword(long);
    expect(await verifyPassword(`${"x".repeat(127)}b`, hash)).toBe(false);
    expect(await verifyPassword(long, hash)).toBe(true);
  });

  it("flags hashes made with older parameters for rehashing, and still verifies them", async () => {
    // The same format with weaker parameters, as an older deployment would have written it.
    const { scryptSync } = await import("node:crypto");
    const { encodeBase64NoPadding } = await import("@oslojs/encoding");
    const salt = new Uint8Array(16).fill(7);
    const key = scryptSync("old password here", salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const old = `$scrypt$ln=12,r=8,p=1$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(key)}`;
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword("old password here", old)).toBe(true);
  });

  it("treats malformed or out-of-limit hashes as non-matching", async () => {
    expect(await verifyPassword("anything at all", "")).toBe(false);
    expect(await verifyPassword("anything at all", "$argon2id$v=19$m=1,t=1,p=1$abc$def")).toBe(false);
    expect(await verifyPassword("anything at all", "$scrypt$ln=20,r=8,p=5$AAAA$AAAA")).toBe(false);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("keeps one decoy hash for unknown accounts", async () => {
    const decoy = await getDecoyHash();
    expect(decoy).toBe(await getDecoyHash());
    expect(needsRehash(decoy)).toBe(false);
  });
});

describe("stored hash format", () => {
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");
  const SALT = b64(new Uint8Array(16).fill(1));
  const KEY_32 = b64(new Uint8Array(32).fill(2));

  async function hashWith(password: string, logN: number, r: number, p: number): Promise<string> {
    const { scryptSync } = await import("node:crypto");
    const salt = new Uint8Array(16).fill(3);
    const key = scryptSync(password, salt, 32, { N: 2 ** logN, r, p, maxmem: SCRYPT_MAXMEM });
    return `$scrypt$ln=${logN},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
  }

  it("reads parameters of more than one digit", async () => {
    expect(await verifyPassword("two digit block size", await hashWith("two digit block size", 6, 16, 1))).toBe(true);
    expect(await verifyPassword("two digit parallelism", await hashWith("two digit parallelism", 6, 1, 10))).toBe(true);
  });

  it("accepts nothing before or after the PHC string", async () => {
    const hash = await hashWith("exact format only", 6, 8, 1);
    expect(await verifyPassword("exact format only", hash)).toBe(true);
    expect(await verifyPassword("exact format only", `x${hash}`)).toBe(false);
    expect(await verifyPassword("exact format only", `${hash}$x`)).toBe(false);
    expect(needsRehash(`x$scrypt$ln=14,r=8,p=5$${SALT}$${KEY_32}`)).toBe(true);
  });

  it("asks for a rehash when any one parameter or the key length differs from today's", () => {
    expect(needsRehash(`$scrypt$ln=14,r=8,p=5$${SALT}$${KEY_32}`)).toBe(false);
    expect(needsRehash(`$scrypt$ln=13,r=8,p=5$${SALT}$${KEY_32}`)).toBe(true);
    expect(needsRehash(`$scrypt$ln=14,r=4,p=5$${SALT}$${KEY_32}`)).toBe(true);
    expect(needsRehash(`$scrypt$ln=14,r=8,p=4$${SALT}$${KEY_32}`)).toBe(true);
    expect(needsRehash(`$scrypt$ln=14,r=8,p=5$${SALT}$${b64(new Uint8Array(16).fill(2))}`)).toBe(true);
  });
});

describe("withinLimits", () => {
  it("needs every parameter to be at least 1", () => {
    expect(withinLimits({ logN: 1, r: 1, p: 1 })).toBe(true);
    expect(withinLimits({ logN: 0, r: 1, p: 1 })).toBe(false);
    expect(withinLimits({ logN: 1, r: 0, p: 1 })).toBe(false);
    expect(withinLimits({ logN: 1, r: 1, p: 0 })).toBe(false);
  });

  it("allows N·r·p up to 2^20 and no more", () => {
    expect(withinLimits({ logN: 10, r: 1, p: 1024 })).toBe(true);
    expect(withinLimits({ logN: 10, r: 1, p: 1025 })).toBe(false);
  });

  it("allows OpenSSL's 128·r·(N + p + 2) bytes up to maxmem and no more", () => {
    // 128 · 16384 · (8 + 6 + 2) is exactly 2^25 = SCRYPT_MAXMEM; one more unit of p is over.
    expect(SCRYPT_MAXMEM).toBe(2 ** 25);
    expect(withinLimits({ logN: 3, r: 16384, p: 6 })).toBe(true);
    expect(withinLimits({ logN: 3, r: 16384, p: 7 })).toBe(false);
  });
});
