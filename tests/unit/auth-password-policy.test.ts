import { readFileSync } from "node:fs";
import { join } from "node:path";
import commonPasswords from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import { describe, expect, it, vi } from "vitest";
import { checkPasswordPolicy, estimatePasswordStrength, type StaticAssets } from "~/.server/auth/password-strength";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailNameParts,
  passwordLength,
  passwordProblems,
  type PasswordStrength,
} from "~/domain/auth/password-policy";

const EMAIL = "sam.rivera@example.com";
const STRONG = "lantern ocean quiet gravel";
/** The Worker's static assets as deployed: the files of public/ (the build adds the client bundle). */
const ASSETS: StaticAssets = {
  fetch: async (input) => new Response(readFileSync(join("public", new URL(input instanceof Request ? input.url : input).pathname))),
};

describe("password rules (shared with the browser)", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(passwordLength("🔐".repeat(12))).toBe(12);
    expect("🔐".repeat(12).length).toBe(24);
  });

  it("enforces 12 to 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordProblems("k".repeat(11), EMAIL)).toEqual(["Use at least 12 characters."]);
    expect(passwordProblems("k".repeat(12), EMAIL)).toEqual([]);
    expect(passwordProblems("k".repeat(128), EMAIL)).toEqual([]);
    expect(passwordProblems("k".repeat(129), EMAIL)).toEqual(["Use at most 128 characters."]);
  });

  it("has no composition rules", () => {
    expect(passwordProblems("all lower case words", EMAIL)).toEqual([]);
  });

  it("refuses the email's name, case-insensitively", () => {
    expect(emailNameParts("Sam.Rivera+news@Example.com")).toEqual(["sam.rivera", "sam", "rivera"]);
    expect(passwordProblems("Rivera-and-something", EMAIL)).toEqual(["Don't include your email address or name."]);
    expect(emailNameParts("jo@example.com")).toEqual([]);
  });
});

describe("password policy on the server (with the strength estimate)", () => {
  it("accepts lengths 12 and 128 and refuses 11 and 129", async () => {
    expect(await checkPasswordPolicy("vq7#Lm2!zR9p", EMAIL, ASSETS)).toEqual([]);
    expect(await checkPasswordPolicy("vq7#Lm2!zR9".padEnd(128, "x"), EMAIL, ASSETS)).toEqual([]);
    expect(await checkPasswordPolicy("vq7#Lm2!zR9", EMAIL, ASSETS)).toEqual(["Use at least 12 characters."]);
    expect(await checkPasswordPolicy("vq7#Lm2!zR9".padEnd(129, "x"), EMAIL, ASSETS)).toEqual(["Use at most 128 characters."]);
  });

  it("accepts a Unicode passphrase", async () => {
    expect(await checkPasswordPolicy("ľahký kôň v žltom poli", EMAIL, ASSETS)).toEqual([]);
    expect(await checkPasswordPolicy("горный ветер шумит", EMAIL, ASSETS)).toEqual([]);
  });

  it("rejects common passwords with the estimator's reasons", async () => {
    const common = ["This is similar to a commonly used password.", "Add more words that are less common."];
    expect(await checkPasswordPolicy("password1234", EMAIL, ASSETS)).toEqual(common);
    expect(await checkPasswordPolicy("qwertyuiop123", EMAIL, ASSETS)).toEqual(common);
    expect(await checkPasswordPolicy("aaaaaaaaaaaaaaaa", EMAIL, ASSETS)).toEqual([
      'Repeated characters like "aaa" are easy to guess.',
      "Add more words that are less common.",
      "Avoid repeated words and characters.",
    ]);
  });

  it("rejects a password built on the email's name", async () => {
    const reasons = await checkPasswordPolicy("samrivera2024!", EMAIL, ASSETS);
    expect(reasons).toContain("Don't include your email address or name.");
  });

  it("accepts a strong passphrase", async () => {
    expect(await checkPasswordPolicy(STRONG, EMAIL, ASSETS)).toEqual([]);
  });
});

