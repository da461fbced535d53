import { PRODUCT_STATES, PROSPECT_STATES, type TTimelineEvent } from '@onboarding/domain';
import type { MessageKey, Translate } from '@onboarding/messages';

type ActionKey = Extract<MessageKey, `casePage.timeline.actions.${string}`>;
type StateKey = Extract<MessageKey, `casePage.states.${string}`>;
type OutcomeKey = Extract<MessageKey, `casePage.timeline.outcomes.${string}`>;

/** The audit actions the catalogue words; any other is named by its kind (decision 265). */
const ACTION_KEYS: ReadonlySet<string> = new Set<ActionKey>([
  'casePage.timeline.actions.prospect.created',
  'casePage.timeline.actions.prospect.state_changed',
  'casePage.timeline.actions.prospect.process_changed',
  'casePage.timeline.actions.prospect.info_submitted',
  'casePage.timeline.actions.prospect.second_application_refused',
  'casePage.timeline.actions.prospect.withdrawn',
  'casePage.timeline.actions.product.created',
  'casePage.timeline.actions.product.state_changed',
  'casePage.timeline.actions.product.package_changed',
  'casePage.timeline.actions.product.activated',
  'casePage.timeline.actions.consent.answered',
  'casePage.timeline.actions.consent_documents.created',
  'casePage.timeline.actions.consent_documents.accepted',
  'casePage.timeline.actions.documents.handoff_created',
  'casePage.timeline.actions.videochat.started',
  'casePage.timeline.actions.videochat.accepted',
  'casePage.timeline.actions.videochat.action',
  'casePage.timeline.actions.videochat.checklist',
  'casePage.timeline.actions.videochat.face_match',
  'casePage.timeline.actions.videochat.liveness_challenge',
  'casePage.timeline.actions.videochat.snapshot',
  'casePage.timeline.actions.videochat.otp_sent',
  'casePage.timeline.actions.videochat.decided',
  'casePage.timeline.actions.videochat.ended',
  'casePage.timeline.actions.videochat.protocol',
  'casePage.timeline.actions.contracts.prepared',
  'casePage.timeline.actions.contracts.document_opened',
  'casePage.timeline.actions.contracts.signed',
  'casePage.timeline.actions.contracts.signature_failed',
  'casePage.timeline.actions.certificate.issued',
  'casePage.timeline.actions.signing.code_sent',
  'casePage.timeline.actions.penny_transfer.opened',
  'casePage.timeline.actions.penny_transfer.paid',
  'casePage.timeline.actions.penny_transfer.accepted',
  'casePage.timeline.actions.penny_transfer.refused',
  'casePage.timeline.actions.payment.returned',
  'casePage.timeline.actions.account.opened',
  'casePage.timeline.actions.branch.chosen',
  'casePage.timeline.actions.welcome.shown',
  'casePage.timeline.actions.retention.relationship_ended',
  'casePage.timeline.actions.retention.case_ended',
  'casePage.timeline.actions.retention.case_deleted',
  'casePage.timeline.actions.case.viewed',
  'casePage.timeline.actions.case_evidence.exported',
  'casePage.timeline.actions.session.started',
  'casePage.timeline.actions.session.ended',
  'casePage.timeline.actions.registration.submitted',
  'casePage.timeline.actions.registration.verification_sent',
  'casePage.timeline.actions.user.email_verified',
  'casePage.timeline.actions.eligibility.decided',
  'casePage.timeline.actions.quality.sampled',
  'casePage.timeline.actions.four_eyes.first_approval',
  'casePage.timeline.actions.four_eyes.second_decision',
  'casePage.timeline.actions.deposit.terms_chosen',
  'casePage.timeline.actions.documents.handoff_sms_sent',
  'casePage.timeline.actions.signing.code_requested',
  'casePage.timeline.actions.signing.code_mismatch',
  'casePage.timeline.actions.signing.code_ended',
  'casePage.timeline.actions.certificate.data_confirmed',
  'casePage.timeline.actions.process.switched',
  'casePage.timeline.actions.product.type_changed',
  'casePage.timeline.actions.appointment.booked',
  'casePage.timeline.actions.contact_request.created',
  'casePage.timeline.actions.retention.relationship_end_requested',
  'casePage.timeline.actions.payment.unmatched',
  'casePage.timeline.actions.loan.assessment_started',
  'casePage.timeline.actions.loan.assessment_restarted',
  'casePage.timeline.actions.loan.assessed',
  'casePage.timeline.actions.loan.income_confirmed',
  'casePage.timeline.actions.loan.offer_selected',
  'casePage.timeline.actions.loan.secci_issued',
  'casePage.timeline.actions.open_banking.statement_read',
  'casePage.timeline.actions.contracts.archive_requested',
  'casePage.timeline.actions.contracts.archived',
  'casePage.timeline.actions.welcome.mail_sent',
  'casePage.timeline.actions.welcome.activation_code_used',
  'casePage.timeline.actions.welcome.activation_code_renewed',
  'casePage.timeline.actions.erasure.requested',
  'casePage.timeline.actions.erasure.confirmation_sent',
  'casePage.timeline.actions.erasure.confirmed',
  'casePage.timeline.actions.erasure.completed',
  'casePage.timeline.actions.withdrawal.completed',
  'casePage.timeline.actions.case_evidence.refused',
  'casePage.timeline.actions.loan_application.viewed',
]);

const STATES: ReadonlySet<string> = new Set([...PROSPECT_STATES, ...PRODUCT_STATES]);
const OUTCOMES: ReadonlySet<string> = new Set(['APPROVE', 'REJECT', 'REDO']);

const isActionKey = (key: string): key is ActionKey => ACTION_KEYS.has(key);

/** A state code in words; another code (a process, a package) as it is. */
export function stateWord(t: Translate, code: string): string {
  return STATES.has(code) ? t(`casePage.states.${code}` as StateKey) : code;
}

/** What happened, in words: the action (or its kind), the states between, the outcome. */
export function eventWords(t: Translate, event: TTimelineEvent): string {
  const key = `casePage.timeline.actions.${event.action}`;
  const what = isActionKey(key) ? t(key) : t(`casePage.timeline.kinds.${event.kind}`);
  if (event.to !== null) {
    const to = stateWord(t, event.to);
    return event.from === null
      ? t('casePage.timeline.changeTo', { what, to })
      : t('casePage.timeline.change', { what, from: stateWord(t, event.from), to });
  }
  if (event.outcome !== null && OUTCOMES.has(event.outcome)) {
    const outcome = t(`casePage.timeline.outcomes.${event.outcome}` as OutcomeKey);
    return t('casePage.timeline.withOutcome', { what, outcome });
  }
  return what;
}

/** Who did it: a member of staff by name, the applicant, the system. */
export function actorWords(t: Translate, actor: TTimelineEvent['actor']): string {
  if (actor.kind === 'STAFF') {
    return actor.name === '' ? t('casePage.timeline.actors.unknownStaff') : actor.name;
  }
  return t(`casePage.timeline.actors.${actor.kind}`);
}
