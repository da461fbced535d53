import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_AL_PERSONAL_DATA_SECTIONS,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  prospectRequestBodyFromSections,
  type TConsentDocument,
  type TPersonalDataSections,
} from '@onboarding/domain';
import { buildTestApp } from './build-test-app';
import { call, consentsBody, prospectStateOf } from './consents-helpers';
import { putProspectInState } from './prospect-helpers';
import {
  cookieOf,
  errorOf,
  freshEmail,
  freshIp,
  get,
  latestSmsCode,
  post,
  statusOf,
  tokenFromOutbox,
  VALID_PASSWORD,
  API,
} from './security-helpers';

// Decisions 176–179: an applicant of the al variant from sign-up to the
// consent documents through the API, with an Albanian mobile number, NID, NIPT, IBAN and postal
// code. Before, every such applicant was refused (the Slovenian rules), or, with a Slovenian IBAN
// typed to get past them, refused at eligibility with NO_IBAN.

let al: FastifyInstance;
let si: FastifyInstance;

beforeAll(async () => {
  [al, si] = await Promise.all([
    buildTestApp({ env: { VARIANT: 'al' } }),
    buildTestApp({ env: { VARIANT: 'si' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([al.close(), si.close()]);
});

let phoneCounter = 0;
/** An Albanian mobile number (069 + 7 digits) no other test of the run uses. */
function albanianPhone(): { number: string; e164: string } {
  phoneCounter += 1;
  const subscriber = String((process.pid % 9000) * 100 + phoneCounter).padStart(7, '0');
  return { number: `069 ${subscriber}`, e164: `+35569${subscriber}` };
}

/** Sign-up (spec payload, language from the header), e-mail link, then password and SMS code. */
async function signedUpAlbanian(app: FastifyInstance) {
  const ip = freshIp();
  const uid = (await get(app, '/external/cms/noauth/uid', { ip })).json<{ uid: string }>().uid;
  const email = freshEmail('al');
  const phone = albanianPhone();
  const product = await post(
    app,
    '/onboarding/products/noauth',
    { uid, productType: 'CURRENTACCOUNT' },
    { ip },
  );
  expect(product.statusCode, product.body).toBe(200);
  const registration = await post(
    app,
    '/security/action/setRegistration',
    {
      uid,
      language: 'sq',
      userData: {
        fullName: 'Elira Hoxha',
        email,
        password: VALID_PASSWORD,
        phoneNumber: phone.number,
        prefix: '+355',
      },
    },
    { ip },
  );
  expect(registration.statusCode, registration.body).toBe(200);
  const check = await post(
    app,
    '/security/action/noauth/checkemail',
    { uid, language: 'sq', email, link: 'http://localhost/onboarding/#/usermessages/verifymail' },
    { ip },
  );
  expect(check.json()).toEqual({ statusCode: 200 });
  const token = await tokenFromOutbox(app, email, '/usermessages/emailvalidated');
  const verified = await post(app, '/security/action/registrationvalidate', { token });
  expect(verified.statusCode, verified.body).toBe(200);

  // Signing in again sends the code to the Albanian number (E.164 +35569…).
  const login = await post(app, '/security/action/auth/login', {
    username: email,
    password: VALID_PASSWORD,
    credentialsType: 'PASSWORD',
  });
  expect(login.statusCode, login.body).toBe(200);
  const otp = await latestSmsCode(app, phone.e164);
  const signedIn = await post(app, '/security/action/loginotp', { uid, otp });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const sid = cookieOf(signedIn, 'sid');
  if (sid === undefined) throw new Error('no session after the code');
  const [process] = statusOf(
    await get(app, `/onboarding/prospects/status?uid=${uid}`, { sid }),
  ).processes;
  if (process === undefined) throw new Error('no process after sign-up');
  return { uid, email, sid, prospectId: process.prospectId };
}

function sectionsFor(email: string, base = EXAMPLE_AL_PERSONAL_DATA_SECTIONS) {
  return { ...base, contacts: { ...base.contacts, email } } satisfies TPersonalDataSections;
}

async function patchInfo(
  app: FastifyInstance,
  applicant: { uid: string; sid: string; prospectId: string },
  sections: TPersonalDataSections,
) {
  return app.inject({
    method: 'PATCH',
    url: `${API}/onboarding/prospects/${applicant.prospectId}/info`,
    remoteAddress: freshIp(),
    cookies: { sid: applicant.sid },
    payload: prospectRequestBodyFromSections(sections, { uid: applicant.uid }),
  });
}

describe('the al variant from sign-up to the consent documents (decisions 176–179)', () => {
  it('takes an Albanian applicant through to the video call, eligible', async () => {
    const applicant = await signedUpAlbanian(al);

    // The lookups of the screen are the variant's: Albanian postal codes and their municipality.
    const postal = (await get(al, '/getPostalCode/sq')).json<{ code: string; name: string }[]>();
    expect(postal[0]).toEqual({ code: '1001', name: 'Tirana 5' });
    expect(postal.some((entry) => entry.code === '1000')).toBe(false);
    const city = await post(al, '/externalservices/personal/city', { code: '1001' });
    expect(city.json()).toEqual({ code: '1001', city: 'Tiranë' });

    // The documents step is the same in both variants: its fixture (documents.test.ts).
    await putProspectInState(al, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
    const sections = sectionsFor(applicant.email);
    const draft = await call(
      al,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/info/partialsave`,
      {
        sid: applicant.sid,
      },
    );
    expect(draft.statusCode).toBe(200);
    const info = await patchInfo(al, applicant, sections);
    expect(info.statusCode, info.body).toBe(200);
    expect(await prospectStateOf(al, applicant.prospectId)).toBe('PROSPECT_INFO_UPLOADED');

    const consents = await call(
      al,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consents`,
      {
        sid: applicant.sid,
        payload: consentsBody(),
      },
    );
    expect(consents.statusCode, consents.body).toBe(200);
    const list = await call(
      al,
      'GET',
      `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
      { sid: applicant.sid },
    );
    const { documents } = list.json<{ documents: TConsentDocument[] }>();
    const accepted = await call(
      al,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
      {
        sid: applicant.sid,
        payload: {
          confirmAll: true,
          documents: documents.map(({ id, sha256 }) => ({ id, sha256 })),
        },
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      criteries: 'ACCEPTED',
    });
  });

  it('refuses Slovenian identifiers in the al variant, naming the Albanian rules (400)', async () => {
    const applicant = await signedUpAlbanian(al);
    await putProspectInState(al, applicant.prospectId, 'PROSPECT_IDS_UPLOADED', 'PRODUCT_NEW');
    const response = await patchInfo(al, applicant, {
      ...sectionsFor(applicant.email),
      personalData: {
        ...EXAMPLE_AL_PERSONAL_DATA_SECTIONS.personalData,
        personalNumber: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.personalNumber,
        taxID: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.taxID,
        iban: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.iban,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual(
      expect.arrayContaining([
        {
          field: 'personalInfo.identityDocument.personalNumber',
          code: 'personalDataRules.nid.format',
        },
        { field: 'personalInfo.taxNumber', code: 'personalDataRules.nipt.format' },
        { field: 'personalInfo.iban', code: 'personalDataRules.iban.notAlbanian' },
      ]),
    );
    expect(await prospectStateOf(al, applicant.prospectId)).toBe('PROSPECT_IDS_UPLOADED');
  });

  it('offers no loan in the al variant, so none is quoted in euros (decision 241)', async () => {
    const choose = async (app: FastifyInstance, productType: string) => {
      const ip = freshIp();
      const uid = (await get(app, '/external/cms/noauth/uid', { ip })).json<{ uid: string }>().uid;
      return post(app, '/onboarding/products/noauth', { uid, productType }, { ip });
    };
    const loan = await choose(al, 'PERSONALLOAN');
    expect(loan.statusCode).toBe(400);
    expect(errorOf(loan).fieldErrors).toEqual([
      { field: 'productType', code: 'validation.productType.notOffered' },
    ]);
    expect((await choose(al, 'DAYPOSIT')).statusCode).toBe(200);
    expect((await choose(si, 'PERSONALLOAN')).statusCode).toBe(200);
  });

  it('keeps the Slovenian rules in the si variant', async () => {
    const lookup = (await get(si, '/getPostalCode/sl')).json<{ code: string }[]>();
    expect(lookup[0]?.code).toBe('1000');
    const city = await post(si, '/externalservices/personal/city', { code: '1001' });
    expect(city.json()).toEqual({ code: '1001', city: 'Ljubljana' });
  });
});
