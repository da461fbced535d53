import type { MessageKey } from '@onboarding/messages';
import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useWatch, type FieldPathValue } from 'react-hook-form';
import type { SelectOption } from '../../../components/ui/select';
import type { TextInputProps } from '../../../components/ui/text-input';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import type { LookupKind } from '../api/get-lookup';
import type { PersonalDataFormValues } from '../form/form-values';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import { labelKeyOf, type LabelledFieldName } from './field-labels';
import {
  AutocompleteField,
  DateField,
  MultiSelectField,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
  YesNoField,
  type FieldName,
  type ListFieldName,
} from './fields';
import { useFormMethods } from './form-methods';

/*
 * A section's fields as data: which field, of which kind, beside which, shown when. The sections
 * state their fields; this file alone turns them into the fields of fields.tsx, so every section
 * lays out, labels and marks its fields the same way. A field's label is the one field-labels
 * names it by (the list of blockers beside "Next" uses the same: decision 200), so a field is
 * named the same in both places.
 */

/** An option of a fixed list: its value and the key of its label. */
interface FixedOption {
  readonly value: string;
  readonly label: MessageKey;
}

type OptionKey = Extract<MessageKey, `personalData.options.${string}`>;
type GroupOf<K> = K extends `personalData.options.${infer G}.${string}` ? G : never;
type ValueOf<K, G extends string> = K extends `personalData.options.${G}.${infer V}` ? V : never;
type OptionGroup = GroupOf<OptionKey>;

/** The options of a fixed list of the domain, each labelled `personalData.options.<group>.<value>`. */
export function fixedOptions<G extends OptionGroup>(
  group: G,
  values: readonly ValueOf<OptionKey, G>[],
): readonly FixedOption[] {
  // The group and the values are typed from the message keys: every label key built here exists.
  return values.map((value) => ({
    value,
    label: `personalData.options.${group}.${value}` as MessageKey,
  }));
}

/** A lookup of the data registry, or a fixed list. */
type OptionSource = LookupKind | readonly FixedOption[];

type TextAttributes = Pick<
  TextInputProps,
  'autoCapitalize' | 'autoComplete' | 'inputMode' | 'type'
>;

interface FieldSpecBase {
  readonly name: LabelledFieldName;
  readonly hint?: MessageKey;
  /** Not required: the label ends in "(optional)". Every other field is required. */
  readonly optional?: boolean;
}

interface TextSpec extends FieldSpecBase {
  readonly kind: 'text';
  readonly input?: TextAttributes;
  /** The al variant's own hint and input (decision 176); its label comes from field-labels. */
  readonly al?: { readonly hint?: MessageKey; readonly input?: TextAttributes };
}

interface SelectSpec extends FieldSpecBase {
  readonly kind: 'select';
  readonly options: OptionSource;
}

interface TextAreaSpec extends FieldSpecBase {
  readonly kind: 'textArea';
}

interface AutocompleteSpec extends FieldSpecBase {
  readonly kind: 'autocomplete';
  readonly options: LookupKind;
  /** Any text is the value; the entries only suggest. */
  readonly freeText?: boolean;
}

interface DateSpec extends FieldSpecBase {
  readonly kind: 'date';
  /** The schema's "wrong format" code of the field (DateField). */
  readonly formatError: string;
}

/** A yes / no question, as two radio buttons. */
interface YesNoSpec {
  readonly kind: 'yesNo';
  readonly name: LabelledFieldName;
}

/** A question with short answers, as radio buttons side by side. */
interface RadioSpec {
  readonly kind: 'radio';
  readonly name: LabelledFieldName;
  readonly options: OptionSource;
}

/** Several answers chosen from a lookup. */
interface MultiSelectSpec {
  readonly kind: 'multiSelect';
  readonly name: ListFieldName;
  readonly options: LookupKind;
}

/** A field of its own making (one with state or rules of its own). */
interface ComponentSpec {
  readonly kind: 'component';
  readonly component: ComponentType;
}

type FieldSpec =
  | TextSpec
  | TextAreaSpec
  | SelectSpec
  | AutocompleteSpec
  | DateSpec
  | YesNoSpec
  | RadioSpec
  | MultiSelectSpec;

/** Fields side by side (the narrow-first row gives the first one less room). */
interface RowSpec {
  readonly row: readonly LayoutEntry[];
  readonly narrowFirst?: boolean;
}

/** Questions that belong together, set apart from the others. */
interface GroupSpec {
  readonly group: Layout;
}

/** A fieldset with its legend. */
interface SubsectionSpec {
  readonly legend: MessageKey;
  readonly entries: Layout;
}

/** Entries shown while a field's value passes a test, others (or none) otherwise. */
interface ShownSpec {
  readonly when: FieldName;
  readonly test: (value: unknown) => boolean;
  readonly then: Layout;
  readonly otherwise: Layout;
}

type LayoutEntry = FieldSpec | ComponentSpec | RowSpec | GroupSpec | SubsectionSpec | ShownSpec;
export type Layout = readonly LayoutEntry[];

/** `then` while the value of `field` passes `test`, else `otherwise`. */
export function shownWhen<N extends FieldName>(
  field: N,
  test: (value: FieldPathValue<PersonalDataFormValues, N>) => boolean,
  then: Layout,
  otherwise: Layout = [],
): ShownSpec {
  // useWatch hands the value of `field`: the type the test was written for.
  return {
    when: field,
    test: (value) => test(value as FieldPathValue<PersonalDataFormValues, N>),
    then,
    otherwise,
  };
}

