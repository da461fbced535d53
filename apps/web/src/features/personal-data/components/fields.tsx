import { formatDottedDate, formatIsoDate, parseDottedDate, parseIsoDate } from '@onboarding/domain';
import { useEffect, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { Autocomplete, type AutocompleteOption } from '../../../components/ui/autocomplete';
import { FormField } from '../../../components/ui/form-field';
import { MultiSelect, type MultiSelectOption } from '../../../components/ui/multi-select';
import { RadioGroup, type RadioOption } from '../../../components/ui/radio-group';
import { Select, type SelectOption } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextInput, type TextInputProps } from '../../../components/ui/text-input';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PersonalDataFormValues } from '../form/form-values';
import { useFormMethods, useOwnFieldError } from './form-methods';
import { PrefillHint, useDocumentReading, useIsPrefilled } from './prefill';

/*
 * The screen's fields, bound to the one react-hook-form of the page by name. Each wraps a building
 * block of components/ui, so labels, hints and errors work the same everywhere. A field listens to
 * its own value and error only (useFormMethods, useOwnFieldError): typing in one field renders that
 * field, not the screen (decision 198).
 */

export type FieldName = FieldPath<PersonalDataFormValues>;

interface FieldBase {
  readonly name: FieldName;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** An error code that wins over the schema's (a server field error, say). */
  readonly error?: string | undefined;
}

/**
 * A control bound to a field of the form by name (react-hook-form's Controller): `render` gets the
 * field and its error code, if any.
 */
function Bound<N extends FieldName>({
  name,
  render,
}: {
  readonly name: N;
  readonly render: (
    field: ControllerRenderProps<PersonalDataFormValues, N>,
    error: string | undefined,
  ) => ReactElement;
}) {
  const { control } = useFormMethods();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => render(field, fieldState.error?.message)}
    />
  );
}

/** The FormField of a field the document reading may have filled: marked, with a hint saying so. */
function PrefillableFormField({
  name,
  label,
  hint,
  required = false,
  error,
  children,
}: FieldBase & { readonly children: ReactNode }) {
  const prefilled = useIsPrefilled(name);
  const ownError = useOwnFieldError(name);
  const read = useDocumentReading(name);
  // Still the value read, and refused: say what was read; the error line says why (decision 247).
  const refusedValue = prefilled === 'document' && ownError !== undefined ? read : undefined;
  return (
    <FormField
      label={label}
      name={name}
      error={error ?? ownError}
      required={required}
      hint={
        prefilled === null ? (
          hint
        ) : (
          <PrefillHint source={prefilled} hint={hint} refusedValue={refusedValue} />
        )
      }
      {...(prefilled === null ? {} : { className: 'personal-data__prefilled' })}
    >
      {children}
    </FormField>
  );
}

export function TextField({
  name,
  label,
  hint,
  required = false,
  error,
  onBlurValue,
  ...input
}: FieldBase &
  Omit<TextInputProps, 'name'> & {
    /** Called with the value when the applicant leaves the field (the student age check). */
    readonly onBlurValue?: (value: string) => void;
  }) {
  const { register } = useFormMethods();
  return (
    <PrefillableFormField label={label} name={name} error={error} required={required} hint={hint}>
      <TextInput
        {...input}
        {...register(name, {
          ...(onBlurValue
            ? { onBlur: (event: { target: { value: string } }) => onBlurValue(event.target.value) }
            : {}),
        })}
      />
    </PrefillableFormField>
  );
}

export function TextAreaField({ name, label, hint, required = false, error }: FieldBase) {
  const { register } = useFormMethods();
  const ownError = useOwnFieldError(name);
  return (
    <FormField label={label} name={name} error={error ?? ownError} required={required} hint={hint}>
      <TextArea {...register(name)} />
    </FormField>
  );
}

export function SelectField({
  options,
  disabled,
  onValueChange,
  ...field
}: FieldBase & {
  readonly options: readonly SelectOption[];
  readonly disabled?: boolean;
  /** Rules of change run on top of the plain change (spec 2 §4). */
  readonly onValueChange?: (value: string) => void;
}) {
  const t = useT();
  const { name } = field;
  const { register, getValues, setValue } = useFormMethods();
  const registration = register(name, {
    ...(onValueChange
      ? { onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) }
      : {}),
  });
  // A native select shows nothing for a value whose option is not there yet, and the lookups
  // arrive after the values (restored, or read from the document): set the value again then.
  useEffect(() => {
    if (options.length > 0) setValue(name, getValues(name), { shouldDirty: false });
  }, [options, name, getValues, setValue]);
  return (
    <PrefillableFormField {...field}>
      {/* The empty first option stays choosable: choosing it is a rule of change (spec 2 §4). */}
      <Select
        {...registration}
        disabled={disabled}
        options={[{ value: '', label: t('personalData.choose') }, ...options]}
      />
    </PrefillableFormField>
  );
}

/** A value that must be chosen from a list: typed text that names no entry is no value. */
export function AutocompleteField({
  options,
  minLength,
  disabled,
  freeText = false,
  onTextChange,
  onChoose,
  ...field
}: FieldBase & {
  readonly options: readonly AutocompleteOption[];
  readonly minLength?: number;
  readonly disabled?: boolean;
  /** Any text is the value; the entries only suggest (issuer, employer). */
  readonly freeText?: boolean;
  readonly onTextChange?: (text: string) => void;
  /** Called with the new value after a change (a postal code fills the place, say). */
  readonly onChoose?: (value: string) => void;
}) {
  return (
    <PrefillableFormField {...field}>
      <Bound
        name={field.name}
        render={(bound) => (
          <Autocomplete
            ref={bound.ref}
            name={bound.name}
            options={options}
            value={
              typeof bound.value === 'string' && (freeText || bound.value !== '')
                ? bound.value
                : null
            }
            disabled={disabled}
            freeText={freeText}
            {...(minLength === undefined ? {} : { minLength })}
            {...(onTextChange ? { onTextChange } : {})}
            onChange={(id) => {
              bound.onChange(id ?? '');
              onChoose?.(id ?? '');
            }}
            onBlur={bound.onBlur}
          />
        )}
      />
    </PrefillableFormField>
  );
}

