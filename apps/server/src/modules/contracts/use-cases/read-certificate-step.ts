import type { TCertificateStep } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { requireContractStep, type Owner } from '../contract-step';
import { toIssued } from '../contract-views';
import { enteredIdentityOf } from '../entered-identity';
import { findCertificate } from '../repository';
import type { SigningCodes } from '../signing-codes';

export interface ReadCertificateStepDeps {
  readonly db: Database;
  /** The bank's country (the variant's). */
  readonly country: 'SI' | 'AL';
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  readonly codes: Pick<SigningCodes, 'pending'>;
}

/** `GET prospects/{id}/certificate`: the data to confirm, the certificate once issued. */
export function createReadCertificateStep(deps: ReadCertificateStepDeps) {
  const { db, codes } = deps;
  return async function readCertificateStep(
    user: Owner,
    prospectId: string,
  ): Promise<TCertificateStep> {
    return db.transaction(async (tx) => {
      await requireContractStep(deps, tx, user, prospectId, 'any');
      const { identity } = await enteredIdentityOf(deps, tx, prospectId);
      const certificate = await findCertificate(tx, prospectId);
      return {
        identity,
        certificate: certificate === null ? null : toIssued(certificate),
        code: certificate === null ? await codes.pending(tx, prospectId, 'CERTIFICATE') : null,
      };
    });
  };
}
