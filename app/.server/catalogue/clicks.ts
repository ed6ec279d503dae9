import type { Db } from "~/.server/db/client";
import { affiliateClicks } from "~/.server/db/schema";

export async function recordAffiliateClick(db: Db, click: { productId: string; retailer: string; clickedAt: number }) {
  await db.insert(affiliateClicks).values(click);
}
