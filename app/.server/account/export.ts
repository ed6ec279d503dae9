import { findCatalogueEntry } from "~/.server/catalogue";
import { collectUserData } from "./queries";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The account's data as one JSON document, times as ISO 8601 (UTC). Product ids are given with
 * their names so the file reads on its own. Null when the account no longer exists.
 */
export async function exportAccountData(env: Pick<Env, "DB">, { userId, now }: { userId: string; now: number }) {
  const { account, saved, quizResults, messages } = await collectUserData(env, { userId });
  if (!account) return null;
  return {
    exportedAt: new Date(now).toISOString(),
    account: {
      id: account.id,
      email: account.email,
      emailConfirmedAt: iso(account.emailVerifiedAt),
      role: account.role,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      passwordChangedAt: iso(account.passwordChangedAt),
    },
    savedProducts: saved.map((s) => {
      const product = findCatalogueEntry(s.productId);
      return {
        productId: s.productId,
        product: product ? `${product.brand} ${product.name}` : null,
        savedAt: iso(s.createdAt),
        priceAlert:
          s.priceAlertBelowCents === null
            ? null
            : { belowPerServingUsd: s.priceAlertBelowCents / 100, state: s.priceAlertState, lastSentAt: iso(s.priceAlertSentAt) },
        safetyAlerts: s.safetyAlerts,
      };
    }),
    savedQuizResults: quizResults.map((q) => ({ id: q.id, category: q.category, answers: q.answers, savedAt: iso(q.createdAt) })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic,
      productId: m.productId,
      message: m.message,
      status: m.status,
      sentAt: iso(m.createdAt),
    })),
  };
}
