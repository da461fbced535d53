import { PHONE_PREFIX_OPTIONS } from '@onboarding/domain';
import { memo, useMemo } from 'react';
import type { SelectOption } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n/i18n-context';
import { useLookup } from '../api/get-lookup';
import { FieldLayout, type Layout } from './field-layout';
import { SelectField } from './fields';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { contactsSummary } from './section-summaries';

/** One option per dialling code, named by its first country in the page's language. */
function usePrefixOptions(): SelectOption[] {
  const countries = useLookup('country');
  return useMemo(() => {
    const names = new Map(countries.map(({ code, name }) => [code, name]));
    const byPrefix = new Map<string, string[]>();
    for (const { country, prefix } of PHONE_PREFIX_OPTIONS) {
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), names.get(country) ?? country]);
    }
    return [...byPrefix.entries()]
      .map(([prefix, list]) => {
        const sorted = [...list].sort((a, b) => a.localeCompare(b));
        const more = sorted.length > 1 ? ', …' : '';
        return { value: prefix, label: `${sorted[0] ?? prefix}${more} (${prefix})` };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [countries]);
}

/** The dialling code, one option per code. */
function NationalPrefixField() {
  const t = useT();
  const prefixes = usePrefixOptions();
  return (
    <SelectField
      name="contacts.nationalPrefix"
      label={t('personalData.contacts.nationalPrefix')}
      options={prefixes}
      required
    />
  );
}

const CONTACTS: Layout = [
  { kind: 'text', name: 'contacts.email', input: { type: 'email', autoComplete: 'email' } },
  {
    row: [
      { kind: 'component', component: NationalPrefixField },
      {
        kind: 'text',
        name: 'contacts.mobilePhoneNumber',
        input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
      },
    ],
    narrowFirst: true,
  },
];

/** spec 2 §3 "Contacts form": e-mail and mobile number, checked as at registration. */
export const ContactsSection = memo(function ContactsSection(shell: SectionShellProps) {
  return (
    <GuidedSection section="contacts" summarise={contactsSummary} {...shell}>
      <FieldLayout layout={CONTACTS} />
    </GuidedSection>
  );
});
