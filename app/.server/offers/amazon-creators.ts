import { z } from "zod";
import { defaultHttpClient, type HttpClient, type PricedItem, type PriceProvider, ProviderError, type ProviderMiss, type ProviderQuote } from "./provider";

/*
 * Amazon's Creators API (the successor of the Product Advertising API 5.0, retired on
 * 2026-04-30): an OAuth 2.0 client-credentials token, then `getItems` for up to ten ASINs a
 * call, reading each item's offer listings (`offersV2`). Used only when its credentials are set
 * as Worker secrets; see README ("Price refresh") and docs/decisions/0017-prices-in-d1.md.
 */

export const CREATORS_API_URL = "https://creatorsapi.amazon/catalog/v1/getItems";
export const MARKETPLACE = "www.amazon.com";
const MAX_ITEMS_PER_CALL = 10;
const TIMEOUT_MS = 10_000;

/** The credential version names the token endpoint (2.x: Cognito, 3.x: Login with Amazon). */
const TOKEN_ENDPOINTS: Record<string, string> = {
  "2.1": "https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token",
  "2.2": "https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token",
  "2.3": "https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token",
  "3.1": "https://api.amazon.com/auth/o2/token",
  "3.2": "https://api.amazon.co.uk/auth/o2/token",
  "3.3": "https://api.amazon.co.jp/auth/o2/token",
};

export interface AmazonCreatorsConfig {
  credentialId: string;
  credentialSecret: string;
  credentialVersion: string;
  partnerTag: string;
}

type AmazonSecrets = Partial<Record<"AMAZON_CREATORS_CREDENTIAL_ID" | "AMAZON_CREATORS_CREDENTIAL_SECRET" | "AMAZON_CREATORS_CREDENTIAL_VERSION" | "AMAZON_TAG", string>>;

/** The configuration from the Worker's secrets, or null when any is missing (no refresh then). */
export function amazonCreatorsConfig(env: AmazonSecrets): AmazonCreatorsConfig | null {
  const { AMAZON_CREATORS_CREDENTIAL_ID: id, AMAZON_CREATORS_CREDENTIAL_SECRET: secret, AMAZON_CREATORS_CREDENTIAL_VERSION: version, AMAZON_TAG: tag } = env;
  if (!id || !secret || !version || !tag) return null;
  if (!TOKEN_ENDPOINTS[version]) {
    console.error(`[prices] AMAZON_CREATORS_CREDENTIAL_VERSION "${version}" is not one of ${Object.keys(TOKEN_ENDPOINTS).join(", ")}: Amazon refresh off`);
    return null;
  }
  return { credentialId: id, credentialSecret: secret, credentialVersion: version, partnerTag: tag };
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive().optional() });

// Only what we read; everything else in Amazon's answer is ignored.
const listingSchema = z.object({
  isBuyBoxWinner: z.boolean().optional(),
  condition: z.object({ value: z.string().optional() }).optional(),
  price: z.object({ money: z.object({ amount: z.unknown(), currency: z.unknown() }).optional() }).optional(),
});
const getItemsSchema = z.object({
  itemsResult: z
    .object({
      items: z.array(
        z.object({
          asin: z.string(),
          offersV2: z.object({ listings: z.array(listingSchema).optional() }).optional(),
        }),
      ),
    })
    .optional(),
  errors: z.array(z.object({ code: z.string().optional(), message: z.string().optional() })).optional(),
});
type Listing = z.infer<typeof listingSchema>;

/** The buy box's new-condition offer, else the first new offer with a price. */
function chooseListing(listings: readonly Listing[]): Listing | null {
  const priced = listings.filter((l) => l.price?.money && (l.condition?.value ?? "New") === "New");
  return priced.find((l) => l.isBuyBoxWinner) ?? priced[0] ?? null;
}

function cents(amount: unknown): unknown {
  return typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount * 100) : amount;
}

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(`${what}: the answer is not JSON (HTTP ${response.status})`);
  }
}

let cachedToken: { key: string; token: string; expiresAt: number } | null = null;

/** Test seam: forget the token between recorded scenarios. */
export function forgetAmazonToken() {
  cachedToken = null;
}

