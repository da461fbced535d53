import {
  distinctBranchName,
  isLoanProcess,
  type TActivationCodeView,
  type TChosenBranch,
  type TDepositChoice,
  type TWelcomeData,
  welcomeStateOf,
} from '@onboarding/domain';
import { formatDate, formatMoney } from '@onboarding/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@onboarding/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { Icon } from '../../components/ui/icon';
import { PaymentInstructions } from '../../components/payment-instructions/payment-instructions';
import { Spinner } from '../../components/ui/spinner';
import { trackConversion } from '../../lib/analytics/data-layer';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import { useWizard } from '../../lib/wizard/wizard-context';
import {
  chosenBranchQueryOptions,
  pennyTransferDetailsQueryOptions,
  recordWelcomeShown,
  renewActivationCode,
  welcomeKey,
  welcomeQueryOptions,
} from './api/welcome';
import { PageHeading } from '../../components/page-heading/page-heading';
import { DepositMaturityStep, DepositSummary } from './deposit-summary';
import { LoanNextSteps, LoanPayoutSummary } from './loan-payout-summary';
import './welcome.css';

/** spec 1 §9, decision 146: while the penny transfer is awaited the page asks every 10 seconds. */
export const WAITING_POLL_INTERVAL_MS = 10_000;

/** A copy button whose text names what it copies, with a tick beside the announcement. */
function CopyWithIcon({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) {
  const t = useT();
  return (
    <CopyButton
      value={value}
      copiedMessage={
        <>
          <Icon name="check" /> {copiedLabel}
        </>
      }
      failedMessage={t('welcome.copyFailed')}
      className="welcome__copy"
      statusClassName="welcome__copy-status"
    >
      <Icon name="document" />
      {label}
    </CopyButton>
  );
}

/** A block of the page, named by its heading (a region screen readers list). */
function Block({
  id,
  heading,
  activation = false,
  children,
}: {
  id: string;
  heading: MessageKey;
  /** The activation code's block, laid out as its own. */
  activation?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      className={activation ? 'welcome__block welcome__activation' : 'welcome__block'}
      aria-labelledby={id}
    >
      <h2 id={id} className="welcome__heading">
        {t(heading)}
      </h2>
      {children}
    </section>
  );
}

function ProductSummary({
  data,
  branch,
}: {
  data: TWelcomeData;
  branch: TChosenBranch | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const { product } = data;
  const chosen = branch?.chosen?.branch;
  const name = chosen === undefined ? null : distinctBranchName(chosen);
  return (
    <Block
      id="welcome-summary"
      heading={
        isLoanProcess(product.process) ? 'welcome.summary.headingLoan' : 'welcome.summary.heading'
      }
    >
      <dl className="welcome__facts">
        <div>
          <dt>{t('welcome.summary.product')}</dt>
          <dd>{t(`welcome.processes.${product.process}`)}</dd>
        </div>
        {product.packageName !== null && (
          <div>
            <dt>{t('welcome.summary.package')}</dt>
            <dd>{t(`welcome.packages.${product.packageName}`)}</dd>
          </div>
        )}
        {product.packageName !== null && (
          <div>
            <dt>{t('welcome.summary.fee')}</dt>
            <dd>
              {product.fee === null
                ? t('welcome.summary.tariff')
                : t('welcome.summary.feeText', {
                    intro: formatMoney(
                      product.fee.introductoryMonthly,
                      product.fee.currency,
                      language,
                    ),
                    months: product.fee.introductoryMonths,
                    after: formatMoney(
                      product.fee.afterwardsMonthly,
                      product.fee.currency,
                      language,
                    ),
                  })}
            </dd>
          </div>
        )}
        {chosen === undefined ? null : (
          <div>
            <dt>{t('welcome.summary.branch')}</dt>
            <dd>
              {/* The name only when it says more than the place (decision 242). */}
              {t(name === null ? 'welcome.summary.branchStreet' : 'welcome.summary.branchAddress', {
                name: name ?? '',
                street: chosen.street,
                houseNumber: chosen.houseNumber,
                postalCode: chosen.postalCode,
                city: chosen.city,
              })}
            </dd>
          </div>
        )}
      </dl>
    </Block>
  );
}

function AccountNumber({ account }: { account: TWelcomeData['account'] }) {
  const t = useT();
  return (
    <Block id="welcome-account" heading="welcome.account.heading">
      {account === null ? (
        <p className="welcome__muted">{t('welcome.account.pending')}</p>
      ) : (
        <>
          <p className="welcome__iban">{account.ibanFormatted}</p>
          <CopyWithIcon
            value={account.iban}
            label={t('welcome.account.copy')}
            copiedLabel={t('welcome.account.copied')}
          />
        </>
      )}
    </Block>
  );
}

function ActivationCode({
  prospectId,
  productId,
  activation,
}: {
  prospectId: string;
  productId: string;
  activation: TActivationCodeView;
}) {
  const t = useT();
  const language = useLanguage();
  const { timeZone } = useVariant();
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => renewActivationCode(prospectId),
    onSuccess: (fresh) => {
      queryClient.setQueryData(welcomeKey(productId), (data: TWelcomeData | undefined) =>
        data === undefined ? data : { ...data, activation: fresh },
      );
    },
  });
  // The day the code expires, read in the bank's time zone (decision 238).
  const validUntil = formatDate(activation.expiresAt, language, { timeZone });
  return (
    <Block id="welcome-activation" heading="welcome.activation.heading" activation>
      <p className="welcome__muted">{t('welcome.activation.lead')}</p>
      <div className="welcome__activation-body">
        <div className="welcome__code-box">
          <p className="welcome__code-label" id="welcome-code-label">
            {t('welcome.activation.codeLabel')}
          </p>
          <p className="welcome__code" aria-labelledby="welcome-code-label">
            {activation.code.split('-').map((group, index) => (
              <span key={index} className="welcome__code-group">
                {group}
              </span>
            ))}
          </p>
          <p className="welcome__muted">
            {t('welcome.activation.validUntil', { date: validUntil })}
          </p>
          <CopyWithIcon
            value={activation.code}
            label={t('welcome.activation.copy')}
            copiedLabel={t('welcome.activation.copied')}
          />
        </div>
        <img
          className="welcome__qr"
          src={activation.qrSvgDataUrl}
          alt={t('welcome.activation.qrAlt', { code: activation.code })}
          width={200}
          height={200}
        />
      </div>
      <div className="welcome__renew">
        <Button variant="link" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('welcome.activation.renew')}
        </Button>
        <p role="status" className="welcome__renew-status">
          {renew.isSuccess && t('welcome.activation.renewed')}
          {renew.isError && t('welcome.activation.renewFailed')}
        </p>
      </div>
    </Block>
  );
}