interface ChoiceFieldProps {
  readonly name: FieldName;
  readonly legend: ReactNode;
  readonly disabled?: boolean;
}

/** A yes / no question as two radio buttons; the form keeps a boolean. */
export function YesNoField({
  onValueChange,
  ...props
}: ChoiceFieldProps & { readonly onValueChange?: (value: boolean) => void }) {
  const t = useT();
  const options: RadioOption[] = [
    { value: 'true', label: t('personalData.yes') },
    { value: 'false', label: t('personalData.no') },
  ];
  return (
    <BoundRadioGroup
      {...props}
      options={options}
      inline
      shown={(value) => (typeof value === 'boolean' ? String(value) : null)}
      kept={(choice) => choice === 'true'}
      {...(onValueChange ? { onValueChange } : {})}
    />
  );
}

/** Radio buttons bound to a string field (the cash-share questions). */
export function RadioField({
  inline = false,
  ...props
}: ChoiceFieldProps & { readonly options: readonly RadioOption[]; readonly inline?: boolean }) {
  return (
    <BoundRadioGroup
      {...props}
      inline={inline}
      shown={(value) => (typeof value === 'string' ? value : null)}
      kept={(choice) => choice}
    />
  );
}

/** A RadioGroup bound to a field: the form keeps `kept(choice)`, the group shows `shown(value)`. */
function BoundRadioGroup<V>({
  name,
  legend,
  options,
  disabled,
  inline,
  shown,
  kept,
  onValueChange,
}: ChoiceFieldProps & {
  readonly options: readonly RadioOption[];
  readonly inline: boolean;
  readonly shown: (value: unknown) => string | null;
  readonly kept: (choice: string) => V;
  readonly onValueChange?: (value: V) => void;
}) {
  return (
    <Bound
      name={name}
      render={(field, error) => (
        <RadioGroup
          ref={field.ref}
          legend={legend}
          name={field.name}
          error={error ?? null}
          inline={inline}
          disabled={disabled}
          options={options}
          value={shown(field.value)}
          onValueChange={(choice) => {
            const value = kept(choice);
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A field whose value is a list of codes. */
export type ListFieldName = 'questionnaire.PurposeOfTheAccount' | 'questionnaire.OriginOfFunds';

/** Several answers chosen from a list, the form keeping their codes. */
export function MultiSelectField({
  name,
  legend,
  options,
}: {
  readonly name: ListFieldName;
  readonly legend: ReactNode;
  readonly options: readonly MultiSelectOption[];
}) {
  return (
    <Bound
      name={name}
      render={(field, error) => (
        <MultiSelect
          name={field.name}
          error={error ?? null}
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The form keeps YYYY-MM-DD (spec 2 §5); a complete DD.MM.YYYY is converted, anything else kept. */
function isoOf(text: string): string {
  const date = parseDottedDate(text.trim());
  return date === null ? text : formatIsoDate(date);
}

/** A kept YYYY-MM-DD shown as DD.MM.YYYY; anything else as it is. */
function dottedOf(value: string): string {
  const date = parseIsoDate(value.trim());
  return date === null ? value : formatDottedDate(date);
}

/**
 * A date the applicant types as DD.MM.YYYY like every other date of the screen, kept in the form
 * (and sent) as the YYYY-MM-DD of the spec's payload (spec 2 §5 "Professional"; decision 200).
 * Text that is no complete date stays as typed, so the schema refuses it; its format error is then
 * told as the dotted one (`dottedFormatError`).
 */
export function DateField({
  name,
  label,
  hint,
  required = false,
  error,
  formatError,
}: FieldBase & {
  /** The schema's "wrong format" code for this field, shown as the DD.MM.YYYY message instead. */
  readonly formatError: string;
}) {
  return (
    <Bound
      name={name}
      render={(field, fieldError) => {
        const code = error ?? fieldError;
        return (
          <PrefillableFormField
            label={label}
            name={name}
            error={code === formatError ? DOTTED_DATE_FORMAT_ERROR : code}
            required={required}
            hint={hint}
          >
            <DottedDateInput
              ref={field.ref}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </PrefillableFormField>
        );
      }}
    />
  );
}

/** The text box of a DateField: what is typed, while the form keeps the converted value. */
function DottedDateInput({
  ref,
  name,
  value,
  onChange,
  onBlur,
}: {
  readonly ref: Ref<HTMLInputElement>;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}) {
  const [shown, setShown] = useState(() => dottedOf(value));
  const [kept, setKept] = useState(value);
  if (value !== kept) {
    // Changed from outside (restored, reset): show the new value.
    setKept(value);
    if (isoOf(shown) !== value) setShown(dottedOf(value));
  }
  return (
    <TextInput
      ref={ref}
      name={name}
      inputMode="numeric"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        const next = isoOf(text);
        setShown(text);
        setKept(next);
        onChange(next);
      }}
      onBlur={() => {
        onBlur();
        setShown(dottedOf(value));
      }}
    />
  );
}

/** spec 2 §5 dates: "Enter a real date as DD.MM.YYYY." */
const DOTTED_DATE_FORMAT_ERROR = 'personalDataRules.date.format';
