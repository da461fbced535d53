import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { holderFullName, newHolder, type Holder } from './holder';
import { outboxOf } from './outbox';

/**
 * Journeys of later steps start from an applicant who registered and confirmed the e-mail through
 * the real API (the registration journey covers those screens). The session cookie lands in the
 * browser context, so the context's pages are signed in.
 */
export interface SignedInApplicant {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  /** E.164, the form the outbox is keyed by. */
  readonly phone: string;
  readonly prospectId: string;
  readonly productId: string;
  /** The person they are: signed up under this name, with this card and personal data. */
  readonly holder: Holder;
}

let counter = 0;

/** A stamp of `digits` digits, new for each applicant of the worker. */
function uniqueStamp(digits: number): string {
  counter += 1;
  return `${(Date.now() + counter) % 10 ** digits}`.padStart(digits, '0');
}

/**
 * Where the applicant lives: the mobile number's country code and network prefix (the national
 * number is the prefix and the stamp) and the e-mail domain.
 */
const APPLICANT_COUNTRIES = {
  si: { dialCode: '+386', network: '41', subscriberDigits: 6, emailDomain: 'example.si' },
  al: { dialCode: '+355', network: '69', subscriberDigits: 7, emailDomain: 'example.al' },
} as const;

async function postJson(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await request.post(url, { data, headers });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as unknown;
}

export interface SignedInApplicantOptions {
  readonly language?: 'sl' | 'en' | 'sq';
  readonly productType?: string;
  /** A package chosen before registering (`POST onboarding/products/noauth`), e.g. Diploma. */
  readonly packageName?: string;
  /** Who applies: a new person of the applicant's country unless given (support/holder.ts). */
  readonly holder?: Holder;
  /** A sign-up name other than the holder's: only for a journey that tests the mismatch. */
  readonly fullName?: string;
  /** The country of the mobile number and e-mail (the server's variant); Slovenia unless said. */
  readonly country?: keyof typeof APPLICANT_COUNTRIES;
}

/** Registers, confirms the e-mail link from the dev outbox and leaves the context signed in. */
export async function signedInApplicant(
  context: BrowserContext,
  baseUrl: string,
  options: SignedInApplicantOptions = {},
): Promise<SignedInApplicant> {
  const api = `${baseUrl}/services/slo`;
  const language = options.language ?? 'en';
  const country = APPLICANT_COUNTRIES[options.country ?? 'si'];
  const holder = options.holder ?? newHolder({ variant: options.country ?? 'si' });
  const stamp = uniqueStamp(country.subscriberDigits);
  const email = `journey.${stamp}.${counter}@${country.emailDomain}`;
  const password = 'Zelena7Trava!';
  const { request } = context;
  // Each applicant made through the API comes from an address of its own (the test server trusts
  // the loopback proxy), so the journeys' many sign-ups stay within the per-address limits and
  // leave the loopback's budget to the journeys that register through the screens.
  const source = {
    'x-forwarded-for': `10.13.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
  };
  const uidResponse = await request.get(`${api}/external/cms/noauth/uid`);
  const { uid } = (await uidResponse.json()) as { uid: string };
  await postJson(
    request,
    `${api}/onboarding/products/noauth`,
    {
      uid,
      productType: options.productType ?? 'CURRENTACCOUNT',
      ...(options.packageName === undefined ? {} : { packageName: options.packageName }),
    },
    source,
  );
  await postJson(
    request,
    `${api}/security/action/setRegistration`,
    {
      uid,
      language,
      userData: {
        fullName: options.fullName ?? holderFullName(holder),
        email,
        password,
        phoneNumber: `0${country.network} ${stamp}`,
        prefix: country.dialCode,
      },
    },
    source,
  );
  await postJson(
    request,
    `${api}/security/action/noauth/checkemail`,
    { uid, language, email, link: `${baseUrl}/onboarding/#/usermessages/verifymail` },
    source,
  );
  const [, token] = await outboxOf(request, baseUrl).match(
    email,
    /\/usermessages\/emailvalidated\?token=([^\s]+)/,
  );
  await postJson(
    request,
    `${api}/security/action/registrationvalidate`,
    { token: decodeURIComponent(token ?? '') },
    source,
  );
  const status = await request.get(`${api}/onboarding/prospects/status?uid=${uid}`);
  const { processes } = (await status.json()) as {
    processes: { prospectId: string; productId: string }[];
  };
  const [process] = processes;
  if (process === undefined) throw new Error('the confirmed applicant has no process');
  return {
    uid,
    email,
    password,
    phone: `${country.dialCode}${country.network}${stamp}`,
    prospectId: process.prospectId,
    productId: process.productId,
    holder,
  };
}
