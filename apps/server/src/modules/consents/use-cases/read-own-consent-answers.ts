import type { TConsentsAnswers } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { toAnswers } from '../consent-answers';
import { findConsents } from '../repository';

export interface ReadOwnConsentAnswersDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** `GET prospects/{id}/consents`: the session's own prospect's answers, null before any. */
export function createReadOwnConsentAnswers(deps: ReadOwnConsentAnswersDeps) {
  const { db, prospects } = deps;
  return async function answersOfOwn(
    user: SessionUser,
    prospectId: string,
  ): Promise<TConsentsAnswers | null> {
    await prospects.requireOwn(db, user, prospectId);
    const row = await findConsents(db, prospectId);
    return row === null ? null : toAnswers(row);
  };
}
