/*
 * What a safety alert email names, per product: the listed ingredient a new DoD list version
 * found on its label, or its withdrawn certification. Stored with the pending email
 * (safety_alert_emails.items_json), so the email says what was true when the event was applied.
 */

export type SafetyAlertItem =
  | {
      kind: "prohibited-ingredient";
      productId: string;
      product: string;
      ingredient: string;
      reason: string;
      /** The list's own source line and the official list's address. */
      source: string;
      sourceUrl: string;
    }
  | {
      kind: "certification-withdrawn";
      productId: string;
      product: string;
      /** The certifications the product was listed with. */
      certification: string;
      withdrawnOn: string;
      sourceUrl: string;
      note: string;
    };

/** A certification the certifier withdrew, as product pages show it. */
export interface CertificationWithdrawalFact {
  withdrawnOn: string;
  sourceUrl: string;
  note: string;
}

/** The email events: one list version applied, or one withdrawal recorded. */
export const safetyAlertEvent = {
  listVersion: (versionId: number) => `dod-list:${versionId}`,
  withdrawal: (productId: string, recordedAt: number) => `withdrawal:${productId}:${recordedAt}`,
};

/** Each member's items, several products in one email. */
export function groupByMember<T extends { userId: string; productId: string }>(
  rows: readonly T[],
  itemsFor: (productId: string) => readonly SafetyAlertItem[],
): Map<string, SafetyAlertItem[]> {
  const byMember = new Map<string, SafetyAlertItem[]>();
  for (const row of rows) {
    const items = itemsFor(row.productId);
    if (items.length === 0) continue;
    byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), ...items]);
  }
  return byMember;
}
