import { createContext, useContext, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { get, useFormState, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { PersonalDataFormValues } from '../form/form-values';

/** The react-hook-form methods the screen's sections and fields use: all stable references. */
export type FormMethods = Pick<
  UseFormReturn<PersonalDataFormValues>,
  'control' | 'register' | 'getValues' | 'setValue' | 'setFocus'
>;

const FormMethodsContext = createContext<FormMethods | null>(null);
const SectionRenderContext = createContext<ProfilerOnRenderCallback | null>(null);

/**
 * The form's methods for the sections, in a context whose value never changes (decision 198).
 * react-hook-form's own FormProvider hands its consumers a new object whenever the Form renders
 * (a field's error, the first keystroke that makes it dirty), which re-rendered every field of the
 * screen; here a field renders only for its own value, error or props.
 */
export function FormMethodsProvider({
  methods,
  onSectionRender = null,
  children,
}: {
  methods: FormMethods;
  /** Tests only: a React Profiler callback around each section's own subtree. */
  onSectionRender?: ProfilerOnRenderCallback | null;
  children: ReactNode;
}) {
  return (
    <FormMethodsContext value={methods}>
      <SectionRenderContext value={onSectionRender}>{children}</SectionRenderContext>
    </FormMethodsContext>
  );
}

/** The test's Profiler callback for the sections, or null. */
export function useSectionRenderCallback(): ProfilerOnRenderCallback | null {
  return useContext(SectionRenderContext);
}

export function useFormMethods(): FormMethods {
  const methods = useContext(FormMethodsContext);
  if (methods === null) throw new Error('useFormMethods must be used inside FormMethodsProvider');
  return methods;
}

/** The error code of one field (a message key), subscribed to that field's error only. */
export function useOwnFieldError(name: FieldPath<PersonalDataFormValues>): string | undefined {
  const { control } = useFormMethods();
  const { errors } = useFormState({ control, name, exact: true });
  const message = get<unknown, { message?: unknown } | undefined>(errors, name);
  return typeof message?.message === 'string' && message.message !== ''
    ? message.message
    : undefined;
}
