import type { TInfoSubmitResponse, TProspectRequestBody } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { createSubmitPersonalData } from './submit-personal-data';

export interface SubmitVerifiedUserDataDeps {
  readonly prospects: Pick<ProspectsService, 'prospectOf'>;
  readonly submit: ReturnType<typeof createSubmitPersonalData>;
}

/**
 * Old API `POST user/{seg}/sendverifieduserdata` (decision 183): `userInfo` is the whole prospect
 * request body, checked and stored as by `PATCH …/info`, for the prospect named or the account's
 * only one.
 */
export function createSubmitVerifiedUserData({ prospects, submit }: SubmitVerifiedUserDataDeps) {
  return async function submitVerifiedUserData(
    user: SessionUser,
    prospectId: string | undefined,
    userInfo: TProspectRequestBody,
    context: RequestContext,
  ): Promise<TInfoSubmitResponse> {
    const meant = await prospects.prospectOf(user, prospectId);
    return submit(user, meant, userInfo, context);
  };
}
