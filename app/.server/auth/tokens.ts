import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** 160 bits of entropy (The Copenhagen Book asks for at least 120). */
export const TOKEN_BYTES = 20;

/** A random token for a session, email confirmation or password reset, safe in URLs and cookies. */
export function generateToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Only the SHA-256 of a token is stored, so a leaked database or KV namespace gives no usable
 * tokens. A fast hash is enough: the tokens carry 160 random bits, unlike passwords.
 */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(text)));
}

/** Rejects anything that cannot be one of our tokens before it reaches storage. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[a-z2-7]{32}$/.test(token);
}
