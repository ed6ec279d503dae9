import type { Check } from "./preflight.ts";

/**
 * After a deploy: the site answers its health check and two pages a visitor lands on. Each
 * request is retried for a short while, since a new version takes seconds to reach every
 * location.
 */
const PAGES = ["/", "/methodology"];
const ATTEMPTS = 5;
const PAUSE_MS = 3_000;

async function get(url: string): Promise<{ status: number; type: string; body: string } | { error: string }> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.text() };
  } catch (error) {
    return { error: String((error as Error).message ?? error) };
  }
}

async function checkOnce(base: string, path: string): Promise<Check> {
  const result = await get(new URL(path, base).href);
  const name = `GET ${path}`;
  if ("error" in result) return { name, ok: false, detail: result.error };
  if (path === "/api/health") {
    const ok = result.status === 200 && result.body.includes('"ok":true');
    return { name, ok, detail: `${result.status} ${result.body.slice(0, 300)}` };
  }
  const ok = result.status === 200 && result.type.startsWith("text/html") && result.body.includes("CLEARED");
  return { name, ok, detail: `${result.status} ${result.type}, ${result.body.length} characters` };
}

export async function smokeCheck(base: string, { attempts = ATTEMPTS } = {}): Promise<Check[]> {
  const checks: Check[] = [];
  for (const path of ["/api/health", ...PAGES]) {
    let check = await checkOnce(base, path);
    for (let attempt = 1; attempt < attempts && !check.ok; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      check = await checkOnce(base, path);
    }
    checks.push(check);
  }
  return checks;
}
