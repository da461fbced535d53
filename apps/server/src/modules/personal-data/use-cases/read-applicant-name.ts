import type { TUserNameResponse } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { ReadStoredInfo } from './read-stored-info';

export interface ReadApplicantNameDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'prospectOf' | 'requireOwn'>;
  readonly storedInfo: ReadStoredInfo;
}

/**
 * Old API `POST user/{seg}/name` (decision 183): the name of the personal data once stored (first
 * name, middle name, surname), the sign-up's full name before; `source` says which. For the
 * prospect named or the account's only one.
 */
export function createReadApplicantName({ db, prospects, storedInfo }: ReadApplicantNameDeps) {
  return async function readApplicantName(
    user: SessionUser,
    prospectId: string | undefined,
  ): Promise<TUserNameResponse> {
    const meant = await prospects.prospectOf(user, prospectId);
    await prospects.requireOwn(db, user, meant);
    const info = await storedInfo(db, meant);
    if (info === null) {
      return { fullName: user.fullName, firstName: null, surname: null, source: 'ACCOUNT' };
    }
    const main = info.personalInfo.names.MAIN;
    return {
      fullName: [main.firstName, main.secondName, main.surname]
        .filter((part) => typeof part === 'string' && part !== '')
        .join(' '),
      firstName: main.firstName,
      surname: main.surname,
      source: 'PERSONAL_DATA',
    };
  };
}
