import * as z from "zod/mini";
import { emailSchema } from "~/domain/auth/schemas";
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from "./form";

/**
 * The contact form's rules, one schema for the browser's check, the /contact action and
 * POST /api/contact. Messages are the texts shown next to the fields.
 */

const topicValues = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const contactSchema = z.object({
  name: z
    .string({ error: "Enter your name." })
    .check(
      z.trim(),
      z.minLength(1, "Enter your name."),
      z.maxLength(CONTACT_LIMITS.nameMax, `Use at most ${CONTACT_LIMITS.nameMax} characters.`),
    ),
  email: emailSchema,
  topic: z.enum(topicValues, { error: "Choose a topic." }),
  message: z
    .string({ error: "Write your message." })
    .check(
      z.trim(),
      z.minLength(CONTACT_LIMITS.messageMin, `Write at least ${CONTACT_LIMITS.messageMin} characters.`),
      z.maxLength(CONTACT_LIMITS.messageMax, `Use at most ${CONTACT_LIMITS.messageMax} characters.`),
    ),
  /** A catalogue product id, or empty for none. Whether it exists is checked on the server. */
  productId: z.optional(
    z.pipe(
      z.string({ error: "Choose a product from the list." }).check(z.trim(), z.maxLength(100, "Choose a product from the list.")),
      z.transform((id) => id || undefined),
    ),
  ),
});

export type ContactInput = z.output<typeof contactSchema>;
