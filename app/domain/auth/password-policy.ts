/**
 * Password rules from OWASP ASVS 5 (V6.2): length limits only, no composition rules, no
 * truncation, any Unicode. Runs in the browser for inline hints and on the server as the
 * authority. The strength estimate (zxcvbn dictionaries, ~840 kB gzip) is computed on the
 * server only and passed in, so nothing here pulls the dictionaries into a client bundle.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn score 3 = at least 10^8 guesses: "safely unguessable" against online attacks. */
export const PASSWORD_MIN_SCORE = 3;
/** Fragments of the email shorter than this are too generic to forbid ("jo", "a1"). */
const MIN_EMAIL_NAME_PART = 3;

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
};

/** NFKC so that visually identical input typed on different devices hashes the same. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Length in Unicode code points of the normalised password, as ASVS counts it. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of normalizePassword(password)) count++;
  return count;
}

/** Lower-cased local part without a "+tag", plus its dot/underscore/hyphen-separated pieces. */
export function emailNameParts(email: string): string[] {
  const local = email.trim().toLowerCase().split("@")[0]?.split("+")[0] ?? "";
  const parts = new Set<string>();
  if (local.length >= MIN_EMAIL_NAME_PART) parts.add(local);
  for (const piece of local.split(/[._-]+/)) {
    if (piece.length >= MIN_EMAIL_NAME_PART) parts.add(piece);
  }
  return [...parts];
}

export function passwordLengthProblem(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * The reasons a password is refused; an empty list means it is acceptable. Without a strength
 * estimate (in the browser) only the length and email rules are checked.
 */
export function passwordProblems(
  password: string,
  email: string,
  strength?: PasswordStrength,
): string[] {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return [lengthProblem];

  const reasons: string[] = [];
  const lowered = normalizePassword(password).toLowerCase();
  if (emailNameParts(email).some((part) => lowered.includes(part))) {
    reasons.push("Don't include your email address or name.");
  }
  if (strength && strength.score < PASSWORD_MIN_SCORE) {
    reasons.push(strength.warning ?? "This password is easy to guess.");
    for (const suggestion of strength.suggestions) {
      if (!reasons.includes(suggestion)) reasons.push(suggestion);
    }
  }
  return reasons;
}
