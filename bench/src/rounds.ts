import type { Throughput } from './http-throughput';

/** The middle value; with an even count, the mean of the middle two. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Measured extends Throughput {
  /** Server CPU time per answered request, in microseconds. */
  cpuMicrosecondsPerRequest: number;
}

/** Medians of the rates, latencies and CPU of several rounds; errors and non-2xx are summed. */
export function summarize(rounds: Measured[]): Measured {
  return {
    cpuMicrosecondsPerRequest: median(rounds.map((round) => round.cpuMicrosecondsPerRequest)),
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    errors: rounds.reduce((total, round) => total + round.errors, 0),
    non2xx: rounds.reduce((total, round) => total + round.non2xx, 0),
  };
}
