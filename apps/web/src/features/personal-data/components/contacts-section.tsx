import { memo } from 'react';
import { usePhonePrefixOptions } from '../../../components/ui/use-phone-prefix-options';
import { useT } from '../../../lib/i18n/i18n-context';
import { FieldLayout, type Layout } from './field-layout';
import { SelectField } from './fields';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { contactsSummary } from './section-summaries';

/** The dialling code, one option per code. */
function NationalPrefixField() {
  const t = useT();
  const prefixes = usePhonePrefixOptions();
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
