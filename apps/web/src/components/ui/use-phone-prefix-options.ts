import { countryName, PHONE_PREFIX_OPTIONS } from '@onboarding/domain';
import { useMemo } from 'react';
import { useLanguage } from '@onboarding/web-shell';
import type { SelectOption } from './select';

/** Countries named in one option before the list is cut short ("Canada, United States, …"). */
const NAMES_PER_OPTION = 3;

/**
 * The options of a dialling-code select: one per code, named by its countries in the page's
 * language ("Slovenia (+386)") from the domain's one country list; several countries share some
 * codes (+1, +7, +44).
 */
export function usePhonePrefixOptions(): SelectOption[] {
  const language = useLanguage();
  return useMemo(() => {
    const byPrefix = new Map<string, string[]>();
    for (const { country, prefix } of PHONE_PREFIX_OPTIONS) {
      const list = byPrefix.get(prefix) ?? [];
      // The one country list's names (decision 197), as the personal data screen shows them.
      list.push(countryName(country, language));
      byPrefix.set(prefix, list);
    }
    return [...byPrefix.entries()]
      .map(([prefix, countries]) => {
        const sorted = countries.sort((a, b) => a.localeCompare(b, language));
        const shown = sorted.slice(0, NAMES_PER_OPTION).join(', ');
        const more = sorted.length > NAMES_PER_OPTION ? ', …' : '';
        return { value: prefix, label: `${shown}${more} (${prefix})` };
      })
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);
}
