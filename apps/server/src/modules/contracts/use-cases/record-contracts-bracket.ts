import type { TContractsBracket } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { requireContractStep, type Owner } from '../contract-step';
import { findCurrentSet, setBracket } from '../repository';

export interface RecordContractsBracketDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** `PATCH prospects/{id}/contracts/start|end`: the step's bracket in the audit trail. */
export function createRecordContractsBracket(deps: RecordContractsBracketDeps) {
  const { db, clock } = deps;
  return async function recordContractsBracket(
    user: Owner,
    prospectId: string,
    edge: 'start' | 'end',
    context: RequestContext,
  ): Promise<TContractsBracket> {
    return db.transaction(async (tx) => {
      await requireContractStep(deps, tx, user, prospectId, 'any');
      const set = await findCurrentSet(tx, prospectId);
      const at = clock();
      if (set !== null)
        await setBracket(tx, set.id, edge === 'start' ? 'startedAt' : 'endedAt', at);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: edge === 'start' ? 'contracts.started' : 'contracts.ended',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { documentSetId: set?.id ?? null, status: set?.status ?? null },
      });
      return { documentSetId: set?.id ?? null, at: at.toISOString() };
    });
  };
}
