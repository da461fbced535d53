import {
  amountLimits,
  centsToDecimalText,
  depositQuote,
  depositTermsSchema,
  ROUTES,
  typedAmountToMinor,
  variantExamples,
  type TDepositChoice,
  type TDepositRateTable,
  type TDepositStep,
  type TDepositTermsInput,
} from '@onboarding/domain';
import { formatBasisPoints, formatMoney } from '@onboarding/domain/format';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { DepositFigures } from '../../components/deposit-summary/deposit-figures';
import { PageHeading } from '../../components/page-heading/page-heading';
import { Button } from '../../components/ui/button';
import { Form } from '../../components/ui/form';
import { FormField } from '../../components/ui/form-field';
import { RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { TextInput } from '../../components/ui/text-input';
import { useZodForm } from '../../components/ui/use-zod-form';
import { isApiError } from '../../lib/api/api-error';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import { useContinueWizard } from '../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../lib/wizard/wizard-context';
import { chooseDepositTerms, depositStepQueryOptions } from './api/deposit-step';
import './deposit-terms.css';

const FIELDS = ['amount', 'termDays', 'atMaturity', 'ownIban'] as const;
type DepositField = (typeof FIELDS)[number];
const isDepositField = (field: string): field is DepositField =>
  (FIELDS as readonly string[]).includes(field);

/** The lowest rate of a term over the amount bands: "from x % a year" on its card. */
function lowestRate(table: TDepositRateTable, termIndex: number): number {
  return Math.min(...(table.ratesBps[termIndex] ?? [0]));
}

function defaultsOf(choice: TDepositChoice | null): Partial<TDepositTermsInput> {
  if (choice === null) return { amount: '', ownIban: '' };
  return {
    amount: centsToDecimalText(choice.amountMinor),
    termDays: choice.termDays,
    atMaturity: choice.atMaturity,
    ownIban: choice.ownIban,
  };
}

/**
 * /deposit (decision 231): the day deposit's amount, term (radio cards of the offered terms), what
 * happens at maturity and the applicant's own account, with the quote computed as it is typed by
 * the same domain function the server stores (decision 232). The form and the route share one
 * schema built from today's rate table.
 */
export function DepositTermsPage() {
  const t = useT();
  const { process } = useWizard();
  const query = useQuery(depositStepQueryOptions(process.prospectId));

  if (query.isPending) {
    // The frame, heading and lead the form shows, before the day's rates have come: the build's
    // picture of this step (decisions 224, 257) is this render.
    return (
      <section className="step-card deposit-terms" aria-labelledby="deposit-terms-title">
        <PageHeading id="deposit-terms-title" className="step-title">
          {t('page.depositTerms.title')}
        </PageHeading>
        <p className="deposit-terms__lead">{t('depositTerms.lead')}</p>
        <Spinner label={t('depositTerms.loading')} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="step-card deposit-terms" aria-labelledby="deposit-terms-title">
        <PageHeading id="deposit-terms-title" className="step-title">
          {t('page.depositTerms.title')}
        </PageHeading>
        <p>{t('depositTerms.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('depositTerms.retry')}
        </Button>
      </section>
    );
  }
  return <DepositTermsForm step={query.data} prospectId={process.prospectId} />;
}

function DepositTermsForm({ step, prospectId }: { step: TDepositStep; prospectId: string }) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  const continueWizard = useContinueWizard(ROUTES.consents);
  const { table } = step;
  const schema = useMemo(() => depositTermsSchema(table), [table]);
  // No watch here: a keystroke renders the quote and the term's radios, not the page (decision 260).
  const form = useZodForm(schema, { defaultValues: defaultsOf(step.choice) });

  const submit = useMutation({
    mutationFn: (body: TDepositTermsInput) => chooseDepositTerms(prospectId, body),
    onSuccess: () => continueWizard(),
    onError: (error) => {
      if (!isApiError(error)) return;
      // The consents are given already (another tab): the wizard knows the next page.
      if (error.status === 409 && error.code === 'PROSPECT_STATE_CONFLICT') {
        void continueWizard();
        return;
      }
      for (const { field, code } of error.fieldErrors) {
        if (isDepositField(field)) form.setError(field, { message: code });
      }
    },
  });
  const failedUnplaced =
    submit.isError && !(isApiError(submit.error) && submit.error.fieldErrors.length > 0);

  const limits = amountLimits(table);
  const money = (value: number) => formatMoney(value, table.currency, language);

  return (
    <section className="step-card deposit-terms" aria-labelledby="deposit-terms-title">
      <PageHeading id="deposit-terms-title" className="step-title">
        {t('page.depositTerms.title')}
      </PageHeading>
      <p className="deposit-terms__lead">{t('depositTerms.lead')}</p>
      <div className="deposit-terms__layout">
        <Form
          form={form}
          mainError={failedUnplaced ? 'errors.technical' : null}
          id="deposit-terms-form"
          className="deposit-terms__form"
          // The route takes the body as typed; it checks and converts it with the same schema.
          onSubmit={() => submit.mutate(form.getValues())}
        >
          <FormField
            label={t('depositTerms.amount.label')}
            name="amount"
            hint={t('depositTerms.amount.hint', {
              min: money(limits.min),
              max: money(limits.max),
              currency: table.currency,
              amount: variantExamples(variant.id).depositAmount,
            })}
            required
          >
            <TextInput
              {...form.register('amount')}
              inputMode="decimal"
              autoComplete="off"
              className="deposit-terms__amount"
            />
          </FormField>
          <TermChoice
            control={form.control}
            table={table}
            onChoose={(days) =>
              form.setValue('termDays', days, {
                shouldTouch: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
          <RadioGroup
            {...form.register('atMaturity')}
            legend={t('depositTerms.atMaturity.legend')}
            options={(['PAYOUT', 'RENEW'] as const).map((choice) => ({
              value: choice,
              label: t(`depositTerms.atMaturity.${choice}`),
              hint: t(`depositTerms.atMaturity.${choice}_hint`),
            }))}
            required
          />
          <FormField
            label={t('depositTerms.ownIban.label')}
            name="ownIban"
            hint={t('depositTerms.ownIban.hint')}
            required
          >
            <TextInput
              {...form.register('ownIban')}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
          </FormField>
        </Form>
        <DepositQuote control={form.control} step={step} />
        {/* After the quote on a phone, so the figures are read before Continue (decision 231). */}
        <div className="deposit-terms__actions">
          <p className="info-note">{t(`depositTerms.guarantee.${variant.id}`)}</p>
          <div className="step-actions">
            <Button
              type="submit"
              form="deposit-terms-form"
              loading={submit.isPending || submit.isSuccess}
            >
              {t('depositTerms.next')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The form's control: what the parts below watch. */
type DepositControl = ReturnType<
  typeof useZodForm<ReturnType<typeof depositTermsSchema>>
>['control'];

/** The offered terms as radio cards; it alone renders when a term is chosen. */
function TermChoice({
  control,
  table,
  onChoose,
}: {
  control: DepositControl;
  table: TDepositRateTable;
  onChoose: (days: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const termDays = useWatch({ control, name: 'termDays' });
  return (
    <RadioGroup
      legend={t('depositTerms.term.legend')}
      // The term is a number in the schema; the radios carry text (decision 231).
      name="termDays"
      value={termDays === undefined ? null : String(termDays)}
      onValueChange={(value) => onChoose(Number(value))}
      options={table.termsDays.map((days, index) => ({
        value: String(days),
        label: t('depositTerms.term.days', { count: days }),
        hint: t('depositTerms.term.rateFrom', {
          rate: formatBasisPoints(lowestRate(table, index), language),
        }),
      }))}
      className="deposit-terms__terms"
      required
    />
  );
}

/**
 * The quote of the amount and term as typed (decision 232): the part of the page a keystroke in
 * the amount renders (decision 260).
 */
function DepositQuote({ control, step }: { control: DepositControl; step: TDepositStep }) {
  const t = useT();
  const language = useLanguage();
  const variant = useVariant();
  const { table } = step;
  const [amount, termDays] = useWatch({ control, name: ['amount', 'termDays'] });
  const minor = typedAmountToMinor(amount ?? '');
  const quote =
    minor === null || termDays === undefined
      ? null
      : depositQuote({
          table,
          amountMinor: minor,
          termDays,
          startDate: step.startDate,
          variant: variant.id,
          extraClosingDays: step.extraClosingDays,
        });
  const money = (value: number) => formatMoney(value, table.currency, language);
  return (
    <aside
      className="deposit-terms__quote"
      aria-labelledby="deposit-terms-quote"
      aria-live="polite"
    >
      <h2 id="deposit-terms-quote" className="deposit-terms__quote-title">
        {t('depositTerms.quote.heading')}
      </h2>
      {quote === null ? (
        <p className="deposit-terms__quote-empty">{t('depositTerms.quote.incomplete')}</p>
      ) : (
        <>
          <p className="deposit-terms__quote-total">
            <span>{t('depositTerms.quote.total')}</span>
            <strong>{money(quote.amountMinor + quote.interestMinor)}</strong>
          </p>
          <DepositFigures quote={quote} funded />
          <p className="deposit-terms__quote-note">{t('depositTerms.quote.startNote')}</p>
        </>
      )}
    </aside>
  );
}
