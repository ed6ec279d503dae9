export const CHECK_PRICE = "Check price";

export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** "2026-10-05" -> "October 5, 2026", fixed to UTC so server and browser agree. */
export function formatFactsDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