function NextSteps({
  times,
  active,
  paymentTimesShown,
  deposit,
}: {
  times: TWelcomeData['times'];
  active: boolean;
  /** The payment details already say when a paid product opens. */
  paymentTimesShown: boolean;
  /** A day deposit's choice: its maturity comes next, not an account's activation. */
  deposit: TDepositChoice | null;
}) {
  const t = useT();
  return (
    <Block id="welcome-next" heading="welcome.next.heading">
      <ul className="welcome__next">
        {/* spec 1 §9: a penny transfer decides when the product opens; then the usual times. */}
        {!active && !paymentTimesShown && <li>{t('welcome.waiting.paymentTimes')}</li>}
        {deposit === null ? (
          <li>{t('welcome.next.accountActive', { count: times.accountActiveWithinHours })}</li>
        ) : (
          deposit.fundedAt !== null && <DepositMaturityStep deposit={deposit} />
        )}
        {times.debitCardWithinWeeks !== null && (
          <li>{t('welcome.next.debitCard', { count: times.debitCardWithinWeeks })}</li>
        )}
        {active && <li>{t('welcome.next.email')}</li>}
      </ul>
    </Block>
  );
}

/**
 * The conversion of spec 3, once per product: the server records the first showing
 * (`welcomeupdate`) and says whether this was it, so a reload or a second tab fires nothing.
 */
function useConversionOnce(data: TWelcomeData | undefined) {
  const t = useT();
  const language = useLanguage();
  const sent = useRef(false);
  const active = data?.state === 'ACTIVE' && data.activation !== null;
  const productId = data?.productId;
  const conversion = data?.conversion;
  useEffect(() => {
    if (!active || sent.current || productId === undefined || conversion === undefined) return;
    sent.current = true;
    recordWelcomeShown(productId)
      .then((shown) => {
        if (!shown.firstTime) return;
        trackConversion({
          path: '/welcome',
          title: t('page.welcome.title'),
          language,
          product: conversion,
        });
      })
      // The record is retried on the next visit; the page itself does not depend on it.
      .catch(() => {
        sent.current = false;
      });
  }, [active, productId, conversion, t, language]);
}

