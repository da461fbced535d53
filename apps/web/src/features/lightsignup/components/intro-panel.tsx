import type { ProcessName } from '@onboarding/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useInvalidSubmit } from '../../../components/ui/use-invalid-submit';
import { bankPageUrl, type BankSitePage } from '../../../config/bank';
import { useT } from '../../../lib/i18n/i18n-context';
import { bankSiteUrl } from '../../../lib/variant/read-bank-site';

const BENEFITS = ['videoChat', 'activationCode'] as const;

const TERMS_PAGES = [
  { page: 'generalTerms', label: 'lightsignup.intro.termsLink' },
  { page: 'dataProtection', label: 'lightsignup.intro.privacyLink' },
] as const satisfies readonly { page: BankSitePage; label: string }[];

export interface IntroPanelProps {
  /** The product the applicant signs up for: from the address, else the default. */
  readonly product: ProcessName;
  /** The products the applicant may choose among here. */
  readonly choices: readonly ProcessName[];
  readonly onProductChange: (product: ProcessName) => void;
  readonly onContinue: () => void;
}

/**
 * The intro of the light sign-up: the product (chosen here, or preselected from `?product=`),
 * three benefits of that product and the terms with links to read them. Continue before the terms
 * are ticked says so at the box and moves focus there (decision 248: no button that silently does
 * nothing, as a disabled one would).
 */
export function IntroPanel({ product, choices, onProductChange, onContinue }: IntroPanelProps) {
  const t = useT();
  const listId = useId();
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const terms = useRef<HTMLInputElement>(null);
  const invalid = useInvalidSubmit();
  const site = bankSiteUrl();
  return (
    <section className="lightsignup__intro">
      <p className="step-lead">{t('lightsignup.intro.lead')}</p>
      <RadioGroup
        name="product"
        legend={t('lightsignup.intro.product.legend')}
        value={product}
        options={choices.map((choice) => ({
          value: choice,
          label: t(`start.products.${choice}.name`),
          hint: t(`start.products.${choice}.description`),
        }))}
        onValueChange={(chosen) => {
          const match = choices.find((choice) => choice === chosen);
          if (match !== undefined) onProductChange(match);
        }}
      />
      <h2 className="lightsignup__subtitle" id={listId}>
        {t('lightsignup.intro.benefitsLabel')}
      </h2>
      <ul className="lightsignup__benefits" aria-labelledby={listId}>
        <li className="lightsignup__benefit">
          {t(`lightsignup.intro.benefits.beneficiary.${product}`)}
        </li>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="lightsignup__benefit">
            {t(`lightsignup.intro.benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <Checkbox
        name="terms"
        label={t('lightsignup.intro.terms')}
        hint={
          <>
            {t('lightsignup.intro.termsLinks')}{' '}
            {TERMS_PAGES.map(({ page, label }, index) => (
              <span key={page}>
                {index > 0 ? ' · ' : null}
                <a href={bankPageUrl(site, page)} target="_blank" rel="noopener noreferrer">
                  {t(label)}
                  <span className="visually-hidden"> {t('lightsignup.intro.newTab')}</span>
                </a>
              </span>
            ))}
          </>
        }
        ref={terms}
        checked={accepted}
        error={mustAccept && !accepted ? 'lightsignup.intro.termsRequired' : null}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <Button
        type="button"
        onClick={() => {
          if (accepted) return onContinue();
          setMustAccept(true);
          invalid.onInvalid({ announce: false, target: () => terms.current });
        }}
      >
        {t('lightsignup.intro.continue')}
      </Button>
    </section>
  );
}
