import { EXAMPLE_PERSONAL_DATA_SECTIONS } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDITORS } from '../src/infra/config-creditor';
import { useTestApp } from './build-test-app';
import { applicantOnPersonalData, exampleBody } from './personal-data-helpers';
import { API, errorOf, freshIp, get, post } from './security-helpers';
import { applicantAt } from './builders/applicant';

// Decision 183: the contact centre, the state list, the OCR scan set-up and
// the old API's user-data calls onto the new API's services.

function postAs(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  options: { sid?: string; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    remoteAddress: freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
    headers: options.language === undefined ? {} : { language: options.language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the contact centre and the state list (decision 183)', () => {
  const app = useTestApp();

  it('when the contact centre is asked on either path, then the configured bank’s phone and e-mail come with the opening hours', async () => {
    const hours = (await get(app, '/external/info/openinghours')).json<object>();
    const answer = await get(app, '/external/info/contactcenter');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      ...hours,
      phoneNumbers: [DEFAULT_CREDITORS.si.phone],
      email: DEFAULT_CREDITORS.si.email,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const old = await postAs(app, '/externalservices/current/contactcenter', undefined);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toEqual(answer.json());
  });

  it('when the state list is asked, then it is the country lookup in the language header’s language', async () => {
    const english = await postAs(
      app,
      '/externalservices/current/statelist',
      {},
      { language: 'en' },
    );
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toEqual((await get(app, '/getCountry/en')).json());
    const fallback = await postAs(app, '/externalservices/current/statelist', undefined, {
      language: 'xx',
    });
    expect(fallback.json()).toEqual((await get(app, '/getCountry/sl')).json());
  });
});

describe('the old API’s calls of a signed-in applicant (decision 183)', () => {
  const app = useTestApp();

  it('when the OCR scan is set up, then it names the owner’s prospect; another’s is 404, anonymous 401', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const setup = await postAs(app, '/externalservices/setupocrscan', undefined, {
      sid: owner.sid,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json()).toMatchObject({
      prospectId: owner.prospectId,
      idTypes: ['ID', 'PP'],
      readingPath: `/services/slo/onboarding/prospects/${owner.prospectId}/documentreading`,
    });
    const refused = await postAs(
      app,
      '/externalservices/setupocrscan',
      { prospectId: other.prospectId },
      { sid: owner.sid },
    );
    expect(refused.statusCode).toBe(404);
    expect((await postAs(app, '/externalservices/setupocrscan', {})).statusCode).toBe(401);
  });

  it('when user data is sent defined, then verified, then the name follows it; another’s prospect is 404', async () => {
    const owner = await applicantOnPersonalData(app);
    const other = await applicantOnPersonalData(app);
    const as = { sid: owner.sid };

    const before = await postAs(app, '/user/current/name', {}, as);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      fullName: owner.fullName,
      firstName: null,
      surname: null,
      source: 'ACCOUNT',
    });
    expect(
      (await postAs(app, '/user/current/name', { prospectId: other.prospectId }, as)).statusCode,
    ).toBe(404);

    const userInfo = { personalData: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData };
    const refusedDefined = await postAs(
      app,
      '/user/senddefineduserdata',
      { userInfo, prospectId: other.prospectId },
      as,
    );
    expect(refusedDefined.statusCode).toBe(404);
    const defined = await postAs(app, '/user/senddefineduserdata', { userInfo }, as);
    expect(defined.statusCode, defined.body).toBe(200);
    expect(defined.json<{ sections: object }>().sections).toHaveProperty('personalData');

    const refusedVerified = await postAs(
      app,
      '/user/current/sendverifieduserdata',
      { userInfo: exampleBody(owner.uid), prospectId: other.prospectId },
      as,
    );
    expect(refusedVerified.statusCode).toBe(404);
    const otherState = await get(app, `/onboarding/prospects/${other.prospectId}`, {
      sid: other.sid,
    });
    expect(otherState.json()).toMatchObject({ prospectState: 'PROSPECT_IDS_UPLOADED' });

    const verified = await postAs(
      app,
      '/user/current/sendverifieduserdata',
      { userInfo: exampleBody(owner.uid) },
      as,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ prospectState: 'PROSPECT_INFO_UPLOADED' });

    const after = await postAs(app, '/user/current/name', undefined, as);
    expect(after.json()).toMatchObject({
      firstName: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.firstName,
      surname: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.surname,
      source: 'PERSONAL_DATA',
    });
  });

  it('when an account has two processes and names none, then the old calls ask for the prospect', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const second = await post(
      app,
      '/onboarding/products/noauth',
      { uid: owner.uid, productType: 'PERSONALLOAN' },
      { sid: owner.sid },
    );
    expect(second.statusCode).toBe(200);
    const answer = await postAs(app, '/user/current/name', {}, { sid: owner.sid });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).mainError.code).toBe('PROSPECT_ID_REQUIRED');
  });

  it('when sendsmsotp is called, then it answers like loginretryotp, an unknown uid too', async () => {
    const uid = (await get(app, '/external/cms/noauth/uid')).json<{ uid: string }>().uid;
    const old = await postAs(app, '/processes/noauth/sendsmsotp', { uid });
    const current = await postAs(app, '/security/action/noauth/loginretryotp', { uid });
    expect(old.statusCode, old.body).toBe(current.statusCode);
    expect(old.json()).toEqual(current.json());
    expect((await postAs(app, '/processes/noauth/sendsmsotp', { uid: 'x' })).statusCode).toBe(400);
  });
});
