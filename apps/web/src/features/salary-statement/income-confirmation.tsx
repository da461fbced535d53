import {
  PERSONAL_LOAN_PRODUCT,
  buildLoanOffer,
  type TIncomeConfirmation,
  type TIncomeFound,
  type TLoanOffer,
} from '@onboarding/domain';
import {
  currencySign,
  formatAmount,
  formatMoney,
  formatMonth,
  formatPercent,
} from '@onboarding/domain/format';
import { useLanguage, useT, useVariant } from '@onboarding/web-shell';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { NumericInput } from '../../components/ui/numeric-input';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextInput } from '../../components/ui/text-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import {
  EMPTY_INCOME_FORM,
  incomeFormSchema,
  incomeOwnChecks,
  tenorMonthsOfFields,
  wholeNumber,
  type IncomeContext,
  type IncomeFormValues,
} from './income-form';
import { RangeSlider } from './range-slider';

const PRODUCT = PERSONAL_LOAN_PRODUCT;
const MIN_EUROS = PRODUCT.minAmountCents / 100;
const MAX_EUROS = PRODUCT.maxAmountCents / 100;
const STEP_EUROS = PRODUCT.amountStepCents / 100;

/** The variant's money in the page's language: cents, whole units (the slider), its sign. */
function useMoney() {
  const language = useLanguage();
  const { currency } = useVariant();
  return {
    cents: (cents: number) => formatMoney(cents, currency, language),
    whole: (units: number) => formatAmount(units, currency, language, { whole: true }),
    sign: currencySign(currency, language),
  };
}

