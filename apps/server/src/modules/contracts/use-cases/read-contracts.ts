import type { TContractSet } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { languageOf, requireContractStep, SIGNABLE, type Owner } from '../contract-step';
import { setView } from '../contract-views';
import { conflict } from '../errors';
import { findCurrentSet } from '../repository';
import type { SigningCodes } from '../signing-codes';
import type { createPrepareContractSet } from './prepare-contract-set';

export interface ReadContractsDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly codes: Pick<SigningCodes, 'pending'>;
  readonly prepareContractSet: ReturnType<typeof createPrepareContractSet>;
}

/**
 * `GET prospects/{id}/contracts`: the current set, made now when the dossier job has not made
 * one or the page is read in another language (the applicant signs what they can read).
 */
export function createReadContracts(deps: ReadContractsDeps) {
  const { db, codes, prepareContractSet } = deps;
  return async function readContracts(
    user: Owner,
    prospectId: string,
    context: RequestContext,
    requestedLanguage?: string,
  ): Promise<TContractSet> {
    const { product } = await requireContractStep(deps, db, user, prospectId, 'any');
    const current = await findCurrentSet(db, prospectId);
    if (current?.status === 'SIGNED' || !SIGNABLE.includes(product.productState)) {
      if (current === null) throw conflict('CONTRACTS_NOT_READY', 'No contracts.');
      return setView(codes, db, current);
    }
    const set = await prepareContractSet(
      prospectId,
      languageOf(requestedLanguage) ?? current?.language,
      { actorType: 'applicant', actorId: user.userId },
      context,
    );
    return setView(codes, db, set);
  };
}
