import type { Language, ProcessName, TRegistrationForm } from '@onboarding/domain';
import { toRegistrationRequest } from '@onboarding/domain/registration-fields';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { storeUidCookie } from '../../../lib/wizard/session-cookies';
import { checkEmail } from '../api/check-email';
import { createProduct } from '../api/create-product';
import { getUid } from '../api/get-uid';
import { setRegistration } from '../api/set-registration';

export interface RegistrationInput {
  readonly form: TRegistrationForm;
  readonly product: ProcessName;
  readonly language: Language;
  /** The page the applicant registers from, sent with the check-email call. */
  readonly link: string;
}

/**
 * spec 1 §4 "Registration and login": the uid, the product, the registration, then the check-email
 * call, one after the other. Resolves to the page to show next: the check-email error page for
 * statusCode 400, the verify-mail page otherwise.
 */
export async function register({ form, product, language, link }: RegistrationInput) {
  const { uid } = await getUid();
  storeUidCookie(uid);
  await createProduct({ uid, productType: product });
  // spec 2 §3: uid and userData only; the language goes in the header of every call.
  await setRegistration(toRegistrationRequest(form, uid));
  const { statusCode } = await checkEmail({ uid, language, email: form.email.trim(), link });
  return statusCode === 400 ? paths.errorCheckEmail.getHref() : paths.verifyMail.getHref();
}

export function useRegistration() {
  return useMutation({ mutationFn: register });
}
