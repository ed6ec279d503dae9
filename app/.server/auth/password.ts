import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { decodeBase64IgnorePadding, encodeBase64NoPadding } from "@oslojs/encoding";
import { normalizePassword } from "~/domain/auth/password-policy";

/**
 * scrypt parameters: the OWASP Password Storage row N=2^14, r=8, p=5. Workers' node:crypto
 * refuses N·r·p > 2^20 and needs `maxmem` passed explicitly; PBKDF2 is capped at 100,000
 * iterations there and Argon2 (wasm) is refused, so scrypt is the strongest option available.
 * The parameters are stored in every hash (PHC string format) so they can be raised later:
 * `needsRehash` spots old hashes and sign-in rewrites them.
 */
export const SCRYPT_PARAMS = { logN: 14, r: 8, p: 5 } as const;
export const SCRYPT_MAX_NRP = 2 ** 20;
/** OpenSSL needs 128·r·(N + p + 2) bytes; twice 128·N·r leaves room and stays far below 128 MB. */
export const SCRYPT_MAXMEM = 256 * 2 ** SCRYPT_PARAMS.logN * SCRYPT_PARAMS.r;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

type ScryptParams = { logN: number; r: number; p: number };
type ParsedHash = ScryptParams & { salt: Uint8Array; key: Uint8Array };

function derive(password: string, salt: Uint8Array, params: ScryptParams, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      normalizePassword(password),
      salt,
      keyLength,
      { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: SCRYPT_MAXMEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `$scrypt$ln=14,r=8,p=5$<salt>$<key>` with unpadded base64, as the PHC format specifies. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS, KEY_BYTES);
  const { logN, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${logN},r=${r},p=${p}$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(key)}`;
}

function parseHash(hash: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
  if (!match) return null;
  const [, logN, r, p, salt = "", key = ""] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (!withinLimits(params)) return null;
  try {
    return { ...params, salt: decodeBase64IgnorePadding(salt), key: decodeBase64IgnorePadding(key) };
  } catch {
    return null;
  }
}

export function withinLimits({ logN, r, p }: ScryptParams): boolean {
  return (
    logN >= 1 &&
    r >= 1 &&
    p >= 1 &&
    2 ** logN * r * p <= SCRYPT_MAX_NRP &&
    128 * r * (2 ** logN + p + 2) <= SCRYPT_MAXMEM
  );
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  return (
    !parsed ||
    parsed.logN !== SCRYPT_PARAMS.logN ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p ||
    parsed.key.length !== KEY_BYTES
  );
}

/**
 * A valid hash of a password nobody knows, verified when the email is unknown so that a
 * sign-in takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(encodeBase64NoPadding(randomBytes(24)));
  return decoyHash;
}
