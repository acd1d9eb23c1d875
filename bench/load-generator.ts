import http from 'node:http';
import { quantile } from './stats';

export interface LoadTarget {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  maxRequests: number;
}

function once(agent: http.Agent, origin: URL, target: LoadTarget): Promise<boolean> {
  return new Promise((resolve) => {
    const body = target.body === undefined ? undefined : Buffer.from(target.body);
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: target.method,
        path: target.path,
        headers: {
          ...target.headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

// A closed-loop generator: each of `connections` workers sends its next call as soon as the last one answered,
// until the time or the request budget is spent.
export async function runLoad(url: string, target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline && issued < options.maxRequests) {
      issued += 1;
      const sent = performance.now();
      const ok = await once(agent, origin, target);
      latencies.push(performance.now() - sent);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: (latencies.length / elapsed) * 1000,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
  };
}
