import type { TCaseView } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { ContractsService } from '../../contracts/service';
import type { DocumentsService } from '../../documents/service';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { PennyTransferService } from '../../penny-transfer/service';
import type { ProductsService } from '../../products/service';
import { formatApplicationNumber } from '../../prospects/application-number';
import type { ProspectsService } from '../../prospects/service';
import type { AccountsService } from '../../security/accounts-service';
import type { StaffService } from '../../staff/service';
import type { ProtocolService } from '../../video-identification/protocol-service';
import { timelineOf } from '../case-timeline';
import { casePaths } from '../case-paths';
import { callViews, contractView, dataSections, documentViews } from '../case-views';
import { caseNotFound } from '../errors';
import { caseAuditRows } from '../repository';

export interface ReadCaseDeps {
  readonly db: Database;
  /** The bank's zone: the application number's year (decision 203). */
  readonly timeZone: string;
  /** The bank's country: an address in it is written without the country (decision 238). */
  readonly homeCountry: string;
  readonly prospects: Pick<ProspectsService, 'caseOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly accounts: Pick<AccountsService, 'identityOf'>;
  readonly enteredData: EnteredDataSource;
  readonly staff: Pick<StaffService, 'list'>;
  readonly documents: Pick<DocumentsService, 'idStatus'>;
  readonly calls: Pick<ProtocolService, 'callsOf'>;
  readonly contracts: Pick<ContractsService, 'caseContracts'>;
  readonly payments: Pick<PennyTransferService, 'casePayments'>;
}

/**
 * `GET /services/operator/cases/{prospectId}` (decision 265): the whole case for a member of
 * staff, read from each module's service, with its audit timeline. Opening it is audited
 * (case.viewed): who read an applicant's data is itself a record the bank keeps.
 */
export function createReadCase(deps: ReadCaseDeps) {
  const { db } = deps;
  return async function readCase(
    staff: StaffCaller,
    prospectId: string,
    context: RequestContext,
  ): Promise<TCaseView> {
    const prospect = await deps.prospects.caseOf(prospectId);
    if (prospect === null) throw caseNotFound();
    await db.transaction((tx) =>
      recordAudit(tx, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'case.viewed',
        subjectType: 'prospect',
        subjectId: prospect.id,
      }),
    );
    const [product, identity, entered, idStatus, calls, contracts, payments, staffAccounts] =
      await Promise.all([
        deps.products.forProspect(db, prospect.id),
        deps.accounts.identityOf(prospect.userId),
        db.transaction((tx) => deps.enteredData.entered(tx, prospect.id)),
        deps.documents.idStatus(prospect.id),
        deps.calls.callsOf(prospect.id),
        deps.contracts.caseContracts(prospect.id),
        deps.payments.casePayments(prospect.id),
        deps.staff.list(),
      ]);
    const staffNames = new Map(staffAccounts.map((account) => [account.id, account.fullName]));
    const subjectIds = [
      prospect.id,
      prospect.userId,
      ...(product === null ? [] : [product.productId]),
      ...calls.map((call) => call.identificationId),
      ...contracts.map((set) => set.id),
      ...payments.map((payment) => payment.id),
    ];
    const rows = await caseAuditRows(db, subjectIds, [prospect.userId]);
    const supervisor = staff.role === 'SUPERVISOR';
    const { names } = entered ?? {};
    return {
      prospectId: prospect.id,
      applicationNumber: formatApplicationNumber(prospect, deps.timeZone),
      createdAt: prospect.createdAt.toISOString(),
      process: prospect.processName,
      state: prospect.state,
      applicant: {
        fullName:
          names === undefined
            ? (identity?.fullName ?? '')
            : [names.firstName, names.secondName, names.surname].filter(Boolean).join(' '),
        email: entered?.contact.email ?? identity?.email ?? null,
        phoneNumber: entered?.contact.mobileNumber ?? null,
      },
      product:
        product === null
          ? null
          : {
              type: product.productType,
              packageName: product.packageName,
              state: product.productState,
            },
      timeline: timelineOf(rows, staffNames),
      data: dataSections(entered, staff.language, deps.homeCountry),
      documents: documentViews(prospect.id, idStatus),
      calls: callViews(prospect.id, calls, supervisor),
      contracts: contracts.map(contractView),
      payments: { declaredIban: entered?.iban ?? null, items: payments },
      // The export is a supervisor's (decision 151).
      evidence: { path: casePaths.evidence(prospect.id), allowed: supervisor },
    };
  };
}
