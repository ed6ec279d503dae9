import { AppError } from "~/.server/errors";

/*
 * The one answer to "who is asking?" for rate limits. On Cloudflare the edge sets
 * CF-Connecting-IP and overwrites any value a client sends, so it is the only header read
 * (never X-Forwarded-For, X-Real-IP or True-Client-IP, which anyone can set). IPv6 visitors are
 * keyed by their /64, the block one subscriber is given, so rotating addresses inside it does
 * not buy new attempts.
 *
 * Without the header (local dev, tests, a request that did not come through the edge): outside
 * production every such request shares one bucket, LOCAL_CLIENT, so a local run behaves like a
 * single visitor. In production the header is always there; its absence means the request did
 * not come through Cloudflare's edge, and it is refused rather than pooled with others.
 */

export const LOCAL_CLIENT = "local";

function ipv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join(".");
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const address = text.replace(/%.*$/, "").toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(address) || address.split("::").length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4(piece);
        if (!v4) return null;
        const [a, b, c, d] = v4.split(".").map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const [head, tail] = address.split("::");
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  if (!left || !right) return null;
  if (tail === undefined) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  return missing >= 1 ? [...left, ...new Array<number>(missing).fill(0), ...right] : null;
}

/** "203.0.113.7" as is; an IPv6 address as its /64 ("2001:db8:1:2::/64"); null when neither. */
export function rateLimitKeyForIp(value: string): string | null {
  const text = value.trim();
  const v4 = ipv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  // IPv4-mapped (::ffff:a.b.c.d) is an IPv4 visitor.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The client's rate-limit key for this request (see above). */
export function clientKey(request: Request, environment: string): string {
  const header = request.headers.get("CF-Connecting-IP");
  const key = header === null ? null : rateLimitKeyForIp(header);
  if (key) return key;
  if (environment !== "production") return LOCAL_CLIENT;
  console.error(`[client-ip] request without a valid CF-Connecting-IP (${header === null ? "absent" : "malformed"})`);
  throw new AppError("bad_request:client_ip", "We could not tell where this request comes from. Please try again.", 400);
}
