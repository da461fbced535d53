import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { unknownConnection } from './errors';
import { findConnection, type BankConnectionRow } from './repository';

/** The applicant of a call. */
export interface Applicant {
  readonly userId: string;
}

export interface StatementStepDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** The caller's loan prospect on the salary statement step, else 404 or 409. */
export async function requireStatementStep(
  deps: StatementStepDeps,
  tx: Database | Transaction,
  user: Applicant,
  prospectId: string,
) {
  const prospect = await deps.prospects.requireOwn(tx, user, prospectId);
  if (prospect.processName !== 'PERSONALLOAN') {
    throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
      message: 'A salary statement belongs to a personal loan only.',
    });
  }
  const product = await deps.products.forProspect(tx, prospectId);
  if (prospect.state !== 'PROSPECT_INFO_UPLOADED' || product?.productState !== 'PRODUCT_NEW') {
    throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
      message: 'The prospect is not on the salary statement step.',
    });
  }
  return prospect;
}

/** The prospect's own connection; another's is as unknown as a made-up id (404). */
export async function ownConnection(
  tx: Database | Transaction,
  prospectId: string,
  connectionId: string,
): Promise<BankConnectionRow> {
  const connection = await findConnection(tx, connectionId);
  if (connection === null || connection.prospectId !== prospectId) throw unknownConnection();
  return connection;
}

/** The step's check and the caller's connection, read in one transaction. */
export async function requireOwnConnectionAtStep(
  deps: StatementStepDeps & { readonly db: Database },
  user: Applicant,
  request: { readonly prospectId: string; readonly connectionId: string },
): Promise<BankConnectionRow> {
  return deps.db.transaction(async (tx) => {
    await requireStatementStep(deps, tx, user, request.prospectId);
    return ownConnection(tx, request.prospectId, request.connectionId);
  });
}
