import type { MessageKey } from '@onboarding/messages';
import { useT } from '@onboarding/web-shell';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FailureRegion } from './notice';
import { TextField, type TextFieldProps } from './text-field';

/** A message per field that is wrong, by field name. */
type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A text field of a console form: its texts by key, the input's own attributes, and the check of
 * what was typed before the form is sent (the key of its message, or null when it is fine).
 */
export type TextFieldSpec = Omit<
  TextFieldProps,
  'label' | 'hint' | 'name' | 'value' | 'onChange' | 'error'
> & {
  readonly label: MessageKey;
  readonly hint?: MessageKey;
  readonly check?: (text: string) => MessageKey | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as typed: something@domain.tld (the server checks it further). */
export function checkEmail(text: string): MessageKey | null {
  return EMAIL.test(text.trim()) ? null : 'operator.validation.email';
}

/**
 * The text fields of a console form, stated as data: each one's text as typed and its message.
 * `input(name)` renders the field (its name is its key), so every field of a console form is
 * labelled, bound and checked the same way: `validate()` shows each field's message and says
 * whether all are fine, `showErrors` shows the server's messages of the form's fields, and
 * `clear()` empties them all (after a form is sent, say).
 */
export function useTextFields<K extends string>(specs: Readonly<Record<K, TextFieldSpec>>) {
  const t = useT();
  const [values, setValues] = useState(() => emptyValues(specs));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const input = (name: K) => {
    const { label, hint, check: _check, ...attributes } = specs[name];
    return (
      <TextField
        {...attributes}
        label={t(label)}
        hint={hint && t(hint)}
        name={name}
        value={values[name]}
        onChange={(event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, [name]: value }));
        }}
        error={errors[name]}
      />
    );
  };
  const validate = () => {
    const found: FieldErrors<K> = {};
    for (const name of Object.keys(specs) as K[]) {
      const key = specs[name].check?.(values[name]) ?? null;
      if (key !== null) found[name] = t(key);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const showErrors = (fields: Readonly<Partial<Record<string, string>>>) => {
    const shown: FieldErrors<K> = {};
    for (const name of Object.keys(specs) as K[]) {
      const text = fields[name];
      if (text !== undefined) shown[name] = text;
    }
    setErrors(shown);
  };
  const clear = () => setValues(emptyValues(specs));
  return { values, input, validate, showErrors, clear };
}

function emptyValues<K extends string>(specs: Readonly<Record<K, unknown>>): Record<K, string> {
  // Every key of `specs`, each with an empty text.
  return Object.fromEntries(Object.keys(specs).map((name) => [name, ''])) as Record<K, string>;
}

/**
 * A console form: its fields, the region its failure is announced in (there before the message
 * is, so a screen reader reads it when it comes), and its submit button, off while it is sent.
 */
export function ConsoleForm({
  className = 'stack',
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
}: {
  readonly className?: string;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly failure: string | null;
  readonly onSubmit: (event: FormEvent) => void | Promise<void>;
  readonly children: ReactNode;
}) {
  return (
    <form className={className} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <FailureRegion failure={failure} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
