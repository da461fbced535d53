/**
 * The kinds of event a case's timeline groups its audit records into (decision 265): the issue's
 * list of what a reviewer must find on it, plus OTHER for a record no kind names. Both sides read
 * it: the server tags each event, the console words it.
 */
export const TIMELINE_KINDS = [
  'STATE',
  'CONSENT',
  'DOCUMENT',
  'CALL',
  'SEND_BACK',
  'DECISION',
  'SIGNATURE',
  'PAYMENT',
  'RETENTION',
  'OTHER',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Action prefixes (the dotted codes of the audit trail) and their kind, most specific first. */
const KIND_BY_PREFIX: readonly (readonly [prefix: string, kind: TimelineKind])[] = [
  ['videochat.decided', 'DECISION'],
  ['eligibility.decided', 'DECISION'],
  ['loan.assessed', 'DECISION'],
  ['penny_transfer.accepted', 'DECISION'],
  ['penny_transfer.refused', 'DECISION'],
  ['four_eyes.', 'DECISION'],
  ['prospect.', 'STATE'],
  ['product.', 'STATE'],
  ['process.', 'STATE'],
  ['account.', 'STATE'],
  ['longprocess.', 'STATE'],
  ['dossier.', 'STATE'],
  ['correction.', 'SEND_BACK'],
  ['consent', 'CONSENT'],
  ['document', 'DOCUMENT'],
  ['risk_document', 'DOCUMENT'],
  ['open_banking.', 'DOCUMENT'],
  ['videochat.', 'CALL'],
  ['contracts.', 'SIGNATURE'],
  ['signing.', 'SIGNATURE'],
  ['certificate.', 'SIGNATURE'],
  ['penny_transfer.', 'PAYMENT'],
  ['payment.', 'PAYMENT'],
  ['retention.', 'RETENTION'],
  ['erasure.', 'RETENTION'],
];

/**
 * The kind of one audit record: by its action, except that a call's decision to send the
 * applicant back (outcome REDO) is a send-back, not a final decision.
 */
export function timelineKindOf(
  action: string,
  details: Readonly<Record<string, unknown>> = {},
): TimelineKind {
  if (action === 'videochat.decided' && details['outcome'] === 'REDO') return 'SEND_BACK';
  return KIND_BY_PREFIX.find(([prefix]) => action.startsWith(prefix))?.[1] ?? 'OTHER';
}
