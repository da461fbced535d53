import type { TContractSet } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { SYSTEM_CONTEXT } from '../../infra/audit/audit-log';
import type { SessionUser } from '../../infra/session/session-store';
import type { ContractsService } from '../contracts/service';

/** The set signed by this owner's prospect, or null (nothing signed, or no set at all). */
export async function signedSetOf(
  contracts: Pick<ContractsService, 'contracts'>,
  owner: Pick<SessionUser, 'userId'>,
  prospectId: string,
): Promise<TContractSet | null> {
  try {
    const set = await contracts.contracts(owner, prospectId, SYSTEM_CONTEXT);
    return set.status === 'SIGNED' ? set : null;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}
