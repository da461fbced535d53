import type { AuditEvent } from '../../infra/audit/audit-log';
import type { QualityFinishedRow } from './tables';

/**
 * What the quality review's audit records share (decision 269): the case as subject, so the case
 * page's timeline shows them, and the call and its operator as details.
 */
export function qualityAudit(
  row: Pick<QualityFinishedRow, 'identificationId' | 'prospectId' | 'operatorId'>,
  actor: Pick<AuditEvent, 'actorType' | 'actorId'>,
  action: 'quality.sampled' | 'quality.reviewed',
  details: Readonly<Record<string, unknown>>,
): AuditEvent {
  return {
    ...actor,
    action,
    subjectType: 'prospect',
    subjectId: row.prospectId,
    details: { identificationId: row.identificationId, operatorId: row.operatorId, ...details },
  };
}
