import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConsentDocument } from '@onboarding/domain';
import { registryCustomers, registryInsolvencies } from '../src/infra/db/schema';
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
import { applicantWithProspect } from './prospect-helpers';
import { errorOf } from './security-helpers';

// Eligibility through the API (issue 7): decided with the consents from the stored personal data
// and the local registers (seeded in development), and again as isEligible after the documents.

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
  const applicant = await applicantWithProspect(app);
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
  return { ...applicant, result: response.json<{ prospectState: string; criteries: string }>() };
}

async function acceptedDocuments() {
  const applicant = await consentsFor({});
  expect(applicant.result.criteries).toBe('ACCEPTED');
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
  return applicant;
}

describe('eligibility at the consents (before the video call)', () => {
  it('the development registers are seeded outside production', async () => {
    const customers = await app.database.db.select().from(registryCustomers);
    expect(customers.map((row) => row.personalNumberHmac)).toContain(
      hmac(DEVELOPMENT_REGISTRY_ENTRIES.customers[0].personalNumber),
    );
    // Only HMACs are stored, never the identifier.
    expect(JSON.stringify(customers)).not.toContain('0101990500003');
  });

  it('an eligible applicant goes on to the documents', async () => {
    const { result, prospectId, sid } = await consentsFor({});
    expect(result).toEqual({ prospectState: 'PROSPECT_CONSENTS_UPLOADED', criteries: 'ACCEPTED' });
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
    const { result, prospectId, sid } = await consentsFor(sections);
    expect(result).toEqual({ prospectState: 'PROSPECT_REJECTED', criteries: reason });
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_REJECTED');
    const latest = await call(app, 'GET', `/onboarding/prospects/${prospectId}/eligibility`, {
      sid,
    });
    expect(latest.json()).toEqual({ criteries: reason });
    const [decision] = await auditOf(app, prospectId, 'eligibility.decided');
    expect(decision?.details).toEqual({ criteries: reason, reasons: [reason] });
    // The error page comes next: the documents step is closed.
    const documents = await call(
      app,
      'GET',
      `/onboarding/prospects/${prospectId}/consentsdocuments`,
      {
        sid,
      },
    );
    expect(documents.statusCode).toBe(409);
  });

  it('the latest decision of another applicant’s prospect: 404', async () => {
    const owner = await consentsFor({});
    const other = await applicantWithProspect(app);
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

describe('POST prospects/{id}/iseligible (spec 1 §4)', () => {
  it('ACCEPTED: PROSPECT_VERIFIED; asked again: 409', async () => {
    const { sid, prospectId } = await acceptedDocuments();
    const response = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
      sid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ criteries: 'ACCEPTED' });
    expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_VERIFIED');
    const again = await call(app, 'POST', `/onboarding/prospects/${prospectId}/iseligible`, {
      sid,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
  });

  it('a register that changed meanwhile: the reason and PROSPECT_REJECTED', async () => {
    const { sid, prospectId } = await acceptedDocuments();
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
      expect(response.json()).toEqual({ criteries: 'AJPES_INSOLVENTNOST' });
      expect(await prospectStateOf(app, prospectId)).toBe('PROSPECT_REJECTED');
    } finally {
      await app.database.db.delete(registryInsolvencies);
    }
  });

  it('another applicant’s prospect: 404, nothing changed', async () => {
    const owner = await acceptedDocuments();
    const other = await applicantWithProspect(app);
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
