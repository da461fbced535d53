import { emptyAddressForm, ROUTES, type TWhoAmIResponse } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { correctionQueryOptions } from '../../../lib/wizard/api/get-correction';
import { useWhoAmI } from '../../../lib/wizard/api/get-whoami';
import { useContinueWizard } from '../../../lib/wizard/use-continue-wizard';
import { useWizard } from '../../../lib/wizard/wizard-context';
import { useVariant } from '../../../lib/variant/variant-context';
import { documentReadingQueryOptions } from '../api/get-document-reading';
import { dataRegistryQueryOptions } from '../api/get-lookup';
import { partialSaveQueryOptions } from '../api/partial-save';
import { PersonalDataForm } from './personal-data-form';
import { mobileFromSignUp, namesFromSignUp, type PrefillValues } from './prefill';
import { initialValues } from '../form/form-values';

type Initial = ReturnType<typeof initialValues> & {
  readonly fromSignUp: PrefillValues;
  readonly signUpName: string;
};

type SignUp = Pick<TWhoAmIResponse, 'fullName' | 'mobilePhone'>;

/**
 * The name and mobile number given at sign-up fill what the saved draft and the document reading
 * did not (decisions 199 and 213): the applicant is not asked again for what they already gave.
 */
function withSignUpData(start: ReturnType<typeof initialValues>, signUp: SignUp): Initial {
  const names = namesFromSignUp(signUp.fullName, start.values.personalData);
  const phone = mobileFromSignUp(signUp.mobilePhone ?? null, start.values.contacts);
  const personalData = { ...start.values.personalData };
  if (names['personalData.firstName'] !== undefined) {
    personalData.firstName = names['personalData.firstName'];
  }
  if (names['personalData.surname'] !== undefined) {
    personalData.surname = names['personalData.surname'];
  }
  const contacts = { ...start.values.contacts };
  if (phone['contacts.mobilePhoneNumber'] !== undefined && signUp.mobilePhone) {
    contacts.nationalPrefix = signUp.mobilePhone.prefix;
    contacts.mobilePhoneNumber = phone['contacts.mobilePhoneNumber'];
  }
  return {
    ...start,
    values: { ...start.values, personalData, contacts },
    fromSignUp: { ...names, ...phone },
    signUpName: signUp.fullName,
  };
}

/** How long the screen waits for a document reading still in progress (decision 102). */
export const READING_WAIT_MS = 6000;

/**
 * The form of the personal data screen with what it opens with: what was saved before, the values
 * read from the identity document and what was given at sign-up. Its own chunk, loaded once the
 * page's heading has painted (decision 222).
 */
export function PersonalDataEditor() {
  const t = useT();
  const variant = useVariant();
  const { uid, process } = useWizard();
  const { prospectId, packageName } = process;
  const continueWizard = useContinueWizard(ROUTES.consents);
  const saved = useQuery(partialSaveQueryOptions(prospectId));
  const reading = useQuery(documentReadingQueryOptions(prospectId));
  const whoAmI = useWhoAmI();
  // A video operator's correction opens one section (decision 244); a failed read opens them all.
  const correction = useQuery(correctionQueryOptions(prospectId));
  // The lists too: arriving after the form, they re-rendered every section at once.
  const lists = useQuery(dataRegistryQueryOptions(useLanguage()));
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), READING_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const readingSettled =
    reading.isError || (reading.data !== undefined && reading.data.status !== 'PENDING');
  const ready =
    !saved.isPending &&
    (readingSettled || waitedEnough) &&
    !whoAmI.isPending &&
    !lists.isPending &&
    !correction.isPending;
  // The initial values are taken once: later answers must not reset what is being typed.
  const [initial, setInitial] = useState<Initial | null>(null);
  if (ready && initial === null) {
    setInitial(
      withSignUpData(
        initialValues({
          saved: saved.data ?? null,
          prefill: reading.data?.status === 'READ' ? reading.data.prefill : null,
          contacts: {
            email: whoAmI.data?.username ?? '',
            nationalPrefix: variant.phonePrefix,
            mobilePhoneNumber: '',
          },
          address: emptyAddressForm(variant.id),
          isDiploma: packageName === 'Diploma',
          studentLabel: t('personalData.employment.studentLabel'),
          variant: variant.id,
        }),
        { fullName: whoAmI.data?.fullName ?? '', mobilePhone: whoAmI.data?.mobilePhone ?? null },
      ),
    );
  }

  // The answers come in as urgent updates; the whole form's first render is deferred, so that it
  // is rendered in slices that let the browser respond in between (decision 226).
  const shown = useDeferredValue(initial);

  if (shown === null) return <Spinner label={t('common.loading')} />;
  return (
    <PersonalDataForm
      uid={uid}
      prospectId={prospectId}
      packageName={packageName}
      initialValues={shown.values}
      prefilled={shown.prefilled}
      fromSignUp={shown.fromSignUp}
      signUpName={shown.signUpName}
      documentNamesCut={shown.documentNamesCut}
      correction={correction.data ?? null}
      onSubmitted={continueWizard}
    />
  );
}
