import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect } from "vitest";
import { freshIp } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";

/*
 * Generated requests for the request boundary's property tests: each request pairs a content
 * type with a body that may or may not match it (JSON, broken JSON, urlencoded, multipart that is
 * whole or cut short, raw text, nothing, deeply nested or oversized values), built from the
 * endpoint's own field names plus unknown ones, with values of every type, control and NUL
 * characters included. Bodies are small most of the time so a thousand requests stay quick.
 */

export interface Target {
  /** The path the request is sent to. */
  path: string;
  /** The endpoint's own fields; values are generated, a few valid-looking ones included. */
  fields: Record<string, readonly string[]>;
  /** The largest body it accepts, so some bodies are generated just over it. */
  maxBytes: number;
  /** What it reads: most generated bodies are of this kind, so most requests get past the content type. */
  format: "json" | "form";
  cookie?: () => string;
  headers?: Record<string, string>;
  /** Reads JSON sent as text/plain too (navigator.sendBeacon), so half its own-typed JSON is sent that way. */
  beacon?: boolean;
}

const SPECIAL_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "line\r\nbreak",
  "\t\u000b\u000c",
  "\u202e\u200b\ufeff",
  "\ud800",
  "𝕏🙂",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "' OR 1=1 --",
  "{{7*7}}#{7*7}",
  "/\t/evil.example",
  "https://evil.example/",
  "null",
  "NaN",
  "-1",
  "1e309",
];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => "x".repeat(n)) },
);

const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Any JSON value, shallow most of the time; nesting is added separately. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
);

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A record of field -> value: the endpoint's fields (some valid-looking) plus unknown ones. */
function fieldsArb(target: Target): fc.Arbitrary<Record<string, unknown>> {
  const own = Object.entries(target.fields).map(([name, samples]) =>
    fc.option(fc.tuple(fc.constant(name), samples.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...samples) }, { weight: 3, arbitrary: jsonValue }) : jsonValue), {
      nil: undefined,
      freq: 4,
    }),
  );
  const unknown = fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "extra", "x\u0000y", "", "a".repeat(300)), jsonValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...own), unknown).map(([pairs, extras]) => {
    const out: Record<string, unknown> = {};
    for (const pair of [...pairs, ...extras]) if (pair) Object.defineProperty(out, pair[0], { value: pair[1], enumerable: true, writable: true, configurable: true });
    return out;
  });
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value) ?? "");
/** Percent-encoded; a lone surrogate (which cannot be encoded) is sent as a raw, malformed escape. */
const encode = (value: string) => value.replace(/\p{Surrogate}/gu, "\u0000").split("\u0000").map(encodeURIComponent).join("%ZZ");

function urlencoded(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
    .join("&");
}

