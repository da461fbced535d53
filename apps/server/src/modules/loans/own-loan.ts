import { isLoanProcess, isUuid } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { notFound } from './errors';

/** The applicant of a call. */
export interface Owner {
  readonly userId: string;
}

export interface OwnLoanDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
}

export interface OwnLoanOfProspectDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

const notALoan = () => new AppError(409, 'NOT_A_LOAN', { message: 'This product is not a loan.' });

/** The session's own loan product, `{id}` of `onboarding/products/{id}/…` (404 otherwise). */
export async function requireOwnLoan(
  deps: OwnLoanDeps,
  tx: Database | Transaction,
  owner: Owner,
  productId: string,
) {
  const product = isUuid(productId) ? await deps.products.find(tx, productId) : null;
  if (product === null || product.prospectId === null) throw notFound();
  const prospect = await deps.prospects.requireOwn(tx, owner, product.prospectId).catch(() => {
    throw notFound();
  });
  if (!isLoanProcess(product.productType)) throw notALoan();
  return { ...product, prospectId: product.prospectId, prospectState: prospect.state };
}

/** The loan product of the session's own prospect (the `user/…` calls name the prospect). */
export async function requireOwnLoanOfProspect(
  deps: OwnLoanOfProspectDeps,
  tx: Database | Transaction,
  owner: Owner,
  prospectId: string,
) {
  const prospect = await deps.prospects.requireOwn(tx, owner, prospectId);
  const product = await deps.products.forProspect(tx, prospectId);
  if (product === null) throw notFound();
  if (!isLoanProcess(product.productType)) throw notALoan();
  return { ...product, prospectId, prospectState: prospect.state };
}
