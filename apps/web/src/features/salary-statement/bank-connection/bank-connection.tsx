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
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError, TIMEOUT_CODE } from '../../../lib/api/api-error';
import { useT } from '../../../lib/i18n/i18n-context';
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

type Step =
  | { readonly kind: 'bank' }
  | { readonly kind: 'login'; readonly bank: TBankProvider }
  | {
      readonly kind: 'code';
      readonly bank: TBankProvider;
      readonly connectionId: string;
      readonly hint: string | null;
    }
  | {
      readonly kind: 'account';
      readonly bank: TBankProvider;
      readonly connectionId: string;
      readonly accounts: readonly TBankAccount[];
    }
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

function BankChoice({
  banks,
  onChosen,
}: {
  banks: readonly TBankProvider[];
  onChosen: (bank: TBankProvider) => void;
}) {
  const t = useT();
  const form = useZodForm(ZBankChoiceForm, { defaultValues: { providerCode: '' } });
  return (
    <Form
      form={form}
      className="bank-connection__form"
      onSubmit={({ providerCode }) => {
        const bank = banks.find((candidate) => candidate.code === providerCode);
        if (bank !== undefined) onChosen(bank);
      }}
    >
      <RadioGroup
        {...form.register('providerCode')}
        legend={t('salaryStatement.bank.choose.legend')}
        options={banks.map((bank) => ({
          value: bank.code,
          label: bank.name,
          ...(bank.interactive ? { hint: t('salaryStatement.bank.choose.interactive') } : {}),
        }))}
      />
      <div className="bank-connection__actions">
        <Button type="submit">{t('salaryStatement.bank.choose.submit')}</Button>
      </div>
    </Form>
  );
}

function LoginForm({
  prospectId,
  bank,
  sandbox,
  onAnswer,
  onFailure,
  onBack,
}: {
  prospectId: string;
  bank: TBankProvider;
  sandbox: boolean;
  onAnswer: (answer: Awaited<ReturnType<typeof createLogin>>) => void;
  onFailure: (code: FailureCode) => void;
  onBack: () => void;
}) {
  const t = useT();
  const form = useZodForm(ZBankCredentials, { defaultValues: { login: '', password: '' } });
  const login = useMutation({
    mutationFn: (credentials: { login: string; password: string }) =>
      createLogin({ prospectId, providerCode: bank.code, credentials }),
    onSuccess: (connection) => onAnswer(connection),
    onError: (error) => {
      if (isCode(error, 'WRONG_CREDENTIALS')) {
        form.setError('password', { message: 'salaryStatement.bank.errors.WRONG_CREDENTIALS' });
        form.setValue('password', '');
        return;
      }
      onFailure(failureOf(error));
    },
  });
  return (
    <Form
      form={form}
      className="bank-connection__form"
      onSubmit={(credentials) => login.mutate(credentials)}
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
      <div className="bank-connection__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('salaryStatement.bank.login.otherBank')}
        </Button>
        <Button type="submit" loading={login.isPending}>
          {t('salaryStatement.bank.login.submit')}
        </Button>
      </div>
    </Form>
  );
}

function CodeForm({
  prospectId,
  connectionId,
  bank,
  hint,
  onAnswer,
  onFailure,
}: {
  prospectId: string;
  connectionId: string;
  bank: TBankProvider;
  hint: string | null;
  onAnswer: (answer: Awaited<ReturnType<typeof interactiveLogin>>) => void;
  onFailure: (code: FailureCode) => void;
}) {
  const t = useT();
  const form = useZodForm(ZInteractiveCodeForm, { defaultValues: { code: '' } });
  const answer = useMutation({
    mutationFn: (code: string) => interactiveLogin({ prospectId, connectionId, code }),
    onSuccess: (connection) => onAnswer(connection),
    onError: (error) => {
      if (isCode(error, 'WRONG_CODE')) {
        form.setError('code', { message: 'salaryStatement.bank.errors.WRONG_CODE' });
        return;
      }
      onFailure(failureOf(error));
    },
  });
  return (
    <Form
      form={form}
      className="bank-connection__form"
      onSubmit={({ code }) => answer.mutate(code)}
    >
      <p className="bank-connection__lead">
        {t('salaryStatement.bank.code.lead', { bank: bank.name })}
      </p>
      {/* The sandbox's own words (development only): which code it accepts. */}
      {hint === null ? null : (
        <p className="bank-connection__note" lang="en">
          {hint}
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
      <div className="bank-connection__actions">
        <Button type="submit" loading={answer.isPending}>
          {t('salaryStatement.bank.code.submit')}
        </Button>
      </div>
    </Form>
  );
}

function AccountChoice({
  prospectId,
  connectionId,
  accounts,
  onIncomeFound,
  onFailure,
}: {
  prospectId: string;
  connectionId: string;
  accounts: readonly TBankAccount[];
  onIncomeFound: (income: TIncomeFound) => void;
  onFailure: (code: FailureCode) => void;
}) {
  const t = useT();
  const form = useZodForm(ZAccountChoiceForm, {
    defaultValues: { accountId: accounts.length === 1 ? (accounts[0]?.id ?? '') : '' },
  });
  const finish = useMutation({
    mutationFn: (accountId: string) => finishSelection({ prospectId, connectionId, accountId }),
    onSuccess: (income) => onIncomeFound(income),
    onError: (error) => onFailure(failureOf(error)),
  });
  return (
    <Form
      form={form}
      className="bank-connection__form"
      onSubmit={({ accountId }) => finish.mutate(accountId)}
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
      <div className="bank-connection__actions">
        <Button type="submit" loading={finish.isPending}>
          {t('salaryStatement.bank.account.submit')}
        </Button>
      </div>
    </Form>
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
    (answer: Awaited<ReturnType<typeof createLogin>>): void => {
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
        <div className="bank-connection__actions">
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
        <div className="bank-connection__actions">
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
  return (
    <div className="bank-connection">
      {step.kind === 'bank' ? (
        <>
          {stepHeading(t('salaryStatement.bank.choose.heading'))}
          {list.length === 0 ? (
            <>
              <p>{t('salaryStatement.bank.choose.none')}</p>
              <div className="bank-connection__actions">{uploadButton('primary')}</div>
            </>
          ) : (
            <BankChoice banks={list} onChosen={(bank) => setStep({ kind: 'login', bank })} />
          )}
        </>
      ) : null}
      {step.kind === 'login' ? (
        <>
          {stepHeading(t('salaryStatement.bank.login.heading', { bank: step.bank.name }))}
          <LoginForm
            prospectId={prospectId}
            bank={step.bank}
            sandbox={check.data?.provider === 'sandbox'}
            onAnswer={onConnection(step.bank)}
            onFailure={fail}
            onBack={restart}
          />
        </>
      ) : null}
      {step.kind === 'code' ? (
        <>
          {stepHeading(t('salaryStatement.bank.code.heading'))}
          <CodeForm
            prospectId={prospectId}
            connectionId={step.connectionId}
            bank={step.bank}
            hint={step.hint}
            onAnswer={onConnection(step.bank)}
            onFailure={fail}
          />
        </>
      ) : null}
      {step.kind === 'account' ? (
        <>
          {stepHeading(t('salaryStatement.bank.account.heading'))}
          <AccountChoice
            prospectId={prospectId}
            connectionId={step.connectionId}
            accounts={step.accounts}
            onIncomeFound={onIncomeFound}
            onFailure={fail}
          />
        </>
      ) : null}
    </div>
  );
}
