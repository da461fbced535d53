import type { TOfferBounds, TOfferChoice } from '@onboarding/domain';
import { formatAmount } from '@onboarding/domain/format';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { onlyDigits } from '../../../components/ui/numeric-input';
import { RangeInput, type RangeProps } from '../../../components/ui/range-input';
import { TwoStateButton } from '../../../components/ui/two-state-button';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useStoreValue, type ValueStore } from '../../../lib/chunks/value-store';
import { formatTenor } from '../tenor';
import {
  draftOf,
  maxAmountFor,
  sameDraft,
  settleDraft,
  sliderChoice,
  tenorRange,
  type CheckedChoice,
  type ChoiceDraft,
  type ChoiceErrorKey,
} from '../offer-choice';
import '../../../components/ui/fieldset-field.css';
import '../../../components/ui/form-field.css';
import '../../../components/ui/text-input.css';

interface FieldErrorProps {
  readonly id: string;
  readonly children: ReactNode;
}

/** The error line under a field, in the look of the form fields (components/ui/form-field). */
function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p className="form-field__error" id={id}>
      <Icon name="error" />
      <span>{children}</span>
    </p>
  );
}

function fieldClass(invalid: boolean): string {
  return invalid
    ? 'form-field credit-approval__field form-field--invalid'
    : 'form-field credit-approval__field';
}

interface RangeControlProps extends Omit<RangeProps, 'valueText'> {
  readonly id: string;
  /** Read aloud for the thumb; the value's own format when left out. */
  readonly valueText?: string;
  /** Both ends under the slider and, unless valueText says otherwise, the thumb's value. */
  readonly format: (value: number) => string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A native range input whose label only screen readers hear; the box beside it is the field. */
function RangeControl({ valueText, format, ...range }: RangeControlProps) {
  return (
    <>
      <RangeInput
        {...range}
        labelClassName="visually-hidden"
        className="credit-approval__range"
        valueText={valueText ?? format(range.value)}
      />
      <p className="credit-approval__range-ends" aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </p>
    </>
  );
}

/** A text box for digits in the look of the form fields, its error (when there is one) tied to it. */
function DigitsBox({
  id,
  label,
  value,
  onChange,
  onBlur,
  errorId,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Leaving the box: the draft takes what the slider shows (decision 233). */
  readonly onBlur: () => void;
  /** The error line's id while the field is in error, else null. */
  readonly errorId: string | null;
}) {
  return (
    <>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-input numeric-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={errorId !== null ? true : undefined}
        aria-describedby={errorId ?? undefined}
      />
    </>
  );
}

/** The insurance toggle's two buttons: without, then with. */
const INSURANCE_CHOICES = [
  [false, 'creditApproval.insurance.without'],
  [true, 'creditApproval.insurance.with'],
] as const;

export interface OfferControlsProps {
  readonly bounds: TOfferBounds;
  /** What the boxes hold: read here, so a key renders the controls and not the whole offer. */
  readonly draftStore: ValueStore<ChoiceDraft>;
  readonly checked: CheckedChoice;
  /** The last valid choice: where the sliders stand while a box is empty or not a number. */
  readonly settled: TOfferChoice;
  readonly onChange: (draft: ChoiceDraft) => void;
  /** The premium of the insurance for the current figures, for the toggle's explanation. */
  readonly premiumText: string;
}

/**
 * The amount (slider and input, €100 steps, up to what the tenor affords), the tenor (slider and
 * years + months) and the insurance toggle of the offer (decision 145). Native range inputs, so
 * the arrow keys move them; every value also has a text box.
 */
export function OfferControls({
  bounds,
  draftStore,
  checked,
  settled,
  onChange,
  premiumText,
}: OfferControlsProps) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useVariant();
  const draft = useStoreValue(draftStore);
  const euros = (value: number) => formatAmount(value, currency, language, { whole: true });
  const ids = useId();
  const amountId = `${ids}amount`;
  const amountErrorId = `${ids}amount-error`;
  const amountRangeId = `${ids}amount-range`;
  const tenorErrorId = `${ids}tenor-error`;
  const tenorRangeId = `${ids}tenor-range`;
  const yearsId = `${ids}years`;
  const monthsId = `${ids}months`;
  const insuranceHintId = `${ids}insurance-hint`;

  // decision 233: the sliders show the boxes' values, kept within their ranges; leaving a box
  // puts the sliders' values back into it, so the two never disagree once the applicant moves on.
  const shown = sliderChoice(draft, bounds, settled);
  const tenors = tenorRange(bounds, draft.insurance);
  const sliderMax = Math.max(
    bounds.minAmount,
    maxAmountFor(bounds, shown.tenorMonths, draft.insurance),
  );
  const settle = () => {
    const next = settleDraft(draft, bounds, settled);
    if (!sameDraft(next, draft)) onChange(next);
  };

