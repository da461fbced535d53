import {
  UPLOAD_ALTERNATIVE_CODES,
  ZAccountChoiceForm,
  ZBankChoiceForm,
  ZBankCredentials,
  ZInteractiveCodeForm,
  type OpenBankingErrorCode,
  type TBankAccount,
  type TBankProvider,
  type TIncomeFound,
} from '@onboarding/domain';
import { sortByText } from '@onboarding/domain/format';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError, TIMEOUT_CODE } from '../../../lib/api/api-error';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import {
  createLogin,
  finishSelection,
  interactiveLogin,
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
}

interface LoginStep {
  readonly kind: 'login';
  readonly bank: TBankProvider;
}
interface CodeStep {
  readonly kind: 'code';
  readonly bank: TBankProvider;
  readonly connectionId: string;
  readonly hint: string | null;
}
interface AccountStep {
  readonly kind: 'account';
  readonly bank: TBankProvider;
  readonly connectionId: string;
  readonly accounts: readonly TBankAccount[];
}
type Step =
  | { readonly kind: 'bank' }
  | LoginStep
  | CodeStep
  | AccountStep
  | { readonly kind: 'failed'; readonly code: FailureCode };

/** The refusals the screen explains in a message of its own (salaryStatement.bank.errors). */
const FAILURE_CODES = [
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

const isCode = (error: unknown, code: OpenBankingErrorCode) =>
  isApiError(error) && error.code === code;

/** The spec's country code of the bank list: SL for Slovenia (spec 3 §7), else the ISO code. */
function countryCodeOf(country: string): string {
  return country === 'SI' ? 'SL' : country;
}

/** What every step after the bank's choice is given. */
interface StepProps {
  readonly prospectId: string;
  readonly onFailure: (code: FailureCode) => void;
}

/**
 * A step's call to the bank: its answer handed on; a refusal the step's form shows itself
 * (`refused` says it did), any other failure the screen's.
 */
function useBankCall<V, R>(
  call: (value: V) => Promise<R>,
  onAnswer: (answer: R) => void,
  onFailure: (code: FailureCode) => void,
  refused: (error: unknown) => boolean = () => false,
) {
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => onAnswer(answer),
    onError: (error) => {
      if (!refused(error)) onFailure(failureOf(error));
    },
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

function BankChoice({
  banks,
  onChosen,
}: {
  banks: readonly TBankProvider[];
  onChosen: (bank: TBankProvider) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const form = useZodForm(ZBankChoiceForm, { defaultValues: { providerCode: '' } });
  return (
    <StepForm
      form={form}
      onSubmit={({ providerCode }) => {
        const bank = banks.find((candidate) => candidate.code === providerCode);
        if (bank !== undefined) onChosen(bank);
      }}
      submitLabel={t('salaryStatement.bank.choose.submit')}
    >
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

type Connection = Awaited<ReturnType<typeof createLogin>>;

function LoginForm({
  step,
  prospectId,
  sandbox,
  onAnswer,
  onFailure,
  onBack,
}: StepProps & {
  step: LoginStep;
  sandbox: boolean;
  onAnswer: (answer: Connection) => void;
  onBack: () => void;
}) {
  const t = useT();
  const form = useZodForm(ZBankCredentials, { defaultValues: { login: '', password: '' } });
  const login = useBankCall(
    (credentials: { login: string; password: string }) =>
      createLogin({ prospectId, providerCode: step.bank.code, credentials }),
    onAnswer,
    onFailure,
    (error) => {
      if (!isCode(error, 'WRONG_CREDENTIALS')) return false;
      form.setError('password', { message: 'salaryStatement.bank.errors.WRONG_CREDENTIALS' });
      form.setValue('password', '');
      return true;
    },
  );
  return (
    <StepForm
      form={form}
      onSubmit={(credentials) => login.mutate(credentials)}
      submitLabel={t('salaryStatement.bank.login.submit')}
      submitting={login.isPending}
      back={
        <Button variant="secondary" onClick={onBack}>
          {t('salaryStatement.bank.login.otherBank')}
        </Button>
      }
    >
      <p className="bank-connection__lead">{t('salaryStatement.bank.login.lead')}</p>
      {sandbox ? (
        <p className="bank-connection__note">{t('salaryStatement.bank.login.sandboxHint')}</p>
      ) : null}
      <FormField label={t('salaryStatement.bank.login.login')} name="login" required>
        <TextInput {...form.register('login')} autoComplete="username" spellCheck={false} />
      </FormField>
      <FormField label={t('salaryStatement.bank.login.password')} name="password" required>
        <PasswordInput {...form.register('password')} autoComplete="current-password" />
      </FormField>
    </StepForm>
  );
}

function CodeForm({
  step,
  prospectId,
  onAnswer,
  onFailure,
}: StepProps & { step: CodeStep; onAnswer: (answer: Connection) => void }) {
  const t = useT();
  const form = useZodForm(ZInteractiveCodeForm, { defaultValues: { code: '' } });
  const answer = useBankCall(
    (code: string) => interactiveLogin({ prospectId, connectionId: step.connectionId, code }),
    onAnswer,
    onFailure,
    (error) => {
      if (!isCode(error, 'WRONG_CODE')) return false;
      form.setError('code', { message: 'salaryStatement.bank.errors.WRONG_CODE' });
      return true;
    },
  );
  return (
    <StepForm
      form={form}
      onSubmit={({ code }) => answer.mutate(code)}
      submitLabel={t('salaryStatement.bank.code.submit')}
      submitting={answer.isPending}
    >
      <p className="bank-connection__lead">
        {t('salaryStatement.bank.code.lead', { bank: step.bank.name })}
      </p>
      {/* The sandbox's own words (development only): which code it accepts. */}
      {step.hint === null ? null : (
        <p className="bank-connection__note" lang="en">
          {step.hint}
        </p>
      )}
      <FormField label={t('salaryStatement.bank.code.label')} name="code" required>
        <TextInput
          {...form.register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="bank-connection__code"
        />
      </FormField>
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

/**
 * The salary statement by open banking (decision 148): the applicant chooses
 * their bank, logs in (the login goes to the bank, never kept), answers the bank's SMS code when
 * it asks, chooses the salary account, and the income found in its last three months is handed
 * up. A bank that fails or does not answer offers uploading the statements instead.
 */
export function BankConnection({ prospectId, onIncomeFound, onChooseUpload }: BankConnectionProps) {
  const t = useT();
  const variant = useVariant();
  const [step, setStep] = useState<Step>({ kind: 'bank' });
  const check = useOpenBankingCheck();
  const available = check.data?.available === true;
  const banks = useBankProviders(countryCodeOf(variant.country), available);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step moves the focus to its heading, so a screen reader reads where the applicant is.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const fail = (code: FailureCode) => setStep({ kind: 'failed', code });
  const restart = () => setStep({ kind: 'bank' });
  const onConnection =
    (bank: TBankProvider) =>
    (answer: Connection): void => {
      if (answer.status === 'INTERACTIVE') {
        setStep({
          kind: 'code',
          bank,
          connectionId: answer.connectionId,
          hint: answer.interactive?.hint ?? null,
        });
      } else {
        setStep({
          kind: 'account',
          bank,
          connectionId: answer.connectionId,
          accounts: answer.accounts ?? [],
        });
      }
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

  if (check.isPending || (available && banks.isPending)) {
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
          <BankChoice banks={list} onChosen={(bank) => setStep({ kind: 'login', bank })} />
        );
      break;
    case 'login':
      title = t('salaryStatement.bank.login.heading', { bank: step.bank.name });
      body = (
        <LoginForm
          {...common}
          step={step}
          sandbox={check.data?.provider === 'sandbox'}
          onAnswer={onConnection(step.bank)}
          onBack={restart}
        />
      );
      break;
    case 'code':
      title = t('salaryStatement.bank.code.heading');
      body = <CodeForm {...common} step={step} onAnswer={onConnection(step.bank)} />;
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
