import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useT } from '../../../lib/i18n/i18n-context';

const BENEFITS = ['beneficiary', 'videoChat', 'activationCode'] as const;

/** The intro of the light sign-up: three benefits and the terms, which unlock Continue. */
export function IntroPanel({ onContinue }: { readonly onContinue: () => void }) {
  const t = useT();
  const listId = useId();
  const [accepted, setAccepted] = useState(false);
  return (
    <section className="lightsignup__intro">
      <p className="step-lead">{t('lightsignup.intro.lead')}</p>
      <h3 className="lightsignup__subtitle" id={listId}>
        {t('lightsignup.intro.benefitsLabel')}
      </h3>
      <ul className="lightsignup__benefits" aria-labelledby={listId}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="lightsignup__benefit">
            {t(`lightsignup.intro.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <Checkbox
        name="terms"
        label={t('lightsignup.intro.terms')}
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <Button type="button" disabled={!accepted} onClick={onContinue}>
        {t('lightsignup.intro.continue')}
      </Button>
    </section>
  );
}
