import { placeForPostalCode, POSTAL_CODE_COUNTRY } from '@onboarding/domain';
import { formatPlace } from '@onboarding/domain/format';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { AutocompleteOption } from '../../../components/ui/autocomplete';
import { Checkbox } from '../../../components/ui/checkbox';
import { useT } from '../../../lib/i18n/i18n-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { useLookup } from '../api/get-lookup';
import { useLookupEntries } from '../hooks/use-options';
import { AutocompleteField, TextField } from './fields';
import { useFormMethods } from './form-methods';
import { GuidedSection, type SectionShellProps } from './guided-section';
import { addressSummary } from './section-summaries';

type AddressPrefix = '' | 'temp';

/** "municipalityZipCode" or "tempMunicipalityZipCode": the form names of spec 2 §3. */
function fieldOf<P extends AddressPrefix, F extends string>(prefix: P, field: F) {
  return (
    prefix === ''
      ? `address.${field}`
      : `address.temp${field.charAt(0).toUpperCase()}${field.slice(1)}`
  ) as `address.${string}`;
}

function AddressFields({
  prefix,
  countries,
  postalCodes,
}: {
  prefix: AddressPrefix;
  countries: readonly AutocompleteOption[];
  postalCodes: readonly AutocompleteOption[];
}) {
  const t = useT();
  const variant = useVariant();
  // The variant's country has a postal code list (SI, or AL in the al variant; decision 178).
  const listedCountry = POSTAL_CODE_COUNTRY[variant.id];
  const { control, setValue, getValues } = useFormMethods();
  const countryField = fieldOf(prefix, 'country') as 'address.country' | 'address.tempCountry';
  const zipField = fieldOf(prefix, 'municipalityZipCode') as
    'address.municipalityZipCode' | 'address.tempMunicipalityZipCode';
  const cityField = fieldOf(prefix, 'city') as 'address.city' | 'address.tempCity';
  const country = useWatch({ control, name: countryField });

  // spec 2 §3: a postal code chosen from the list names its place.
  const fillPlace = (code: string) => {
    const place = placeForPostalCode(code, variant.id);
    if (place !== null && getValues(cityField) !== place) {
      setValue(cityField, place, { shouldValidate: true, shouldDirty: true });
    }
  };

  return (
    <>
      <AutocompleteField
        name={countryField}
        label={t('personalData.address.country')}
        options={countries}
        required
      />
      <div className="personal-data__row personal-data__row--narrow-first">
        {country === listedCountry ? (
          <AutocompleteField
            name={zipField}
            label={t('personalData.address.municipalityZipCode')}
            hint={t('personalData.address.municipalityZipCodeHint')}
            options={postalCodes}
            onChoose={fillPlace}
            required
          />
        ) : (
          <TextField
            name={zipField}
            label={t('personalData.address.municipalityZipCode')}
            autoComplete={prefix === '' ? 'postal-code' : 'off'}
            required
          />
        )}
        <TextField
          name={cityField}
          label={t('personalData.address.city')}
          autoComplete={prefix === '' ? 'address-level2' : 'off'}
          required
        />
      </div>
      <div className="personal-data__row personal-data__row--narrow-first">
        <TextField
          name={fieldOf(prefix, 'houseNumber') as 'address.houseNumber'}
          label={t('personalData.address.houseNumber')}
          required
        />
        <TextField
          name={fieldOf(prefix, 'streetAddress') as 'address.streetAddress'}
          label={t('personalData.address.streetAddress')}
          autoComplete={prefix === '' ? 'address-line1' : 'off'}
          required
        />
      </div>
    </>
  );
}

/** spec 2 §3 "Address form": the permanent address, and a temporary one unless switched off. */
export const AddressSection = memo(function AddressSection(shell: SectionShellProps) {
  const t = useT();
  const { control, register } = useFormMethods();
  const countries = useLookupEntries('country');
  const postalEntries = useLookup('postalCode');
  const postalCodes = useMemo(
    () =>
      // The place as people write it, never the list's "Ljubljana - dostava" (decision 238).
      postalEntries.map(({ code, name }) => ({ id: code, label: formatPlace(code, name) })),
    [postalEntries],
  );
  const onlyPermanent = useWatch({ control, name: 'address.hasOnlyPermanentAddress' });

  return (
    <GuidedSection section="address" summarise={addressSummary} {...shell}>
      <fieldset className="personal-data__subsection">
        <legend className="personal-data__subtitle">{t('personalData.address.permanent')}</legend>
        <AddressFields prefix="" countries={countries} postalCodes={postalCodes} />
      </fieldset>
      <Checkbox
        {...register('address.hasOnlyPermanentAddress')}
        label={t('personalData.address.hasOnlyPermanentAddress')}
      />
      {onlyPermanent ? null : (
        <fieldset className="personal-data__subsection">
          <legend className="personal-data__subtitle">{t('personalData.address.temporary')}</legend>
          <AddressFields prefix="temp" countries={countries} postalCodes={postalCodes} />
        </fieldset>
      )}
    </GuidedSection>
  );
});
