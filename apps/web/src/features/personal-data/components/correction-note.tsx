import type { TCorrection } from '@onboarding/domain';
import { useId } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The video operator's correction (decision 244), above the one section it opens: that the
 * adviser asked for it, their reason in their words, and that the rest stays as given.
 */
export function CorrectionNote({ correction }: { readonly correction: TCorrection }) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="info-note personal-data__correction" role="note" aria-labelledby={titleId}>
      <Icon name="info" />
      <div>
        <p id={titleId} className="personal-data__correction-title">
          {t('personalData.correction.title')}
        </p>
        <p>{t('personalData.correction.reason', { reason: correction.reason })}</p>
        <p>{t('personalData.correction.kept')}</p>
      </div>
    </div>
  );
}