/** What the bank connection found (read-only): salary and repayments per month, the averages. */
function IncomeFoundTable({ found }: { readonly found: TIncomeFound }) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney().cents;
  return (
    <section className="income-found" aria-labelledby="income-found-title">
      <h3 id="income-found-title" className="income-found__title">
        {t('salaryStatement.confirm.found.heading', { bank: found.bankName })}
      </h3>
      <p className="income-found__account">
        {t('salaryStatement.confirm.found.account', { account: found.accountMasked })}
      </p>
      {/* Scrolls sideways only if a very large text size needs it; focusable so keys can. */}
      <div
        className="income-found__scroll"
        role="region"
        aria-labelledby="income-found-caption"
        tabIndex={0}
      >
        <table className="income-found__table">
          <caption id="income-found-caption">{t('salaryStatement.confirm.found.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salaryStatement.confirm.found.month')}</th>
              <th scope="col">{t('salaryStatement.confirm.found.salary')}</th>
              <th scope="col">{t('salaryStatement.confirm.found.repayments')}</th>
            </tr>
          </thead>
          <tbody>
            {found.months.map((row) => (
              <tr key={row.month}>
                <th scope="row">{formatMonth(row.month, language)}</th>
                <td>{money(row.salaryCents)}</td>
                <td>{money(row.loanRepaymentsCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('salaryStatement.confirm.found.average')}</th>
              <td>{money(found.monthlyNetIncomeCents)}</td>
              <td>{money(found.existingMonthlyObligationsCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * The indicative instalment of the wish (domain buildLoanOffer), for the product's own range: below
 * its minimum no offer exists (the fee would eat the loan), so null, as while the wish is incomplete.
 */
export function indicativeOffer(values: Partial<IncomeFormValues>): TLoanOffer | null {
  const euros = wholeNumber(values.amount ?? '');
  const tenorMonths = tenorMonthsOfFields(values.tenorYears ?? '', values.tenorMonths ?? '');
  if (euros === null || euros < MIN_EUROS || euros > 1_000_000) return null;
  if (tenorMonths === null || tenorMonths < 1 || tenorMonths > 360) return null;
  return buildLoanOffer({
    amountCents: euros * 100,
    tenorMonths,
    insurance: values.insurance === 'yes',
  });
}

function Estimate({ offer }: { readonly offer: TLoanOffer | null }) {
  const t = useT();
  const language = useLanguage();
  const money = useMoney().cents;
  return (
    <section className="income-estimate" aria-labelledby="income-estimate-title">
      <h3 id="income-estimate-title" className="income-estimate__title">
        {t('salaryStatement.confirm.estimate.heading')}
      </h3>
      <div aria-live="polite" aria-atomic="true">
        {offer === null ? (
          <p>{t('salaryStatement.confirm.estimate.none')}</p>
        ) : (
          <>
            <p className="income-estimate__amount">
              {t('salaryStatement.confirm.estimate.instalment', {
                amount: money(offer.monthlyPaymentCents),
              })}
            </p>
            {offer.insurance ? (
              <p>
                {t('salaryStatement.confirm.estimate.insurance', {
                  premium: money(offer.insurancePremiumCents),
                })}
              </p>
            ) : null}
          </>
        )}
      </div>
      <p className="income-estimate__note">
        {t('salaryStatement.confirm.estimate.note', {
          rate: formatPercent(PRODUCT.nominalAnnualRate, language),
        })}
      </p>
    </section>
  );
}

export interface IncomeConfirmationProps {
  readonly context: IncomeContext;
  readonly onSubmit: (body: TIncomeConfirmation) => void;
  readonly submitting: boolean;
  /** The main error above the form, as a message key. */
  readonly mainError: string | null;
}

/**
 * Decision 147: what was found (bank connection) or what the applicant declares (uploads), the
 * obligations and dependants, and the wish (amount, tenor, insurance) with an indicative
 * instalment. Submits the body of `PATCH …/risk`, checked by the server's schema.
 */
export function IncomeConfirmation({
  context,
  onSubmit,
  submitting,
  mainError,
}: IncomeConfirmationProps) {
  const t = useT();
  const money = useMoney();
  const schema = useMemo(() => incomeFormSchema(context), [context]);
  const ownChecks = useMemo(() => incomeOwnChecks(context), [context]);
  const form = useZodForm(schema, { defaultValues: EMPTY_INCOME_FORM, ownChecks });
  const withBank = context.source === 'OPEN_BANKING';
  const [amount, tenorYears, tenorMonths, insurance] = useWatch({
    control: form.control,
    name: ['amount', 'tenorYears', 'tenorMonths', 'insurance'],
  });
  const amountValue = wholeNumber(amount) ?? MIN_EUROS;
  const tenorValue = tenorMonthsOfFields(tenorYears, tenorMonths) ?? PRODUCT.minTenorMonths;
  const setValue = (name: keyof IncomeFormValues, value: string) =>
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  return (
    <Form form={form} className="income-form" mainError={mainError} onSubmit={onSubmit}>
      {context.source === 'OPEN_BANKING' ? <IncomeFoundTable found={context.found} /> : null}
      {withBank ? null : (
        <FormField
          name="monthlyNetIncome"
          label={t('salaryStatement.confirm.income.label', { currency: money.sign })}
          hint={t('salaryStatement.confirm.income.hint')}
          required
        >
          <TextInput
            {...form.register('monthlyNetIncome')}
            inputMode="decimal"
            autoComplete="off"
          />
        </FormField>
      )}
      <FormField
        name="obligations"
        label={t(
          withBank
            ? 'salaryStatement.confirm.extraObligations.label'
            : 'salaryStatement.confirm.obligations.label',
          { currency: money.sign },
        )}
        hint={t(
          withBank
            ? 'salaryStatement.confirm.extraObligations.hint'
            : 'salaryStatement.confirm.obligations.hint',
        )}
      >
        <TextInput {...form.register('obligations')} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField
        name="dependants"
        label={t('salaryStatement.confirm.dependants.label')}
        hint={t('salaryStatement.confirm.dependants.hint')}
      >
        <NumericInput {...form.register('dependants')} autoComplete="off" maxLength={2} />
      </FormField>

      <section className="income-wish" aria-labelledby="income-wish-title">
        <h3 id="income-wish-title" className="income-wish__title">
          {t('salaryStatement.confirm.wish.heading')}
        </h3>
        <FormField
          name="amount"
          label={t('salaryStatement.confirm.wish.amount.label', { currency: money.sign })}
          hint={t('salaryStatement.confirm.wish.amount.hint', {
            min: money.whole(MIN_EUROS),
            max: money.whole(MAX_EUROS),
            step: money.whole(STEP_EUROS),
          })}
          required
        >
          <NumericInput {...form.register('amount')} autoComplete="off" maxLength={7} />
        </FormField>
        <RangeSlider
          label={t('salaryStatement.confirm.wish.amount.slider')}
          min={MIN_EUROS}
          max={MAX_EUROS}
          step={STEP_EUROS}
          value={amountValue}
          valueText={money.whole(amountValue)}
          onChange={(value) => setValue('amount', String(value))}
        />

        <fieldset className="income-wish__tenor">
          <legend className="income-wish__legend">
            {t('salaryStatement.confirm.wish.tenor.legend')}
          </legend>
          <p className="income-wish__hint">
            {t('salaryStatement.confirm.wish.tenor.hint', {
              min: PRODUCT.minTenorMonths,
              max: PRODUCT.maxTenorMonths,
            })}
          </p>
          <div className="income-wish__tenor-fields">
            <FormField
              name="tenorYears"
              label={t('salaryStatement.confirm.wish.tenor.years')}
              required
            >
              <NumericInput {...form.register('tenorYears')} autoComplete="off" maxLength={2} />
            </FormField>
            <FormField name="tenorMonths" label={t('salaryStatement.confirm.wish.tenor.months')}>
              <NumericInput {...form.register('tenorMonths')} autoComplete="off" maxLength={2} />
            </FormField>
          </div>
          <RangeSlider
            label={t('salaryStatement.confirm.wish.tenor.slider')}
            min={PRODUCT.minTenorMonths}
            max={PRODUCT.maxTenorMonths}
            step={1}
            value={tenorValue}
            valueText={t('salaryStatement.confirm.wish.tenor.value', {
              years: Math.floor(tenorValue / 12),
              months: tenorValue % 12,
            })}
            onChange={(value) => {
              setValue('tenorMonths', String(value % 12));
              setValue('tenorYears', String(Math.floor(value / 12)));
            }}
          />
        </fieldset>

        <RadioGroup
          {...form.register('insurance')}
          legend={t('salaryStatement.confirm.wish.insurance.legend')}
          hint={t('salaryStatement.confirm.wish.insurance.hint')}
          inline
          options={[
            { value: 'yes', label: t('salaryStatement.confirm.wish.insurance.yes') },
            { value: 'no', label: t('salaryStatement.confirm.wish.insurance.no') },
          ]}
        />
      </section>

      <Estimate offer={indicativeOffer({ amount, tenorYears, tenorMonths, insurance })} />

      <div className="income-form__actions">
        <Button type="submit" loading={submitting}>
          {t('salaryStatement.confirm.submit')}
        </Button>
      </div>
    </Form>
  );
}
