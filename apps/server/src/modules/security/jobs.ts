import { LANGUAGES } from '@onboarding/domain';
import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

/**
 * The answer to a password-reset request (decision 164). The request only enqueues this job, for
 * any address, so its work and its time are the same whether or not the address has an account;
 * the job looks the address up and, for an account, sends the link once per job (its effect key).
 * An address without an account gets nothing. The typed address and the request's ip and user
 * agent wait sealed in a pending message, deleted when the job ran (decision 275).
 */
export const sendPasswordResetMailJob = defineJob({
  id: 'security.password-reset-mail',
  version: 2,
  schema: z.object({
    messageId: z.uuid(),
    language: z.enum(LANGUAGES),
  }),
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
export type TPasswordResetMailJob = z.output<typeof sendPasswordResetMailJob.schema>;

/**
 * The SMS with the sign-in code (decision 275), enqueued in the transaction that stores the code's
 * HMAC. The payload names the user and a pending message where the number and the code wait
 * sealed until the job sends them; the job table never holds the code or the number. Retried for
 * about a minute only: a code that arrives later is of no use to a sign-in in progress.
 */
export const sendLoginCodeJob = defineJob({
  id: 'security.login-code-sms',
  version: 1,
  schema: z.object({
    userId: z.uuid(),
    codeId: z.uuid(),
    messageId: z.uuid(),
  }),
  retry: { limit: 3, delaySeconds: 3, backoff: true },
  expireInSeconds: 30,
  // The commit's wake-up sends it at once (bench:login-code); a wake-up lost while an instance
  // reconnects its listener costs at most this, not the 10 s of the other queues.
  pollingIntervalSeconds: 2,
});
export type TLoginCodeJob = z.output<typeof sendLoginCodeJob.schema>;