/**
 * The top of the page: what was opened, or that the payment is awaited. The product's state and
 * process come with the status the guard already has, so this shows before the page's own data
 * (decision 286); `children` (the payment's instructions) follow once that data has come.
 */
function WelcomeHero({
  waiting,
  isLoan,
  product,
  children,
}: {
  waiting: boolean;
  isLoan: boolean;
  product: string;
  children?: ReactNode;
}) {
  const t = useT();
  return waiting ? (
    <div className="welcome__hero">
      <PageHeading id="welcome-title" className="step-title">
        {t('welcome.waiting.heading')}
      </PageHeading>
      <p className="welcome__lead">{t('welcome.waiting.lead', { product })}</p>
      <p className="info-note waiting-note" role="status">
        <Spinner size="sm" decorative /> {t('welcome.waiting.checking')}
      </p>
      {children}
    </div>
  ) : (
    <div className="welcome__hero">
      <Icon name="success" className="welcome__hero-icon" />
      <PageHeading id="welcome-title" className="step-title">
        {t('welcome.title')}
      </PageHeading>
      <p className="welcome__lead">
        {isLoan ? t('welcome.loan.lead') : t('welcome.lead', { product })}
      </p>
    </div>
  );
}

/**
 * /welcome (spec 1 §1 step 10, decision 146): the end of the journey. The account
 * number, what was opened, the mobile-app activation code with its QR, what happens next; while a
 * penny transfer is awaited, a waiting state that turns into the welcome when the payment lands.
 */
export function WelcomePage() {
  const t = useT();
  const { process } = useWizard();
  const query = useQuery({
    ...welcomeQueryOptions(process.productId),
    refetchInterval: (current) =>
      current.state.data?.state === 'WAITING_FOR_PAYMENT' ? WAITING_POLL_INTERVAL_MS : false,
  });
  const data = query.data;
  useConversionOnce(data);
  // Until the page's data has come, the status's product state says which welcome this is.
  const waiting = (data?.state ?? welcomeStateOf(process.productState)) === 'WAITING_FOR_PAYMENT';
  const payment = useQuery({
    ...pennyTransferDetailsQueryOptions(process.productId),
    enabled: waiting,
    refetchInterval: waiting ? WAITING_POLL_INTERVAL_MS : false,
  });
  const branch = useQuery(chosenBranchQueryOptions(process.prospectId));
  const processName = data?.product.process ?? process.processName;
  const product = t(`welcome.processes.${processName}`);
  // decision 233: a loan is paid into the applicant's own account; it opens none of ours.
  const isLoan = isLoanProcess(processName);

  // A deposit waiting for its payment shows the payment's instructions near the top: the page
  // waits for them too, so they are not put in once the rest is shown, pushing it all down. The
  // card reaches the screen's bottom meanwhile (decision 285); the hero stays where it is.
  if (query.isPending || (waiting && payment.isPending)) {
    return (
      <section
        className="step-card step-card--loading welcome"
        aria-labelledby="welcome-title"
        aria-busy="true"
      >
        <WelcomeHero waiting={waiting} isLoan={isLoan} product={product} />
        <Spinner label={t('welcome.loading')} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="step-card welcome" aria-labelledby="welcome-title">
        <PageHeading id="welcome-title" className="step-title">
          {t('welcome.title')}
        </PageHeading>
        <p>{t('welcome.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('welcome.retry')}
        </Button>
      </section>
    );
  }

  const loanPayout = query.data.loanPayout ?? null;
  return (
    <section className="step-card welcome" aria-labelledby="welcome-title">
      <WelcomeHero waiting={waiting} isLoan={isLoan} product={product}>
        {payment.data !== undefined && <PaymentInstructions transfer={payment.data} />}
      </WelcomeHero>
      {!isLoan ? (
        <AccountNumber account={query.data.account} />
      ) : loanPayout !== null ? (
        <LoanPayoutSummary productId={query.data.productId} payout={loanPayout} />
      ) : null}
      {query.data.deposit ? <DepositSummary deposit={query.data.deposit} /> : null}
      <ProductSummary data={query.data} branch={branch.data} />
      {query.data.activation !== null && (
        <ActivationCode
          prospectId={query.data.prospectId}
          productId={query.data.productId}
          activation={query.data.activation}
        />
      )}
      {!isLoan ? (
        <NextSteps
          times={query.data.times}
          active={!waiting}
          paymentTimesShown={waiting && payment.data !== undefined}
          deposit={query.data.deposit ?? null}
        />
      ) : loanPayout !== null ? (
        <LoanNextSteps payout={loanPayout} />
      ) : null}
    </section>
  );
}
