import {
  scriptActions,
  type TCallScript,
  type TInteractionAnswer,
  type VideoInteractionAction,
} from '@onboarding/domain';
import { useT, type I18n } from '@onboarding/web-shell';
import { useState } from 'react';
import { usePushAction } from './use-call';
import { Card } from '../../shared/ui/card';
import { Notice } from '../../shared/ui/notice';

function describeAnswer(answer: TInteractionAnswer, t: I18n['t']): string {
  switch (answer.kind) {
    case 'CONSENT': {
      const { name, response } = answer.answer;
      return t('operator.call.answers.consent', {
        name: t(`operator.call.consents.${name}`),
        response: t(`operator.call.answers.${response}`),
      });
    }
    case 'OTP':
      return answer.confirmed
        ? t('operator.call.answers.otpConfirmed')
        : t('operator.call.answers.otpRefused', { count: String(answer.attemptsLeft) });
    case 'CARD_NAME':
      return answer.corrected
        ? t('operator.call.answers.cardNameCorrected', { name: answer.cardName })
        : t('operator.call.answers.cardName', { name: answer.cardName });
  }
}

export interface InteractionPanelProps {
  readonly identificationId: string;
  readonly answers: readonly TInteractionAnswer[];
  /** What this product's call asks (decision 230): only its forms are offered. */
  readonly script: TCallScript;
  readonly disabled: boolean;
}

/** The consents the script asks, each with its answer so far, and those the flow answered. */
function ScriptConsents({
  script,
  answers,
}: {
  readonly script: TCallScript;
  readonly answers: readonly TInteractionAnswer[];
}) {
  const t = useT();
  const answerOf = (name: string) =>
    answers.find((answer) => answer.kind === 'CONSENT' && answer.answer.name === name);
  return (
    <>
      {script.debitCard ? null : <p className="script__note">{t('operator.call.script.noCard')}</p>}
      {script.consents.length === 0 ? null : (
        <>
          <h4 className="answers__heading">{t('operator.call.script.heading')}</h4>
          <ul className="answers script__consents">
            {script.consents.map((name) => {
              const answer = answerOf(name);
              return (
                <li key={name}>
                  {t('operator.call.answers.consent', {
                    name: t(`operator.call.consents.${name}`),
                    response:
                      answer?.kind === 'CONSENT'
                        ? t(`operator.call.answers.${answer.answer.response}`)
                        : t('operator.call.script.pending'),
                  })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {script.answeredInFlow.map((given) => (
        <p key={given.name} className="script__note">
          {t('operator.call.script.answeredInFlow', {
            name: t(`operator.call.consents.${given.name}`),
            response: t(`operator.call.answers.${given.response}`),
          })}
        </p>
      ))}
    </>
  );
}

/** The buttons that show a form to the applicant, and their answers as they arrive. */
export function InteractionPanel({
  identificationId,
  answers,
  script,
  disabled,
}: InteractionPanelProps) {
  const t = useT();
  const pushAction = usePushAction(identificationId);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = pushAction.isPending;

  const push = (action: VideoInteractionAction) => {
    setMessage(null);
    pushAction.mutate(action, {
      onSuccess: () =>
        setMessage({
          tone: 'success',
          text: t('operator.call.actions.sent', { form: t(`operator.call.actions.${action}`) }),
        }),
      onError: () => setMessage({ tone: 'error', text: t('operator.call.actions.failed') }),
    });
  };

  return (
    <Card heading={t('operator.call.actions.heading')}>
      <div className="action-buttons">
        {scriptActions(script).map((action) => (
          <button
            key={action}
            type="button"
            className="button button--secondary"
            disabled={disabled || busy}
            onClick={() => push(action)}
          >
            {t(`operator.call.actions.${action}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </div>
      <ScriptConsents script={script} answers={answers} />
      <h4 className="answers__heading">{t('operator.call.answers.heading')}</h4>
      {answers.length === 0 ? (
        <p>{t('operator.call.answers.none')}</p>
      ) : (
        <ol className="answers" aria-live="polite">
          {answers.map((answer, index) => (
            <li key={`${answer.at}-${index}`}>
              <time dateTime={answer.at} className="answers__time tabular">
                {answer.at.slice(11, 19)}
              </time>{' '}
              {describeAnswer(answer, t)}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
