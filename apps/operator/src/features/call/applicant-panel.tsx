import type { TIdentificationDetail } from '@onboarding/domain';
import { FactList, useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { documentImageUrl } from '../../shared/api/staff-api';
import { Card } from '../../shared/ui/card';
import { formatPhone } from '../../shared/ui/format';
import { fieldLabel, fieldValue, sectionLabel } from '../../shared/applicant-data/applicant-words';

/** What the applicant entered, per section, and their identity document's sides. */
export function ApplicantPanel({ detail }: { detail: TIdentificationDetail }) {
  const t = useT();
  // Every code in the console's words (decision 266), as on the case page.
  const words = { t, language: useLanguage(), variant: useVariant().id };
  const { applicant } = detail;
  const none = t('operator.call.applicant.none');
  return (
    <>
      <Card heading={t('operator.call.applicant.heading')}>
        <FactList
          facts={[
            { term: t('operator.call.applicant.email'), value: applicant.email },
            {
              term: t('operator.call.applicant.phone'),
              value: applicant.phoneNumber === null ? none : formatPhone(applicant.phoneNumber),
            },
          ]}
        />
        {applicant.sections.map((section) => (
          <div key={section.section} className="facts-section">
            <h4 className="facts-section__heading">{sectionLabel(words, section.section)}</h4>
            <FactList
              facts={section.fields.map((field) => ({
                id: field.label,
                term: fieldLabel(words, field.label),
                value: field.value === '' ? none : fieldValue(words, field.label, field.value),
              }))}
            />
          </div>
        ))}
      </Card>
      <Card heading={t('operator.call.documents.heading')}>
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
      </Card>
    </>
  );
}
