declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection cycles through. */
    requests?: { method?: string; path: string }[];
    /** Called with each connection's client; its "response" event carries the status code. */
    setupClient?: (client: { on(event: "response", listener: (statusCode: number) => void): void }) => void;
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
