import type { IdentificationStatus, SnapshotKind } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import { findIdentificationsOfProspect, findSnapshots } from '../repository';

/** One call of a case as the staff's case page lists it (decision 265): no image bytes. */
export interface CaseCall {
  readonly identificationId: string;
  readonly status: IdentificationStatus;
  readonly queuedAt: Date;
  readonly startedAt: Date | null;
  readonly endedAt: Date | null;
  readonly operatorId: string | null;
  readonly operatorName: string | null;
  readonly reason: string | null;
  readonly protocolReady: boolean;
  readonly snapshots: readonly {
    readonly id: string;
    readonly kind: SnapshotKind;
    readonly at: Date;
    readonly sha256: string;
  }[];
}

export interface ReadCaseCallsDeps {
  readonly db: Database;
}

/** Every identification of a prospect, oldest first, with its snapshots' records. */
export function createReadCaseCalls({ db }: ReadCaseCallsDeps) {
  return async function readCaseCalls(prospectId: string): Promise<CaseCall[]> {
    const rows = await findIdentificationsOfProspect(db, prospectId);
    return Promise.all(
      rows.map(async (row) => ({
        identificationId: row.id,
        status: row.status,
        queuedAt: row.queuedAt,
        startedAt: row.acceptedAt,
        endedAt: row.endedAt,
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        reason: row.decisionReason,
        protocolReady: row.protocolKey !== null,
        snapshots: (await findSnapshots(db, row.id)).map((snapshot) => ({
          id: snapshot.id,
          kind: snapshot.kind,
          at: snapshot.at,
          sha256: snapshot.sha256,
        })),
      })),
    );
  };
}

export interface ReadCaseSnapshotDeps {
  readonly db: Database;
  readonly storage: Pick<StoragePort, 'get'>;
}

/**
 * A snapshot's JPEG, only when it belongs to a call of this prospect (the case page's image
 * call checks the case, decision 265); null otherwise.
 */
export function createReadCaseSnapshot({ db, storage }: ReadCaseSnapshotDeps) {
  return async function readCaseSnapshot(
    prospectId: string,
    snapshotId: string,
  ): Promise<Buffer | null> {
    for (const row of await findIdentificationsOfProspect(db, prospectId)) {
      const snapshot = (await findSnapshots(db, row.id)).find((each) => each.id === snapshotId);
      if (snapshot !== undefined) return storage.get(snapshot.storageKey);
    }
    return null;
  };
}
