import { z } from 'zod';
import { ZPackageName } from '../packages';
import { ZIncomingPaymentOutcome } from '../payments/penny-transfer-api';
import { ZProcessName } from '../schemas';
import { ZContractDocumentKind, ZSignatureLevel } from '../signing/contracts';
import { ZProductState, ZProspectState } from '../states';
import { ZIdentificationStatus } from '../video-identification/identification';
import { ZSnapshotKind } from '../video-identification/operator';
import { TIMELINE_KINDS } from './timeline';

/**
 * `GET /services/operator/cases/{prospectId}` (decision 265). Any text up to a bound: an address
 * a colleague shared can be cut or mistyped, and every id that names no case gets the same 404.
 */
const ZPathId = z.string().min(1).max(100);
export const ZCaseParams = z.object({ prospectId: ZPathId }).strict();
export const ZCaseDocumentParams = ZCaseParams.extend({ documentId: ZPathId }).strict();
export const ZCaseSnapshotParams = ZCaseParams.extend({ snapshotId: ZPathId }).strict();

/** Who did it: a member of staff by name, the applicant, or the server itself. */
export const ZTimelineActor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('STAFF'), name: z.string() }),
  z.object({ kind: z.literal('APPLICANT') }),
  z.object({ kind: z.literal('SYSTEM') }),
  z.object({ kind: z.literal('ANONYMOUS') }),
]);
export type TTimelineActor = z.infer<typeof ZTimelineActor>;

/** One audit record of the case, as the case page lists it. */
export const ZTimelineEvent = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** The audit trail's dotted code (prospect.state_changed…): the console words it. */
  action: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  actor: ZTimelineActor,
  /** A state change's states (prospect or product), codes the console words. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A decision's or send-back's outcome (APPROVE, REJECT, REDO, ACCEPTED…), when it has one. */
  outcome: z.string().nullable(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

/** The data as the applicant gave it: the call panel's sections (codes; the console words them). */
export const ZCaseDataSection = z.object({
  section: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const ZCaseSnapshot = z.object({
  id: z.uuid(),
  kind: ZSnapshotKind,
  at: z.iso.datetime(),
  sha256: z.string(),
  imagePath: z.string(),
});

export const ZCaseCall = z.object({
  identificationId: z.uuid(),
  status: ZIdentificationStatus,
  queuedAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  operatorName: z.string().nullable(),
  /** Why it was rejected or sent back. */
  reason: z.string().nullable(),
  snapshots: z.array(ZCaseSnapshot),
  /** The PDF protocol's path under this API once made (a supervisor downloads it). */
  protocolPath: z.string().nullable(),
});
export type TCaseCall = z.infer<typeof ZCaseCall>;

export const ZCaseContractSet = z.object({
  id: z.uuid(),
  status: z.enum(['READY', 'SIGNED', 'SUPERSEDED']),
  language: z.string(),
  createdAt: z.iso.datetime(),
  signedAt: z.iso.datetime().nullable(),
  documents: z.array(
    z.object({
      kind: ZContractDocumentKind,
      fileName: z.string(),
      openedAt: z.iso.datetime().nullable(),
      signedAt: z.iso.datetime().nullable(),
      /** The signature's PAdES level (decision 280); null unsigned, or signed before it was kept. */
      signatureLevel: ZSignatureLevel.nullable(),
    }),
  ),
});
export type TCaseContractSet = z.infer<typeof ZCaseContractSet>;

export const ZCasePayment = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  amountCents: z.number().int(),
  currency: z.string(),
  payerName: z.string(),
  /** The payer's account as the bank's feed gave it; null when the feed had none. */
  payerIban: z.string().nullable(),
  outcome: ZIncomingPaymentOutcome,
});
export type TCasePayment = z.infer<typeof ZCasePayment>;

export const ZCaseView = z.object({
  prospectId: z.uuid(),
  /** As people read it: 2026-000123 (decision 203). */
  applicationNumber: z.string(),
  createdAt: z.iso.datetime(),
  process: ZProcessName,
  state: ZProspectState,
  applicant: z.object({
    fullName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  product: z
    .object({ type: ZProcessName, packageName: ZPackageName.nullable(), state: ZProductState })
    .nullable(),
  timeline: z.array(ZTimelineEvent),
  data: z.array(ZCaseDataSection),
  documents: z.array(z.object({ side: z.string(), type: z.string(), imagePath: z.string() })),
  calls: z.array(ZCaseCall),
  contracts: z.array(ZCaseContractSet),
  payments: z.object({
    /** The account at another bank the applicant declared on /personaldata. */
    declaredIban: z.string().nullable(),
    items: z.array(ZCasePayment),
  }),
  /** The evidence export (decision 151): its path, and whether this caller may take it. */
  evidence: z.object({ path: z.string(), allowed: z.boolean() }),
});
export type TCaseView = z.infer<typeof ZCaseView>;
