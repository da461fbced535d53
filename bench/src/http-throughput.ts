import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Benchmarks only ever talk to this machine: a URL elsewhere is refused before any traffic. */
export function assertLoopback(url: string): void {
  if (!/^[a-z]+:\/\/([^@/]*@)?(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)) {
    throw new Error(`Load tests only run against this machine, not ${url}`);
  }
}

/** Loads `url` from this process for `seconds` after a short warm-up; loopback only. */
export async function measureThroughput(url: string, seconds: number): Promise<Throughput> {
  assertLoopback(url);
  await autocannon({ url, connections: 20, duration: 2 });
  return throughputOf(await autocannon({ url, connections: 50, pipelining: 1, duration: seconds }));
}

/** The figures of an autocannon run that the benchmarks print. */
export function throughputOf(result: autocannon.Result): Throughput {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
