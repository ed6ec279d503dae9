import { getEmailSender } from "~/.server/email/sender";
import { safetyAlertMessage } from "~/.server/email/templates";
import { groupByMember, type SafetyAlertItem } from "~/domain/safety/alerts";
import { listSafetyAlertSubscribers, listUnsentSafetyAlerts, markSafetyAlert, type PendingSafetyAlert } from "./queries";

/*
 * Safety alert emails (docs/decisions/0022-dod-list-versions-and-safety-alerts.md). Applying a
 * list version or recording a withdrawn certification writes one row per member and event in
 * the same batch; this sends the rows not sent yet, right after the answer and again on every
 * cron trigger, so a failed send is retried and a sent one is never sent twice.
 */

/** The pending email of each member with safety alerts on for any product in `itemsByProduct`. */
export async function safetyAlertsFor(env: Pick<Env, "DB">, event: string, itemsByProduct: ReadonlyMap<string, readonly SafetyAlertItem[]>): Promise<PendingSafetyAlert[]> {
  const subscribers = await listSafetyAlertSubscribers(env, { productIds: [...itemsByProduct.keys()] });
  const byMember = groupByMember(subscribers, (id) => itemsByProduct.get(id) ?? []);
  return [...byMember].map(([userId, items]) => ({ userId, event, itemsJson: JSON.stringify(items) }));
}

export interface SafetyAlertSummary {
  sent: number;
  failed: number;
}

const BATCH = 50;

export async function sendSafetyAlerts(env: Env, { origin, now = Date.now() }: { origin: string; now?: number }): Promise<SafetyAlertSummary> {
  const summary: SafetyAlertSummary = { sent: 0, failed: 0 };
  const pending = await listUnsentSafetyAlerts(env, { limit: BATCH });
  if (pending.length === 0) return summary;
  const sender = getEmailSender(env);
  const accountUrl = `${origin}/account#saved-products`;
  for (const alert of pending) {
    // Claimed before sending, so a cron run and an admin's apply at once cannot both send it.
    if (!(await markSafetyAlert(env, { id: alert.id, sentAt: now }))) continue;
    const items = JSON.parse(alert.itemsJson) as SafetyAlertItem[];
    const productIds = [...new Set(items.map((i) => i.productId))];
    const url = productIds.length === 1 ? `${origin}/compare/${productIds[0]}` : accountUrl;
    try {
      await sender.send(safetyAlertMessage(alert.email, { items, url, accountUrl }));
      summary.sent++;
    } catch (error) {
      summary.failed++;
      console.error(`[safety-alerts] email ${alert.id} (${alert.event}) failed; the next cron run tries again`, error);
      await markSafetyAlert(env, { id: alert.id, sentAt: null });
    }
  }
  return summary;
}
