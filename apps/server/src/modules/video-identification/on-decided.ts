import type { IdentificationStatus, ProcessName } from '@onboarding/domain';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { Transaction } from '../../infra/db/database';
import type { IdentificationRow } from './tables';

/**
 * An identification finished with a final decision: what the quality review keeps of it (decision
 * 269). A four-eyes approval (decision 267) is finished by its second decision, not the first
 * (decision 273); it is still the call of the operator who took it.
 */
export interface DecidedIdentification {
  readonly identificationId: string;
  readonly prospectId: string;
  readonly operatorId: string;
  readonly operatorName: string;
  readonly fullName: string;
  readonly process: ProcessName;
  readonly status: IdentificationStatus;
  readonly endedAt: Date;
}

/**
 * What follows every finished identification, in the transaction of its final decision (the
 * operator's, or the second staff member's for a four-eyes approval, decision 273): the quality
 * review's random draw (decision 269), passed in by the composition root as the module above this
 * one.
 */
export type OnDecided = (
  tx: Transaction,
  decided: DecidedIdentification,
  context: RequestContext,
) => Promise<void>;

/** The decided call as `OnDecided` is told it; the operator is the one who accepted it. */
export function decidedOf(
  call: Pick<
    IdentificationRow,
    'id' | 'prospectId' | 'operatorId' | 'operatorName' | 'fullName' | 'process'
  >,
  operatorId: string,
  status: IdentificationStatus,
  endedAt: Date,
): DecidedIdentification {
  return {
    identificationId: call.id,
    prospectId: call.prospectId,
    operatorId: call.operatorId ?? operatorId,
    operatorName: call.operatorName ?? '',
    fullName: call.fullName,
    process: call.process,
    status,
    endedAt,
  };
}
