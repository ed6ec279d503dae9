import { describe, expect, it } from "vitest";
import { SIGN_IN_LINK_LIFETIME_MS } from "~/.server/auth/service";
import { SIGN_IN_LINK_NOTICE } from "~/domain/auth/sign-in-guard";

describe("the guarded sign-in notice", () => {
  it("promises what the emailed link does: one use, within its lifetime", () => {
    expect(SIGN_IN_LINK_LIFETIME_MS).toBe(15 * 60 * 1000);
    expect(SIGN_IN_LINK_NOTICE).toBe(
      "For this account's safety, signing in now also needs a link from its email. If the email and password were right, the link is on its way; it works once, within 15 minutes.",
    );
  });
});
