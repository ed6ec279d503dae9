import { z } from "zod";
import { CATEGORY_IDS } from "~/domain/categories";
import type { PricedCatalogue } from "~/.server/catalogue";
import { rankedPicks } from "~/domain/chat/picks";

/**
 * The chat snapshot in the CACHE namespace (never SESSIONS, so a sessions purge cannot take it),
 * refreshed by the cron job: each category's top-pick ids and whether
 * the AI binding answered the last probe. The chat reads it on every request; without one it
 * ranks from the catalogue directly and tries the model.
 */
export const CHAT_SNAPSHOT_KEY = "chat:snapshot:v1";

/** After a failed probe or call the chat skips the model for one cron period, then tries again. */
const AI_DOWN_TRUST_MS = 5 * 60 * 1000;

const snapshotSchema = z.object({
  generatedAt: z.string(),
  picks: z.partialRecord(z.enum(CATEGORY_IDS), z.array(z.string())),
  ai: z.object({ answered: z.boolean(), checkedAt: z.string(), detail: z.string() }),
});
export type ChatSnapshot = z.infer<typeof snapshotSchema>;

export async function readChatSnapshot(kv: KVNamespace): Promise<ChatSnapshot | null> {
  try {
    const parsed = snapshotSchema.safeParse(await kv.get(CHAT_SNAPSHOT_KEY, { type: "json", cacheTtl: 60 }));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn("chat snapshot unreadable, ranking from the catalogue", error);
    return null;
  }
}

export async function writeChatSnapshot(kv: KVNamespace, snapshot: ChatSnapshot): Promise<void> {
  await kv.put(CHAT_SNAPSHOT_KEY, JSON.stringify(snapshot));
}

export function buildPicksSnapshot(catalogue: PricedCatalogue): ChatSnapshot["picks"] {
  return Object.fromEntries(CATEGORY_IDS.map((id) => [id, rankedPicks(catalogue, id).map((p) => p.id)]));
}

/** False only when a recent probe found the AI binding not answering. */
export function modelWorthTrying(snapshot: ChatSnapshot | null, now = Date.now()): boolean {
  if (!snapshot || snapshot.ai.answered) return true;
  return now - Date.parse(snapshot.ai.checkedAt) > AI_DOWN_TRUST_MS;
}

/**
 * Records that a chat request found the model not answering, so the requests after it go
 * straight to the engine until the next probe. Best effort: a failed write changes nothing.
 */
export async function recordModelDown(kv: KVNamespace, snapshot: ChatSnapshot | null, detail: string, catalogue: PricedCatalogue): Promise<void> {
  try {
    await writeChatSnapshot(kv, {
      generatedAt: snapshot?.generatedAt ?? new Date().toISOString(),
      picks: snapshot?.picks ?? buildPicksSnapshot(catalogue),
      ai: { answered: false, checkedAt: new Date().toISOString(), detail: detail.slice(0, 200) },
    });
  } catch (error) {
    console.warn("could not record the model as down", error);
  }
}
