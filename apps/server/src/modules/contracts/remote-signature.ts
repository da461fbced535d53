import {
  ZCertificateCodeRequest,
  ZContractsCodeRequest,
  ZIssueCertificateRequest,
  ZSignContractsRequest,
} from '@onboarding/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { ContractsService } from './service';

type Owner = { readonly userId: string };

const badBody = () =>
  new AppError(400, 'BAD_REQUEST', { message: 'The body does not fit this step.' });

const ZSendOtp = z.union([
  ZContractsCodeRequest.extend({ purpose: z.literal('CONTRACTS') }),
  z.strictObject({ purpose: z.literal('CERTIFICATE') }),
]);
const ZIssueAndSign = z.union([
  ZSignContractsRequest.omit({ code: true }).extend({ otp: ZSignContractsRequest.shape.code }),
  z.strictObject({ otp: ZIssueCertificateRequest.shape.code }),
]);

/**
 * The qualified-signature steps of the remote identification provider (spec 3 §7, decision 142),
 * answered by our own certificate and contracts for the built-in provider:
 * `register` — the subject to register (no body) or its confirmation (`{ confirmIdentity: true }`,
 * which sends the certificate code); `sendotp` — a code again, for the certificate
 * (`{ purpose: 'CERTIFICATE' }`) or for the contracts shown (`{ purpose: 'CONTRACTS',
 * documentSetId, manifestSha256 }`); `issueandsign` — `{ otp }` issues the certificate, `{ otp,
 * documentSetId, manifestSha256 }` signs the contracts. Answers are the session routes' answers.
 */
export function createRemoteSignature(contracts: ContractsService) {
  return {
    async register(owner: Owner, prospectId: string, body: unknown, context: RequestContext) {
      const empty =
        body === undefined ||
        body === null ||
        (typeof body === 'object' && Object.keys(body).length === 0);
      if (empty) return contracts.certificateStep(owner, prospectId);
      const request = ZCertificateCodeRequest.safeParse(body);
      if (!request.success) throw badBody();
      const code = await contracts.requestCertificateCode(owner, prospectId, request.data, context);
      return { ...(await contracts.certificateStep(owner, prospectId)), code };
    },

    async sendOtp(owner: Owner, prospectId: string, body: unknown, context: RequestContext) {
      const request = ZSendOtp.safeParse(body);
      if (!request.success) throw badBody();
      if (request.data.purpose === 'CERTIFICATE') {
        return contracts.requestCertificateCode(
          owner,
          prospectId,
          { confirmIdentity: true },
          context,
        );
      }
      const { documentSetId, manifestSha256 } = request.data;
      return contracts.requestContractsCode(
        owner,
        prospectId,
        { documentSetId, manifestSha256 },
        context,
      );
    },

    async issueAndSign(owner: Owner, prospectId: string, body: unknown, context: RequestContext) {
      const request = ZIssueAndSign.safeParse(body);
      if (!request.success) throw badBody();
      const data = request.data;
      if ('documentSetId' in data) {
        const { otp, ...shown } = data;
        return contracts.sign(owner, prospectId, { ...shown, code: otp }, context);
      }
      return contracts.issueCertificate(owner, prospectId, { code: data.otp }, context);
    },
  };
}

export type RemoteSignature = ReturnType<typeof createRemoteSignature>;
