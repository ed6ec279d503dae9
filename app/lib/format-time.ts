/** A moment as "2026-11-22 14:05 UTC": the same text on server and client, whatever their time zones. */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
