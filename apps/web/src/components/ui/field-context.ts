import { createContext, useContext, type AriaAttributes } from 'react';

/**
 * What a FormField tells the control inside it: the id its label points at, the ids of its hint and
 * error lines, and whether it is in error. Inputs of this folder read it, so
 * `<FormField label={…}><TextInput {...register('x')} /></FormField>` needs no wiring.
 */
export interface FieldContextValue {
  readonly id: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export interface ControlAriaProps {
  readonly id?: string | undefined;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: AriaAttributes['aria-invalid'];
  readonly required?: boolean | undefined;
}

export interface MergedControlProps {
  readonly id: string | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly required: boolean | undefined;
}

/** Joins id lists for aria-describedby, skipping the empty ones. */
export function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A control's own id, description and error state merged with those of the enclosing FormField:
 * the control's own id wins, descriptions are joined, and it is invalid when either says so.
 * `aria-invalid` is left out rather than written `false`.
 */
export function useFieldControlProps(own: ControlAriaProps): MergedControlProps {
  const field = useContext(FieldContext);
  const ownInvalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true';
  return {
    id: own.id ?? field?.id,
    'aria-describedby': joinIds(field?.describedBy, own['aria-describedby']),
    'aria-invalid': ownInvalid || field?.invalid ? true : undefined,
    required: own.required ?? (field?.required || undefined),
  };
}
