import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { initialPriceAlertState, priceAlertStep } from "~/domain/account/price-alerts";
import {
  changePasswordSchema,
  deleteAccountSchema,
  priceAlertSchema,
  productIdSchema,
  safetyAlertsSchema,
  saveControlSchema,
} from "~/domain/account/schemas";

/** The first message a schema gives for this input, or null when it is accepted. */
function firstMessage(schema: z.ZodMiniType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "");
}

describe("price alert steps", () => {
  it("sends once when an armed alert's price falls below the threshold", () => {
    expect(priceAlertStep("armed", 125, 1.24)).toBe("send");
    expect(priceAlertStep("sent", 125, 1.24)).toBe("none");
  });

  it("re-arms a sent alert when the price is back at or above the threshold", () => {
    expect(priceAlertStep("sent", 125, 1.25)).toBe("rearm");
    expect(priceAlertStep("sent", 125, 2)).toBe("rearm");
    expect(priceAlertStep("armed", 125, 1.25)).toBe("none");
  });

  it("compares whole cents, as the page shows them", () => {
    // $1.244 shows as $1.24, below $1.25; $1.246 shows as $1.25, not below.
    expect(priceAlertStep("armed", 125, 1.244)).toBe("send");
    expect(priceAlertStep("armed", 125, 1.246)).toBe("none");
  });

  it("does nothing while the price is unknown", () => {
    expect(priceAlertStep("armed", 125, null)).toBe("none");
    expect(priceAlertStep("sent", 125, null)).toBe("none");
  });

  it("starts an alert already below as sent, so only a new crossing emails", () => {
    expect(initialPriceAlertState(125, 1.24)).toBe("sent");
    expect(initialPriceAlertState(125, 1.25)).toBe("armed");
    expect(initialPriceAlertState(125, 1.246)).toBe("armed");
    expect(initialPriceAlertState(125, null)).toBe("armed");
  });
});

describe("account form schemas", () => {
  const priceMessage = "Enter a price per serving in dollars, like 1.25 (at most $100).";

  it("reads a price alert in dollars as cents", () => {
    expect(priceAlertSchema.parse({ productId: "p", below: "1.25" })).toEqual({ productId: "p", below: 125 });
    expect(priceAlertSchema.parse({ productId: "p", below: " $1.5 " })).toEqual({ productId: "p", below: 150 });
    expect(priceAlertSchema.parse({ productId: "p", below: ".5" })).toEqual({ productId: "p", below: 50 });
    expect(priceAlertSchema.parse({ productId: "p", below: "100" })).toEqual({ productId: "p", below: 10000 });
    expect(priceAlertSchema.parse({ productId: "p", below: "0.01" })).toEqual({ productId: "p", below: 1 });
  });

  it("refuses a price alert that is not a price anyone means, with one message", () => {
    for (const below of ["0", "0.00", "100.01", "1000", "1.255", "abc", "", "-1", "1,25", "$$1"]) {
      expect({ below, message: firstMessage(priceAlertSchema, { productId: "p", below }) }).toEqual({ below, message: priceMessage });
    }
    expect(firstMessage(priceAlertSchema, { productId: "p", below: 1.25 })).toBe(priceMessage);
  });

  it("needs a product id of a sensible length", () => {
    expect(firstMessage(productIdSchema, "")).toBe("Choose a product.");
    expect(firstMessage(productIdSchema, undefined)).toBe("Choose a product.");
    expect(firstMessage(productIdSchema, "x".repeat(120))).toBeNull();
    expect(firstMessage(productIdSchema, "x".repeat(121))).toBe("That is not a product of ours.");
  });

  it("asks for both passwords to change one", () => {
    expect(firstMessage(changePasswordSchema, { currentPassword: "", newPassword: "n" })).toBe("Enter your current password.");
    expect(firstMessage(changePasswordSchema, { currentPassword: "c" })).toBe("Enter a new password.");
    expect(firstMessage(changePasswordSchema, { currentPassword: "c", newPassword: "n" })).toBeNull();
  });

  it("deletes an account only with the password and the box ticked", () => {
    expect(firstMessage(deleteAccountSchema, { password: "", confirm: "on" })).toBe("Enter your password to delete your account.");
    expect(firstMessage(deleteAccountSchema, { password: "p" })).toBe("Tick the box to confirm that everything will be deleted.");
    expect(firstMessage(deleteAccountSchema, { password: "p", confirm: "on" })).toBeNull();
  });

  it("sets safety alerts only on or off", () => {
    expect(firstMessage(safetyAlertsSchema, { productId: "p", safetyAlerts: "maybe" })).toBe("Choose whether safety alerts are on or off.");
    expect(safetyAlertsSchema.parse({ productId: "p", safetyAlerts: "off" })).toEqual({ productId: "p", safetyAlerts: "off" });
  });

  it("saves or removes, with an optional way back", () => {
    expect(firstMessage(saveControlSchema, { productId: "p", intent: "keep" })).toBe("Unknown form action.");
    expect(saveControlSchema.parse({ productId: "p", intent: "save" })).toEqual({ productId: "p", intent: "save" });
    expect(saveControlSchema.safeParse({ productId: "p", intent: "remove", redirectTo: "/".repeat(2049) }).success).toBe(false);
  });
});
