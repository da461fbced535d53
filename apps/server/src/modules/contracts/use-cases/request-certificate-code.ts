import type { Language, TCertificateCodeRequest, TSigningCodeSent } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { languageOf, requireContractStep, SIGNABLE, type Owner } from '../contract-step';
import { enteredIdentityOf } from '../entered-identity';
import { conflict } from '../errors';
import { certificateSubject, subjectSha256 } from '../identity';
import { findCertificate } from '../repository';
import type { SigningCodes } from '../signing-codes';

export interface RequestCertificateCodeDeps {
  readonly db: Database;
  /** The bank's country (the variant's). */
  readonly country: 'SI' | 'AL';
  readonly defaultLanguage: Language;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  readonly codes: Pick<SigningCodes, 'request'>;
}

/** `POST prospects/{id}/certificate/code`: the data confirmed, a code by SMS. */
export function createRequestCertificateCode(deps: RequestCertificateCodeDeps) {
  const { db, codes } = deps;
  return async function requestCertificateCode(
    user: Owner,
    prospectId: string,
    _body: TCertificateCodeRequest,
    context: RequestContext,
    language?: string,
  ): Promise<TSigningCodeSent> {
    return db.transaction(async (tx) => {
      await requireContractStep(deps, tx, user, prospectId, SIGNABLE);
      if ((await findCertificate(tx, prospectId)) !== null) {
        throw conflict('CERTIFICATE_ISSUED', 'The certificate has been issued already.');
      }
      const { entered, e164, identity } = await enteredIdentityOf(deps, tx, prospectId);
      if (e164 === null || identity.surname === '') {
        throw new AppError(422, 'CERTIFICATE_DATA_MISSING', {
          message: 'No mobile number or name.',
        });
      }
      const subject = certificateSubject(identity, prospectId, entered?.contact.email ?? null);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'certificate.data_confirmed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { subjectSha256: subjectSha256(subject) },
      });
      return codes.request(
        tx,
        {
          prospectId,
          purpose: 'CERTIFICATE',
          setId: null,
          manifestSha256: subjectSha256(subject),
          language: languageOf(language) ?? deps.defaultLanguage,
          actorId: user.userId,
        },
        context,
      );
    });
  };
}
