import type { TCertificateStep, TIssueCertificateRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { SigningFailedError, type SigningProvider } from '../../../infra/signing/signing-provider';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { requireContractStep, SIGNABLE, type Owner } from '../contract-step';
import { enteredIdentityOf } from '../entered-identity';
import { conflict } from '../errors';
import { certificateSubject, subjectSha256 } from '../identity';
import { findCertificate, insertCertificate } from '../repository';
import type { SigningCodes } from '../signing-codes';
import type { createReadCertificateStep } from './read-certificate-step';

export interface IssueCertificateDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's country (the variant's). */
  readonly country: 'SI' | 'AL';
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  readonly codes: Pick<SigningCodes, 'check'>;
  readonly signing: Pick<SigningProvider, 'issueCertificate'>;
  readonly certificateStep: ReturnType<typeof createReadCertificateStep>;
}

/** `POST prospects/{id}/certificate`: the code → the provider issues the certificate. */
export function createIssueCertificate(deps: IssueCertificateDeps) {
  const { db, clock, codes, signing, certificateStep } = deps;
  return async function issueCertificate(
    user: Owner,
    prospectId: string,
    body: TIssueCertificateRequest,
    context: RequestContext,
  ): Promise<TCertificateStep> {
    const { subject } = await db.transaction(async (tx) => {
      await requireContractStep(deps, tx, user, prospectId, SIGNABLE);
      if ((await findCertificate(tx, prospectId)) !== null) {
        throw conflict('CERTIFICATE_ISSUED', 'The certificate has been issued already.');
      }
      const { entered, identity } = await enteredIdentityOf(deps, tx, prospectId);
      return {
        subject: certificateSubject(identity, prospectId, entered?.contact.email ?? null),
      };
    });
    const check = await codes.check(
      prospectId,
      'CERTIFICATE',
      subjectSha256(subject),
      body.code.trim(),
      {
        actorId: user.userId,
        context,
      },
    );
    if (!check.ok) throw check.error;
    let issued;
    try {
      issued = await signing.issueCertificate(subject);
    } catch (error) {
      if (!(error instanceof SigningFailedError)) throw error;
      throw new AppError(502, 'CONTRACT_SIGNATURE_FAILED', {
        message: 'The signing provider did not issue the certificate.',
        cause: error,
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await insertCertificate(tx, {
        prospectId,
        certificateId: issued.certificateId,
        serialNumber: issued.serialNumber,
        subjectDn: issued.subjectDn,
        issuerDn: issued.issuerDn,
        notBefore: issued.notBefore,
        notAfter: issued.notAfter,
        fingerprintSha256: issued.fingerprintSha256,
        issuedAt: clock(),
      });
      if (!inserted) return;
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'certificate.issued',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          certificateId: issued.certificateId,
          serialNumber: issued.serialNumber,
          subjectDn: issued.subjectDn,
          issuerDn: issued.issuerDn,
          fingerprintSha256: issued.fingerprintSha256,
        },
      });
    });
    return certificateStep(user, prospectId);
  };
}