describe("the strength estimate", () => {
  it("reads the package's common-passwords list from the static assets, in the package's order", async () => {
    const served = await (await ASSETS.fetch("http://localhost/zxcvbn/passwords-common.json")).json();
    // After upgrading @zxcvbn-ts/language-common: npm run password-list
    expect(served).toEqual(commonPasswords);
  });

  it("refuses to judge a password while the common-passwords list cannot be read, and reads it again next time", async () => {
    vi.resetModules();
    const { estimatePasswordStrength } = await import("~/.server/auth/password-strength");
    const missing: StaticAssets = { fetch: async () => new Response("Not found", { status: 404 }) };
    await expect(estimatePasswordStrength("password1234", EMAIL, missing)).rejects.toMatchObject({
      code: "unavailable:password-check",
      status: 503,
      message: "CLEARED cannot check passwords for a moment. Please try again in a minute.",
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(estimatePasswordStrength("password1234", EMAIL, missing)).rejects.toMatchObject({ retryAfter: 30 });
    expect(logged).toHaveBeenLastCalledWith("[password-strength] the common-passwords list could not be read (HTTP 404)");
    // Whatever the file holds instead of a list of passwords, nothing is judged.
    for (const body of ["<html>", "[]", '["password", 1]', '{"0":"password"}']) {
      const served: StaticAssets = { fetch: async () => new Response(body, { status: 200 }) };
      await expect(estimatePasswordStrength("password1234", EMAIL, served), body).rejects.toMatchObject({ status: 503 });
    }
    expect(logged).toHaveBeenCalledTimes(5);
    logged.mockRestore();
    expect((await estimatePasswordStrength("password1234", EMAIL, ASSETS)).score).toBe(1);
  });

  it("loads the common-passwords list and the keyboard graphs on first use", async () => {
    // A fresh module, so this test is the one that builds the estimator.
    vi.resetModules();
    const { estimatePasswordStrength } = await import("~/.server/auth/password-strength");
    expect(await estimatePasswordStrength("password1234", EMAIL, ASSETS)).toEqual({
      score: 1,
      warning: "This is similar to a commonly used password.",
      suggestions: ["Add more words that are less common."],
    });
    expect((await estimatePasswordStrength("qwertyuiop123", EMAIL, ASSETS)).score).toBe(1);
  });

  it("counts the site's own name as guessable", async () => {
    expect((await estimatePasswordStrength("clearedmarine", "x@example.com", ASSETS)).warning).toBe(
      "There should not be any personal or page related data.",
    );
  });

  it("counts the email's name parts as guessable", async () => {
    expect((await estimatePasswordStrength("sam.rivera.password", EMAIL, ASSETS)).score).toBe(3);
    expect((await estimatePasswordStrength("sam.rivera.password", "other@example.com", ASSETS)).score).toBe(4);
  });
});

describe("password problems from a given estimate", () => {
  const estimate = (score: PasswordStrength["score"], warning: string | null, suggestions: string[] = []) => ({ score, warning, suggestions });

  it("accepts an estimate of 3 and refuses 2", () => {
    expect(passwordProblems(STRONG, EMAIL, estimate(3, "weak"))).toEqual([]);
    expect(passwordProblems(STRONG, EMAIL, estimate(2, "weak"))).toEqual(["weak"]);
  });

  it("gives a plain reason when the estimator has no warning, and each suggestion once", () => {
    expect(passwordProblems(STRONG, EMAIL, estimate(0, null, ["Add a word.", "Add a word.", "Avoid dates."]))).toEqual([
      "This password is easy to guess.",
      "Add a word.",
      "Avoid dates.",
    ]);
  });

  it("takes name parts from a trimmed local part of three or more characters", () => {
    expect(emailNameParts("  sam.rivera@example.com")).toEqual(["sam.rivera", "sam", "rivera"]);
    expect(emailNameParts("sam@example.com")).toEqual(["sam"]);
    expect(emailNameParts("a.b@example.com")).toEqual(["a.b"]);
    expect(emailNameParts("al.bo-cyd@example.com")).toEqual(["al.bo-cyd", "cyd"]);
  });
});
