import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/*
 * Signed, single-purpose values: a payload the server hands out and later takes back without
 * storing it (a contact form's start time, an email's unsubscribe link). The signature is an
 * HMAC-SHA256 over the purpose and the payload, so a value signed for one purpose is refused for
 * any other, and a visitor cannot forge or alter one.
 */

/** Only for development and tests; production refuses to sign without the SIGNING_KEY secret. */
const DEVELOPMENT_KEY = "cleared-development-signing-key-not-secret";

export type SigningPurpose = "contact-form" | "price-alert-unsubscribe" | "safety-alert-unsubscribe";

type SigningEnv = Pick<Env, "SIGNING_KEY" | "ENVIRONMENT">;

function keyBytes(env: SigningEnv): Uint8Array {
  if (env.SIGNING_KEY) return new TextEncoder().encode(env.SIGNING_KEY);
  if (env.ENVIRONMENT === "production") throw new Error("SIGNING_KEY is not set: signed links and forms cannot work");
  return new TextEncoder().encode(DEVELOPMENT_KEY);
}

function mac(env: SigningEnv, purpose: SigningPurpose, payload: string): Uint8Array {
  return hmac(SHA256, keyBytes(env), new TextEncoder().encode(`${purpose}\n${payload}`));
}

/** `payload.signature` (base64url). The payload may contain dots: the signature follows the last one. */
export function signValue(env: SigningEnv, purpose: SigningPurpose, payload: string): string {
  return `${payload}.${encodeBase64urlNoPadding(mac(env, purpose, payload))}`;
}

/** The payload of a value this server signed for `purpose`, or null for anything else. */
export function verifySignedValue(env: SigningEnv, purpose: SigningPurpose, value: unknown): string | null {
  if (typeof value !== "string" || value.length > 512) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  let signature: Uint8Array;
  try {
    signature = decodeBase64urlIgnorePadding(value.slice(dot + 1));
  } catch {
    return null;
  }
  const expected = mac(env, purpose, payload);
  return signature.length === expected.length && constantTimeEqual(signature, expected) ? payload : null;
}