export function createAmazonCreatorsProvider(config: AmazonCreatorsConfig, http: HttpClient = defaultHttpClient, clock: () => number = Date.now): PriceProvider {
  async function accessToken(): Promise<string> {
    const key = `${config.credentialVersion}:${config.credentialId}`;
    if (cachedToken && cachedToken.key === key && cachedToken.expiresAt > clock()) return cachedToken.token;
    const scope = config.credentialVersion.startsWith("3.") ? "creatorsapi::default" : "creatorsapi/default";
    const response = await http(
      new Request(TOKEN_ENDPOINTS[config.credentialVersion], {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: config.credentialId, client_secret: config.credentialSecret, scope }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    // The body may echo what we sent: only the status reaches the log.
    if (!response.ok) throw new ProviderError(`token request refused (HTTP ${response.status})`);
    const parsed = tokenSchema.safeParse(await readJson(response, "token request"));
    if (!parsed.success) throw new ProviderError("token request: the answer has no access token");
    const lifetimeMs = (parsed.data.expires_in ?? 3600) * 1000;
    cachedToken = { key, token: parsed.data.access_token, expiresAt: clock() + lifetimeMs - 60_000 };
    return cachedToken.token;
  }

  async function getItems(items: readonly PricedItem[]): Promise<{ quotes: ProviderQuote[]; misses: ProviderMiss[] }> {
    const token = await accessToken();
    const asins = items.map((i) => i.asin as string);
    const response = await http(
      new Request(CREATORS_API_URL, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}, Version ${config.credentialVersion}`,
          "Content-Type": "application/json",
          Accept: "application/json",
          "x-marketplace": MARKETPLACE,
        },
        body: JSON.stringify({
          itemIds: asins,
          itemIdType: "ASIN",
          marketplace: MARKETPLACE,
          partnerTag: config.partnerTag,
          resources: ["offersV2.listings.price", "offersV2.listings.condition", "offersV2.listings.isBuyBoxWinner"],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    if (response.status === 401 || response.status === 403) cachedToken = null;
    if (!response.ok) throw new ProviderError(`getItems failed (HTTP ${response.status})`);
    const parsed = getItemsSchema.safeParse(await readJson(response, "getItems"));
    if (!parsed.success) throw new ProviderError(`getItems: unexpected answer (${parsed.error.issues[0]?.path.join(".") || "body"}: ${parsed.error.issues[0]?.message})`);

    const observedAt = clock();
    const byAsin = new Map((parsed.data.itemsResult?.items ?? []).map((item) => [item.asin, item]));
    const amazonErrors = (parsed.data.errors ?? []).map((e) => [e.code, e.message].filter(Boolean).join(": ")).join("; ");
    const quotes: ProviderQuote[] = [];
    const misses: ProviderMiss[] = [];
    for (const item of items) {
      const found = byAsin.get(item.asin as string);
      if (!found) {
        misses.push({ productId: item.productId, reason: `ASIN ${item.asin} not returned${amazonErrors ? ` (${amazonErrors})` : ""}` });
        continue;
      }
      const listing = chooseListing(found.offersV2?.listings ?? []);
      if (!listing?.price?.money) {
        misses.push({ productId: item.productId, reason: `ASIN ${item.asin} has no new offer with a price` });
        continue;
      }
      quotes.push({
        productId: item.productId,
        variantId: item.variantId,
        priceCents: cents(listing.price.money.amount),
        currency: listing.price.money.currency,
        // The canonical page, not Amazon's tagged link: buy links go through /go, which counts the click.
        url: `https://${MARKETPLACE}/dp/${item.asin}`,
        observedAt,
      });
    }
    return { quotes, misses };
  }

  return {
    name: "amazon-creators-api",
    retailer: "Amazon",
    source: "Amazon Creators API, new-condition offer",
    covers: (item) => item.asin !== null,
    async fetchPrices(items) {
      const covered = items.filter((i) => i.asin !== null);
      const result = { quotes: [] as ProviderQuote[], misses: [] as ProviderMiss[] };
      for (let i = 0; i < covered.length; i += MAX_ITEMS_PER_CALL) {
        const part = await getItems(covered.slice(i, i + MAX_ITEMS_PER_CALL));
        result.quotes.push(...part.quotes);
        result.misses.push(...part.misses);
      }
      return result;
    },
  };
}
