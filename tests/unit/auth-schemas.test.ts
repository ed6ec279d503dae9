import { describe, expect, it } from "vitest";
import {
  INVALID_EMAIL,
  INVALID_LINK,
  MISSING_CREDENTIALS,
  emailSchema,
  fieldErrors,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
} from "~/domain/auth/schemas";

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) {
  if (result.success || !result.error) throw new Error("expected the input to be refused");
  return fieldErrors(result.error);
}

describe("auth form schemas", () => {
  it("trim and lower-case the email accounts are stored under", () => {
    expect(emailSchema.parse("  Sam.Rivera@Example.COM ")).toBe("sam.rivera@example.com");
    expect(signInSchema.parse({ email: " A@B.CO ", password: "x" })).toEqual({ email: "a@b.co", password: "x" });
  });

  it("name each refused field once, with the message the form shows beside it", () => {
    expect(errorsOf(signInSchema.safeParse({}))).toEqual({ email: [MISSING_CREDENTIALS], password: [MISSING_CREDENTIALS] });
    expect(errorsOf(signUpSchema.safeParse({ email: "not-an-email", password: "long enough here" }))).toEqual({
      email: [INVALID_EMAIL],
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ token: "t".repeat(129), password: "" }))).toEqual({
      token: [INVALID_LINK],
      password: ["Enter a new password."],
    });
  });

  it("keeps two different messages for one field, and each only once", () => {
    const refused = emailSchema.safeParse(42);
    expect(errorsOf(refused)).toEqual({ form: [INVALID_EMAIL] });
    const twice = {
      success: false,
      error: {
        issues: [
          { path: ["email"], message: "a" },
          { path: ["email"], message: "a" },
          { path: ["email"], message: "b" },
          { path: [], message: "c" },
        ],
      },
    } as unknown as Parameters<typeof errorsOf>[0];
    expect(errorsOf(twice)).toEqual({ email: ["a", "b"], form: ["c"] });
  });

  it("signs out this device unless another scope is asked for", () => {
    expect(signOutSchema.parse({})).toEqual({ scope: "local" });
    expect(signOutSchema.parse({ scope: "global" })).toEqual({ scope: "global" });
    expect(signOutSchema.safeParse({ scope: "everyone" }).success).toBe(false);
  });
});
