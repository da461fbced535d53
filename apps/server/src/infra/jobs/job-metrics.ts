import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobQueue } from './job-queue';

/**
 * The queue in /metrics: jobs per queue and state (read from the job table when scraped), the
 * dead letters waiting for a person, and the outcomes of the runs of this instance.
 */
export function registerJobMetrics(registry: Registry, jobs: JobQueue): void {
  new Gauge({
    name: 'onboarding_jobs',
    help: 'Jobs in the queue table, by queue and state (created, retry, active, completed, cancelled, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { byQueue } = await jobs.counts();
        for (const [queue, states] of Object.entries(byQueue)) {
          for (const [state, size] of Object.entries(states)) this.set({ queue, state }, size);
        }
      } catch {
        // The database may be away; the scrape still answers with the other metrics.
      }
    },
  });
  new Gauge({
    name: 'onboarding_jobs_dead_letters',
    help: 'Jobs in the dead-letter queue: a payload its schema refused, or the last retry failed.',
    registers: [registry],
    async collect() {
      try {
        this.set((await jobs.counts()).deadLetters);
      } catch {
        // As above.
      }
    },
  });
  const outcomes = new Counter({
    name: 'onboarding_job_runs_total',
    help: 'Job runs on this instance by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  jobs.onOutcome((queue, outcome) => outcomes.inc({ queue, outcome }));
}
