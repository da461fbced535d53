import {
  IDENTIFICATION_STATUSES,
  type IdentificationStatus,
  type TIdentificationList,
} from '@onboarding/domain';
import type { VideoCore } from '../core';
import { findFinished } from '../repository';

export interface ListFinishedIdentificationsDeps {
  readonly core: Pick<VideoCore, 'db'>;
}

const CLOSED_STATUSES = IDENTIFICATION_STATUSES.filter(
  (status) => status !== 'WAITING' && status !== 'IN_CALL',
);

/** `GET identifications?status` (supervisor): the finished ones, newest first. */
export function createListFinishedIdentifications(deps: ListFinishedIdentificationsDeps) {
  const { core } = deps;
  return async function finished(
    status: IdentificationStatus | undefined,
  ): Promise<TIdentificationList> {
    const rows = await findFinished(
      core.db,
      status === undefined ? CLOSED_STATUSES : [status],
      200,
    );
    return {
      identifications: rows.map((row) => ({
        identificationId: row.id,
        prospectId: row.prospectId,
        fullName: row.fullName,
        process: row.process,
        status: row.status,
        startedAt: row.acceptedAt?.toISOString() ?? null,
        endedAt: row.endedAt?.toISOString() ?? null,
        operatorName: row.operatorName,
        protocolReady: row.protocolKey !== null,
      })),
    };
  };
}
