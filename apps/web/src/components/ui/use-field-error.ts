import { useContext } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { FormErrorsContext } from './form-errors-context';

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
  const fieldError = get<FieldErrors, { message?: unknown } | undefined>(errors, name);
  return typeof fieldError?.message === 'string' && fieldError.message !== ''
    ? fieldError.message
    : undefined;
}
