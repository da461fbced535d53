import { z } from 'zod';
import { lazily } from '../lazily';

/**
 * The signals of the identity assurance checks (decision 267): a name, birth date, sex, document
 * number or expiry that does not match the document or the national number, an expired document,
 * an applicant under age by their document (the cross-checks of decision 287), a possible
 * duplicate of another applicant, a weak face match (decision 291).
 */
export const IDENTITY_ASSURANCE_SIGNALS = [
  'NAME_MISMATCH',
  'BIRTH_DATE_MISMATCH',
  'SEX_MISMATCH',
  'DOCUMENT_MISMATCH',
  'DOCUMENT_EXPIRED',
  'UNDERAGE',
  'POSSIBLE_DUPLICATE',
  'WEAK_FACE_MATCH',
] as const;
export type IdentityAssuranceSignalName = (typeof IDENTITY_ASSURANCE_SIGNALS)[number];
export const identityAssuranceSignalNameSchema = lazily(() => z.enum(IDENTITY_ASSURANCE_SIGNALS));
export const ZIdentityAssuranceSignalName = /* @__PURE__ */ identityAssuranceSignalNameSchema();

export const SIGNAL_SEVERITIES = ['HIGH', 'LOW'] as const;
export type SignalSeverity = (typeof SIGNAL_SEVERITIES)[number];

/** One finding of an identity assurance check; a HIGH one asks for a second pair of eyes. */
export const identityAssuranceSignalSchema = lazily(() =>
  z.object({
    signal: identityAssuranceSignalNameSchema(),
    severity: z.enum(SIGNAL_SEVERITIES),
  }),
);
export const ZIdentityAssuranceSignal = /* @__PURE__ */ identityAssuranceSignalSchema();
export type IdentityAssuranceSignal = z.infer<typeof ZIdentityAssuranceSignal>;

/** The severity each signal carries when its check raises it: every one is high-risk today. */
export const SIGNAL_SEVERITY: Readonly<Record<IdentityAssuranceSignalName, SignalSeverity>> = {
  NAME_MISMATCH: 'HIGH',
  BIRTH_DATE_MISMATCH: 'HIGH',
  SEX_MISMATCH: 'HIGH',
  DOCUMENT_MISMATCH: 'HIGH',
  DOCUMENT_EXPIRED: 'HIGH',
  UNDERAGE: 'HIGH',
  POSSIBLE_DUPLICATE: 'HIGH',
  WEAK_FACE_MATCH: 'HIGH',
};

/** A signal as its check raises it, with the severity of SIGNAL_SEVERITY. */
export function identityAssuranceSignal(
  signal: IdentityAssuranceSignalName,
): IdentityAssuranceSignal {
  return { signal, severity: SIGNAL_SEVERITY[signal] };
}
