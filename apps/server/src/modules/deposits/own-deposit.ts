import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';

/** The applicant of a call. */
export interface Owner {
  readonly userId: string;
}

export interface OwnDepositDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * The session's own prospect of `onboarding/prospects/{id}/deposit` (404 for an unknown or
 * another's id, like every prospect route) and its product, which must be a day deposit.
 */
export async function requireOwnDeposit(
  deps: OwnDepositDeps,
  tx: Database | Transaction,
  owner: Owner,
  prospectId: string,
) {
  const prospect = await deps.prospects.requireOwn(tx, owner, prospectId);
  const product = await deps.products.forProspect(tx, prospectId);
  if (product === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such product.' });
  if (product.productType !== 'DAYPOSIT') {
    throw new AppError(409, 'NOT_A_DEPOSIT', { message: 'This product is not a day deposit.' });
  }
  return { prospectState: prospect.state, product };
}

export const ratesUnavailable = () =>
  new AppError(409, 'DEPOSIT_RATES_UNAVAILABLE', {
    message: 'No deposit rate table is valid today.',
  });
