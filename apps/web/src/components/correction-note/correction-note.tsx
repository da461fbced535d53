import type { TCorrection } from '@onboarding/domain';
import { useId } from 'react';
import { Icon } from '../ui/icon';
import { useT } from '../../lib/i18n/i18n-context';
import './correction-note.css';

/**
 * The video operator's correction (decision 244), above what it asks for: that the adviser asked
 * for it, their reason in their words, and that the rest stays as given. `texts` names the
 * catalogue's group: the personal data section or the identity documents.
 */
export function CorrectionNote({
  correction,
  texts,
}: {
  readonly correction: TCorrection;
  readonly texts: 'personalData.correction' | 'documents.correction';
}) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="info-note correction-note" role="note" aria-labelledby={titleId}>
      <Icon name="info" />
      <div>
        <p id={titleId} className="correction-note__title">
          {t(`${texts}.title`)}
        </p>
        <p>{t(`${texts}.reason`, { reason: correction.reason })}</p>
        <p>{t(`${texts}.kept`)}</p>
      </div>
    </div>
  );
}
