import { sidesOf, type HandoffStep, type THandoffStatus } from '@onboarding/domain';
import { Icon } from '../../../components/ui/icon';
import { translateCode } from '../../../components/ui/translate-code';
import { useT } from '../../../lib/i18n/i18n-context';
import { refusalKey } from '../hooks/refusal-message';

/** The steps the phone goes through for the chosen type (no back side for a passport). */
export function progressSteps(status: THandoffStatus): readonly HandoffStep[] {
  const sides =
    status.documents.idType === null ? ['FRONTVIEW', 'BACKVIEW'] : sidesOf(status.documents.idType);
  return [
    'LINK_OPENED',
    'ID_TYPE',
    ...(sides.includes('FRONTVIEW') ? (['FRONTVIEW'] as const) : []),
    ...(sides.includes('BACKVIEW') ? (['BACKVIEW'] as const) : []),
    'FINALIZED',
  ];
}

/**
 * What the phone has done so far, as the desktop sees it live: each step done or not yet, a side
 * the server refused with its reason, and the expiry of the link.
 */
export function HandoffProgress({ status }: { readonly status: THandoffStatus }) {
  const t = useT();
  const idType = status.documents.idType;
  const rejected = status.documents.sides.filter((side) => side.state === 'REJECTED');
  return (
    <div className="handoff-progress">
      <h2 id="handoff-progress-title" className="documents-upload__subtitle">
        {t('documents.handoff.progress.title')}
      </h2>
      <p className="documents-upload__note">{t('documents.handoff.progress.live')}</p>
      <ol className="handoff-progress__steps" aria-labelledby="handoff-progress-title">
        {progressSteps(status).map((step) => {
          const done = status.stepsDone.includes(step);
          return (
            <li
              key={step}
              className={['handoff-progress__step', done && 'handoff-progress__step--done']
                .filter(Boolean)
                .join(' ')}
            >
              <Icon name={done ? 'success' : 'info'} className="handoff-progress__icon" />
              <span>{t(`documents.handoff.progress.steps.${step}`)}</span>
              <span className="visually-hidden">
                {' '}
                {done
                  ? t('documents.handoff.progress.done')
                  : t('documents.handoff.progress.notYet')}
              </span>
            </li>
          );
        })}
      </ol>
      <div role="status" className="handoff-progress__news">
        {idType !== null &&
          rejected.map((side) => (
            <p key={side.side} className="handoff-progress__rejected">
              <Icon name="warning" />
              <span>
                {t('documents.handoff.progress.rejected', {
                  side: t(`documents.sides.${idType}.${side.side}`),
                  reason: translateCode(t, refusalKey(side.rejectionReason)),
                })}
              </span>
            </p>
          ))}
        {status.status === 'EXPIRED' ? <p>{t('documents.handoff.progress.expired')}</p> : null}
        {status.status === 'FINALIZED' ? <p>{t('documents.handoff.progress.finished')}</p> : null}
      </div>
    </div>
  );
}
