import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * Fields whose every rule is their own schema's, by name: no rule of the whole form names them.
 * A change to one of them is checked by its own schema alone, not by the whole form's (decision
 * 311). Not for a form that reads `formState.isValid`, which a single field's check then sets.
 */
export type OwnFieldChecks = Readonly<Record<string, z.ZodType>>;

export interface ZodFormOptions<TSchema extends ZodFormSchema> extends Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
> {
  readonly ownChecks?: OwnFieldChecks;
}

/**
 * zod's issues as react-hook-form's errors, as the zod resolver gives them: the first failure of
 * each field, under the form's own path (`prefix` first, when the issues are a part's).
 */
export function firstFailureErrors<TValues extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  options: ResolverOptions<TValues>,
  prefix: readonly string[] = [],
): FieldErrors<TValues> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)].join('.');
    errors[path] ??= { message: issue.message, type: issue.code };
  }
  return toNestErrors(errors, options);
}

/**
 * The whole schema's resolver, except for a change to a field of `ownChecks`: that field's first
 * failure from its own schema, as the zod resolver gives it. react-hook-form names one field when
 * it checks a field as it changes or is left, and every field when the form is submitted; every
 * failure of a field (criteriaMode "all") and native validation stay the whole schema's.
 */
export function withOwnFieldChecks<TValues extends FieldValues, TOutput>(
  whole: Resolver<TValues, unknown, TOutput>,
  ownChecks: OwnFieldChecks,
): Resolver<TValues, unknown, TOutput> {
  return (values, context, options) => {
    const name = options.names?.length === 1 ? options.names[0] : undefined;
    const own = name === undefined ? undefined : ownChecks[name];
    if (
      name === undefined ||
      own === undefined ||
      options.criteriaMode === 'all' ||
      options.shouldUseNativeValidation
    ) {
      return whole(values, context, options);
    }
    const result = own.safeParse(get(values, name));
    return {
      values: {},
      errors: result.success ? {} : firstFailureErrors(result.error.issues, options, [name]),
    };
  };
}

/**
 * react-hook-form checked by a zod schema of `@onboarding/domain` (the same schema the server route
 * uses, DESIGN §3). Issue messages of those schemas are message keys, which FormField translates.
 * Fields are checked when they lose focus the first time and on every change after that.
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  { ownChecks, ...options }: ZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  const whole = zodResolver(schema);
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    // Form moves focus to the first field in error in the screen's order (decision 248).
    shouldFocusError: false,
    ...options,
    resolver: ownChecks === undefined ? whole : withOwnFieldChecks(whole, ownChecks),
  });
}
