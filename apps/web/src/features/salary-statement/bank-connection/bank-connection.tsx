import {
  UPLOAD_ALTERNATIVE_CODES,
  ZAccountChoiceForm,
  ZBankChoiceForm,
  type TBankAccount,
  type TBankConnection,
  type TBankProvider,
  type TIncomeFound,
} from '@onboarding/domain';
import { sortByText } from '@onboarding/domain/format';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError, TIMEOUT_CODE } from '../../../lib/api/api-error';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import {
  createLogin,
  finishSelection,
  readConnection,
  useBankProviders,
  useOpenBankingCheck,
} from './api/open-banking';
import './bank-connection.css';

export interface BankConnectionProps {
  readonly prospectId: string;
  /** The income found in the chosen account's last three months. */
  readonly onIncomeFound: (income: TIncomeFound) => void;
  /** The applicant prefers (or, the bank failing, needs) to upload the statements. */
  readonly onChooseUpload: () => void;
  /**
   * Where the bank's redirect back left the connection (decision 250): the page's address
   * carried the connection made, or the code of the failure; null on a first visit.
   */
  readonly returned?: BankReturn | null;
  /** Sends the browser to the bank's login page (a test watches it instead). */
  readonly leaveFor?: (url: string) => void;
}

export type BankReturn = { readonly connectionId: string } | { readonly error: string };

interface AccountStep {
  readonly kind: 'account';
  readonly connectionId: string;
  readonly accounts: readonly TBankAccount[];
}
type Step =
  | { readonly kind: 'bank' }
  | { readonly kind: 'redirecting'; readonly bank: TBankProvider }
  | { readonly kind: 'returning'; readonly connectionId: string }
  | AccountStep
  | { readonly kind: 'failed'; readonly code: FailureCode };

/** The refusals the screen explains in a message of its own (salaryStatement.bank.errors). */
const FAILURE_CODES = [
  'BANK_DENIED',
  'BANK_CODE_EXPIRED',
  'BANK_STATE_MISMATCH',
  'CONNECTION_FAILED',
  'CONNECTION_STATE_CONFLICT',
  'BANK_FAILED',
  'BANK_TIMEOUT',
  'OPEN_BANKING_UNAVAILABLE',
  'TOO_MANY_REQUESTS',
  'PROSPECT_STATE_CONFLICT',
  'UNKNOWN',
] as const;
type FailureCode = (typeof FAILURE_CODES)[number];

const isFailureCode = (code: string): code is FailureCode =>
  (FAILURE_CODES as readonly string[]).includes(code);

/** The code of a failed call as the screen tells it; a lost answer counts as a bank timeout. */
function failureOf(error: unknown): FailureCode {
  if (!isApiError(error) || error.code === undefined) return 'UNKNOWN';
  if (error.code === TIMEOUT_CODE) return 'BANK_TIMEOUT';
  return isFailureCode(error.code) ? error.code : 'UNKNOWN';
}

const offersUpload = (code: FailureCode) =>
  code === 'TOO_MANY_REQUESTS' || (UPLOAD_ALTERNATIVE_CODES as readonly string[]).includes(code);

/** The spec's country code of the bank list: SL for Slovenia (spec 3 §7), else the ISO code. */
function countryCodeOf(country: string): string {
  return country === 'SI' ? 'SL' : country;
}

/** What every step after the bank's choice is given. */
interface StepProps {
  readonly prospectId: string;
  readonly onFailure: (code: FailureCode) => void;
}

/** A step's call to the bank: its answer handed on, a failure the screen's. */
function useBankCall<V, R>(
  call: (value: V) => Promise<R>,
  onAnswer: (answer: R) => void,
  onFailure: (code: FailureCode) => void,
) {
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => onAnswer(answer),
    onError: (error) => onFailure(failureOf(error)),
  });
}

