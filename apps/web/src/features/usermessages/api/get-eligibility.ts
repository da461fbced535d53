import { z } from 'zod';
import { api } from '../../../lib/api/api';

const ZLatestEligibility = z.object({ criteries: z.string().nullable() });

/**
 * `GET onboarding/prospects/{id}/eligibility`: the latest decision (ACCEPTED or a reason), null
 * before any. Quiet: the error page shows its general text when this fails.
 */
export async function getLatestEligibility(
  prospectId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await api.get(
    `/onboarding/prospects/${encodeURIComponent(prospectId)}/eligibility`,
    { schema: ZLatestEligibility, routeErrors: false, ...(signal ? { signal } : {}) },
  );
  return answer.criteries;
}
