/**
 * The cost of one password hash seen from outside the Worker, against the production build
 * served locally (`npm run build` first):
 *
 *   node scripts/bench-auth.ts [rounds]
 *
 * Three requests alternate so they share the machine's load: GET /api/health; a sign-in that
 * runs scrypt (unknown email, so the decoy hash is verified); and the same sign-in with a
 * 200-character password, which takes the identical path except the hash (no stored password
 * can be that long). The difference of the two sign-in medians is the time of one hash. Each
 * request comes from its own address and email, so no rate limit or sign-in guard interferes.
 */
import { startPreviewServer } from "./lib/preview-server.ts";

const rounds = Number(process.argv[2] ?? 30);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p90: at(0.9), min: sorted[0] };
}

let counter = 0;
async function timed(url: string, init?: RequestInit, expected = 200): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== expected) throw new Error(`${url}: ${res.status}`);
  return elapsed;
}

function signIn(origin: string, password: string): [string, RequestInit] {
  counter += 1;
  return [
    `${origin}/api/auth/signin`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "CF-Connecting-IP": `198.18.${Math.floor(counter / 250)}.${counter % 250}`,
      },
      body: JSON.stringify({ email: `bench.${counter}.${Date.now()}@example.com`, password }),
    },
  ];
}

const server = await startPreviewServer("bench-auth");
try {
  const health: number[] = [];
  const hashed: number[] = [];
  const unhashed: number[] = [];
  const longPassword = "x".repeat(200);
  // Warm-up: module loading and the decoy hash are paid once per isolate.
  for (let i = 0; i < 3; i++) {
    await timed(`${server.url}/api/health`);
    await timed(...signIn(server.url, "wrong password here"), 400);
    await timed(...signIn(server.url, longPassword), 400);
  }
  for (let i = 0; i < rounds; i++) {
    health.push(await timed(`${server.url}/api/health`));
    hashed.push(await timed(...signIn(server.url, "wrong password here"), 400));
    unhashed.push(await timed(...signIn(server.url, longPassword), 400));
  }
  const [h, s, u] = [stats(health), stats(hashed), stats(unhashed)];
  const fmt = (x: ReturnType<typeof stats>) => `median ${x.median.toFixed(1)} ms, p90 ${x.p90.toFixed(1)} ms, min ${x.min.toFixed(1)} ms`;
  console.log(`GET  /api/health                  ${fmt(h)} (${rounds} requests)`);
  console.log(`POST /api/auth/signin with scrypt ${fmt(s)}`);
  console.log(`POST /api/auth/signin, no hash    ${fmt(u)}`);
  console.log(`one hash (median difference): ${(s.median - u.median).toFixed(1)} ms`);
  console.log(`ratio sign-in/health (median): ${(s.median / h.median).toFixed(1)}`);
} finally {
  server.stop();
}
