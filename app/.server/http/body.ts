import * as z from "zod/mini";
import { AppError } from "~/.server/errors";
import { type FieldErrors, fieldErrors } from "~/domain/auth/schemas";

/*
 * The one reader of request bodies, for every API route and form action: the content type is
 * checked first, the size limit is enforced while the body streams in (a lying or missing
 * Content-Length changes nothing), then the JSON or form is parsed. Every failure is an
 * AppError with a message: 415 wrong or missing type, 413 too large, 400 unreadable, and a 400
 * with field messages from `parseInput`. Never a 500.
 */

/**
 * "json": application/json (or a +json type). "form": urlencoded or multipart.
 * "beacon-json": JSON sent as text/plain, which is what navigator.sendBeacon does with a string
 * (a JSON content type would need a CORS preflight a beacon cannot make); only the analytics
 * endpoint accepts it.
 */
export type BodyFormat = "json" | "form" | "beacon-json";

export interface ReadBodyOptions {
  /** The error code's area: "payload_too_large:<area>". */
  area: string;
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  accept: readonly BodyFormat[];
  /** A request without a body and without a content type reads as `{}` (e.g. sign-out). */
  allowEmpty?: boolean;
  /**
   * "text": a multipart form's file fields are read as UTF-8 text (the DoD list upload; the size
   * limit covers them like any field). Otherwise files are ignored.
   */
  files?: "text";
}

/** The admin forms (a price, a message's status): a few short fields, with room to spare. */
export const ADMIN_FORM_MAX_BYTES = 16 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

function formatOf(type: string): BodyFormat | null {
  if (type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type)) return "json";
  if (type === "text/plain") return "beacon-json";
  return FORM_TYPES.includes(type) ? "form" : null;
}

function unsupported(area: string, accept: readonly BodyFormat[]): AppError {
  const json = accept.includes("beacon-json") ? "JSON (application/json or text/plain)" : "JSON (Content-Type: application/json)";
  const form = "a form (application/x-www-form-urlencoded or multipart/form-data)";
  const wanted = accept.includes("json") || accept.includes("beacon-json") ? (accept.includes("form") ? `${json} or ${form}` : json) : form;
  return new AppError(`unsupported_media_type:${area}`, `Send the request body as ${wanted}.`, 415);
}

const tooLarge = (area: string, maxBytes: number) =>
  new AppError(`payload_too_large:${area}`, `The request body is too large (at most ${maxBytes.toLocaleString("en-US")} bytes).`, 413);

/** The body's bytes, refusing as soon as more than `maxBytes` have arrived. */
async function readLimited(request: Request, area: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Not read: cancel so the connection is not left holding it.
    await request.body?.cancel().catch(() => {});
    throw tooLarge(area, maxBytes);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      throw new AppError(`bad_request:${area}`, "The request body could not be read.", 400);
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(area, maxBytes);
    }
    chunks.push(result.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Form fields as strings; a field sent twice keeps its first value; files are ignored unless read as text. */
async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string, area: string, files?: "text"): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError(`bad_request:${area}`, "The form data could not be read.", 400);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name in fields) continue;
    if (typeof value === "string") fields[name] = value;
    else if (files === "text") {
      try {
        fields[name] = new TextDecoder("utf-8", { fatal: true }).decode(await value.arrayBuffer());
      } catch {
        throw new AppError(`bad_request:${area}`, `The file "${value.name.slice(0, 100)}" is not UTF-8 text.`, 400);
      }
    }
  }
  return fields;
}

/** Reads and parses the body: an object for a form, any JSON value for JSON. */
export async function readBody(request: Request, options: ReadBodyOptions): Promise<unknown> {
  const { area, maxBytes, accept } = options;
  const type = mediaType(request);
  if (!type && options.allowEmpty) {
    const bytes = await readLimited(request, area, maxBytes);
    if (bytes.byteLength === 0) return {};
    throw unsupported(area, accept);
  }
  const format = formatOf(type);
  if (!format || !accept.includes(format)) {
    await request.body?.cancel().catch(() => {});
    throw unsupported(area, accept);
  }
  const bytes = await readLimited(request, area, maxBytes);
  if (format === "form") return parseForm(bytes, request.headers.get("Content-Type") ?? type, area, options.files);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new AppError(`bad_request:${area}`, "The request body is not valid JSON.", 400);
  }
}

/**
 * Validates input with a zod schema (zod or zod/mini): the parsed value, or a 400 whose `fields`
 * hold every field's messages and whose message is the first of them (or `summary`'s choice).
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  area: string,
  summary: (fields: FieldErrors) => string | undefined = () => undefined,
): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const message = summary(fields) ?? Object.values(fields)[0]?.[0] ?? "Invalid request.";
  throw new AppError(`bad_request:${area}`, message, 400, { fields });
}
