import { z } from 'zod';
import { ZSigningCode, ZSigningCodeSent } from './contracts';

/**
 * The identity data that goes into the applicant's signing certificate (/certificate), as shown for
 * confirmation: the name as on the ID document, the date of birth; the document number and the
 * mobile number masked (the page never needs them whole).
 */
export const ZCertificateIdentity = z.object({
  givenName: z.string(),
  surname: z.string(),
  /** ISO YYYY-MM-DD, or null when not entered. */
  birthDate: z.string().nullable(),
  documentNumberMasked: z.string().nullable(),
  mobileMasked: z.string().nullable(),
  countryCode: z.string().length(2),
});
export type TCertificateIdentity = z.infer<typeof ZCertificateIdentity>;

export const ZIssuedCertificate = z.object({
  serialNumber: z.string(),
  subjectDn: z.string(),
  issuerDn: z.string(),
  notBefore: z.iso.datetime(),
  notAfter: z.iso.datetime(),
  fingerprintSha256: z.string(),
});
export type TIssuedCertificate = z.infer<typeof ZIssuedCertificate>;

/** `GET prospects/{id}/certificate`. */
export const ZCertificateStep = z.object({
  identity: ZCertificateIdentity,
  certificate: ZIssuedCertificate.nullable(),
  code: ZSigningCodeSent.nullable(),
});
export type TCertificateStep = z.infer<typeof ZCertificateStep>;

/** `POST prospects/{id}/certificate/code`: the applicant confirms the data shown. */
export const ZCertificateCodeRequest = z.strictObject({
  confirmIdentity: z.literal(true, { message: 'signing.validation.confirmIdentity' }),
});
export type TCertificateCodeRequest = z.infer<typeof ZCertificateCodeRequest>;

/** `POST prospects/{id}/certificate`: the code → the certificate is issued. */
export const ZIssueCertificateRequest = z.strictObject({ code: ZSigningCode });
export type TIssueCertificateRequest = z.infer<typeof ZIssueCertificateRequest>;

/** The confirmation box of /certificate. */
export const ZCertificateConfirmForm = z.object({
  confirmIdentity: z
    .boolean()
    .refine((value) => value, { message: 'signing.validation.confirmIdentity' }),
});
export type TCertificateConfirmForm = z.infer<typeof ZCertificateConfirmForm>;
