import type { TPartialSave } from '@onboarding/domain';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { createSaveDraft } from './save-draft';

export interface SaveDefinedUserDataDeps {
  readonly prospects: Pick<ProspectsService, 'prospectOf'>;
  readonly partialSave: ReturnType<typeof createSaveDraft>;
}

/**
 * Old API `POST user/senddefineduserdata` (decision 183): `userInfo` is the sections entered so
 * far, merged as by `PATCH …/info/partialsave`, for the prospect named or the account's only one.
 */
export function createSaveDefinedUserData({ prospects, partialSave }: SaveDefinedUserDataDeps) {
  return async function saveDefinedUserData(
    user: SessionUser,
    prospectId: string | undefined,
    userInfo: TPartialSave,
  ): Promise<TPartialSave> {
    const meant = await prospects.prospectOf(user, prospectId);
    return partialSave(user, meant, userInfo);
  };
}
