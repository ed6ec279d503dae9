import { describe, expect, it } from "vitest";
import { topicLabel } from "~/domain/contact/form";
import { contactSchema } from "~/domain/contact/schema";

const MESSAGE = { name: " Sam Rivera ", email: " Sam@Example.com ", topic: "correction", message: "  The caffeine figure is per serving, not per scoop.  " };

describe("contact form", () => {
  it("labels each topic as the form shows it", () => {
    expect(topicLabel("product-question")).toBe("Product question");
    expect(topicLabel("other")).toBe("Other");
  });

  it("trims what was typed and stores the email as accounts are", () => {
    expect(contactSchema.parse(MESSAGE)).toEqual({
      name: "Sam Rivera",
      email: "sam@example.com",
      topic: "correction",
      message: "The caffeine figure is per serving, not per scoop.",
    });
  });

  it("reads an empty product choice as none, and keeps a chosen one", () => {
    expect(contactSchema.parse({ ...MESSAGE, productId: "  " }).productId).toBeUndefined();
    expect(contactSchema.parse({ ...MESSAGE, productId: " klean-isolate " }).productId).toBe("klean-isolate");
  });

  it("refuses a short message, an unknown topic and a long name with the texts shown beside the fields", () => {
    const result = contactSchema.safeParse({ ...MESSAGE, name: "n".repeat(101), topic: "complaint", message: " too short " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["name", "Use at most 100 characters."],
      ["topic", "Choose a topic."],
      ["message", "Write at least 10 characters."],
    ]);
  });
});
