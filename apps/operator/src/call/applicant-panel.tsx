import type { TIdentificationDetail } from '@onboarding/domain';
import { useLanguage, useT } from '@onboarding/web-shell';
import { documentImageUrl } from '../api/staff-api';
import { fieldLabel, fieldValue, sectionLabel } from './applicant-labels';

/** What the applicant entered, per section, and their identity document's sides. */
export function ApplicantPanel({ detail }: { detail: TIdentificationDetail }) {
  const t = useT();
  const language = useLanguage();
  const { applicant } = detail;
  return (
    <>
      <section className="card" aria-labelledby="applicant-heading">
        <h3 id="applicant-heading" className="card__heading">
          {t('operator.call.applicant.heading')}
        </h3>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('operator.call.applicant.email')}</dt>
            <dd>{applicant.email}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('operator.call.applicant.phone')}</dt>
            <dd>{applicant.phoneNumber ?? t('operator.call.applicant.none')}</dd>
          </div>
        </dl>
        {applicant.sections.map((section) => (
          <div key={section.section} className="facts-section">
            <h4 className="facts-section__heading">{sectionLabel(t, section.section)}</h4>
            <dl className="facts">
              {section.fields.map((field) => (
                <div key={field.label} className="facts__row">
                  <dt>{fieldLabel(t, field.label)}</dt>
                  <dd>
                    {field.value === ''
                      ? t('operator.call.applicant.none')
                      : fieldValue(t, language, field.label, field.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby="documents-heading">
        <h3 id="documents-heading" className="card__heading">
          {t('operator.call.documents.heading')}
        </h3>
        {detail.documents.length === 0 ? (
          <p>{t('operator.call.documents.none')}</p>
        ) : (
          <ul className="documents">
            {detail.documents.map((document) => (
              <li key={document.imagePath}>
                <a href={documentImageUrl(document.imagePath)} target="_blank" rel="noreferrer">
                  <img
                    className="documents__image"
                    src={documentImageUrl(document.imagePath)}
                    alt={t('operator.call.documents.image', {
                      side: `${document.type} ${document.side}`,
                    })}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
