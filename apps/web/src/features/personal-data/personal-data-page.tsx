import { startTransition, Suspense, useEffect, useState } from 'react';
import { PageHeading } from '../../components/page-heading/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { afterPaint } from '../../lib/chunks/after-paint';
import { lazyComponent } from '../../lib/chunks/lazy-component';
import { useT } from '../../lib/i18n/i18n-context';
import './personal-data.css';

// The form, its rules and lookups are most of the screen's code (the phone numbering plan alone is
// about 35 KB, decision 235): the heading and lead paint first, the form follows (decision 222).
// Its largest modules, the numbering plans and the postal codes, are asked for beside it, so that
// each is evaluated in a task of its own as it arrives, not in one long task with the form's code
// (decision 226).
const PersonalDataEditor = lazyComponent(() => {
  void import('@onboarding/domain/phone');
  void import('@onboarding/domain/postal-codes');
  return import('./components/personal-data-editor').then((module) => module.PersonalDataEditor);
});

/**
 * spec 1 §2 DataEntry (`/personaldata`): the applicant's personal data, address, contacts,
 * employment and purpose of business, and the student data of the Diploma package. Opens with what
 * was saved before and the values read from the identity document.
 */
export function PersonalDataPage() {
  const t = useT();
  const [painted, setPainted] = useState(false);
  // A transition: the form's render takes turns with the browser instead of blocking it.
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  const loading = <Spinner label={t('common.loading')} />;

  return (
    <section className="personal-data" aria-labelledby="personal-data-title">
      <header className="personal-data__header">
        <PageHeading id="personal-data-title" className="step-title">
          {t('personalData.title')}
        </PageHeading>
        <p className="personal-data__lead">{t('personalData.lead')}</p>
      </header>
      {painted ? (
        <Suspense fallback={loading}>
          <PersonalDataEditor />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
