import {
  ROUTES,
  ZCertificateConfirmForm,
  type TCertificateIdentity,
  type TCertificateStep,
} from '@onboarding/domain';
import { formatCountry } from '@onboarding/domain/format';
import { bankPage } from '@onboarding/web-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import {
  signingErrorKey,
  SigningCodeForm,
  useCodeRequest,
} from '../../components/signing-code/signing-code-form';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Form } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import { useZodForm } from '../../components/ui/use-zod-form';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import {
  certificateKey,
  issueCertificate,
  requestCertificateCode,
  useCertificateStep,
} from './api/certificate';
import { PageHeading } from '../../components/page-heading/page-heading';
import './certificate.css';

/** The certificate's own failures said in place, besides a refused code's. */
const IN_PLACE_CODES = ['CERTIFICATE_DATA_MISSING'];

function errorKey(error: unknown): string | null {
  return signingErrorKey(error, IN_PLACE_CODES);
}

/** dd.mm.yyyy of an ISO date or time, as the forms show dates. */
function displayDate(iso: string | null): string | null {
  const match = iso === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match === null ? null : `${match[3]}.${match[2]}.${match[1]}`;
}

function IdentityData({ identity }: { identity: TCertificateIdentity }) {
  const t = useT();
  const language = useLanguage();
  // The country by its name in the reader's language, never its ISO code (decision 238).
  const country = formatCountry(identity.countryCode, language);
  const rows: [string, string | null][] = [
    [t('signing.certificate.givenName'), identity.givenName],
    [t('signing.certificate.surname'), identity.surname],
    [t('signing.certificate.birthDate'), displayDate(identity.birthDate)],
    [t('signing.certificate.documentNumber'), identity.documentNumberMasked],
    [t('signing.certificate.mobile'), identity.mobileMasked],
    [t('signing.certificate.country'), country],
  ];
  return (
    <section className="certificate__identity" aria-labelledby="certificate-identity">
      <h2 id="certificate-identity" className="certificate__subtitle">
        {t('signing.certificate.identityLabel')}
      </h2>
      <dl className="certificate__data">
        {rows.map(([label, value]) => (
          <div key={label} className="certificate__row">
            <dt>{label}</dt>
            <dd>{value === null || value === '' ? t('signing.certificate.notGiven') : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ConfirmAndCode({
  prospectId,
  step,
  onIssued,
}: {
  prospectId: string;
  step: TCertificateStep;
  onIssued: () => void;
}) {
  const t = useT();
  const bank = bankPage();
  const queryClient = useQueryClient();
  const form = useZodForm(ZCertificateConfirmForm, {
    mode: 'onSubmit',
    defaultValues: { confirmIdentity: false },
  });
  const { sent, send } = useCodeRequest(() => requestCertificateCode(prospectId), step.code, {
    onSent: () => void queryClient.invalidateQueries({ queryKey: certificateKey(prospectId) }),
  });
  const mobile = step.identity.mobileMasked ?? '';
  return (
    <>
      <IdentityData identity={step.identity} />
      {/* The bank's own telephone (decision 229); a page that names no bank has none to give. */}
      {bank !== null && (
        <p className="certificate__hint">
          {t('signing.certificate.wrongData', { phone: bank.phone })}
        </p>
      )}
      {sent === null ? (
        <Form
          form={form}
          className="certificate__form"
          mainError={errorKey(send.error)}
          onSubmit={() => send.mutate()}
        >
          <Checkbox
            {...form.register('confirmIdentity')}
            label={t('signing.certificate.confirm')}
          />
          <div className="step-actions">
            <Button type="submit" loading={send.isPending}>
              {t('signing.certificate.sendCode')}
            </Button>
          </div>
        </Form>
      ) : (
        <SigningCodeForm
          className="certificate__form"
          sent={sent}
          send={send}
          sign={(code) => issueCertificate(prospectId, code)}
          onSigned={(issued) => {
            onIssued();
            queryClient.setQueryData(certificateKey(prospectId), issued);
          }}
          errorKey={errorKey}
          submitLabel={() => t('signing.certificate.issue')}
        >
          <p className="certificate__lead" role="status">
            {t('signing.certificate.codeLead', { mobile })}
          </p>
        </SigningCodeForm>
      )}
    </>
  );
}

/**
 * /certificate (decision 142): the identity data that goes into the signing
 * certificate, confirmed by the applicant; an SMS code; the certificate issued. Once it is, the
 * page goes on to /signcontract (a reload too).
 */
export function CertificatePage() {
  const t = useT();
  const { process } = useWizard();
  const prospectId = process.prospectId;
  const step = useCertificateStep(prospectId);
  const continueWizard = useContinueWizard(ROUTES.signContract);

  const [justIssued, setJustIssued] = useState(false);
  const issued = step.data?.certificate ?? null;

  // A reload (or a return) with the certificate issued goes on to the contracts.
  if (issued !== null && !justIssued) return <Navigate to={ROUTES.signContract} replace />;
  if (issued !== null) {
    return (
      <section className="step-card certificate" aria-labelledby="certificate-title">
        <PageHeading id="certificate-title" className="step-title">
          {t('signing.certificate.issuedTitle')}
        </PageHeading>
        <p className="step-lead" role="status">
          {t('signing.certificate.issuedText', { date: displayDate(issued.notAfter) ?? '' })}
        </p>
        <div className="step-actions">
          <Button onClick={() => void continueWizard(ROUTES.signContract)}>
            {t('signing.certificate.continue')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="step-card certificate" aria-labelledby="certificate-title">
      <PageHeading id="certificate-title" className="step-title">
        {t('signing.certificate.title')}
      </PageHeading>
      <p className="step-lead">{t('signing.certificate.lead')}</p>
      {step.isPending ? (
        <Spinner label={t('signing.certificate.loading')} />
      ) : step.isError ? (
        <div className="step-actions">
          <p className="certificate__hint">{t('signing.certificate.failed')}</p>
          <Button variant="secondary" onClick={() => void step.refetch()}>
            {t('signing.certificate.retry')}
          </Button>
        </div>
      ) : (
        <ConfirmAndCode
          prospectId={prospectId}
          step={step.data}
          onIssued={() => setJustIssued(true)}
        />
      )}
    </section>
  );
}