/** What a section gives its fields at run time. */
export interface LayoutHandlers {
  /** Called with a text field's value when the applicant leaves it (the student age check). */
  readonly onBlurValue?: Partial<Record<FieldName, (value: string) => void>>;
  /** Called with a select's new value: its rules of change (spec 2 §4). */
  readonly onValueChange?: Partial<Record<FieldName, (value: string) => void>>;
}

const NO_HANDLERS: LayoutHandlers = {};

/** A section's fields, laid out as its layout says. */
export function FieldLayout({
  layout,
  handlers = NO_HANDLERS,
}: {
  readonly layout: Layout;
  readonly handlers?: LayoutHandlers;
}) {
  return layout.map((entry, index) => (
    // A layout is fixed: its entries never move, so their place is their key.
    <Entry key={index} entry={entry} handlers={handlers} />
  ));
}

function Entry({ entry, handlers }: { entry: LayoutEntry; handlers: LayoutHandlers }) {
  const t = useT();
  if ('row' in entry) {
    return (
      <div
        className={
          entry.narrowFirst
            ? 'personal-data__row personal-data__row--narrow-first'
            : 'personal-data__row'
        }
      >
        <FieldLayout layout={entry.row} handlers={handlers} />
      </div>
    );
  }
  if ('group' in entry) {
    return (
      <div className="personal-data__subsection">
        <FieldLayout layout={entry.group} handlers={handlers} />
      </div>
    );
  }
  if ('legend' in entry) {
    return (
      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">{t(entry.legend)}</legend>
        <FieldLayout layout={entry.entries} handlers={handlers} />
      </fieldset>
    );
  }
  if ('when' in entry) return <Shown spec={entry} handlers={handlers} />;
  if (entry.kind === 'component') return <entry.component />;
  return <SpecField spec={entry} handlers={handlers} />;
}

/** Listens to the one field its entries depend on: a change renders them, not the section. */
function Shown({ spec, handlers }: { spec: ShownSpec; handlers: LayoutHandlers }) {
  const { control } = useFormMethods();
  const value: unknown = useWatch({ control, name: spec.when });
  return <FieldLayout layout={spec.test(value) ? spec.then : spec.otherwise} handlers={handlers} />;
}

function SpecField({ spec, handlers }: { spec: FieldSpec; handlers: LayoutHandlers }) {
  const t = useT();
  const albanian = useVariant().id === 'al';
  const name = t(labelKeyOf(spec.name, albanian));
  if (spec.kind === 'yesNo') return <YesNoField name={spec.name} legend={name} />;
  if (spec.kind === 'multiSelect') {
    return <LookupMultiSelect name={spec.name} legend={name} kind={spec.options} />;
  }
  if (spec.kind === 'radio') {
    return (
      <WithOptions source={spec.options}>
        {(options) => <RadioField name={spec.name} legend={name} options={options} inline />}
      </WithOptions>
    );
  }
  const own = albanian && spec.kind === 'text' && spec.al ? { ...spec, ...spec.al } : spec;
  const field = {
    name: spec.name,
    label: spec.optional ? `${name} ${t('personalData.optional')}` : name,
    hint: own.hint && t(own.hint),
    required: !spec.optional,
  };
  switch (own.kind) {
    case 'text': {
      const onBlurValue = handlers.onBlurValue?.[spec.name];
      return <TextField {...field} {...own.input} {...(onBlurValue ? { onBlurValue } : {})} />;
    }
    case 'textArea':
      return <TextAreaField {...field} />;
    case 'select': {
      const onValueChange = handlers.onValueChange?.[spec.name];
      return (
        <WithOptions source={own.options}>
          {(options) => (
            <SelectField
              {...field}
              options={options}
              {...(onValueChange ? { onValueChange } : {})}
            />
          )}
        </WithOptions>
      );
    }
    case 'autocomplete':
      return <LookupAutocomplete {...field} kind={own.options} freeText={own.freeText ?? false} />;
    case 'date':
      return <DateField {...field} formatError={own.formatError} />;
  }
}

/** Hands its children the options of a lookup, or of a fixed list translated. */
function WithOptions({
  source,
  children,
}: {
  readonly source: OptionSource;
  readonly children: (options: readonly SelectOption[]) => ReactNode;
}) {
  return typeof source === 'string' ? (
    <LookupOptions kind={source}>{children}</LookupOptions>
  ) : (
    <FixedOptions options={source}>{children}</FixedOptions>
  );
}

function LookupOptions({
  kind,
  children,
}: {
  readonly kind: LookupKind;
  readonly children: (options: readonly SelectOption[]) => ReactNode;
}) {
  return children(useLookupOptions(kind));
}

function FixedOptions({
  options,
  children,
}: {
  readonly options: readonly FixedOption[];
  readonly children: (options: readonly SelectOption[]) => ReactNode;
}) {
  const t = useT();
  const translated = useMemo(
    () => options.map(({ value, label }) => ({ value, label: t(label) })),
    [options, t],
  );
  return children(translated);
}

function LookupMultiSelect({
  kind,
  ...field
}: Omit<ComponentProps<typeof MultiSelectField>, 'options'> & { readonly kind: LookupKind }) {
  return <MultiSelectField {...field} options={useLookupEntries(kind)} />;
}

function LookupAutocomplete({
  kind,
  ...field
}: Omit<ComponentProps<typeof AutocompleteField>, 'options'> & { readonly kind: LookupKind }) {
  return <AutocompleteField {...field} options={useLookupEntries(kind)} />;
}