/** A step's form: what it asks, then its actions, the submit button last. */
function StepForm<V extends FieldValues, O>({
  form,
  onSubmit,
  submitLabel,
  submitting = false,
  back = null,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  submitLabel: string;
  submitting?: boolean;
  /** An action before the submit button (choosing another bank). */
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form form={form} className="bank-connection__form" onSubmit={onSubmit}>
      {children}
      <div className="step-actions bank-connection__actions">
        {back}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The bank's choice, then `createlogin`: the answer is the bank's own login page, where the
 * browser goes (decision 250). The password is typed there, never here.
 */
function BankChoice({
  banks,
  prospectId,
  onLeaving,
  onConnected,
  onFailure,
  leaveFor,
}: StepProps & {
  banks: readonly TBankProvider[];
  leaveFor: (url: string) => void;
  onLeaving: (bank: TBankProvider) => void;
  onConnected: (answer: TBankConnection) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const form = useZodForm(ZBankChoiceForm, { defaultValues: { providerCode: '' } });
  const start = useBankCall(
    (bank: TBankProvider) =>
      createLogin({ prospectId, providerCode: bank.code, language }).then((answer) => ({
        bank,
        answer,
      })),
    ({ bank, answer }) => {
      if (answer.status === 'REDIRECT' && answer.redirectUrl !== undefined) {
        onLeaving(bank);
        leaveFor(answer.redirectUrl);
      } else {
        onConnected(answer);
      }
    },
    onFailure,
  );
  return (
    <StepForm
      form={form}
      onSubmit={({ providerCode }) => {
        const bank = banks.find((candidate) => candidate.code === providerCode);
        if (bank !== undefined) start.mutate(bank);
      }}
      submitLabel={t('salaryStatement.bank.choose.submit')}
      submitting={start.isPending}
    >
      <p className="bank-connection__lead">{t('salaryStatement.bank.login.lead')}</p>
      <RadioGroup
        {...form.register('providerCode')}
        legend={t('salaryStatement.bank.choose.legend')}
        // In the reader's alphabet (decision 239).
        options={sortByText(banks, (bank) => bank.name, language).map((bank) => ({
          value: bank.code,
          label: bank.name,
          ...(bank.interactive ? { hint: t('salaryStatement.bank.choose.interactive') } : {}),
        }))}
      />
    </StepForm>
  );
}

function AccountChoice({
  step,
  prospectId,
  onIncomeFound,
  onFailure,
}: StepProps & { step: AccountStep; onIncomeFound: (income: TIncomeFound) => void }) {
  const t = useT();
  const { accounts } = step;
  const form = useZodForm(ZAccountChoiceForm, {
    defaultValues: { accountId: accounts.length === 1 ? (accounts[0]?.id ?? '') : '' },
  });
  const finish = useBankCall(
    (accountId: string) =>
      finishSelection({ prospectId, connectionId: step.connectionId, accountId }),
    onIncomeFound,
    onFailure,
  );
  return (
    <StepForm
      form={form}
      onSubmit={({ accountId }) => finish.mutate(accountId)}
      submitLabel={t('salaryStatement.bank.account.submit')}
      submitting={finish.isPending}
    >
      <RadioGroup
        {...form.register('accountId')}
        legend={t('salaryStatement.bank.account.legend')}
        options={accounts.map((account) => ({
          value: account.id,
          label: t('salaryStatement.bank.account.option', {
            name: account.name,
            account: account.accountMasked,
          }),
        }))}
      />
      <p className="bank-connection__lead" role="status">
        {finish.isPending ? t('salaryStatement.bank.account.reading') : ''}
      </p>
    </StepForm>
  );
}

/** The connection the bank made, read once the bank sent the applicant back. */
function Returning({
  prospectId,
  connectionId,
  onAnswer,
  onFailure,
}: StepProps & { connectionId: string; onAnswer: (answer: TBankConnection) => void }) {
  const t = useT();
  const read = useBankCall(() => readConnection(prospectId, connectionId), onAnswer, onFailure);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    read.mutate(undefined);
  }, [read]);
  return <Spinner label={t('salaryStatement.bank.login.returning')} />;
}

/** The step a visit starts at: the bank's choice, or where the bank's redirect back left it. */
function firstStep(returned: BankReturn | null): Step {
  if (returned === null) return { kind: 'bank' };
  if ('connectionId' in returned) return { kind: 'returning', connectionId: returned.connectionId };
  return { kind: 'failed', code: isFailureCode(returned.error) ? returned.error : 'UNKNOWN' };
}

/**
 * The salary statement by open banking (decisions 148 and 250): the applicant chooses their bank
 * and logs in on the bank's own page (the password never comes here); the bank sends them back
 * with the connection made, they choose the salary account, and the income found in its last
 * three months is handed up. A bank that fails, a cancelled login or an answer that does not
 * belong to this browser is told here, with starting again or uploading the statements instead.
 */
export function BankConnection({
  prospectId,
  onIncomeFound,
  onChooseUpload,
  returned = null,
  leaveFor = (url) => window.location.assign(url),
}: BankConnectionProps) {
  const t = useT();
  const variant = useVariant();
  const [step, setStep] = useState<Step>(() => firstStep(returned));
  const check = useOpenBankingCheck();
  const available = check.data?.available === true;
  const banks = useBankProviders(countryCodeOf(variant.country), available);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const ready = !(check.isPending || (available && banks.isPending));

  // Each new step moves the focus to its heading, so a screen reader reads where the applicant is;
  // so does a failure the bank's redirect back brought, once the screen shows it.
  useEffect(() => {
    if (!ready) return;
    if (firstRender.current) {
      firstRender.current = false;
      if (step.kind !== 'failed') return;
    }
    heading.current?.focus();
  }, [step, ready]);

  const fail = (code: FailureCode) => setStep({ kind: 'failed', code });
  const restart = () => setStep({ kind: 'bank' });
  const onConnection = (answer: TBankConnection): void => {
    setStep({
      kind: 'account',
      connectionId: answer.connectionId,
      accounts: answer.accounts ?? [],
    });
  };

  const stepHeading = (text: string) => (
    <h3 ref={heading} tabIndex={-1} className="bank-connection__heading">
      {text}
    </h3>
  );

  const uploadButton = (variantName: 'primary' | 'secondary') => (
    <Button variant={variantName} onClick={onChooseUpload}>
      {t('salaryStatement.bank.uploadInstead')}
    </Button>
  );

  if (!ready) {
    return <Spinner label={t('salaryStatement.bank.loading')} />;
  }
  if (check.isError || banks.isError) {
    return (
      <div className="bank-connection">
        <div className="bank-connection__problem" role="alert">
          <p>{t('salaryStatement.bank.loadFailed')}</p>
        </div>
        <div className="step-actions bank-connection__actions">
          {uploadButton('secondary')}
          <Button
            onClick={() => {
              void check.refetch();
              void banks.refetch();
            }}
          >
            {t('salaryStatement.bank.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!available || step.kind === 'failed') {
    const code = step.kind === 'failed' ? step.code : 'OPEN_BANKING_UNAVAILABLE';
    return (
      <div className="bank-connection">
        <div className="bank-connection__problem" role="alert">
          {stepHeading(t(`salaryStatement.bank.errors.${code}`))}
        </div>
        <div className="step-actions bank-connection__actions">
          {available && code !== 'PROSPECT_STATE_CONFLICT' ? (
            <Button variant="secondary" onClick={restart}>
              {t('salaryStatement.bank.startAgain')}
            </Button>
          ) : null}
          {offersUpload(code) || !available ? uploadButton('primary') : null}
        </div>
      </div>
    );
  }

  const list = banks.data?.providers ?? [];
  const common: StepProps = { prospectId, onFailure: fail };
  let title: string;
  let body: ReactNode;
  switch (step.kind) {
    case 'bank':
      title = t('salaryStatement.bank.choose.heading');
      body =
        list.length === 0 ? (
          <>
            <p>{t('salaryStatement.bank.choose.none')}</p>
            <div className="step-actions bank-connection__actions">{uploadButton('primary')}</div>
          </>
        ) : (
          <BankChoice
            {...common}
            banks={list}
            leaveFor={leaveFor}
            onLeaving={(bank) => setStep({ kind: 'redirecting', bank })}
            onConnected={onConnection}
          />
        );
      break;
    case 'redirecting':
      title = t('salaryStatement.bank.choose.heading');
      body = (
        <Spinner label={t('salaryStatement.bank.login.redirecting', { bank: step.bank.name })} />
      );
      break;
    case 'returning':
      title = t('salaryStatement.bank.choose.heading');
      body = <Returning {...common} connectionId={step.connectionId} onAnswer={onConnection} />;
      break;
    case 'account':
      title = t('salaryStatement.bank.account.heading');
      body = <AccountChoice {...common} step={step} onIncomeFound={onIncomeFound} />;
      break;
  }
  return (
    <div className="bank-connection">
      {/* Each step its own heading and form, as each step is its own screen. */}
      <Fragment key={step.kind}>
        {stepHeading(title)}
        {body}
      </Fragment>
    </div>
  );
}
