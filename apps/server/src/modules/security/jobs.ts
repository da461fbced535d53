import { LANGUAGES } from '@onboarding/domain';
import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';
import { ZAuditNote } from '../messaging/jobs';

/**
 * The answer to a password-reset request (decision 164). The request only enqueues this job, for
 * any address, so its work and its time are the same whether or not the address has an account;
 * the job looks the address up and, for an account, sends the link once per job (its effect key).
 * An address without an account gets nothing.
 */
export const sendPasswordResetMailJob = defineJob({
  id: 'security.password-reset-mail',
  version: 1,
  schema: z.object({
    /** Normalised (lower case), as typed: an address with no account is never stored elsewhere. */
    email: z.string().min(3).max(320),
    language: z.enum(LANGUAGES),
    context: ZAuditNote.shape.context,
  }),
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
export type TPasswordResetMailJob = z.output<typeof sendPasswordResetMailJob.schema>;
