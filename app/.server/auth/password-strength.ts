import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  emailNameParts,
  normalizePassword,
  passwordLengthProblem,
  passwordProblems,
  type PasswordStrength,
} from "~/domain/auth/password-policy";
import { AppError } from "../errors";

/**
 * zxcvbn cost grows with length and l33t substitutions (a random 128-character password took
 * ~800 ms with the defaults). Scoring the first 64 characters with at most 10 substitutions
 * keeps the worst case near 40 ms; anything longer is strong by length alone. The password
 * itself is never truncated.
 */
const ESTIMATE_MAX_LENGTH = 64;
const ESTIMATE_MAX_L33T_SUBSTITUTIONS = 10;

/** Where the Worker's static assets put the common-passwords list (written by `npm run password-list`). */
const COMMON_PASSWORDS_PATH = "/zxcvbn/passwords-common.json";

/** The Worker's static assets (the `ASSETS` binding), or a stand-in that serves the same files. */
export type StaticAssets = Pick<Fetcher, "fetch">;

let estimator: Promise<ZxcvbnFactory> | undefined;

/*
 * Which dictionaries: the common-passwords list (what attackers try first, and what the
 * "commonly used password" warning comes from), first names and the English word sequences,
 * with the English feedback texts. The English word, surname and Wikipedia lists and the
 * diceware list are left out: together they were 0.6 MB of the compressed Worker for little
 * gain above a 12-character minimum. The common-passwords list (0.2 MB compressed, public data)
 * is a static asset read on first use rather than part of the Worker's bundle; the smaller
 * lists are imported one by one, because each package's index pulls in all its lists
 * (docs/decisions/0025-server-bundle-and-start-up.md). A list that cannot be read fails the
 * check (and the next check tries again): a password is never judged without it.
 */
function loadEstimator(assets: StaticAssets): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, passwords, graphs, firstnames, wordSequences, translations] = await Promise.all([
      import("@zxcvbn-ts/core"),
      loadCommonPasswords(assets),
      import("@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs"),
      import("@zxcvbn-ts/language-en/dist/firstnames.json.mjs"),
      import("@zxcvbn-ts/language-en/dist/wordSequences.json.mjs"),
      import("@zxcvbn-ts/language-en/dist/translations.mjs"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { "passwords-common": passwords, "firstnames-en": firstnames.default, ...wordSequences.default },
      graphs: graphs.default,
      translations: translations.default,
      maxLength: ESTIMATE_MAX_LENGTH,
      l33tMaxSubstitutions: ESTIMATE_MAX_L33T_SUBSTITUTIONS,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** The answer while the common-passwords list cannot be read: a 503 with a message, never a 500. */
export function passwordListUnavailable(): AppError {
  return new AppError("unavailable:password-check", "CLEARED cannot check passwords for a moment. Please try again in a minute.", 503, {
    retryAfter: 30,
  });
}

/** The common-passwords list, most common first (zxcvbn ranks a match by its position). */
async function loadCommonPasswords(assets: StaticAssets): Promise<string[]> {
  // Only the path counts: the binding answers from the Worker's own assets. In development it
  // asks the Vite server, which refuses hosts other than localhost.
  const response = await assets.fetch(new URL(COMMON_PASSWORDS_PATH, "http://localhost"));
  const passwords: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!Array.isArray(passwords) || passwords.length === 0 || !passwords.every((p) => typeof p === "string")) {
    // A password is never judged without the list: the visitor is asked to try again, and
    // operators read why in the log.
    console.error(`[password-strength] the common-passwords list could not be read (HTTP ${response.status})`);
    throw passwordListUnavailable();
  }
  return passwords;
}

export async function estimatePasswordStrength(
  password: string,
  email: string,
  assets: StaticAssets,
): Promise<PasswordStrength> {
  const zxcvbn = await loadEstimator(assets);
  const result = zxcvbn.check(normalizePassword(password), [...emailNameParts(email), "cleared"]);
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** Full policy check: the shared rules plus the dictionary-based strength estimate. */
export async function checkPasswordPolicy(password: string, email: string, assets: StaticAssets): Promise<string[]> {
  // A length problem makes the estimate pointless, and a huge input would make it expensive.
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return [lengthProblem];
  return passwordProblems(password, email, await estimatePasswordStrength(password, email, assets));
}
