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

/** After a failed cron probe the chat skips the model for one cron period, then tries again. */
const AI_DOWN_TRUST_MS = 5 * 60 * 1000;

/**
 * Failures of chat requests (after their own retry) that mark the model down for everyone: this
 * many within the window. One visitor's 429 is that visitor's fallback, not an outage; several
 * in a minute mean the platform is refusing us. The mark lifts by itself after `MODEL_REST_MS`.
 */
export const MODEL_FAILURE_WINDOW = { failures: 3, windowMs: 60_000 } as const;
const MODEL_REST_MS = 60_000;

const snapshotSchema = z.object({
  generatedAt: z.string(),
  picks: z.partialRecord(z.enum(CATEGORY_IDS), z.array(z.string())),
  ai: z.object({
    answered: z.boolean(),
    checkedAt: z.string(),
    detail: z.string(),
    /** When chat requests last found the model failing, newest last, within the failure window. */
    failures: z.array(z.string()).max(MODEL_FAILURE_WINDOW.failures).optional(),
    /** Set when failing requests (not the probe) marked the model down: it rests for less than a cron period. */
    restUntil: z.string().optional(),
  }),
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

/** False while a recent probe found the AI binding not answering, or failing requests marked it down. */
export function modelWorthTrying(snapshot: ChatSnapshot | null, now = Date.now()): boolean {
  if (!snapshot) return true;
  if (snapshot.ai.restUntil) return now >= Date.parse(snapshot.ai.restUntil);
  if (snapshot.ai.answered) return true;
  return now - Date.parse(snapshot.ai.checkedAt) > AI_DOWN_TRUST_MS;
}

/**
 * Records that a chat request found the model failing (after its retry). The model is marked
 * down for everyone only when this is the window's last allowed failure; until then it only
 * counts. Best effort: KV is eventually consistent and a failed write changes nothing, so the
 * count is approximate across locations, which is all a circuit breaker needs.
 */
export async function recordModelFailure(kv: KVNamespace, snapshot: ChatSnapshot | null, detail: string, catalogue: PricedCatalogue, now = Date.now()): Promise<void> {
  const recent = (snapshot?.ai.failures ?? []).filter((at) => now - Date.parse(at) < MODEL_FAILURE_WINDOW.windowMs);
  const failures = [...recent, new Date(now).toISOString()].slice(-MODEL_FAILURE_WINDOW.failures);
  const down = failures.length >= MODEL_FAILURE_WINDOW.failures;
  if (down) console.warn(`[chat] model marked down for everyone for ${MODEL_REST_MS / 1000} s: ${failures.length} failures within ${MODEL_FAILURE_WINDOW.windowMs / 1000} s (${detail})`);
  try {
    await writeChatSnapshot(kv, {
      generatedAt: snapshot?.generatedAt ?? new Date(now).toISOString(),
      picks: snapshot?.picks ?? buildPicksSnapshot(catalogue),
      ai: {
        answered: snapshot?.ai.answered ?? true,
        checkedAt: snapshot?.ai.checkedAt ?? new Date(now).toISOString(),
        detail: detail.slice(0, 200),
        failures: down ? [] : failures,
        ...(down ? { restUntil: new Date(now + MODEL_REST_MS).toISOString() } : {}),
      },
    });
  } catch (error) {
    console.warn("could not record a model failure", error);
  }
}
