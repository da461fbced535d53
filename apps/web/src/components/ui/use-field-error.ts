import { useContext } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FormErrorsContext } from './form-errors-context';

/**
 * The error at a dotted field name ("userData.email", "items.0.name"). Written here rather than
 * taken from react-hook-form, so a field outside a form (the intro's terms checkbox) does not load
 * the form library with the first page (decision 192).
 */
function errorAt(errors: FieldErrors, name: string): { message?: unknown } | undefined {
  let value: unknown = errors;
  for (const key of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'object' && value !== null ? value : undefined;
}

/**
 * The error code to show for a field: the one passed in, else the enclosing Form's error for
 * `name` (react-hook-form keeps the zod issue message, a message key, as `message`).
 */
export function useFieldError(
  name: string | undefined,
  error: string | null | undefined,
): string | undefined {
  const errors = useContext(FormErrorsContext);
  if (error) return error;
  if (!name || !errors) return undefined;
  const fieldError = errorAt(errors, name);
  return typeof fieldError?.message === 'string' && fieldError.message !== ''
    ? fieldError.message
    : undefined;
}
