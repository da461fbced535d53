import {
  REDO_TARGETS,
  missingApprovalConditions,
  type RedoTarget,
  type TDecisionRequest,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { useT } from '@onboarding/web-shell';
import { useId, useState, type FormEvent } from 'react';
import { failureKey, isStaffApiError } from '../api/api-error';
import { useStaffApi } from '../app/staff-api-context';
import { Card } from '../ui/card';
import { FailureRegion } from '../ui/notice';
import { TextAreaField } from '../ui/text-field';

type Outcome = TDecisionRequest['outcome'];
const OUTCOMES: readonly Outcome[] = ['APPROVE', 'REJECT', 'REDO'];
const REASON_MIN = 3;
const REASON_MAX = 500;

export interface DecisionFormProps {
  readonly detail: Pick<
    TIdentificationDetail,
    'identificationId' | 'checklist' | 'answers' | 'script'
  >;
  /** The decision is stored: the call is over. */
  readonly onDecided: (outcome: Outcome) => void;
}

/**
 * Approve (only once the server's conditions hold: the same rule as the server's, from the
 * domain), reject with a reason, or send the applicant back to redo one part with a reason they
 * will see.
 */
export function DecisionForm({ detail, onDecided }: DecisionFormProps) {
  const t = useT();
  const api = useStaffApi();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('APPROVE');
  const [redo, setRedo] = useState<RedoTarget>('DOCUMENTS');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const missing = missingApprovalConditions(detail);
  const approvalBlocked = outcome === 'APPROVE' && missing.length > 0;

  const submit = async (event: FormEvent) => {
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
    setBusy(true);
    try {
      await api.decide(detail.identificationId, decision);
      onDecided(outcome);
    } catch (caught) {
      setBusy(false);
      setFailure(
        isStaffApiError(caught) && (caught.status === 409 || caught.status === 422)
          ? t('operator.call.decision.failed')
          : t(failureKey(caught)),
      );
    }
  };

  const missingId = `${id}-missing`;

  return (
    <Card heading={t('operator.call.decision.heading')}>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
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
        <FailureRegion failure={failure} />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || approvalBlocked}
          aria-describedby={approvalBlocked ? missingId : undefined}
        >
          {t('operator.call.decision.submit')}
        </button>
      </form>
    </Card>
  );
}
