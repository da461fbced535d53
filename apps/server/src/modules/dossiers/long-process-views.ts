import {
  DOSSIER_EXPECTED_SECONDS,
  RISK_EXPECTED_SECONDS,
  type TLongProcess,
} from '@onboarding/domain';
import type { LongProcessRow } from './repository';

export type LongProcessRecord = LongProcessRow;

export function toLongProcess(row: LongProcessRow): TLongProcess {
  return {
    id: row.id,
    prospectId: row.prospectId,
    state: row.phase,
    tokenId: `${row.id}:${row.run}`,
    currentProcess: row.process,
    contentInfoKey: row.kind,
    contentInfo: {
      startedAt: row.startedAt.toISOString(),
      expectedSeconds: row.kind === 'risk' ? RISK_EXPECTED_SECONDS : DOSSIER_EXPECTED_SECONDS,
    },
    errorCode: row.errorCode,
  };
}
