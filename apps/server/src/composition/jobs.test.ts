import { describe, expect, it, vi } from 'vitest';
import { AUDIT_CHECKPOINT_CRON, sealAuditCheckpointJob } from '../infra/audit/checkpoint-job';
import type { JobDefinition, JobHandler } from '../infra/jobs/job-definition';
import type { JobQueue } from '../infra/jobs/job-queue';
import { bindJobHandlers, JOB_DEFINITIONS } from './jobs';
import type { Services } from './services';

// Decision 278: the audit trail is sealed outside the database at least every hour.

describe('the audit checkpoint job', () => {
  it('is scheduled on the hour, and the cron run (an empty payload) seals as hourly', async () => {
    const schedules: { id: string; cron: string }[] = [];
    const handlers = new Map<string, JobHandler<JobDefinition>>();
    const queue = {
      work: (definition: JobDefinition, handler: JobHandler<JobDefinition>) => {
        handlers.set(definition.id, handler);
      },
      schedule: (definition: JobDefinition, cron: string) => {
        schedules.push({ id: definition.id, cron });
      },
    } as unknown as JobQueue;
    const seal = vi.fn(() => Promise.resolve());
    bindJobHandlers(queue, { auditCheckpoints: { seal } } as unknown as Services);

    expect(JOB_DEFINITIONS).toContain(sealAuditCheckpointJob);
    expect(schedules).toContainEqual({ id: 'audit.checkpoint', cron: AUDIT_CHECKPOINT_CRON });
    expect(AUDIT_CHECKPOINT_CRON).toBe('0 * * * *');
    const handler = handlers.get('audit.checkpoint');
    const context = { queue: 'audit.checkpoint.v1', jobId: 'j', effectKey: 'j', retryCount: 0 };
    await handler?.(sealAuditCheckpointJob.schema.parse({}), context);
    await handler?.(sealAuditCheckpointJob.schema.parse({ reason: 'case-export' }), context);
    expect(seal.mock.calls).toEqual([['hourly'], ['case-export']]);
  });
});
