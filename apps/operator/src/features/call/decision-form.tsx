import {
  REDO_TARGETS,
  missingApprovalConditions,
  type RedoTarget,
  type TDecisionRequest,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useId, useRef, useState, type FormEvent } from 'react';
import { failureKey, isStaffApiError } from '../../shared/api/api-error';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { processName } from '../../shared/ui/process-name';
import { FailureRegion } from '../../shared/ui/notice';
import { TextAreaField } from '../../shared/ui/text-field';
import { useDecide } from './use-call';

type Outcome = TDecisionRequest['outcome'];
const OUTCOMES: readonly Outcome[] = ['APPROVE', 'REJECT', 'REDO'];
const REASON_MIN = 3;
const REASON_MAX = 500;

export interface DecisionFormProps {
  /**
   * What says the call's outcome once the decision is stored (the call page's message): the
   * focus goes there after a confirmed decision, as this form is gone then (decision 272).
   */
  readonly outcomeFocus?: () => HTMLElement | null;
  readonly detail: Pick<
    TIdentificationDetail,
    'identificationId' | 'prospectId' | 'checklist' | 'answers' | 'script' | 'process'
  > & { readonly applicant: Pick<TIdentificationDetail['applicant'], 'fullName'> };
}

/**
 * Approve (only once the server's conditions hold: the same rule as the server's, from the
 * domain), reject with a reason, or send the applicant back to redo one part with a reason they
 * will see. Each is summed up in a confirmation before it is sent (decision 267).
 */
export function DecisionForm({ detail, outcomeFocus }: DecisionFormProps) {
  const t = useT();
  const decide = useDecide(detail);
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('APPROVE');
  const [redo, setRedo] = useState<RedoTarget>('DOCUMENTS');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<TDecisionRequest | null>(null);
  const failureRegion = useRef<HTMLDivElement>(null);

  const missing = missingApprovalConditions(detail);
  const approvalBlocked = outcome === 'APPROVE' && missing.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let decision: TDecisionRequest;
    if (outcome === 'APPROVE') {
      if (approvalBlocked) return;
      decision = { outcome: 'APPROVE' };
    } else {
      const trimmed = reason.trim();
      if (trimmed.length < REASON_MIN) {
        setReasonError(t('operator.call.decision.reasonShort'));
        return;
      }
      setReasonError(null);
      decision =
        outcome === 'REJECT'
          ? { outcome: 'REJECT', reason: trimmed }
          : { outcome: 'REDO', redo, reason: trimmed };
    }
    setAsked(decision);
  };

  const send = () => {
    if (asked === null) return;
    // Once stored, the call's detail says the outcome and this form is gone (use-call.ts).
    decide.mutate(asked, {
      onSuccess: () => setAsked(null),
      onError: (caught) => {
        setAsked(null);
        setFailure(
          isStaffApiError(caught) && (caught.status === 409 || caught.status === 422)
            ? t('operator.call.decision.failed')
            : t(failureKey(caught)),
        );
      },
    });
  };

  const summary = (decision: TDecisionRequest) => [
    {
      term: t('decisions.confirm.decision'),
      value: t(`decisions.confirm.outcome.${decision.outcome}`),
    },
    { term: t('decisions.confirm.applicant'), value: detail.applicant.fullName },
    { term: t('decisions.confirm.product'), value: processName(detail.process, t) },
    ...(decision.outcome === 'REDO'
      ? [
          {
            term: t('decisions.confirm.part'),
            value: t(`operator.call.decision.redoTargets.${decision.redo}`),
          },
        ]
      : []),
    ...(decision.outcome === 'APPROVE'
      ? []
      : [{ term: t('decisions.confirm.reason'), value: decision.reason }]),
  ];

  const missingId = `${id}-missing`;

  return (
    <Card heading={t('operator.call.decision.heading')}>
      <form className="stack" noValidate onSubmit={submit}>
        <fieldset className="decision__outcomes">
          <legend className="field__label">{t('operator.call.decision.outcome')}</legend>
          {OUTCOMES.map((value) => (
            <label key={value} className="decision__outcome">
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              <span>{t(`operator.call.decision.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {outcome === 'APPROVE' && missing.length > 0 ? (
          <div id={missingId} className="notice notice--warning">
            <p className="decision__missing-intro">{t('operator.call.decision.missingIntro')}</p>
            <ul className="decision__missing">
              {missing.map((condition) => (
                <li key={condition}>{t(`operator.call.decision.missing.${condition}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome === 'REDO' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-redo`}>
              {t('operator.call.decision.redoTarget')}
            </label>
            <select
              id={`${id}-redo`}
              className="field__control"
              value={redo}
              onChange={(event) => setRedo(event.target.value as RedoTarget)}
            >
              {REDO_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`operator.call.decision.redoTargets.${target}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {outcome !== 'APPROVE' ? (
          <TextAreaField
            label={t('operator.call.decision.reason')}
            hint={t('operator.call.decision.reasonHint')}
            error={reasonError}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <div ref={failureRegion}>
          <FailureRegion failure={failure} />
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={decide.isPending || approvalBlocked}
          aria-describedby={approvalBlocked ? missingId : undefined}
        >
          {t('operator.call.decision.submit')}
        </button>
      </form>
      {asked === null ? null : (
        <ConfirmDialog
          title={t(`decisions.confirm.title.${asked.outcome}`)}
          lead={
            asked.outcome === 'APPROVE'
              ? `${t('decisions.confirm.lead.APPROVE')} ${t('decisions.confirm.lead.APPROVE_FOUR_EYES')}`
              : t(`decisions.confirm.lead.${asked.outcome}`)
          }
          facts={summary(asked)}
          confirmLabel={t(`decisions.confirm.confirm.${asked.outcome}`)}
          cancelLabel={t('decisions.confirm.cancel')}
          busy={decide.isPending}
          onConfirm={send}
          onCancel={() => setAsked(null)}
          resultFocus={() =>
            failureRegion.current?.querySelector<HTMLElement>('.notice') ?? outcomeFocus?.() ?? null
          }
        />
      )}
    </Card>
  );
}
