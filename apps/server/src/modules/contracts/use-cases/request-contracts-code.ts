import type { TContractsCodeRequest, TSigningCodeSent } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { requireContractStep, requireCurrentSet, SIGNABLE, type Owner } from '../contract-step';
import { conflict } from '../errors';
import { findCertificate } from '../repository';
import type { SigningCodes } from '../signing-codes';

export interface RequestContractsCodeDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly codes: Pick<SigningCodes, 'request'>;
}

/** `POST prospects/{id}/contracts/code`: a code bound to the set and figures shown. */
export function createRequestContractsCode(deps: RequestContractsCodeDeps) {
  const { db, codes } = deps;
  return async function requestContractsCode(
    user: Owner,
    prospectId: string,
    body: TContractsCodeRequest,
    context: RequestContext,
  ): Promise<TSigningCodeSent> {
    return db.transaction(async (tx) => {
      await requireContractStep(deps, tx, user, prospectId, SIGNABLE);
      if ((await findCertificate(tx, prospectId)) === null) {
        throw conflict('CERTIFICATE_REQUIRED', 'Ask for the certificate first.');
      }
      const set = await requireCurrentSet(tx, prospectId);
      if (set.id !== body.documentSetId || set.manifestSha256 !== body.manifestSha256) {
        throw conflict('CONTRACTS_CHANGED', 'The documents shown are not the current ones.');
      }
      return codes.request(
        tx,
        {
          prospectId,
          purpose: 'CONTRACTS',
          setId: set.id,
          manifestSha256: set.manifestSha256,
          language: set.language,
          actorId: user.userId,
        },
        context,
      );
    });
  };
}
