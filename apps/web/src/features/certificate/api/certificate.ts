import {
  ZCertificateStep,
  ZSigningCodeSent,
  type TCertificateStep,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const certificatePath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}/certificate`;

export const certificateKey = (prospectId: string) => ['certificate', prospectId] as const;

/** `GET prospects/{id}/certificate`: the data to confirm, and the certificate once issued. */
export function certificateQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: certificateKey(prospectId),
    queryFn: ({ signal }): Promise<TCertificateStep> =>
      api.get(certificatePath(prospectId), { schema: ZCertificateStep, signal }),
  });
}

export function useCertificateStep(prospectId: string) {
  return useQuery(certificateQueryOptions(prospectId));
}

/** `POST …/certificate/code`: the page shows every refusal beside the field itself. */
export function requestCertificateCode(prospectId: string): Promise<TSigningCodeSent> {
  return api.post(`${certificatePath(prospectId)}/code`, {
    body: { confirmIdentity: true },
    schema: ZSigningCodeSent,
    routeErrors: false,
  });
}

/** `POST …/certificate`: the code; the certificate is issued. */
export function issueCertificate(prospectId: string, code: string): Promise<TCertificateStep> {
  return api.post(certificatePath(prospectId), {
    body: { code },
    schema: ZCertificateStep,
    routeErrors: false,
  });
}
