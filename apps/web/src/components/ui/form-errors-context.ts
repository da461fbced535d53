import { createContext } from 'react';
import type { FieldErrors } from 'react-hook-form';

/** The errors of the enclosing Form, so a FormField can show the one of its `name`. */
export const FormErrorsContext = createContext<FieldErrors | null>(null);
