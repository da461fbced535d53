import {
  isFinalLongWaitPhase,
  isLoanProcess,
  LONG_WAIT_PHASES,
  type TLongProcess,
  type TSwitchProcessRequest,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { SWITCH_FROM_STATE, type Owner } from '../switch-state';

export interface SwitchProcessDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'changeProcess'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance' | 'changeType'>;
  readonly longProcesses: Pick<
    DossiersService,
    'runOfKind' | 'moveRun' | 'publishRun' | 'startAfterSwitch'
  >;
}

const ACTIVE_PHASES = LONG_WAIT_PHASES.filter((phase) => !isFinalLongWaitPhase(phase));

const notOffered = () =>
  new AppError(409, 'SWITCH_NOT_OFFERED', {
    message: 'This application cannot be switched to an account now.',
  });

/**
 * `POST processes/switchprocess` (and `setprocess`, decision 147): only from
 * PRODUCT_WAITING_SWITCH_PRODUCT, else 409 SWITCH_NOT_OFFERED. The prospect and product become
 * ACCOUNTOPENINGFROMLOAN, the product PRODUCT_EMPLOYMENT_UPLOADED, the risk run ends and the
 * account's dossier run starts, in one transaction.
 */
export function createSwitchProcess(deps: SwitchProcessDeps) {
  const { db, prospects, products, longProcesses } = deps;
  return async function switchProcess(
    owner: Owner,
    request: TSwitchProcessRequest,
    context: RequestContext,
  ): Promise<TLongProcess> {
    const { prospectId, processName: to } = request;
    await prospects.requireOwn(db, owner, prospectId);
    const riskRun = await longProcesses.runOfKind(prospectId, 'risk');
    const switched = await db.transaction(async (tx) => {
      const prospect = await prospects.requireOwn(tx, owner, prospectId);
      const product = await products.forProspect(tx, prospectId);
      if (
        product === null ||
        product.productState !== SWITCH_FROM_STATE ||
        !isLoanProcess(prospect.processName) ||
        riskRun?.phase === 'CANCELLED'
      ) {
        throw notOffered();
      }
      const from = prospect.processName;
      // The conditional move is where two racing switches part: the second one changes nothing.
      await products
        .advance(
          tx,
          {
            prospectId,
            from: [SWITCH_FROM_STATE],
            to: 'PRODUCT_EMPLOYMENT_UPLOADED',
            actorId: owner.userId,
          },
          context,
        )
        .catch((error: unknown) => {
          throw error instanceof AppError && error.status === 409 ? notOffered() : error;
        });
      await prospects.changeProcess(tx, { prospectId, from, to, actorId: owner.userId }, context);
      await products.changeType(
        tx,
        { prospectId, from: product.productType, to, actorId: owner.userId },
        context,
      );
      // The loan's assessment stays as history; its run ends here (pushed once committed).
      const ended =
        riskRun === null
          ? null
          : await longProcesses.moveRun(tx, riskRun.id, { from: ACTIVE_PHASES, to: 'END' });
      const run = await longProcesses.startAfterSwitch(tx, prospectId, context);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'process.switched',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { from, to, riskLongProcessId: ended?.id ?? null, longProcessId: run.id },
      });
      return { run, ended };
    });
    if (switched.ended !== null) await longProcesses.publishRun(switched.ended);
    return switched.run;
  };
}
