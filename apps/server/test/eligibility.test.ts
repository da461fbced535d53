import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConsentDocument } from '@onboarding/domain';
import { registryCustomers, registryInsolvencies } from '../src/composition/schema';
import {
  createIdentifierHmac,
  DEVELOPMENT_REGISTRY_ENTRIES,
} from '../src/modules/eligibility/registries';
import { buildTestApp, testConfig } from './build-test-app';
import {
  auditOf,
  call,
  consentsBody,
  enterPersonalData,
  personalDataSections,
  prospectStateOf,
} from './consents-helpers';
import { errorOf } from './security-helpers';
import { applicantAt } from './builders/applicant';

// Eligibility through the API (decision 131): decided once, in the transaction that
// accepts the consent documents, from the stored personal data and the local registers (seeded in
// development); isEligible answers the recorded decision and changes nothing.

let app: FastifyInstance;
const hmac = createIdentifierHmac(testConfig().appSecret);

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

type Sections = Parameters<typeof personalDataSections>[0];

async function consentsFor(sections: Sections) {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
  await enterPersonalData(app, applicant, personalDataSections(sections));
  const response = await call(
    app,
    'POST',
    `/onboarding/prospects/${applicant.prospectId}/consents`,
    {
      sid: applicant.sid,
      payload: consentsBody(),
    },
  );
  expect(response.statusCode).toBe(200);
  return {
    ...applicant,
    result: response.json<{ prospectState: string; criteries: string | null }>(),
  };
}

/** Consents given, then the documents accepted: the moment eligibility is decided. */
async function acceptDocuments(sections: Sections = {}) {
  const applicant = await consentsFor(sections);
  const list = await call(
    app,
    'GET',
    `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
    {
      sid: applicant.sid,
    },
  );
  const { documents } = list.json<{ documents: TConsentDocument[] }>();
  const accepted = await call(
    app,
    'POST',
    `/onboarding/prospects/${applicant.prospectId}/consentsdocuments`,
    {
      sid: applicant.sid,
      payload: { confirmAll: true, documents: documents.map(({ id, sha256 }) => ({ id, sha256 })) },
    },
  );
  expect(accepted.statusCode).toBe(200);
  return { ...applicant, accepted: accepted.json<{ prospectState: string; criteries: string }>() };
}

describe('eligibility when the consent documents are accepted (decision 131)', () => {
  it('the development registers are seeded outside production', async () => {
    const customers = await app.database.db.select().from(registryCustomers);
    expect(customers.map((row) => row.personalNumberHmac)).toContain(
      hmac(DEVELOPMENT_REGISTRY_ENTRIES.customers[0].personalNumber),
    );
    // Only HMACs are stored, never the identifier.
    expect(JSON.stringify(customers)).not.toContain('0101990500003');
  });

  it('the consents alone decide nothing: on to the documents', async () => {
    const { result, prospectId, sid } = await consentsFor({});
    expect(result).toEqual({ prospectState: 'PROSPECT_CONSENTS_UPLOADED', criteries: null });
    expect(await auditOf(app, prospectId, 'eligibility.decided')).toHaveLength(0);
    const latest = await call(app, 'GET', `/onboarding/prospects/${prospectId}/eligibility`, {
      sid,
    });
    expect(latest.json()).toEqual({ criteries: null });
  });

  it('an eligible applicant: documents accepted, on to the video identification', async () => {
    const { accepted, prospectId, sid } = await acceptDocuments();
    expect(accepted).toEqual({
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      criteries: 'ACCEPTED',
    });
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
    expect(await auditOf(app, prospectId, 'eligibility.decided')).toHaveLength(1);
    const latest = await call(app, 'GET', `/onboarding/prospects/${prospectId}/eligibility`, {
      sid,
    });
    expect(latest.json()).toEqual({ criteries: 'ACCEPTED' });
  });

  it.each<[string, Sections]>([
    [
      'EXISTING_CUSTOMER',
      {
        personalData: {
          personalNumber: '0101990500003',
          birthDate: '01.01.1990',
          gender: 'MALE',
        },
      },
    ],
    [
      'AJPES_INSOLVENTNOST',
      {
        personalData: {
          personalNumber: '0202985505006',
          birthDate: '02.02.1985',
          gender: 'FEMALE',
        },
      },
    ],
    ['EXISTING_IBAN', { personalData: { iban: 'SI56 0510 0801 2345 667' } }],
    ['RESIDENCY', { personalData: { residentStatus: 'NON_RESIDENT' } }],
  ])('%s: rejected before the video call, with the reason kept', async (reason, sections) => {
    const { accepted, prospectId, sid } = await acceptDocuments(sections);
    expect(accepted).toEqual({ prospectState: 'PROSPECT_REJECTED', criteries: reason });
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_REJECTED');
    const latest = await call(app, 'GET', `/onboarding/prospects/${prospectId}/eligibility`, {
      sid,
    });
    expect(latest.json()).toEqual({ criteries: reason });
    const [decision] = await auditOf(app, prospectId, 'eligibility.decided');
    expect(decision?.details).toEqual({ criteries: reason, reasons: [reason] });
    // The acceptance itself is still recorded: the documents were confirmed.
    expect(await auditOf(app, prospectId, 'consent_documents.accepted')).toHaveLength(1);
  });

  it('the latest decision of another applicant’s prospect: 404', async () => {
    const owner = await acceptDocuments();
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await call(
      app,
      'GET',
      `/onboarding/prospects/${owner.prospectId}/eligibility`,
      {
        sid: other.sid,
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('POST prospects/{id}/iseligible (spec 1 §4, decision 131)', () => {
  it('answers the recorded decision and changes nothing, however often asked', async () => {
    const { sid, prospectId } = await acceptDocuments();
    for (let asked = 0; asked < 2; asked += 1) {
      const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
        sid,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ criteries: 'ACCEPTED' });
    }
    // PROSPECT_VERIFIED is the video operator's approval, not this call.
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
    expect(await auditOf(app, prospectId, 'eligibility.decided')).toHaveLength(1);
  });

  it('a register that changed later does not change the recorded decision', async () => {
    const { sid, prospectId } = await acceptDocuments();
    const emso = personalDataSections().personalData.personalNumber;
    await app.database.db.insert(registryInsolvencies).values({
      personalNumberHmac: hmac(emso),
      caseNumber: 'St 99/2026',
      publishedOn: '2026-11-20',
    });
    try {
      const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
        sid,
      });
      expect(response.json()).toEqual({ criteries: 'ACCEPTED' });
      expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_CONSENT_DOCUMENTS_ACCEPTED');
    } finally {
      await app.database.db.delete(registryInsolvencies);
    }
  });

  it('before the documents are accepted: 409 PROSPECT_STATE_CONFLICT', async () => {
    const { sid, prospectId } = await consentsFor({});
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
      sid,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
  });

  it('another applicant’s prospect: 404, nothing changed', async () => {
    const owner = await acceptDocuments();
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await call(
      app,
      'POST',
      `/onboarding/prospects/${owner.prospectId}/iseligible`,
      {
        sid: other.sid,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(await prospectStateOf(app, owner.prospectId)).toBe(
      'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
    );
  });
});
