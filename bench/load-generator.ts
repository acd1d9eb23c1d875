import autocannon from 'autocannon';

export interface LoadTarget {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  // Connection errors, timeouts and answers other than 2xx.
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  connections: number;
  durationMs: number;
  // Ends the run after this many answers instead of after the duration.
  maxRequests?: number;
}

// autocannon on loopback: `connections` keep-alive connections, each sending its next call as soon as the last one
// answered, for the duration or the request budget.
export async function runLoad(url: string, target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: new URL(target.path, url).toString(),
    method: target.method,
    headers: { ...target.headers, ...(target.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: target.body,
    connections: options.connections,
    duration: options.durationMs / 1000,
    amount: options.maxRequests,
    timeout: 30,
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
