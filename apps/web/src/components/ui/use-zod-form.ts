import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form checked by a zod schema of `@onboarding/domain` (the same schema the server route
 * uses, DESIGN §3). Issue messages of those schemas are message keys, which FormField translates.
 * Fields are checked when they lose focus the first time and on every change after that.
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    // Form moves focus to the first field in error in the screen's order (decision 248).
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}
