import { describe, expect, it } from 'vitest';
import { putProspectInState } from './prospect-helpers';
import {
  auditOf,
  call,
  consentsBody,
  prospectStateOf,
  storedConsents,
  USER_AGENT,
} from './consents-helpers';
import { errorOf } from './security-helpers';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';

// POST prospects/{id}/consents (decision 110): order, ownership, bad values and the branch
// fallback. The eligible path with stored personal data is in consents-eligibility.test.ts.

const app = useTestApp();

async function atConsents() {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_INFO_UPLOADED',
    'PRODUCT_EMPLOYMENT_UPLOADED',
  );
  return applicant;
}

describe('POST prospects/{id}/consents', () => {
  it.each(['PEP', 'FATCA', 'CRS'] as const)(
    'a yes to %s sends the applicant to a branch, with every answer audited',
    async (question) => {
      const { sid, prospectId, userId } = await atConsents().then(async (a) => ({
        ...a,
        userId: (await auditOf(app, a.prospectId, 'prospect.created'))[0]?.actorId,
      }));
      const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
        sid,
        ip: '198.51.100.77',
        payload: consentsBody({ [question]: 'true' }, ['NO', 'YES', 'NO']),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        prospectState: 'PROSPECT_REDIRECT_TO_BRANCH',
        criteries: 'CONSENTS',
      });
      expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_REDIRECT_TO_BRANCH');

      const answers = await auditOf(app, prospectId, 'consent.answered');
      expect(answers.map((row) => row.details)).toEqual([
        {
          question: 'PEP',
          typeOfConsents: 'LEGAL',
          response: question === 'PEP' ? 'true' : 'false',
        },
        {
          question: 'FATCA',
          typeOfConsents: 'LEGAL',
          response: question === 'FATCA' ? 'true' : 'false',
        },
        {
          question: 'CRS',
          typeOfConsents: 'LEGAL',
          response: question === 'CRS' ? 'true' : 'false',
        },
        { question: 'BANKING_OFFERS', id: 0, typeOfConsents: 'COMMERCIAL', response: 'NO' },
        { question: 'LEGAL_ENTITY_OFFERS', id: 1, typeOfConsents: 'COMMERCIAL', response: 'YES' },
        { question: 'POLLS', id: 2, typeOfConsents: 'COMMERCIAL', response: 'NO' },
      ]);
      for (const row of answers) {
        expect(row.ip).toBe('198.51.100.77');
        expect(row.userAgent).toBe(USER_AGENT);
        expect(row.actorId).toBe(userId);
        expect(row.occurredAt).toBeInstanceOf(Date);
      }
      // The branch fallback needs no rule engine: it runs at the documents (decision 131).
      expect(await auditOf(app, prospectId, 'eligibility.decided')).toEqual([]);
    },
  );

  it('GET gives the answers back once given, null before', async () => {
    const { sid, prospectId } = await atConsents();
    const before = await call(app, 'GET', `/onboarding/prospects/${prospectId}/consents`, { sid });
    expect(before.json()).toEqual({ answers: null });
    await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      sid,
      payload: consentsBody({ PEP: 'true' }),
    });
    const after = await call(app, 'GET', `/onboarding/prospects/${prospectId}/consents`, { sid });
    expect(after.json()).toEqual({
      answers: {
        questionResponses: { PEP: 'true', FATCA: 'false', CRS: 'false' },
        consents: consentsBody().consents,
      },
    });
  });

  it('a loan whose salary statement is not in yet: 409 and nothing stored (decision 147)', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const response = await call(
      app,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consents`,
      {
        sid: applicant.sid,
        payload: consentsBody(),
      },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
    expect(await storedConsents(app, applicant.prospectId)).toHaveLength(0);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_INFO_UPLOADED');
  });

  it('twice: 409 and nothing changed', async () => {
    const { sid, prospectId } = await atConsents();
    const first = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      sid,
      payload: consentsBody({ CRS: 'true' }),
    });
    expect(first.statusCode).toBe(200);
    const second = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      sid,
      payload: consentsBody({}, ['YES', 'YES', 'YES']),
    });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    const [stored] = await storedConsents(app, prospectId);
    expect(stored?.crs).toBe('true');
    expect(stored?.commercial.map((answer) => answer.response)).toEqual(['YES', 'NO', 'NO']);
    expect(await auditOf(app, prospectId, 'consent.answered')).toHaveLength(6);
  });

  it.each([
    'PROSPECT_EMAIL_CHECKED',
    'PROSPECT_IDS_UPLOADED',
    'PROSPECT_CONSENTS_UPLOADED',
    'PROSPECT_VERIFIED',
  ] as const)('out of order (%s): 409 and nothing stored', async (state) => {
    const { sid, prospectId } = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(app, prospectId, state);
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      sid,
      payload: consentsBody(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    expect(await prospectStateOf(app, prospectId)).toBe(state);
    expect(await storedConsents(app, prospectId)).toEqual([]);
    expect(await auditOf(app, prospectId, 'consent.answered')).toEqual([]);
  });

  it('another applicant’s prospect, an unknown id or a malformed one: 404', async () => {
    const owner = await atConsents();
    const other = await atConsents();
    for (const id of [owner.prospectId, '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f', 'not-a-uuid']) {
      const response = await call(app, 'POST', `/onboarding/prospects/${id}/consents`, {
        sid: other.sid,
        payload: consentsBody({ PEP: 'true' }),
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    const read = await call(app, 'GET', `/onboarding/prospects/${owner.prospectId}/consents`, {
      sid: other.sid,
    });
    expect(read.statusCode).toBe(404);
    expect(await prospectStateOf(app, owner.prospectId)).toBe('PROSPECT_INFO_UPLOADED');
    expect(await storedConsents(app, owner.prospectId)).toEqual([]);
  });

  it('without a session: 401', async () => {
    const { prospectId } = await atConsents();
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      payload: consentsBody(),
    });
    expect(response.statusCode).toBe(401);
  });

  const good = consentsBody();
  const [banking, legalEntity, polls] = good.consents;
  it.each<[string, unknown, string]>([
    [
      'PEP as a boolean',
      { ...good, consentsInfo: { questionResponses: { PEP: true } } },
      'consentsInfo.questionResponses.PEP',
    ],
    [
      'PEP as "yes"',
      { ...good, consentsInfo: { questionResponses: { PEP: 'yes' } } },
      'consentsInfo.questionResponses.PEP',
    ],
    [
      'FATCA as "TRUE"',
      { ...good, consentsInfo: { questionResponses: { FATCA: 'TRUE' } } },
      'consentsInfo.questionResponses.FATCA',
    ],
    [
      'an unknown question',
      { ...good, consentsInfo: { questionResponses: { OTHER: 'true' } } },
      'consentsInfo.questionResponses',
    ],
    [
      'a response "true"',
      { ...good, consents: [{ ...banking, response: 'true' }, legalEntity, polls] },
      'consents.0.response',
    ],
    [
      'a response "yes"',
      { ...good, consents: [{ ...banking, response: 'yes' }, legalEntity, polls] },
      'consents.0.response',
    ],
    [
      'another type of consent',
      { ...good, consents: [{ ...banking, typeOfConsents: 'LEGAL' }, legalEntity, polls] },
      'consents.0.typeOfConsents',
    ],
    [
      'an unknown consent',
      { ...good, consents: [{ ...banking, name: 'SPAM' }, legalEntity, polls] },
      'consents.0.name',
    ],
    [
      'a consent under another index',
      { ...good, consents: [{ ...banking, id: 2 }, legalEntity, polls] },
      'consents.0.id',
    ],
    ['a missing consent', { ...good, consents: [banking, legalEntity] }, 'consents'],
    ['a repeated consent', { ...good, consents: [banking, banking, polls] }, 'consents'],
    ['no consentsInfo', { consents: good.consents }, 'consentsInfo'],
  ])('%s: 400 with the field, nothing changed', async (_label, payload, field) => {
    const { sid, prospectId } = await atConsents();
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/consents`, {
      sid,
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.fieldErrors.map((error) => error.field)).toContain(field);
    expect(response.body).not.toMatch(/at .*\.ts/);
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_INFO_UPLOADED');
    expect(await storedConsents(app, prospectId)).toEqual([]);
  });
});

describe('consent documents and isEligible before their step', () => {
  it('listing documents before the consents: 409', async () => {
    const { sid, prospectId } = await atConsents();
    const response = await call(
      app,
      'GET',
      `/onboarding/prospects/${prospectId}/consentsdocuments`,
      { sid },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
  });

  it('isEligible before the consents: 409, state unchanged', async () => {
    const { sid, prospectId } = await atConsents();
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
      sid,
    });
    expect(response.statusCode).toBe(409);
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_INFO_UPLOADED');
  });
});
