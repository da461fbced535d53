import {
  COMMERCIAL_CONSENTS,
  consentsRequestFromForm,
  formBlocksOnlineContinuation,
  ROUTES,
  ZConsentsForm,
  ZIneligibilityReason,
  type TConsentsResult,
} from '@onboarding/domain';
import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { RadioGroup } from '../../components/ui/radio-group';
import { useZodForm } from '../../components/ui/use-zod-form';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/api-error';
import { useT } from '../../lib/i18n/i18n-context';
import { useWizard } from '../../lib/wizard/wizard-context';
import { submitConsents } from './api/consents';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { PageHeading } from '../../components/page-heading/page-heading';
import './consents.css';

const LEGAL_FIELDS = [
  { field: 'PEPConsent', key: 'pep' },
  { field: 'FATCAConsent', key: 'fatca' },
  { field: 'CRSConsent', key: 'crs' },
] as const;

const EMPTY_FORM = {
  PEPConsent: '',
  FATCAConsent: '',
  CRSConsent: '',
  BANKING_OFFERS: '',
  LEGAL_ENTITY_OFFERS: '',
  POLLS: '',
} as const;

/** Where the answer of `POST prospects/{id}/consents` leads (spec 1 §4 and §8). */
function nextPath(result: TConsentsResult): string {
  if (result.prospectState === 'PROSPECT_REDIRECT_TO_BRANCH') {
    return paths.errorSelectBranch.getHref();
  }
  if (result.prospectState === 'PROSPECT_REJECTED') {
    const reason = ZIneligibilityReason.safeParse(result.criteries);
    return paths.errorPage.getHref(reason.success ? reason.data : undefined);
  }
  return ROUTES.consentsPdf;
}

/**
 * /consents (spec 2 §3 and §5, decision 110): the legal questions PEP, FATCA and CRS as yes/no, the
 * profiling consents as agree/disagree, and Next. A yes to a legal question offers the branch at
 * once; sending then ends the online process at the branch appointment page.
 */
export function ConsentsPage() {
  const t = useT();
  const { process } = useWizard();
  const continueWizard = useContinueWizard(ROUTES.home);
  const form = useZodForm(ZConsentsForm, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_FORM,
  });
  const values = useWatch({ control: form.control });
  const toBranch = formBlocksOnlineContinuation(values);
  const submit = useMutation({
    mutationFn: (body: Parameters<typeof submitConsents>[1]) =>
      submitConsents(process.prospectId, body),
    onSuccess: (result) => continueWizard(nextPath(result)),
    onError: (error) => {
      // Answered already (another tab, a double click): the wizard knows the next page.
      if (isApiError(error) && error.status === 409) void continueWizard();
    },
  });
  const mainError =
    submit.isError && !(isApiError(submit.error) && submit.error.status === 409)
      ? 'errors.technical'
      : null;

  const yesNo = [
    { value: 'true', label: t('consents.legal.yes') },
    { value: 'false', label: t('consents.legal.no') },
  ];
  const agree = [
    { value: 'YES', label: t('consents.profiling.yes') },
    { value: 'NO', label: t('consents.profiling.no') },
  ];

  return (
    <section className="step-card consents" aria-labelledby="consents-title">
      <PageHeading id="consents-title" className="step-title">
        {t('consents.page.title')}
      </PageHeading>
      <p className="consents__lead">{t('consents.page.lead')}</p>
      <Form
        form={form}
        mainError={mainError}
        className="consents__form"
        onSubmit={(answers) => submit.mutate(consentsRequestFromForm(answers))}
      >
        <h2 className="consents__subtitle">{t('consents.legal.legend')}</h2>
        {LEGAL_FIELDS.map(({ field, key }) => (
          <RadioGroup
            key={field}
            {...form.register(field)}
            legend={t(`consents.legal.${key}.question`)}
            hint={t(`consents.legal.${key}.explanation`)}
            options={yesNo}
            className="consents__question"
            inline
            required
          />
        ))}

        <div className="consents__branch-offer" role="status">
          {toBranch ? (
            <>
              <h2 className="consents__branch-title">{t('consents.branchOffer.title')}</h2>
              <p className="consents__branch-text">{t('consents.branchOffer.text')}</p>
            </>
          ) : null}
        </div>

        <h2 className="consents__subtitle">{t('consents.profiling.legend')}</h2>
        <p className="consents__intro">{t('consents.profiling.intro')}</p>
        {COMMERCIAL_CONSENTS.map((consent) => (
          <RadioGroup
            key={consent}
            {...form.register(consent)}
            legend={t(`consents.profiling.${consent}`)}
            options={agree}
            className="consents__question"
            inline
            required
          />
        ))}

        <div className="step-actions">
          <Button type="submit" loading={submit.isPending || submit.isSuccess}>
            {toBranch ? t('consents.branchOffer.continue') : t('consents.next')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
