import { ID_DOCUMENT_TYPES } from '@onboarding/domain';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useLookupEntries, useLookupOptions } from '../hooks/use-options';
import { AutocompleteField, SelectField, TextField, YesNoField } from './fields';
import { useFormMethods } from './form-methods';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { personalSummary } from './section-summaries';

/** spec 2 §3 "Personal data form" with the identifiers (spec 2 §5 "Personal data"). */
export interface PersonalSectionProps extends SectionShellProps {
  /** The birth date was left (the Diploma package checks the age then). */
  readonly onBirthDateBlur?: (value: string) => void;
}

export const PersonalSection = memo(function PersonalSection({
  onBirthDateBlur,
  ...shell
}: PersonalSectionProps) {
  const t = useT();
  const { control } = useFormMethods();
  // The al variant asks the NID, the NIPT and an Albanian IBAN (decision 176): letters too.
  const albanian = useVariant().id === 'al';
  const genders = useLookupOptions('gender');
  const residentStatuses = useLookupOptions('residenceStatus');
  const nationalities = useLookupEntries('nationality');
  const countries = useLookupEntries('country');
  const authorities = useLookupEntries('issuingAuthority');
  const [hasSecondNationality, isResidentInItaly, idType] = useWatch({
    control,
    name: [
      'personalData.hasSecondNationality',
      'personalData.isResidentInItaly',
      'personalData.idType',
    ],
  }) as [boolean, boolean, string];
  const optional = (label: string) => `${label} ${t('personalData.optional')}`;
  const idTypes = ID_DOCUMENT_TYPES.map((value) => ({
    value,
    label: t(`personalData.options.idType.${value}`),
  }));

  return (
    <GuidedSection
      section="personalData"
      title={t('personalData.sections.personal')}
      summarise={personalSummary}
      {...shell}
    >
      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">{t('personalData.personal.names')}</legend>
        <div className="personal-data__row">
          <TextField
            name="personalData.firstName"
            label={t('personalData.personal.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            name="personalData.surname"
            label={t('personalData.personal.surname')}
            autoComplete="family-name"
            required
          />
        </div>
        <div className="personal-data__row">
          <TextField
            name="personalData.secondName"
            label={optional(t('personalData.personal.secondName'))}
            autoComplete="additional-name"
          />
          <TextField
            name="personalData.fatherName"
            label={optional(t('personalData.personal.fatherName'))}
          />
        </div>
        <div className="personal-data__row">
          <TextField
            name="personalData.birthName"
            label={optional(t('personalData.personal.birthName'))}
          />
          <TextField
            name="personalData.mothersMaidenName"
            label={optional(t('personalData.personal.motherMaidenName'))}
          />
        </div>
        <div className="personal-data__row">
          <SelectField
            name="personalData.gender"
            label={t('personalData.personal.gender')}
            options={genders}
            required
          />
          <SelectField
            name="personalData.residentStatus"
            label={t('personalData.personal.residentStatus')}
            options={residentStatuses}
            required
          />
        </div>
      </fieldset>

      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">{t('personalData.personal.birth')}</legend>
        <div className="personal-data__row">
          <TextField
            name="personalData.birthDate"
            label={t('personalData.personal.birthDate')}
            hint={t('personalData.personal.birthDateHint')}
            inputMode="numeric"
            autoComplete="bday"
            {...(onBirthDateBlur ? { onBlurValue: onBirthDateBlur } : {})}
            required
          />
          <TextField
            name="personalData.birthPlace"
            label={t('personalData.personal.birthPlace')}
            required
          />
        </div>
        <div className="personal-data__row">
          <AutocompleteField
            name="personalData.countryOfBirth"
            label={t('personalData.personal.countryOfBirth')}
            options={countries}
            required
          />
          <AutocompleteField
            name="personalData.nationality"
            label={t('personalData.personal.nationality')}
            options={nationalities}
            required
          />
        </div>
        <YesNoField
          name="personalData.hasSecondNationality"
          legend={t('personalData.personal.hasSecondNationality')}
        />
        {hasSecondNationality ? (
          <>
            <div className="personal-data__row">
              <AutocompleteField
                name="personalData.secondNationality"
                label={t('personalData.personal.secondNationality')}
                options={nationalities}
                required
              />
              <TextField
                name="personalData.secondNationalityUIC"
                label={t('personalData.personal.secondNationalityUIC')}
                required
              />
            </div>
            <YesNoField
              name="personalData.isResidentInItaly"
              legend={t('personalData.personal.isResidentInItaly')}
            />
            {isResidentInItaly ? (
              <TextField
                name="personalData.codiceFiscale"
                label={t('personalData.personal.codiceFiscale')}
                autoCapitalize="characters"
                required
              />
            ) : null}
          </>
        ) : null}
      </fieldset>

      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">{t('personalData.personal.document')}</legend>
        <div className="personal-data__row">
          <SelectField
            name="personalData.idType"
            label={t('personalData.personal.idType')}
            options={idTypes}
            required
          />
          {idType === 'PP' ? (
            <TextField
              name="personalData.passportNumber"
              label={t('personalData.personal.passportNumber')}
              hint={t('personalData.personal.passportNumberHint')}
              autoCapitalize="characters"
              required
            />
          ) : (
            <TextField
              name="personalData.idDocumentNumber"
              label={t('personalData.personal.idDocumentNumber')}
              inputMode="numeric"
              required
            />
          )}
        </div>
        <TextField
          name="personalData.personalNumber"
          label={t(
            albanian
              ? 'personalData.personal.personalNumberAl'
              : 'personalData.personal.personalNumber',
          )}
          hint={t(
            albanian
              ? 'personalData.personal.personalNumberHintAl'
              : 'personalData.personal.personalNumberHint',
          )}
          {...(albanian ? { autoCapitalize: 'characters' } : { inputMode: 'numeric' })}
          required
        />
        <div className="personal-data__row">
          <TextField
            name="personalData.dateOfIssue"
            label={t('personalData.personal.dateOfIssue')}
            hint={t('personalData.personal.dateHint')}
            inputMode="numeric"
            required
          />
          <TextField
            name="personalData.dateOfExpiration"
            label={t('personalData.personal.dateOfExpiration')}
            hint={t('personalData.personal.dateHint')}
            inputMode="numeric"
            required
          />
        </div>
        <div className="personal-data__row">
          <AutocompleteField
            name="personalData.issuer"
            label={t('personalData.personal.issuer')}
            options={authorities}
            freeText
            required
          />
          <TextField
            name="personalData.issuingPlace"
            label={t('personalData.personal.issuingPlace')}
            required
          />
        </div>
        <TextField
          name="personalData.addressCardNumber"
          label={optional(t('personalData.personal.addressCardNumber'))}
          hint={t('personalData.personal.addressCardNumberHint')}
        />
      </fieldset>

      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">
          {t('personalData.personal.identifiers')}
        </legend>
        <div className="personal-data__row">
          <TextField
            name="personalData.taxID"
            label={t(albanian ? 'personalData.personal.taxIdAl' : 'personalData.personal.taxId')}
            hint={t(
              albanian ? 'personalData.personal.taxIdHintAl' : 'personalData.personal.taxIdHint',
            )}
            {...(albanian ? { autoCapitalize: 'characters' } : { inputMode: 'numeric' })}
            required
          />
          <TextField
            name="personalData.iban"
            label={t(albanian ? 'personalData.personal.ibanAl' : 'personalData.personal.iban')}
            hint={t(
              albanian ? 'personalData.personal.ibanHintAl' : 'personalData.personal.ibanHint',
            )}
            autoCapitalize="characters"
            required
          />
        </div>
      </fieldset>
    </GuidedSection>
  );
});
