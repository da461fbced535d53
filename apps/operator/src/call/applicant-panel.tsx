import type { TIdentificationDetail } from '@onboarding/domain';
import { FactList, useLanguage, useT } from '@onboarding/web-shell';
import { documentImageUrl } from '../api/staff-api';
import { Card } from '../ui/card';
import { formatPhone } from '../ui/format';
import { fieldLabel, fieldValue, sectionLabel } from './applicant-labels';

/** What the applicant entered, per section, and their identity document's sides. */
export function ApplicantPanel({ detail }: { detail: TIdentificationDetail }) {
  const t = useT();
  const language = useLanguage();
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
            <h4 className="facts-section__heading">{sectionLabel(t, section.section)}</h4>
            <FactList
              facts={section.fields.map((field) => ({
                id: field.label,
                term: fieldLabel(t, field.label),
                value:
                  field.value === '' ? none : fieldValue(t, language, field.label, field.value),
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
