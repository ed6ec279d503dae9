import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  emailNameParts,
  normalizePassword,
  passwordLengthProblem,
  passwordProblems,
  type PasswordStrength,
} from "~/domain/auth/password-policy";

/**
 * zxcvbn cost grows with length and l33t substitutions (a random 128-character password took
 * ~800 ms with the defaults). Scoring the first 64 characters with at most 10 substitutions
 * keeps the worst case near 40 ms; anything longer is strong by length alone. The password
 * itself is never truncated.
 */
const ESTIMATE_MAX_LENGTH = 64;
const ESTIMATE_MAX_L33T_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Built on first use: the dictionaries take ~250 ms to load, which no other request should pay. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: ESTIMATE_MAX_LENGTH,
      l33tMaxSubstitutions: ESTIMATE_MAX_L33T_SUBSTITUTIONS,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

export async function estimatePasswordStrength(
  password: string,
  email: string,
): Promise<PasswordStrength> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(normalizePassword(password), [...emailNameParts(email), "cleared"]);
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** Full policy check: the shared rules plus the dictionary-based strength estimate. */
export async function checkPasswordPolicy(password: string, email: string): Promise<string[]> {
  // A length problem makes the estimate pointless, and a huge input would make it expensive.
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return [lengthProblem];
  return passwordProblems(password, email, await estimatePasswordStrength(password, email));
}
