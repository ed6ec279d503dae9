/**
 * The JavaScript heap of a Worker under `wrangler dev`, read through its DevTools inspector:
 * what the Worker itself holds, apart from what workerd keeps for D1, KV, the cache and its own
 * allocator (which the process's resident memory counts too). The heap is measured after a full
 * collection: what is still referenced, the figure a leak makes grow.
 * workerd's inspector does not answer `HeapProfiler.collectGarbage`; a heap snapshot collects
 * first, so one is taken (and its chunks thrown away).
 */
interface InspectorTarget {
  webSocketDebuggerUrl?: string;
  title?: string;
}

export async function workerHeapMb(inspectorPort: number): Promise<{ usedMb: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as InspectorTarget[];
  const target = targets.find((t) => t.webSocketDebuggerUrl);
  if (!target?.webSocketDebuggerUrl) throw new Error("the Worker's inspector lists no target");
  // wrangler's inspector proxy accepts only the DevTools front end's origin; Node's WebSocket
  // takes extra headers in its second argument.
  const socket = new WebSocket(target.webSocketDebuggerUrl, {
    headers: { Origin: "https://devtools.devprod.cloudflare.dev" },
  } as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error("cannot reach the Worker's inspector")), { once: true });
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const callId = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the Worker's inspector`)), 120_000);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number>; error?: { message: string } };
        if (message.id !== callId) return;
        clearTimeout(timer);
        socket.removeEventListener("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  try {
    await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    const usage = await call("Runtime.getHeapUsage");
    return { usedMb: Math.round((usage.usedSize ?? 0) / 1e5) / 10 };
  } finally {
    socket.close();
  }
}
