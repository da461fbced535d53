import { useT } from '../../../lib/i18n/i18n-context';

/** What makes a photo pass the quality gate, said before the first try rather than after. */
export function PhotoTips() {
  const t = useT();
  return (
    <div className="photo-tips">
      <p className="photo-tips__title">{t('documents.upload.tipsTitle')}</p>
      <ul className="photo-tips__list">
        <li>{t('documents.upload.tips.frame')}</li>
        <li>{t('documents.upload.tips.light')}</li>
        <li>{t('documents.upload.tips.sharp')}</li>
      </ul>
    </div>
  );
}
