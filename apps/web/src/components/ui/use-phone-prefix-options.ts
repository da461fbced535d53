import { dialCodeOptions } from '@onboarding/domain';
import { useMemo } from 'react';
import { useLanguage } from '@onboarding/web-shell';
import type { SelectOption } from './select';

/**
 * The options of a dialling-code select: one per code, named by the territories that dial it in
 * the page's language ("Slovenia (+386)", "Ascension Island (+247)") and in its alphabetical
 * order, from the domain's one list (decision 239).
 */
export function usePhonePrefixOptions(): SelectOption[] {
  const language = useLanguage();
  return useMemo(() => dialCodeOptions(language), [language]);
}
