import { LANGUAGES, type Language, type ProductState } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { conflict } from './errors';
import { findCurrentSet } from './repository';

export type Owner = Pick<SessionUser, 'userId'>;

/** The product states the contracts are signed from (decision 140). */
export const SIGNABLE: readonly ProductState[] = [
  'PRODUCT_EMPLOYMENT_UPLOADED',
  'PRODUCT_OFFER_SELECTED',
];

export interface ContractStepDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** The prospect must be the caller's, verified, and its product where `states` say. */
export async function requireContractStep(
  { prospects, products }: ContractStepDeps,
  tx: Database | Transaction,
  user: Owner,
  prospectId: string,
  states: readonly ProductState[] | 'any',
) {
  const prospect = await prospects.requireOwn(tx, user, prospectId);
  const product = await products.forProspect(tx, prospectId);
  if (prospect.state !== 'PROSPECT_VERIFIED' || product === null) {
    throw conflict('PROSPECT_STATE_CONFLICT', `The prospect is in ${prospect.state}.`);
  }
  if (states !== 'any' && !states.includes(product.productState)) {
    throw conflict('PRODUCT_STATE_CONFLICT', `The product is in ${product.productState}.`);
  }
  return { prospect, product };
}

export async function requireCurrentSet(tx: Database | Transaction, prospectId: string) {
  const set = await findCurrentSet(tx, prospectId);
  if (set === null) throw conflict('CONTRACTS_NOT_READY', 'The contracts are not ready yet.');
  return set;
}

/** The page's language when it is one of ours. */
export const languageOf = (requested: string | undefined): Language | undefined =>
  LANGUAGES.find((language) => language === requested);