  const errorText = (key: ChoiceErrorKey | null): string | null => {
    switch (key) {
      case null:
        return null;
      case 'creditApproval.errors.amountMin':
        return t(key, { min: euros(bounds.minAmount) });
      case 'creditApproval.errors.amountMax':
        return t(key, { max: euros(bounds.maxAmount) });
      case 'creditApproval.errors.amountStep':
        return t(key, { step: euros(bounds.amountStep) });
      case 'creditApproval.errors.amountNotAffordable':
        return t(key, { max: euros(checked.largestAffordable ?? 0) });
      case 'creditApproval.errors.tenorMin':
        return t(key, { min: formatTenor(t, bounds.minTenorMonths) });
      case 'creditApproval.errors.tenorMax':
        return t(key, { max: formatTenor(t, bounds.maxTenorMonths) });
      default:
        return t(key);
    }
  };
  const amountError = errorText(checked.errors.amount);
  const tenorError = errorText(checked.errors.tenor);

  const moveAmount = (event: ChangeEvent<HTMLInputElement>) => {
    onChange({ ...draft, amountText: event.target.value });
  };
  // The tenor slider keeps the amount within what the new tenor affords.
  const moveTenor = (event: ChangeEvent<HTMLInputElement>) => {
    const tenorMonths = Number(event.target.value);
    const largest = maxAmountFor(bounds, tenorMonths, draft.insurance);
    const amount =
      largest > 0 && shown.amount > largest ? largest : Math.max(shown.amount, bounds.minAmount);
    onChange({ ...draftOf({ amount, tenorMonths, insurance: draft.insurance }) });
  };
  const typed =
    (field: 'amountText' | 'yearsText' | 'monthsText') => (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...draft, [field]: onlyDigits(event.target.value) });

  return (
    <div className="credit-approval__controls">
      <fieldset className="fieldset-field">
        <legend className="fieldset-field__legend credit-approval__legend">
          {t('creditApproval.amount.legend')}
        </legend>
        <RangeControl
          id={amountRangeId}
          label={t('creditApproval.amount.slider')}
          min={bounds.minAmount}
          max={sliderMax}
          step={bounds.amountStep}
          value={shown.amount}
          format={euros}
          onChange={moveAmount}
        />
        <div className={fieldClass(amountError !== null)}>
          <DigitsBox
            id={amountId}
            label={t('creditApproval.amount.input')}
            value={draft.amountText}
            onChange={typed('amountText')}
            onBlur={settle}
            errorId={amountError !== null ? amountErrorId : null}
          />
          {amountError !== null ? <FieldError id={amountErrorId}>{amountError}</FieldError> : null}
        </div>
      </fieldset>

      <fieldset className="fieldset-field">
        <legend className="fieldset-field__legend credit-approval__legend">
          {t('creditApproval.tenor.legend')}
        </legend>
        <RangeControl
          id={tenorRangeId}
          label={t('creditApproval.tenor.slider')}
          min={tenors.min}
          max={tenors.max}
          step={1}
          value={shown.tenorMonths}
          valueText={formatTenor(t, shown.tenorMonths)}
          format={(months) => formatTenor(t, months)}
          onChange={moveTenor}
        />
        <div className="credit-approval__tenor-inputs">
          {(
            [
              [yearsId, 'yearsText', t('creditApproval.tenor.yearsInput')],
              [monthsId, 'monthsText', t('creditApproval.tenor.monthsInput')],
            ] as const
          ).map(([id, field, label]) => (
            <div key={id} className={fieldClass(tenorError !== null)}>
              <DigitsBox
                id={id}
                label={label}
                value={draft[field]}
                onChange={typed(field)}
                onBlur={settle}
                errorId={tenorError !== null ? tenorErrorId : null}
              />
            </div>
          ))}
        </div>
        {tenorError !== null ? <FieldError id={tenorErrorId}>{tenorError}</FieldError> : null}
      </fieldset>

      <fieldset className="fieldset-field">
        <legend className="fieldset-field__legend credit-approval__legend">
          {t('creditApproval.insurance.legend')}
        </legend>
        <p className="credit-approval__hint" id={insuranceHintId}>
          {t('creditApproval.insurance.explain', { premium: premiumText })}
        </p>
        <div className="credit-approval__toggle">
          {INSURANCE_CHOICES.map(([insured, label]) => (
            <TwoStateButton
              key={label}
              value={insured}
              currentValue={draft.insurance}
              onSelect={(insurance) =>
                onChange(settleDraft({ ...draft, insurance }, bounds, settled))
              }
              aria-describedby={insuranceHintId}
            >
              {t(label)}
            </TwoStateButton>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
