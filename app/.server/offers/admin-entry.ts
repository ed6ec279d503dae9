import type { User } from "~/.server/db/schema";
import { AppError } from "~/.server/errors";
import { fieldErrors } from "~/domain/auth/schemas";
import { entryObservation, priceEntrySchema } from "~/domain/prices/schemas";
import { listCatalogueEntries } from "~/.server/catalogue";
import { recordObservations } from "./queries";

/**
 * An admin's hand-entered price (/admin/prices): checked with the schema the form runs in the
 * browser, then appended to the history. The caller has re-checked the admin role in D1.
 */
export async function recordPriceEntry(env: Pick<Env, "DB">, admin: Pick<User, "id">, input: Record<string, unknown>, now = Date.now()) {
  const schema = priceEntrySchema({ productIds: new Set(listCatalogueEntries().map((p) => p.id)), now });
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid_input:price", "Check the highlighted fields.", 422, { fields: fieldErrors(parsed.error) });
  }
  const observation = entryObservation(parsed.data, admin.id);
  const [id] = await recordObservations(env, [observation], now);
  if (id === undefined) {
    throw new AppError(
      "conflict:price",
      observation.observedPrecision === "day"
        ? "A price from this retailer on this day is already recorded. Give the time you saw the new price (UTC) to record it beside the first."
        : "A price from this retailer at this minute is already recorded.",
      409,
      { fields: { observedTime: ["Another price is already recorded for this moment."] } },
    );
  }
  return { id, observation };
}