function multipart(fields: Record<string, unknown>, boundary: string): string {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`);
  return `${parts.join("")}--${boundary}--\r\n`;
}

export interface GeneratedRequest {
  /** Form actions only: sent to the `.data` URL, as React Router's client submits a form. */
  asData: boolean;
  contentType: string | undefined;
  body: string | undefined;
  description: string;
}

const CONTENT_TYPES = [
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/merge-patch+json",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzzbound",
  "multipart/form-data",
  "text/html",
  "application/xml",
  "",
  "application/json\t; charset=latin1",
  "APPLICATION/JSON",
  "image/png",
];

/** One generated request for a target. */
export function requestArb(target: Target): fc.Arbitrary<GeneratedRequest> {
  const contentType = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,24}$/) });
  const [json, form] = target.format === "json" ? [4, 1] : [1, 4];
  const body = fc.oneof(
    { weight: 2 * json, arbitrary: fieldsArb(target).map((f) => ({ kind: "json", body: JSON.stringify(f) })) },
    { weight: form + 1, arbitrary: fieldsArb(target).map((f) => ({ kind: "urlencoded", body: urlencoded(f) })) },
    { weight: form, arbitrary: fieldsArb(target).map((f) => ({ kind: "multipart", body: multipart(f, "fuzzbound") })) },
    {
      weight: form,
      arbitrary: fc.tuple(fieldsArb(target), fc.nat()).map(([f, cut]) => {
        const whole = multipart(f, "fuzzbound");
        return { kind: "broken multipart", body: whole.slice(0, cut % Math.max(1, whole.length)) };
      }),
    },
    {
      arbitrary: fc.tuple(fieldsArb(target), fc.nat()).map(([f, cut]) => {
        const whole = JSON.stringify(f);
        return { kind: "broken JSON", body: whole.slice(0, cut % Math.max(1, whole.length)) };
      }),
      weight: json,
    },
    { weight: 1, arbitrary: jsonValue.map((v) => ({ kind: "JSON scalar or array", body: JSON.stringify(v) ?? "null" })) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 3_000 }).map((d) => ({ kind: "nested JSON", body: JSON.stringify({ message: nested(d), email: nested(d) }) })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((s) => ({ kind: "raw text", body: s })) },
    { weight: 1, arbitrary: fc.constant({ kind: "no body", body: undefined as string | undefined }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 4_096 }).map((extra) => {
        const filler = "y".repeat(target.maxBytes + extra);
        return target.format === "json" ? { kind: "over the limit", body: `{"message":"${filler}"}` } : { kind: "urlencoded", body: `message=${filler}` };
      }),
    },
  );
  // Most bodies go with their own content type (to reach parsing and validation); the rest are mismatched.
  const natural: Record<string, string> = {
    urlencoded: "application/x-www-form-urlencoded",
    multipart: "multipart/form-data; boundary=fuzzbound",
    "broken multipart": "multipart/form-data; boundary=fuzzbound",
  };
  const own = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);
  // Three in four form posts go to `.data` (the client's submissions; no page to render, so quick).
  const asData = target.format === "form" ? fc.integer({ min: 0, max: 3 }).map((n) => n > 0) : fc.constant(false);
  return fc.tuple(contentType, body, own, fc.boolean(), asData).map(([randomType, b, own, beacon, data]) => {
    const type = own ? (natural[b.kind] ?? (beacon && target.beacon ? "text/plain;charset=UTF-8" : "application/json")) : randomType;
    const description = `${data ? ".data: " : ""}${b.kind} as ${JSON.stringify(type)} (${b.body?.length ?? 0} chars)`;
    // Counterexamples are reported short: the kind, the type and the first characters.
    return { asData: data, contentType: type, body: b.body, description, [fc.toStringMethod]: () => `${description}: ${JSON.stringify(b.body?.slice(0, 300))}` };
  });
}

/** A stack frame ("at fn (file.ts:1:2)"), an "Error:" dump, or a path on this machine. */
export const LEAK = /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|\n\s+at |Error: |node_modules|\/work\/|file:\/\/|\.tsx?:\d+/;

export function send(target: Target, generated: GeneratedRequest): Promise<Response> {
  const headers: Record<string, string> = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp() };
  if (generated.contentType !== undefined) headers["Content-Type"] = generated.contentType;
  Object.assign(headers, target.headers);
  const cookie = target.cookie?.();
  if (cookie) headers.Cookie = cookie;
  return request(generated.asData ? `${target.path}.data` : target.path, { method: "POST", redirect: "manual", headers, body: generated.body });
}

/**
 * The message a refusal shows: `error.message` of a JSON answer, the text of a page's alert or
 * heading, or a `message` in React Router's data stream.
 */
export function messageOf(contentType: string, body: string): string {
  if (contentType.includes("json")) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
      const message = parsed.error?.message ?? parsed.message;
      return typeof message === "string" ? message : "";
    } catch {
      return "";
    }
  }
  if (contentType.includes("text/x-script")) {
    return /"message","([^"]+)"/.exec(body)?.[1] ?? "";
  }
  const alert = /role="alert"[^>]*>([\s\S]*?)<\/(?:p|div|span|section)>/.exec(body)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? "";
  // A page whose boundary is still streaming in shows the action's message from its hydration data.
  const fromData = /\\"message\\",\\"((?:[^"\\]|\\[^"])+)\\"/.exec(body)?.[1] ?? "";
  return (alert || fromData)
    .replace(/<[^>]+>/g, "")
    .replace(/&[#\w]+;/g, " ")
    .trim();
}

let countQuery: string | undefined;

/** Rows per table (not the sign-in failure log, which records refused sign-ins by design). */
export async function rowCounts(): Promise<Record<string, number>> {
  if (!countQuery) {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'd1_%' AND name NOT LIKE '%fts%' AND name NOT IN ('sign_in_failures')",
    ).all<{ name: string }>();
    expect(results.length).toBeGreaterThan(5);
    countQuery = `SELECT ${results.map((r) => `(SELECT count(*) FROM "${r.name}") AS "${r.name}"`).join(", ")}`;
  }
  return (await env.DB.prepare(countQuery).first<Record<string, number>>()) ?? {};
}

/**
 * Row counts once the writes an accepted request left running in the background (sign-up and
 * reset mail go out after the answer, so timing says nothing about the account) have landed:
 * the counts must read the same three times in a row.
 */
async function settledRowCounts(): Promise<Record<string, number>> {
  let last = JSON.stringify(await rowCounts());
  let same = 0;
  for (let i = 0; i < 100 && same < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = JSON.stringify(await rowCounts());
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as Record<string, number>;
}

export interface FuzzFigures {
  requests: number;
  byStatus: Record<number, number>;
}

/**
 * Sends `numRuns` generated requests to a target and checks each answer: never 5xx, every 4xx
 * with a message and without a stack trace or a path, and no row added or removed by a refusal.
 */
export async function fuzzTarget(target: Target, numRuns: number, seed?: number): Promise<FuzzFigures> {
  const figures: FuzzFigures = { requests: 0, byStatus: {} };
  let before = await rowCounts();
  await fc.assert(
    fc.asyncProperty(requestArb(target), async (generated) => {
      const res = await send(target, generated);
      const body = await res.text();
      figures.requests += 1;
      figures.byStatus[res.status] = (figures.byStatus[res.status] ?? 0) + 1;
      const where = `${target.path}: ${generated.description} -> ${res.status}`;
      expect(res.status, `${where}\n${body.slice(0, 400)}`).toBeLessThan(500);
      const after = await rowCounts();
      if (res.status >= 400) {
        expect(messageOf(res.headers.get("Content-Type") ?? "", body), `${where}: a message`).toMatch(/\w{3}/);
        // The development build links its modules by their source paths ("/node_modules/…",
        // "/app/root.tsx"): those are asset URLs, not a leak. A stack or a disk path is.
        const shown = body.replace(/"\/(?:node_modules|app|@[\w-]+)\/[^"]*"/g, '""');
        const leak = LEAK.exec(shown);
        expect(leak && shown.slice(Math.max(0, leak.index - 120), leak.index + 120), `${where}: no stack trace or path`).toBeNull();
        expect(after, `${where}: rows unchanged`).toEqual(before);
      }
      // An accepted request may still be writing after its answer: count from where it settles.
      before = res.status >= 400 ? after : await settledRowCounts();
    }),
    { numRuns, seed, endOnFailure: true },
  );
  return figures;
}
