import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { uploadOk } from './fixtures/document-api';
import { goodJpeg } from './fixtures/document-images';
import {
  API,
  cookieOf,
  freshEmail,
  freshIp,
  freshPhone,
  get,
  outboxFor,
  VALID_PASSWORD,
} from './security-helpers';
import { applicantAt } from './builders/applicant';

// Decision 184: the lookup front-end API `getX/{language}`.

function postAs(app: FastifyInstance, path: string, payload: unknown, sid?: string) {
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    remoteAddress: freshIp(),
    cookies: sid === undefined ? {} : { sid },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('the lookup front-end API (decision 184)', () => {
  const app = useTestApp();

  it('when the public lookups are asked, then they answer as their new-API paths', async () => {
    const texts = await get(app, '/getStaticData/en');
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toEqual((await get(app, '/external/cms/ltsccontent?language=en')).json());
    const branches = await get(app, '/fetchBranchList/sl');
    expect(branches.json()).toEqual((await get(app, '/external/info/branches')).json());
    const uid = await get(app, '/getUID/sl');
    expect(uid.statusCode).toBe(200);
    expect(cookieOf(uid, 'uid')).toBe(uid.json<{ uid: string }>().uid);
    expect((await get(app, '/getStaticData/xx')).statusCode).toBe(400);
  });

  it('when a visitor signs up through setRegistration and checkEmail, then the path gives the language', async () => {
    const uid = (await get(app, '/getUID/en')).json<{ uid: string }>().uid;
    const email = freshEmail('lookup');
    const phone = freshPhone();
    expect(
      (await postAs(app, '/onboarding/products/noauth', { uid, productType: 'CURRENTACCOUNT' }))
        .statusCode,
    ).toBe(200);
    const registered = await postAs(app, '/setRegistration/en', {
      uid,
      userData: {
        fullName: 'Ana Novak',
        email,
        password: VALID_PASSWORD,
        phoneNumber: phone.number,
        prefix: phone.prefix,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const checked = await postAs(app, '/checkEmail/en', { uid, email, link: 'http://localhost/' });
    expect(checked.json()).toEqual({ statusCode: 200 });
    const [mail] = await outboxFor(app, email);
    expect(mail?.subject).toMatch(/[A-Za-z]/);
  });

  it('when ids are given, then only the owner’s answer; anyone else’s is 404 and changes nothing', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const document = await uploadOk(app, { sid: other.sid }, await goodJpeg(), {
      uid: other.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });

    const own = await get(app, `/getProspect/${owner.prospectId}`, { sid: owner.sid });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ prospectId: owner.prospectId });
    expect(
      (await get(app, `/getProspect/${other.prospectId}`, { sid: owner.sid })).statusCode,
    ).toBe(404);
    expect((await get(app, `/getIDDocument/${document.id}`, { sid: owner.sid })).statusCode).toBe(
      404,
    );
    const theirs = await get(app, `/getIDDocument/${document.id}`, { sid: other.sid });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(
      (await postAs(app, '/isEligible/en', { prospectId: other.prospectId }, owner.sid)).statusCode,
    ).toBe(404);

    const refused = await postAs(
      app,
      `/cleanCacheUserData/${other.prospectId}`,
      undefined,
      owner.sid,
    );
    expect(refused.statusCode).toBe(404);
    expect((await get(app, '/security/action/whoami', { sid: owner.sid })).statusCode).toBe(200);
    expect((await get(app, '/security/action/whoami', { sid: other.sid })).statusCode).toBe(200);
  });

  it('when the owner cleans the cache, then the session ends, both cookies are cleared and the external page is named', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const cleaned = await postAs(
      app,
      `/cleanCacheUserData/${owner.prospectId}`,
      undefined,
      owner.sid,
    );
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json()).toEqual({ redirectTo: app.config.bankSiteUrl });
    const cleared = cleaned.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['sid', 'uid']);
    expect((await get(app, '/security/action/whoami', { sid: owner.sid })).statusCode).toBe(401);
  });

  it('when sendSms is called, then it answers like loginretryotp', async () => {
    const uid = (await get(app, '/getUID/sl')).json<{ uid: string }>().uid;
    const old = await postAs(app, '/sendSms/sl', { uid });
    const current = await postAs(app, '/security/action/noauth/loginretryotp', { uid });
    expect(old.statusCode).toBe(current.statusCode);
    expect(old.json()).toEqual(current.json());
  });
});
