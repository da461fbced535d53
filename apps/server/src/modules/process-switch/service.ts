import {
  SWITCH_TARGET_PROCESS,
  LONG_WAIT_PHASES,
  isFinalLongWaitPhase,
  isLoanProcess,
  type TLoanApplication,
  type TLongProcess,
  type TRunningLongProcess,
  type TSwitchOffer,
  type TSwitchProcessRequest,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Database } from '../../infra/db/database';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { DossiersService } from '../dossiers/service';
import type { LoansService } from '../loans/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';

/**
 * What this module needs of the long processes (dossiers module): a run by its owner, the
 * prospect's risk run, a run moved and pushed, the account run started after a switch, a run
 * cancelled, the running ones.
 */
export type SwitchLongProcesses = Pick<
  DossiersService,
  'get' | 'runOfKind' | 'moveRun' | 'publishRun' | 'startAfterSwitch' | 'cancel' | 'listRunning'
>;

/** What this module needs of the loan (loans module): its assessment and what it stands on. */
export type SwitchLoans = Pick<LoansService, 'assessmentOf' | 'applicationOf'>;

export interface ProcessSwitchDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'changeProcess'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance' | 'changeType'>;
  readonly longProcesses: SwitchLongProcesses;
  readonly loans: SwitchLoans;
}

interface Owner {
  readonly userId: string;
}

const SWITCH_FROM_STATE = 'PRODUCT_WAITING_SWITCH_PRODUCT' as const;
const ACTIVE_PHASES = LONG_WAIT_PHASES.filter((phase) => !isFinalLongWaitPhase(phase));

const notOffered = () =>
  new AppError(409, 'SWITCH_NOT_OFFERED', {
    message: 'This application cannot be switched to an account now.',
  });
const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such long process.' });

/**
 * Issue 14 items 6–7 (decision 147): a loan the bank cannot grant continues as an account with
 * what the applicant already gave (ACCOUNTOPENINGFROMLOAN), and a supervisor may cancel a
 * background run. The long processes and the loan are other modules' services; this one tells
 * the story of the switch across them in one transaction.
 */
export function createProcessSwitchService(deps: ProcessSwitchDeps) {
  const { db, prospects, products, longProcesses, loans } = deps;

  return {
    /**
     * `POST processes/switchprocess` (and `setprocess`): only from PRODUCT_WAITING_SWITCH_PRODUCT,
     * else 409 SWITCH_NOT_OFFERED. The prospect and product become ACCOUNTOPENINGFROMLOAN, the
     * product PRODUCT_EMPLOYMENT_UPLOADED, the risk run ends and the account's dossier run starts.
     */
    async switchProcess(
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
    },

    /** `GET processes/longprocesses/{id}/switch`: may the loan of this risk run switch, to what. */
    async switchOffer(owner: Owner, longProcessId: string): Promise<TSwitchOffer> {
      // The owner's run only: another applicant's is as unknown as a made-up id.
      const run = await longProcesses.get(owner, longProcessId);
      const assessment = await loans.assessmentOf(run.prospectId);
      if (assessment === null || assessment.longProcessId !== run.id) throw notFound();
      const product = await products.forProspect(db, run.prospectId);
      return {
        longProcessId: run.id,
        // A run a supervisor cancelled offers nothing more (the screen offers contact instead).
        canSwitch: product?.productState === SWITCH_FROM_STATE && run.state !== 'CANCELLED',
        to: SWITCH_TARGET_PROCESS,
        outcome: assessment.outcome,
      };
    },

    /** Staff (supervisor): the background runs that have not ended. */
    running(): Promise<TRunningLongProcess[]> {
      return longProcesses.listRunning();
    },

    /** Staff (supervisor): a run stops at its next phase; 409 when it has already ended. */
    cancel(
      staff: StaffCaller,
      longProcessId: string,
      reason: string,
      context: RequestContext,
    ): Promise<TLongProcess> {
      return longProcesses.cancel(staff, longProcessId, reason, context);
    },

    /**
     * Staff: what a loan applicant's income and wish are (the in-call panel). Every read is
     * audited with the staff id; 404 when the prospect has no confirmed loan application.
     */
    async loanApplication(
      staff: StaffCaller,
      prospectId: string,
      context: RequestContext,
    ): Promise<TLoanApplication> {
      const application = await loans.applicationOf(prospectId);
      if (application === null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No loan application for this prospect.' });
      }
      await recordAudit(db, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'loan_application.viewed',
        subjectType: 'prospect',
        subjectId: prospectId,
      });
      return application;
    },
  };
}

export type ProcessSwitchService = ReturnType<typeof createProcessSwitchService>;
